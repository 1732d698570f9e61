"""`openkoi think --simulate`: the pipeline with every side effect replaced by a dry run,
then one structured model call that imagines the futures.

``DryRunRegistry`` runs each call with ``ToolContext.dry_run=True`` (the built-in tools then
change nothing and say what they would do) and records what would have been written or
run. A side-effecting tool that is not built in is refused outright: nobody promised that it
honours ``dry_run``. ``foresee`` asks for 2-3 candidate futures (consequences and risk), a
recommendation, the agency that champions it and the dissent.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator

from openkoi.errors import PolicyViolation
from openkoi.mind.parliament import AGENCIES, StructuredCaller
from openkoi.models.base import Message
from openkoi.prompts import render
from openkoi.records import ToolCall, ToolResult
from openkoi.tools.base import EFFECT_NONE, Tool, ToolContext
from openkoi.tools.registry import Guard, ToolRegistry, builtin_tools

MAX_TOKENS = 700


@dataclass
class Action:
    """One side-effecting call that would have happened."""

    tool: str
    domain: str
    target: str  # the path or the command
    ok: bool
    output: str

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


class DryRunRegistry(ToolRegistry):
    """The built-in tools, every call a dry run, each side-effecting call recorded."""

    def __init__(self, guard: Guard | None = None) -> None:
        self._first = guard
        super().__init__(self._vet)
        self.actions: list[Action] = []
        tools = builtin_tools()
        self._builtin = {type(t) for t in tools}
        for tool in tools:
            self.register(tool)

    def _vet(self, tool: Tool, args: dict[str, Any], ctx: ToolContext) -> str | None:
        if tool.effect != EFFECT_NONE and type(tool) not in self._builtin \
                and not tool.supports_dry_run:
            raise PolicyViolation(f"not run: {tool.name} may not support a dry run",
                                  hint="this is a simulation; describe what it would do")
        return self._first(tool, args, ctx) if self._first is not None else None

    async def execute(self, call: ToolCall, ctx: ToolContext) -> tuple[ToolResult, list[str]]:
        result, _ = await super().execute(call, dataclasses.replace(ctx, dry_run=True))
        tool = self._tools.get(call.name)
        if tool is not None and tool.effect != EFFECT_NONE and isinstance(call.arguments, dict):
            args = call.arguments
            target = str(args.get("command") or args.get("path") or "")
            self.actions.append(Action(call.name, tool.domain, target, result.ok,
                                       result.output[:500]))
        return result, []

    @property
    def would_change(self) -> list[str]:
        return list(dict.fromkeys(a.target for a in self.actions
                                  if a.ok and a.domain == "files" and a.target))

    @property
    def would_run(self) -> list[str]:
        return [a.target for a in self.actions if a.ok and a.domain == "shell"]


class Future(BaseModel):
    name: str = Field(max_length=120)
    consequences: list[str] = Field(min_length=1, max_length=4)
    risk: Literal["low", "medium", "high"]

    @field_validator("risk", mode="before")
    @classmethod
    def _lower(cls, value: Any) -> Any:
        return value.strip().lower() if isinstance(value, str) else value


class Futures(BaseModel):
    futures: list[Future] = Field(min_length=2, max_length=3)
    recommendation: str = Field(max_length=500)
    champion: Literal["Guardian", "Economist", "Empath", "Scholar", "Strategist"]
    dissent: str = Field(default="", max_length=500)

    @field_validator("champion", mode="before")
    @classmethod
    def _agency(cls, value: Any) -> Any:
        return value.strip().capitalize() if isinstance(value, str) else value


async def foresee(caller: StructuredCaller, task: str, *, plan: str, actions: list[Action],
                  verdicts: str) -> Futures:
    """One schema-constrained call: 2-3 futures, a recommendation, its champion, dissent."""
    lines = [f"{a.tool}: {a.target}" + ("" if a.ok else f" (refused: {a.output[:120]})")
             for a in actions[:20]]
    messages = [Message("system", render("futures_system", agencies=AGENCIES)),
                Message("user", render("futures_user", task=task[:2000], plan=plan[:1500],
                                       actions=lines, verdicts=verdicts[:1500]))]
    return await caller.structured(messages, Futures, purpose="futures", max_tokens=MAX_TOKENS)
