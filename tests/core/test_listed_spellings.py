"""Only listed spellings are accepted: a move is legal because the generator lists it, as written.

At many positions of seeded random games of every game, the text of listed actions is bent (words dropped,
doubled, swapped or borrowed from other listed actions, case changed, a count's 1 left out or added, dashes
for spaces) and thrown at the state. Whatever is accepted must be listed; the rest is refused with a reason,
leaving the state as it was (``tests.fuzzing.check``). Gaia Project's log spellings, which its log reader
rewrites, are tested with it (tests/gaia_project/test_log_spellings.py).
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

import tablebook
from tablebook.core import Action, GameRecord

from ..fuzzing import check
from ..games import positions


def bent(action: Action, others: list[Action], rng: random.Random) -> set[str]:
    """Near spellings of ``action``'s text; the others listed at the position lend their words."""
    words = [action.verb, *action.args]
    lent = [w for other in others for w in (other.verb, *other.args)] or ["x"]
    out = {" ".join(words).upper(), " ".join(w.title() for w in words), " ".join(words + [rng.choice(lent)])}
    kin = sorted({w for other in others if other.verb == action.verb for w in other.args} - set(action.args))
    out |= {" ".join(words[:1] + [w] + words[1:]) for w in rng.sample(kin, min(6, len(kin)))}  # a word of its kind
    if len(words) > 1:
        i = rng.randrange(1, len(words))
        out |= {" ".join(words[:i] + words[i + 1:]), " ".join(words[:i + 1] + words[i:]),
                " ".join(words[:i] + [rng.choice(lent)] + words[i + 1:]), "-".join(words[i - 1:i + 1]).join(
                    [" ".join(words[:i - 1]) + " " if i > 1 else "", " " + " ".join(words[i + 1:])]).strip()}
        if len(words) > 2:
            j = rng.randrange(1, len(words))
            swapped = list(words)
            swapped[i], swapped[j] = swapped[j], swapped[i]
            out.add(" ".join(swapped))
    out.add(" ".join(re.sub(r"^1(?=[a-z])", "", w) for w in words))  # a count of 1 left out: "1q" → "q"
    out.add(" ".join(re.sub(r"^([a-z]+)$", r"1\1", w) if i else w for i, w in enumerate(words)))
    out.discard(str(action))
    return out


GAMES = [("alien-frontiers", 2), ("alien-frontiers", 4), ("space-station", 2), ("space-station", 5),
         ("space-station-phoenix", 2), ("space-station-phoenix", 4), ("gaia-project", 2), ("gaia-project", 4)]


@pytest.mark.parametrize("name, players", GAMES, ids=[f"{n}-{p}p" for n, p in GAMES])
def test_whatever_is_accepted_is_listed_and_the_rest_is_refused_cleanly(name, players):
    rng = random.Random(f"spellings/{name}/{players}")
    refused = 0
    for s in positions(name, players, seed=3, every=5 if name == "gaia-project" else 9):
        listed = s.legal_actions()
        for action in rng.sample(listed, min(3, len(listed))):
            for text in sorted(bent(action, listed, rng)):
                refused += check(s, text)
    assert refused > 100  # the throws were not all legal


def test_another_spelling_of_a_listed_deal_is_refused_naming_the_listed_one():
    # the reported case: "deal alien gold 115" was taken where only "deal gold 115" is listed, and its narration
    # then forgot the GEM paid
    record = GameRecord.from_json(json.loads((Path(__file__).parent / "data" / "phoenix-unlisted-deal.json").read_text()))
    s = record.replay(tablebook.load(record.game))
    assert Action.parse("deal gold 115") in s.legal_actions()
    before = s.to_json()
    problem = s.explain("deal alien gold 115")
    assert problem is not None and "nearest listed one is 'deal gold 115'" in problem.reason
    with pytest.raises(tablebook.IllegalAction):
        s.apply("deal alien gold 115")
    assert s.to_json() == before
    s.apply("deal gold 115")  # the listed spelling is taken
