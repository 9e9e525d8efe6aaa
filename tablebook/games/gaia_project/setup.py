"""Setup (Gaia Project › Setup): the drawn board and tiles, factions, starting mines and boosters.

The setup is a dict in the shape of a reference game's ``setup.json`` (board placement, boosters, tech tiles,
the Terraforming-5 federation token, federation supply, round and final scoring tiles); a reference game brings
its own, ``draw.py`` draws new ones. Then, as the rulebook orders it: each player chooses a faction in seat order;
mines are placed in seat order, then in reverse (the Ivits place none), then the Xenos' third mine, then the Ivits'
planetary institute; round boosters are chosen in reverse seat order.
"""

from __future__ import annotations

import random

from tablebook.core import IllegalAction, decision, in_order, step
from tablebook.core.chance import event_rng

from . import assembly, faction_board, income
from . import citations as rule
from .data import ROUNDS, STRUCTURE_WORDS, factions, ids, research
from .draw import PARTS, draw, introductory, random_board
from .resources import gain
from .victory_points import START, STARTING_VP, score
from .board import hx
from .planets import NAMES


def lay_out(s) -> None:
    given = s.options.get("setup", {})
    force = {part: value for part, value in given.items() if part in PARTS}
    if s.options["layout"] == "introductory" and "placement" not in force:
        force["placement"] = introductory(s.players)
    if s.options["layout"] == "assembled" and "placement" not in force:
        force["placement"] = {"sectors": [], "mirror": False}  # the last player lays it after the factions
    rng = random.Random(s.seed)
    if s.chance_scheme >= 2:
        share_tiles(s, rng, force)
    # the introductory layout is forced above, so the layout named here is a variable board's method
    setup = s.setup = {**draw(s.players, rng, force, s.options["layout"], s.options["sectors"]),
                       "seed": given.get("seed")}
    if s.options["round_tiles"] == "fixed" and "roundScoring" not in force:  # the rest drawn as in a random game
        setup["roundScoring"] = ids("round")[:ROUNDS]
    s.pl = [faction_board.new() for _ in range(s.players)]
    for p in range(s.players):
        score(s, p, STARTING_VP, (START, "space 10 of the VP track"))
    s.bld, s.guests, s.gf_on, s.stations, s.sats = {}, {}, {}, {}, {}
    s.gaia_made, s.feds, s.lost = [], [], None
    s.round, s.order, s.passed_order, s.active, s.main = 0, list(range(s.players)), [], 0, False
    s.pending, s.used, s.acted = [], [], False
    s.boosters = list(setup["boosters"])
    s.techs = dict(setup["techs"])
    s.fed_supply = dict(setup["federationSupply"])
    s.terra_fed = setup["terraformingFederation"]
    s.level5 = {}
    s.ended = None
    s.agenda = in_order("faction", range(s.players))
    if s.options["factions"] == "random":
        dealt = deal_factions(s.players, random.Random(f"{s.seed}/factions"))
        for entry in s.agenda:
            entry["dealt"] = dealt[entry["seat"]]


def share_tiles(s, rng: random.Random, force: dict) -> None:
    """A game whose board is not the default game's (a forced board, or a ``layout`` or ``sectors`` other than the
    declared defaults) first draws and discards the board the default game of its seed draws from ``rng``, and draws
    its own board, if it draws one, from the keyed generator of the seed's board (``core.chance.event_rng``): its boosters, tech tiles and
    scoring tiles then come out of the seed as in the default game, so that variants of one seed which change only
    the board share them (chance scheme 2: paired comparisons)."""
    default = {o.name: o.default_for(s.players) for o in s.game.options if o.name in ("layout", "sectors")}
    if not force.get("placement") and all(s.options[name] == value for name, value in default.items()):
        return
    random_board(s.players, rng, default["layout"], default["sectors"])
    if not force.get("placement"):
        force["placement"] = random_board(s.players, event_rng(s.seed, ("setup", "board")), s.options["layout"],
                                          s.options["sectors"])


def deal_factions(players: int, rng: random.Random) -> list[str]:
    """One faction for each seat at random, no two with the same home planet (option ``factions=random``)."""
    pool, dealt = sorted(factions()), []
    rng.shuffle(pool)
    for fid in pool:
        if all(factions()[fid]["planet"] != factions()[other]["planet"] for other in dealt):
            dealt.append(fid)
    return dealt[:players]


