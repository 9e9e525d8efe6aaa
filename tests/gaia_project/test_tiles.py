"""Every booster, research level, tech tile, round and final scoring tile, with the values typed from the reference's
tables (reference §5–§10), checked through the rules: income received, one-time gains, VP for events, ranks."""

from __future__ import annotations

import pytest

from tablebook.core import decision
from tablebook.games.gaia_project import events, income, research, scoring, tech_tiles
from tablebook.games.gaia_project.board import hx
from tablebook.games.gaia_project.resources import gain
from tests.gaia_project.helpers import blank_board, started, their_turn

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
    return {"o": pl["ore"], "c": pl["credits"], "k": pl["knowledge"], "q": pl["qic"], "t": sum(pl["power_areas"]),
            "pw": pl["power_areas"][1] + 2 * pl["power_areas"][2], "gf": pl["gaiaformers"]}


def _delta(before: dict, after: dict) -> dict:
    return {k: after[k] - before[k] for k in before if after[k] != before[k]}


def _quiet(state, p: int) -> None:
    """A seat with room for everything: low stocks, power all in area I, no structures' income."""
    with state.edit():
        state.pl[p].update(ore=0, credits=0, knowledge=0, qic=0, power_areas=[9, 0, 0], gaia_area=0, brainstone=None,
                           gaiaformers=0, tech_tiles=[], booster=None)
        state.pl[p]["research"] = dict.fromkeys(state.pl[p]["research"], 0)
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
        assert state.pl[p]["research"][track] == level
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
    o, q, vp, k = pl["ore"], pl["qic"], pl["vp"], pl["knowledge"]
    tech_tiles.once(state, p, "tech", "tech1")
    tech_tiles.once(state, p, "tech", "tech4")
    tech_tiles.once(state, p, "tech", "tech2")
    assert (pl["ore"], pl["qic"], pl["vp"]) == (o + 1, q + 1, vp + 7)
    assert pl["knowledge"] == k + state.planet_types(p) and state.planet_types(p) >= 1
    key = next(k for k, (q_, kind) in state.bld.items() if q_ == p)
    with state.edit():
        state.bld[key] = [p, "PI"]
    assert state.pv(p, key, "PI") == 3
    with state.edit():
        pl["tech_tiles"].append(["tech3", False])
    assert state.pv(p, key, "PI") == 4


# A constructed table (an emptied map): the Terrans (seat 0) have mines on 1A0 (Terra), 1A2 (Oxide) and 4A0 (Gaia),
# trading stations on 4A2 (Desert) and 2A0 (Volcanic), a lab on 2A2 (Swamp), and one federation, 1A0 + a satellite on
# 1A1 + 1A2: 3 mines, 2 trading stations, 1 lab, 6 structures (2 in the federation), 6 planet types, 1 Gaia planet,
# 3 sectors, 1 satellite; tokens fed1 (grey) and fed2 (green). The Xenos (seat 1) have mines on 3A0 and 3A2 (Terra)
# and the Lost Planet on 3A4, and a satellite on 3A1: 3 structures, none federated, 2 planet types, no Gaia planet,
# 1 sector, 1 satellite.
TERRANS = {"1A0": ("r", "m"), "1A2": ("o", "m"), "4A0": ("g", "m"), "4A2": ("d", "ts"), "2A0": ("v", "ts"),
           "2A2": ("s", "lab")}
XENOS = {"3A0": ("r", "m"), "3A2": ("r", "m")}


def _table():
    state = started("terrans", "xenos")
    while state.agenda:
        state.apply(state.legal_actions()[0])
    p = their_turn(state, "terrans")
    key = {label: hx(state.board.parse(label)) for label in (*TERRANS, *XENOS, "1A1", "3A1", "3A4")}
    blank_board(state, {state.board.parse(label): code for label, (code, _) in (TERRANS | XENOS).items()})
    with state.edit():
        state.bld = {key[label]: [seat, kind] for seat, table in ((p, TERRANS), (1 - p, XENOS))
                     for label, (_, kind) in table.items()}
        state.lost, state.bld[key["3A4"]] = key["3A4"], [1 - p, "m"]
        state.feds = [{"p": p, "hexes": sorted([key["1A0"], key["1A1"], key["1A2"]])}]
        state.sats = {key["1A1"]: [p], key["3A1"]: [1 - p]}
        state.pl[p]["federation_tokens"] = [["fed1", False], ["fed2", True]]
        state.setup["roundScoring"][state.round - 1] = "score7"    # PI or academy: nothing below builds one
    return state, p


