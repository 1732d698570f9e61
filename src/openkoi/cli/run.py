"""`openkoi "task"` (also `openkoi run "task"`): run one task through the PEER loop."""

from __future__ import annotations

import argparse
import os
import stat
import sys
from typing import Any

from openkoi import errors
from openkoi.cli import exits
from openkoi.cli.app import App

HELP = """\
Run a task in the workspace (the current folder, or -C DIR): plan, execute with tools,
evaluate (tests, lint, rubric judge), refine until the score meets --quality.
Text piped on stdin is given to the task as context. Progress goes to stderr, the result
to stdout. With no API key found, the embedded local model is used (installed on first use).
"""


def register(sub: Any) -> None:
    p = sub.add_parser("run", help="run a task (the default command)", description=HELP,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("task", nargs="+", help="what to do, in words")
    p.add_argument("-i", "--iterate", type=int, metavar="N", dest="iterations",
                   help="at most N iterations (default 3; 0 or 1 = one pass, no refinement)")
    p.add_argument("--quality", type=float, metavar="Q",
                   help="stop when the score reaches Q, 0-1 (default 0.8)")
    p.add_argument("-m", "--model", metavar="PROVIDER/MODEL",
                   help="model to use, e.g. local/strong, local/fast, anthropic/claude-sonnet-4-5")
    p.add_argument("--quiet", action="store_true", help="no progress output; only the result")
    p.add_argument("--json", action="store_true", help="print the result as JSON on stdout")
    p.add_argument("--max-tokens", type=int, metavar="N", help="token budget for the task")
    p.add_argument("--max-cost", type=float, metavar="USD", dest="max_cost_usd",
                   help="cost budget in USD")
    p.add_argument("--max-time", type=float, metavar="SECONDS", dest="max_time_s",
                   help="wall-time budget in seconds")
    p.add_argument("--max-steps", type=int, metavar="N", help="tool steps per iteration")
    p.set_defaults(handler=handle)


def handle(args: argparse.Namespace, app: App) -> int:
    app.overrides.update({
        "iterations": args.iterations, "quality": args.quality, "model": args.model,
        "max_tokens": args.max_tokens, "max_cost_usd": args.max_cost_usd,
        "max_time_s": args.max_time_s, "max_steps": args.max_steps,
    })
    settings = app.settings
    task = " ".join(args.task).strip()
    if not task:
        raise errors.UsageError("the task is empty", hint='openkoi "describe the task"')
    context = _stdin_context()

    import asyncio

    from openkoi.engine.budget import Budget
    from openkoi.engine.loop import Engine, TaskRequest
    from openkoi.events import EventBus
    from openkoi.models.registry import resolve_model

    note = None if args.quiet else app.note
    model = resolve_model(settings.model, settings, app.paths, progress=note)
    judge = resolve_model(settings.roles["evaluator"], settings, app.paths, role="evaluator",
                          progress=note) if settings.roles.get("evaluator") else None
    store = app.store()
    session_id = store.create_session("task", title=task[:80])
    task_id = store.create_task(session_id, task, model=model.id, workspace=str(app.workspace),
                                options={"iterations": settings.iterations,
                                         "quality": settings.quality})
    bus = EventBus()
    bus.subscribe(store.recorder(task_id))
    if not args.quiet:
        from openkoi.cli.progress import ProgressPrinter

        bus.subscribe(ProgressPrinter(app.err))
    engine = Engine(
        model=model, bus=bus, judge_model=judge, tool_output_dir=app.paths.tool_output,
        budget=Budget(settings.budget.max_tokens, settings.budget.max_cost_usd,
                      settings.budget.max_time_s))
    request = TaskRequest(task=task, workspace=app.workspace, context=context,
                          iterations=settings.iterations, quality=settings.quality,
                          max_steps=settings.max_steps, shell_timeout_s=settings.shell_timeout_s)
    try:
        outcome = asyncio.run(_run(engine, request, task_id))
        store.finish_task(task_id, outcome)
    except KeyboardInterrupt:
        store.mark_interrupted(task_id, "interrupted by the user")
        raise
    except Exception as exc:  # a bug: the task must not stay "running"
        store.mark_interrupted(task_id, f"internal error: {type(exc).__name__}")
        raise
    finally:
        store.close()
    if args.json:
        app.print_json(outcome.to_dict() | {"task_id": task_id, "session_id": session_id,
                                            "model": model.id})
    else:
        if outcome.answer:
            app.print(outcome.answer)
        for name in outcome.files_changed:
            app.print(f"  changed: {name}")
    if outcome.status == "done":
        return exits.OK
    if outcome.status == "failed" and outcome.error_kind:
        cls = getattr(errors, outcome.error_kind, None)
        if isinstance(cls, type) and issubclass(cls, errors.OpenKoiError):
            return exits.code_for_class(cls)
    return exits.TASK_NOT_MET


async def _run(engine: Any, request: Any, task_id: str) -> Any:
    try:
        return await engine.run(request, task_id)
    finally:
        for model in {id(m): m for m in (engine.model, engine.judge_model) if m}.values():
            await model.aclose()


def _stdin_context(limit: int = 20_000) -> str:
    """Text piped or redirected into openkoi; a terminal or /dev/null gives nothing."""
    try:
        mode = os.fstat(sys.stdin.fileno()).st_mode
    except (AttributeError, OSError, ValueError):
        return ""
    if not (stat.S_ISFIFO(mode) or stat.S_ISREG(mode)):
        return ""
    try:
        data = sys.stdin.read(limit + 1)
    except (OSError, ValueError, UnicodeDecodeError):
        return ""
    return data[:limit].strip()
