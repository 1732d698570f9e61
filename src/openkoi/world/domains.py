"""The Domain Atlas: what the agent has shown it can do, per domain.

A task's domain is its category (``skills.categories.categorize``: code, prose, sql, api,
tests, general) from its text and the files it changed. Per domain: finished tasks,
successes (status ``done``), mean score, mean iterations, the evaluators that judged it,
the finding dimensions that recur and the skills it used. Expertise levels (``LEVELS``):

    untested     fewer than 3 finished tasks
    novice       success rate below 50%
    competent    success rate 50% or more
    proficient   5+ tasks, success 70%+ and mean score 0.75+
    expert       15+ tasks, success 85%+ and mean score 0.85+
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from openkoi.memory.db import loads
from openkoi.skills.categories import categorize

FINISHED = ("done", "below_threshold", "failed", "budget_exhausted", "unverified")
# (level, min tasks, min success rate, min mean score), checked from the top
LEVELS = [("expert", 15, 0.85, 0.85), ("proficient", 5, 0.7, 0.75), ("competent", 3, 0.5, 0.0),
          ("novice", 3, 0.0, 0.0)]


@dataclass
class Domain:
    name: str
    tasks: int = 0
    done: int = 0
    score_sum: float = 0.0
    iteration_sum: int = 0
    last_ts: float = 0.0
    evaluators: Counter[str] = field(default_factory=Counter)
    findings: Counter[str] = field(default_factory=Counter)
    skills: Counter[str] = field(default_factory=Counter)
    examples: list[str] = field(default_factory=list)

    @property
    def success(self) -> float:
        return self.done / self.tasks if self.tasks else 0.0

    @property
    def mean_score(self) -> float:
        return self.score_sum / self.tasks if self.tasks else 0.0

    @property
    def level(self) -> str:
        for name, n, success, score in LEVELS:
            if self.tasks >= n and self.success >= success and self.mean_score >= score:
                return name
        return "untested"

    def to_dict(self) -> dict[str, Any]:
        return {"domain": self.name, "level": self.level, "tasks": self.tasks,
                "done": self.done, "success_rate": round(self.success, 4),
                "mean_score": round(self.mean_score, 4),
                "mean_iterations": round(self.iteration_sum / self.tasks, 2)
                if self.tasks else 0.0,
                "last_ts": self.last_ts, "evaluators": dict(self.evaluators.most_common()),
                "recurring_findings": dict(self.findings.most_common(5)),
                "skills": dict(self.skills.most_common(5)), "examples": self.examples[-3:]}


def task_domains(db: Any) -> dict[str, str]:
    """task id -> domain, for every finished task."""
    marks = ", ".join("?" * len(FINISHED))
    rows = db.query(f"SELECT id, description, files_changed FROM tasks"
                    f" WHERE status IN ({marks})", FINISHED)
    return {str(r["id"]): categorize(str(r["description"]), loads(r["files_changed"], []))
            for r in rows}


def atlas(db: Any) -> dict[str, Domain]:
    marks = ", ".join("?" * len(FINISHED))
    rows = db.query(f"SELECT id, description, files_changed, status, score, iterations,"
                    f" COALESCE(ended_at, started_at) AS ts FROM tasks"
                    f" WHERE status IN ({marks}) ORDER BY started_at", FINISHED)
    out: dict[str, Domain] = {}
    of_task: dict[str, Domain] = {}
    for r in rows:
        name = categorize(str(r["description"]), loads(r["files_changed"], []))
        d = out.setdefault(name, Domain(name))
        of_task[str(r["id"])] = d
        d.tasks += 1
        d.done += int(r["status"] == "done")
        d.score_sum += float(r["score"] or 0.0)
        d.iteration_sum += int(r["iterations"] or 0)
        d.last_ts = max(d.last_ts, float(r["ts"]))
        d.examples.append(str(r["description"])[:80])
    for r in db.query("SELECT task_id, json_extract(data, '$.evidence.evaluator') AS ev"
                      " FROM events WHERE kind = 'evaluation'"):
        if r["ev"] and str(r["task_id"]) in of_task:
            of_task[str(r["task_id"])].evaluators[str(r["ev"])] += 1
    for r in db.query("SELECT DISTINCT task_id, dimension FROM findings WHERE dimension != ''"):
        if str(r["task_id"]) in of_task:
            of_task[str(r["task_id"])].findings[str(r["dimension"])] += 1
    for r in db.query("SELECT task_id, skill FROM skill_usage"):
        if str(r["task_id"]) in of_task:
            of_task[str(r["task_id"])].skills[str(r["skill"])] += 1
    return dict(sorted(out.items(), key=lambda kv: (-kv[1].tasks, kv[0])))
