"""A game's glossary and one-page cheat sheet: its terms in our own words, each citing the rule it comes from.

Terms come from two places. The words of the rulebook that no rules object holds (resources, actions, scoring) are
written in the game's ``data/glossary.toml``. The components the rules already know (facilities, cards, factions,
Hubs, Sectors, ships) are made by the game's ``glossary`` module from those rules objects, so a cost or a VP value
is the engine's own and cannot drift from it; numbers in the TOML's words are ``{named fields}`` filled the same
way (``facts()``). A term whose value is our design (an estimate where the printed card is unknown) says so.

``glossary("alien-frontiers")`` answers with the glossary; ``Glossary.html()`` is a printable page (the cheat sheet
on its first page, then the terms A–Z), and ``Glossary.as_json()`` what a table's Glossary panel lists.
"""

from __future__ import annotations

import html
import tomllib
from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from typing import Callable

from tablebook.core.rules import Rule
from tablebook.registry import load


@dataclass(frozen=True)
class Term:
    """One glossary entry: its name, what kind of thing it is, what it means, and the rule it comes from."""

    name: str
    kind: str
    text: str
    rule: Rule
    designed: str = ""  # why a value here is ours (the printed card is unknown); "" if it is all the rulebook's

    @property
    def anchor(self) -> str:
        return "term-" + "".join(c if c.isalnum() else "-" for c in self.name.lower()).strip("-")


@dataclass(frozen=True)
class Section:
    """A part of the cheat sheet: a heading and a few short lines."""

    heading: str
    lines: tuple[str, ...]


@dataclass(frozen=True)
class Glossary:
    """A game's one-page cheat sheet and its terms, A–Z."""

    game: str
    title: str
    sheet: tuple[Section, ...]
    terms: tuple[Term, ...]

    def term(self, name: str) -> Term:
        """The term called ``name`` (case does not matter)."""
        for t in self.terms:
            if t.name.lower() == name.lower():
                return t
        raise KeyError(f"{self.title} has no glossary term {name!r}")

    def find(self, words: str) -> list[Term]:
        """The terms whose name, kind or text holds every word of ``words``, names that match first."""
        wanted = words.lower().split()
        found = [t for t in self.terms if all(w in f"{t.name} {t.kind} {t.text}".lower() for w in wanted)]
        return sorted(found, key=lambda t: not all(w in t.name.lower() for w in wanted))

    def related(self, term: Term) -> list[Term]:
        """Other terms of the same rulebook section (or one inside it): where a learner reads on."""
        def inside(a: Rule, b: Rule) -> bool:
            return len(a.sections) >= 1 and b.sections[:len(a.sections)] == a.sections
        return [t for t in self.terms if t is not term and (inside(term.rule, t.rule) or inside(t.rule, term.rule))]

    def as_json(self) -> dict:
        """The glossary as a table's Glossary panel lists it."""
        return {
            "title": self.title,
            "sheet": [{"heading": s.heading, "lines": list(s.lines)} for s in self.sheet],
            "terms": [{"name": t.name, "kind": t.kind, "text": t.text, "rule": str(t.rule), "designed": t.designed,
                       "see": [r.name for r in self.related(t)][:6]} for t in self.terms],
        }

    def text(self) -> str:
        """The cheat sheet and the glossary as plain text (the command line's answer)."""
        out = [f"{self.title}: cheat sheet", ""]
        for s in self.sheet:
            out += [s.heading, *(f"  • {line}" for line in s.lines), ""]
        out += [f"{self.title}: glossary", ""]
        for t in self.terms:
            out += [f"{t.name} ({t.kind}): {t.text}" + (f" ◇ {t.designed}" if t.designed else ""), f"  [{t.rule}]"]
        return "\n".join(out) + "\n"

    def fragment(self) -> str:
        """The cheat sheet and the glossary A–Z as one HTML element, its style scoped to it (a notebook shows it)."""
        e = html.escape
        sheet = "".join(f"<section><h3>{e(s.heading)}</h3><ul>{''.join(f'<li>{e(line)}</li>' for line in s.lines)}</ul>"
                        "</section>" for s in self.sheet)
        letters: dict[str, list[Term]] = {}
        for t in self.terms:
            letters.setdefault(t.name[0].upper(), []).append(t)
        index = " ".join(f'<a href="#letter-{e(k)}">{e(k)}</a>' for k in letters)
        body = []
        for letter, terms in letters.items():
            body.append(f'<h3 id="letter-{e(letter)}">{e(letter)}</h3><dl>')
            for t in terms:
                see = ", ".join(f'<a href="#{r.anchor}">{e(r.name)}</a>' for r in self.related(t)[:6])
                body.append(
                    f'<dt id="{t.anchor}">{e(t.name)} <span class="kind">{e(t.kind)}</span></dt>'
                    f"<dd>{e(t.text)}"
                    + (f' <span class="designed">◇ our design: {e(t.designed)}</span>' if t.designed else "")
                    + f" <cite>{e(str(t.rule))}</cite>" + (f'<div class="see">See also: {see}</div>' if see else "")
                    + "</dd>")
            body.append("</dl>")
        return (f'<div class="tb-glossary"><style>{CSS}</style>'
                f'<article class="sheet"><h1>{e(self.title)} — cheat sheet</h1><div class="columns">{sheet}</div>'
                '<p class="note">◇ marks a value of our design where the printed one is not known. Rules are cited '
                "by the rulebook's own headings (game › chapter › section).</p></article>"
                f'<article class="terms"><h2>{e(self.title)} — glossary A–Z</h2><nav>{index}</nav>{"".join(body)}'
                "</article></div>")

    def html(self) -> str:
        """A printable page: the one-page cheat sheet, then the glossary A–Z, each term with its rule."""
        title = html.escape(f"{self.title}: cheat sheet and glossary")
        return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{title}</title>'
                f"<style>{PAGE_CSS}</style></head>\n<body>{self.fragment()}</body></html>\n")


