"""The Sovereign's trajectory: where recent work is heading, computed from recorded outcomes.

Read from the task database (no model call): the success rate of the last ``RECENT``
finished tasks, the finding dimensions (style, tests, ...) that recur across them, and how
often each Parliament agency objected (BLOCK or caveats) in recent deliberations.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

RECENT = 20
RECURRING = 2  # a dimension found in at least this many recent tasks is "recurring"
FINISHED = ("done", "below_threshold", "failed", "budget_exhausted", "unverified")


@dataclass
class Trajectory:
    tasks: int = 0  # finished tasks looked at
    succeeded: int = 0
    dimensions: dict[str, int] = field(default_factory=dict)  # dimension -> tasks with it
    examples: dict[str, list[str]] = field(default_factory=dict)  # dimension -> messages
    objections: dict[str, int] = field(default_factory=dict)  # agency -> deliberations
    objection_notes: dict[str, list[str]] = field(default_factory=dict)
    deliberations: int = 0

    @property
    def success_rate(self) -> float | None:
        return self.succeeded / self.tasks if self.tasks else None

    def recurring(self, at_least: int = RECURRING) -> list[tuple[str, int]]:
        return [(d, n) for d, n in sorted(self.dimensions.items(), key=lambda i: (-i[1], i[0]))
                if n >= at_least]

    def watch(self) -> str:
        """The trajectory's sentence for the directive ('' when nothing stands out)."""
        parts = []
        rate = self.success_rate
        if rate is not None and self.tasks >= 3 and rate < 0.5:
            parts.append("take small verified steps")
        dims = [d for d, _ in self.recurring()[:2]]
        if dims:
            parts.append("check " + " and ".join(dims) + " first, recent work kept missing it")
        return ("Lately: " + "; ".join(parts) + ".") if parts else ""

    def empty(self) -> bool:
        return not self.tasks and not self.deliberations

    def to_dict(self) -> dict[str, Any]:
        return {"tasks": self.tasks, "succeeded": self.succeeded,
                "success_rate": self.success_rate, "recurring": dict(self.recurring(1)),
                "examples": self.examples, "objections": self.objections,
                "deliberations": self.deliberations}


def compute(store: Any, recent: int = RECENT) -> Trajectory:
    """The trajectory of the last ``recent`` finished tasks in ``store`` (a memory Store)."""
    marks = ", ".join("?" for _ in FINISHED)
    rows = store.db.query(f"SELECT id, status FROM tasks WHERE status IN ({marks})"
                          " ORDER BY started_at DESC, rowid DESC LIMIT ?", (*FINISHED, recent))
    ids = [r["id"] for r in rows]
    t = Trajectory(tasks=len(ids), succeeded=sum(r["status"] == "done" for r in rows))
    if ids:
        found = store.db.query(
            "SELECT task_id, dimension, message FROM findings WHERE task_id IN ("
            + ", ".join("?" for _ in ids) + ") AND dimension != '' ORDER BY id", ids)
        per: dict[str, set[str]] = {}
        for f in found:
            dim = str(f["dimension"]).strip().lower()
            per.setdefault(dim, set()).add(f["task_id"])
            notes = t.examples.setdefault(dim, [])
            if f["message"] and f["message"] not in notes and len(notes) < 3:
                notes.append(str(f["message"]))
        t.dimensions = {d: len(tasks) for d, tasks in per.items()}
    objections: Counter[str] = Counter()
    for row in store.events_of_kind("parliament", limit=recent):
        data = row.get("data") or {}
        if data.get("simulated"):
            continue
        t.deliberations += 1
        for v in data.get("verdicts", []):
            agency = str(v.get("agency", ""))
            if v.get("verdict") == "BLOCK" or v.get("caveats"):
                objections[agency] += 1
                notes = t.objection_notes.setdefault(agency, [])
                note = "; ".join(v.get("caveats") or []) or str(v.get("reason", ""))
                if note and note not in notes and len(notes) < 3:
                    notes.append(note)
    t.objections = dict(objections)
    return t
