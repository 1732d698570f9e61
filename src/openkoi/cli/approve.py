"""`--approve-plan`: nothing runs until the user approves the plan on the terminal, or edits
it (the edited plan runs instead); no, or no answer, ends the task with nothing run."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TextIO

from openkoi import errors
from openkoi.records import Plan

Ask = Callable[[str], str]
Edit = Callable[[str], str]

HEADER = ("# Edit the plan, save and quit: it runs as you leave it.\n"
          "# 'summary:' is one line; each step is a line starting with '- '.\n"
          "# Lines starting with '#' are ignored. Delete every step to reject the plan.\n")


def needs_terminal() -> None:
    """Refuse --approve-plan where there is no terminal to ask on (exit 2, nothing runs)."""
    try:
        tty = sys.stdin.isatty()
    except (AttributeError, ValueError):
        tty = False
    if not tty:
        raise errors.UsageError("--approve-plan needs a terminal to ask on",
                                hint="run it in a terminal, or use the HTTP API's "
                                     "approve_plan and POST /api/v1/tasks/ID/approve")


def gate(err: TextIO, *, ask: Ask | None = None, edit: Edit | None = None
         ) -> Callable[[Plan], Awaitable[bool | Plan]]:
    """The plan gate: show the plan, ask y / e / N."""
    ask = ask or _terminal_ask(err)
    edit = edit or _editor

    async def decide(plan: Plan) -> bool | Plan:
        err.write(show(plan))
        err.flush()
        answer = ask("Run this plan? [y]es / [e]dit / [N]o ").strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("e", "edit"):
            edited = parse(edit(as_text(plan)), plan)
            if edited is None:
                err.write("The edited plan has no steps: nothing runs.\n")
                return False
            err.write(show(edited))
            return edited
        return False

    return decide


def show(plan: Plan) -> str:
    lines = [f"[PLAN] {plan.summary}"]
    lines += [f"  {i}. {step}" for i, step in enumerate(plan.steps, 1)]
    if plan.files:
        lines.append(f"  files: {', '.join(plan.files)}")
    if plan.tools:
        lines.append(f"  tools: {', '.join(plan.tools)}")
    return "\n".join(lines) + "\n"


def as_text(plan: Plan) -> str:
    return HEADER + f"summary: {plan.summary}\n" + "".join(f"- {s}\n" for s in plan.steps)


def parse(text: str, original: Plan) -> Plan | None:
    summary = original.summary
    steps: list[str] = []
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if stripped.lower().startswith("summary:"):
            summary = stripped.split(":", 1)[1].strip() or summary
        elif stripped.startswith("- "):
            steps.append(stripped[2:].strip()[:300])
    if not steps:
        return None
    return Plan(summary=summary[:400], steps=steps[:12], files=list(original.files),
                tools=list(original.tools), estimated_iterations=original.estimated_iterations)


def _terminal_ask(err: TextIO) -> Ask:
    def ask(question: str) -> str:
        err.write(question)
        err.flush()
        return sys.stdin.readline()

    return ask


def _editor(text: str) -> str:
    editor = os.environ.get("VISUAL") or os.environ.get("EDITOR") or "vi"
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "plan.txt"
        path.write_text(text, encoding="utf-8")
        try:
            subprocess.run([*shlex.split(editor), str(path)], check=False)
        except OSError as exc:
            raise errors.UsageError(f"cannot start the editor {editor!r}: {exc}",
                                    hint="set EDITOR to an editor on your PATH") from None
        return path.read_text(encoding="utf-8", errors="replace")
