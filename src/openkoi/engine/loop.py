"""The PEER orchestrator: Plan -> (Execute -> Evaluate -> Refine)* with stop rules.

Stops when the score meets the quality threshold, when the iterations are used up, when an
iteration brings no meaningful gain (diminishing returns; an iteration that changed no file
reuses the previous evaluation instead of judging the same files again), when a score
regresses (from iteration 2 on), or when a budget runs out. Whatever the reason, the files
on disk end as the best iteration left them, and that iteration's result is returned: never
a worse one.

In the whole-file format every retry is a fresh sample, so a worse or equal sample does not
end the loop: the best files are put back and the next sample starts from them, with the
best evaluation's feedback, until the threshold is met or the iterations are used up.
"""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from openkoi import events
from openkoi.config import (
    DEFAULT_ITERATIONS,
    DEFAULT_MAX_STEPS,
    DEFAULT_QUALITY,
    DEFAULT_SHELL_TIMEOUT_S,
)
from openkoi.engine.budget import Budget
from openkoi.engine.calls import Caller
from openkoi.engine.draft import draft
from openkoi.engine.evaluate import evaluate
from openkoi.engine.evaluators.base import EvalContext
from openkoi.engine.execute import execute
from openkoi.engine.plan import make_plan
from openkoi.engine.refine import refine
from openkoi.engine.workspace import Snapshot
from openkoi.errors import BudgetExceeded, OpenKoiError
from openkoi.events import EventBus
from openkoi.models.base import Message, Model
from openkoi.prompts import render
from openkoi.records import Evaluation, Iteration, Plan, Refinement, TaskOutcome
from openkoi.skills.loader import Skill, bundled_skills
from openkoi.tools.base import ToolContext
from openkoi.tools.registry import ToolRegistry, default_registry

