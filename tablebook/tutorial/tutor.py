"""The tutor: plays a tutorial's script with a learner — where they are, what is asked, what fits, Back and restart.

The tutor owns the position. Every chapter starts from the same table for everyone: the tutorial's setup with the
script played through the chapters before it as written (each step's example move, named roll, the computer players'
seeded moves). Inside a chapter the learner's own moves count (any move a step accepts), so the table is theirs; a
move that does not fit the step is refused with the rule that forbids it, or why it is not what this step teaches, and
changes nothing. Back returns to the position where the step before was shown.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from typing import Any

from tablebook.agents import make_agent
from tablebook.core import CHANCE, Action, IllegalAction, Line, State

from .script import Chapter, Step, Tutorial


@dataclass(frozen=True)
class Event:
    """One thing that happened on the table, told in words: whose move, what it did, the rule it follows."""

    seat: Any
    action: str
    narration: str
    rule: str | None


@dataclass
class Shown:
    """A step as it was shown: where, on which position, and the learner's answer to it (kept for saved progress)."""

    chapter: int
    step: int
    state: State
    made: list[str] = field(default_factory=list)  # the learner's intents at this step ("act …", "roll", "next")


class Tutor:
    """A learner's way through one tutorial: ``tutor.act("dock orbital-market 3 3")``, ``tutor.next()``, ``tutor.back()``."""

    def __init__(self, tutorial: Tutorial, game):
        self.tutorial = tutorial
        self.game = game
        self._starts: dict[int, State] = {}
        self.done: dict[str, int] = {}  # chapters finished → the version finished
        self.events: list[Event] = []  # what the last thing the learner did set off, in order
        self.feedback: IllegalAction | str | None = None  # the answer to the learner's last try
        self._trail: list[Shown] = []
        self.goto(0)

    def fork(self) -> "Tutor":
        """A tutor at this very place whose moves leave this one as it is (``tutorial check`` tries every other way
        through a step on one)."""
        twin = copy.copy(self)
        twin.done, twin.events = dict(self.done), []
        twin._trail = [replace(shown, state=shown.state.clone(), made=list(shown.made)) for shown in self._trail]
        return twin

    # --- where the learner is ----------------------------------------------------------
    @property
    def learner(self) -> int:
        return self.tutorial.learner

    @property
    def here(self) -> Shown:
        return self._trail[-1]

    @property
    def chapter(self) -> Chapter:
        return self.tutorial.chapters[self.here.chapter]

    @property
    def step(self) -> Step:
        return self.chapter.steps[self.here.step]

    @property
    def state(self) -> State:
        return self.here.state

    @property
    def finished(self) -> bool:
        """The last step of the last chapter is met."""
        return self.here.chapter == len(self.tutorial.chapters) - 1 and self.chapter.id in self.done and \
            self.here.step == len(self.chapter.steps) - 1 and self._met

    _met = False  # the current step's expectation is met but nothing follows it (the tutorial's very end)

    def position(self) -> str:
        """``Chapter 2 of 8 · step 3 of 9``."""
        return (f"Chapter {self.here.chapter + 1} of {len(self.tutorial.chapters)} · "
                f"step {self.here.step + 1} of {len(self.chapter.steps)}")

    # --- moving through the script -----------------------------------------------------
    def goto(self, chapter: int | str) -> None:
        """Start a chapter (by number or id) from its own table."""
        index = chapter if isinstance(chapter, int) else [c.id for c in self.tutorial.chapters].index(chapter)
        if not 0 <= index < len(self.tutorial.chapters):
            raise IndexError(f"the tutorial has chapters 1 to {len(self.tutorial.chapters)}, not {index + 1}")
        self._trail = [Shown(index, 0, self.start_of(index))]
        self.events, self.feedback, self._met = [], None, False

    def restart(self) -> None:
        """Start the current chapter again."""
        self.goto(self.here.chapter)

    def can_go_back(self) -> bool:
        """Whether Back has a step to return to (the very first step has none)."""
        return len(self._trail) > 1 or self.here.chapter > 0

    def back(self) -> bool:
        """Return to the step before, as it was shown (the chapter before's last step at a chapter's start)."""
        self.events, self.feedback, self._met = [], None, False
        if len(self._trail) > 1:
            self._trail.pop()
            self.here.made.clear()
            return True
        if self.here.chapter == 0:
            return False
        previous = self.here.chapter - 1
        self._trail = [Shown(previous, 0, self.start_of(previous))]
        while self.here.step < len(self.chapter.steps) - 1:
            self._advance(self._played(self.step, self.state.clone(), None))
        self.events = []
        return True

    def next(self) -> None:
        """Go on from a step that only asks to be read."""
        if self.step.expect != "next":
            raise IllegalAction(self.ask(), self.step.rule)
        self.here.made.append("next")
        events: list[Event] = []
        self._advance(self._finish(self.step, self.state.clone(), events), events)

    def answer(self, choice: str) -> bool:
        """Answer the step's quiz: True (and on to the next step) if right; a wrong answer costs nothing."""
        if self.step.expect != "quiz":
            raise IllegalAction("This step asks no question", self.step.rule)
        right = self.right_answer()
        if str(choice) != right:
            self.feedback = IllegalAction(f"Not quite: {choice} is not it. Look at the table again and try once more.",
                                          self.step.rule)
            return False
        self.here.made.append(f"answer {right}")
        events: list[Event] = []
        self._advance(self._finish(self.step, self.state.clone(), events), events, feedback=f"Right: {right}.")
        return True

    def right_answer(self) -> str:
        """The quiz's right choice, as the engine computes it from the position."""
        return str(self.tutorial.question(self.step.answer)(self.state, self.learner))

    def act(self, action: Action | str, player=None) -> list[Event]:
        """Play the learner's move if it fits the step; raise IllegalAction (nothing changes) if not."""
        action = Action.of(action)
        problem = self.refusal(action, player)
        if problem is not None:
            self.feedback = problem
            raise problem
        after = self.state.clone()
        events = [self._apply(after, str(action), self.learner)]
        self.here.made.append(f"act {action}")
        if self.step.expect == "free":
            events += self._free_play(after, self.step.until)
            if self.step.until == "turn" and self._learner_decides(after):
                self._stay(after, events)
                return events
            if self.step.until == "end" and not after.is_over():
                self._stay(after, events)
                return events
        self._advance(self._finish(self.step, after, events), events)
        return events

    def roll(self) -> list[Event]:
        """Let chance decide where the step waits for a roll (the step's outcome), or in free play (the seed's)."""
        if self.state.decider() is not CHANCE or self.step.expect not in ("roll", "free"):
            problem = IllegalAction(f"No roll now: {self.ask()}", self.step.rule)
            self.feedback = problem
            raise problem
        after = self.state.clone()
        line = self.step.outcome if self.step.expect == "roll" and self.step.outcome else str(after.sample_chance())
        events = [self._apply(after, line, CHANCE)]
        self.here.made.append("roll")
        if self.step.expect == "free":
            self._stay(after, events)
            return events
        self._advance(self._finish(self.step, after, events), events)
        return events

    def autoplay(self) -> list[Event]:
        """Let the computer play a free step for the learner (to the end of the turn or of the game)."""
        if self.step.expect != "free":
            raise IllegalAction(f"This step is not free play: {self.ask()}", self.step.rule)
        events: list[Event] = []
        self.here.made.append("autoplay")
        self._advance(self._played(self.step, self.state.clone(), events), events)
        return events

    # --- what fits ---------------------------------------------------------------------
    def refusal(self, action: Action | str, player=None) -> IllegalAction | None:
        """Why the learner's ``action`` is not taken now — the rule that forbids it, or what the step asks instead."""
        state, step = self.state, self.step
        seat = self.learner if player is None else player
        if seat != self.learner:
            return IllegalAction(f"In this tutorial you play {state.seat_name(self.learner)}; the script moves the others",
                                 state.game.turn_rule)
        if step.expect in ("next", "quiz", "roll"):
            return IllegalAction(f"Not yet: {self.ask()}", step.rule)
        problem = state.explain(action, seat)
        if problem is not None:
            return problem
        if step.expect == "moves" and not step.fits(str(Action.of(action))):
            return IllegalAction(f"{state.label(action, seat)} is allowed, but this step asks you to "
                                 f"{self.ask()}", step.rule)
        return None

    def offers(self, action: str) -> bool:
        """Whether a legal move of the learner's would be taken now (a table offers only these as clickable)."""
        return self.refusal(action) is None

    def ask(self) -> str:
        """What the step asks the learner to do, in the game's words."""
        step = self.step
        if step.expect == "moves":
            fitting = [a for a in self.state.legal_actions(player=self.learner) if step.fits(str(a))]
            if len(fitting) == 1:
                label = self.state.label(fitting[0], self.learner)
                return label[:1].lower() + label[1:]  # inside a sentence; names and units keep their capitals
            return "make the move this step describes (any of the ways it names is fine)"
        return {"next": "press Next when you have read this", "roll": "roll (the Roll button on the table)",
                "quiz": "answer the question first", "free": "play any move you like"}[step.expect]

    # --- the script's own moves ----------------------------------------------------------
    def start_of(self, index: int) -> State:
        """The table chapter ``index`` starts from: the same for every learner."""
        if index not in self._starts:
            if index == 0:
                t = self.tutorial
                # what the story leaves to the seed comes out as it was written
                state = self.game.new_state(players=t.players, seed=t.seed, chance=t.chance, **t.options)
                state.finish_setup()
            else:
                state = self.start_of(index - 1).clone()
                for step in self.tutorial.chapters[index - 1].steps:
                    state = self._played(step, state, None)
            self._starts[index] = state
        return self._starts[index].clone()

    def _played(self, step: Step, state: State, events: list | None) -> State:
        """``state`` after the script plays ``step`` as written (its example, its roll, the computers' free play)."""
        events = [] if events is None else events
        if step.expect == "moves":
            events.append(self._apply(state, self.example(step, state), self.learner))
        elif step.expect == "roll":
            events.append(self._apply(state, step.outcome or str(state.sample_chance()), CHANCE))
        elif step.expect == "free":
            agent = make_agent(self.tutorial.opponents, self.tutorial.seed * 1000 + self.learner)
            while not state.is_over() and (step.until == "end" or self._learner_decides(state)):
                if state.decider() is CHANCE:
                    events.append(self._apply(state, str(state.sample_chance()), CHANCE))
                else:
                    events.append(self._apply(state, str(agent.choose(state.view(self.learner))), self.learner))
                    events += self._free_play(state, step.until)
        return self._finish(step, state, events)

    def example(self, step: Step, state: State) -> str:
        """The move the script plays for a ``moves`` step: its example, else the first legal move that fits."""
        if step.example:
            return step.example
        for action in state.legal_actions(player=self.learner):
            if step.fits(str(action)):
                return str(action)
        raise IllegalAction(f"no legal move fits {', '.join(step.moves)}", step.rule)

    def _finish(self, step: Step, state: State, events: list[Event]) -> State:
        """After a step's expectation: the script's lines, then chance that follows at once, then any fast-forward."""
        for text in step.then:
            line = Line.parse(text) if ":" in text else Line(None, text)
            self._draw(state, events, before=line)
            events.append(self._apply(state, line.action, line.seat))
        self._draw(state, events)
        if step.forward is not None:
            agents = {seat: make_agent(self.tutorial.opponents, self.tutorial.seed * 1000 + seat)
                      for seat in range(state.players)}
            counted = state.period()[1] is not None
            first, rounds, last = self.start_of(0).whose_turn(), 0, state.whose_turn()

            def reached(now: State) -> bool:
                nonlocal rounds, last
                if not counted and last != first == now.whose_turn():
                    rounds += 1  # a game that counts no rounds: play came back to the first player
                last = now.whose_turn()
                return ((now.period()[1] or 0) if counted else rounds) >= step.forward and self._learner_decides(now)

            self._computers_play(state, events, reached, lambda seat, _: agents[seat])
        return state

    def _free_play(self, state: State, until: str) -> list[Event]:
        """In free play to the end, the computer players answer the learner's move until the learner decides again."""
        events: list[Event] = []
        self._draw(state, events)
        if until == "end":
            self._computers_play(state, events, self._learner_decides, lambda seat, now: make_agent(
                self.tutorial.opponents, self.tutorial.seed * 1000 + seat + len(now.history)))
        return events

    def _computers_play(self, state: State, events: list[Event], done, agent) -> None:
        """Chance from the seed and the computer players' moves (``agent(seat, state)`` chooses) until ``done(state)``
        or the end of the game."""
        while not state.is_over() and not done(state):
            seat = state.decider()
            action = state.sample_chance() if seat is CHANCE else agent(seat, state).choose(state.view(seat))
            events.append(self._apply(state, str(action), seat))

    def _draw(self, state: State, events: list[Event], before: Line | None = None) -> None:
        """Resolve pending chance from the seed — draws that follow a move at once — unless the next line names it
        or it is a roll a player makes by hand (the learner's Roll, or the script's named one)."""
        while state.decider() is CHANCE:
            if before is not None and before.seat in (None, CHANCE) and state.explain(before.action, CHANCE) is None:
                return
            if state.sample_chance().verb in state.game.chance_by_click and before is None:
                return
            events.append(self._apply(state, str(state.sample_chance()), CHANCE))

    def _learner_decides(self, state: State) -> bool:
        return not state.is_over() and self.learner in state.deciders()

    def _apply(self, state: State, action: str, seat) -> Event:
        before = state.clone()
        state.apply(action, seat)
        text, rule = state.game.narrate(before, Action.of(action), state)
        return Event(seat, action, text, str(rule) if rule else None)

    def _stay(self, state: State, events: list[Event]) -> None:
        """Free play goes on: the same step, on the new position."""
        self.here.state = state
        self.events, self.feedback = events, None

    def _advance(self, state: State, events: list[Event] | None = None, feedback: str | None = None) -> None:
        """On to the next step (the next chapter's first at a chapter's end, from its own table)."""
        self.events, self.feedback = list(events or []), feedback
        here = self.here
        if here.step + 1 < len(self.chapter.steps):
            self._trail.append(Shown(here.chapter, here.step + 1, state))
            return
        self.done[self.chapter.id] = self.chapter.version
        if here.chapter + 1 < len(self.tutorial.chapters):
            self._trail = [Shown(here.chapter + 1, 0, self.start_of(here.chapter + 1))]
        else:
            here.state = state
            self._met = True
