"""The Gaia Project table as a view model: plain JSON the browser draws, derived from a State.

No widget or Jupyter import here, so the model is tested like any other function. Everything the front end
needs is spelled out (the map hex by hex, the research board, each player's board, what is legal and which hexes
each kind of build may target), so the JavaScript never re-implements a rule: it draws this dictionary and sends
back the action lines it lists, or asks Python why a line it composed (``build m 3B4``) is not legal.

Gaia Project has no hidden information, so every ``viewer`` sees the same table; ``viewer`` only says whose
decisions the browser may take.

VP by source: the engine keeps one VP track. The model replays the game's actions (cached step by step, so a
stepper or a live table pays one action per move) and books each action's VP change to the kind of action that
caused it; the final scoring is split into its tiles and research levels (worked out by the rules engine), the
rest of that last change being the last pass and the leftover resources.
"""

from __future__ import annotations

from collections import OrderedDict

from tablebook.core import CHANCE, Action
from tablebook.games.gaia_project import charging, free_actions, income, power_actions, scoring
from tablebook.games.gaia_project import citations as rule
from tablebook.games.gaia_project.board import unhx
from tablebook.games.gaia_project.data import STRUCTURE_COUNT, TRACKS, actions, factions, research, tile
from tablebook.games.gaia_project.narration import STRUCTURES
from tablebook.games.gaia_project.planets import COLOURS, NAMES
from tablebook.games.gaia_project.rewards import parse
from tablebook.games.gaia_project.turn import describe_now, kind

ROUNDS = 6

# The reward codes in words (reference §1).
CODE_WORDS = {
    "o": "ore", "c": "credit", "k": "knowledge", "q": "QIC", "pw": "power (charge)", "t": "power token",
    "tg": "Gaia-area token", "vp": "VP", "gf": "Gaiaformer", "step": "terraforming step",
    "tech": "tech tile", "fed": "federation token scored again", "t-a3": "token from area III to the Gaia area",
    "up-lowest": "step on your lowest research track", "swap-PI": "swap PI and a mine",
    "down-lab": "lab to trading station + research step", "space-station": "space station",
}

PLURAL = frozenset({"c", "t", "tg", "gf", "step", "tech"})  # codes whose words take an s for more than one


def _counted(n: int, code: str) -> str:
    """``2 credits``, ``1 credit``: a count and its code in words."""
    word = CODE_WORDS.get(code, code)
    return f"{n} {word}{'s' if n != 1 and code in PLURAL else ''}"


BUILDING_NAMES = STRUCTURES

# What a player may choose before a target on the map: the tool, its button, and the rule that governs it.
TOOLS = {
    "build m": ("Build a mine", rule.MINE), "build gf": ("Start a Gaia project", rule.GAIA_PROJECT),
    "build ts": ("Upgrade to a trading station", rule.UPGRADE), "build lab": ("Upgrade to a research lab", rule.UPGRADE),
    "build PI": ("Upgrade to the planetary institute", rule.UPGRADE),
    "build ac1": ("Upgrade to the knowledge academy", rule.UPGRADE),
    "build ac2": ("Upgrade to the QIC academy", rule.UPGRADE), "build sp": ("Place a space station", rule.FACTIONS),
    "lostplanet": ("Place the Lost Planet", rule.RESEARCH_BOARD), "swap-pi": ("Swap the PI with a mine", rule.FACTIONS),
}

VERB_TITLES = {
    "faction": "Choose a faction", "booster": "Choose a round booster", "income": "Order your income",
    "brainstone": "Place the brainstone", "up": "Advance in research", "action": "Power and QIC actions",
    "special": "Special actions", "federation": "Form a federation", "pass": "Pass", "endturn": "End the turn",
    "charge": "Charge power", "decline": "Decline", "tech": "Take a tech tile", "cover": "Cover a standard tile",
    "fedtile": "Score a federation token again", "spend": "Gaia phase: spend tokens", "burn": "Burn power",
}
VERB_ORDER = ("charge", "decline", "faction", "booster", "income", "brainstone", "tech", "cover", "fedtile", "up",
              "action", "special", "federation", "spend", "burn", "pass", "endturn")

