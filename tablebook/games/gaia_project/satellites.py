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

from .board import hx, neighbours, unhx


class Plan:
    """Fewest satellites joining each subset of ``groups`` (lists of hex keys), over the passable hexes ``weight``
    (0: a structure of the player's, 1: a space that may take a satellite), up to ``limit`` satellites (the ones
    the player can pay for): a subset that needs more has no cost, nor has any subset containing it, which keeps
    the search small when the groups lie far apart. ``keep(mask)``, when given, says which subsets to plan for; it
    must keep every subset of a subset it keeps."""

    def __init__(self, groups: list[list[str]], weight: dict[str, int], limit: int = 1 << 30,
                 keep: Callable[[int], bool] | None = None):
        self.groups, self.weight, self.limit = groups, weight, limit
        self.links = {k: [hx(n) for n in neighbours(unhx(k)) if hx(n) in weight] for k in weight}
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

        def offer(k: str, cost: int, closure: int, how: tuple) -> None:
            if cost < best.get(k, self.limit + 1):
                best[k], takes[k] = cost, {}
            if cost == best.get(k) and closure not in takes[k]:
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
            todo = list(waiting.pop(level))
            while todo:
                k = todo.pop(0)
                if best[k] == level:
                    for n in self.links[k]:
                        if level + self.weight[n] <= best.get(n, self.limit):
                            for closure in list(takes[k]):
                                offer(n, level + self.weight[n], closure | self.touch[n], ("step", k, closure))
                todo += [n for n in waiting.pop(level, {}) if n not in todo]
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


def placements(groups: list[list[str]], weight: dict[str, int], cost: int) -> list[frozenset[str]]:
    """Every set of ``cost`` satellites that joins ``groups`` into one without lying next to another hex that joins
    for free (weight 0, in none of the groups: it would join too), each set once, in a stable order.

    A search over connected sets grown from the first group: a hex passed over in one branch is never added below
    it, so each set is met once, and a branch ends where the satellites left cannot reach a group not yet joined
    (``_spread`` gives the fewest satellites from each group to every hex). Give the fewest satellites that join the
    groups (``Plan.cost``): then every set found is a cheapest join."""
    owner = {k: i for i, group in enumerate(groups) for k in group}
    near = {k: [hx(n) for n in neighbours(unhx(k)) if hx(n) in weight] for k in weight}
    others = {k for k, w in weight.items() if w == 0 and k not in owner}
    nodes = {k for k in weight if k in owner or (k not in others and not any(n in others for n in near[k]))}
    links = {k: [n for n in near[k] if n in nodes] for k in nodes}
    dist = [_spread(group, links, weight, cost) for group in groups]
    usable = sorted(k for k in nodes if weight[k] == 1 and all(k in d for d in dist))
    rank = {k: i for i, k in enumerate(usable)}
    found: list[frozenset[str]] = []

    def grow(joined: set[int], chosen: list[str], offered: set[str], passed: set[str], short: list[int]) -> None:
        left = cost - len(chosen)
        if max(short) > left:
            return
        if len(joined) == len(groups):
            if not left:
                found.append(frozenset(chosen))
            return
        ordered = sorted(offered, key=rank.__getitem__)
        for i, k in enumerate(ordered):
            now_passed = passed | set(ordered[:i])
            now_joined, now_offered, todo = set(joined), set(ordered[i + 1:]), [k]
            while todo:  # the satellite's neighbours, and whole groups it reaches
                for n in links[todo.pop()]:
                    if n in owner and owner[n] not in now_joined:
                        now_joined.add(owner[n])
                        todo += groups[owner[n]]
                    elif n in rank and n not in now_passed and n != k and n not in chosen:
                        now_offered.add(n)
            new = now_joined - joined
            grow(now_joined, [*chosen, k], now_offered, now_passed,
                 [0 if g in now_joined else min([short[g], dist[g][k] - 1]
                                                + [dist[g].get(h, cost + 1) for j in new for h in groups[j]])
                  for g in range(len(groups))])

    first = {n for k in groups[0] for n in links[k] if n in rank}
    grow({0}, [], first, set(), [0] + [min(dist[g].get(k, cost + 1) for k in groups[0]) for g in range(1, len(groups))])
    return sorted(found, key=sorted)


def _spread(starts: list[str], links: dict[str, list[str]], weight: dict[str, int], limit: int) -> dict[str, int]:
    """The fewest satellites on a path from ``starts`` to each hex, the hex's own counted, up to ``limit``."""
    best = dict.fromkeys(starts, 0)
    queue = deque(starts)
    while queue:  # 0-1 weights, as in Plan._solve
        k = queue.popleft()
        for n in links[k]:
            cost = best[k] + weight[n]
            if cost <= limit and cost < best.get(n, limit + 1):
                best[n] = cost
                (queue.appendleft if weight[n] == 0 else queue.append)(n)
    return best
