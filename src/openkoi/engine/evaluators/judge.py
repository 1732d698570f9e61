"""The rubric judge: a model call that scores the evaluator skill's dimensions from the
actual diff, test output and lint output (not just the executor's own account of it).

Scores are asked as integers 0-10 (easier for small models than fractions) and stored 0-1.
An answer that stays unreadable after retries yields ``needs_human``: never a pass.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, create_model

from openkoi.engine.calls import Caller
from openkoi.engine.evaluators.base import EvalContext, Part
from openkoi.errors import ModelOutputError
from openkoi.models.base import Message
from openkoi.prompts import render
from openkoi.records import Finding
from openkoi.skills.loader import Skill


class FindingOut(BaseModel):
    # Lengths are trimmed after parsing, keeping the schema and its grammar small.
    severity: Literal["blocker", "major", "minor"]
    dimension: str
    message: str
    location: str = ""
    fix: str = ""


MAX_FINDINGS = 3  # the findings a verdict keeps


def verdict_model(skill: Skill) -> type[BaseModel]:
    """The verdict's schema. Its findings are at most ``MAX_FINDINGS`` in the schema (the
    grammar a local model decodes under closes the list there: the embedded model wrote
    the same finding over and over until its 500 tokens ran out, three tries running, and
    a tests task waited five minutes for "needs a human"), not in the validation: a
    remote model's longer list is cut after parsing, never refused."""
    score_fields: dict[str, Any] = {d.name: (int, Field(ge=0, le=10)) for d in skill.dimensions}
    scores = create_model("Scores", **score_fields)
    return create_model("Verdict", scores=(scores, ...),
                        findings=(list[FindingOut], Field(
                            default_factory=list, json_schema_extra={"maxItems": MAX_FINDINGS})))


class RubricJudge:
    name = "judge"

    def __init__(self, caller: Caller, skill: Skill, *, other_evidence: dict[str, str]):
        self.caller = caller
        self.skill = skill
        self.other_evidence = other_evidence

    async def evaluate(self, ctx: EvalContext) -> Part:
        weights = {d.name: d.weight for d in self.skill.dimensions}
        messages = [
            Message("system", render("judge_system", skill=self.skill)),
            Message("user", render(
                "judge_user", task=ctx.task, answer=ctx.answer[:1500],
                diff=ctx.diff(8000) or "(no files changed)",
                tests=self.other_evidence.get("tests", ""),
                lint=self.other_evidence.get("lint", ""))),
        ]
        try:
            verdict: Any = await self.caller.structured(
                messages, verdict_model(self.skill), purpose="evaluate", max_tokens=500)
        except ModelOutputError as exc:
            return Part(self.name, 0.0, needs_human=True, dimension_weights=weights,
                        evidence=exc.raw[:2000], findings=[Finding(
                            "major", "judge", "the judge's verdict could not be read, so this "
                            "result needs a human review", "", "")])
        dims = {name: max(0, min(10, int(value))) / 10
                for name, value in verdict.scores.model_dump().items()}
        total_w = sum(weights.values()) or 1.0
        score = sum(dims[n] * w for n, w in weights.items()) / total_w
        # (each marked the judge's: a model's opinion, shown as such and never learned as
        # "still wrong at the end": the embedded judge said a file of 22 tests of five
        # functions covered none of them)
        findings = [Finding(f.severity, f"judge: {f.dimension[:40]}", f.message[:300],
                            f.location[:120], f.fix[:300])
                    for f in verdict.findings[:MAX_FINDINGS]]
        return Part(self.name, score, dimensions=dims, dimension_weights=weights,
                    findings=findings)
