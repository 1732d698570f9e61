"""The project's own tests, detected by marker files, run in a subprocess with a timeout.

Failures become findings described in words (the test's name and the assertion), not a
verbatim dump of the run: repeating a failed attempt word for word makes small models repeat
it.
"""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

from openkoi.engine.evaluators import pytest_plugins
from openkoi.engine.evaluators.base import EvalContext, Part
from openkoi.engine.evaluators.commands import run_command
from openkoi.engine.evaluators.reach import PYTEST, Reach, run_measured
from openkoi.engine.grounding.laid import laid_down
from openkoi.engine.grounding.shown import UNSHOWN, must_show_change, start_files
from openkoi.records import Finding

FAILING_TESTS_CAP = 0.7
OWN = "openkoi's own tests"  # how the evidence names the test files openkoi wrote itself


@dataclass(frozen=True)
class Runner:
    name: str
    command: list[str]  # the program ("npm test" is the program here, "--silent" an option)
    options: list[str]

    @property
    def argv(self) -> list[str]:
        return [*self.command, *self.options]


def detect(ctx: EvalContext) -> Runner | None:
    files = ctx.after.files
    names = list(files)
    if any(_is_python_test(n) for n in names):
        if importlib.util.find_spec("pytest") is not None:
            return Runner("pytest", [sys.executable, "-m", "pytest"],
                          ["-q", "-rfE", "--no-header", "-p", "no:cacheprovider", "--color=no"])
        exe = shutil.which("pytest")
        if exe:
            return Runner("pytest", [exe], ["-q", "-rfE", "--no-header", "-p", "no:cacheprovider"])
    if "package.json" in files:
        try:
            scripts = json.loads(files["package.json"]).get("scripts", {})
        except (ValueError, AttributeError):
            scripts = {}
        if "test" in scripts and shutil.which("npm"):
            return Runner("npm", ["npm", "test"], ["--silent"])
    if "Cargo.toml" in files and shutil.which("cargo"):
        return Runner("cargo", ["cargo", "test"], ["--quiet"])
    if "go.mod" in files and shutil.which("go"):
        return Runner("go", ["go", "test"], ["./..."])
    return None


def _is_python_test(name: str) -> bool:
    base = Path(name).name
    return base.endswith(".py") and (base.startswith("test_") or base.endswith("_test.py"))


_PYTEST_COUNTS = re.compile(r"(\d+) (passed|failed|errors?)")
_PYTEST_FAILED = re.compile(r"^(FAILED|ERROR) (\S+)(?: - (.*))?$", re.M)


def pytest_counts(output: str) -> dict[str, int]:
    """The passed, failed and error counts of pytest's last summary line in ``output``."""
    counts = {"passed": 0, "failed": 0, "error": 0}
    summary = [ln for ln in output.splitlines() if re.search(r"\d+ (passed|failed|error)", ln)]
    for number, word in _PYTEST_COUNTS.findall(summary[-1] if summary else ""):
        counts["error" if word.startswith("error") else word] += int(number)
    return counts


# where pytest's run cannot be read as so many tests failing (it collected none: a file
# that does not import), as many failing as no draft with a readable run could have
UNREAD_FAILING = 10**6


def failing_tests(output: str) -> int:
    """How many tests of a failing pytest run failed or could not run (``UNREAD_FAILING``
    where it ran none: a collection error, a crash, a time-out)."""
    counts = pytest_counts(output)
    if not counts["passed"] and not counts["failed"]:
        return UNREAD_FAILING
    return counts["failed"] + counts["error"]


