"""Plotly charts of the design lab's tidy tables (the studies themselves never import plotly).

Each takes the rows a study returns (``seat_balance(...)["seats"]``, ``summarise(...)``, ``standings(...)``) and
returns a ``plotly.graph_objects.Figure``; wrap it in ``go.FigureWidget`` to update it live in a lesson.
"""

from __future__ import annotations

from typing import Callable

import plotly.graph_objects as go


def rates_chart(rows: list[dict], x: str = "seat", title: str = "Win rate (95 % interval)", fair: float | None = None):
    """Bars of each row's ``rate`` with its Wilson interval (``low``, ``high``); ``fair`` draws the equal share."""
    figure = go.Figure(go.Bar(
        x=[str(row[x]) for row in rows], y=[row["rate"] for row in rows],
        error_y={"type": "data", "symmetric": False, "array": [row["high"] - row["rate"] for row in rows],
                 "arrayminus": [row["rate"] - row["low"] for row in rows]},
    ))
    if fair is not None:
        figure.add_hline(y=fair, line_dash="dash", annotation_text=f"equal share {fair:.0%}")
    figure.update_layout(title=title, xaxis_title=x, yaxis_title="win rate", yaxis_tickformat=".0%", yaxis_range=[0, 1])
    return figure


def sweep_chart(summary: list[dict], measure: str = "length", x: str = "players", by: str = "variant",
                title: str | None = None):
    """One line per ``by`` value (a variant, an agent lineup) of a measure of ``summarise``'s rows against ``x``."""
    figure = go.Figure()
    for name in dict.fromkeys(row[by] for row in summary):
        mine = [row for row in summary if row[by] == name]
        figure.add_trace(go.Scatter(x=[row[x] for row in mine], y=[row[measure] for row in mine], name=str(name),
                                    mode="lines+markers"))
    figure.update_layout(title=title or f"{measure} by {x}", xaxis_title=x, yaxis_title=measure, legend_title=by)
    return figure


def ratings_chart(standings: list[dict], title: str = "Ratings (mean ± 3 sigma)"):
    """Each agent's openskill rating: its mean with three standard deviations either side (the ordinal at the foot)."""
    figure = go.Figure(go.Bar(
        x=[row["agent"] for row in standings], y=[row["mu"] for row in standings],
        error_y={"type": "data", "array": [3 * row["sigma"] for row in standings]},
    ))
    figure.update_layout(title=title, xaxis_title="agent", yaxis_title="rating")
    return figure


def usage_heatmap(usage: dict, title: str = "Which kinds of action the agents take, round by round",
                  name: Callable[[str], str] | None = None):
    """A heatmap of ``measures.usage_by_round``: a row per kind of action (the most used at the top), a column per
    round, each cell the kind's share of that round's decisions. Rounds may be numbers or, read back from JSON, text.
    ``name`` labels the rows: ``game.verb_name`` gives the rulebook's words ("Dock ships"); without it, the verbs."""
    rounds = sorted({int(r) for shares in usage.values() for r in shares})
    kinds = sorted(usage, key=lambda verb: -sum(usage[verb].values()))
    cells = [[next((share for r, share in usage[verb].items() if int(r) == round_), 0.0) for round_ in rounds]
             for verb in kinds]
    figure = go.Figure(go.Heatmap(
        z=cells, x=[str(r) for r in rounds], y=[(name or str)(verb) for verb in kinds], colorscale="Blues", zmin=0,
        colorbar={"title": "share", "tickformat": ".0%"},
        hovertemplate="round %{x}, %{y}: %{z:.0%} of the decisions<extra></extra>",
    ))
    figure.update_layout(title=title, xaxis_title="round", yaxis_title="kind of action", yaxis_autorange="reversed")
    return figure


def paired_chart(rows: list[dict], x: str = "variant", title: str = "Paired against the baseline (95 % intervals)",
                 what: str = "difference"):
    """Each row's paired difference (``paired.compare``'s columns) with its paired interval beside its unpaired one:
    how much narrower comparing twin games makes it."""
    names = [str(row[x]) for row in rows]
    figure = go.Figure()
    for label, low, high, symbol in (("paired (twin games)", "low", "high", "circle"),
                                     ("unpaired (as if independent)", "unpaired_low", "unpaired_high", "diamond-open")):
        figure.add_trace(go.Scatter(
            x=names, y=[row["difference"] for row in rows], mode="markers", name=label, marker={"size": 9, "symbol": symbol},
            error_y={"type": "data", "symmetric": False, "array": [row[high] - row["difference"] for row in rows],
                     "arrayminus": [row["difference"] - row[low] for row in rows]},
        ))
    figure.add_hline(y=0, line_dash="dot", annotation_text="no difference")
    figure.update_layout(title=title, xaxis_title=x, yaxis_title=what, scattermode="group")
    return figure
