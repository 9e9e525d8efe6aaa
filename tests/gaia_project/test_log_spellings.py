"""One spelling for each move: the generator lists every conversion and every federation, and the boardgamers.space
log's own spellings are rewritten where the log is read (log.py) and in records of rules version 5 and before."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from tablebook.agents.players import make_agent
from tablebook.core import Action, GameRecord
from tablebook.core.phases import PhasedState
from tablebook.games.gaia_project import GAME
from tablebook.games.gaia_project.board import hx
from tablebook.games.gaia_project.log import BoardgamersLog, commands, renamed
from tablebook.games.gaia_project.turn import SPELLED
from tests.core.test_listed_spellings import bent, positions
from tests.gaia_project.reference_games import GAMES_FOLDER

from .helpers import blank_board, started, their_turn
from .test_factions import _give_pi

SAVED = Path(__file__).with_name("data") / "rules-5"  # records imported from logs by rules version 5 (README.md)


def spends(state) -> set[str]:
    return {str(a) for a in state.legal_actions("spend")}


def test_every_free_conversion_is_listed_at_every_multiple_the_player_can_pay():
    # Actions › Free Actions: 4 power → 1 QIC, 3 power → 1 ore, 1 QIC → 1 ore, 4 power → 1 knowledge, 1 power →
    # 1 credit, 1 knowledge → 1 credit, 1 ore → 1 credit, 1 ore → 1 power token; Terrans have none of their own
    state = started("terrans", "xenos")
    p = their_turn(state, "terrans")
    with state.edit():
        state.pl[p].update(ore=2, credits=0, knowledge=1, qic=1, power_areas=[0, 0, 4])
    assert spends(state) == {
        "spend 4pw for 1q", "spend 3pw for 1o", "spend 1q for 1o", "spend 4pw for 1k", "spend 1pw for 1c",
        "spend 2pw for 2c", "spend 3pw for 3c", "spend 4pw for 4c", "spend 1k for 1c", "spend 1o for 1c",
        "spend 2o for 2c", "spend 1o for 1t", "spend 2o for 2t"}
    assert state.explain("spend 5pw for 5c") is not None   # 4 power in area III
    state.apply("spend 3pw for 3c")
    assert state.pl[p]["credits"] == 3 and spends(state) >= {"spend 1pw for 1c"} and "spend 2pw for 2c" not in spends(state)


def test_a_greedy_player_takes_its_action_and_ends_its_turn_rather_than_convert():
    # the conversions, all listed, earn nothing by themselves: the game's heuristic (the coach's evaluation) counts
    # a free action of the player's own turn half a VP less, so the one-step greedy agent does not spend its turns converting
    state = started("terrans", "xenos")
    p = their_turn(state, "terrans")
    with state.edit():
        state.pl[p].update(ore=5, credits=5, knowledge=5, qic=1, power_areas=[0, 0, 4])
    greedy = make_agent("greedy", 1)
    assert len(state.legal_actions("spend")) > 10
    chosen = greedy.choose(state)
    assert chosen.verb not in ("spend", "burn-power"), chosen
    # 1 ore → 1 credit leaves every other term of the evaluation as it was (the same count of resources)
    assert GAME.heuristic(state.clone().apply("spend 1o for 1c"), p) == GAME.heuristic(state, p) - 0.5
    state.apply("research terraforming" if chosen.verb != "research" else chosen)
    assert greedy.choose(state) == Action("end-turn", ())


def test_terrans_spend_returning_tokens_at_every_multiple_in_the_gaia_phase():
    # Factions › Terrans: with the PI, the tokens returning in the Gaia phase are spent as power on free actions (4 →
    # 1 QIC or 1 knowledge, 3 → 1 ore, 1 → 1 credit), here 5 of them
    state = started("terrans", "xenos")
    p = state.read_seat("terrans")
    _give_pi(state, p)
    with state.edit():
        state.pl[p]["gaia_area"] = 5
        state.agenda.append({"kind": "gaia", "seat": p, "tokens": 5})
    assert {str(a) for a in state.legal_actions("spend", p)} == {
        "spend 4tg for 1q", "spend 4tg for 1k", "spend 3tg for 1o", "spend 1tg for 1c", "spend 2tg for 2c",
        "spend 3tg for 3c", "spend 4tg for 4c", "spend 5tg for 5c"}
    state.apply("spend 2tg for 2c", p)
    assert {str(a) for a in state.legal_actions("spend", p)} == {
        "spend 3tg for 1o", "spend 1tg for 1c", "spend 2tg for 2c", "spend 3tg for 3c"}


def test_every_placement_of_the_fewest_satellites_is_listed():
    # Form a Federation, on an empty map: the PI (3) and the knowledge academy (3) side by side, and a mine (1) two
    # steps from the PI off their line: 7 with one satellite, which may go on either of the two spaces next to both
    # the PI and the mine (axial (1, 0) and (0, 1) between (0, 0) and (1, 1)); the PI and academy alone make 6
    state = started("terrans", "xenos")
    p = their_turn(state, "terrans")
    blank_board(state, {(-1, 0): "r", (0, 0): "r", (1, 1): "r"})
    with state.edit():
        state.bld = {"-1x0": [p, "ac1"], "0x0": [p, "PI"], "1x1": [p, "m"]}
        state.pl[p]["power_areas"] = [5, 0, 0]
    label = state.board.label
    both = {",".join(sorted(label(h) for h in ((-1, 0), (0, 0), (1, 1), between))) for between in ((1, 0), (0, 1))}
    listed = state.legal_actions("form-federation")
    assert {a.args[0] for a in listed} == both
    assert len(listed) == 2 * sum(1 for n in state.fed_supply.values() if n)
    state.apply(next(a for a in listed if label((0, 1)) in a.args[0].split(",")))
    assert state.sats == {"0x1": [p]}


def _raw(text: str) -> list[Action]:
    """A log line's actions as the log spells them."""
    return [Action.parse(t) for t in commands(text)[1]]


