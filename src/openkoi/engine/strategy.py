"""The one attempt strategy a task runs with, chosen once: the tool loop, whole files, or
several whole-file candidates per iteration (``engine.attempts``, ``engine.candidates``)."""

from __future__ import annotations

from openkoi.engine.attempts import Attempt, ToolLoop, WholeFile
from openkoi.engine.calls import Caller
from openkoi.engine.candidates import Candidates
from openkoi.engine.targets import new_test_files, task_kind
from openkoi.engine.workspace import Snapshot
from openkoi.models.base import Capabilities
from openkoi.tools.base import ToolContext
from openkoi.tools.registry import ToolRegistry


def whole_files(requested: str, capabilities: Capabilities, kind: str) -> bool:
    """Whether this task uses the whole-file format. "auto" follows the model's measured
    format for the task's kind (``Capabilities.draft_format``); a task that names no file
    goes to the tool loop, where the model can look around first."""
    if requested != "auto":
        return requested == "whole"
    return kind != "explore" and capabilities.draft_format(kind) == "whole"


def choose(edit_format: str, capabilities: Capabilities, task: str, named: list[str],
           baseline: Snapshot, *, caller: Caller, registry: ToolRegistry, ctx: ToolContext,
           max_steps: int, candidates: int = 1, timeout_s: float = 60.0) -> Attempt:
    """The one strategy this task runs with: the tool loop, whole files, or (whole files
    and ``candidates`` > 1) several whole-file candidates per iteration."""
    if not whole_files(edit_format, capabilities, task_kind(task, named, baseline)):
        return ToolLoop(caller, registry, ctx, named, max_steps=max_steps)
    apart = tuple(new_test_files(named, baseline))
    if candidates > 1:
        return Candidates(caller, registry, ctx, named, apart=apart, count=candidates,
                          timeout_s=timeout_s)
    return WholeFile(caller, registry, ctx, named, apart=apart)
