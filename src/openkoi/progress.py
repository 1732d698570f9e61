"""Progress lines rendered from a task's event stream (the CLI writes them on stderr, the chat
too, the dashboard shows them in a task's details):

    [PLAN] Write fizzbuzz.py and its tests (3 steps)
    [EXEC] write_file fizzbuzz.py
    [EVAL] correctness=0.90 safety=1.00 style=0.80 tests=1.00 lint=1.00 -> 0.93
    [REFN] style below 0.80: ...
    ✓ Done. 2 iterations. 2 files changed.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, TextIO

from openkoi import events
from openkoi.events import Event

ARG_PREVIEW = 70


class ProgressPrinter:
    """``silent(name, arguments)`` True = a tool call the user delegated at trust level
    'autonomous': no progress line (it is in the audit log and the task's events)."""

    def __init__(self, stream: TextIO | Callable[[str], None], *, verbose: bool = False,
                 silent: Callable[[str, dict[str, Any]], bool] | None = None) -> None:
        self.stream = stream  # a text stream, or a surface's notify callback (one line a call)
        self.verbose = verbose
        self.silent = silent

    def __call__(self, event: Event) -> None:
        line = self.render(event)
        if not line:
            return
        if callable(self.stream):
            self.stream(line)
        else:
            self.stream.write(line + "\n")
            self.stream.flush()

    def render(self, event: Event) -> str | None:
        d = event.data
        kind = event.kind
        if kind == events.TASK_STARTED:
            return f"[TASK] {d.get('model')} in {d.get('workspace')}"
        if kind == events.PLAN:
            if d.get("source") == "task":
                return f"[PLAN] write {', '.join(d.get('files', []))} (the files the task names)"
            n = len(d.get("steps", []))
            return f"[PLAN] {d.get('summary') or 'plan ready'} ({n} step{'s' if n != 1 else ''})"
        if kind == events.TOOL_CALL:
            if self.silent is not None and self.silent(str(d.get("name")),
                                                       d.get("arguments") or {}):
                return None
            return f"[EXEC] {d.get('name')} {tool_args(d.get('arguments', {}))}".rstrip()
        if kind == events.TOOL_RESULT:
            if d.get("ok"):
                return None
            first = (d.get("output") or "").strip().splitlines()[:1]
            return f"[EXEC]   ! {d.get('name')}: {first[0][:120] if first else 'failed'}"
        if kind == events.EVALUATION:
            dims = " ".join(f"{k}={v:.2f}" for k, v in d.get("dimensions", {}).items())
            flag = "  (judge unreadable: needs a human)" if d.get("needs_human") else ""
            return f"[EVAL] {dims} -> {d.get('score', 0):.2f}{flag}"
        if kind == events.REFINEMENT:
            first = next((ln.strip("- ").strip() for ln in d.get("feedback", "").splitlines()
                          if ln.strip()), "")
            return f"[REFN] {first[:140]}"
        if kind == events.RESTORED:
            return f"[KEEP] restored the files of iteration {d.get('iteration')} (the best one)"
        if kind == events.RECALLED:
            n = len([ln for ln in d.get("text", "").splitlines() if ln.strip()])
            return f"[MEMORY] {n} learning{'s' if n != 1 else ''} from earlier tasks recalled"
        if kind == events.LEARNED:
            return _learned(d.get("learnings", []))
        if kind in (events.DONE, events.FAILED):
            return summary_line(d)
        return None


def _learned(items: list[dict[str, Any]], shown: int = 3) -> str | None:
    lines = [f'[LEARNED] "{x.get("text", "")[:150]}"'
             + ("" if x.get("new") else f" (seen {x.get('evidence')}x)") for x in items[:shown]]
    if len(items) > shown:
        lines.append(f"[LEARNED] ... and {len(items) - shown} more (openkoi learnings)")
    return "\n".join(lines) or None


def summary_line(d: dict[str, Any]) -> str:
    n = d.get("iterations", 0)
    files = len(d.get("files_changed", []))
    its = f"{n} iteration{'s' if n != 1 else ''}"
    fc = f"{files} file{'s' if files != 1 else ''} changed"
    usage = d.get("usage", {})
    cost = (f" {usage.get('input_tokens', 0)}+{usage.get('output_tokens', 0)} tokens"
            f", ${usage.get('cost_usd', 0.0):.4f}.")
    status = d.get("status")
    if status == "done":
        return f"✓ Done. {its}. {fc}. score {d.get('score', 0):.2f}.{cost}"
    if status == "failed":
        return f"✗ Failed: {d.get('error') or d.get('stop_reason')}.{cost}"
    return (f"✗ Stopped ({d.get('stop_reason')}). Best score {d.get('score', 0):.2f} "
            f"from iteration {d.get('best_iteration')}. {its}. {fc}.{cost}")


def tool_args(arguments: dict[str, Any]) -> str:
    if not arguments:
        return ""
    if set(arguments) <= {"path", "content"} and "path" in arguments:
        return str(arguments["path"])
    if "command" in arguments:
        return f"`{str(arguments['command'])[:ARG_PREVIEW]}`"
    text = json.dumps(arguments, ensure_ascii=False)
    return text if len(text) <= ARG_PREVIEW else text[:ARG_PREVIEW] + "…"