FINAL_WORDS = {"structure": "structures on the map", "structureFed": "structures in federations",
               "planetType": "planet types", "gaia": "Gaia planets", "sector": "sectors",
               "satellite": "satellites (and space stations)"}
ROUND_WORDS = {"terraforming-step": "per terraforming step", "research-step": "per research step", "mine": "per mine",
               "federation": "per federation", "trading-station": "per trading station",
               "gaia-mine": "per mine on a Gaia planet", "pi-or-academy": "per PI or academy"}

# What the VP an action gains are booked to (``vp_sources``).
VP_SOURCE_OF_VERB = {
    "build": "building (round and tech tiles)", "lostplanet": "building (round and tech tiles)",
    "up": "research", "tech": "tech tiles", "cover": "tech tiles", "federation": "federations",
    "fedtile": "federations", "action": "power and QIC actions", "special": "special actions",
    "pass": "passing (boosters, advanced tiles)", "charge": "charging power (paid)",
}


def words(reward: str) -> str:
    """``"2c,1pw"`` → ``"+2 credits, +1 power (charge)"``: a reward string in words."""
    if not reward:
        return "nothing"
    out = []
    for n, code in parse(reward):
        if code.startswith("range+"):
            out.append(f"range +{code[6:]}")
        else:
            out.append(f"+{_counted(n, code)}")
    return ", ".join(out) or "nothing"


def special_words(text: str) -> str:
    """A special action's gain in words: a faction's action by name (``swap-PI``), a reward as ``words`` reads it."""
    return CODE_WORDS[text] if text in CODE_WORDS and text != "step" else words(text)


def cost_words(cost: str) -> str:
    """``"4pw"`` → ``"4 power from area III"``: a cost in words (paying power spends it from area III)."""
    spent = {"pw": "power from area III", "t-a3": "token from area III to the Gaia area"}
    return ", ".join(f"{n} {spent[code]}" if code in spent else _counted(n, code) for n, code in parse(cost))


def tile_text(kind_: str, tile_id: str) -> str:
    """What a tech tile, booster or federation token does, in words (reference §6–§8)."""
    effect = tile(kind_, tile_id)
    parts = []
    if "once" in effect:
        parts.append(f"once: {words(effect['once'])}")
    if "once_per" in effect:
        got = f"{effect['vp']} VP" if "vp" in effect else words(effect["reward"])
        parts.append(f"once: {got} per {effect['once_per'].replace('-', ' ')}")
    if "income" in effect:
        parts.append(f"income: {words(effect['income'])}")
    if "special" in effect:
        parts.append(f"action each round: {words(effect['special'])}")
    if "pass_per" in effect:
        parts.append(f"on passing: {effect['vp']} VP per {effect['pass_per'].replace('-', ' ')}")
    if "when" in effect:
        parts.append(f"{effect['vp']} VP {ROUND_WORDS.get(effect['when'], effect['when'])}")
    if "passive" in effect:
        parts.append("PI and academies have power value 4")
    if "reward" in effect and "once_per" not in effect:
        parts.append(words(effect["reward"]))
    return "; ".join(parts)


def _letters(state) -> list[str]:
    """Each seat's letter: its faction's initial, two letters where two factions share one, the seat number before
    factions are chosen."""
    names = [state.faction(p)["name"] if state.pl[p]["f"] else None for p in range(state.players)]
    initials = [n[0] if n else None for n in names]
    return [str(p + 1) if n is None else (n[:2] if initials.count(n[0]) > 1 else n[0]) for p, n in enumerate(names)]


def _short(p: int) -> str:
    return f"p{p + 1}"


def _name(state, p: int) -> str:
    """A seat's name: its faction's, or "Player 2" before factions are chosen."""
    return state.seat_name(p) if state.pl[p]["f"] else f"Player {p + 1}"


# --- VP by source ---------------------------------------------------------------------------------------
_REPLAYS: OrderedDict = OrderedDict()   # (setup, actions so far) → (state, VP by source per seat)
_REPLAY_LIMIT = 1000  # about three recorded games' steps


