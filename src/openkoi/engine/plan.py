"""Plan: a structured plan (summary, steps, files, tools, estimated iterations)."""

from __future__ import annotations

from pydantic import BaseModel, Field, field_validator

from openkoi import events
from openkoi.engine.calls import Caller
from openkoi.models.base import Message
from openkoi.prompts import render
from openkoi.records import Plan


class PlanOut(BaseModel):
    # Lengths are checked and trimmed after parsing, keeping the schema (and the grammar
    # llama.cpp compiles from it) small.
    summary: str
    steps: list[str]
    files: list[str] = Field(default_factory=list)
    tools: list[str] = Field(default_factory=list)
    estimated_iterations: int = Field(ge=1, le=9)

    @field_validator("steps")
    @classmethod
    def _some_steps(cls, steps: list[str]) -> list[str]:
        if not any(s.strip() for s in steps):
            raise ValueError("the plan needs at least one step")
        return steps


async def make_plan(caller: Caller, task: str, *, workspace_listing: str,
                    tool_names: list[str], directive: str = "", memory: str = "") -> Plan:
    messages = [
        Message("system", render("plan_system", tools=tool_names, directive=directive)),
        Message("user", render("plan_user", task=task, listing=workspace_listing, memory=memory)),
    ]
    out = await caller.structured(messages, PlanOut, purpose="plan", max_tokens=400)
    known = set(tool_names)
    plan = Plan(summary=out.summary.strip()[:400],
                steps=[s.strip()[:300] for s in out.steps if s.strip()][:8],
                files=[f.strip() for f in out.files if f.strip()][:12],
                tools=[t for t in out.tools if t in known][:8],
                estimated_iterations=out.estimated_iterations)
    caller.bus.emit(caller.task_id, events.PLAN, plan)
    return plan
