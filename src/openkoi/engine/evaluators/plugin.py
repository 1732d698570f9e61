"""openkoi's own grounded evaluators (cheap checks, the project's tests, static analysis,
stated examples, example runs, the tests written apart from the code), registered through the
plugin hook third-party evaluators use. The rubric judge is not one of them: it runs after
them and sees their evidence (engine/evaluate.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from openkoi.plugins import hookimpl


@hookimpl
def register_evaluators(register: Callable[[Any], None]) -> None:
    from openkoi.engine.evaluators.checks import CheapChecks
    from openkoi.engine.evaluators.grounded import ProgramRuns, StatedExamples
    from openkoi.engine.evaluators.independent import IndependentTests
    from openkoi.engine.evaluators.notice import TestsNotice
    from openkoi.engine.evaluators.static import StaticAnalysis
    from openkoi.engine.evaluators.tests import TestRunner

    register(CheapChecks)  # cheap checks first: no subprocess, no model
    register(TestRunner)
    register(TestsNotice)  # the tests the task asks for fail when a function does nothing
    register(StaticAnalysis)
    register(StatedExamples)
    register(ProgramRuns)
    register(IndependentTests)  # runs only what a candidate search handed over