SIMULATED = "simulation: nothing was written or run"
MIN_GAIN = 0.02  # an iteration that improves the score less than this ends the loop
REGRESSION_EPS = 0.005
FILES_IN_PROMPT_CHARS = 8000
REFINE_TEMPERATURE = 0.6  # whole-file retries sample: greedy decoding repeats its mistake


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
    edit_format: str = "auto"  # "tools", "whole", or "auto" = what the model's capabilities say
    judge: str = "auto"  # "always", or "auto" = no local judge where the project's tests ran
    # A simulation: one pass with every tool in dry-run mode (give the engine a dry-run
    # registry), no evaluation, nothing learned; the outcome is "done", SIMULATED.
    dry_run: bool = False


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
    memory: TaskMemory | None = None
    # Asked with the plan before anything runs; False ends the task, nothing executed
    # (status "interrupted", stop reason "plan rejected").
    plan_gate: Callable[[Plan], Awaitable[bool]] | None = None

    async def run(self, req: TaskRequest, task_id: str) -> TaskOutcome:
        caller = Caller(self.model, self.budget, self.bus, task_id)
        judge = Caller(self.judge_model or self.model, self.budget, self.bus, task_id)
        planner = Caller(self.planner_model or self.model, self.budget, self.bus, task_id)
        workspace = req.workspace.resolve()
        baseline = Snapshot.take(workspace)
        current = baseline
        best = _Best()
        self.bus.emit(task_id, events.TASK_STARTED, {
            "task": req.task, "workspace": str(workspace), "model": self.model.id,
            "iterations": req.iterations, "quality": req.quality}
            | ({"simulate": True} if req.dry_run else {}))
        passes = 1 if req.dry_run else max(1, req.iterations)
        status, stop_reason, error, error_kind = "below_threshold", "iterations used up", "", ""
        number = 0
        history: list[Evaluation] = []
        recalled = self._recall(req, task_id, workspace)
        named = _named_files(req.task, baseline)
        whole = _whole_files(req.edit_format, self.model.capabilities.edit_format, named,
                             baseline)
        skip_judge = req.judge == "auto" and judge.model.capabilities.local
        try:
            if whole and named:  # a task that names its files needs no model to plan it
                plan = Plan(summary=req.task[:400], steps=[req.task[:300]], files=named,
                            tools=["write_file"], estimated_iterations=1)
                self.bus.emit(task_id, events.PLAN, plan.to_dict() | {"source": "task"})
            else:
                plan = await make_plan(planner, _task_text(req),
                                       tool_names=self.registry.names(),
                                       workspace_listing=_listing(baseline),
                                       directive=req.directive, memory=recalled)
            if self.plan_gate is not None and not await self.plan_gate(plan):
                raise _PlanRejected
            ctx = ToolContext(workspace=workspace, tool_output_dir=self.tool_output_dir,
                              shell_timeout_s=req.shell_timeout_s, dry_run=req.dry_run)
            refinement: Refinement | None = None
            previous_score = -1.0
            last: tuple[Snapshot, Evaluation] | None = None  # evaluation cache
            for number in range(1, passes + 1):
                started, started_at = Snapshot.take(workspace), time.time()
                if whole:
                    targets = _targets(plan, named)
                    result = await draft(
                        caller, self.registry, ctx,
                        self._draft_messages(req, plan, refinement, current, baseline, number,
                                             best, recalled, targets),
                        targets=targets, current=_texts(current, targets), iteration=number,
                        temperature=None if number == 1 else REFINE_TEMPERATURE)
                else:
                    result = await execute(
                        caller, self.registry, ctx,
                        self._messages(req, plan, refinement, current, baseline, number, best,
                                       recalled),
                        max_steps=req.max_steps, iteration=number)
                current = Snapshot.take(workspace)
                if req.dry_run:  # a simulation is not judged: nothing happened to judge
                    best = _Best(number, 0.0, current, result.answer)
                    status, stop_reason = "done", SIMULATED
                    break
                cached = last is not None and last[0].files == current.files
                if last is not None and cached:
                    evaluation = last[1]  # same files, same verdict: no new (noisy) judging
                else:
                    evaluation = await evaluate(
                        EvalContext(req.task, workspace, baseline, current, result.answer,
                                    number, timeout_s=req.shell_timeout_s,
                                    expected=_new_source_files(named, baseline)),
                        judge, self.skills, skip_judge_when_grounded=skip_judge)
                    last = (current, evaluation)
                history.append(evaluation)
                self.bus.emit(task_id, events.EVALUATION,
                              evaluation.to_dict() | {"iteration": number, "cached": cached})
                changed = current.changed_since(baseline)
                self.bus.emit(task_id, events.ITERATION, Iteration(
                    number=number, score=evaluation.score, files_changed=changed,
                    answer=result.answer, usage=self.budget.spent.to_dict(),
                    started_at=started_at, ended_at=time.time()).to_dict()
                    | {"changed_this_iteration": current.changed_since(started)})
                if evaluation.score > best.score + REGRESSION_EPS or best.snapshot is None:
                    best = _Best(number, evaluation.score, current, result.answer, evaluation)
                elif whole and best.snapshot is not None and best.evaluation is not None \
                        and number < passes:
                    if current.files != best.snapshot.files:  # resample from the best files
                        best.snapshot.restore(current)
                        current = best.snapshot
                        last = (current, best.evaluation)
                    evaluation = best.evaluation
                elif evaluation.score < best.score - REGRESSION_EPS:
                    status, stop_reason = "below_threshold", (
                        f"score regressed ({evaluation.score:.2f} < {best.score:.2f} "
                        f"at iteration {best.number})")
                    break
                if evaluation.score >= req.quality and not evaluation.needs_human:
                    status, stop_reason = "done", "quality threshold met"
                    break
                if number == passes:
                    stop_reason = ("evaluation needs a human review" if evaluation.needs_human
                                   else "iterations used up")
                    break
                if number >= 2 and not whole and evaluation.score - previous_score < MIN_GAIN:
                    stop_reason = "diminishing returns"
                    break
                previous_score = evaluation.score
                refinement = refine(evaluation, iteration=number + 1, quality=req.quality)
                self.bus.emit(task_id, events.REFINEMENT, refinement)
        except _PlanRejected:
            status, stop_reason = "interrupted", "plan rejected"
        except BudgetExceeded as exc:
            status, stop_reason = "budget_exhausted", str(exc)
        except OpenKoiError as exc:
            status, stop_reason, error = "failed", str(exc), str(exc)
            error_kind = type(exc).__name__
        except (asyncio.CancelledError, KeyboardInterrupt):
            # cancelled (API cancel, Ctrl-C): the files go back to the best iteration first
            if best.snapshot is not None:
                touched = best.snapshot.restore(Snapshot.take(workspace))
                if touched:
                    self.bus.emit(task_id, events.RESTORED,
                                  {"iteration": best.number, "files": touched})
            raise
        final = Snapshot.take(workspace)
        if best.snapshot is not None and final.files != best.snapshot.files:
            touched = best.snapshot.restore(final)
            self.bus.emit(task_id, events.RESTORED, {"iteration": best.number, "files": touched})
            final = best.snapshot  # what is on disk now: no need to walk the workspace again
        if status == "failed" and best.snapshot is not None and best.score >= req.quality \
                and best.evaluation is not None and not best.evaluation.needs_human:
            status = "done"
        outcome = TaskOutcome(
            status=status, score=max(best.score, 0.0), best_iteration=best.number,
            iterations=number, files_changed=final.changed_since(baseline),
            answer=best.answer, stop_reason=stop_reason, usage=self.budget.spent.to_dict(),
            error=error, error_kind=error_kind)
        await self._learn(req, outcome, history, caller, task_id)
        self.bus.emit(task_id, events.DONE if status == "done" else events.FAILED, outcome)
        return outcome

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

    def _draft_messages(self, req: TaskRequest, plan: Plan, refinement: Refinement | None,
                        current: Snapshot, baseline: Snapshot, number: int, best: _Best,
                        recalled: str, targets: list[str]) -> list[Message]:
        feedback = refinement.feedback if refinement else ""
        files = _file_texts(current, _files_to_show(
            current, baseline, "\n".join([req.task, feedback, *targets])))
        return [
            Message("system", render("draft_system", directive=req.directive)),
            Message("user", render(
                "draft_user", task=req.task, context=req.context, memory=recalled, plan=plan,
                files=files, targets=targets, feedback=feedback, iteration=number,
                score=max(best.score, 0.0), goal=req.quality)),
        ]

    def _messages(self, req: TaskRequest, plan: Plan, refinement: Refinement | None,
                  current: Snapshot, baseline: Snapshot, number: int,
                  best: _Best, recalled: str = "") -> list[Message]:
        files = [] if refinement is None else _file_texts(current, _files_to_show(
            current, baseline, req.task + "\n" + refinement.feedback))
        return [
            Message("system", render("execute_system", directive=req.directive)),
            Message("user", render(
                "execute_user", task=req.task, context=req.context, plan=plan, memory=recalled,
                feedback=refinement.feedback if refinement else "", iteration=number,
                score=max(best.score, 0.0), goal=req.quality, files=files)),
        ]


