"""What a grounded test is and what running one gives.

A test is a call expression (``add(1, 2)``) evaluated with the names of ``module`` in scope,
and what it must give: an expected value (a Python expression), an exception it must raise,
or nothing (it only has to run). Keeping the call apart from the expectation is what lets
candidates run on each other's test inputs (dual execution agreement).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from openkoi.engine.grounding.stdvalues import is_value

ORIGINS = ("user", "example", "writer")  # the user's tests, the task's examples, a model's
TRUSTED = frozenset({"user", "example"})  # never weakened, never outvoted


@dataclass(frozen=True)
class GroundedTest:
    name: str
    module: str  # importable module name, e.g. "solution" for solution.py
    call: str  # a Python expression, e.g. "add(1, 2)"
    expected: str | None = None  # a Python expression, e.g. "3"; None: it only has to run
    raises: str | None = None  # an exception class name the call must raise
    origin: str = "example"
    # False: it checks a side condition ("the input is kept as written"), not a value the
    # code works out, so passing it shows nothing of the work
    shows_work: bool = True
    # statements run first, in the module's names (a doctest session's lines before the call)
    setup: str = ""

    @property
    def trusted(self) -> bool:
        return self.origin in TRUSTED

    @property
    def guard(self) -> bool:
        """Whether the test only checks a refusal or a side condition: code that does none
        of the work can pass it."""
        return self.raises is not None or not self.shows_work

    def describe(self) -> str:
        shown = ""
        for line in filter(None, map(str.strip, self.setup.splitlines())):
            shown += (" " if shown.endswith(":") else "; " if shown else "") + line
        after = f"after {shown}: " if shown else ""
        if self.raises:
            return f"{after}{self.call} raises {self.raises}"
        if self.expected is not None:
            return f"{after}{self.call} == {self.expected}"
        return f"{after}{self.call} runs"

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "module": self.module, "call": self.call,
                "expected": self.expected, "raises": self.raises, "origin": self.origin,
                "setup": self.setup}


@dataclass(frozen=True)
class TestResult:
    test: GroundedTest
    status: str  # passed | failed | error | timeout
    actual: str = ""  # repr of the value, or "raise ExcType: message"
    in_setup: bool = False  # the import or the setup's lines failed: the call never ran
    # where the work raised, and what it was handling then (``run.site``); "" for none
    site: str = ""
    # a wrong answer's calls into the work's functions, with what each gave (``run.traced``)
    calls: str = ""

    __test__ = False  # not a pytest class

    @property
    def passed(self) -> bool:
        return self.status == "passed"

    @property
    def output(self) -> str:
        """What the call gave, as compared across candidates (exception messages dropped:
        two candidates that both raise ValueError agree)."""
        if self.actual.startswith("raise "):
            return self.actual.split(":", 1)[0]
        return self.actual

    def describe(self) -> str:
        if self.passed:
            return f"{self.test.describe()}: passed"
        if self.status == "timeout":
            return f"{self.test.describe()}: did not finish (an endless loop?)"
        return f"{self.test.describe()}: got {self.got()}"

    def got(self) -> str:
        """What the call gave, and where the work raised it ("raise ValueError: bad date
        (at log.py line 14, in parse: `raise ValueError('bad date')`; raised while handling
        ValueError: time data '2024-07-14 ' does not match format '%Y-%m-%d')"), or for a
        wrong value, what the functions of the work it called gave ("'7 stems' (the calls it
        made: parse_order('rose x6, rose x4') returned {'rose': 4})")."""
        return self.actual[:200] + (f" (at {self.site})" if self.site else "") + (
            f" (the calls it made: {self.calls})" if self.calls else "")


@dataclass(frozen=True)
class HeldOut:
    """Changes of code the task gives and leaves alone that were held out while the tests of
    it were chosen (``grounding.noticing``), and whether the chosen tests notice them:
    evidence that the tests check the code's rules, not only the changes they were chosen
    for. Only changes some call of the pool tells apart from the given code count."""

    test_file: str = ""
    noticed: tuple[str, ...] = ()
    missed: tuple[str, ...] = ()
    unrun: int = 0  # held out but never run to an answer: the file is not verified


@dataclass(frozen=True)
class Independent:
    """What a candidate search leaves the evaluation: the tests a call that never saw the code
    wrote from the task (``tests``: those still trusted; ``suspect``: those every member of the
    agreeing candidates contradicted, left out of the ranking), and how many of the
    ``sampled`` candidates gave the kept one's outputs on every call (``agreement``)."""

    tests: tuple[GroundedTest, ...] = ()
    suspect: tuple[GroundedTest, ...] = ()
    backed: tuple[GroundedTest, ...] = ()  # suspect tests some other sampled candidate passes
    # suspect tests the code as the task gave it answers as the agreeing candidates do
    inherited: tuple[GroundedTest, ...] = ()
    agreement: int = 1
    sampled: int = 1
    # the kept candidate passed the user's own evidence: the project's tests, or at least one
    # of the task's examples (stated calls, stated runs of its script) and the user's tests
    # with none failing
    trusted_passed: bool = False
    # how many pieces of that evidence passed: each stated call and user's test run as a
    # grounded test, each matched stated run, and the project's tests as one
    trusted_count: int = 0
    # a test file built from given code: the changes held out from its making
    heldout: HeldOut | None = None


def held_answer(actual: str, named: str) -> tuple[str | None, str | None] | None:
    """What a call's answer (``TestResult.actual``) holds a test to, as (expected, raises):
    a literal value of fewer than 300 characters, or an exception ``named`` (the task's and
    the code's text) names (a TypeError of a call made with the wrong arguments pins nothing
    the user wrote); None for any other answer."""
    if actual.startswith("raise "):
        exc = actual[6:].partition(":")[0]
        return (None, exc) if re.fullmatch(r"[A-Za-z_]\w*", exc) and \
            re.search(rf"\b{exc}\b", named) else None
    return (actual, None) if is_value(actual) and len(actual) < 300 else None


def code_answer(result: TestResult, named: str) -> GroundedTest | None:
    """``result``'s test with the answer the code gave (``held_answer``), where the call ran
    and the test wanted another; None otherwise."""
    if result.in_setup or result.status not in ("failed", "error") or result.test.setup:
        return None
    held = held_answer(result.actual, named)
    return None if held is None else replace(result.test, expected=held[0], raises=held[1])
