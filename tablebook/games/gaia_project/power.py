"""The power cycle (Gaia Project › The Power Cycle): three areas, the Gaia area and the Taklons' brainstone.

A player's ``pw`` is ``[I, II, III]`` ordinary tokens, ``g`` the tokens in the Gaia area and ``bs`` where the
brainstone is (``"area1"``, ``"area2"``, ``"area3"``, ``"gaia"`` or None). Charging moves tokens I → II, and
only when area I is empty II → III; spending power takes tokens from III back to I; burning discards a token of
area II to move another to III; gaining power puts a new token in I.

The brainstone is one token worth three power when spent. When charging or burning could move it or an ordinary
token, its owner chooses (a ``brainstone`` decision); the reference engine moves it first when the choice is not
asked, and so do we.
"""

from __future__ import annotations

AREAS = ("area1", "area2", "area3")


def chargeable(pl: dict) -> int:
    """How much power the player can charge now: two per token in I, one per token in II (brainstone included)."""
    one, two, _ = pl["pw"]
    bs = pl["bs"]
    return 2 * (one + (bs == "area1")) + two + (bs == "area2")


def charge(pl: dict, amount: int, brainstone_first: bool = True) -> None:
    """Charge ``amount`` power: I → II first, then II → III (capped at what the bowls hold)."""
    pw = pl["pw"]
    for _ in range(amount):
        if pl["bs"] == "area1" and (brainstone_first or pw[0] == 0):
            pl["bs"] = "area2"
        elif pw[0]:
            pw[0] -= 1
            pw[1] += 1
        elif pl["bs"] == "area2" and (brainstone_first or pw[1] == 0):
            pl["bs"] = "area3"
        elif pw[1]:
            pw[1] -= 1
            pw[2] += 1
        else:
            return


def outcomes(pl: dict, amount: int) -> dict[str, list[int]]:
    """Where the brainstone can end up after charging ``amount``, and the ordinary tokens then: ``{"area2": [I, II,
    III], …}`` (one entry when there is no choice). Each unit of charge moves one token of area I, or of area II once
    area I is empty; the brainstone may be the token moved whenever it is in that area."""
    found: dict[str, list[int]] = {}

    def walk(pw, bs, left):
        if not left:
            found.setdefault(bs, list(pw))
            return
        source = 0 if pw[0] or bs == "area1" else 1 if pw[1] or bs == "area2" else None
        if source is None:
            found.setdefault(bs, list(pw))
            return
        if bs == AREAS[source]:
            walk(pw, AREAS[source + 1], left - 1)
        if pw[source]:
            moved = list(pw)
            moved[source] -= 1
            moved[source + 1] += 1
            walk(moved, bs, left - 1)

    walk(list(pl["pw"]), pl["bs"], amount)
    return found


def spendable(pl: dict, nevlas_pi: bool = False) -> int:
    """Power the player can spend from area III (the brainstone counts three; Nevlas with PI: two a token)."""
    return pl["pw"][2] * (2 if nevlas_pi else 1) + (3 if pl["bs"] == "area3" else 0)


def burnable(pl: dict) -> int:
    """How many tokens the player can burn: half of area II, the brainstone counting as one of the moved."""
    return (pl["pw"][1] + (pl["bs"] == "area2")) // 2
