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
    return _alike(normal(a), normal(b))


def _alike(na: str, nb: str) -> bool:
    if na == nb:
        return True
    wa, wb = set(na.split()), set(nb.split())
    # Cheap filter first: texts this alike share most of their words.
    if not wa or not wb or len(wa & wb) / len(wa | wb) < 0.5:
        return False
    return difflib.SequenceMatcher(None, na, nb).ratio() >= SIMILAR


def find(db: Any, since: float = 0.0) -> list[Rerun]:
    rows = [dict(r) for r in db.query(
        "SELECT id, description, workspace, status, score, started_at FROM tasks"
        " WHERE started_at >= ? AND status != 'running' ORDER BY started_at, rowid",
        (since - WINDOW_S,))]
    texts = [normal(str(r["description"])) for r in rows]
    found = []
    for i, a in enumerate(rows):
        for j in range(i + 1, len(rows)):
            b = rows[j]
            gap = float(b["started_at"]) - float(a["started_at"])
            if gap > WINDOW_S:
                break
            if a["workspace"] and b["workspace"] and a["workspace"] != b["workspace"]:
                continue
            if _alike(texts[i], texts[j]):
                if float(b["started_at"]) >= since:
                    found.append(Rerun(str(a["id"]), str(a["status"]), a["score"],
                                       str(b["id"]), str(a["description"])[:100], gap))
                break
    return found
