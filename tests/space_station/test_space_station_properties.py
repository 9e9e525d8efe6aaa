"""Whole random games for 1–6 players: cards conserved, money never negative, the score its rows' total, hidden
information never leaks into another player's observation, a rule named for every action, no target of an exact effect
refused, and the CLI runs (the kernel's contract over every game: tests/core/test_properties.py).
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from tablebook.agents.players import RandomAgent
from tablebook.core import CHANCE
from tablebook.core.scoring import total
from tablebook.games.space_station import citations as rule
from tablebook.games.space_station.data import CARDS
from tablebook.games.space_station.effects import EFFECTS, Ctx
from tablebook.games.space_station.events import VISITING_WORKER, text_of

from .space_station_helpers import GAME, cards_in_play


def random_states(players: int, seed: int, **options):
    """Every state of one random game (the same object, mutated; copy what you keep)."""
    s = GAME.setup(players, seed, **options)
    agent = RandomAgent(seed)
    while not s.is_over():
        yield s
        s.apply(s.sample_chance() if s.decider() is CHANCE else agent.choose(s))
    yield s


def disguised(s, seat: int, rng: random.Random):
    """The same position with the cards hidden from ``seat`` (other hands, the deck) dealt anew."""
    other = s.clone()
    others = [q for q in range(s.players) if q != seat]
    pool = [c for q in others for c in other.hands[q]] + [c for c, k in sorted(other.deck.items()) for _ in range(k)]
    rng.shuffle(pool)
    for q in others:
        size = len(other.hands[q])
        other.hands[q], pool = pool[:size], pool[size:]
    other.deck = {}
    for c in pool:
        other.deck[c] = other.deck.get(c, 0) + 1
    return other


@pytest.mark.parametrize("players", range(1, 7))
def test_random_games_keep_the_invariants_and_hide_what_is_hidden(players):
    rng = random.Random(players)
    for seed in range(3):
        for s in random_states(players, seed, enhanced_start=seed == 2):
            assert cards_in_play(s) == 117
            assert min(s.money) >= 0 and min(s.crew) >= 0
            assert all(m[k] >= 0 for st in s.stations for m in st.values() for k in ("temporary", "permanent"))
            if len(s.history) % 5 == 0:
                seat = rng.randrange(players)
                view = s.observation(seat)
                assert view["hand"] == s.hands[seat] and "hands" not in view and "deck" not in view
                assert view["hand_sizes"] == [len(h) for h in s.hands] and view["deck_size"] == sum(s.deck.values())
                other = disguised(s, seat, rng)
                assert other.observation(seat) == view  # nothing in the view depends on the hidden cards
                assert other.observation(None) == s.observation(None) and s.observation(None)["hand"] is None
        assert s.is_over() and s.year == 6 and s.end_reason() == "6 years completed"
        assert s.scores() == [total(s.score_breakdown(p)) for p in range(players)]  # the score is its rows' total


def test_narration_names_a_rule_for_every_action_of_a_whole_game():
    s, agent = GAME.setup(3, 9), RandomAgent(9)
    while not s.is_over():
        before = s.clone()
        action = s.sample_chance() if s.decider() is CHANCE else agent.choose(s)
        s.apply(action)
        text, rule = GAME.narrate(before, action, s)
        assert text and rule is not None and str(rule).startswith("Space Station"), action


def test_an_exact_effect_lists_no_target_its_problem_refuses():
    """Listing skips the problem of an effect whose targets are exact (``Effect.exact``): every target of such an
    effect, of every module's action and every event in a hand, must pass that problem. Six players' random games
    reach every exact effect with targets, and an effect that is not exact refusing one (the check can tell)."""
    players, seen_exact, seen_refused = 6, set(), set()
    for seed in range(2):
        for s in random_states(players, seed):
            if s.is_over():
                break
            for p in range(players):
                contexts = [(EFFECTS[m_spec["effect"]], Ctx(p, p, mid, m_spec, rule.card(CARDS[m["card"]])))
                            for mid, m in s.stations[p].items() if (m_spec := CARDS[m["card"]].action)]
                contexts += [(text_of(card), Ctx(p, p, None, CARDS[card].event, rule.card(CARDS[card]), event=card))
                             for card in set(s.hands[p]) if CARDS[card].is_event]
                for effect, c in contexts:
                    for args in effect.targets(s, c):
                        refused = effect.problem(s, c, tuple(args))
                        if effect.exact:
                            seen_exact.add(effect.do.__name__)
                            assert refused is None, (effect.do.__name__, args, refused)
                        elif refused is not None:
                            seen_refused.add(effect.do.__name__)
    assert seen_exact == {e.do.__name__ for e in (*EFFECTS.values(), VISITING_WORKER) if e.exact}
    assert seen_refused


@pytest.mark.parametrize("players", range(1, 7))
def test_cli_simulates_20_games_to_the_end_of_year_6(players):
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    done = subprocess.run(
        [sys.executable, "-m", "tablebook.cli", "simulate", "space-station", "--players", str(players), "--games", "20", "--seed", "1", "--json"],
        capture_output=True, text=True, timeout=300, env=env,
    )
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert len(data["games"]) == 20 and {g["end"] for g in data["games"]} == {"6 years completed"}


def _words(s) -> list[str]:
    """Every word a position holds: module ids, cards and parents, hands, the deck, the discards, VP lines."""
    words = [w for station in s.stations for mid, m in station.items() for w in (mid, m["card"], m["parent"]) if w]
    words += [card for hand in s.hands for card in hand] + list(s.deck) + s.discards
    return words + [w for items in s.vp for source, detail, _ in items for w in (source, detail)]


def test_a_replayed_position_holds_interned_words_that_its_copies_share():
    """Words read afresh from a record's lines are interned, so a copy of the position (a greedy agent's working
    copy) shares them and comparing the two finds equal words by identity (``data.CARDS``)."""
    from tablebook.core.record import GameRecord

    for seed in (3, 4):
        for played in random_states(4, seed):  # to the game's end
            pass
        record = GameRecord.from_json(json.loads(json.dumps(GameRecord.of(played).to_json())))
        s = record.replay(GAME)
        words = _words(s)
        assert len(words) > 50 and any(items for items in s.vp)
        assert all(sys.intern(w) is w for w in words)
        copied = _words(s.copier()())
        assert copied == words and all(a is b for a, b in zip(copied, words))
