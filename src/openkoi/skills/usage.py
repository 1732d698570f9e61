"""Which task skills each task was given, and how well the tasks that used a skill did.

Usage rows are written when a task starts (``skill_usage``, migration m006); the task's
score is read from ``tasks`` when ranking, so a task still running or interrupted never
counts. A skill's **effect** is the mean score of the finished tasks that used it minus the
mean score of the finished tasks that did not, shrunk towards 0 while the evidence is thin:
``effect = (mean_with - mean_without) * n / (n + SHRINK)`` for ``n`` uses. A skill used by
every task (nothing to compare with) has effect 0.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

FINISHED = ("done", "below_threshold", "failed", "budget_exhausted", "unverified")
SHRINK = 3.0


@dataclass(frozen=True)
class Effect:
    skill: str
    uses: int
    mean_score: float
    effect: float

    def to_dict(self) -> dict[str, Any]:
        return {"skill": self.skill, "uses": self.uses, "mean_score": round(self.mean_score, 4),
                "effect": round(self.effect, 4)}


def record(db: Any, task_id: str, used: list[tuple[str, str, float]]) -> None:
    """``used`` = (skill name, source, relevance) given to ``task_id``."""
    if not used:
        return
    with db.transaction("cannot record the skills a task used") as conn:
        conn.executemany("INSERT OR REPLACE INTO skill_usage (task_id, skill, source, relevance)"
                         " VALUES (?, ?, ?, ?)",
                         [(task_id, name, source, relevance) for name, source, relevance in used])


def effects(db: Any) -> dict[str, Effect]:
    marks = ", ".join("?" * len(FINISHED))
    total = db.query_one(f"SELECT COUNT(*) AS n, COALESCE(SUM(COALESCE(score, 0)), 0) AS s"
                         f" FROM tasks WHERE status IN ({marks})", FINISHED)
    n_all, sum_all = int(total["n"]), float(total["s"])
    rows = db.query(f"""
        SELECT u.skill, COUNT(*) AS n, SUM(COALESCE(t.score, 0)) AS s
        FROM skill_usage u JOIN tasks t ON t.id = u.task_id
        WHERE t.status IN ({marks}) GROUP BY u.skill""", FINISHED)
    out = {}
    for r in rows:
        n, s = int(r["n"]), float(r["s"])
        mean = s / n
        others = n_all - n
        effect = 0.0
        if others > 0:
            effect = (mean - (sum_all - s) / others) * n / (n + SHRINK)
        out[str(r["skill"])] = Effect(str(r["skill"]), n, mean, effect)
    return out


def tasks_using(db: Any, skill: str) -> list[str]:
    return [str(r["task_id"]) for r in db.query(
        "SELECT task_id FROM skill_usage WHERE skill = ? ORDER BY rowid", (skill,))]
