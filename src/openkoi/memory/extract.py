"""What a finished task taught, by rules from its evaluations and outcome, and (optionally)
one short schema-checked model call.

Rules (no model needed):
- a test or lint finding of an earlier iteration that is gone from the delivered iteration's
  evaluation was fixed: a ``worked`` learning ("<finding> -- fixed by iteration N"; the
  judge's findings are left out here, it words them anew each time);
- a blocker or major finding still present in the delivered iteration: ``failed``;
- a failing tool call (its first output line), at most two per task: ``failed``;
- a stop short of the goal caused by the work (score regression, diminishing returns, a
  judge that needs a human, the budget): ``failed``, with the stop reason and the score.
The model call sees the task, the outcome and these rule learnings and may add up to three
lessons; an answer that cannot be read adds nothing (the rule learnings stand).
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel, Field

from openkoi.memory.learnings import Candidate
from openkoi.records import Evaluation, Finding, TaskOutcome

MAX_RULES = 6
_NUMBERS = re.compile(r"\d+(\.\d+)?")
_GENERIC_FIXES = ("decide whether the code or the test is wrong",)
GROUNDED = ("tests", "lint")  # the judge rewords its findings: gone is not proof of fixed
_UNHAPPY = ("regressed", "diminishing returns", "budget", "needs a human")


class ModelLearning(BaseModel):
    type: Literal["worked", "failed", "insight"]
    text: str = Field(min_length=8, max_length=240,
                      description="one specific, reusable lesson for a similar future task")
    confidence: float = Field(ge=0.0, le=1.0)


class ModelLearnings(BaseModel):
    learnings: list[ModelLearning] = Field(max_length=3)


def from_rules(outcome: TaskOutcome, history: list[Evaluation],
               tool_failures: list[tuple[str, str]] | None = None) -> list[Candidate]:
    out: list[Candidate] = []
    delivered = _delivered(outcome, history)
    if delivered is not None:
        final_keys = {_key(f) for f in delivered.finding_objects()}
        seen: set[tuple[str, str]] = set()
        index = history.index(delivered)
        for number, evaluation in enumerate(history[:index], start=1):
            for f in evaluation.finding_objects():
                key = _key(f)
                if key in final_keys or key in seen or f.dimension not in GROUNDED:
                    continue
                seen.add(key)
                fix = f" ({f.fix})" if f.fix and not f.fix.startswith(_GENERIC_FIXES) else ""
                out.append(Candidate("worked", f"{f.message}{fix} -- seen in iteration "
                                     f"{number}, fixed by iteration {index + 1}", 0.7))
        for f in delivered.finding_objects():
            if f.severity in ("blocker", "major") and not f.dimension.startswith("judge"):
                where = f" at {f.location}" if f.location and f.location not in f.message \
                    else ""
                out.append(Candidate("failed", f"still wrong at the end: {f.message}{where}",
                                     0.5))
    for name, first_line in list(dict.fromkeys(tool_failures or []))[:2]:
        out.append(Candidate("failed", f"tool {name} failed: {first_line}", 0.4))
    reason = outcome.stop_reason
    # A stop that the work itself caused; an error (provider down, ...) teaches nothing
    # about the task, and a task that never iterated (plan rejected) has no work to judge.
    if history and outcome.status in ("below_threshold", "budget_exhausted") and (
            outcome.status == "budget_exhausted" or any(w in reason for w in _UNHAPPY)):
        out.append(Candidate("failed", f"the task stopped early ({reason}) with score "
                             f"{outcome.score:.2f} after {outcome.iterations} iteration(s)",
                             0.4))
    return out[:MAX_RULES]


def from_model(answer: ModelLearnings) -> list[Candidate]:
    return [Candidate(x.type, x.text, min(0.8, max(0.3, x.confidence)), origin="model")
            for x in answer.learnings]


def worth_asking(outcome: TaskOutcome, history: list[Evaluation],
                 rules: list[Candidate]) -> bool:
    """Only a task that did some work and met something (a problem, a retry, a miss) is worth
    a call. An ``unverified`` end is no miss to learn from (nor a success: the summary the
    call sees says "unverified", and no rule learns it as having worked)."""
    if not history or outcome.status in ("rejected", "interrupted"):
        return False
    return bool(rules) or outcome.iterations > 1 or outcome.status not in (
        "done", "unverified") or any(
        e.findings for e in history)


def summary(outcome: TaskOutcome, history: list[Evaluation]) -> dict[str, Any]:
    """The facts the model call is given (rendered by prompts/learn_user.j2)."""
    iterations = []
    for number, evaluation in enumerate(history, start=1):
        findings = [f"[{f.severity}] {f.message}"[:200] for f in evaluation.finding_objects()[:4]]
        iterations.append({"number": number, "score": round(evaluation.score, 2),
                           "findings": findings})
    return {"status": outcome.status, "score": round(outcome.score, 2),
            "stop_reason": outcome.stop_reason, "iterations": iterations,
            "files": outcome.files_changed[:10]}


def _delivered(outcome: TaskOutcome, history: list[Evaluation]) -> Evaluation | None:
    if not history:
        return None
    n = outcome.best_iteration or len(history)
    return history[min(n, len(history)) - 1]


def _key(f: Finding) -> tuple[str, str]:
    """Findings are the same across iterations when their place and words match (numbers
    such as line numbers and counts aside)."""
    return f.dimension, _NUMBERS.sub("#", f.location + " " + f.message).strip().lower()
