"""What an evaluator gets and what it returns."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from openkoi.engine.grounding.cases import Independent
from openkoi.engine.workspace import Snapshot
from openkoi.records import Finding


@dataclass
class EvalContext:
    task: str
    workspace: Path
    before: Snapshot
    after: Snapshot
    answer: str
    iteration: int
    timeout_s: float = 120.0
    expected: list[str] = field(default_factory=list)  # new files the task asks for
    independent: Independent | None = None  # the attempt's tests written apart from the code
    # test files openkoi writes from the tests the code passes (``Attempt.own_tests``)
    own_tests: tuple[str, ...] = ()

    @property
    def changed(self) -> list[str]:
        return self.after.changed_since(self.before)

    def diff(self, max_chars: int = 12_000) -> str:
        return self.after.diff(self.before, max_chars=max_chars)


@dataclass
class Part:
    """One evaluator's verdict. ``score`` is 0-1; ``applicable`` False means "nothing to
    judge here" (e.g. no tests exist) and the part is left out of the weighting."""

    name: str
    score: float = 0.0
    applicable: bool = True
    dimensions: dict[str, float] = field(default_factory=dict)
    dimension_weights: dict[str, float] = field(default_factory=dict)
    findings: list[Finding] = field(default_factory=list)
    evidence: str = ""
    needs_human: bool = False
    cap: float | None = None  # the combined score may not exceed this (e.g. failing tests)
    # "passed"/"failed": this part ran the code (tests, a run of the program) or found a
    # deterministic blocker ("failed" only); "": it is no evidence either way.
    grounded: str = ""


class Evaluator(Protocol):
    name: str

    async def evaluate(self, ctx: EvalContext) -> Part: ...