def vp_sources(state) -> list[dict[str, int]]:
    """VP each seat has gained (or paid) by source, from the start: the game replayed action by action from the
    longest stretch of it already replayed. A position edited by hand has no history to replay: its VP are one sum."""
    key0 = (repr(sorted(state.options.items(), key=lambda item: item[0])), state.players, state.seed)
    history, seats = tuple(state.history), tuple(state.seats)
    done = len(history)
    while done >= 0 and (key0, history[:done]) not in _REPLAYS:
        done -= 1
    if done < 0:
        try:
            start = state.record().replay(upto=0)
        except ValueError:
            return [{"VP track": pl["vp"]} for pl in state.pl]
        _remember((key0, ()), (start, [{"start": pl["vp"]} for pl in start.pl]))
        done = 0
    before, books = _REPLAYS[(key0, history[:done])]
    for i in range(done, len(history)):
        after = before.clone()
        after.apply(Action.parse(history[i]), seats[i])
        books = _book(before, after, history[i], [dict(b) for b in books])
        _remember((key0, history[:i + 1]), (after, books))
        before = after
    _REPLAYS.move_to_end((key0, history))
    return books


def _remember(key, value) -> None:
    _REPLAYS[key] = value
    if len(_REPLAYS) > _REPLAY_LIMIT:
        _REPLAYS.popitem(last=False)


def _book(before, after, action: str, books: list[dict[str, int]]) -> list[dict[str, int]]:
    verb = action.split(" ")[0]
    ending = after.ended and not before.ended
    for p in range(after.players):
        change = after.pl[p]["vp"] - before.pl[p]["vp"]
        if ending:
            tiles = sum(scoring.ranking(after, t)[p] for t in after.setup["finalScoring"])
            levels = sum(research()["endgame_vp"][lvl] for lvl in after.pl[p]["res"].values())
            _add(books[p], "final scoring tiles", tiles)
            _add(books[p], "research levels at the end", levels)
            change -= tiles + levels
            _add(books[p], "last pass and leftover resources", change)
        elif change:
            _add(books[p], VP_SOURCE_OF_VERB.get(verb, "other") if p == after.seats[-1] else "other", change)
    return books


def _add(book: dict[str, int], source: str, points: int) -> None:
    if points:
        book[source] = book.get(source, 0) + points


# --- the parts of the table -----------------------------------------------------------------------------
def _map(state) -> dict:
    board = state.board
    hexes = []
    for h, code in board.planet.items():
        key = f"{h[0]}x{h[1]}"
        planet = state.planet(key)
        owner_kind = state.bld.get(key)
        hexes.append({
            "key": key, "q": h[0], "r": h[1], "label": board.label(h), "sector": board.sector[h],
            "planet": planet, "planet_name": NAMES[planet], "printed": code,
            "building": None if owner_kind is None else {"seat": owner_kind[0], "kind": owner_kind[1],
                                                          "name": BUILDING_NAMES[owner_kind[1]]},
            "guest": state.guests.get(key),
            "gaiaformer": state.gf_on.get(key),
            "station": state.stations.get(key),
            "satellites": sorted(state.sats.get(key, [])),
            "lost": key == state.lost,
        })
    hexes.sort(key=lambda x: (x["q"], x["r"]))
    sectors = [{"sector": p.sector, "number": p.number, "rotation": p.rotation, "q": p.centre[0], "r": p.centre[1]}
               for p in board.placements]
    federations = [{"seat": f["p"], "hexes": list(f["hexes"])} for f in state.feds]
    return {"hexes": hexes, "sectors": sectors, "federations": federations, "mirror": board.mirror}


