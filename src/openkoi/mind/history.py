"""What the stored deliberations say: recent verdicts, disagreements and calibration.

Input rows are ``Store.events_of_kind("parliament")`` (newest first): the event's ``data``
(``Decision.to_dict()``) with the task's final ``status``.

- **Dissent**: the agencies that voted (not ABSTAIN) took different sides: at least one
  approved (APPROVE or APPROVE_WITH_CAVEATS) and at least one gave BLOCK.
- **Calibration**: an approval predicts the task will succeed, a BLOCK that it will not;
  ABSTAIN predicts nothing. A task succeeded when it ended ``done``; it did not when it
  ended ``below_threshold``, ``failed`` or ``budget_exhausted``. Tasks still running or
  interrupted, ``unverified`` ones (only a model judged them: right or wrong is unknown),
  blocked tasks that never ran (no override) and ``--simulate`` runs have no outcome and
  are left out. Accuracy = correct predictions / predictions; a well
  calibrated agency's accuracy is close to its mean confidence.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

APPROVING = frozenset({"APPROVE", "APPROVE_WITH_CAVEATS"})
BLOCKING = "BLOCK"
SUCCESS = frozenset({"done"})
FAILURE = frozenset({"below_threshold", "failed", "budget_exhausted"})


def verdicts(row: dict[str, Any]) -> list[dict[str, Any]]:
    found = row.get("data", {}).get("verdicts", [])
    return [v for v in found if isinstance(v, dict) and v.get("agency")]


def is_dissent(row: dict[str, Any]) -> bool:
    sides = {v.get("verdict") for v in verdicts(row)}
    return bool(sides & APPROVING) and BLOCKING in sides


def dissents(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [r for r in rows if is_dissent(r)]


def by_agency(rows: list[dict[str, Any]], per_agency: int = 5) -> dict[str, list[dict[str, Any]]]:
    """Each agency's most recent verdicts (newest first), with the task they were about."""
    out: dict[str, list[dict[str, Any]]] = {}
    for row in rows:  # newest first, so each agency keeps its latest verdicts
        for v in verdicts(row):
            seen = out.setdefault(str(v["agency"]), [])
            if len(seen) < per_agency:
                seen.append(v | {"task_id": row.get("task_id"), "task": row.get("description",
                                                                                 ""),
                                 "ts": row.get("ts")})
    return dict(sorted(out.items(), key=lambda kv: _order(kv[0])))


def outcome(row: dict[str, Any]) -> bool | None:
    """True: the task succeeded; False: it did not; None: no outcome to score against."""
    data = row.get("data", {})
    if data.get("simulated") or (data.get("blocked") and not data.get("overridden")):
        return None
    status = row.get("status")
    return True if status in SUCCESS else False if status in FAILURE else None


@dataclass
class Score:
    agency: str
    predictions: int = 0
    correct: int = 0
    confidences: list[float] = field(default_factory=list)

    @property
    def accuracy(self) -> float | None:
        return self.correct / self.predictions if self.predictions else None

    @property
    def mean_confidence(self) -> float | None:
        return sum(self.confidences) / len(self.confidences) if self.confidences else None

    def to_dict(self) -> dict[str, Any]:
        return {"agency": self.agency, "predictions": self.predictions, "correct": self.correct,
                "accuracy": self.accuracy, "mean_confidence": self.mean_confidence}


def calibrate(rows: list[dict[str, Any]]) -> tuple[list[Score], int]:
    """Per agency scores, and how many deliberations had an outcome to score against."""
    scores: dict[str, Score] = {}
    scored = 0
    for row in rows:
        result = outcome(row)
        if result is None:
            continue
        scored += 1
        for v in verdicts(row):
            verdict = v.get("verdict")
            if verdict not in APPROVING and verdict != BLOCKING:
                continue
            s = scores.setdefault(str(v["agency"]), Score(str(v["agency"])))
            s.predictions += 1
            s.correct += int((verdict in APPROVING) == result)
            if isinstance(v.get("confidence"), int | float):
                s.confidences.append(float(v["confidence"]))
    return sorted(scores.values(), key=lambda s: _order(s.agency)), scored


def _order(agency: str) -> tuple[int, str]:
    known = ("Guardian", "Economist", "Empath", "Scholar", "Strategist")
    return (known.index(agency) if agency in known else len(known), agency)
