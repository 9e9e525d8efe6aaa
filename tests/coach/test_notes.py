"""What to consider: each note at exactly the decision it belongs to, with the table's own numbers and its rule."""

from __future__ import annotations

import re

from tablebook.coach import consider
from tablebook.core import CHANCE
from tablebook.games.space_station_phoenix.data import SHIPS
from tests.coach.positions import positions


def decisions(name, players, seeds, most=2000):
    for seed in seeds:
        for state, who in positions(name, players, seed, most=most):
            if who is not CHANCE:
                yield state, who


def test_gaia_charge_offers_say_their_vp_price_and_that_charging_1_is_free():
    charges = 0
    for state, who in decisions("gaia-project", 3, range(4)):
        notes = [n.text for n in consider(state, who)]
        offered = "charge-power" in state.verbs(who)
        assert any(t.startswith("Charging") for t in notes) == offered, (len(state.history), notes)
        if offered:
            charges += 1
            for action, text in zip(state.legal_actions("charge-power", who), notes):
                power = int(re.search(r"(\d+)pw", action.args[0]).group(1))  # "2pw", or Taklons' "1t,2pw"
                # The Power Cycle › Charge Power: charging costs one VP less than the power
                assert (f"costs {power - 1} VP" in text) if power > 1 else ("costs 0 VP: it is free" in text)
                assert "Charge Power" in consider(state, who)[0].rule
    assert charges


def test_gaia_pass_notes_come_with_the_choice_to_pass_and_say_the_boosters_passing_vp():
    passes = 0
    for state, who in decisions("gaia-project", 2, range(3)):
        notes = [n.text for n in consider(state, who)]
        can_pass = bool(state.legal_actions("pass", who)) and "charge-power" not in state.verbs(who)
        assert any(t.startswith("Passing ends") for t in notes) == can_pass
        if can_pass:
            passes += 1
            booster = state.pl[who]["booster"]
            if booster == "booster7":  # 2 VP per trading station on passing (Round Boosters)
                assert f"pays {2 * state.count(who, 'ts')} VP when you pass" in notes[0]
    assert passes


def test_phoenix_notes_say_each_rivals_fee_and_whether_income_is_allowed():
    turns = 0
    for state, who in decisions("space-station-phoenix", 3, range(2), most=800):
        notes = [n.text for n in consider(state, who)]
        if "income" not in state.verbs(who):
            assert notes == []
            continue
        turns += 1
        income = [t for t in notes if t.startswith("Income is")]
        assert len(income) == 1
        # Turn Option B: Income needs 7 GEMs or fewer, a used ship of one's own, or no ship action at all
        allowed = state.gems[who] <= 7 or any(state.ship_gems[x] for x, owner in state.ships.items() if owner == who)
        assert income[0].startswith("Income is allowed" if allowed or state.is_legal("income", who) else "Income is not")
        rivals = {a.args[0] for a in state.legal_actions(None, who) if a.verb in
                  ("dismantle", "construct", "expedition", "transport", "diplomacy", "collect")
                  and state.ships[a.args[0]] not in (None, who)}
        fee_notes = [t for t in notes if "owner's fee" in t]
        assert bool(fee_notes) == bool(rivals)
        for sid in rivals:  # the owner's fee printed on the ship (data), said in the note
            fee = SHIPS[sid]["fee"]
            assert f"{fee} GEM{'s' if fee != 1 else ''} for" in fee_notes[0]
    assert turns


def test_space_station_notes_the_discard_and_the_year_end_majorities():
    seen = set()
    for state, who in decisions("space-station", 3, range(2), most=600):
        notes = [n.text for n in consider(state, who)]
        verbs = state.verbs(who)
        if "keep" in verbs:
            seen.add("discard")
            unseen = sum(state.deck.values()) + sum(len(state.hands[q]) for q in range(3) if q != who)
            assert len(notes) == 1
            if state.deck:  # the deck and the rivals' hands; an empty deck draws from the discards, all seen
                assert f"from the {unseen} you have not seen" in notes[0]
        elif "pass" in verbs:
            seen.add("majorities")
            assert len(notes) == 1 and notes[0].startswith("At the year's end")
        else:
            assert notes == []
    assert seen == {"discard", "majorities"}


def test_alien_frontiers_warns_of_the_resource_limit_exactly_when_a_player_holds_more_than_8():
    warned = 0
    for state, who in decisions("alien-frontiers", 2, range(3)):
        notes = [n.text for n in consider(state, who)]
        turn = "dock" in state.verbs(who) or "end" in state.verbs(who)
        over = state.fuel[who] + state.ore[who] > 8
        warning = [t for t in notes if "at the end of your turn you keep only 8" in t]
        assert bool(warning) == (turn and over)
        if warning:
            warned += 1
            held = state.fuel[who] + state.ore[who]
            assert f"{held} in all" in warning[0] and f"so {held - 8} go back" in warning[0]
    assert warned


def test_alien_frontiers_says_what_each_card_in_hand_does_and_what_discarding_it_gives_up():
    from tablebook.games.alien_frontiers.data import CARDS

    seen = 0
    for state, who in decisions("alien-frontiers", 2, range(2), most=400):
        notes = consider(state, who)
        turn = "dock" in state.verbs(who) or "end" in state.verbs(who)
        for card in set(state.hands[who]):
            about = [n for n in notes if n.text.startswith(f"Your {CARDS[card].name}")]
            assert len(about) == (1 if turn else 0)
            if about:
                seen += 1
                text, c = about[0].text, CARDS[card]
                assert about[0].rule == f"Alien Frontiers › Alien Tech Cards › {c.name}"
                if c.discard != "none":  # the card's own discard words, and the VP a discard gives up
                    assert c.discard.rstrip(".")[1:] in text and ("VP" in text) == bool(c.vp)
    assert seen
