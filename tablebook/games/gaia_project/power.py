"""The power cycle (Gaia Project › The Power Cycle): three areas, the Gaia area and the Taklons' brainstone.

A faction board's ``power_areas`` are ``[I, II, III]`` ordinary tokens, ``gaia_area`` the tokens in the Gaia area
and ``brainstone`` where the brainstone is (``"area1"``, ``"area2"``, ``"area3"``, ``"gaia"`` or None). Charging moves tokens I → II, and
only when area I is empty II → III; spending power takes tokens from III back to I; burning discards a token of
area II to move another to III; gaining power puts a new token in I.

The brainstone is one token worth three power when spent. Where its path is open, its owner chooses, when and as
the reference engine asks (a ``brainstone`` decision right after the command): a charge that could move it or an
ordinary token; spending 3 or more power that area III's ordinary tokens could pay alone (use it or keep it), and
spending less than 3 that they cannot pay (one answer, ``area1``: the engine's warning that power is lost);
discarding tokens for satellites once the discard reaches its area (discard it or keep it); a Gaia project (move it
to the Gaia area or keep it). The reference engine always burns it first; we let ``burn-power`` name where it ends
(``burn-power 2 area2``: it stays; ``burn-power 2 discard``: it is the token discarded; plain ``burn-power 2``: it
moves to area III).
Each ``…_outcomes`` function gives ``{where the brainstone ends: [I, II, III, Gaia area]}``, one entry when there
is no choice (``"discard"``: it has left the game).
"""

from __future__ import annotations

BRAINSTONE_WORTH = 3  # the power the brainstone gives when spent from area III

AREAS = ("area1", "area2", "area3")


def chargeable(pl: dict) -> int:
    """How much power the player can charge now: two per token in I, one per token in II (brainstone included)."""
    one, two, _ = pl["power_areas"]
    bs = pl["brainstone"]
    return 2 * (one + (bs == "area1")) + two + (bs == "area2")


def charge(pl: dict, amount: int, brainstone_first: bool = True) -> None:
    """Charge ``amount`` power: I → II first, then II → III (capped at what the bowls hold)."""
    pw = pl["power_areas"]
    for _ in range(amount):
        if pl["brainstone"] == "area1" and (brainstone_first or pw[0] == 0):
            pl["brainstone"] = "area2"
        elif pw[0]:
            pw[0] -= 1
            pw[1] += 1
        elif pl["brainstone"] == "area2" and (brainstone_first or pw[1] == 0):
            pl["brainstone"] = "area3"
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

    walk(list(pl["power_areas"]), pl["brainstone"], amount)
    return found


def spendable(pl: dict, nevlas_pi: bool = False) -> int:
    """Power the player can spend from area III (the brainstone counts three; Nevlas with PI: two a token)."""
    return pl["power_areas"][2] * (2 if nevlas_pi else 1) + (BRAINSTONE_WORTH if pl["brainstone"] == "area3" else 0)


def burnable(pl: dict) -> int:
    """How many tokens the player can burn: half of area II, the brainstone counting as one of the moved."""
    return (pl["power_areas"][1] + (pl["brainstone"] == "area2")) // 2


def _take(pw: list[int], n: int) -> list[int]:
    """The areas after ``n`` ordinary tokens leave, from area I first."""
    pw = list(pw)
    for area in range(3):
        gone = min(n, pw[area])
        pw[area] -= gone
        n -= gone
    return pw


def spend_outcomes(pl: dict, n: int, per_token: int = 1) -> dict[str, list[int]]:
    """Spending ``n`` power from area III (already known to be affordable)."""
    one, two, three = pl["power_areas"]
    g = pl["gaia_area"]
    out = {}
    if pl["brainstone"] == "area3" and (n >= BRAINSTONE_WORTH or three * per_token < n):
        left = -(-max(n - BRAINSTONE_WORTH, 0) // per_token)
        out["area1"] = [one + left, two, three - left, g]
        if three * per_token < n:
            return out
    tokens = -(-n // per_token)
    out[pl["brainstone"]] = [one + tokens, two, three - tokens, g]
    return out


def spend_warns(pl: dict, n: int, per_token: int = 1) -> bool:
    """Whether a payment of ``n`` must take the brainstone though it is less than its 3: area III's ordinary tokens
    are too few, and the rest of its power is lost. The reference engine asks even so, its one answer ``area1``
    standing for a warning, so the log names it."""
    return pl["brainstone"] == "area3" and n < BRAINSTONE_WORTH and pl["power_areas"][2] * per_token < n


def discard_outcomes(pl: dict, n: int, to_gaia: bool = False) -> dict[str, list[int]]:
    """Discarding ``n`` tokens for satellites, ordinary ones from area I first, or moving them to the Gaia area for a
    Gaia project: the brainstone goes too when the others are too few; a discard asks once it reaches the
    brainstone's area, a Gaia project always. The brainstone moved is one of the ``n`` (Factions › Taklons: "The
    brainstone counts as 1 power token"), so one ordinary token fewer goes."""
    pw, bs, g = pl["power_areas"], pl["brainstone"], pl["gaia_area"]
    gone = "gaia" if to_gaia else "discard"
    if bs not in AREAS:
        return {bs: [*_take(pw, n), g + n * to_gaia]}
    out = {}
    if sum(pw) + 1 == n or to_gaia or sum(pw[:AREAS.index(bs) + 1]) < n:
        out[gone] = [*_take(pw, n - 1), g + (n - 1) * to_gaia]
    if sum(pw) >= n:
        out[bs] = [*_take(pw, n), g + n * to_gaia]
    return out


def burn_outcomes(pl: dict, n: int) -> dict[str, list[int]]:
    """Burning ``n``: ``n`` tokens of area II discarded, ``n`` moved to area III; the brainstone in area II may be a
    moved one (it ends in area III), a discarded one, or stay."""
    one, two, three = pl["power_areas"]
    g = pl["gaia_area"]
    if pl["brainstone"] != "area2":
        return {pl["brainstone"]: [one, two - 2 * n, three + n, g]} if two >= 2 * n else {}
    out = {}
    if two >= 2 * n - 1:
        out["area3"] = [one, two - 2 * n + 1, three + n - 1, g]
        out["discard"] = [one, two - 2 * n + 1, three + n, g]
    if two >= 2 * n:
        out["area2"] = [one, two - 2 * n, three + n, g]
    return out