def _file_texts(current: Snapshot, names: list[str]) -> list[tuple[str, str]]:
    """(name, text) of the named files that exist, within FILES_IN_PROMPT_CHARS in all."""
    files: list[tuple[str, str]] = []
    budget = FILES_IN_PROMPT_CHARS
    for name in names:
        if name in current.files and budget > 0:
            text = current.text(name, limit=budget)
            budget -= len(text)
            files.append((name, text))
    return files


def _task_text(req: TaskRequest) -> str:
    if not req.context:
        return req.task
    return f"{req.task}\n\n(With context: {req.context[:1500]})"


_FILE_NAME = re.compile(r"(?<![\w/.-])([\w-]+(?:/[\w.-]+)*\.[A-Za-z0-9]{1,8})(?![\w/-])")


def _named_files(task: str, baseline: Snapshot) -> list[str]:
    """Files the task names: existing ones, and new ones with a source-like extension."""
    names: list[str] = []
    for name in _FILE_NAME.findall(task):
        name = name.rstrip(".")
        if name not in names and (name in baseline.files or "." in name[1:]):
            names.append(name)
    return names


_SOURCE_EXT = frozenset({
    "py", "js", "ts", "tsx", "jsx", "mjs", "md", "txt", "json", "toml", "yaml", "yml", "html",
    "css", "scss", "sql", "sh", "go", "rs", "java", "kt", "c", "h", "cc", "cpp", "hpp", "rb",
    "php", "cs", "swift", "csv", "cfg", "ini"})


def _new_source_files(named: list[str], baseline: Snapshot) -> list[str]:
    """The files the task names that do not exist yet and look like files (``app.py``, not
    ``numpy.linalg``): the task asks for them, so the evaluation checks they exist."""
    return [n for n in named if n not in baseline.files
            and n.rsplit(".", 1)[-1].lower() in _SOURCE_EXT]


def _whole_files(requested: str, preferred: str, named: list[str], baseline: Snapshot) -> bool:
    """Whether this task uses the whole-file format. "auto" follows the model's preference,
    and for a model that prefers whole files, only when the task changes files that already
    exist: measured, the embedded 1.5B model completes and repairs existing code far better
    this way (HumanEval), but asked to create new files and their tests in one reply it wrote
    long, wrong test lists, where the tool loop finished the same task in one iteration."""
    if requested != "auto":
        return requested == "whole"
    return preferred == "whole" and bool(named) and all(n in baseline.files for n in named)


def _texts(snapshot: Snapshot, names: list[str]) -> dict[str, str]:
    return {n: snapshot.files[n].decode("utf-8", "replace") for n in names
            if n in snapshot.files}


def _targets(plan: Plan, named: list[str]) -> list[str]:
    """The files a whole-file draft writes: the task's own names first, then the plan's."""
    targets = list(named)
    for name in plan.files:
        clean = name.strip().removeprefix("./")
        if clean and not clean.startswith(("/", "..")) and clean not in targets:
            targets.append(clean)
    return targets


def _files_to_show(current: Snapshot, baseline: Snapshot, text: str) -> list[str]:
    """The files a retry sees: those changed so far, then the ones the task or the feedback
    names even if still unchanged (an attempt that only read the file it had to complete
    would otherwise retry without ever seeing it)."""
    changed = current.changed_since(baseline)
    named = [name for name in sorted(current.files) if name not in changed
             and re.search(rf"(?<![\w./-]){re.escape(name)}(?![\w/-])", text)]
    return changed + named


def _listing(snapshot: Snapshot, limit: int = 40) -> str:
    names = sorted(snapshot.files)
    if not names:
        return "(empty folder)"
    shown = "\n".join(names[:limit])
    return shown + (f"\n... and {len(names) - limit} more" if len(names) > limit else "")

