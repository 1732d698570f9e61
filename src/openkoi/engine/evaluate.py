"""Evaluate: run the evaluators and weigh them into one score.

The grounded evaluators come from the plugins (``register_evaluators``: openkoi's own tests
and static analysis, then any a package adds; a part's weight is PART_WEIGHTS or 0.2).
Tests and static analysis run first; the judge then sees their output together with the
diff. Part weights (tests 0.45, lint 0.15, judge 0.40) are renormalised over the parts that
apply; caps hold the score below the threshold while tests fail or code does not parse; a
judge that cannot be read marks the evaluation ``needs_human`` (fail closed).
"""

from __future__ import annotations

from openkoi import plugins
from openkoi.engine.calls import Caller
from openkoi.engine.evaluators.base import EvalContext, Part
from openkoi.engine.evaluators.judge import RubricJudge
from openkoi.records import Evaluation, Finding
from openkoi.skills.loader import Skill, pick_evaluator

PART_WEIGHTS = {"tests": 0.45, "lint": 0.15, "judge": 0.40, "files": 0.2}
MISSING_FILES_CAP = 0.5
SEVERITY_ORDER = {"blocker": 0, "major": 1, "minor": 2, "info": 3}


async def evaluate(ctx: EvalContext, caller: Caller, skills: list[Skill], *,
                   skip_judge_when_grounded: bool = False) -> Evaluation:
    """``skip_judge_when_grounded``: when the project's tests ran, they decide and the rubric
    judge is left out (used for local judges: a small model's verdict on its own model's work
    adds noise and cost where a grounded check exists; failing tests already give findings)."""
    grounded = [await make().evaluate(ctx) for make in plugins.evaluators()]
    tests = next((p for p in grounded if p.name == "tests"), Part("tests", applicable=False))
    evidence = {p.name: p.evidence for p in grounded if p.applicable and p.evidence}
    skill = pick_evaluator(ctx.changed or list(ctx.after.files), skills, ctx.task)
    if skip_judge_when_grounded and tests.applicable:
        judge = Part("judge", applicable=False,
                     evidence="skipped: the project's tests decide (judge = auto, local judge)")
    else:
        judge = await RubricJudge(caller, skill, other_evidence=evidence).evaluate(ctx)
    return combine([*grounded, judge, expected_files(ctx)], evaluator=skill.name)


def expected_files(ctx: EvalContext) -> Part:
    """The new files the task names must exist: a missing one (a test file the model never
    wrote, a reply cut off before its last file) caps the score, whatever the judge says."""
    missing = [n for n in ctx.expected if n not in ctx.after.files]
    if not missing:
        return Part("files", applicable=False)
    findings = [Finding("blocker", "files", f"{name} was not written, but the task asks for it",
                        name, f"write {name} in full") for name in missing]
    return Part("files", 1 - len(missing) / len(ctx.expected), findings=findings,
                cap=MISSING_FILES_CAP, evidence="missing: " + ", ".join(missing))


def combine(parts: list[Part], *, evaluator: str = "") -> Evaluation:
    used = [p for p in parts if p.applicable]
    total_w = sum(PART_WEIGHTS.get(p.name, 0.2) for p in used) or 1.0
    score = sum(PART_WEIGHTS.get(p.name, 0.2) * p.score for p in used) / total_w
    for p in used:
        if p.cap is not None:
            score = min(score, p.cap)
    dimensions: dict[str, float] = {}
    weights: dict[str, float] = {}
    for p in used:
        part_w = PART_WEIGHTS.get(p.name, 0.2) / total_w
        if p.dimension_weights:
            dim_total = sum(p.dimension_weights.values()) or 1.0
            for name, w in p.dimension_weights.items():
                if name in p.dimensions:
                    dimensions[name] = p.dimensions[name]
                    weights[name] = round(part_w * w / dim_total, 4)
        else:
            dimensions[p.name] = p.score
            weights[p.name] = round(part_w, 4)
    findings = sorted((f for p in used for f in p.findings),
                      key=lambda f: SEVERITY_ORDER.get(f.severity, 9))
    needs_human = any(p.needs_human for p in used)
    evidence = {p.name: p.evidence for p in parts if p.evidence}
    if evaluator:
        evidence["evaluator"] = evaluator
    return Evaluation(score=round(score, 4), dimensions=dimensions, weights=weights,
                      findings=[f.to_dict() for f in findings], evidence=evidence,
                      needs_human=needs_human)
