"""``Candidates``: whole files, several samples per iteration (one batched decode on the
embedded model), ranked by grounded evidence (the user's tests, the task's examples, the
independent writer's tests, the agreement of the drafts); the best is written. Its sampling
calls are ``asks``; the one-function repairs, ``focus``."""

from __future__ import annotations

import asyncio
import dataclasses
from dataclasses import dataclass, field

from openkoi import events
from openkoi.engine.asks import Ask, after_greedy, iteration_asks
from openkoi.engine.attempts import (
    CANDIDATE_TEMPERATURE,
    Early,
    Turn,
    WholeFile,
)
from openkoi.engine.draft import (
    CLOSE,
    MAX_OUTPUT_TOKENS,
    candidate_files,
    reply_start,
    sample_cap,
    started,
    whole_reply,
    write_reply,
)
from openkoi.engine.evaluators.checks import change_asked
from openkoi.engine.evaluators.grounded import program_runs, stated_runs
from openkoi.engine.execute import ExecResult
from openkoi.engine.focus import focus_messages, focus_start, same_code
from openkoi.engine.grounding import (
    GroundedTest,
    Independent,
    contesting,
    rank_candidates,
)
from openkoi.engine.grounding.agreement import Ranking
from openkoi.engine.project_run import ProjectRun, project_run
from openkoi.engine.ranked import Option, Ranked, Sampled, parses
from openkoi.engine.targets import (
    draft_targets,
    is_test_file,
    texts,
)
from openkoi.engine.testfile import (
    early_names_hold,
    names_before_code,
    stated_tests,
    writer_samples,
    written_tests,
)
from openkoi.engine.workspace import Snapshot
from openkoi.errors import ContextOverflow
from openkoi.models.base import Message, Response


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
    # the task's examples of a draft's sources, run on it, within one attempt (the greedy
    # draft's are run before it is ranked, and again where it wrote the given code back)
    _stated: dict[tuple[tuple[str, str], ...], Ranking | None] = field(default_factory=dict)
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
        self._stated.clear()
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
        calls = len(asks)
        if overflow and not any(batches) and not have_drafts:
            # every call overflowed (heldout62's ham_radio_fix: a repair's samples beside the
            # test writer's answers filled the shared context, and the task failed in its
            # second iteration): the first call once more, alone, with one sample
            asks, starts = [dataclasses.replace(asks[0], n=1)], starts[:1]
            batches = [await drafts_of(asks[0], starts[0])]
            if not batches[0]:
                raise overflow[-1]
        if overflow:
            self.caller.bus.emit(self.caller.task_id, events.NOTICE, {"message": (
                f"{len(overflow)} of {calls} sampling calls did not fit the model's "
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
        failed, matched = await self._runs(turn, contents)
        if failed:
            return False  # a run the task states fails: the other drafts are worth a look
        ranking = await self._examples_run(turn, contents)
        if ranking is None:
            return project == (True, True) or matched > 0
        return ranking.order[0].trusted_failed == 0

    async def _examples_run(self, turn: Turn, contents: dict[str, str]) -> Ranking | None:
        """The task's examples of the Python sources in ``contents`` run on them (None: the
        task states none), once an attempt."""
        key = tuple(sorted(contents.items()))
        if key not in self._stated:
            given = texts(turn.baseline, list(contents))
            stated = [t for source, code in contents.items()
                      if source.endswith(".py") and not is_test_file(source)
                      for t in stated_tests(turn.task, source, code, given.get(source, ""))]
            self._stated[key] = await rank_candidates(
                [contents], stated, self.ctx.workspace, self.timeout_s) if stated else None
        return self._stated[key]

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
        ranking = await self._examples_run(turn, greedy)
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
                      [m for _, m in outcomes], self._as_given(turn, options))

    @staticmethod
    def _as_given(turn: Turn, options: list[Option]) -> list[bool]:
        """Per option, whether it writes back only what the task gave (every file it holds
        was given, the same code), where the task asks for a change of a source it gave."""
        if not change_asked(turn.task, turn.baseline):
            return []
        given = texts(turn.baseline, sorted({n for o in options for n in o.contents}))
        return [all(n in given and (same_code(t, given[n]) if n.endswith(".py")
                                    else t == given[n]) for n, t in o.contents.items())
                for o in options]

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
