"""Verbs: one table from which a game derives its legal actions, their validation, effects and words.

Each verb has three parts, each given the seat that acts (``p``): ``candidates(state, p)`` proposes
argument tuples (it may propose too many, never too few), ``problem(state, p, args)`` returns the
IllegalAction that forbids them or ``None``, and ``do(state, p, args)`` carries them out. Legal
actions are exactly the candidates without a problem, and an action is validated by the same problem
function, so the generator, the validator and the "why is this illegal?" explanation cannot disagree
(the property tests check the "never too few").

A verb also says what it did (``tell``: one sentence from the state before and after, with its rule)
and how it reads on a button (``label``), so narration and views never parse its arguments; and a verb with a huge argument space (a set of hexes) can be
offered word by word (``offer``: the next words that extend a partial action) instead of listing
every combination. The kind of action itself has a plain ``name`` in the rulebook's words ("Dock ships"): the design
lab ranks and charts kinds of action, and a designer knows them from the rulebook, not by their verbs.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, NamedTuple

from .action import Action, new_action
from .rules import IllegalAction, Rule


class Verb(NamedTuple):
    candidates: Callable[[Any, Any], Iterable[tuple[str, ...]]]
    problem: Callable[[Any, Any, tuple[str, ...]], IllegalAction | None]
    do: Callable[[Any, Any, tuple[str, ...]], None]
    # optional fast path for hot verbs: a new list of exactly the legal actions (tests compare it with
    # the candidates filtered by problem, which stays the definition). Actions are immutable, so a
    # fast path may keep ready-made ones and reuse them from position to position.
    legal: Callable[[Any, Any], list[Action]] | None = None
    # tell(before, p, args, after) -> (sentence, rule): what the action did, in the rulebook's words
    tell: Callable[[Any, Any, tuple[str, ...], Any], tuple[str, Rule | None]] | None = None
    # offer(state, p, words) -> the words that may come next after these first arguments (huge verbs only)
    offer: Callable[[Any, Any, tuple[str, ...]], list[str]] | None = None
    # label(state, p, args) -> how the action reads on a button ("Land on Lem Badlands")
    label: Callable[[Any, Any, tuple[str, ...]], str] | None = None
    # the kind of action in the rulebook's words, short and capitalised like a heading ("Launch a colony")
    name: str | None = None


def described(table: dict[str, Verb], tell: dict[str, Callable], label: dict[str, Callable],
              name: dict[str, str] | None = None) -> dict[str, Verb]:
    """The verb table with each verb's sentence, button label and name, kept in a game's narration module (words for
    a verb the game does not have are a slip, not words to ignore)."""
    name = name or {}
    unknown = sorted((set(tell) | set(label) | set(name)) - set(table))
    if unknown:
        raise KeyError(f"words for verbs the game does not have: {', '.join(unknown)}")
    return {verb: entry._replace(tell=tell.get(verb, entry.tell), label=label.get(verb, entry.label),
                                 name=name.get(verb, entry.name))
            for verb, entry in table.items()}


def bare(verb: str, do: Callable[[Any, Any, tuple[str, ...]], None], *,
         problem: Callable[[Any, Any, tuple[str, ...]], IllegalAction | None] | None = None,
         gate: Callable[[Any, Any], bool] | None = None, rule: Rule | None = None,
         tell: Callable | None = None) -> Verb:
    """A verb written alone ("trade", "end"): its one candidate is no arguments.

    Without ``problem`` the verb is open whenever its phase is, and refuses only arguments
    ("write just: stop", citing ``rule``). ``gate(state, p)``, if given, is a cheap necessary condition
    (a ship at the Orbital Market, say): where it fails the verb is closed without building the
    IllegalAction that says why. Agents probe such verbs at nearly every decision, and most of the
    time they are closed; gated or not, the verb lists its one action itself, not through ``legal_of``.
    """
    action = Action(verb)

    def alone(state: Any, p: Any, args: tuple[str, ...]) -> IllegalAction | None:
        return IllegalAction(f"write just: {verb}", rule) if args else None

    check = problem or alone

    def candidates(state: Any, p: Any) -> list[tuple[str, ...]]:
        return [()]

    def legal(state: Any, p: Any) -> list[Action]:
        return [action] if (gate is None or gate(state, p)) and check(state, p, ()) is None else []

    return Verb(candidates, check, do, legal, tell)


def legal_of(state: Any, p: Any, table: dict[str, Verb], verb: str) -> list[Action]:
    """Every action of one verb whose candidate arguments have no problem, for seat ``p``.

    A plain loop, not a comprehension: this runs for every verb an agent looks at, and a
    comprehension costs a function object and a call each time (Python 3.11).
    """
    entry = table[verb]
    if entry.legal is not None:
        return entry.legal(state, p)
    check = entry.problem
    actions = []
    for args in entry.candidates(state, p):
        if check(state, p, args) is None:
            actions.append(new_action((verb, args)))
    return actions


def reference_legal_of(state: Any, p: Any, table: dict[str, Verb], verb: str) -> list[Action]:
    """The definition of legality: the candidates whose problem is None (slower than a fast path)."""
    check = table[verb].problem
    return [new_action((verb, args)) for args in table[verb].candidates(state, p) if check(state, p, args) is None]


def problem(
    state: Any, p: Any, table: dict[str, Verb], allowed: tuple[str, ...], action: Action, now: Callable[[], str]
) -> IllegalAction | None:
    """Why seat ``p``'s ``action`` is not legal (its verb's own problem, or that the verb does not fit ``now()``), or None."""
    if action.verb not in table:
        return IllegalAction(f"'{action.verb}' is not an action of this game; now you may: {', '.join(allowed)}")
    if action.verb not in allowed:
        return IllegalAction(closed(action.verb, allowed, now))
    return table[action.verb].problem(state, p, action.args)


def closed(verb: str, allowed: tuple[str, ...], now: Callable[[], str]) -> str:
    """Why a verb of the game is refused now: it is not open (``now()`` says what is going on)."""
    return f"You cannot '{verb}' now: {now()}; you may: {', '.join(allowed)}"


def next_words(state: Any, p: Any, table: dict[str, Verb], allowed: tuple[str, ...], words: tuple[str, ...]) -> list[str]:
    """The words that may follow ``words`` (a verb and its first arguments) in some legal action of seat ``p``.

    With no words, the open verbs that have a legal action. A verb with an ``offer`` answers for itself
    (its argument space is too large to list); otherwise the answer comes from its legal actions.
    """
    if not words:
        return [v for v in allowed if v in table and (table[v].offer is not None or legal_of(state, p, table, v))]
    verb, given = words[0], tuple(words[1:])
    if verb not in allowed or verb not in table:
        return []
    if table[verb].offer is not None:
        return table[verb].offer(state, p, given)
    found: list[str] = []
    n = len(given)
    for action in legal_of(state, p, table, verb):
        if action.args[:n] == given and len(action.args) > n and action.args[n] not in found:
            found.append(action.args[n])
    return found
