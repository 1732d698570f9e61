"""Attempt strategies: how one iteration produces a change, chosen once per task.

- ``ToolLoop``: the model drives tools (read, search, write, edit, run) until it answers;
  the next iteration edits the files in place, so a worse iteration ends the loop.
- ``Candidates`` (``candidates``): whole files, several samples per iteration (one
  batched decode on the embedded model), ranked by grounded evidence; the best is written.
- ``WholeFile``: one call per iteration; the model writes each file it changes in full, as
  plain fenced text (``draft``): code is never written inside a JSON string. A new test file
  the task asks for is written in its own call from the task text (``testfile``). Every
  retry is a fresh sample from the best files so far (``resamples``), so a worse sample does
  not end the loop.

``choose`` picks one from the request's ``edit_format`` and the model's capabilities (data,
never a provider's name); the loop calls ``attempt`` once per iteration and does not know
which strategy it drives.
"""

from __future__ import annotations

import asyncio
import contextlib
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from openkoi import events
from openkoi.engine.calls import Caller
from openkoi.engine.draft import (
    draft,
)
from openkoi.engine.execute import ExecResult, execute
from openkoi.engine.grounding import (
    GroundedTest,
    HeldOut,
    Independent,
    code_answer,
    run_grounded,
)
from openkoi.engine.grounding.defined import docstrings
from openkoi.engine.targets import (
    draft_targets,
    file_texts,
    files_to_show,
    is_test_file,
    says_code_is_wrong,
    texts,
)
from openkoi.engine.testfile import (
    early_names_hold,
    given_code_tests,
    grounded_tests,
    merged,
    missed_names,
    public_names,
    source_under_test,
    tests_again,
    write_test_file,
)
from openkoi.engine.workspace import Snapshot
from openkoi.models.base import Message
from openkoi.prompts import render
from openkoi.records import Plan
from openkoi.tools.base import ToolContext
from openkoi.tools.registry import ToolRegistry

REFINE_TEMPERATURE = 0.6  # whole-file retries sample: greedy decoding repeats its mistake
CANDIDATE_TEMPERATURE = 0.7  # several samples of one prompt must differ to be worth ranking


@dataclass
class Turn:
    """What one iteration's attempt sees."""

    task: str
    context: str
    directive: str
    memory: str  # recalled learnings
    plan: Plan
    feedback: str  # the refinement of the previous iteration ("" on the first)
    number: int
    best_score: float
    goal: float
    current: Snapshot
    baseline: Snapshot


@dataclass
class Early:
    """A test-writing call started before the code it tests was drafted."""

    names: list[str]
    task: asyncio.Future[list[GroundedTest]]

    async def drop(self) -> None:
        """Cancel it if it still runs (the draft named other things), and let it end."""
        if not self.task.done():
            self.task.cancel()
        with contextlib.suppress(BaseException):
            await self.task


@dataclass
class Attempt(ABC):
    caller: Caller
    registry: ToolRegistry
    ctx: ToolContext
    named: list[str]  # the files the task names

    name = ""
    resamples = False  # each iteration is a fresh sample from the best files so far

    def plans_from_task(self) -> bool:
        """Whether the task is its own plan (no planning call)."""
        return False

    def own_tests(self) -> tuple[str, ...]:
        """The test files openkoi itself writes for this task from the tests the code passes
        (``WholeFile.write_tests_apart``): they pass by construction, so they are no
        evidence of their own, and never "the project's tests"."""
        return ()

    @abstractmethod
    async def attempt(self, turn: Turn) -> ExecResult:
        """Change the workspace once; the answer is the model's closing words."""


@dataclass
class ToolLoop(Attempt):
    max_steps: int = 12

    name = "tools"

    async def attempt(self, turn: Turn) -> ExecResult:
        return await execute(self.caller, self.registry, self.ctx, self.messages(turn),
                             max_steps=self.max_steps, iteration=turn.number)

    def messages(self, turn: Turn) -> list[Message]:
        files = [] if not turn.feedback else file_texts(turn.current, files_to_show(
            turn.current, turn.baseline, turn.task + "\n" + turn.feedback))
        return [
            Message("system", render("execute_system", directive=turn.directive)),
            Message("user", render(
                "execute_user", task=turn.task, context=turn.context, plan=turn.plan,
                memory=turn.memory, feedback=turn.feedback, iteration=turn.number,
                score=max(turn.best_score, 0.0), goal=turn.goal, files=files)),
        ]


