"""Rewards and costs as the rulebook's icons read: ``2o,1pw`` is two ore and charging one power.

A reward is a count and a code (reference §1): o, c, k, q (ore, credits, knowledge, QIC), pw (charge power when
gained, spend power when paid), t (a power token into area I), tg (a token in the Gaia area), vp, gf (a
Gaiaformer), step and range+N (for the next mine), and a few faction codes. A missing count means one.
"""

from __future__ import annotations

import re
from functools import cache

Reward = tuple[int, str]

_ITEM = re.compile(r"^(\d*)([a-zA-Z][a-zA-Z0-9+\-]*)$")


@cache
def parse(text: str) -> tuple[Reward, ...]:
    """``"2o,1pw"`` → ``((2, "o"), (1, "pw"))``; ``""`` and ``"~"`` are nothing."""
    if text in ("", "~"):
        return ()
    items = []
    for piece in text.split(","):
        m = _ITEM.match(piece.strip())
        if m is None:
            raise ValueError(f"{piece!r} is not a reward (write a count and a code: 2o, 1pw, q)")
        items.append((int(m[1]) if m[1] else 1, m[2]))
    return tuple(items)


def write(items) -> str:
    """The text of rewards, counts always written (``1q``), in the order given."""
    return ",".join(f"{n}{code}" for n, code in items) or "~"


def same(a: str, b: str) -> bool:
    """Whether two reward texts name the same rewards, in any order (``q,5c`` is ``5c,1q``)."""
    return sorted(parse(a)) == sorted(parse(b))
