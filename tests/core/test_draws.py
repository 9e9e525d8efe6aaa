"""Direct draws give exactly the numbers of the random module's own methods, so games stay the same."""

import random

import pytest

from tablebook.core.chance import below, die, draw_one


@pytest.mark.parametrize("n", [1, 2, 3, 5, 6, 7, 8, 9, 36, 100, 1000, 2**20 + 3])
def test_below_is_randrange(n):
    for seed in range(20):
        ours, theirs = random.Random(seed), random.Random(seed)
        assert [below(ours, n) for _ in range(50)] == [theirs.randrange(n) for _ in range(50)]
        assert ours.random() == theirs.random()  # the generators end in the same place


@pytest.mark.parametrize("sides", [2, 6, 8, 12, 20])
def test_die_is_randint(sides):
    ours, theirs = random.Random(f"7/{sides}"), random.Random(f"7/{sides}")
    rolls = [die(ours, sides) for _ in range(500)]
    assert rolls == [theirs.randint(1, sides) for _ in range(500)]
    assert set(rolls) == set(range(1, sides + 1))


def test_draw_one_from_an_empty_pile_is_refused():
    with pytest.raises(ValueError, match="empty pile"):
        draw_one({"a": 0}, random.Random(1))


def test_draw_one_follows_the_counts():
    rng = random.Random(3)
    draws = [draw_one({"a": 1, "b": 3}, rng) for _ in range(4000)]
    assert 0.7 < draws.count("b") / len(draws) < 0.8  # 3 in 4


def test_draw_one_is_the_pile_laid_out_in_order_and_indexed():
    """The card at ``randrange(total)`` of the pile laid out card by card in sorted order, from either end of the walk,
    with the names sorted by the draw or given in order (as games keep them)."""
    names = tuple(f"card-{k:02d}" for k in range(30))
    layout = random.Random(5)
    for key in range(300):
        pile = {card: layout.randrange(4) for card in layout.sample(names, layout.randrange(1, 30))}
        if not sum(pile.values()):
            continue
        laid_out = [card for card in sorted(pile) for _ in range(pile[card])]
        expected = laid_out[random.Random(key).randrange(len(laid_out))]
        assert draw_one(pile, random.Random(key)) == draw_one(pile, random.Random(key), names) == expected


def test_draw_one_refuses_a_card_its_order_does_not_name():
    with pytest.raises(ValueError, match="not in the order given: z"):
        draw_one({"z": 5}, random.Random(1), ("a", "b"))
