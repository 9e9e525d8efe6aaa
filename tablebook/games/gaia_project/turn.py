"""The verbs of Gaia Project and when each is open: the agenda's decision kinds.

A verb is the rulebook's name of the action, lower case and hyphenated (Actions, 1–10): ``build`` (Build a Mine,
Start a Gaia Project, Upgrade a Structure: ``build mine 3B4``, ``build gaia-project 3B4``, ``build trading-station
3B4``; builds.py), ``form-federation``, ``research`` (Research Progress: ``research navigation``), ``action-space``
(the power and QIC action spaces: ``action-space power4``, ``action-space qic2``), ``special-action``, ``pass``;
the free actions ``spend`` (``spend 4pw for 1q``: spend 4 power to gain 1 QIC) and ``burn-power`` (discard power
from area II to move as much to area III; the rulebook describes it without a name); ``charge-power`` (Passive
Action: Charge Power) and ``decline``; then the decisions an action leaves to its player: ``tech-tile``, ``cover``
(an advanced tile covers a standard one), ``lost-planet``, ``federation-token`` (score one again), ``swap`` (the
Ambas' planetary institute with a mine), ``brainstone``, ``income`` (the order of income), and ``end-turn``. The
arguments name research areas and structures in the rulebook's words (data.TRACK_WORDS, data.STRUCTURE_WORDS),
hexes by label, and tiles, rewards and action spaces by the codes of the reference engine (``booster3``,
``tech free2``, ``4pw``). Each verb stands for one command of a boardgamers.space log line (``build m 3B4``,
``up nav``, ``action power4``), which log.py translates both ways.

With nothing on the agenda the active player takes their turn: free actions, one action, free actions, ``end-turn``
(a pass ends the turn by itself). Sub-decisions of an action (a tech tile, the tile it covers, a research step, the
mine after free terraforming steps, the Lost Planet) are decisions of the same seat, pushed by the action; the five
decisions ``build`` answers are told apart in builds.py.
"""

from __future__ import annotations

from tablebook.core.action import possessive
from tablebook.core import Action, IllegalAction, Verb

from . import assembly, builds, charging, federations, free_actions, gaia_phase, income, lost_planet, pi_actions
from . import citations as rule
from . import power_actions, research, resources, rounds, setup, tech_tiles
from .board import unhx
from .builds import main_open, parse_hex
from .data import TRACK_CODES, TRACK_WORDS, TRACKS, tile
from .victory_points import booster, score, tech_tile

MAIN = ("build", "research", "action-space", "special-action", "form-federation", "pass")
FREE = ("spend", "burn-power")

PHASE_VERBS = {
    "turn": (*MAIN, *FREE, "end-turn"),
    "faction": ("faction",),
    "sector": ("sector",),
    "setup-build": ("build",),
    "setup-booster": ("booster",),
    "income": ("income", "brainstone"),
    "brainstone": ("brainstone",),
    "gaia": ("spend", "decline"),
    "charge": ("charge-power", "decline"),
    "tech": ("tech-tile",),
    "cover": ("cover",),
    "research-step": ("research", "decline"),
    "free-mine": ("build",),
    "lost-planet": ("lost-planet",),
    "fedtile": ("federation-token",),
    "swap-PI": ("swap",),
    "down-lab": ("build",),
    "space-station": ("build",),
}

PHASE_NAMES = {"faction": "setupFaction", "setup-build": "setupBuilding", "setup-booster": "setupBooster",
               "income": "roundIncome", "gaia": "roundGaia", "charge": "roundLeech"}


def kind(s) -> str:
    return s.agenda[-1]["kind"] if s.agenda else "turn"


def describe_now(s) -> str:
    if s.ended:
        return "the game is over"
    return describe_entry(s, s.agenda[-1]) if s.agenda else f"it is {possessive(s.seat_name(s.active))} turn"


