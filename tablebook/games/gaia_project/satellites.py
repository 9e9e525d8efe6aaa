"""The fewest satellites that join groups of planets (Gaia Project › Actions › Form a Federation).

Satellites go on empty space, one per player per space, and join planets through the spaces between them; your own
structures (and Ivits' space stations) join for free. Finding the fewest satellites that connect several groups of
structures is a Steiner tree problem on the map; the groups are few, so an exact dynamic programme over subsets of
groups (Dreyfus and Wagner's) answers every subset at once: ``plan.cost[mask]`` and ``plan.tree(mask)``.
"""

from __future__ import annotations

from collections import deque

from .board import hx, neighbours, unhx


class Plan:
    """Fewest satellites joining each subset of ``groups`` (lists of hex keys), over the passable hexes ``weight``
    (0: a structure of the player's, 1: a space that may take a satellite), up to ``limit`` satellites (the ones
    the player can pay for): a subset that needs more has no cost, nor has any subset containing it, which keeps
    the search small when the groups lie far apart."""

    def __init__(self, groups: list[list[str]], weight: dict[str, int], limit: int = 1 << 30):
        self.groups, self.weight, self.limit = groups, weight, limit
        self.links = {k: [hx(n) for n in neighbours(unhx(k)) if hx(n) in weight] for k in weight}
        self.best: dict[int, dict[str, int]] = {}
        self.how: dict[tuple[int, str], tuple] = {}
        full = (1 << len(groups)) - 1
        for mask in sorted(range(1, full + 1), key=lambda m: bin(m).count("1")):
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
            sub = (mask - 1) & mask
            while sub:
                rest = mask ^ sub
                if sub < rest:
                    for k, a in self.best[sub].items():
                        b = self.best[rest].get(k)
                        if b is not None and a + b - self.weight[k] < best.get(k, self.limit + 1):
                            best[k] = a + b - self.weight[k]
                            self.how[(mask, k)] = ("join", sub, rest)
                sub = (sub - 1) & mask
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