class TestRunner:
    """The project's tests. openkoi's own test files (``EvalContext.own_tests``: the task's
    examples and the independent tests the code passed, written by openkoi) run apart: a
    failure there fails like any test, but a pass is no evidence of its own, since the file
    holds only tests the code already passed (the "examples" and "independent" parts run
    those tests and say what they show)."""

    name = "tests"

    async def evaluate(self, ctx: EvalContext) -> Part:
        runner = detect(ctx)
        if runner is None:
            return Part(self.name, applicable=False, evidence="no tests found")
        own = [n for n in ctx.own_tests if n in ctx.after.files] if runner.name == "pytest" \
            else []
        if not own:
            return await self._run(ctx, runner)
        others = [n for n in ctx.after.files if _is_python_test(n) and n not in own]
        project = await self._run(ctx, runner, [f"--ignore={n}" for n in own]) if others \
            else None
        return _beside(project, await self._run(ctx, runner, own, measure=False), own)

    async def _run(self, ctx: EvalContext, runner: Runner, extra: list[str] | None = None,
                   *, measure: bool = True) -> Part:
        options = [*runner.options, *(extra or [])]
        reach = None
        if runner.name == "pytest":
            # before = after: nothing counts as changed, so nothing is measured
            result, reach = await run_measured(
                runner.command, options, ctx.workspace, ctx.timeout_s,
                ctx.before.files if measure else ctx.after.files, ctx.after.files)
        else:
            result = await run_command([*runner.command, *options], ctx.workspace,
                                       ctx.timeout_s)
        tail = _tail(result.output)
        if result.timed_out:
            return Part(self.name, 0.0, evidence=tail, cap=FAILING_TESTS_CAP, grounded="failed",
                        findings=[Finding(
                "major", "tests", f"the test run did not finish within {ctx.timeout_s:.0f} s "
                "(an endless loop or a test waiting for input?)", "", "make the tests finish")])
        if reach is not None:
            part = _reached(_pytest_part(result.exit_code or 0, result.output, tail), reach)
            if measure and part.grounded == "passed" and \
                    must_show_change(ctx.task, ctx.before.files, ctx.after.files) and \
                    await _pass_at_start(ctx, runner, options):
                _unshown(part)
            return part
        ok = result.exit_code == 0
        findings = [] if ok else [Finding("major", "tests",
                                          f"`{' '.join(runner.argv)}` failed", "",
                                          "read the failures and fix the code or the test")]
        return Part(self.name, 1.0 if ok else 0.0, evidence=tail, findings=findings,
                    cap=None if ok else FAILING_TESTS_CAP, grounded="passed" if ok else "failed")


async def _pass_at_start(ctx: EvalContext, runner: Runner, options: list[str]) -> bool:
    """Whether the same tests pass on the code as the task gave it (``grounding.shown``),
    with the pytest plugins left out that the measured run leaves out (``run_measured``)."""
    start = start_files(ctx.before.files, ctx.after.files)
    if runner.command == PYTEST:
        options = [*options, *pytest_plugins.unused(start)]
    with laid_down(start, "openkoi-start-") as root:
        result = await run_command([*runner.command, *options], root, ctx.timeout_s)
    return not result.timed_out and result.exit_code == 0


def _unshown(part: Part) -> None:
    """A pass that the code as the task gave it shares is no evidence of the change."""
    part.grounded = ""
    part.evidence = (f"the tests pass on the code as the task gave it too: they {UNSHOWN}\n"
                     + part.evidence).strip()
    # minor: nothing is shown wrong, only unshown
    part.findings.append(Finding(
        "minor", "tests", "the tests also pass on the code as the task gave it: none of them "
        "shows the change the task asks for", "", "add a test of the case the task describes: "
        "it fails on the old code and passes on the new"))


def _beside(project: Part | None, own: Part, files: list[str]) -> Part:
    """The project's tests' part (None: it has none besides openkoi's) with openkoi's own
    test files' run: their failures count, their pass grounds nothing."""
    if own.grounded == "passed":
        own.grounded = ""
        own.evidence = (f"{', '.join(files)}: {OWN}, written from the task's "
                        "examples and the independent tests the code passed; they pass, "
                        "and that is no evidence of its own\n" + own.evidence).strip()
    if project is None or not project.applicable:
        return own
    if not own.applicable:
        return project
    failed = "failed" if "failed" in (project.grounded, own.grounded) else project.grounded
    caps = [c for c in (project.cap, own.cap) if c is not None]
    return Part("tests", min(project.score, own.score), evidence=(
        project.evidence + "\n" + own.evidence).strip(),
        findings=[*project.findings, *own.findings], dimensions={"tests": min(
            project.score, own.score)}, cap=min(caps) if caps else None, grounded=failed)


