"""Sub-agents: the ``delegate`` tool hands a focused sub-task to a child agent.

The child is the same engine (plan, execute, evaluate, refine) run on the sub-task, with its
own instructions, a subset of the parent's tools, a slice of the parent's budget and a
sub-folder of the workspace, read-only unless the call asks to write. Its result is what the
engine says of it, so a child's "done" means what the parent's does: grounded evidence ran
and passed; "unverified" says only a model judged it.

Its events go out on the parent's stream as ``agent`` events wrapping each child event
(nested again for a grandchild), so every surface shows them under the parent's; its model
calls also count as the parent's ``cost`` (the child's budget is a slice: spending it spends
the parent's). Depth and fan-out are limited; cancelling the parent cancels the child,
which, like any task, puts its files back to its best iteration first.
"""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from openkoi import events
from openkoi.errors import ToolError
from openkoi.events import Event, EventBus
from openkoi.prompts import render
from openkoi.records import TaskOutcome
from openkoi.tools import paths
from openkoi.tools.base import EFFECT_NONE, EFFECT_WORKSPACE, Tool, ToolContext, ToolOutput
from openkoi.tools.footprint import Footprint

if TYPE_CHECKING:
    from openkoi.engine.team import AgentProfile

if TYPE_CHECKING:
    from openkoi.engine.loop import Engine, TaskRequest

SLICE = 0.5  # a child's share of what is left of the parent's token and cost budgets


class Delegate(Tool):
    name = "delegate"
    description = ("Hand a focused sub-task to a child agent that plans, acts and checks its "
                   "own work in a sub-folder, and get back its result and whether it was "
                   "verified. Read-only unless write is true; give it only the tools it needs.")
    parameters = {
        "type": "object",
        "properties": {
            "task": {"type": "string", "description": "what the child must do, in full"},
            "instructions": {"type": "string",
                             "description": "how to do it: its role, rules, what to report"},
            "path": {"type": "string",
                     "description": "the sub-folder it works in (default: the workspace)"},
            "write": {"type": "boolean",
                      "description": "may it change files there (default false: read-only)"},
            "tools": {"type": "array", "items": {"type": "string"},
                      "description": "the tools it may use (default: all, or every read-only "
                                     "one when it may not write)"},
            "max_tokens": {"type": "integer", "minimum": 1,
                           "description": "its token budget (default: half of what is left)"},
            "name": {"type": "string", "description": "a short name for it in the progress"},
        },
        "required": ["task"],
    }
    effect = EFFECT_WORKSPACE
    domain = "agents"
    path_params = {"path": "write"}  # confined to the workspace like any file tool

    def __init__(self, engine: Engine, req: TaskRequest, task_id: str) -> None:
        self.engine = engine
        self.req = req
        self.task_id = task_id
        self.started = 0
        if engine.team:  # a lead: its members are named in the schema the model reads
            members = "; ".join(f"{name}: {p.spec.role or 'no role given'}"
                                for name, p in engine.team.items())
            self.parameters = {**self.parameters, "properties": {
                **self.parameters["properties"],
                "agent": {"type": "string", "enum": list(engine.team),
                          "description": "a member of your team to hand it to (its own "
                                         f"instructions, tools and model): {members}"}}}
        # the named events the members handle (engine/team_events.py): raise one instead
        # of writing a task, and the member that handles it runs its playbook
        self.events = {h.event: h for p in engine.team.values() for h in p.spec.handlers}
        if self.events:
            listed = "; ".join(f"{e} -> {h.agent}" + (f" ({h.description})" if h.description
                                                      else "")
                               + (f", data: {', '.join(h.params)}" if h.params else "")
                               for e, h in self.events.items())
            self.parameters = {**self.parameters, "required": [], "properties": {
                **self.parameters["properties"],
                "event": {"type": "string", "enum": list(self.events),
                          "description": f"a named event to raise instead of a task: {listed}"},
                "data": {"type": "object",
                         "description": "the event's data (the names its handler uses)"}}}

    def footprint(self, args: dict[str, Any], ctx: ToolContext) -> Footprint:
        where = os.path.realpath(ctx.workspace / str(args.get("path") or "."))
        if args.get("write") is True:
            return Footprint(writes=frozenset({where}))
        return Footprint(reads=frozenset({where}))

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
        from openkoi.engine.budget import Budget

        engine = self.engine
        if self.started >= engine.max_children:
            raise ToolError(f"this agent already started {self.started} child agents "
                            f"(the limit is {engine.max_children})",
                            hint="do the rest yourself, or combine sub-tasks")
        task = str(args.get("task") or "").strip()
        agent = args.get("agent")
        if args.get("event") is not None:
            task, agent = self._event(args, task)
        if not task:
            raise ToolError("the child's task is empty", hint="say what it must do")
        profile = self._member(agent)
        spec = profile.spec if profile is not None else None
        rel = str(args.get("path") or (spec.path if spec is not None else "."))
        workspace = paths.resolve_in_workspace(rel, ctx, for_write=bool(args.get("write")))
        if workspace != ctx.workspace and ctx.workspace not in workspace.parents:
            raise ToolError(f"{rel} is outside the workspace",
                            hint="a child works in a sub-folder of the workspace")
        if not workspace.is_dir():
            raise ToolError(f"{rel} is not a folder in the workspace",
                            hint="give the sub-folder the child works in, or leave path out")
        write = args.get("write") is True
        if spec is not None and "write" not in args:
            write = spec.write
        if write and spec is not None and not spec.write:
            raise ToolError(f"{spec.name} is read-only (write = false in the agents file)",
                            hint="leave write out, or hand the change to a member that writes")
        if write and not engine.children_may_write:
            raise ToolError("this agent is read-only, and so are the agents it starts",
                            hint="leave write out, or report what should change")
        base = profile.registry if profile is not None else engine.registry
        registry, may_delegate = self._tools(base, args.get("tools"), write)
        may_delegate = may_delegate and (spec is None or spec.tools is None
                                         or self.name in spec.tools)
        self.started += 1
        number = self.started
        name = spec.name if spec is not None else str(args.get("name") or f"agent{number}")[:40]
        child_id = f"{self.task_id}/{number}"
        bus = EventBus()
        parent = engine.budget
        left_tokens = max(parent.max_tokens - parent.spent.total_tokens, 1)
        left_cost = max(parent.max_cost_usd - parent.spent.cost_usd, 0.0)
        tokens = min(int(args.get("max_tokens") or left_tokens * SLICE), left_tokens)
        budget = Budget(tokens, left_cost * SLICE,
                        max(parent.max_time_s - parent.elapsed_s, 1.0), clock=parent.clock,
                        parent=parent)
        bus.subscribe(_Forward(engine.bus, self.task_id, parent, name, child_id,
                               engine.depth + 1))
        model = profile.model if profile is not None and profile.model is not None \
            else engine.model
        child = dataclasses.replace(engine, bus=bus, budget=budget, registry=registry,
                                    memory=None, plan_gate=None, depth=engine.depth + 1,
                                    can_delegate=may_delegate, children_may_write=write,
                                    model=model, team={})
        instructions = "\n\n".join(t for t in (
            profile.directive if profile is not None else "",
            str(args.get("instructions") or "").strip()) if t)
        directive = "\n\n".join(d for d in (
            render("delegate_directive", agent=name, write=write, path=rel,
                   role=spec.role if spec is not None else "", instructions=instructions),
            self.req.directive) if d)
        req = dataclasses.replace(
            self.req, task=task, workspace=workspace, context="", directive=directive,
            edit_format=self.req.edit_format if write else "tools", dry_run=ctx.dry_run,
            candidates=self.req.candidates)
        outcome = await child.run(req, child_id)
        return _result(name, outcome, workspace, ctx.workspace)

    def _event(self, args: dict[str, Any], task: str) -> tuple[str, str]:
        """(the handler's playbook filled with the data, the member that handles it)."""
        handler = self.events.get(str(args["event"]))
        if handler is None:
            raise ToolError(f"no member handles the event {args['event']!r}",
                            hint=f"events: {', '.join(self.events) or 'none'}")
        if args.get("agent") not in (None, handler.agent):
            raise ToolError(f"the event {handler.event!r} is handled by {handler.agent}, "
                            f"not {args['agent']}", hint="leave agent out with an event")
        data = args.get("data") or {}
        if not isinstance(data, dict):
            names = ", ".join(f'"{p}": ...' for p in handler.params)
            raise ToolError("data must be an object", hint=f"e.g. {{{names}}}")
        try:
            text = handler.task(data)
        except ValueError as exc:
            raise ToolError(str(exc), hint="give it in data") from None
        return (text + (f"\n\n{task}" if task else "")), handler.agent

    def _member(self, agent: Any) -> AgentProfile | None:
        if agent is None:
            return None
        profile = self.engine.team.get(str(agent))
        if profile is None:
            raise ToolError(f"no team member named {agent!r}",
                            hint=f"members: {', '.join(self.engine.team) or 'none'}")
        return profile

    def _tools(self, registry: Any, wanted: Any, write: bool) -> tuple[Any, bool]:
        """The child's registry (the tools of ``registry`` it may use) and whether it may
        delegate in turn (when no list was given, or the list names ``delegate``)."""
        names = [n for n in registry.names() if n != self.name]
        if wanted is not None:
            if not isinstance(wanted, list):
                raise ToolError("tools must be a list of tool names",
                                hint=f"e.g. [\"read_file\", \"search\"]; known: {names}")
            unknown = [w for w in wanted if w not in names and w != self.name]
            if unknown:
                raise ToolError(f"unknown tool {unknown[0]!r} for the child",
                                hint=f"choose from {', '.join(names)}")
            names = [n for n in names if n in wanted]
        if not write:
            names = [n for n in names if registry.get(n).effect == EFFECT_NONE]
        return registry.subset(names), wanted is None or self.name in wanted