def _wealth(pl: dict) -> dict:
    return {"o": pl["ore"], "c": pl["credits"], "k": pl["knowledge"], "q": pl["qic"], "vp": pl["vp"]}


# reference §6.2, on the table above: how each advanced tile pays and what it pays
ADVANCED = {
    "advtech1": ("pass", {"vp": 3 * 2}),            # 3 VP per federation token
    "advtech2": ("research", {"vp": 2}),            # 2 VP per research step
    "advtech3": ("special", {"q": 1, "c": 5}),
    "advtech4": ("once", {"vp": 2 * 3}),            # 2 VP per mine
    "advtech5": ("pass", {"vp": 3 * 1}),            # 3 VP per lab
    "advtech6": ("once", {"o": 1 * 3}),             # 1 ore per sector
    "advtech7": ("pass", {"vp": 1 * 6}),            # 1 VP per planet type
    "advtech8": ("once", {"vp": 2 * 1}),            # 2 VP per Gaia planet
    "advtech9": ("once", {"vp": 4 * 2}),            # 4 VP per trading station
    "advtech10": ("once", {"vp": 2 * 3}),           # 2 VP per sector
    "advtech11": ("special", {"o": 3}),
    "advtech12": ("once", {"vp": 5 * 2}),           # 5 VP per federation token
    "advtech13": ("special", {"k": 3}),
    "advtech14": ("mine", {"vp": 3}),               # 3 VP per mine built
    "advtech15": ("trading-station", {"vp": 3}),    # 3 VP per trading station built
}
SPECIALS = {"advtech3": "1q,5c", "advtech11": "3o", "advtech13": "3k"}


@pytest.mark.parametrize("tile_id", sorted(ADVANCED, key=lambda t: int(t[7:])))
def test_each_advanced_tech_tile_pays_once_on_pass_as_an_action_or_per_event(tile_id):
    state, p = _table()
    pl = state.pl[p]
    with state.edit():
        state.techs["adv-terra"] = tile_id
        pl["research"]["terra"], pl["booster"] = 4, None
        pl["tech_tiles"] = [[state.techs["free1"], False]]
        state.agenda.append(decision("tech", p))
    how, expected = ADVANCED[tile_id]
    before = _wealth(pl)
    state.apply("tech-tile adv-terra")
    state.apply("cover free1")
    assert pl["federation_tokens"] == [["fed1", False], ["fed2", False]]   # the green token flipped
    assert pl["tech_tiles"][0][1]   # the standard tile covered
    if how == "once":
        assert _delta(before, _wealth(pl)) == expected
        return
    assert _delta(before, _wealth(pl)) == {}
    if how == "research":
        state.apply("research economy")                        # level 0 → 1: no one-time gain of its own
    else:
        state.apply("decline")
        if how == "pass":
            state.apply(f"pass {state.boosters[0]}")
        elif how == "special":
            state.apply(f"special-action {SPECIALS[tile_id]}")
        else:
            events.happened(state, p, how)
    assert _delta(before, _wealth(pl)) == expected


# reference §10, on the table above, with the neutral player of a 2-player game: [Terrans' VP, Xenos' VP]
FINAL = {
    "structure": [12, 6],        # neutral 11 first, Terrans 6 second, Xenos 3 third
    "structureFed": [12, 0],     # neutral 10, Terrans 2; the Xenos' 0 scores nothing
    "planetType": [18, 6],       # Terrans 6, neutral 5, Xenos 2 (Terra and the Lost Planet)
    "gaia": [12, 0],             # neutral 4, Terrans 1, Xenos 0
    "sector": [12, 6],           # neutral 6, Terrans 3, Xenos 1
    "satellite": [9, 9],         # neutral 8; Terrans and Xenos 1 each share second and third: (12 + 6) // 2
}


@pytest.mark.parametrize("final_tile", list(FINAL))
def test_each_final_scoring_tile_ranks_by_its_count(final_tile):
    state, p = _table()
    vp = scoring.ranking(state, final_tile)
    assert [vp[p], vp[1 - p]] == FINAL[final_tile]
