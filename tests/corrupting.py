"""Random corruptions of a file in a game's formats (a record's JSON, a folder's setup.json or moves.txt), for the
tests that check a bad file is refused in one line, never with a traceback."""

from __future__ import annotations

import json
import random
from typing import Any

DEEP = "nested very deep"  # a value written as thousands of nested lists
ODD_VALUES: list[Any] = [DEEP, None, True, 0, -1, 2.5, 10**30, "", "x", "p1: end", [], {}, [1, [2]], {"a": {"b": []}},
                         [[[[[[[[]]]]]]]], "\u0000", "🚀"]


def corrupted(text: str, rng: random.Random) -> bytes:
    """``text`` (a JSON document or lines of text) with one random corruption: a JSON value replaced, dropped or
    nested deep, a line changed, dropped or doubled, or bytes flipped, cut or inserted."""
    kind = rng.randrange(3)
    if kind == 0:
        try:
            data = json.loads(text)
        except ValueError:
            kind = 1
        else:
            deep = "[" * rng.randint(2000, 200_000)
            return json.dumps(_value_changed(data, rng)).replace(f'"{DEEP}"', deep + "]" * len(deep)).encode()
    if kind == 1:
        lines = text.splitlines() or [""]
        i = rng.randrange(len(lines))
        words = lines[i].split()
        change = rng.randrange(4)
        if change == 0:
            del lines[i]
        elif change == 1:
            lines.insert(i, lines[i])
        elif change == 2 and words:
            rng.shuffle(words)
            lines[i] = " ".join(words)
        else:
            lines[i] = lines[i][: rng.randrange(len(lines[i]) + 1)] + rng.choice(["", "x", ".", "\"", "{", "1"])
        return "\n".join(lines).encode()
    data = bytearray(text.encode())
    for _ in range(rng.randint(1, 4)):
        at = rng.randrange(len(data) + 1)
        what = rng.randrange(3)
        if what == 0 and at < len(data):
            data[at] = rng.randrange(256)
        elif what == 1:
            del data[at: at + rng.randint(1, 50)]
        else:
            data[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 5)))
    return bytes(data)


def _value_changed(data: Any, rng: random.Random) -> Any:
    """``data`` with one value somewhere inside replaced by an odd one, dropped, or nested very deep."""
    if not isinstance(data, (dict, list)) or not data or rng.random() < 0.25:
        return rng.choice(ODD_VALUES)
    key = rng.choice(list(data)) if isinstance(data, dict) else rng.randrange(len(data))
    if rng.random() < 0.15:
        del data[key]
    else:
        data[key] = _value_changed(data[key], rng)
    return data
