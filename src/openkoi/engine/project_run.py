"""The project's own Python tests on a draft's files, in a throwaway copy of the work.

``Candidates`` ranks its drafts first by these (``ranked.Ranked.order``): a draft they pass
before any they fail, and of those they fail, the fewest failing first. They run to the end,
not to the first failure: with ``pytest -x`` heldout48's pottery_class_fix read its three
failing tests as pass or fail, so a draft that fixed one of them ranked with those that
fixed none.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from openkoi.engine.evaluators.reach import PYTEST, run_measured
from openkoi.engine.evaluators.tests import UNREAD_FAILING, failing_tests, failure_messages
from openkoi.engine.grounding.defined import is_test_file
from openkoi.engine.grounding.laid import laid_down


@dataclass(frozen=True)
class ProjectRun:
    """Whether the tests passed (None: the work has none), whether they ran every source
    file changed since the task's start (``evaluators.reach``), how many failed, and what
    each failing one says (``evaluators.tests.failure_messages``)."""

    passed: bool | None
    reaches: bool = False
    failing: int = 0
    failures: tuple[str, ...] = ()

    def said(self) -> str:
        """The run as a candidate's notice line ends: "; the project's tests fail (2
        failing)"; "" where there are none."""
        if self.passed is None:
            return ""
        if self.passed:
            return "; the project's tests pass"
        count = f" ({self.failing} failing)" if self.failing < UNREAD_FAILING else ""
        return f"; the project's tests fail{count}"


async def project_run(files: Mapping[str, bytes], contents: Mapping[str, str],
                      baseline: Mapping[str, bytes], timeout_s: float) -> ProjectRun:
    """The Python tests of ``files`` (the work's files, openkoi's own test files left out)
    with ``contents`` (a draft's files) laid over a copy of them; ``baseline``: the files at
    the task's start. The work itself is never written."""
    if not any(is_test_file(n) and n.endswith(".py") for n in files):
        return ProjectRun(None)
    after = {**files, **{n: t.encode("utf-8") for n, t in contents.items()}}
    with laid_down(after, "openkoi-candidate-") as root:
        result, reach = await run_measured(PYTEST, ["-q", "-p", "no:cacheprovider"], root,
                                           timeout_s, baseline, after)
    passed = result.exit_code == 0
    return ProjectRun(passed, reach.complete, 0 if passed else failing_tests(result.output),
                      () if passed else tuple(failure_messages(result.exit_code or 1,
                                                               result.output)))
