"""Power and QIC actions, and special actions (Gaia Project › Actions › Power and QIC Actions; › Special Actions).

Each power or QIC action space is taken once per round by the whole table, paid with power from area III or with
QIC. Free terraforming steps (power2, power6) must be used on a mine built at once. Special actions (a booster's,
a tech tile's, the QIC academy's, a faction's) are each once per round for their owner.
"""

from __future__ import annotations

from tablebook.core import IllegalAction, decision

from . import citations as rule
from . import mines
from .data import TRACKS, actions, tile
from .resources import can_pay, gain, holding, pay
from .rewards import parse, same
from .words import action_space
from .victory_points import QIC_ACTION, score


def space(action_id: str) -> dict | None:
    return actions()["power"].get(action_id)


def action_problem(s, p: int, action_id: str):
    effect = space(action_id)
    if effect is None:
        return IllegalAction(f"there is no action space {action_id!r} (power1-power7, qic1-qic3)", rule.POWER_ACTION)
    if action_id in s.used:
        return IllegalAction(f"{action_id}, {action_space(action_id)}, has been taken this round: each power and QIC "
                             "action is taken once a round by the whole table", rule.POWER_ACTION)
    if not can_pay(s, p, effect["cost"]):
        return IllegalAction(f"{action_id} is {action_space(action_id)}; you have {holding(s, p, effect['cost'])}",
                             rule.POWER_ACTION)
    if effect["reward"].endswith("step") and not mines.can_build_after(s, p, parse(effect["reward"])[0][0]):
        return IllegalAction(f"{action_id}'s free terraforming must be used on a mine at once, and no mine can be "
                             "built now", rule.POWER_ACTION)
    if effect["reward"] == "fed" and not s.pl[p]["feds"]:
        return IllegalAction("qic2 scores one of your federation tokens again; you have none", rule.POWER_ACTION)
    return None


def take_action(s, p: int, action_id: str) -> None:
    """The space's effect, then its cost: a brainstone question the payment raises comes first (as the reference
    engine asks it), above the action's own sub-decisions."""
    effect = space(action_id)
    s.used.append(action_id)
    reward = effect["reward"]
    if reward.endswith("step"):
        s.agenda.append(decision("free-mine", p, steps=parse(reward)[0][0], range=0, gaia=False))
    elif reward == "tech":
        s.agenda.append(decision("tech", p))
    elif reward == "fed":
        s.agenda.append(decision("fedtile", p))
    elif action_id == "qic3":
        score(s, p, 3 + s.planet_types(p), (QIC_ACTION, "gain VP for planet types"))
    else:
        gain(s, p, reward)
    pay(s, p, effect["cost"])


# --- special actions ----------------------------------------------------------------------------------
def specials(s, p: int) -> dict[str, str]:
    """Source → special action text for every special action seat ``p`` has (used or not)."""
    pl, out = s.pl[p], {}
    if pl["booster"] and "special" in tile("booster", pl["booster"]):
        out[pl["booster"]] = tile("booster", pl["booster"])["special"]
    for tile_id, covered in pl["techs"]:
        effect = tile("advtech" if tile_id.startswith("adv") else "tech", tile_id)
        if not covered and "special" in effect:
            out[tile_id] = effect["special"]
    if s.has_built(p, "ac2"):
        out["ac2"] = s.faction(p)["academy2_action"]
    faction = pl["f"]
    if s.has_built(p, "PI") and faction in ("ambas", "firaks", "ivits"):
        out["PI"] = {"ambas": "swap-PI", "firaks": "down-lab", "ivits": "space-station"}[faction]
    if faction == "bescods":
        out["bescods"] = "up-lowest"
    return out


def special_source(s, p: int, text: str) -> str | None:
    for source, reward in specials(s, p).items():
        if source not in s.pl[p]["specials"] and same(reward, text):
            return source
    return None


def special_problem(s, p: int, text: str):
    try:
        parse(text)
    except ValueError as error:
        return IllegalAction(str(error), rule.SPECIAL)
    if special_source(s, p, text) is None:
        owned = specials(s, p)
        open_ = [r for src, r in owned.items() if src not in s.pl[p]["specials"]]
        why = (f"you have used the special action {text} this round: each special action once a round"
               if any(same(r, text) for r in owned.values()) else
               f"none of your faction board, tech tiles, booster or buildings has the special action {text}")
        return IllegalAction(why + (f"; you may: {', '.join(open_)}" if open_ else ""), rule.SPECIAL)
    if (text == "step" and not mines.can_build_after(s, p, 1)) or (
            text.startswith("range+") and not mines.can_build_after(s, p, 0, int(text[6:]), gaia=True)):
        return IllegalAction(f"the special action {text} must be used on a build at once, and none is possible now",
                             rule.SPECIAL)
    if text == "swap-PI" and not any(what == [p, "m"] for what in s.bld.values()):
        return IllegalAction("the PI swaps with one of your mines; you have none on the map", rule.FACTIONS)
    if text == "down-lab" and not s.count(p, "lab"):
        return IllegalAction("you have no research lab to turn into a trading station", rule.FACTIONS)
    return None


def take_special(s, p: int, text: str) -> None:
    s.pl[p]["specials"].append(special_source(s, p, text))
    if text == "step":
        s.agenda.append(decision("free-mine", p, steps=1, range=0, gaia=False))
    elif text.startswith("range+"):
        s.agenda.append(decision("free-mine", p, steps=0, range=int(text[6:]), gaia=True))
    elif text == "swap-PI":
        s.agenda.append(decision("swap-PI", p))
    elif text == "down-lab":
        s.agenda.append(decision("research-step", p, tracks=list(TRACKS)))
        s.agenda.append(decision("down-lab", p))
    elif text == "space-station":
        s.agenda.append(decision("space-station", p))
    elif text == "up-lowest":
        lowest = min(s.pl[p]["res"].values())
        s.agenda.append(decision("research-step", p, tracks=[t for t in TRACKS if s.pl[p]["res"][t] == lowest]))
    else:
        gain(s, p, text)