def _pytest_part(code: int, output: str, tail: str) -> Part:
    if code == 5:  # no tests collected
        return Part("tests", applicable=False, evidence=tail)
    counts = pytest_counts(output)
    total = sum(counts.values())
    findings = []
    details = _failure_details(output)
    origins = _collection_origins(output)
    for kind, test_id, reason in _PYTEST_FAILED.findall(output):
        what = "fails" if kind == "FAILED" else "cannot run"
        why = details.get(test_id.rsplit("::", 1)[-1]) or (reason or "see the test output")
        origin = origins.get(test_id, "")
        if kind == "ERROR" and origin and origin.split(":")[0] != test_id:
            # the test file is fine: importing the code under test failed; point there
            findings.append(Finding(
                "major", "tests", f"{test_id} cannot be imported: {why.strip()} "
                f"(raised at {origin}, in the code the test imports)", origin,
                f"fix {origin} (e.g. a missing import or a wrong name)"))
            continue
        findings.append(Finding(
            "major", "tests", f"{test_id} {what}: {why.strip()}",
            test_id, "decide whether the code or the test is wrong (check the task), then "
            "fix that one"))
    if code != 0 and total == 0:
        findings.append(Finding("blocker", "tests", "the tests could not be collected: "
                                + _first_error(output), "", "fix the import or syntax error"))
        return Part("tests", 0.0, evidence=tail, findings=findings, cap=FAILING_TESTS_CAP,
                    grounded="failed")
    score = counts["passed"] / total if total else (1.0 if code == 0 else 0.0)
    failing = code != 0
    if failing and not findings:
        findings.append(Finding("major", "tests", "the test run failed: " + _first_error(output)))
    return Part("tests", score, evidence=tail, findings=findings,
                dimensions={"tests": score}, cap=FAILING_TESTS_CAP if failing else None,
                grounded="failed" if failing else "passed")


def failure_messages(code: int, output: str) -> list[str]:
    """What a pytest run's failing tests say, worded as the evaluation's findings are
    ("tests/test_a.py::test_b fails: assert 4.5 == 7.95 / +  where 4.5 = f(36)")."""
    return [] if code in (0, 5) else [f.message for f in _pytest_part(code, output, "").findings]


def _reached(part: Part, reach: Reach) -> Part:
    """A pass is evidence for the change only where the tests ran it (``reach``)."""
    if not reach.sources:
        return part
    part.evidence = (reach.describe() + "\n" + part.evidence).strip()
    if part.grounded == "passed" and not reach.complete:
        part.grounded = ""
        # minor: nothing is shown wrong, only unshown (not a lesson "still wrong at the end")
        part.findings.append(Finding(
            "minor", "tests", "the tests pass, but none of them runs the changed code in "
            + ", ".join(reach.unreached) + ": they say nothing about it", reach.unreached[0],
            "add a test that calls the changed code with an input the task states and checks "
            "the result"))
    return part


_SECTION = re.compile(r"^_{3,} (?:ERROR at \w+ of )?(\S+?) _{3,}$")


def _failure_details(output: str, max_lines: int = 3) -> dict[str, str]:
    """test name -> its first "E ..." lines (the assertion with both values), untruncated,
    unlike pytest's one-line summary."""
    details: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in output.splitlines():
        header = _SECTION.match(line.strip())
        if header:
            current = details.setdefault(header.group(1).split("[")[0], [])
            continue
        if current is not None and line.startswith("E ") and len(current) < max_lines:
            text = line[1:].strip()
            if text and not text.startswith("Use -v"):
                current.append(text[:300])
    return {name: " / ".join(lines) for name, lines in details.items() if lines}


_COLLECTING = re.compile(r"^_{3,} ERROR collecting (\S+) _{3,}$")
_FRAME = re.compile(r"^(\S+?):(\d+): in ")


def _collection_origins(output: str) -> dict[str, str]:
    """test file -> "path:line" of the innermost traceback frame of its collection error
    (e.g. ``solution.py:1`` when importing the code under test raised a NameError)."""
    origins: dict[str, str] = {}
    current: str | None = None
    frame = ""
    for line in output.splitlines():
        header = _COLLECTING.match(line.strip())
        if header:
            current, frame = header.group(1), ""
            continue
        if current is None:
            continue
        if line.startswith(("___", "===")):
            current = None
            continue
        found = _FRAME.match(line)
        if found:
            frame = f"{found.group(1)}:{found.group(2)}"
        elif line.startswith("E ") and frame:
            origins.setdefault(current, frame)
    return origins


def _first_error(output: str) -> str:
    for line in output.splitlines():
        stripped = line.strip()
        if stripped.startswith("E ") or "Error" in stripped:
            return stripped.lstrip("E").strip()[:300]
    return output.strip().splitlines()[-1][:300] if output.strip() else "no output"


def _tail(text: str, lines: int = 40, chars: int = 4000) -> str:
    tail = "\n".join(text.rstrip().splitlines()[-lines:])
    return tail[-chars:]
