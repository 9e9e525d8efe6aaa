"""The fewest satellites that join groups of planets (Gaia Project › Actions › Form a Federation).

Satellites go on empty space, one per player per space, and join planets through the spaces between them; your own
structures (and Ivits' space stations) join for free. Finding the fewest satellites that connect several groups of
structures is a Steiner tree problem on the map; the groups are few, so an exact dynamic programme over subsets of
groups (Dreyfus and Wagner's) answers every subset at once: ``plan.cost[mask]`` and ``plan.tree(mask)``. A plan may
be asked for only some subsets (``keep``, closed under taking subsets): the listing of federations needs only the
subsets that reach the power value needed without any group to spare, and their number, not 3 to the number of
groups, sets its cost.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from .board import next_to


class Plan:
    """Fewest satellites joining each subset of ``groups`` (lists of hex keys), over the passable hexes ``weight``
    (0: a structure of the player's, 1: a space that may take a satellite), up to ``limit`` satellites (the ones
    the player can pay for): a subset that needs more has no cost, nor has any subset containing it, which keeps
    the search small when the groups lie far apart. ``keep(mask)``, when given, says which subsets to plan for; it
    must keep every subset of a subset it keeps."""

    def __init__(self, groups: list[list[str]], weight: dict[str, int], limit: int = 1 << 30,
                 keep: Callable[[int], bool] | None = None):
        self.groups, self.weight, self.limit = groups, weight, limit
        self.links = {k: [n for n in next_to(k) if n in weight] for k in weight}
        self.best: dict[int, dict[str, int]] = {}
        self.how: dict[tuple[int, str], tuple] = {}
        full = (1 << len(groups)) - 1
        for mask in sorted(filter(keep, range(1, full + 1)), key=lambda m: bin(m).count("1")):
            parts = [mask ^ (1 << i) for i in range(len(groups)) if mask >> i & 1]
            if len(parts) > 1 and not all(self.best[part] for part in parts):
                self.best[mask] = {}
            else:
                self._solve(mask)
        self.cost = {mask: min(costs.values(), default=None) for mask, costs in self.best.items()}

    def _solve(self, mask: int) -> None:
        best: dict[str, int] = {}
        if mask & (mask - 1) == 0:  # one group: its own hexes, for nothing
            for k in self.groups[mask.bit_length() - 1]:
                best[k] = 0
                self.how[(mask, k)] = ("start",)
        else:
            for k, sub, rest, cost in self._meetings(mask):
                if cost < best.get(k, self.limit + 1):
                    best[k] = cost
                    self.how[(mask, k)] = ("join", sub, rest)
        queue = deque(sorted(best, key=best.get))
        while queue:  # 0-1 weights: a deque keeps the order of a shortest-path search
            k = queue.popleft()
            for n in self.links[k]:
                cost = best[k] + self.weight[n]
                if cost < best.get(n, self.limit + 1):
                    best[n] = cost
                    self.how[(mask, n)] = ("step", k)
                    (queue.appendleft if self.weight[n] == 0 else queue.append)(n)
        self.best[mask] = best

    def _meetings(self, mask: int):
        """Each hex where cheapest joins of two parts of ``mask`` meet: (hex, part, other part, their satellites)."""
        sub = (mask - 1) & mask
        while sub:
            rest = mask ^ sub
            if sub < rest:
                for k, a in self.best[sub].items():
                    b = self.best[rest].get(k)
                    if b is not None:
                        yield k, sub, rest, a + b - self.weight[k]
            sub = (sub - 1) & mask

    def tree(self, mask: int) -> set[str]:
        """The hexes of a cheapest tree joining the groups in ``mask``."""
        at = min(self.best[mask], key=self.best[mask].get)
        out: set[str] = set()
        todo = [(mask, at)]
        while todo:
            m, k = todo.pop()
            out.add(k)
            how = self.how[(m, k)]
            if how[0] == "step":
                todo.append((m, how[1]))
            elif how[0] == "join":
                todo += [(how[1], k), (how[2], k)]
        return out


class ClosurePlan(Plan):
    """A plan that also knows which groups each cheapest join takes in: a satellite next to a group, or a path
    through it, takes that group into the federation (``touch[hex]``: the groups a hex enters or lies next to).

    ``closures(mask)`` are the sets of groups (as masks) that the cheapest joins of ``mask`` take in, every one of
    them, and ``join(mask, closure)`` one such join. A cheapest join is made of cheapest joins of its parts (one
    that was not could be replaced by a cheaper one), so the sets are carried through the same programme: merged
    where two parts meet, grown by the groups each satellite added lies next to, over every tie."""

    def __init__(self, groups: list[list[str]], weight: dict[str, int], touch: dict[str, int],
                 limit: int = 1 << 30, keep: Callable[[int], bool] | None = None):
        self.touch = touch
        self.takes: dict[tuple[int, str], dict[int, tuple]] = {}
        super().__init__(groups, weight, limit, keep)

    def _solve(self, mask: int) -> None:
        best: dict[str, int] = {}
        takes: dict[str, dict[int, tuple]] = {}
        waiting: dict[int, dict[str, None]] = {}  # hexes to visit by cost, in the order met (not by hash)
        # the plan's fields in locals: this runs for every set of groups of every new federation listing
        over, links, weight, touch = self.limit + 1, self.links, self.weight, self.touch

        def offer(k: str, cost: int, closure: int, how: tuple) -> None:
            known = best.get(k, over)  # a cost kept is never over the limit
            if cost < known:
                best[k] = known = cost
                takes[k] = {}
            if cost == known != over and closure not in takes[k]:
                takes[k][closure] = how
                waiting.setdefault(cost, {})[k] = None

        if mask & (mask - 1) == 0:
            for k in self.groups[mask.bit_length() - 1]:
                offer(k, 0, self.touch[k], ("start",))
        else:
            for k, sub, rest, cost in self._meetings(mask):
                if cost <= best.get(k, self.limit):
                    for left in self.takes[(sub, k)]:
                        for right in self.takes[(rest, k)]:
                            offer(k, cost, left | right, ("join", sub, left, rest, right))
        while waiting:  # cost levels in order; a hex whose sets grow at its level is visited again
            level = min(waiting)
            todo = deque(waiting.pop(level))
            pending = set(todo)  # the hexes in todo, each once
            while todo:
                k = todo.popleft()
                pending.remove(k)
                if best[k] == level:
                    closures = list(takes[k])  # a neighbour's offer never changes k's own
                    for n in links[k]:  # offer(n, …) of each closure, inline: the plan's innermost loop
                        cost = level + weight[n]
                        known = best.get(n, over)
                        if cost < known:
                            best[n] = known = cost
                            takes[n] = {}
                        elif cost != known or known == over:
                            continue
                        near, found = touch[n], takes[n]
                        for closure in closures:
                            merged = closure | near
                            if merged not in found:
                                found[merged] = ("step", k, closure)
                                waiting.setdefault(cost, {})[n] = None
                for n in waiting.pop(level, ()):
                    if n not in pending:
                        todo.append(n)
                        pending.add(n)
        self.best[mask] = best
        for k, sets in takes.items():
            self.takes[(mask, k)] = sets

    def closures(self, mask: int) -> set[int]:
        cost = self.cost.get(mask)
        return {c for k, b in self.best[mask].items() if b == cost for c in self.takes[(mask, k)]}

    def join(self, mask: int, closure: int) -> set[str]:
        """The hexes of a cheapest join of ``mask`` that takes in exactly the groups ``closure``."""
        cost = self.cost[mask]
        at = next(k for k, b in self.best[mask].items() if b == cost and closure in self.takes[(mask, k)])
        out: set[str] = set()
        todo = [(mask, at, closure)]
        while todo:
            m, k, c = todo.pop()
            out.add(k)
            how = self.takes[(m, k)][c]
            if how[0] == "step":
                todo.append((m, how[1], how[2]))
            elif how[0] == "join":
                todo += [(how[1], k, how[2]), (how[3], k, how[4])]
        return out



def path_costs(groups: list[list[str]], weight: dict[str, int], limit: int) -> list[list[int]]:
    """The fewest satellites on a path between each two groups (``limit + 1`` where more are needed), over the
    passable hexes ``weight``, free through structures: a group's own hexes, and the other groups a path crosses on
    its way. Any join of several groups holds a path between each two of them, so it needs at least as many
    satellites as the dearest of their cheapest paths: a bound found by one shortest-path search from each group,
    not one for every set of groups."""
    owner = {k: i for i, group in enumerate(groups) for k in group}
    over = limit + 1
    costs = []
    for group in groups:
        best = dict.fromkeys(group, 0)
        queue = deque(group)
        while queue:  # 0-1 weights, as in Plan._solve
            k = queue.popleft()
            for n in next_to(k):
                w = weight.get(n)
                if w is None:
                    continue
                cost = best[k] + w
                if cost < best.get(n, over):
                    best[n] = cost
                    (queue.appendleft if w == 0 else queue.append)(n)
        row = [over] * len(groups)
        for k, i in owner.items():
            row[i] = min(row[i], best.get(k, over))
        costs.append(row)
    return costs


def placements(groups: list[list[str]], weight: dict[str, int], cost: int) -> list[frozenset[str]]:
    """Every set of ``cost`` satellites that joins ``groups`` into one without lying next to another hex that joins
    for free (weight 0, in none of the groups: it would join too), each set once, in a stable order. Give the
    fewest satellites that join the groups (``Plan.cost``): every set found is then a cheapest join.

    Dreyfus and Wagner's programme again, each group one node, over the spaces that may take such a satellite: a
    cheapest tree holding the groups in ``mask`` and the node ``v`` is a cheapest one of ``mask`` and a neighbour
    with ``v`` added, or two cheapest ones of parts of ``mask`` meeting at ``v``; every tie is followed back, so
    every cheapest tree is found."""
    owner = {k: i for i, group in enumerate(groups) for k in group}
    near = {k: [n for n in next_to(k) if n in weight] for k in weight}
    others = {k for k, w in weight.items() if w == 0 and k not in owner}
    spaces = {k for k, w in weight.items() if w == 1 and not any(n in others for n in near[k])}
    links: dict = {i: {n for k in group for n in near[k] if n in spaces} for i, group in enumerate(groups)}
    links.update({k: {owner.get(n, n) for n in near[k] if n in spaces or n in owner} for k in spaces})
    full = (1 << len(groups)) - 1
    best: dict[int, dict] = {}
    for mask in sorted(range(1, full + 1), key=lambda m: bin(m).count("1")):
        best[mask] = _cheapest(mask, best, links, cost)
    if best[full].get(0) != cost:
        return []
    found: dict[tuple, set[frozenset[str]]] = {}

    def trees(mask: int, v) -> set[frozenset[str]]:
        if (mask, v) not in found:
            at, own = best[mask][v], frozenset([v]) if isinstance(v, str) else frozenset()
            out = {frozenset()} if isinstance(v, int) and mask == 1 << v else set()  # a group alone
            for n in links[v]:
                if best[mask].get(n, -1) + len(own) == at:
                    out |= {tree | own for tree in trees(mask, n)}
            for sub, rest in _halves(mask):
                if best[sub].get(v, cost + 1) + best[rest].get(v, cost + 1) - len(own) == at:
                    out |= {a | b for a in trees(sub, v) for b in trees(rest, v)}
            found[(mask, v)] = out
        return found[(mask, v)]

    return sorted(trees(full, 0), key=sorted)


def _halves(mask: int):
    """Every split of ``mask`` into two non-empty parts, once each."""
    sub = (mask - 1) & mask
    while sub:
        if sub < mask ^ sub:
            yield sub, mask ^ sub
        sub = (sub - 1) & mask


def _cheapest(mask: int, best: dict[int, dict], links: dict, limit: int) -> dict:
    """The fewest satellites of a tree holding the groups in ``mask`` and each node (a group's index, or a space),
    up to ``limit``: the parts' trees meeting at a node, then grown a space at a time."""
    found: dict = {}
    if mask & (mask - 1) == 0:
        found[mask.bit_length() - 1] = 0
    for sub, rest in _halves(mask):
        for v, a in best[sub].items():
            b = best[rest].get(v)
            if b is not None:
                cost = a + b - isinstance(v, str)
                if cost < found.get(v, limit + 1):
                    found[v] = cost
    queue = deque(sorted(found, key=lambda v: (found[v], str(v))))
    while queue:  # 0-1 weights: a group costs nothing, a space one satellite
        v = queue.popleft()
        for n in links[v]:
            cost = found[v] + isinstance(n, str)
            if cost < found.get(n, limit + 1):
                found[n] = cost
                (queue.append if isinstance(n, str) else queue.appendleft)(n)
    return found
