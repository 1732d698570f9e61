"""Maturity stages and what unlocks each: the one place they are defined.

A stage is reached when all its requirements and those of every stage below it are met.
"success" is the share of the last ``RECENT`` finished tasks that ended done;
"overconfident" the share of finished tasks in the honesty audit (``reflect.honest``);
"proficient domains" counts Domain Atlas domains at proficient or expert.

    0 Novice              the starting point
    1 Competent Executor  10+ finished tasks, success 60%+
    2 Proactive Advisor   25+ tasks, success 70%+, overconfident 20% or less,
                          1+ pattern-mined skill the user approved
    3 Trusted Delegate    50+ tasks, success 80%+, overconfident 10% or less,
                          1+ domain the user delegated at `autonomous`, 1+ proficient domain
    4 Sovereign Partner   100+ tasks, success 85%+, overconfident 5% or less,
                          1+ SOUL.md change the user approved, 2+ proficient domains
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

RECENT = 30
# (stage name, [(measure, comparison, target)]); measures are Evidence fields.
STAGES: list[tuple[str, list[tuple[str, str, float]]]] = [
    ("Novice", []),
    ("Competent Executor", [("tasks", ">=", 10), ("success", ">=", 0.6)]),
    ("Proactive Advisor", [("tasks", ">=", 25), ("success", ">=", 0.7),
                           ("overconfident", "<=", 0.2), ("approved_skills", ">=", 1)]),
    ("Trusted Delegate", [("tasks", ">=", 50), ("success", ">=", 0.8),
                          ("overconfident", "<=", 0.1), ("autonomous_domains", ">=", 1),
                          ("proficient_domains", ">=", 1)]),
    ("Sovereign Partner", [("tasks", ">=", 100), ("success", ">=", 0.85),
                           ("overconfident", "<=", 0.05), ("soul_changes", ">=", 1),
                           ("proficient_domains", ">=", 2)]),
]
LABELS = {"tasks": "finished tasks", "success": f"success (last {RECENT})",
          "overconfident": "overconfident share", "approved_skills": "approved learned skills",
          "autonomous_domains": "domains delegated at autonomous",
          "proficient_domains": "proficient domains", "soul_changes": "approved SOUL.md changes"}


@dataclass
class Evidence:
    tasks: int = 0
    success: float = 0.0
    overconfident: float = 0.0
    approved_skills: int = 0
    autonomous_domains: int = 0
    proficient_domains: int = 0
    soul_changes: int = 0


def _met(value: float, op: str, target: float) -> bool:
    return value >= target if op == ">=" else value <= target


def requirement(ev: Evidence, measure: str, op: str, target: float) -> dict[str, Any]:
    value = float(getattr(ev, measure))
    return {"measure": measure, "label": LABELS[measure], "value": value, "op": op,
            "target": target, "met": _met(value, op, target)}


def assess(ev: Evidence) -> dict[str, Any]:
    """The stage reached, the evidence for it and what the next stage still needs."""
    reached = 0
    for number, (_, reqs) in enumerate(STAGES):
        if all(_met(float(getattr(ev, m)), op, t) for m, op, t in reqs):
            reached = number
        else:
            break
    name, reqs = STAGES[reached]
    out: dict[str, Any] = {"stage": reached, "name": name,
                           "evidence": [requirement(ev, *r) for r in reqs],
                           "measures": dict(vars(ev))}
    if reached + 1 < len(STAGES):
        next_name, next_reqs = STAGES[reached + 1]
        out["next"] = {"stage": reached + 1, "name": next_name,
                       "requirements": [requirement(ev, *r) for r in next_reqs]}
    return out
