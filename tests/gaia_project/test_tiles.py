"""Every booster, research level, tech tile and round scoring tile, with the values typed from the reference's
tables (reference §5–§9), checked through the rules: income received, one-time gains, VP for events."""

from __future__ import annotations

import pytest

from tablebook.games.gaia_project import events, income, research, tech_tiles
from tablebook.games.gaia_project.resources import gain
from tests.gaia_project.helpers import started

# reference §7: income while held
BOOSTERS = {"booster1": {"k": 1, "o": 1}, "booster2": {"o": 1, "t": 2}, "booster3": {"q": 1, "c": 2},
            "booster4": {"c": 2}, "booster5": {"pw": 2}, "booster6": {"o": 1}, "booster7": {"o": 1},
            "booster8": {"k": 1}, "booster9": {"pw": 4}, "booster10": {"c": 4}}
# reference §5: one-time gains on reaching each level ("pw" charges, "t" tokens, "gf" Gaiaformers)
LEVELS = {
    "terra": [{}, {"o": 2}, {}, {"pw": 3}, {"o": 2}],
    "nav": [{}, {"q": 1}, {}, {"q": 1, "pw": 3}, {}],
    "int": [{}, {"q": 1}, {"q": 1}, {"q": 2, "pw": 3}, {"q": 2}],
    "gaia": [{}, {"gf": 1}, {"t": 3}, {"gf": 1, "pw": 3}, {"gf": 1}],
    "eco": [{}, {}, {}, {"pw": 3}, {}],
    "sci": [{}, {}, {}, {"pw": 3}, {}],
}
# reference §9: VP per event during the tile's round
ROUND_TILES = {"score1": ("terraforming-step", 2), "score2": ("research-step", 2), "score3": ("mine", 2),
               "score4": ("federation", 5), "score5": ("trading-station", 4), "score6": ("gaia-mine", 4),
               "score7": ("pi-or-academy", 5), "score8": ("trading-station", 3), "score9": ("gaia-mine", 3),
               "score10": ("pi-or-academy", 5)}


def _stock(pl: dict) -> dict:
    """Resources, tokens (t), power charged (pw: a token in area II counts 1, in area III 2) and Gaiaformers."""
    return {"o": pl["o"], "c": pl["c"], "k": pl["k"], "q": pl["q"], "t": sum(pl["pw"]),
            "pw": pl["pw"][1] + 2 * pl["pw"][2], "gf": pl["gf"]}


def _delta(before: dict, after: dict) -> dict:
    return {k: after[k] - before[k] for k in before if after[k] != before[k]}


def _quiet(state, p: int) -> None:
    """A seat with room for everything: low stocks, power all in area I, no structures' income."""
    with state.edit():
        state.pl[p].update(o=0, c=0, k=0, q=0, pw=[9, 0, 0], g=0, bs=None, gf=0, techs=[], booster=None)
        state.pl[p]["res"] = dict.fromkeys(state.pl[p]["res"], 0)
        state.bld = {k: v for k, v in state.bld.items() if v[0] != p}
        state.pl[p]["income"] = []


@pytest.mark.parametrize("booster", sorted(BOOSTERS))
def test_each_booster_pays_its_income(booster):
    state = started("terrans", "xenos")
    p = 0
    _quiet(state, p)
    with state.edit():
        state.pl[p]["booster"] = booster
    income.update(state, p)
    before = _stock(state.pl[p])
    for text in income.sources(state, p):
        if text != state.faction(p)["income"]:   # the faction board's own income is not the booster's
            gain(state, p, text)
    assert _delta(before, _stock(state.pl[p])) == BOOSTERS[booster]


@pytest.mark.parametrize("track", sorted(LEVELS))
def test_each_research_level_gives_its_one_time_gain(track):
    state = started("terrans", "xenos")
    p = 0
    _quiet(state, p)
    for level in range(1, 5):
        before = _stock(state.pl[p])
        research.advance(state, p, track)
        assert state.pl[p]["res"][track] == level
        assert _delta(before, _stock(state.pl[p])) == LEVELS[track][level], (track, level)


@pytest.mark.parametrize("tile_id", sorted(ROUND_TILES))
def test_each_round_scoring_tile_pays_for_its_event_in_its_round_only(tile_id):
    state = started("terrans", "xenos")
    event, vp = ROUND_TILES[tile_id]
    with state.edit():
        state.setup["roundScoring"][state.round - 1] = tile_id
    before = state.pl[0]["vp"]
    events.happened(state, 0, event, 2)
    assert state.pl[0]["vp"] - before == 2 * vp
    other = next(e for e, _ in ROUND_TILES.values() if e != event)
    events.happened(state, 0, other)
    assert state.pl[0]["vp"] - before == 2 * vp


def test_tech_tiles_once_gains_and_passive_power_value():
    # reference §6.1: tech1 +1 ore +1 QIC; tech4 +7 VP; tech2 +1 knowledge per planet type; tech3: PI and academies PV 4
    state = started("terrans", "xenos")
    p = 0
    pl = state.pl[p]
    o, q, vp, k = pl["o"], pl["q"], pl["vp"], pl["k"]
    tech_tiles.once(state, p, "tech", "tech1")
    tech_tiles.once(state, p, "tech", "tech4")
    tech_tiles.once(state, p, "tech", "tech2")
    assert (pl["o"], pl["q"], pl["vp"]) == (o + 1, q + 1, vp + 7)
    assert pl["k"] == k + state.planet_types(p) and state.planet_types(p) >= 1
    key = next(k for k, (q_, kind) in state.bld.items() if q_ == p)
    with state.edit():
        state.bld[key] = [p, "PI"]
    assert state.pv(p, key, "PI") == 3
    with state.edit():
        pl["techs"].append(["tech3", False])
    assert state.pv(p, key, "PI") == 4