def _research(state) -> dict:
    data = research()
    tracks = []
    for t in TRACKS:
        track = data[t]
        levels = []
        for lvl in range(6):
            gains = []
            if track["once"][lvl]:
                gains.append(f"once {words(track['once'][lvl])}")
            if "income" in track and track["income"][lvl]:
                gains.append(f"income {words(track['income'][lvl])}")
            if "range" in track:
                gains.append(f"range {track['range'][lvl]}")
            if "ore_per_step" in track:
                gains.append(f"{track['ore_per_step'][lvl]} ore per terraforming step")
            if "gaia_project_cost" in track and track["gaia_project_cost"][lvl]:
                gains.append(f"Gaia project: {track['gaia_project_cost'][lvl]} tokens")
            levels.append({"level": lvl, "text": "; ".join(gains) or "—", "vp": data["endgame_vp"][lvl]})
        standard = state.techs.get(t)
        advanced = state.techs.get(f"adv-{t}")
        tracks.append({
            "id": t, "name": track["name"], "levels": levels,
            "markers": [{"seat": p, "level": state.pl[p]["res"][t]} for p in range(state.players)],
            "tech": {"position": t, "tile": standard, "text": tile_text("tech", standard) if standard else ""},
            "advanced": {"position": f"adv-{t}", "tile": advanced,
                         "text": tile_text("advtech", advanced) if advanced else "taken"},
            "level5": state.level5.get(t),
            "federation": state.terra_fed if t == "terra" else None,
            "federation_text": tile_text("federation", state.terra_fed) if t == "terra" and state.terra_fed else "",
        })
    free = [{"position": pos, "tile": state.techs.get(pos),
             "text": tile_text("tech", state.techs[pos]) if state.techs.get(pos) else ""}
            for pos in ("free1", "free2", "free3")]
    return {"tracks": tracks, "free": free, "rule": str(rule.RESEARCH_BOARD)}


def _action_spaces(state) -> list[dict]:
    spaces = actions()["power"]
    return [{"id": a, "cost": spaces[a]["cost"], "reward": spaces[a]["reward"],
             "text": f"{cost_words(spaces[a]['cost'])} → " + _space_words(spaces[a]["reward"]),
             "qic": a.startswith("qic"), "used": a in state.used} for a in spaces if isinstance(spaces[a], dict)]


def _space_words(reward: str) -> str:
    special = {"tech": "a tech tile", "fed": "score a federation token again", "3vp": "3 VP + 1 VP per planet type",
               "1step": "a mine with 1 free terraforming step", "2step": "a mine with 2 free terraforming steps"}
    return special.get(reward) or words(reward)


def _income_total(state, p: int) -> list[dict]:
    totals: dict[str, int] = {}
    for _, text in income.current(state, p):
        for n, code in parse(text):
            totals[code] = totals.get(code, 0) + n
    order = ("o", "c", "k", "q", "pw", "t")
    return [{"code": c, "n": totals[c], "text": f"+{_counted(totals[c], c)}"}
            for c in sorted(totals, key=lambda c: order.index(c) if c in order else 99)]


def _player(state, p: int, letters, decider, viewer, books) -> dict:
    pl = state.pl[p]
    fid = pl["f"]
    planet = state.faction(p)["planet"] if fid else None
    structures = [{"kind": k, "name": BUILDING_NAMES[k], "total": n, "left": n - state.count(p, k)}
                  for k, n in STRUCTURE_COUNT.items()]
    specials = [{"source": src, "text": special_words(txt),
                 "action": f"special {txt}", "used": src in pl["specials"]}
                for src, txt in (power_actions.specials(state, p).items() if fid else ())]
    return {
        "seat": p, "short": _short(p), "letter": letters[p],
        "name": _name(state, p), "faction": fid,
        "planet": planet, "colour": COLOURS.get(planet) if planet else None,
        "vp": pl["vp"], "score": pl["vp"],
        "vp_sources": [{"source": s, "points": n} for s, n in books[p].items()],
        "ore": pl["o"], "credits": pl["c"], "knowledge": pl["k"], "qic": pl["q"],
        "power": {"I": pl["pw"][0], "II": pl["pw"][1], "III": pl["pw"][2], "gaia": pl["g"], "brainstone": pl["bs"]},
        "gaiaformers": {"available": pl["gf"], "on_map": sum(1 for q in state.gf_on.values() if q == p),
                        "in_gaia_area": pl["gf_gaia"]},
        "structures": structures,
        "income": _income_total(state, p) if fid else [],
        "research": dict(pl["res"]),
        "range": research()["nav"]["range"][pl["res"]["nav"]],
        "techs": [{"id": t, "covered": c, "advanced": t.startswith("adv"),
                   "text": tile_text("advtech" if t.startswith("adv") else "tech", t)} for t, c in pl["techs"]],
        "booster": None if not pl["booster"] else {"id": pl["booster"], "text": tile_text("booster", pl["booster"])},
        "federations": [{"id": t, "green": g, "text": tile_text("federation", t)} for t, g in pl["feds"]],
        "specials": specials,
        "passed": pl["passed"],
        "active": not state.ended and p == state.active and state.round > 0,
        "deciding": decider == p,
        "viewer": p == viewer,
    }