@pytest.mark.parametrize("name, spellings", [
    ("djfjjv4k-2p", {"build": "build m 1x-1", "federation": "x", "special": "special q"}),  # older: coordinates
    ("gy5b2c7e-3p-13", {"income": "income t", "special": "special q"}),                    # current: labels
])
def test_a_logs_own_spellings_are_refused_by_the_rules_and_read_as_the_listed_move(name, spellings):
    replay = GAME.open_folder(GAMES_FOLDER / name)
    state, rewritten = replay.state, {}
    for _, text in replay.lines:
        seat, actions = replay.notation.read(text, state)
        for raw, action in zip(_raw(text), actions):
            if raw != action:                                           # the log's command: refused
                assert state.explain(raw, seat) is not None, raw
            if renamed(raw) != action:                                  # and spelled otherwise than named
                rewritten.setdefault(raw.verb, (raw, action))
            assert action in state.legal_actions(action.verb, seat)     # ours: listed
            state.apply(action, seat)
    assert set(rewritten) == set(spellings)
    for verb, written in spellings.items():
        assert written in str(rewritten[verb][0])
    if "income" in rewritten:                   # a single income item is written with its count
        assert rewritten["income"][1] == Action("income", ("1t",))


def test_a_federation_read_from_a_log_takes_in_every_structure_next_to_its_hexes():
    # Form a Federation: the structures next to a federation's hexes join it; a log may name them or not
    replay = GAME.open_folder(GAMES_FOLDER / "gy5b2c7e-3p-13")
    state = replay.state
    for _, text in replay.lines:
        seat, actions = replay.notation.read(text, state)
        federation = next((a for a in actions if a.verb == "form-federation"), None)
        if federation is not None:
            break
        for action in actions:
            state.apply(action, seat)
    hexes = federation.args[0].split(",")
    structures = [h for h in hexes if hx(state.board.parse(h)) in state.structures(seat)]
    assert len(structures) >= 2
    short = ",".join(reversed([h for h in hexes if h != structures[0]]))    # one left out, the rest reversed
    assert state.explain(f"form-federation {short} {federation.args[1]}", seat) is not None
    _, read = replay.notation.read(f"{state.seat_word(seat)} federation {short} {federation.args[1]}", state)
    assert read == [federation]


@pytest.mark.parametrize("name", ["djfjjv4k-2p", "gy5b2c7e-3p-13"])
def test_a_record_imported_by_rules_version_5_with_the_logs_spellings_replays(name):
    saved = json.loads((SAVED / f"{name}.json").read_text())
    record = GameRecord.from_json(saved)
    assert record.rules == "5" and any(" t" in line or "x" in line.split()[-1] for line in saved["lines"])
    final = record.replay(GAME)
    result = json.loads((GAMES_FOLDER / name / "result.json").read_text())   # the reference engine's
    assert [{"faction": pl["faction"], "vp": pl["vp"]} for pl in final.pl] == result["final_vp"]
    again = final.record()
    assert again.rules == GAME.rules_version and again.replay(GAME) == final    # in our spelling now


