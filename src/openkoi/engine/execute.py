"""Execute: the tool-calling loop of one iteration.

The model picks one or more tool calls per turn; the registry checks policy and runs them;
results go back as tool messages; a turn without tool calls is the final answer. Identical
calls repeated over and over get a nudge; a call that already failed is not run again, and
the second such retry ends the iteration (evaluation and refinement then show the model
what is wrong). The loop ends after ``max_steps`` turns.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from openkoi import events
from openkoi.engine.calls import Caller
from openkoi.models.base import Message
from openkoi.prompts import render
from openkoi.records import ToolResult
from openkoi.tools.base import ToolContext
from openkoi.tools.registry import ToolRegistry

MAX_RETRIED_FAILURES = 2


@dataclass
class ExecResult:
    answer: str
    changed_files: list[str] = field(default_factory=list)
    steps: int = 0
    tool_errors: int = 0


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
    for step in range(1, max_steps + 1):
        response = await caller.call(convo, purpose="execute", tools=registry.specs(),
                                     max_tokens=2048)
        if not response.tool_calls:
            return ExecResult(response.text.strip(), changed, step, errors)
        convo.append(Message("assistant", response.text, tool_calls=list(response.tool_calls)))
        repeated = False
        for call in response.tool_calls:
            data = call.to_dict() | {"iteration": iteration, "step": step}
            caller.bus.emit(caller.task_id, events.TOOL_CALL, data)
            key = call.name + json.dumps(call.arguments, sort_keys=True)
            if key in failed:  # the same call failed before: do not run it again
                retried_failures += 1
                result = ToolResult(call_id=call.id, name=call.name, ok=False,
                                    output=render("execute_already_failed", error=failed[key]))
                files: list[str] = []
            else:
                result, files = await registry.execute(call, ctx)
                if files:  # the workspace changed: earlier failures may not repeat
                    failed.clear()
                if not result.ok:
                    failed[key] = result.output[:500]
            caller.bus.emit(caller.task_id, events.TOOL_RESULT,
                            result.to_dict() | {"iteration": iteration, "step": step,
                                                "changed_files": files})
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
