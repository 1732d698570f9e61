"""Attempt strategies: how one iteration produces a change, chosen once per task.

- ``ToolLoop``: the model drives tools (read, search, write, edit, run) until it answers;
  the next iteration edits the files in place, so a worse iteration ends the loop.
- ``Candidates``: whole files, several samples per iteration (one batched decode on the
  embedded model), ranked by grounded evidence; the best is written.
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
from openkoi.engine.asks import Ask, after_greedy, iteration_asks
from openkoi.engine.calls import Caller
from openkoi.engine.draft import (
    CLOSE,
    MAX_OUTPUT_TOKENS,
    candidate_files,
    draft,
    reply_start,
    sample_cap,
    started,
    whole_reply,
    write_reply,
)
from openkoi.engine.evaluators.grounded import program_runs, stated_runs
from openkoi.engine.execute import ExecResult, execute
from openkoi.engine.focus import focus_messages, focus_start, same_code
from openkoi.engine.grounding import (
    GroundedTest,
    HeldOut,
    Independent,
    code_answer,
    contesting,
    rank_candidates,
    run_grounded,
)
from openkoi.engine.grounding.defined import docstrings
from openkoi.engine.project_run import ProjectRun, project_run
from openkoi.engine.ranked import Option, Ranked, Sampled, parses
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
    names_before_code,
    public_names,
    source_under_test,
    stated_tests,
    tests_again,
    write_test_file,
    writer_samples,
    written_tests,
)
from openkoi.engine.workspace import Snapshot
from openkoi.errors import ContextOverflow
from openkoi.models.base import Message, Response
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


@dataclass
class Candidates(WholeFile):
    """Search, not only retry: each iteration samples ``count`` whole-file drafts of one
    prompt (one batched decode where the model can, ``Caller.sample``), ranks them by
    grounded evidence (the project's own Python tests first, then ``rank_candidates``: the
    task's examples and the task-only tests, dual execution agreement) and writes the best.
    No model judge picks among them: where the evidence ties, the earliest sample is kept.
    The first iteration's first draft is greedy (``_asks``), the others are sampled; the
    greedy draft is ranked alone first, and where that settles it (``Ranked.settled``: it
    passes every test that ran, the user's evidence among them) the others are not sampled.
    After the first iteration the repairs of the current files are ranked beside as many
    fresh samples of the first iteration's prompt, where the model has the room (``_fresh``)."""

    count: int = 3
    temperature: float = CANDIDATE_TEMPERATURE
    timeout_s: float = 60.0
    # the project's tests on a draft's files, within one attempt (the workspace is unchanged)
    _project: dict[tuple[tuple[str, str], ...], ProjectRun] = field(default_factory=dict)
    # the task's stated runs of its script on a draft's files, and the workspace's files,
    # within one attempt (the greedy draft is run before it is ranked, and again in it)
    _ran: dict[tuple[tuple[str, str], ...], tuple[int, int]] = field(default_factory=dict)
    _now: dict[str, bytes] | None = None

    name = "candidates"

    async def attempt(self, turn: Turn) -> ExecResult:
        targets = [t for t in draft_targets(turn.plan, self.named) if t not in self.apart]
        if not targets and self.apart:
            return await self.tests_alone(turn)
        start = reply_start(targets, self.caller.model.capabilities)
        early = self._early_tests(turn, targets)
        self._project.clear()
        self._ran.clear()
        self._now = None
        try:
            asks = self._asks(turn)
            # the first iteration's greedy draft is ranked on its own first: where it passes
            # every test that ran, the user's or the task's among them, no other draft would
            # be kept instead (``Ranked.settled``), and the samples are not decoded at all
            staged = len(asks) > 1 and asks[0].how == "greedy"
            drafts = await self._sample(
                asks[:1] if staged else asks, turn, targets, start,
                max_tokens=MAX_OUTPUT_TOKENS if staged or turn.number == 1
                else sample_cap("".join(texts(turn.current, targets).values())))
            ranked = None
            if staged and await self._may_settle(drafts[0], targets, turn, early):
                ranked = await self._rank(turn, targets, drafts, early)
            alone = ranked is not None and ranked.settled
            if not alone:
                if staged:
                    greedy, _ = candidate_files(drafts[0].reply, targets, self.apart,
                                                drafts[0].base)
                    rest = after_greedy(asks[1:], greedy, self._sources(turn),
                                        await self._given_fails(turn, greedy))
                    drafts += await self._sample(rest, turn, targets, start,
                                                 max_tokens=sample_cap(drafts[0].reply),
                                                 have_drafts=True)
                ranked = await self._rank(turn, targets, drafts, early)
            if ranked is None:  # prose only, every time: one greedy draft, asked again
                return await super().attempt(turn)
            return await self._write(turn, targets, drafts, ranked, alone=alone)
        finally:  # an early call the draft did not use (cancelled, failed) is not left running
            for pending in early.values():
                await pending.drop()

    async def _sample(self, asks: list[Ask], turn: Turn, targets: list[str],
                      start: str, *, max_tokens: int = MAX_OUTPUT_TOKENS,
                      have_drafts: bool = False) -> list[Sampled]:
        """The drafts of ``asks``, their calls run at once, each at most ``max_tokens``; a
        call that overflows the model's context gives none, and where every call does, the
        overflow is raised unless the iteration ``have_drafts`` already."""
        starts = [focus_start(a.focus, start) if a.focus else start for a in asks]
        overflow: list[ContextOverflow] = []

        async def drafts_of(ask: Ask, begun: str) -> list[Response]:
            # the calls decoded at once share the model's context: where they overflow it
            # (heldout58's village_hall_edit: six sequences of a long task, "Context size has
            # been exceeded", and the task failed), the call's drafts are lost, not the
            # iteration's
            try:
                return await self.caller.sample(
                    started(self._messages(ask, targets), begun), n=ask.n, purpose="execute",
                    max_tokens=max_tokens, temperature=ask.temperature,
                    stop=[CLOSE] if begun else None)
            except ContextOverflow as exc:
                overflow.append(exc)
                return []

        batches = await asyncio.gather(*(drafts_of(a, begun)
                                         for a, begun in zip(asks, starts, strict=True)))
        if overflow:
            if not any(batches) and not have_drafts:
                raise overflow[0]
            self.caller.bus.emit(self.caller.task_id, events.NOTICE, {"message": (
                f"{len(overflow)} of {len(asks)} sampling calls did not fit the model's "
                f"context together and were dropped: {overflow[0]}")})
        return [Sampled(whole_reply(begun, response), base, a.how)
                for a, begun, batch in zip(asks, starts, batches, strict=True)
                for base in [texts(a.turn.current, targets)] for response in batch]

    def _messages(self, ask: Ask, targets: list[str]) -> list[Message]:
        if ask.focus is None:
            return self.messages(ask.turn, targets)
        return focus_messages(ask.turn.task, ask.turn.directive, ask.focus)

    async def _may_settle(self, draft: Sampled, targets: list[str], turn: Turn,
                          early: dict[str, Early]) -> bool:
        """Whether ``draft`` alone is worth ranking (``Ranked.settled``), asked before the
        written tests are awaited, so that a draft the user's own evidence rejects does not
        wait for them: its files parse and define the names the test-writing calls started
        beside it test (those calls are not lost), the project's tests do not fail, and the
        task's examples of it (at least one) pass, or else the project's tests pass and run
        what it changed."""
        contents, _ = candidate_files(draft.reply, targets, self.apart, draft.base)
        given = texts(turn.baseline, [*contents, *early])  # the files as the task gave them
        if not contents or not parses(contents) or not all(
                early_names_hold(e.names, contents.get(source, ""), new=not given.get(source),
                                 spec=given.get(source, ""))
                for source, e in early.items()):
            return False
        project = await self._project_tests_pass(contents, turn.baseline)
        if project[0] is False:
            return False
        stated = [t for source, code in contents.items()
                  if source.endswith(".py") and not is_test_file(source)
                  for t in stated_tests(turn.task, source, code, given.get(source, ""))]
        failed, matched = await self._runs(turn, contents)
        if failed:
            return False  # a run the task states fails: the other drafts are worth a look
        if not stated:
            return project == (True, True) or matched > 0
        ranking = await rank_candidates([contents], stated, self.ctx.workspace, self.timeout_s)
        return ranking.order[0].trusted_failed == 0

    async def _given_fails(self, turn: Turn, greedy: dict[str, str]) -> list[str]:
        """Where the greedy draft wrote the sources back as the task gave them: what the
        code as given fails of the user's evidence (the project's tests, the task's
        examples of it), as feedback lines (``asks.after_greedy``); [] otherwise."""
        sources = [s for s in self._sources(turn) if s in greedy]
        given = texts(turn.baseline, sources)
        if not sources or any(s not in given or not same_code(greedy[s], given[s])
                              for s in sources):
            return []
        run = await self._project_run(greedy, turn.baseline)
        stated = [t for s in sources for t in stated_tests(turn.task, s, greedy[s], given[s])]
        ranking = await rank_candidates([greedy], stated, self.ctx.workspace, self.timeout_s) \
            if stated else None
        examples = [r for r in ranking.order[0].results if r.test.trusted and not r.passed] \
            if ranking and ranking.order else []
        return [f"- [major] {m}" for m in run.failures] + \
            [f"- [major] the stated example {r.describe()}" for r in examples]

    def _asks(self, turn: Turn) -> list[Ask]:
        return iteration_asks(turn, self.count, self.temperature, self._sources(turn),
                              self.caller.model.capabilities.sequences_at_once)

    def _sources(self, turn: Turn) -> list[str]:
        """The Python files the drafts write that are not tests."""
        return [t for t in draft_targets(turn.plan, self.named)
                if t not in self.apart and t.endswith(".py") and not is_test_file(t)]

    def _early_tests(self, turn: Turn, targets: list[str]) -> dict[str, Early]:
        """The test-writing calls that can start beside the first draft, for the Python
        sources whose names are known before any code (``names_before_code``): on the
        embedded model, when the server has slots for both, the writer's answers decode in
        the same batches as the candidates instead of after them."""
        capabilities = self.caller.model.capabilities
        if turn.number != 1 or \
                capabilities.sequences_at_once < self.count + writer_samples(capabilities):
            return {}
        early: dict[str, Early] = {}
        for source in targets:
            if not source.endswith(".py") or is_test_file(source) or source in self._tests:
                continue
            spec = texts(turn.baseline, [source]).get(source, "")
            names = names_before_code(turn.task, source, spec)
            if names:
                early[source] = Early(names, asyncio.ensure_future(
                    written_tests(self.caller, turn.task, source, names, spec)))
        return early

    async def _rank(self, turn: Turn, targets: list[str], drafts: list[Sampled],
                    early: dict[str, Early]) -> Ranked | None:
        """The drafts with files, ranked by grounded evidence (None: none has files)."""
        options = []
        for number, sampled in enumerate(drafts, 1):
            contents, skipped = candidate_files(sampled.reply, targets, self.apart,
                                                sampled.base)
            if contents:
                options.append(Option(number, sampled.reply, contents, skipped, sampled.how))
        if not options:
            return None
        options.sort(key=lambda o: not parses(o.contents))  # a draft that parses comes first
        tests: list[GroundedTest] = []
        for source, code in options[0].contents.items():
            if source.endswith(".py") and not is_test_file(source):
                tests += await self.tests_of(turn, source, code, early.pop(source, None))
        ranking = await rank_candidates([o.contents for o in options], tests,
                                        self.ctx.workspace, self.timeout_s)
        project = [await self._project_run(o.contents, turn.baseline) for o in options]
        outcomes = [await self._runs(turn, o.contents) for o in options] \
            if any(stated_runs(turn.task, self._laid(options[0].contents))) else []
        return Ranked(options, tests, ranking, project, [f for f, _ in outcomes],
                      [m for _, m in outcomes])

    def _laid(self, contents: dict[str, str]) -> dict[str, bytes]:
        """The workspace's files (read once an attempt) with ``contents`` laid over them."""
        if self._now is None:
            self._now = Snapshot.take(self.ctx.workspace, self.ctx.private_dirs).files
        return {**self._now, **{n: t.encode("utf-8") for n, t in contents.items()}}

    async def _runs(self, turn: Turn, contents: dict[str, str]) -> tuple[int, int]:
        """How many of the runs the task states for its script (its example runs, its error
        cases) ``contents`` fails, and how many it matches."""
        key = tuple(sorted(contents.items()))
        if key not in self._ran:
            self._ran[key] = await program_runs(turn.task, self._laid(contents))
        return self._ran[key]

    async def _write(self, turn: Turn, targets: list[str], drafts: list[Sampled],
                     ranked: Ranked, *, alone: bool = False) -> ExecResult:
        """Write the best of ``ranked``, announce why it was kept (``alone``: the greedy
        draft settled it, no other draft sampled), and leave the evaluation the search's
        evidence (``ExecResult.independent``)."""
        options, order, ranking = ranked.options, ranked.order, ranked.ranking
        kept = options[order[0].index if order else 0]
        reasons = [f"sample {options[c.index].number}"
                   + (f" ({options[c.index].how})" if options[c.index].how else "") + ": "
                   + "; ".join(c.reasons)
                   + ranked.project[c.index].said()
                   + (f"; fails {ranked.runs_failed(c.index)} of the task's stated runs"
                      if ranked.runs_failed(c.index) else "") for c in order]
        suspects = list(zip(ranking.suspect, ranking.backers, strict=True))
        # agreeing with the starting code is no evidence where the task changes it
        kept_from_start = await contesting(
            turn.task, ranking.suspect, order[0].results if order else [],
            turn.baseline.files, self.timeout_s)
        reasons += [f"suspect test: {t.describe()}" + (
            " (passed by " + ", ".join(f"sample {options[i].number}" for i in backers) + ")"
            if backers else "") + (" (the code as the task gave it answers the same)"
                                   if t in kept_from_start else "")
            for t, backers in suspects]
        reasons += [f"set aside (no candidate's interface answers this call): {t.describe()}"
                    for t in ranking.misfit]
        self.caller.bus.emit(self.caller.task_id, events.NOTICE, {"message": (
            f"{len(drafts)} candidates sampled"
            + (" (the greedy draft passed every test that ran: no other sampled)"
               if alone else "")
            + f", {len(options)} with files, "
            f"{len(ranked.tests)} grounded tests; kept sample {kept.number}"
            + "".join(f"\n  {line}" for line in reasons))})
        result = await write_reply(self.caller, self.registry, self.ctx, kept.reply,
                                   kept.contents, kept.skipped, iteration=turn.number)
        await self.write_tests_apart(turn, targets, result, suspect=ranking.suspect)
        written = [t for t in ranked.tests if t.origin == "writer"]
        result.independent = Independent(
            tests=tuple(t for t in written if t not in ranking.suspect
                        and t not in ranking.misfit),
            suspect=tuple(ranking.suspect),
            backed=tuple(t for t, backers in suspects if backers),
            inherited=tuple(kept_from_start),
            agreement=order[0].agreement if order else 1, sampled=len(options),
            # the project's tests speak for the kept code only if they run what it changed
            trusted_passed=bool(order) and ranked.user_passed(order[0].index),
            trusted_count=ranked.trusted_count(order[0].index) if order else 0)
        return result

    async def _project_tests_pass(self, contents: dict[str, str], baseline: Snapshot
                                  ) -> tuple[bool | None, bool]:
        """Whether the workspace's Python tests pass with ``contents`` laid over a copy of
        it (None: there are none), and whether they run every source file changed since
        ``baseline``, the task's start (``project_run``)."""
        run = await self._project_run(contents, baseline)
        return run.passed, run.reaches

    async def _project_run(self, contents: dict[str, str], baseline: Snapshot) -> ProjectRun:
        key = tuple(sorted(contents.items()))
        if key not in self._project:
            now = Snapshot.take(self.ctx.workspace, self.ctx.private_dirs)
            # openkoi's own test file holds only tests earlier code passed: not the project's
            files = {n: d for n, d in now.files.items() if n not in self.own_tests()}
            self._project[key] = await project_run(files, contents, baseline.files,
                                                   self.timeout_s)
        return self._project[key]