def test_the_spelling_tests_stand_for_the_listing():
    # validation tests the one spelling of a build, a conversion or a federation instead of listing them all
    # (GaiaState._listed): on positions of random games, for listed actions, near spellings and a log's
    # spellings that the checks pass, it says what the listing (the kernel's test) says
    # (federations from the reference games, where players form them: random ones seldom do)
    rng, seen, older = random.Random(5), Counter(), BoardgamersLog(coordinates=True)

    def throw(s, action: Action, listed: list[Action]) -> None:
        p = s.decider()
        log = older.theirs(action, s)    # and in our words with the log's hexes (``build mine -3x4``)
        for text in sorted({str(action), log, str(renamed(Action.parse(log))), *bent(action, listed, rng)}):
            try:
                thrown = Action.parse(text)
            except ValueError:
                continue
            problem = s.explain(thrown)
            if thrown.verb in SPELLED and (problem is None or "as written" in problem.reason):
                fresh = GAME.from_json(s.to_json())   # nothing listed yet
                said = fresh._listed(thrown, p)
                assert said == PhasedState._listed(fresh, thrown, p), text
                seen[thrown.verb, said] += 1

    for players, seed in ((2, 4), (4, 5)):
        for s in positions("gaia-project", players, seed=seed, every=2):
            listed = s.legal_actions()
            for action in rng.sample(listed, min(3, len(listed))) + [a for a in listed if a.verb in SPELLED][:4]:
                throw(s, action, listed)
    for name in ("gp-2p-0", "gp-4p-0", "gy5b2c7e-3p-13"):
        replay = GAME.open_folder(GAMES_FOLDER / name)
        s = replay.state
        for _, text in replay.lines:
            seat, actions = replay.notation.read(text, s)
            for action in actions:
                if action.verb == "form-federation":
                    throw(s, action, s.legal_actions("form-federation"))
                s.apply(action, seat)
    assert {(verb, said) for verb in SPELLED for said in (True, False)} <= set(seen), seen


RULES_6 = Path(__file__).with_name("data") / "rules-6"  # records saved by rules version 6 (README.md)


@pytest.mark.parametrize("name", sorted(p.stem for p in RULES_6.glob("*.json") if not p.stem.endswith("final-state")))
def test_a_record_saved_by_rules_version_6_in_the_logs_commands_replays_to_the_same_game(name):
    saved = json.loads((RULES_6 / f"{name}.json").read_text())
    record = GameRecord.from_json(saved)
    assert record.rules == "6" != GAME.rules_version
    assert any(line.split(": ")[1].startswith(("build m ", "up ", "endturn")) for line in saved["lines"])
    final = record.replay(GAME)
    then = GAME.from_json(json.loads((RULES_6 / f"{name}-final-state.json").read_text()))   # as version 6 left it
    assert final.scores() == then.scores()
    assert final == then    # every field of the table, and the history read back in our verbs
    assert not any(text.startswith(("build m ", "up ", "endturn")) for text in final.history)
    if (GAMES_FOLDER / name).is_dir():   # the reference engine's final VP
        result = json.loads((GAMES_FOLDER / name / "result.json").read_text())
        assert [{"faction": pl["faction"], "vp": pl["vp"]} for pl in final.pl] == result["final_vp"]
    again = final.record()
    assert again.rules == GAME.rules_version and again.replay(GAME) == final


def test_our_verbs_and_the_logs_commands_translate_both_ways_one_for_one():
    # every command of the 124 reference logs has one verb of ours, and no verb of ours is a log command it is not
    from tablebook.games.gaia_project.log import LOG_VERBS, VERBS
    from tablebook.games.gaia_project.turn import VERBS as OURS

    assert {LOG_VERBS[v] for v in VERBS.values()} == set(VERBS) and len(set(VERBS.values())) == len(VERBS)
    assert set(VERBS.values()) <= set(OURS) and not set(VERBS) & set(OURS)
    state = started("terrans", "xenos")
    for ours, log in [("build mine 3B4", "build m 3B4"), ("build gaia-project 3B4", "build gf 3B4"),
                      ("build qic-academy 3B4", "build ac2 3B4"), ("research artificial-intelligence", "up int"),
                      ("action-space qic2", "action qic2"), ("special-action 4pw", "special 4pw"),
                      ("burn-power 2", "burn 2"), ("end-turn", "endturn"), ("charge-power 1t,2pw", "charge 1t,2pw"),
                      ("tech-tile free2", "tech free2"), ("lost-planet 3B4", "lostPlanet 3B4"),
                      ("federation-token fed3", "fedtile fed3"), ("swap 3B4", "swap-PI 3B4"),
                      ("pass booster3", "pass booster3")]:
        assert renamed(Action.parse(log)) == Action.parse(ours) == renamed(Action.parse(ours))
        assert BoardgamersLog().theirs(Action.parse(ours), state) == log
