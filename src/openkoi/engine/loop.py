"""The PEER orchestrator: Plan -> (Execute -> Evaluate -> Refine)* with stop rules.

The loop only orchestrates. How an iteration changes files is the task's attempt strategy
(``attempts``, chosen once); when to stop is the table of rules in ``stops`` (threshold met,
iterations used up, regression, budget, diminishing returns), asked after every iteration;
which files a task is about is ``targets``. An iteration that changed no file reuses the
previous evaluation instead of judging the same files again. Whatever the reason it stops,
the files on disk end as the best iteration left them, and that iteration's result is
returned: never a worse one.

A strategy that resamples (whole files) puts the best files back after a worse or equal
sample, and the next sample starts from them with the best evaluation's feedback.
"""

from __future__ import annotations

import asyncio
import shutil
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from openkoi import events
from openkoi.config import (
    DEFAULT_AGENT_CHILDREN,
    DEFAULT_AGENT_DEPTH,
    DEFAULT_ITERATIONS,
    DEFAULT_MAX_STEPS,
    DEFAULT_PARALLEL_CALLS,
    DEFAULT_QUALITY,
    DEFAULT_SHELL_TIMEOUT_S,
)
from openkoi.engine.attempts import Attempt, Turn
from openkoi.engine.budget import Budget
from openkoi.engine.calls import Caller
from openkoi.engine.delegate import Delegate
from openkoi.engine.evaluate import ending, evaluate, with_hook_answers
from openkoi.engine.evaluators.base import EvalContext
from openkoi.engine.grounding.cases import Independent
from openkoi.engine.grounding.spec import spec_files
from openkoi.engine.plan import make_plans, task_plan
from openkoi.engine.refine import refine
from openkoi.engine.stops import REGRESSION_EPS, Progress, Stop, breaks_tests, first_stop
from openkoi.engine.strategy import choose
from openkoi.engine.targets import asked_files, listing, named_files
from openkoi.engine.team import AgentProfile
from openkoi.engine.workspace import Snapshot
from openkoi.errors import BudgetExceeded, OpenKoiError
from openkoi.events import EventBus
from openkoi.models.base import Model
from openkoi.records import SIMULATED_REASON, Evaluation, Iteration, Plan, TaskOutcome
from openkoi.skills.loader import Skill, bundled_skills
from openkoi.tools import sandbox
from openkoi.tools.background import CheckJob, RunBackground
from openkoi.tools.base import ToolContext
from openkoi.tools.ext.hooks import Hooks, findings_and_dimensions
from openkoi.tools.jobs import JobBoard
from openkoi.tools.registry import ToolRegistry, default_registry


@dataclass
class TaskRequest:
    task: str
    workspace: Path
    context: str = ""  # e.g. stdin piped into `openkoi "task"`
    iterations: int = DEFAULT_ITERATIONS  # at most this many passes; 0 or 1 = one pass
    quality: float = DEFAULT_QUALITY
    max_steps: int = DEFAULT_MAX_STEPS
    shell_timeout_s: float = DEFAULT_SHELL_TIMEOUT_S
    directive: str = ""
    edit_format: str = "auto"  # "tools", "whole", or "auto": see strategy.choose
    judge: str = "auto"  # "always", or "auto" = no local judge where the project's tests ran
    candidates: int = 0  # whole-file drafts per iteration; 0 = the model's parallel_samples
    # A simulation: one pass with every tool in dry-run mode (give the engine a dry-run
    # registry), no evaluation, nothing learned; the outcome is "simulated" (SIMULATED_REASON),
    # never "done": nothing was written or run.
    dry_run: bool = False
    shell_env: dict[str, str] = field(default_factory=dict)  # [sandbox] env, passed through
    parallel_calls: int = DEFAULT_PARALLEL_CALLS  # independent tool calls run at once
    plan_candidates: int = 1  # plans drafted and scored; the best runs (engine/plan_score.py)
    caveats: list[str] = field(default_factory=list)  # the Parliament's, for plan scoring


