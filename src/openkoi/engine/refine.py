"""Refine: turn an evaluation into targeted feedback for the next attempt.

Feedback is the findings in words, worst first, each with where and how to fix it; the
dimensions that scored lowest name the focus. It never pastes the previous attempt back
verbatim: the current files are shown as they are, and the model edits them in place.
"""

from __future__ import annotations

from openkoi.prompts import render
from openkoi.records import Evaluation, Refinement

MAX_FINDINGS = 6


def refine(evaluation: Evaluation, *, iteration: int, quality: float) -> Refinement:
    findings = evaluation.finding_objects()[:MAX_FINDINGS]
    weak = sorted((name for name, s in evaluation.dimensions.items() if s < quality),
                  key=lambda n: evaluation.dimensions[n])
    feedback = render("refine_feedback", findings=findings, weak=weak,
                      dimensions=evaluation.dimensions)
    return Refinement(iteration=iteration, feedback=feedback, focus=weak)