def describe_entry(s, entry: dict) -> str:
    if entry.get("kind") == "sector":
        return assembly.next_place(s)
    words = {"faction": "choose a faction", "setup-build": "place a starting structure",
             "setup-booster": "choose a round booster", "income": "order their income",
             "gaia": "use Gaia-area tokens", "charge": f"charge {entry.get('amount')} power or decline",
             "tech": "take a tech tile", "cover": "cover a standard tech tile", "research-step": "take a research step",
             "free-mine": "build the mine the action gave", "lost-planet": "place the Lost Planet",
             "fedtile": "choose a federation token to score again", "swap-PI": "swap the PI with a mine",
             "down-lab": "turn a lab into a trading station", "space-station": "place a space station",
             "brainstone": f"say where the brainstone goes ({entry.get('why', 'charge')})"}
    return words.get(entry.get("kind"), entry.get("kind", "work"))


# --- research, tech tiles -------------------------------------------------------------------------------
def research_problem(s, p, args):
    if len(args) != 1 or args[0] not in TRACK_CODES:
        return IllegalAction(f"write: research <area> ({', '.join(TRACK_CODES)})", rule.RESEARCH)
    track = TRACK_CODES[args[0]]
    if kind(s) == "research-step":
        tracks = s.agenda[-1]["tracks"]
        if track not in tracks:
            return IllegalAction(f"this step advances in {' or '.join(TRACK_WORDS[t] for t in tracks)}", rule.TECH)
        return research.step_problem(s, p, track)
    return main_open(s) or research.action_problem(s, p, track)


def research_progress(s, p, args) -> None:
    if kind(s) == "research-step":
        s.agenda.pop()
        research.advance(s, p, TRACK_CODES[args[0]])
    else:
        s.main = True
        research.research_action(s, p, TRACK_CODES[args[0]])


def research_candidates(s, p):
    return [(TRACK_WORDS[t],) for t in TRACKS]


def research_step_vacuous(s, entry) -> bool:
    """A step with every track at the top is skipped; one blocked by a rule is asked, and declined (as the
    reference engine does: Bal T'aks with the Navigation tile before their PI)."""
    return all(s.pl[entry["seat"]]["research"][t] >= 5 for t in entry["tracks"])


def one_arg(problem):
    def check(s, p, args):
        if len(args) != 1:
            return IllegalAction("write one argument", rule.ACTIONS)
        return problem(s, p, args[0])
    return check


# --- power, QIC and special actions ----------------------------------------------------------------------
def open_to_main(verb: str, candidates, problem):
    """A main action's listing: none on a turn whose main action is taken, where ``problem`` words the same refusal
    for every candidate (agents list every verb at each free action after it); else the candidates without a
    problem."""
    def legal(s, p) -> list[Action]:
        if kind(s) == "turn" and main_open(s) is not None:
            return []
        return [Action(verb, args) for args in candidates(s, p) if problem(s, p, args) is None]
    return legal


def main_action(usage: str, cited, problem, do):
    """(problem, do) of a main action written with one argument: open once a turn, then carried out."""
    def check(s, p, args):
        if len(args) != 1:
            return IllegalAction(usage, cited)
        return main_open(s) or problem(s, p, args[0])

    def act(s, p, args) -> None:
        s.main = True
        do(s, p, args[0])
    return check, act


action_problem, action = main_action("write: action-space <power1-power7|qic1-qic3>", rule.POWER_ACTION,
                                     power_actions.action_problem, power_actions.take_action)
SPACES = ("power1", "power2", "power3", "power4", "power5", "power6", "power7", "qic1", "qic2", "qic3")


def action_space_legal(s, p) -> list[Action]:
    """The candidates without a problem, each first tested against what every open space needs (untaken this round,
    its cost payable), so that the check, which words each refusal, runs only on the few that may pass (agents ask
    at every decision)."""
    if main_open(s) is not None:
        return []
    used = s.used
    return [Action("action-space", (a,)) for a in SPACES if a not in used
            and resources.can_pay(s, p, power_actions.space(a)["cost"]) and action_problem(s, p, (a,)) is None]


special_problem, special = main_action("write: special-action <action>, e.g. special-action 4pw", rule.SPECIAL,
                                       power_actions.special_problem, power_actions.take_special)


def special_candidates(s, p):
    return [(t,) for t in power_actions.specials(s, p).values()]


def federation_problem(s, p, args):
    return main_open(s) or federations.problem(s, p, args)