class TaskMemory(Protocol):
    """What the engine asks of memory: text recalled into a task's prompts before it runs,
    and a chance to learn from its outcome after (``history`` = one evaluation per
    iteration). Failures in either never fail the task."""

    def recall(self, task: str, workspace: Path) -> str: ...

    async def learn(self, req: TaskRequest, outcome: TaskOutcome,
                    history: list[Evaluation], caller: Caller) -> None: ...


class _PlanRejected(Exception):
    """The plan gate said no: nothing ran."""


@dataclass
class _Best:
    number: int = 0
    score: float = -1.0
    snapshot: Snapshot | None = None
    answer: str = ""
    evaluation: Evaluation | None = None
    independent: Independent | None = None  # the evidence the evaluation was made with


@dataclass
class Engine:
    model: Model
    bus: EventBus
    budget: Budget
    tool_output_dir: Path
    registry: ToolRegistry = field(default_factory=default_registry)
    skills: list[Skill] = field(default_factory=bundled_skills)
    judge_model: Model | None = None
    planner_model: Model | None = None
    small_model: Model | None = None  # internal calls: what the task taught (learnings)
    memory: TaskMemory | None = None
    # Asked with the plan before anything runs; False ends the task, nothing executed
    # (status "interrupted", stop reason "plan rejected").
    # It may also answer with an edited plan, which runs instead.
    plan_gate: Callable[[Plan], Awaitable[bool | Plan]] | None = None
    # openkoi's config and data dirs: no tool reads or writes them, no snapshot holds them.
    private_dirs: tuple[Path, ...] = ()
    # Sub-agents (engine/delegate.py): how deep this agent is (0: the task's own), how deep
    # and how wide delegation may go, and what its children may do.
    depth: int = 0
    max_depth: int = DEFAULT_AGENT_DEPTH
    max_children: int = DEFAULT_AGENT_CHILDREN
    can_delegate: bool = True
    children_may_write: bool = True
    # the team members this agent may hand work to by name (engine/team.py)
    team: dict[str, AgentProfile] = field(default_factory=dict)
    # where background jobs live (tools/jobs.py); None: no run_background / check_job
    jobs_dir: Path | None = None
    # After-task work (learning, which may call a model): with ``defer`` it is handed over as
    # a job AFTER task.done / task.failed, so the result never waits for it (the runner runs
    # the jobs, bounded where a user waits: runner.after_task); None: learned before the end.
    defer: Callable[[Callable[[], Awaitable[None]]], None] | None = None

    async def run(self, req: TaskRequest, task_id: str) -> TaskOutcome:
        # The task's private temp dir: TMPDIR and scratch HOME of every sandboxed command.
        temp_dir = sandbox.make_temp_dir()
        try:
            return await self._run(req, task_id, temp_dir)
        finally:
            shutil.rmtree(temp_dir, ignore_errors=True)

    async def _run(self, req: TaskRequest, task_id: str, temp_dir: Path) -> TaskOutcome:
        caller = Caller(self.model, self.budget, self.bus, task_id)
        judge = Caller(self.judge_model or self.model, self.budget, self.bus, task_id)
        planner = Caller(self.planner_model or self.model, self.budget, self.bus, task_id)
        workspace = req.workspace.resolve()
        skip = self.private_dirs
        baseline = Snapshot.take(workspace, skip)
        best = _Best()
        self.bus.emit(task_id, events.TASK_STARTED, {
            "task": req.task, "workspace": str(workspace), "model": self.model.id,
            "iterations": req.iterations, "quality": req.quality}
            | ({"simulate": True} if req.dry_run else {}))
        stop = Stop("below_threshold", "iterations used up")
        error, error_kind = "", ""
        history: list[Evaluation] = []
        recalled = self._recall(req, task_id, workspace)
        spec = spec_files(req.task, baseline)  # the task's spec stays put
        # a file the task names as its spec ("do not change test_x.py") is shown, never a
        # file to write: asked to write it, every draft rewrote it in full, to be refused
        named = [n for n in named_files(req.task, baseline) if n not in spec.reasons]
        if spec.reasons:
            self.bus.emit(task_id, events.NOTICE, {"message": "read-only for this task: "
                                                   + ", ".join(sorted(spec.reasons))})
        ctx = ToolContext(workspace=workspace, tool_output_dir=self.tool_output_dir,
                          shell_timeout_s=req.shell_timeout_s, dry_run=req.dry_run,
                          temp_dir=temp_dir, env=dict(req.shell_env), private_dirs=skip,
                          read_only=spec if spec.reasons else None,
                          parallel_calls=req.parallel_calls,
                          jobs=JobBoard(self.jobs_dir, task_id) if self.jobs_dir else None)
        # this task's hook events go to its own bus (a child agent's registry is a copy)
        registry = self.registry.with_hooks(lambda data: self.bus.emit(task_id, events.HOOK,
                                                                       data))
        hooks = registry.hooks
        # the embedded models are not offered it: one more tool that starts a whole agent
        # is more than a small model uses well
        if self.can_delegate and self.depth < self.max_depth and "delegate" not in registry \
                and not self.model.capabilities.local:
            registry = registry.plus(Delegate(self, req, task_id))
        # background jobs come with run_shell (same domain, same checks), never without it
        if ctx.jobs is not None and "run_shell" in registry \
                and "run_background" not in registry and not self.model.capabilities.local:
            registry = registry.plus(RunBackground(ctx.jobs)).plus(CheckJob(ctx.jobs))
        strategy = choose(req.edit_format, self.model.capabilities, req.task, named, baseline,
                          caller=caller, registry=registry, ctx=ctx,
                          max_steps=req.max_steps,
                          candidates=req.candidates or self.model.capabilities.parallel_samples,
                          timeout_s=req.shell_timeout_s)
        run = _Run(self, req, task_id, strategy, judge, workspace, baseline, named, recalled,
                   history, hooks=hooks)
        try:
            self._notices(task_id, hooks.notices("before_plan", {
                "task": req.task, "workspace": str(workspace)}))
            plan = await self._plan(req, task_id, strategy, planner, named, baseline, recalled,
                                    registry.names())
            self._notices(task_id, hooks.notices("after_plan", {
                "task": req.task, "summary": plan.summary, "steps": plan.steps,
                "files": plan.files, "tools": plan.tools}))
            if self.plan_gate is not None:
                verdict = await self.plan_gate(plan)
                if isinstance(verdict, Plan):
                    plan = verdict
                    self.bus.emit(task_id, events.PLAN, plan.to_dict() | {"source": "edited"})
                elif not verdict:
                    raise _PlanRejected
            stop = await run.iterate(plan)
        except _PlanRejected:
            stop = Stop("interrupted", "plan rejected")
        except BudgetExceeded as exc:
            stop = Stop("budget_exhausted", str(exc))
        except OpenKoiError as exc:
            stop, error, error_kind = Stop("failed", str(exc)), str(exc), type(exc).__name__
        except (asyncio.CancelledError, KeyboardInterrupt):
            # cancelled (API cancel, Ctrl-C): the files go back to the best iteration first
            if run.best.snapshot is not None:
                touched = run.best.snapshot.restore(Snapshot.take(workspace, skip))
                if touched:
                    self.bus.emit(task_id, events.RESTORED,
                                  {"iteration": run.best.number, "files": touched})
            raise
        best = run.best
        status = stop.status
        final = Snapshot.take(workspace, skip)
        if best.snapshot is not None and final.files != best.snapshot.files:
            touched = best.snapshot.restore(final)
            self.bus.emit(task_id, events.RESTORED, {"iteration": best.number, "files": touched})
            final = best.snapshot  # what is on disk now: no need to walk the workspace again
        if status == "failed" and best.snapshot is not None and best.evaluation is not None:
            status = ending(best.evaluation, req.quality) or status
        outcome = TaskOutcome(
            status=status, score=max(best.score, 0.0), best_iteration=best.number,
            iterations=run.number, files_changed=final.changed_since(baseline),
            answer=best.answer, stop_reason=stop.reason, usage=self.budget.spent.to_dict(),
            error=error, error_kind=error_kind)
        learner = caller if self.small_model is None else Caller(
            self.small_model, self.budget, self.bus, task_id)
        if self.defer is None:
            await self._learn(req, outcome, history, learner, task_id)
        self._notices(task_id, hooks.notices("task_end", {
            "task": req.task, "status": outcome.status, "score": outcome.score,
            "stop_reason": outcome.stop_reason, "files_changed": outcome.files_changed},
            key="notify"))
        # a simulation ends as a dry run ended well: task.done, its status says "simulated"
        self.bus.emit(task_id, events.DONE if status in ("done", "simulated") else events.FAILED,
                      outcome)
        if self.defer is not None and self.memory is not None and not req.dry_run:
            self.defer(lambda: self._learn(req, outcome, history, learner, task_id))
        return outcome

    def _notices(self, task_id: str, lines: list[str]) -> None:
        for line in lines:
            self.bus.emit(task_id, events.NOTICE, {"message": f"plugin {line}"})

    async def _plan(self, req: TaskRequest, task_id: str, strategy: Attempt, planner: Caller,
                    named: list[str], baseline: Snapshot, recalled: str,
                    tool_names: list[str]) -> Plan:
        if strategy.plans_from_task():  # a task that names its files needs no model to plan it
            plan = task_plan(req.task, named)
            self.bus.emit(task_id, events.PLAN, plan.to_dict() | {"source": "task"})
            return plan
        return await make_plans(planner, _task_text(req), tool_names=tool_names,
                                candidates=req.plan_candidates, max_steps=req.max_steps,
                                iterations=max(1, req.iterations), caveats=req.caveats,
                               workspace_listing=listing(baseline), directive=req.directive,
                               memory=recalled)

    def _recall(self, req: TaskRequest, task_id: str, workspace: Path) -> str:
        if self.memory is None:
            return ""
        try:
            text = self.memory.recall(req.task, workspace).strip()
        except Exception as exc:  # memory is a help, never a reason to fail the task
            self.bus.emit(task_id, events.NOTICE, {"message": f"recall failed: {exc}"})
            return ""
        if text:
            self.bus.emit(task_id, events.RECALLED, {"text": text})
        return text

    async def _learn(self, req: TaskRequest, outcome: TaskOutcome, history: list[Evaluation],
                     caller: Caller, task_id: str) -> None:
        if self.memory is None or req.dry_run:
            return
        try:
            await self.memory.learn(req, outcome, history, caller)
        except Exception as exc:  # the task's result stands whatever learning does
            self.bus.emit(task_id, events.NOTICE, {"message": f"learning failed: {exc}"})


