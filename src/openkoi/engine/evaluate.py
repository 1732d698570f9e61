"""Evaluate: run the evaluators and weigh them into one score.

The grounded evaluators come from the plugins (``register_evaluators``: openkoi's own, then
any a package adds; a part's weight is PART_WEIGHTS or 0.2). openkoi's own need no model
and run first: cheap checks of the code (stubs, the names the task states, a program that
never runs, tests the task asks for: ``evaluators.checks``), the project's tests, static
analysis, the task's stated examples and example runs (``evaluators.grounded``). The judge
then sees their output together with the diff. Part weights (tests, examples, program 0.45,
lint and checks 0.15, judge 0.40) are renormalised over the parts that apply; caps hold the
score below the threshold while tests fail or code does not parse; a judge that cannot be
read marks the evaluation ``needs_human`` (fail closed).

The verdict (``ending``) is stricter than the score: "done" needs grounded evidence, checks
that ran the code (tests, a run of the program) and passed. A score that meets the threshold
on a model's opinion alone ends "unverified"; a failing grounded check (a failing test, a
stub, a file that does not parse) never ends as done, whatever the threshold.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from openkoi import plugins
from openkoi.engine.calls import Caller
from openkoi.engine.evaluators.base import EvalContext, Part
from openkoi.engine.evaluators.checks import require_tests_ran
from openkoi.engine.evaluators.judge import RubricJudge
from openkoi.records import Evaluation, Finding
from openkoi.skills.loader import Skill, pick_evaluator

PART_WEIGHTS = {"tests": 0.45, "lint": 0.15, "judge": 0.40, "files": 0.2, "checks": 0.15,
                "examples": 0.45, "program": 0.45, "independent": 0.30}
MISSING_FILES_CAP = 0.5
SEVERITY_ORDER = {"blocker": 0, "major": 1, "minor": 2, "info": 3}


async def evaluate(ctx: EvalContext, caller: Caller, skills: list[Skill], *,
                   skip_judge_when_grounded: bool = False) -> Evaluation:
    """``skip_judge_when_grounded``: when the project's tests ran, they decide and the rubric
    judge is left out (used for local judges: a small model's verdict on its own model's work
    adds noise and cost where a grounded check exists; failing tests already give findings)."""
    parts = [await make().evaluate(ctx) for make in plugins.evaluators()]
    tests = next((p for p in parts if p.name == "tests"), Part("tests", applicable=False))
    parts = [require_tests_ran(ctx, tests, p) if p.name == "checks" else p for p in parts]
    if ctx.changed and set(ctx.changed) <= set(ctx.own_tests):
        parts = [untouched(p) for p in parts]
    grounded = [p for p in (*parts, expected_files(ctx)) if p.applicable]
    evidence = {p.name: p.evidence for p in grounded if p.evidence}
    for extra in grounded:  # what else ran, for the judge (it reads "tests" and "lint")
        if extra.name not in ("tests", "lint", "files") and extra.evidence:
            evidence["tests"] = (evidence.get("tests", "") + f"\n[{extra.name}]\n"
                                 + extra.evidence).strip()
    skill = pick_evaluator(ctx.changed or list(ctx.after.files), skills, ctx.task)
    if skip_judge_when_grounded and grounded_of(grounded) != "none":
        judge = Part("judge", applicable=False, evidence="skipped: checks that ran the code "
                     "decide (judge = auto, local judge)")
    else:
        judge = await RubricJudge(caller, skill, other_evidence=evidence).evaluate(ctx)
    return combine([*grounded, judge], evaluator=skill.name)


UNTOUCHED = ("only openkoi's own test files changed: a check that passes on the code as the "
             "task gave it says nothing of them")


def untouched(part: Part) -> Part:
    """``part`` of an evaluation where the work changed only test files openkoi built from
    code the task gives and leaves alone (``Attempt.own_tests``): its pass is no evidence
    (the stated examples pass on the given code whatever the tests say; heldout25's
    paint_estimate ended done on them with a file that let 3 of its rules break), except the
    notice check's, which holds the file to changes held out of its making."""
    if part.grounded != "passed" or part.name == "notice":
        return part
    return dataclasses.replace(part, grounded="",
                               evidence=f"{part.evidence}\n{UNTOUCHED}".strip())


def expected_files(ctx: EvalContext) -> Part:
    """The new files the task names must exist: a missing one (a test file the model never
    wrote, a reply cut off before its last file) caps the score, whatever the judge says."""
    missing = [n for n in ctx.expected if n not in ctx.after.files]
    if not missing:
        return Part("files", applicable=False)
    findings = [Finding("blocker", "files", f"{name} was not written, but the task asks for it",
                        name, f"write {name} in full") for name in missing]
    return Part("files", 1 - len(missing) / len(ctx.expected), findings=findings,
                cap=MISSING_FILES_CAP, evidence="missing: " + ", ".join(missing),
                grounded="failed")


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
                      needs_human=needs_human, grounded=grounded_of(used))


def grounded_of(parts: list[Part]) -> str:
    """The evaluation's mark: "failed" if any part's grounded check failed, else "contested"
    if independent evidence disagrees with the code (``evaluators.independent``), else
    "incomplete" if a part could not check all the task states (``ProgramRuns``: failures
    the task states for its program that no run checked), else "passed" if one ran and
    passed, else "none" (only opinions)."""
    marks = {p.grounded for p in parts}
    for mark in ("failed", "contested", "incomplete", "passed"):
        if mark in marks:
            return mark
    return "none"


def ending(evaluation: Evaluation, quality: float) -> str | None:
    """The status an evaluation ends the task with, or None to keep going: "done" only with
    grounded evidence that passed; "unverified" when only a model judged, independent
    evidence disagrees ("contested") or some of what the task states was not run
    ("incomplete"); never while a grounded check fails or the result needs
    a human."""
    if evaluation.needs_human or evaluation.grounded == "failed" or evaluation.score < quality:
        return None
    return "done" if evaluation.grounded == "passed" else "unverified"


HOOK_DIMENSION_WEIGHT = 0.2


def with_hook_answers(evaluation: Evaluation, findings: list[dict[str, Any]],
                      dimensions: dict[str, float]) -> Evaluation:
    """An evaluation with what ``after_evaluation`` hooks added: their findings, and their
    score dimensions weighed in (0.2 each). The score may go down, never up, and the
    grounded mark and ``needs_human`` stay as the checks left them: a hook cannot turn a
    failing verification into a pass."""
    if not findings and not dimensions:
        return evaluation
    k = len(dimensions)
    total = 1.0 + HOOK_DIMENSION_WEIGHT * k
    weighted = (evaluation.score + HOOK_DIMENSION_WEIGHT * sum(dimensions.values())) / total
    weights = {n: round(w / total, 4) for n, w in evaluation.weights.items()}
    weights |= {n: round(HOOK_DIMENSION_WEIGHT / total, 4) for n in dimensions}
    merged = sorted([*evaluation.findings, *findings],
                    key=lambda f: SEVERITY_ORDER.get(str(f.get("severity")), 9))
    return dataclasses.replace(
        evaluation, score=round(min(evaluation.score, weighted), 4),
        dimensions=evaluation.dimensions | dimensions, weights=weights, findings=merged)