def _scoring(state) -> dict:
    rounds = [{"round": i + 1, "id": t, "text": tile_text("round", t), "current": i + 1 == state.round,
               "past": i + 1 < state.round} for i, t in enumerate(state.setup["roundScoring"])]
    finals = []
    for t in state.setup["finalScoring"]:
        finals.append({"id": t, "text": f"most {FINAL_WORDS[t]}: 18 / 12 / 6 VP",
                       "counts": [scoring.counts(state, p, t) for p in range(state.players)],
                       "neutral": tile("final", t)["neutral"] if state.players == 2 else None})
    return {"round": rounds, "final": finals}


def _targets(legal: list[Action]) -> dict[str, list[str]]:
    """For each tool (``build m`` …), the hexes (by label) where it is legal now."""
    out: dict[str, list[str]] = {}
    for a in legal:
        if a.verb == "build" and len(a.args) == 2:
            out.setdefault(f"build {a.args[0]}", []).append(a.args[1])
        elif a.verb in ("lostplanet", "swap-pi") and len(a.args) == 1:
            out.setdefault(a.verb, []).append(a.args[0])
    return out


def _charge_label(state, args) -> str:
    n = sum(k for k, code in parse(args[0]) if code == "pw")
    return f"Charge {n} power for {max(0, n - 1)} VP" + (" (+1 token first)" if args[0].startswith("1t") else "")


def _tech_label(verb: str):
    def label(state, args) -> str:
        tile_id = state.techs[args[0]]
        text = tile_text("advtech" if tile_id.startswith("adv") else "tech", tile_id)
        return f"{'Take' if verb == 'tech' else 'Cover'} {tile_id} ({args[0]}): {text}"
    return label


def _space_label(state, args) -> str:
    space = actions()["power"][args[0]]
    return f"{args[0]}: {space['cost']} → {_space_words(space['reward'])}"


def _faction_label(state, args) -> str:
    faction = factions()[args[0]]
    return f"{faction['name']} ({NAMES[faction['planet']]})"


DECLINE_WORDS = {"charge": "Decline the charge", "research-step": "Skip the research step",
                 "gaia": "Done with the Gaia phase"}

# How each verb reads on its button (state, args) → text; the rules' own label for the rest.
LABELS = {
    "charge": _charge_label,
    "decline": lambda state, args: DECLINE_WORDS.get(kind(state), "Decline"),
    "action": _space_label,
    "up": lambda state, args: f"Research: {research()[args[0]]['name']}",
    "pass": lambda state, args: f"Pass, take {args[0]} ({tile_text('booster', args[0])})" if args else "Pass",
    "booster": lambda state, args: f"{args[0]}: {tile_text('booster', args[0])}",
    "special": lambda state, args: f"Special: {special_words(args[0])}",
    "federation": lambda state, args: (f"Federation of {len(args[0].split(','))} hexes ({args[0]}), take {args[1]}: "
                                       f"{tile_text('federation', args[1])}"),
    "endturn": lambda state, args: "End the turn",
    "burn": lambda state, args: f"Burn {args[0]} (discard {args[0]} from II, move {args[0]} to III)" + (
        {"area2": ", the brainstone stays in II", "discard": ", the brainstone discarded"}[args[1]] if len(args) > 1
        else ", the brainstone to III" if state.pl[state.decider()]["bs"] == "area2" else ""),
    "tech": _tech_label("tech"),
    "cover": _tech_label("cover"),
    "income": lambda state, args: f"Income first: {words(args[0])}",
    "brainstone": lambda state, args: ("Discard the brainstone" if args[0] == "discard" else
                                       f"Brainstone to {args[0].replace('area', 'area ').replace('gaia', 'the Gaia area')}"),
    "fedtile": lambda state, args: f"Score {args[0]} again: {tile_text('federation', args[0])}",
    "spend": lambda state, args: f"Spend {cost_words(args[0])} for {args[2] if args[2] == 'tech' else words(args[2])}",
    "faction": _faction_label,
}


def _label(state, a: Action) -> str:
    """A legal action as its button reads (every action here comes from ``legal_actions``, so it is well formed)."""
    label = LABELS.get(a.verb)
    return label(state, a.args) if label else state.label(a)


