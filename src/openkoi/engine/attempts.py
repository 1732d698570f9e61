"""Attempt strategies: how one iteration produces a change, chosen once per task.

- ``ToolLoop``: the model drives tools (read, search, write, edit, run) until it answers;
  the next iteration edits the files in place, so a worse iteration ends the loop.
- ``WholeFile``: one call per iteration; the model writes each file it changes in full, as
  plain fenced text (``draft``). Every retry is a fresh sample from the best files so far
  (``resamples``), so a worse sample does not end the loop.

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
from openkoi.engine.targets import draft_targets, file_texts, files_to_show, texts
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
    name = "whole"
    resamples = True

    def plans_from_task(self) -> bool:
        return bool(self.named)

    async def attempt(self, turn: Turn) -> ExecResult:
        targets = draft_targets(turn.plan, self.named)
        return await draft(
            self.caller, self.registry, self.ctx, self.messages(turn, targets),
            targets=targets, current=texts(turn.current, targets), iteration=turn.number,
            temperature=None if turn.number == 1 else REFINE_TEMPERATURE)

    def messages(self, turn: Turn, targets: list[str]) -> list[Message]:
        files = file_texts(turn.current, files_to_show(
            turn.current, turn.baseline, "\n".join([turn.task, turn.feedback, *targets])))
        return [
            Message("system", render("draft_system", directive=turn.directive)),
            Message("user", render(
                "draft_user", task=turn.task, context=turn.context, memory=turn.memory,
                plan=turn.plan, files=files, targets=targets, feedback=turn.feedback,
                iteration=turn.number, score=max(turn.best_score, 0.0), goal=turn.goal)),
        ]


def whole_files(requested: str, preferred: str, named: list[str], baseline: Snapshot) -> bool:
    """Whether this task uses the whole-file format. "auto" follows the model's preference,
    and for a model that prefers whole files, only when the task changes files that already
    exist: measured, the embedded 1.5B model completes and repairs existing code far better
    this way (HumanEval), but asked to create new files and their tests in one reply it wrote
    long, wrong test lists, where the tool loop finished the same task in one iteration."""
    if requested != "auto":
        return requested == "whole"
    return preferred == "whole" and bool(named) and all(n in baseline.files for n in named)


def choose(edit_format: str, capabilities: Capabilities, named: list[str], baseline: Snapshot,
           *, caller: Caller, registry: ToolRegistry, ctx: ToolContext,
           max_steps: int) -> Attempt:
    """The one strategy this task runs with."""
    if whole_files(edit_format, capabilities.edit_format, named, baseline):
        return WholeFile(caller, registry, ctx, named)
    return ToolLoop(caller, registry, ctx, named, max_steps=max_steps)