def _task_text(req: TaskRequest) -> str:
    if not req.context:
        return req.task
    return f"{req.task}\n\n(With context: {req.context[:1500]})"


@dataclass
class _Run:
    """One task's iterations: attempt, evaluate, keep the best, ask the stop rules, refine."""

    engine: Engine
    req: TaskRequest
    task_id: str
    strategy: Attempt
    judge: Caller
    workspace: Path
    baseline: Snapshot
    named: list[str]
    recalled: str
    history: list[Evaluation]
    best: _Best = field(default_factory=_Best)
    number: int = 0  # the iteration running or last run
    hooks: Hooks = field(default_factory=Hooks)  # this task's (tools/ext/hooks.py)

    async def iterate(self, plan: Plan) -> Stop:
        req, bus = self.req, self.engine.bus
        passes = 1 if req.dry_run else max(1, req.iterations)
        skip = self.engine.private_dirs  # openkoi's own dirs: never in a snapshot
        skip_judge = req.judge == "auto" and self.judge.model.capabilities.local
        current = self.baseline
        feedback = ""
        previous_score = -1.0
        # evaluation cache: the files, the candidate search's evidence about them, the verdict
        last: tuple[Snapshot, Independent | None, Evaluation] | None = None
        for number in range(1, passes + 1):
            self.number = number
            started, started_at = Snapshot.take(self.workspace, skip), time.time()
            result = await self.strategy.attempt(Turn(
                req.task, req.context, req.directive, self.recalled, plan, feedback, number,
                self.best.score, req.quality, current, self.baseline))
            current = Snapshot.take(self.workspace, skip)
            if req.dry_run:  # a simulation is not judged: nothing happened to judge
                self.best = _Best(number, 0.0, current, result.answer)
                return Stop("simulated", SIMULATED_REASON)
            # same files and same evidence, same verdict: no new (noisy) judging. New evidence
            # about the same files (more candidates agreeing, a written test now set aside as
            # suspect) is evaluated again
            cached = last is not None and last[0].files == current.files \
                and last[1] == result.independent
            if last is not None and cached:
                evaluation = last[2]
            else:
                evaluation = await evaluate(
                    EvalContext(req.task, self.workspace, self.baseline, current, result.answer,
                                number, timeout_s=req.shell_timeout_s,
                                expected=asked_files(req.task, self.named, self.baseline),
                                independent=result.independent,
                                own_tests=self.strategy.own_tests()),
                    self.judge, self.engine.skills, skip_judge_when_grounded=skip_judge)
                evaluation = with_hook_answers(evaluation, *findings_and_dimensions(
                    self.hooks.fire("after_evaluation", {
                        "task": req.task, "iteration": number, "score": evaluation.score,
                        "dimensions": evaluation.dimensions, "findings": evaluation.findings,
                        "grounded": evaluation.grounded})))
                last = (current, result.independent, evaluation)
            self.history.append(evaluation)
            bus.emit(self.task_id, events.EVALUATION,
                     evaluation.to_dict() | {"iteration": number, "cached": cached})
            bus.emit(self.task_id, events.ITERATION, Iteration(
                number=number, score=evaluation.score,
                files_changed=current.changed_since(self.baseline), answer=result.answer,
                usage=self.engine.budget.spent.to_dict(), started_at=started_at,
                ended_at=time.time()).to_dict()
                | {"changed_this_iteration": current.changed_since(started)})
            before = self.best
            improved = before.snapshot is None or (
                evaluation.score > before.score + REGRESSION_EPS and not (
                    before.evaluation is not None and breaks_tests(
                        evaluation, before.evaluation, self.baseline.files)))
            counted = evaluation  # the verdict the next step builds on
            if improved:
                self.best = _Best(number, evaluation.score, current, result.answer, evaluation,
                                  result.independent)
            elif self.strategy.resamples and number < passes and before.snapshot is not None \
                    and before.evaluation is not None:
                if current.files != before.snapshot.files:  # resample from the best files
                    before.snapshot.restore(current)
                    current = before.snapshot
                    last = (current, before.independent, before.evaluation)
                counted = before.evaluation
            stop = first_stop(Progress(
                number=number, passes=passes, quality=req.quality, evaluation=counted,
                score=evaluation.score, best_score=before.score, best_number=before.number,
                previous_score=previous_score, improved=improved,
                resamples=self.strategy.resamples, budget_spent=self._budget_spent()))
            if stop is not None:
                return stop
            previous_score = counted.score
            refinement = refine(counted, iteration=number + 1, quality=req.quality)
            bus.emit(self.task_id, events.REFINEMENT, refinement)
            feedback = refinement.feedback
        return Stop("below_threshold", "iterations used up")  # not reached: a rule stops

    def _budget_spent(self) -> str:
        try:
            self.engine.budget.check()
        except BudgetExceeded as exc:
            return str(exc)
        return ""
