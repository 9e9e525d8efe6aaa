"""A tidy table: one row (a dict) per game, the same columns in every row; numpy columns on demand, no pandas."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np


@dataclass
class StudyTable:
    """The games of a study, one row each; select with ``where`` and split with ``groups``."""

    rows: list[dict] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.rows)

    def column(self, name: str) -> np.ndarray:
        """A column as a numpy array (``scores`` of games with one player count is games × players)."""
        return np.array([row[name] for row in self.rows])

    def where(self, **values) -> "StudyTable":
        """The rows whose columns have these values."""
        return StudyTable([row for row in self.rows if all(row[k] == v for k, v in values.items())])

    def groups(self, *keys: str) -> dict[tuple, "StudyTable"]:
        """The rows split by the values of ``keys``, in the order the groups first appear."""
        split: dict[tuple, StudyTable] = {}
        for row in self.rows:
            split.setdefault(tuple(row[k] for k in keys), StudyTable()).rows.append(row)
        return split
