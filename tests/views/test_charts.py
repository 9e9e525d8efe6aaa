"""Charts of the design lab's tables: the numbers drawn are the table's."""

import pytest

from tablebook.design import seat_balance
from tablebook.views.charts import rates_chart, ratings_chart, sweep_chart


def test_rates_chart_draws_each_interval_around_its_rate():
    seats = seat_balance([{"winners": [0]}] * 60 + [{"winners": [1]}] * 40, 2)["seats"]
    figure = rates_chart(seats, fair=0.5)
    bar = figure.data[0]
    assert list(bar.x) == ["1", "2"] and list(bar.y) == [0.6, 0.4]
    assert [r + up for r, up in zip(bar.y, bar.error_y.array)] == pytest.approx([s["high"] for s in seats])
    assert [r - down for r, down in zip(bar.y, bar.error_y.arrayminus)] == pytest.approx([s["low"] for s in seats])
    assert figure.layout.shapes[0].y0 == 0.5


def test_sweep_chart_one_line_per_variant():
    summary = [{"variant": v, "players": p, "length": 10 * p + (v == "long")} for v in ("rulebook", "long") for p in (2, 3)]
    figure = sweep_chart(summary)
    assert [trace.name for trace in figure.data] == ["rulebook", "long"]
    assert list(figure.data[1].x) == [2, 3] and list(figure.data[1].y) == [21, 31]


def test_ratings_chart():
    figure = ratings_chart([{"agent": "greedy", "mu": 30.0, "sigma": 2.0}, {"agent": "random", "mu": 20.0, "sigma": 1.0}])
    assert list(figure.data[0].y) == [30.0, 20.0] and list(figure.data[0].error_y.array) == [6.0, 3.0]


def test_usage_heatmap_names_its_rows_in_the_rulebooks_words():
    from tablebook import load
    from tablebook.views.charts import usage_heatmap

    figure = usage_heatmap({"trade": {"2": 0.25}, "dock": {"1": 1.0, "2": 0.75}}, name=load("alien-frontiers").verb_name)
    assert list(figure.data[0].y) == ["Dock ships", "Trade fuel for ore"]  # the Orbital Market trades fuel for ore

def test_usage_heatmap_puts_each_share_in_its_round_and_kind():
    from tablebook.views.charts import usage_heatmap

    # as read back from JSON (rounds as text): dock is most used, so first; trade took no decision in round 1
    figure = usage_heatmap({"trade": {"2": 0.25}, "dock": {"1": 1.0, "2": 0.75}})
    heat = figure.data[0]
    assert list(heat.y) == ["dock", "trade"] and list(heat.x) == ["1", "2"]
    assert [list(row) for row in heat.z] == [[1.0, 0.75], [0.0, 0.25]]


def test_paired_chart_draws_the_paired_interval_beside_the_unpaired_one():
    from tablebook.views.charts import paired_chart

    rows = [{"variant": "colonies=7", "difference": 0.1, "low": 0.05, "high": 0.2, "unpaired_low": -0.1,
             "unpaired_high": 0.3}]
    paired, unpaired = paired_chart(rows).data
    assert list(paired.x) == ["colonies=7"] and list(paired.y) == [0.1]
    assert list(paired.error_y.array) == pytest.approx([0.1]) and list(paired.error_y.arrayminus) == pytest.approx([0.05])
    assert list(unpaired.error_y.array) == pytest.approx([0.2]) and list(unpaired.error_y.arrayminus) == pytest.approx([0.2])