def faction_problem(s, p, args):
    if len(args) != 1:
        return IllegalAction("write: faction <faction id>, e.g. faction terrans", rule.SETUP)
    fid = args[0]
    if fid not in factions():
        return IllegalAction(f"there is no faction {fid!r}; the factions are {', '.join(factions())}", rule.FACTIONS)
    dealt = s.agenda[-1].get("dealt")
    if dealt and fid != dealt:
        return IllegalAction(f"the factions are dealt at random in this game (option factions=random): "
                             f"{s.seat_name(p)} plays the {factions()[dealt]['name']}", rule.SETUP)
    planet = factions()[fid]["planet"]
    for q, pl in enumerate(s.pl):
        if pl["faction"] and factions()[pl["faction"]]["planet"] == planet:
            return IllegalAction(f"{factions()[pl['faction']]['name']} already play the {NAMES[planet]} home planet: "
                                 f"{factions()[fid]['name']} share it and are no longer available", rule.SETUP)
    return None


def faction_candidates(s, p):
    dealt = s.agenda[-1].get("dealt")
    return [(dealt,)] if dealt else [(fid,) for fid in factions()]


def choose_faction(s, p, args) -> None:
    s.pl[p]["faction"] = args[0]
    income.touched(s, p)
    s.agenda.pop()
    if s.agenda:
        return
    if s.options["layout"] == "assembled":
        assembly.start(s)
    else:
        start_boards(s)


def start_boards(s, entry=None) -> None:
    """Every faction board's starting state, research bonuses included, then the mines' order."""
    for p, pl in enumerate(s.pl):
        board = factions()[pl["faction"]]
        pl.update(ore=board["ore"], credits=board["credits"], knowledge=board["knowledge"], qic=board["qic"])
        pl["power_areas"] = list(board["power"])
        pl["brainstone"] = board.get("brainstone")
        track = board.get("research")
        if track:
            pl["research"][track] = 1
            gain(s, p, research()[track]["once"][1])
        income.update(s, p)
    seats = [p for p in range(s.players) if not s.is_faction(p, "ivits")]
    mines = seats + seats[::-1]
    mines += [p for p in seats if s.is_faction(p, "xenos")]
    entries = [decision("setup-build", p, building="m") for p in mines]
    entries += [decision("setup-build", p, building="PI") for p in range(s.players) if s.is_faction(p, "ivits")]
    entries += [decision("setup-booster", p) for p in reversed(range(s.players))]
    s.agenda = [step("round")] + entries[::-1]


def setup_build_problem(s, p, args):
    top = s.agenda[-1]
    if len(args) != 2 or args[0] != top["building"]:
        return IllegalAction(f"write: build {STRUCTURE_WORDS[top['building']]} <hex>", rule.SETUP)
    try:
        key = hx(s.board.parse(args[1]))
    except ValueError as error:
        return IllegalAction(str(error), rule.SETUP)
    home = s.faction(p)["planet"]
    if s.planet(key) != home:
        return IllegalAction(f"starting structures go on your home planet type ({NAMES[home]}); {args[1]} is "
                             f"{NAMES[s.planet(key)]}", rule.SETUP)
    if key in s.bld:
        return IllegalAction(f"{args[1]} is taken", rule.SETUP)
    return None


def setup_build_candidates(s, p):
    kind = s.agenda[-1]["building"]
    home = s.faction(p)["planet"]
    return [(kind, s.board.label(h)) for h, code in s.board.planet.items() if code == home and hx(h) not in s.bld]


def setup_build(s, p, args) -> None:
    key = hx(s.board.parse(args[1]))
    s.bld[key] = [p, args[0]]
    income.touched(s, p)
    s.agenda.pop()


def booster_problem(s, p, args):
    if len(args) != 1 or args[0] not in s.boosters:
        return IllegalAction(f"choose one of the boosters left: {', '.join(s.boosters)}", rule.SETUP)
    return None


def booster_candidates(s, p):
    return [(b,) for b in s.boosters]


def take_booster(s, p, args) -> None:
    s.boosters.remove(args[0])
    s.pl[p]["booster"] = args[0]
    income.touched(s, p)
    s.agenda.pop()