@dataclass
class WholeFile(Attempt):
    # New test files the task asks for: written in their own call from the task text
    # (``testfile``), never in the code's reply.
    apart: tuple[str, ...] = ()
    _tests: dict[str, list[GroundedTest]] = field(default_factory=dict)
    _wrote: dict[str, list[GroundedTest]] = field(default_factory=dict)  # test file -> tests
    _said: set[str] = field(default_factory=set)  # the notices given
    _asked: set[str] = field(default_factory=set)  # the writer's asks again (``_ask_again``)
    # (test file, the given code, its tests so far) -> the tests to write (``given_code_tests``)
    _given: dict[tuple[str, str, tuple[str, ...]], tuple[list[GroundedTest], HeldOut]] = \
        field(default_factory=dict)

    name = "whole"
    resamples = True

    def plans_from_task(self) -> bool:
        return bool(self.named)

    def own_tests(self) -> tuple[str, ...]:
        return self.apart

    async def attempt(self, turn: Turn) -> ExecResult:
        targets = [t for t in draft_targets(turn.plan, self.named) if t not in self.apart]
        if not targets and self.apart:
            return await self.tests_alone(turn)
        result = await draft(
            self.caller, self.registry, self.ctx, self.messages(turn, targets),
            targets=targets, current=texts(turn.current, targets), iteration=turn.number,
            temperature=None if turn.number == 1 else REFINE_TEMPERATURE, apart=self.apart)
        await self.write_tests_apart(turn, targets, result)
        # the written tests run on the code as independent evidence: one the code fails
        # contests it (the file holds only those it passes, so it cannot say so)
        written = tuple(t for tests in self._tests.values() for t in tests
                        if t.origin == "writer")
        if written:
            result.independent = replace(result.independent or Independent(), tests=written)
        return result

    async def write_tests_apart(self, turn: Turn, targets: list[str], result: ExecResult,
                                suspect: Sequence[GroundedTest] = ()) -> None:
        """Write the new test files the task asks for, each from its own grounded tests (not
        from the code), once the code is on disk. The file holds the task's examples and the
        written tests the code passes: a written test the code contradicts is not put in a
        file that would then be "the project's tests" and bend the code to it; the
        disagreement stays in the independent evidence (``evaluators.independent``), which
        keeps the result from being done. ``suspect`` tests (ones the agreeing candidates all
        contradict) are left out. A file written earlier is written again when that set
        changes (a later draft passes a test an earlier one failed)."""
        now = Snapshot.take(self.ctx.workspace, self.ctx.private_dirs)
        sources = texts(now, [t for t in targets if not is_test_file(t)])
        for test_file in self.apart:
            source = source_under_test(test_file, list(sources))
            given = source is None
            if source is None:
                # tests asked for of code the task gave and leaves alone ("Don't change
                # grades.py"): the source is a file of the workspace, not one this task writes
                source = source_under_test(test_file, [
                    n for n in now.files if n.endswith(".py") and not is_test_file(n)])
                if source is not None:
                    sources.update(texts(now, [source]))
            if source is None or (test_file in now.files and test_file not in self._wrote):
                continue
            left = given and sources[source] == texts(turn.baseline, [source]).get(source)
            # code the task leaves alone is right by its word, unless it says otherwise: an
            # example it contradicts was misread, and would fail the file on the code it
            # tests (heldout24's coffee_ratio: 4 of 77 tests failed on the given code)
            oracle = (source, test_file) if left and not says_code_is_wrong(turn.task) \
                else None
            named = "\n".join([turn.task, *docstrings(sources[source])]) if oracle else ""
            tests = await self._agreeing([t for t in await self.tests_of(
                turn, source, sources[source]) if t not in suspect], oracle, named)
            if left:
                key = (test_file, sources[source], tuple(t.describe() for t in tests))
                if key not in self._given:  # the same each iteration: built once
                    tests, log = await given_code_tests(
                        turn.task, source, sources[source], tests, self.ctx.workspace,
                        now.files, min(self.ctx.shell_timeout_s, 60.0))
                    self._given[key] = tests, HeldOut(test_file, tuple(log.noticed),
                                                      tuple(log.missed), log.unrun)
                tests, heldout = self._given[key]
                result.independent = replace(result.independent or Independent(),
                                             heldout=heldout)
            if test_file in now.files and tests == self._wrote[test_file]:
                continue
            written = await write_test_file(self.caller, self.registry, self.ctx,
                                            test_file=test_file, tests=tests,
                                            iteration=turn.number, code=sources[source])
            if written:
                self._wrote[test_file] = tests
            result.changed_files.extend(f for f in written if f not in result.changed_files)

    async def tests_alone(self, turn: Turn) -> ExecResult:
        """An attempt where the task's only files to write are new test files of code it
        gave (and says to leave alone): no draft of code is asked for (a call told to write
        nothing wrote a stray ``test_grades.py`` beside the one the task named), the test
        files are written apart, from the task, as for any new code."""
        result = ExecResult("")
        if turn.number > 1 and turn.feedback:
            await self._ask_again(turn)
        if turn.number > 1 and any(t not in self._wrote for t in self.apart):
            # no file was written from the last answers: ask the writer afresh (its answers
            # are sampled) rather than spend the iteration on the same nothing (heldout56's
            # glazier_quote_tests: two iterations of no call at all)
            self._tests.clear()
        await self.write_tests_apart(turn, [], result)
        if result.changed_files:
            result.answer = f"Wrote {', '.join(result.changed_files)}."
        return result

    async def _ask_again(self, turn: Turn) -> None:
        """``testfile.tests_again`` for each source the findings name a function of (once)."""
        for source, tests in list(self._tests.items()):
            code = texts(turn.current, [source]).get(source, "")
            said, names = missed_names(turn.feedback, code)
            if names and (key := f"{source}\n{names}\n{said}") not in self._asked:
                self._asked.add(key)
                self._tests[source] = merged(tests, await tests_again(
                    self.caller, turn.task, said, source, names,
                    texts(turn.baseline, [source]).get(source, "")))

    async def _agreeing(self, tests: list[GroundedTest],
                        oracle: tuple[str, str] | None = None,
                        named: str = "") -> list[GroundedTest]:
        """The task's examples (always), and the written tests the files on disk pass.
        ``oracle``: (source, test file) where the source is code the task leaves alone and
        calls right: there its examples must pass too, and those it fails are left out of
        the test file, with a notice, while a written call it answers otherwise keeps its
        call with the code's answer (an exception only where ``named`` names it)."""
        if oracle is None and not any(not t.trusted for t in tests):
            return tests
        results = await run_grounded(tests, self.ctx.workspace,
                                     min(self.ctx.shell_timeout_s, 60.0))
        aside = [r for r in results if not r.passed and r.test.trusted]
        said = (f"{len(aside)} test(s) of {oracle[0]} left out of {oracle[1]}: the code the "
                "task leaves alone answers otherwise"
                + "".join(f"\n  {r.describe()}" for r in aside)) if oracle else ""
        if aside and said and said not in self._said:  # once, not each iteration
            self._said.add(said)
            self.caller.bus.emit(self.caller.task_id, events.NOTICE, {"message": said})
        if oracle is not None:  # the code is right by the task's word: a written call it
            # answers otherwise keeps its call, with the code's answer (heldout56's
            # glazier_quote_tests: the writer's sides in metres, the code's in millimetres)
            kept = [r.test if r.passed else None if r.test.trusted else code_answer(r, named)
                    for r in results]
            return [t for t in kept if t is not None]
        return [r.test for r in results if r.passed or r.test.trusted]

    async def tests_of(self, turn: Turn, source: str, code: str,
                       early: Early | None = None) -> list[GroundedTest]:
        """The grounded tests of ``source`` (asked once per task: the test-writing call sees
        only the task, the names and the file's docstrings as they stood before the task, so a
        new draft does not change its answer). ``early``: that call, made while the code was
        drafted, for names known before it; used where the draft defines those names
        (``early_names_hold``), else asked again with the draft's names."""
        if source not in self._tests:
            spec = texts(turn.baseline, [source]).get(source, "")
            written = None
            if early is not None:
                if early_names_hold(early.names, code, new=not spec, spec=spec):
                    written = await early.task
                else:
                    await early.drop()
            own = texts(turn.baseline, [n for n in turn.baseline.files if is_test_file(n)
                                        and n.endswith(".py")])
            tests = await grounded_tests(self.caller, turn.task, source, code, spec=spec,
                                         written=written, user_tests=list(own.values()))
            if not tests and not public_names(code):
                return []  # an empty or broken draft names nothing: ask again with the next
            self._tests[source] = tests
        return self._tests[source]

    def messages(self, turn: Turn, targets: list[str]) -> list[Message]:
        return draft_messages(turn, targets, self.apart)


def draft_messages(turn: Turn, targets: list[str], apart: Sequence[str] = ()) -> list[Message]:
    """The whole-file draft prompt of ``turn`` for ``targets`` (``apart``: files another
    call writes)."""
    files = file_texts(turn.current, files_to_show(
        turn.current, turn.baseline, "\n".join([turn.task, turn.feedback, *targets])))
    return [
        Message("system", render("draft_system", directive=turn.directive)),
        Message("user", render(
            "draft_user", task=turn.task, context=turn.context, memory=turn.memory,
            plan=turn.plan, files=files, targets=targets, apart=tuple(apart),
            feedback=turn.feedback,
            iteration=turn.number, score=max(turn.best_score, 0.0), goal=turn.goal)),
    ]