def _charge(state, decider) -> dict | None:
    if kind(state) != "charge" or decider is None or decider is CHANCE:
        return None
    entry = state.agenda[-1]
    n = charging.amount(state, decider, entry)
    return {"seat": decider, "short": _short(decider), "name": state.seat_name(decider), "amount": n,
            "vp_cost": max(0, n - 1), "hex": entry["source"], "label": state.board.label(unhx(entry["source"])),
            "builder": state.seat_name(state.active), "rule": str(rule.CHARGE)}


def _free_actions(state, seat) -> list[dict]:
    """The conversions seat ``seat`` may use on its turn, each with whether it is possible now."""
    if seat is None or kind(state) != "turn" or state.ended:
        return []
    out = []
    for pay, get in free_actions.conversions(state, seat):
        action = f"spend {pay} for {get}"
        out.append({"action": action, "label": f"{pay} → {get}", "text": f"pay {cost_words(pay)} for {words(get)}",
                    "legal": state.explain(action, seat) is None})
    return out


def view_model(state, last: dict | None = None, viewer: int | None = None) -> dict:
    """Everything the table view draws for ``state``; ``last`` describes the action that led here."""
    decider = state.decider()
    over = decider is None
    letters = _letters(state)
    acting = viewer if viewer is not None else decider
    mine = not over and decider is not CHANCE and (viewer is None or viewer in state.deciders())
    legal = state.legal_actions(player=acting) if mine and acting is not None else []
    books = vp_sources(state)
    targets = _targets(legal)
    groups = []
    for verb in VERB_ORDER:
        acts = [{"action": str(a), "verb": verb, "label": _label(state, a)} for a in legal if a.verb == verb]
        if verb == "federation":
            for act, a in zip(acts, (a for a in legal if a.verb == verb)):
                act.update(hexes=a.args[0].split(","), token=a.args[1], short=f"{a.args[1]}: {tile_text('federation', a.args[1])}")
        if acts:
            groups.append({"verb": verb, "title": VERB_TITLES[verb], "actions": acts})
    tools = [{"tool": t, "label": TOOLS[t][0], "rule": str(TOOLS[t][1]), "count": len(targets[t])}
             for t in TOOLS if t in targets]
    if over:
        now = f"The game is over ({state.ended})"
        winners = [_short(p) for p in state.winners()]
    else:
        winners = []
        now = describe_now(state)
        now = now[0].upper() + now[1:]
        if state.agenda and decider is not None and decider is not CHANCE:
            now = f"{_name(state, decider)}: {now}"
    if over:
        status = f"Game over: {' and '.join(state.seat_name(p) for p in state.winners())} win" + (
            "s" if len(state.winners()) == 1 else "")
    else:
        who = _name(state, decider) if decider is not None and decider is not CHANCE else "chance"
        status = f"{now} — {'your decision' if viewer is not None and mine else f'{who} decides'}"
    return {
        "game": "gaia-project", "title": "Gaia Project",
        "round": state.round, "rounds": ROUNDS, "turn": state.round, "phase": "over" if over else kind(state),
        "active": _short(state.active), "decider": None if over else ("chance" if decider is CHANCE else _short(decider)),
        "decider_name": None if over or decider is CHANCE else _name(state, decider),
        "viewer": viewer, "your_turn": mine,
        "now": now, "status": status, "over": over, "end": state.ended, "winners": winners,
        "players": [_player(state, p, letters, decider, viewer, books) for p in range(state.players)],
        "order": [_short(p) for p in state.order], "passed_order": [_short(p) for p in state.passed_order],
        "map": _map(state),
        "research": _research(state),
        "action_spaces": _action_spaces(state),
        "boosters": [{"id": b, "text": tile_text("booster", b)} for b in state.boosters],
        "scoring": _scoring(state),
        "federation_supply": [{"id": t, "left": n, "text": tile_text("federation", t)}
                              for t, n in state.fed_supply.items()],
        "charge": _charge(state, decider),
        "free": _free_actions(state, acting if mine else None),
        "tools": tools, "targets": targets, "groups": groups,
        "legal": [str(a) for a in legal],
        "last": last,
    }
