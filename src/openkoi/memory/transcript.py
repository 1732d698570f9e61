"""A task as a markdown transcript, rendered from its events.

Written to ``sessions/<session-id>/<task-id>.md`` when a task ends; `openkoi task replay`
prints it. Sections: a header (task, model, workspace, status, score, iterations, tokens,
cost), the plan, one section per iteration (tool calls with ok/error, the evaluation's
dimension scores and findings, refinement feedback, notices, the progress lines of each
child agent it started), then the answer and the files changed. Events carry their
iteration number (``data["iteration"]``, or ``number`` on the ``iteration`` event); events
without one belong to the iteration in progress.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from openkoi import events, records
from openkoi.errors import StorageError
from openkoi.events import Event
from openkoi.fsio import atomic_write
from openkoi.memory.rows import TaskInfo
from openkoi.redact import redact

ARG_WIDTH = 60
_ENDING = frozenset({events.RESTORED, events.DONE, events.FAILED})
ARGS_WIDTH = 140


def write(path: Path, text: str) -> None:
    try:
        atomic_write(path, redact(text))
    except OSError as exc:
        raise StorageError(f"cannot write transcript {path}: {exc.strerror or exc}",
                           hint="check the permissions of the data directory") from exc


def render(task: TaskInfo, stream: list[Event]) -> str:
    preamble: list[Event] = []
    groups: dict[int, list[Event]] = {}
    ending: list[Event] = []
    current: int | None = None
    for event in stream:
        if event.kind in _ENDING:
            ending.append(event)
            continue
        number = _iteration_of(event)
        if number is not None:
            current = number
        if current is None:
            preamble.append(event)
        else:
            groups.setdefault(current, []).append(event)
    out = _header(task)
    for event in preamble:
        out += _render_loose(event)
    for number, group in groups.items():
        out += _iteration(number, group)
    for event in ending:
        out += _ending_line(event)
    out += _result(task)
    return "\n".join(out).rstrip() + "\n"


def _header(task: TaskInfo) -> list[str]:
    score = "-" if task.score is None else f"{task.score:.2f}"
    lines = [f"# {_one_line(task.description, 200) or '(no description)'}", "",
             f"- task: {task.id} (session {task.session_id})",
             f"- model: {task.model or '-'}",
             f"- workspace: {task.workspace or '-'}",
             f"- status: {task.status}" + (f" ({task.stop_reason})" if task.stop_reason else ""),
             f"- score: {score}",
             f"- iterations: {task.iterations}" + (
                 f" (best: {task.best_iteration})" if task.best_iteration is not None else ""),
             f"- tokens: {task.input_tokens:,} in / {task.output_tokens:,} out",
             f"- cost: ${task.cost_usd:.4f}",
             f"- started: {_when(task.started_at)}" + (
                 f", took {task.duration_s:.1f}s" if task.duration_s is not None else "")]
    if task.error:
        lines.append(f"- error: {_one_line(task.error, 300)}")
    return lines


def _render_loose(event: Event) -> list[str]:
    if event.kind == events.PLAN:
        return _plan(records.Plan.from_dict(event.data))
    if event.kind == events.NOTICE:
        return _note(event)
    if event.kind == events.HOOK:
        return _hook(event)
    return []


def _hook(event: Event) -> list[str]:
    """A plugin hook that said something or failed (a silent one is only in the events)."""
    d = event.data
    who = f"hook {d.get('hook', '?')} (plugin {d.get('plugin', '?')})"
    if not d.get("ok", True):
        return ["", f"> {who} failed, nothing changed: {_one_line(str(d.get('error', '')), 300)}"]
    answer = d.get("answer")
    if isinstance(answer, dict) and answer:
        return ["", f"> {who}: {_one_line(json.dumps(answer), 300)}"]
    return []


def _plan(plan: records.Plan) -> list[str]:
    lines = ["", "## Plan", ""]
    if plan.summary:
        lines += [plan.summary.strip(), ""]
    lines += [f"{i}. {_one_line(step, 300)}" for i, step in enumerate(plan.steps, 1)]
    if plan.files:
        lines += ["", "Files: " + ", ".join(f"`{f}`" for f in plan.files)]
    if plan.tools:
        lines += ["Tools: " + ", ".join(plan.tools)]
    return lines


def _children(group: list[Event]) -> list[str]:
    """Each child agent's own progress lines (its events, nested in this iteration's)."""
    from openkoi.progress import TaskProgress, fold

    folded: dict[str, TaskProgress] = {}
    shown: dict[str, list[str]] = {}
    names: dict[str, str] = {}
    for event in group:
        if event.kind != events.AGENT:
            continue
        agent = events.AgentEvent.from_dict(event.data)
        inner = Event.from_dict(agent.event | {"task_id": agent.child})
        folded[agent.child] = progress = fold(folded.get(agent.child), inner)
        names[agent.child] = agent.agent
        if progress.line:
            shown.setdefault(agent.child, []).append(progress.line)
    lines: list[str] = []
    for child, texts in shown.items():
        lines += ["", f"### Agent {names[child]} ({child})", ""]
        lines += [f"    {text}" for text in texts]
    return lines


def _iteration(number: int, group: list[Event]) -> list[str]:
    closing = next((e for e in group if e.kind == events.ITERATION), None)
    title = f"## Iteration {number}"
    if closing is not None:
        title += f" (score {records.Iteration.from_dict(closing.data).score:.2f})"
    lines = ["", title]
    results = {str(e.data.get("call_id", "")): records.ToolResult.from_dict(e.data)
               for e in group if e.kind == events.TOOL_RESULT}
    calls = [records.ToolCall.from_dict(e.data) for e in group if e.kind == events.TOOL_CALL]
    if calls:
        lines += ["", "### Tool calls", ""]
        lines += [_call_line(call, results.get(call.id)) for call in calls]
    for event in group:
        if event.kind == events.PLAN:
            lines += _plan(records.Plan.from_dict(event.data))
        elif event.kind == events.EVALUATION:
            lines += _evaluation(records.Evaluation.from_dict(event.data))
        elif event.kind == events.REFINEMENT:
            feedback = records.Refinement.from_dict(event.data)
            lines += ["", "### Refinement", "", feedback.feedback.strip() or "(no feedback)"]
            if feedback.focus:
                lines.append("Focus: " + ", ".join(feedback.focus))
        elif event.kind == events.NOTICE:
            lines += _note(event)
        elif event.kind == events.HOOK:
            lines += _hook(event)
    lines += _children(group)
    if closing is not None:
        # the engine may say what this iteration touched; files_changed is since the start
        this_time = closing.data.get("changed_this_iteration")
        files = this_time if isinstance(this_time, list) else \
            records.Iteration.from_dict(closing.data).files_changed
        if files:
            lines += ["", "Files changed: " + ", ".join(f"`{f}`" for f in files)]
    return lines


def _call_line(call: records.ToolCall, result: records.ToolResult | None) -> str:
    line = f"- `{call.name}` {_short_args(call.arguments)}".rstrip()
    if result is None:
        return line + " -> (no result)"
    if result.ok:
        return line + " -> ok"
    return line + f" -> error: {_one_line(result.output, 160) or '(no output)'}"


def _short_args(arguments: dict[str, Any]) -> str:
    parts = []
    for key, value in arguments.items():
        text = value if isinstance(value, str) else json.dumps(value, default=str)
        parts.append(f"{key}={_one_line(text, ARG_WIDTH)}")
    return _one_line(" ".join(parts), ARGS_WIDTH)


def _evaluation(ev: records.Evaluation) -> list[str]:
    lines = ["", f"### Evaluation: {ev.score:.2f}" + (" (needs a human)" if ev.needs_human
                                                       else "")]
    if ev.dimensions:
        lines += ["", "| dimension | score | weight |", "|---|---|---|"]
        for name, value in ev.dimensions.items():
            weight = ev.weights.get(name)
            lines.append(f"| {name} | {value:.2f} | "
                         f"{'-' if weight is None else f'{weight:.2f}'} |")
    findings = [f for f in ev.findings if isinstance(f, dict)]
    if findings:
        lines += ["", "Findings:"]
        for item in findings:
            f = records.Finding.from_dict(item)
            where = f" ({f.location})" if f.location else ""
            dim = f"{f.dimension}: " if f.dimension else ""
            line = f"- [{f.severity}] {dim}{_one_line(f.message, 300)}{where}"
            if f.fix:
                line += f" (fix: {_one_line(f.fix, 200)})"
            lines.append(line)
    return lines


def _note(event: Event) -> list[str]:
    text = event.data.get("message") or event.data.get("text") or event.data.get("reason")
    body = str(text) if text else json.dumps(event.data, default=str)
    return ["", f"> note: {_one_line(body, 300)}"]


def _ending_line(event: Event) -> list[str]:
    data = event.data
    if event.kind == events.RESTORED:
        files = data.get("files")
        listed = ", ".join(str(f) for f in files) if isinstance(files, list) else ""
        which = data.get("iteration")
        return ["", f"> restored the workspace to iteration {which if which is not None else '?'}"
                + (f" ({_one_line(listed, 200)})" if listed else "")]
    outcome = records.TaskOutcome.from_dict(data)
    line = f"> ended: {outcome.status}"
    if outcome.stop_reason:
        line += f" ({_one_line(outcome.stop_reason, 200)})"
    if outcome.error and outcome.error != outcome.stop_reason:
        line += f"; error: {_one_line(outcome.error, 200)}"
    return ["", line]


def _result(task: TaskInfo) -> list[str]:
    lines = ["", "## Result", ""]
    lines.append(task.answer.strip() if task.answer.strip() else "(no answer)")
    if task.files_changed:
        lines += ["", "Files changed:"] + [f"- `{f}`" for f in task.files_changed]
    return lines


def _iteration_of(event: Event) -> int | None:
    key = "number" if event.kind == events.ITERATION else "iteration"
    value = event.data.get(key)
    if event.kind == events.REFINEMENT:
        return None  # feedback written after an iteration, read by the next one
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _one_line(text: str, width: int) -> str:
    flat = " ".join(str(text).split())
    return flat if len(flat) <= width else flat[: width - 3] + "..."


def _when(ts: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(ts))
