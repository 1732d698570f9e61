"""Plan: a structured plan (summary, steps, files, tools, estimated iterations).

``make_plans`` asks for several candidates (``candidates`` > 1), scores each without running
anything (``plan_score``) and keeps the best; every candidate and its score goes out as a
``plan.scored`` event (the store keeps them as a JSONL plan log beside the transcript)."""

from __future__ import annotations

from pydantic import BaseModel, Field, ValidationError, field_validator

from openkoi import events
from openkoi.engine.calls import Caller
from openkoi.engine.plan_score import Scored, best, score
from openkoi.errors import ModelOutputError
from openkoi.models.base import Message, parse_json_object
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


def task_plan(task: str, named: list[str]) -> Plan:
    """The plan of a task that names its files: the task itself, one step, no model call."""
    return Plan(summary=task[:400], steps=[task[:300]], files=named, tools=["write_file"],
                estimated_iterations=1)


async def make_plan(caller: Caller, task: str, *, workspace_listing: str,
                    tool_names: list[str], directive: str = "", memory: str = "") -> Plan:
    messages = [
        Message("system", render("plan_system", tools=tool_names, directive=directive)),
        Message("user", render("plan_user", task=task, listing=workspace_listing, memory=memory)),
    ]
    out = await caller.structured(messages, PlanOut, purpose="plan", max_tokens=400)
    plan = _plan(out, tool_names)
    caller.bus.emit(caller.task_id, events.PLAN, plan)
    return plan


def _plan(out: PlanOut, tool_names: list[str]) -> Plan:
    known = set(tool_names)
    return Plan(summary=out.summary.strip()[:400],
                steps=[s.strip()[:300] for s in out.steps if s.strip()][:8],
                files=[f.strip() for f in out.files if f.strip()][:12],
                tools=[t for t in out.tools if t in known][:8],
                estimated_iterations=out.estimated_iterations)


async def make_plans(caller: Caller, task: str, *, candidates: int, workspace_listing: str,
                     tool_names: list[str], directive: str = "", memory: str = "",
                     max_steps: int, iterations: int, caveats: list[str]) -> Plan:
    """``candidates`` plans (one call each, sampled at temperature 0.7), each scored without
    side effects; the best is the plan. An unreadable candidate scores nothing; when none is
    readable, one more careful ask (``make_plan``: retried, then it fails closed)."""
    if candidates <= 1:
        return await make_plan(caller, task, workspace_listing=workspace_listing,
                               tool_names=tool_names, directive=directive, memory=memory)
    messages = [
        Message("system", render("plan_system", tools=tool_names, directive=directive)),
        Message("user", render("plan_user", task=task, listing=workspace_listing, memory=memory)),
    ]
    schema = PlanOut.model_json_schema()
    scored: list[Scored] = []
    unreadable: list[dict[str, object]] = []
    for number in range(1, candidates + 1):
        response = await caller.call(messages, purpose="plan", schema=schema, max_tokens=400,
                                     temperature=0.7)
        obj = response.parsed if response.parsed is not None else \
            parse_json_object(response.text)
        try:
            out = PlanOut.model_validate(obj)
        except ValidationError as exc:
            unreadable.append({"number": number, "problem": str(exc.errors()[0]["msg"]),
                               "raw": response.text[:500]})
            continue
        scored.append(score(number, _plan(out, tool_names), out.tools, tools=tool_names,
                            max_steps=max_steps, iterations=iterations, caveats=caveats))
    if not scored:
        try:
            return await make_plan(caller, task, workspace_listing=workspace_listing,
                                   tool_names=tool_names, directive=directive, memory=memory)
        except ModelOutputError:
            _log(caller, [], 0, unreadable)
            raise
    chosen = best(scored)
    _log(caller, scored, chosen.number, unreadable)
    caller.bus.emit(caller.task_id, events.PLAN, chosen.plan.to_dict() | {
        "candidate": chosen.number, "candidates": candidates, "plan_score": chosen.total})
    return chosen.plan


def _log(caller: Caller, scored: list[Scored], chosen: int,
         unreadable: list[dict[str, object]]) -> None:
    caller.bus.emit(caller.task_id, events.PLAN_SCORED, events.PlansScored(
        candidates=[s.to_dict() for s in scored], chosen=chosen, unreadable=unreadable))