def federation_candidates(s, p):
    return federations.options(s, p) if not s.main else []


def federation_legal(s, p) -> list[Action]:
    """The candidates as they are: ``options`` lists only legal federations, so none needs checking again."""
    return [Action("form-federation", args) for args in federation_candidates(s, p)]


def federation(s, p, args) -> None:
    s.main = True
    federations.form(s, p, args)


# --- free actions ---------------------------------------------------------------------------------------
def spending(s):
    """The rules a ``spend`` follows now: the Gaia phase's (Terrans' power from the Gaia area) or a free action's."""
    return gaia_phase if kind(s) == "gaia" else free_actions


def spend_problem(s, p, args):
    return spending(s).spend_problem(s, p, args)


def spend_candidates(s, p):
    return spending(s).spend_candidates(s, p)


def spend_legal(s, p) -> list[Action]:
    """Outside the Gaia phase the candidates as they are: a free action's candidates are the conversions the seat
    can pay, each spelled as ``read`` reads it, so none needs checking again."""
    if kind(s) == "gaia":
        return [Action("spend", args) for args in spend_candidates(s, p) if spend_problem(s, p, args) is None]
    return free_actions.spend_legal(s, p)


def spend(s, p, args) -> None:
    if kind(s) == "gaia":
        gaia_phase.spend(s, p, args)
    else:
        s.acted = True
        free_actions.spend(s, p, args)


def burn(s, p, args) -> None:
    s.acted = True
    free_actions.burn(s, p, args)


def end_turn_problem(s, p, args):
    if args:
        return IllegalAction("write just: end-turn", rule.ACTIONS)
    if not s.main:
        return IllegalAction("take your action before ending the turn", rule.ACTIONS)
    return None


def end_turn(s, p, args) -> None:
    rounds.end_turn(s)


def pass_problem(s, p, args):
    closed = main_open(s)
    if closed:
        return closed
    returning = s.pl[p]["booster"]
    if s.round == 6:
        return None if not args else IllegalAction("in round 6 you pass without a booster: pass", rule.PASS)
    if len(args) == 1 and args[0] == returning:
        return IllegalAction(f"you return {returning} as you pass and cannot use the same booster 2 rounds in a row: "
                             f"take one of {', '.join(s.boosters)}", rule.PASS)
    if len(args) != 1 or args[0] not in s.boosters:
        return IllegalAction(f"pass and take one of {', '.join(s.boosters)} (not {returning}, which you return)",
                             rule.PASS)
    return None


def pass_candidates(s, p):
    return [()] if s.round == 6 else [(b,) for b in s.boosters]


def pass_turn(s, p, args) -> None:
    pl = s.pl[p]
    old = pl["booster"]
    scored = [(tile("booster", old), booster(old))] if old else []
    scored += [(tile("advtech", t), tech_tile(t)) for t, covered in pl["tech_tiles"] if t.startswith("adv") and not covered]
    for effect, source in scored:
        if "pass_per" in effect:
            score(s, p, effect["vp"] * s.tally(p, effect["pass_per"]), source)
    if args:
        s.boosters.remove(args[0])
        pl["booster"] = args[0]
    else:
        pl["booster"] = None
    if old:
        s.boosters.append(old)
    income.touched(s, p)
    pl["passed"] = True
    s.passed_order.append(p)
    s.main = True
    rounds.end_turn(s)


def brainstone_problem(s, p, args):
    if kind(s) == "income":
        return income.brainstone_problem(s, p, args)
    options = s.agenda[-1]["options"]
    if len(args) != 1 or args[0] not in options:
        return IllegalAction(f"the brainstone can end in {' or '.join(options)}", rule.POWER_CYCLE)
    return None


def brainstone(s, p, args) -> None:
    if kind(s) == "income":
        income.place_brainstone(s, p, args)
    else:
        resources.place_brainstone(s, p, args[0])


def decline(s, p, args) -> None:
    if kind(s) == "gaia":
        gaia_phase.done(s, p)
    elif kind(s) == "research-step":
        s.agenda.pop()
        gaia_phase.declined_step(s, p)
    else:
        charging.decline(s, p, args)


