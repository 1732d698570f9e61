"""The tool contract. The registry checks policy before ``run``, never the tool itself."""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from openkoi.models.base import ToolSpec

if TYPE_CHECKING:
    from openkoi.tools.jobs import JobBoard
    from openkoi.tools.readonly import ReadOnly

# What running a tool can do to the world, from harmless to irreversible.
EFFECT_NONE = "none"
EFFECT_WORKSPACE = "workspace"
EFFECT_EXTERNAL = "external"
EFFECT_IRREVERSIBLE = "irreversible"


@dataclass
class ToolContext:
    workspace: Path  # resolved, absolute
    tool_output_dir: Path  # where full outputs of truncated results are saved
    shell_timeout_s: float = 120.0
    env: dict[str, str] = field(default_factory=dict)  # extra env for the shell (already scrubbed)
    dry_run: bool = False
    # The task's private temp dir (TMPDIR and the scratch HOME of sandboxed commands, and
    # the one place outside the workspace the file tools may use); None: each command gets
    # its own, removed after it, and the file tools keep to the workspace.
    temp_dir: Path | None = None
    # openkoi's config and data dirs (keys, trust, database): never read or written by a
    # tool, even when the workspace contains them.
    private_dirs: tuple[Path, ...] = ()
    read_only: ReadOnly | None = None  # the task's spec files: writes refused, shell undone
    # How many independent tool calls of one model turn may run at once (1: one by one;
    # see engine/concurrent.py and tools/footprint.py for what counts as independent).
    parallel_calls: int = 1
    # The task's background jobs (tools/jobs.py): None when it may not start any.
    jobs: JobBoard | None = None


@dataclass
class ToolOutput:
    output: str
    ok: bool = True
    truncated_path: str | None = None
    changed_files: list[str] = field(default_factory=list)  # workspace-relative


class Tool(ABC):
    name: str = ""
    description: str = ""
    parameters: dict[str, Any] = {}
    effect: str = EFFECT_NONE
    domain: str = "files"  # trust domain: files | shell | git | network ...
    # ``run`` honours ``ctx.dry_run`` (says what it would do, does nothing), so a simulation
    # may call it whatever its effect (the built-in tools, MCP tools)
    supports_dry_run: bool = False

    def spec(self) -> ToolSpec:
        return ToolSpec(self.name, self.description, self.parameters)

    @abstractmethod
    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
        """Do the work. Raise ToolError/PolicyViolation for failures the model should see."""