CSS = """
.tb-glossary { font: 11pt/1.35 system-ui, sans-serif; color: #1d1a05; max-width: 60rem; margin: 0 auto; padding: 1rem; }
.tb-glossary h1 { font-size: 16pt; margin: 0 0 .4rem; } .tb-glossary h2 { font-size: 14pt; }
.tb-glossary h3 { font-size: 11.5pt; margin: .4rem 0 .2rem; }
.tb-glossary .columns { columns: 2 18rem; column-gap: 1.5rem; } .tb-glossary .columns section { break-inside: avoid; }
.tb-glossary ul { margin: 0 0 .3rem 1.1rem; padding: 0; } .tb-glossary li { margin: 0 0 .1rem; }
.tb-glossary dl { margin: 0; } .tb-glossary dt { font-weight: 600; margin-top: .45rem; break-after: avoid; }
.tb-glossary dd { margin: 0 0 0 1rem; }
.tb-glossary .kind, .tb-glossary cite, .tb-glossary .note { color: #5a5f6e; font-size: 9pt; font-weight: 400; }
.tb-glossary cite { display: block; } .tb-glossary .designed { color: #7a4b00; } .tb-glossary .see { font-size: 9pt; }
.tb-glossary nav { margin: .3rem 0; word-spacing: .4rem; }
@media print {
  .tb-glossary { font-size: 9.5pt; max-width: none; padding: 0; } .tb-glossary nav { display: none; }
  .tb-glossary .sheet { break-after: page; } .tb-glossary a { color: inherit; text-decoration: none; }
}
"""
PAGE_CSS = "@page { size: A4; margin: 12mm; } body { margin: 0; background: #fff; }"


# --- what a game's glossary module uses --------------------------------------------------------------------
def written(folder: Path) -> dict:
    """A game's ``glossary.toml`` as written (a game module may keep more there: Gaia Project's faction abilities)."""
    with open(folder / "glossary.toml", "rb") as f:
        return tomllib.load(f)


def read(folder: Path, cite: Callable[..., Rule], facts: dict | None = None,
         made: dict[str, list[str]] | None = None) -> tuple[tuple[Section, ...], list[Term]]:
    """The cheat sheet and the written terms of ``folder/glossary.toml``, their ``{named fields}`` filled from
    ``facts`` (the rules' numbers) and each term's ``rule`` (the rulebook's headings) cited with ``cite``. A sheet
    section with ``made = true`` takes its lines from ``made`` (by heading): the game module writes them from its
    rules objects."""
    data = written(folder)
    facts, made = facts or {}, made or {}
    sheet = tuple(Section(s["heading"], tuple(made[s["heading"]]) if s.get("made") else
                          tuple(line.format(**facts) for line in s["lines"])) for s in data["sheet"])
    terms = [Term(t["name"], t["kind"], t["text"].format(**facts), cite(*t["rule"]), t.get("designed", ""))
             for t in data["term"]]
    return sheet, terms


def glossary(name: str) -> Glossary:
    """The glossary and cheat sheet of the game called ``name``: its game package's ``glossary`` module makes them
    (LookupError for a game without one, such as a test's own game)."""
    game = load(name)
    where = f"{type(game).__module__}.glossary"
    try:
        module = import_module(where)
    except ModuleNotFoundError as error:
        if error.name != where:
            raise
        raise LookupError(f"{game.title} has no glossary (no module {where})") from None
    sheet, terms = module.glossary()
    names = [t.name.lower() for t in terms]
    doubled = sorted({n for n in names if names.count(n) > 1})
    if doubled:
        raise ValueError(f"{game.title}'s glossary names a term twice: {', '.join(doubled)}")
    return Glossary(game.name, game.title, tuple(sheet), tuple(sorted(terms, key=lambda t: t.name.lower())))