def _swap_problem(s, p, text):
    key, error = parse_hex(s, text)
    return error or pi_actions.swap_problem(s, p, key)


def _lost_problem(s, p, args):
    if len(args) != 1:
        return IllegalAction("write: lost-planet <hex>", rule.RESEARCH_BOARD)
    key, error = parse_hex(s, args[0])
    return error or lost_planet.problem(s, p, key)


def _lost(s, p, args) -> None:
    s.agenda.pop()
    lost_planet.place(s, p, parse_hex(s, args[0])[0])


VERBS = {
    "faction": Verb(setup.faction_candidates, setup.faction_problem, setup.choose_faction),
    "sector": Verb(assembly.sector_candidates, assembly.sector_problem, assembly.place_sector),
    "booster": Verb(setup.booster_candidates, setup.booster_problem, setup.take_booster),
    "income": Verb(income.income_candidates, income.income_problem, income.take),
    "build": Verb(builds.candidates, builds.problem, builds.build, builds.legal),
    "research": Verb(research_candidates, research_problem, research_progress,
                     open_to_main("research", research_candidates, research_problem)),
    "action-space": Verb(lambda s, p: [(a,) for a in SPACES], action_problem, action, action_space_legal),
    "special-action": Verb(special_candidates, special_problem, special,
                           open_to_main("special-action", special_candidates, special_problem)),
    "form-federation": Verb(federation_candidates, federation_problem, federation, federation_legal),
    "spend": Verb(spend_candidates, spend_problem, spend, spend_legal),
    "burn-power": Verb(free_actions.burn_candidates, free_actions.burn_problem, burn, free_actions.burn_legal),
    "pass": Verb(pass_candidates, pass_problem, pass_turn),
    "end-turn": Verb(lambda s, p: [()], end_turn_problem, end_turn),
    "charge-power": Verb(charging.charge_candidates, charging.charge_problem, charging.charge),
    "decline": Verb(lambda s, p: [()], lambda s, p, args: IllegalAction("write just: decline", rule.CHARGE) if args
                    else None, decline),
    "brainstone": Verb(lambda s, p: [(a,) for a in ("area1", "area2", "area3", "gaia", "discard")],
                       brainstone_problem, brainstone),
    "tech-tile": Verb(tech_tiles.candidates, one_arg(tech_tiles.problem), lambda s, p, a: tech_tiles.take(s, p, a[0])),
    "cover": Verb(lambda s, p: [(pos,) for pos in s.techs], one_arg(tech_tiles.cover_problem),
                  lambda s, p, a: tech_tiles.cover(s, p, a[0])),
    "swap": Verb(lambda s, p: [(s.board.label(unhx(k)),) for k, (q, w) in s.bld.items() if q == p and w == "m"],
                    one_arg(_swap_problem), lambda s, p, a: pi_actions.swap(s, p, parse_hex(s, a[0])[0])),
    "lost-planet": Verb(lambda s, p: [(s.board.label(h),) for h, code in s.board.planet.items() if code == "e"],
                       _lost_problem, _lost),
    "federation-token": Verb(lambda s, p: [(t,) for t, _ in s.pl[p]["federation_tokens"]], one_arg(federations.rescore_problem),
                    lambda s, p, a: federations.rescore(s, p, a[0])),
}


# verbs whose listing is long to build (every multiple, hex or federation), and the test of their one spelling that
# stands for it when an action the checks pass is validated (GaiaState._listed)
SPELLED = {
    "build": builds.spelled_as_listed,
    "form-federation": federations.spelled_as_listed,
    "spend": lambda s, p, args: spending(s).spelled_as_listed(s, p, args),
}


STEPS = {
    "boards": setup.start_boards,
    "round": rounds.next_round,
    "income": rounds.income_of,
    "gaia": rounds.gaia,
    "gaia-seat": gaia_phase.seat,
    "gaia-again": gaia_phase.again,
    "actions": rounds.actions,
    "next-turn": rounds.next_turn,
}


def vacuous(s, entry) -> bool:
    if entry["kind"] == "charge":
        return charging.vacuous(s, entry)
    if entry["kind"] == "research-step":
        return research_step_vacuous(s, entry)
    return False

