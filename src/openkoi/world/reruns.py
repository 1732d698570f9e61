"""Re-runs: a task the user asked again, a sign the first result did not satisfy them.

Task B re-runs task A when B started within ``WINDOW_S`` after A, in the same workspace
(when both name one), and their texts match: equal once lower-cased and stripped of
punctuation, or at least ``SIMILAR`` alike (difflib ratio). Only A's first re-run counts.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from typing import Any

WINDOW_S = 24 * 3600.0
SIMILAR = 0.85
_PUNCT = re.compile(r"[^\w\s]")


@dataclass(frozen=True)
class Rerun:
    first_id: str
    first_status: str
    first_score: float | None
    again_id: str
    text: str
    gap_s: float

    def to_dict(self) -> dict[str, Any]:
        return {"first": self.first_id, "first_status": self.first_status,
                "first_score": self.first_score, "again": self.again_id, "task": self.text,
                "gap_s": round(self.gap_s, 1)}


def normal(text: str) -> str:
    return " ".join(_PUNCT.sub(" ", text.lower()).split())


def same_request(a: str, b: str) -> bool:
    na, nb = normal(a), normal(b)
    return na == nb or difflib.SequenceMatcher(None, na, nb).ratio() >= SIMILAR


def find(db: Any, since: float = 0.0) -> list[Rerun]:
    rows = [dict(r) for r in db.query(
        "SELECT id, description, workspace, status, score, started_at FROM tasks"
        " WHERE started_at >= ? AND status != 'running' ORDER BY started_at, rowid",
        (since - WINDOW_S,))]
    found = []
    for i, a in enumerate(rows):
        for b in rows[i + 1:]:
            gap = float(b["started_at"]) - float(a["started_at"])
            if gap > WINDOW_S:
                break
            if a["workspace"] and b["workspace"] and a["workspace"] != b["workspace"]:
                continue
            if same_request(str(a["description"]), str(b["description"])):
                if float(b["started_at"]) >= since:
                    found.append(Rerun(str(a["id"]), str(a["status"]), a["score"],
                                       str(b["id"]), str(a["description"])[:100], gap))
                break
    return found
