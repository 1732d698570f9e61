"""Attempt strategies: how one iteration produces a change, chosen once per task.

- ``ToolLoop``: the model drives tools (read, search, write, edit, run) until it answers;
  the next iteration edits the files in place, so a worse iteration ends the loop.
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

from abc import ABC, abstractmethod
from dataclasses import dataclass

from openkoi.engine.calls import Caller
from openkoi.engine.draft import draft
from openkoi.engine.execute import ExecResult, execute
from openkoi.engine.targets import (
    draft_targets,
    file_texts,
    files_to_show,
    is_test_file,
    new_test_files,
    task_kind,
    texts,
)
from openkoi.engine.testfile import write_test_file
from openkoi.engine.workspace import Snapshot
from openkoi.models.base import Capabilities, Message
from openkoi.prompts import render
from openkoi.records import Plan
from openkoi.tools.base import ToolContext
from openkoi.tools.registry import ToolRegistry

REFINE_TEMPERATURE = 0.6  # whole-file retries sample: greedy decoding repeats its mistake


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

    name = "whole"
    resamples = True

    def plans_from_task(self) -> bool:
        return bool(self.named)

    async def attempt(self, turn: Turn) -> ExecResult:
        targets = [t for t in draft_targets(turn.plan, self.named) if t not in self.apart]
        result = await draft(
            self.caller, self.registry, self.ctx, self.messages(turn, targets),
            targets=targets, current=texts(turn.current, targets), iteration=turn.number,
            temperature=None if turn.number == 1 else REFINE_TEMPERATURE, apart=self.apart)
        now = Snapshot.take(self.ctx.workspace)
        sources = texts(now, [t for t in targets if not is_test_file(t)])
        for test_file in self.apart:
            if test_file not in now.files and sources:
                written = await write_test_file(
                    self.caller, self.registry, self.ctx, task=turn.task, test_file=test_file,
                    sources=sources, iteration=turn.number)
                result.changed_files.extend(f for f in written if f not in result.changed_files)
        return result

    def messages(self, turn: Turn, targets: list[str]) -> list[Message]:
        files = file_texts(turn.current, files_to_show(
            turn.current, turn.baseline, "\n".join([turn.task, turn.feedback, *targets])))
        return [
            Message("system", render("draft_system", directive=turn.directive)),
            Message("user", render(
                "draft_user", task=turn.task, context=turn.context, memory=turn.memory,
                plan=turn.plan, files=files, targets=targets, apart=self.apart,
                feedback=turn.feedback,
                iteration=turn.number, score=max(turn.best_score, 0.0), goal=turn.goal)),
        ]


def whole_files(requested: str, capabilities: Capabilities, kind: str) -> bool:
    """Whether this task uses the whole-file format. "auto" follows the model's measured
    format for the task's kind (``Capabilities.draft_format``); a task that names no file
    goes to the tool loop, where the model can look around first."""
    if requested != "auto":
        return requested == "whole"
    return kind != "explore" and capabilities.draft_format(kind) == "whole"


def choose(edit_format: str, capabilities: Capabilities, task: str, named: list[str],
           baseline: Snapshot, *, caller: Caller, registry: ToolRegistry, ctx: ToolContext,
           max_steps: int) -> Attempt:
    """The one strategy this task runs with."""
    if whole_files(edit_format, capabilities, task_kind(task, named, baseline)):
        return WholeFile(caller, registry, ctx, named,
                         apart=tuple(new_test_files(named, baseline)))
    return ToolLoop(caller, registry, ctx, named, max_steps=max_steps)
