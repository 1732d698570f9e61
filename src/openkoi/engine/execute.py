"""Execute: the tool-calling loop of one iteration.

The model picks one or more tool calls per turn; the registry checks policy and runs them,
the independent ones at once (``concurrent``, at most ``ctx.parallel_calls``); results go
back as tool messages in the order the model asked; a turn without tool calls is the final
answer. Background jobs (tools/background.py) that ended since the last turn are told to the
model before its next one; a final answer while its jobs still run gets one reminder.
Identical calls repeated over and over get a nudge; a call that already failed (in
an earlier turn) is not run again, and the second such retry ends the iteration (evaluation
and refinement then show the model what is wrong). The loop ends after ``max_steps`` turns.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from openkoi import events
from openkoi.engine.calls import Caller
from openkoi.engine.concurrent import run_in_order
from openkoi.engine.grounding.cases import Independent
from openkoi.models.base import Message
from openkoi.prompts import render
from openkoi.records import ToolCall, ToolResult
from openkoi.tools.base import ToolContext
from openkoi.tools.registry import ToolRegistry

MAX_RETRIED_FAILURES = 2


@dataclass
class ExecResult:
    answer: str
    changed_files: list[str] = field(default_factory=list)
    steps: int = 0
    tool_errors: int = 0
    # tests written from the task by a call that never saw the code, and how far the sampled
    # candidates agreed (a candidate search leaves them; the evaluation runs them)
    independent: Independent | None = None


async def execute(
    caller: Caller,
    registry: ToolRegistry,
    ctx: ToolContext,
    messages: list[Message],
    *,
    max_steps: int,
    iteration: int,
) -> ExecResult:
    convo = list(messages)
    changed: list[str] = []
    seen: dict[str, int] = {}
    failed: dict[str, str] = {}  # call key -> its error, to refuse exact retries
    retried_failures = 0
    errors = 0
    reminded = False
    for step in range(1, max_steps + 1):
        if ctx.jobs is not None:
            convo += _jobs_ended(caller, ctx)
        response = await caller.call(convo, purpose="execute", tools=registry.specs(),
                                     max_tokens=2048)
        if not response.tool_calls:
            running = ctx.jobs.running() if ctx.jobs is not None else []
            if running and not reminded and step < max_steps:
                reminded = True
                convo.append(Message("assistant", response.text))
                convo.append(Message("user", render("jobs_running", jobs=running)))
                continue
            return ExecResult(response.text.strip(), changed, step, errors)
        calls = list(response.tool_calls)
        convo.append(Message("assistant", response.text, tool_calls=calls))
        known = dict(failed)  # failures of earlier turns: those calls are not run again

        async def one(i: int, step: int = step, calls: list[ToolCall] = calls,
                      known: dict[str, str] = known) -> tuple[str, ToolResult, list[str]]:
            call = calls[i]
            caller.bus.emit(caller.task_id, events.TOOL_CALL,
                            call.to_dict() | {"iteration": iteration, "step": step})
            key = _key(call)
            if key in known:  # the same call failed before: do not run it again
                result = ToolResult(call_id=call.id, name=call.name, ok=False,
                                    output=render("execute_already_failed", error=known[key]))
                files: list[str] = []
            else:
                result, files = await registry.execute(call, ctx)
            caller.bus.emit(caller.task_id, events.TOOL_RESULT,
                            result.to_dict() | {"iteration": iteration, "step": step,
                                                "changed_files": files})
            return key, result, files

        # independent calls run at once; their results are read in the order asked
        done = await run_in_order([registry.footprint(c, ctx) for c in calls], one,
                                  limit=ctx.parallel_calls)
        repeated = False
        for (key, result, files), call in zip(done, calls, strict=True):
            if key in known:
                retried_failures += 1
            elif files:  # the workspace changed: earlier failures may not repeat
                failed.clear()
            if not result.ok and key not in known:
                failed[key] = result.output[:500]
            changed.extend(f for f in files if f not in changed)
            errors += 0 if result.ok else 1
            convo.append(Message("tool", result.output, tool_call_id=call.id, name=call.name))
            seen[key] = seen.get(key, 0) + 1
            repeated = repeated or seen[key] >= 3
        if retried_failures >= MAX_RETRIED_FAILURES:  # stuck: let evaluation and refine help
            return ExecResult(render("execute_stuck"), changed, step, errors)
        if repeated:
            convo.append(Message("user", render("execute_repeat")))
    return ExecResult(render("execute_out_of_steps", steps=max_steps), changed, max_steps, errors)


def _jobs_ended(caller: Caller, ctx: ToolContext) -> list[Message]:
    """A message telling the model which of its background jobs ended (none: nothing)."""
    assert ctx.jobs is not None
    ended = ctx.jobs.ended_untold()
    if not ended:
        return []
    for job in ended:
        code = "" if job.exit_code is None else f" (exit {job.exit_code})"
        caller.bus.emit(caller.task_id, events.NOTICE, {
            "message": f"background job {job.id} ended: {job.state}{code}", "job": job.id})
    jobs = [job.to_dict() | {"tail": ctx.jobs.tail(job, 1500)} for job in ended]
    return [Message("user", render("jobs_ended", jobs=jobs))]


def _key(call: ToolCall) -> str:
    return call.name + json.dumps(call.arguments, sort_keys=True)
