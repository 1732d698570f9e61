"""Plan: a structured plan (summary, steps, files, tools, estimated iterations)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from openkoi import events
from openkoi.engine.calls import Caller
from openkoi.models.base import Message
from openkoi.prompts import render
from openkoi.records import Plan


class PlanOut(BaseModel):
    summary: str = Field(max_length=400)
    steps: list[str] = Field(min_length=1, max_length=8)
    files: list[str] = Field(default_factory=list, max_length=12)
    tools: list[str] = Field(default_factory=list, max_length=8)
    estimated_iterations: int = Field(ge=1, le=10)


async def make_plan(caller: Caller, task: str, *, workspace_listing: str,
                    tool_names: list[str], directive: str = "") -> Plan:
    messages = [
        Message("system", render("plan_system", tools=tool_names, directive=directive)),
        Message("user", render("plan_user", task=task, listing=workspace_listing)),
    ]
    out = await caller.structured(messages, PlanOut, purpose="plan", max_tokens=400)
    known = set(tool_names)
    plan = Plan(summary=out.summary.strip(), steps=[s.strip() for s in out.steps if s.strip()],
                files=[f.strip() for f in out.files if f.strip()],
                tools=[t for t in out.tools if t in known],
                estimated_iterations=out.estimated_iterations)
    caller.bus.emit(caller.task_id, events.PLAN, plan)
    return plan