class _Forward:
    """The child's events onto the parent's stream: wrapped as ``agent`` events, except its
    model costs, which are the parent's own (its budget already counted them)."""

    def __init__(self, bus: EventBus, task_id: str, budget: Any, name: str, child_id: str,
                 depth: int) -> None:
        self.bus, self.task_id, self.budget = bus, task_id, budget
        self.name, self.child_id, self.depth = name, child_id, depth

    def __call__(self, event: Event) -> None:
        if event.kind == events.COST:
            self.bus.emit(self.task_id, events.COST, event.data | {
                "purpose": f"{self.name}: {event.data.get('purpose', '')}",
                "total_tokens": self.budget.spent.total_tokens,
                "total_cost_usd": self.budget.spent.cost_usd, "agent": self.name})
            return
        self.bus.emit(self.task_id, events.AGENT, events.AgentEvent(
            agent=self.name, child=self.child_id, depth=self.depth,
            event={"kind": event.kind, "seq": event.seq, "data": event.data, "ts": event.ts}))


def _result(name: str, outcome: TaskOutcome, workspace: Path, root: Path) -> ToolOutput:
    where = workspace.relative_to(root).as_posix() if workspace != root else "."
    changed = [f"{where}/{f}" if where != "." else f for f in outcome.files_changed]
    text = render("delegate_result", agent=name, outcome=outcome, changed=changed, where=where)
    return ToolOutput(text, ok=outcome.status in ("done", "unverified", "simulated"),
                      changed_files=changed)
