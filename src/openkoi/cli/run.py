"""`openkoi "task"` (also `openkoi run "task"`): run one task through the PEER loop."""

from __future__ import annotations

import argparse
import os
import stat
import sys
from typing import TYPE_CHECKING, Any

from openkoi import errors, runner
from openkoi.cli import exits
from openkoi.cli.app import App
from openkoi.config import Overrides
from openkoi.runner import Started, TaskOptions, drive

__all__ = ["Started", "add_task_arguments", "drive", "drive_and_report", "report",
           "start_task"]

if TYPE_CHECKING:
    from openkoi.records import TaskOutcome

HELP = """\
Run a task in the workspace (the current folder, or -C DIR): plan, execute with tools,
evaluate (tests, lint, rubric judge), refine until the score meets --quality.
Text piped on stdin is given to the task as context. Progress goes to stderr, the result
to stdout. With no API key found, the embedded local model is used (installed on first use).
"""


def register(sub: Any) -> None:
    p = sub.add_parser("run", help="run a task (the default command)", description=HELP,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    add_task_arguments(p)
    p.add_argument("--background", action="store_true",
                   help="send the task to the daemon (`openkoi daemon start`) and return at "
                        "once; follow it with `openkoi jobs list|show|log|cancel`")
    p.set_defaults(handler=handle)


def add_task_arguments(p: Any) -> None:
    """The flags every command that runs a task takes (`run`, `think`)."""
    p.add_argument("task", nargs="+", help="what to do, in words")
    p.add_argument("-i", "--iterate", type=_at_least(0, int), metavar="N", dest="iterations",
                   help="at most N iterations (default 3; 0 or 1 = one pass, no refinement)")
    p.add_argument("--quality", type=_fraction, metavar="Q",
                   help="stop when the score reaches Q, 0-1 (default 0.8)")
    p.add_argument("-m", "--model", metavar="PROVIDER/MODEL",
                   help="model to use, e.g. local/strong, local/fast, anthropic/claude-sonnet-4-5")
    p.add_argument("--quiet", action="store_true", help="no progress output; only the result")
    p.add_argument("--json", action="store_true", help="print the result as JSON on stdout")
    p.add_argument("--max-tokens", type=_at_least(1, int), metavar="N",
                   help="token budget for the task")
    p.add_argument("--max-cost", type=_at_least(0.0001, float), metavar="USD", dest="max_cost_usd",
                   help="cost budget in USD")
    p.add_argument("--max-time", type=_at_least(1, float), metavar="SECONDS", dest="max_time_s",
                   help="wall-time budget in seconds")
    p.add_argument("--max-steps", type=_at_least(1, int), metavar="N",
                   help="tool steps per iteration")
    p.add_argument("--candidates", type=_at_least(0, int), metavar="N",
                   help="whole-file drafts sampled per iteration and ranked by running them "
                        "(default 0 = the model's: 3 on the embedded model, in one batch)")
    p.add_argument("--parallel", type=_at_least(1, int), metavar="N", dest="parallel_calls",
                   help="independent tool calls of one model turn (reads, searches, test "
                        "runs in separate folders) run at most N at once (default 4; 1 = "
                        "one by one)")
    p.add_argument("--plan-candidates", type=_at_least(1, int), metavar="N",
                   help="draft N plans, score each without running anything (registered "
                        "tools, step budget, irreversible steps last, the Parliament's "
                        "caveats) and run the best (default 1)")
    p.add_argument("--approve-plan", action="store_true",
                   help="show the plan and run nothing until you approve or edit it "
                        "(needs a terminal)")
    p.add_argument("--agents", type=_path, metavar="FILE",
                   help="the agents file whose team runs the task (default: "
                        ".openkoi/agents.toml in the workspace, if any)")
    p.add_argument("--no-memory", action="store_true",
                   help="neither recall learnings into this task nor learn from it")


def start_task(args: argparse.Namespace, app: App, *, kind: str = "task",
               models: bool = True, think: bool = False, simulate: bool = False,
               override: bool = False, agent: str | None = None) -> Started:
    """Apply the flags, resolve the models, record the task and wire its event bus (with the
    progress printer on stderr unless --quiet). ``models=False`` records the task without
    loading any model (``model`` stays None)."""
    options = TaskOptions(
        task=" ".join(args.task), context=_stdin_context(), overrides=overrides(args),
        think=think, simulate=simulate, override=override,
        verbose=bool(getattr(args, "verbose", False)),
        agents_file=getattr(args, "agents", None), agent=agent)
    started = runner.start(app, options, kind=kind, models=models,
                           progress=None if args.quiet else app.note)
    if not args.quiet:
        from openkoi.progress import ProgressPrinter

        # the closing line waits for the outcome to be recorded: see report()
        started.bus.subscribe(ProgressPrinter(app.err, silent=runner.silent_calls(app),
                                              final=False))
    from openkoi import task_hooks

    task_hooks.watch(started)  # [api.webhooks] / [[webhooks]]: sent once the result is shown
    return started


def overrides(args: argparse.Namespace) -> Overrides:
    """The task flags as typed overrides (None = the configured value)."""
    return Overrides(model=args.model, iterations=args.iterations, quality=args.quality,
                     max_steps=args.max_steps, max_tokens=args.max_tokens,
                     max_cost_usd=args.max_cost_usd, max_time_s=args.max_time_s,
                     candidates=args.candidates,
                     parallel_calls=getattr(args, "parallel_calls", None),
                     plan_candidates=getattr(args, "plan_candidates", None),
                     memory=False if getattr(args, "no_memory", False) else None)


def report(started: Started, outcome: TaskOutcome, args: argparse.Namespace, app: App) -> int:
    """Print the result (text or --json) and return the task's exit code. Called once the
    outcome is recorded: only then does the closing "✓ Done" line go to stderr."""
    if not args.quiet:
        from openkoi.progress import summary_line

        app.note(summary_line(outcome.to_dict()))
        if outcome.status not in ("done", "simulated", "failed", "interrupted"):  # why not done
            app.note(f"  findings: openkoi task show {started.task_id}")
    if args.json:
        app.print_json(outcome.to_dict() | started.report())
    else:
        # a simulation's answer tells of work never done, and what changed in the folder
        # meanwhile (a shell's redirect into it) is not its change
        if outcome.status != "simulated":
            if outcome.answer:
                app.print(outcome.answer)
            for name in outcome.files_changed:
                app.print(f"  changed: {name}")
    app.out.flush()
    if started.deliberation.blocked:
        return exits.BLOCKED
    if outcome.status in ("done", "simulated"):  # a simulation that ran is a dry run done
        return exits.OK
    if outcome.status == "unverified":
        return exits.UNVERIFIED
    if outcome.status == "failed" and outcome.error_kind:
        cls = getattr(errors, outcome.error_kind, None)
        if isinstance(cls, type) and issubclass(cls, errors.OpenKoiError):
            return exits.code_for_class(cls)
    return exits.TASK_NOT_MET


def send_webhooks(started: Started, outcome: TaskOutcome, app: App) -> None:
    """The task's webhooks, after its result (at most webhooks.AFTER_GRACE_S; each try is
    recorded in the database, and a receiver that does not answer never changes the exit
    code)."""
    if started.outbox is None:
        return
    import asyncio

    from openkoi import task_hooks

    try:
        with app.store() as store:
            asyncio.run(task_hooks.send(started, outcome, store))
    except errors.OpenKoiError as exc:  # the result stands; the webhooks could not go
        app.note(f"warning: webhooks not sent: {exc}")
    except KeyboardInterrupt:  # Ctrl-C while they are sent: the result and its code stand
        app.note("webhooks: interrupted (what was not delivered is recorded as given up)")


def handle(args: argparse.Namespace, app: App) -> int:
    if getattr(args, "background", False):
        from openkoi.cli.jobs import submit

        return submit(args, app, context=_stdin_context())
    gate = plan_gate(args, app)
    started = start_task(args, app)
    return drive_and_report(started, lambda: runner.run(started, app, plan_gate=gate),
                            args, app)


def drive_and_report(started: Started, body: Any, args: argparse.Namespace, app: App,
                     before_report: Any = None) -> int:
    """Run the task and print its result as soon as it is recorded (``report``, after
    ``before_report(outcome)`` if given); its learning then gets at most [memory]
    learn_wait_s before the exit code is returned, and the webhooks go last."""
    shown_as: list[tuple[TaskOutcome, int]] = []

    def shown(outcome: TaskOutcome) -> None:
        if before_report is not None:
            before_report(outcome)
        shown_as.append((outcome, report(started, outcome, args, app)))
        app.flush()

    started.after_wait_s = started.settings.memory.learn_wait_s
    try:
        drive(started, body, shown=shown)
    except KeyboardInterrupt:
        if not shown_as:
            raise
        # Ctrl-C while learning: the result and its code stand, only the learning stops
    outcome, code = shown_as[0]
    send_webhooks(started, outcome, app)  # (outside the task's event loop: it runs its own)
    return code


def plan_gate(args: argparse.Namespace, app: App) -> Any:
    """The --approve-plan gate (None without the flag); refused where nobody can answer."""
    if not getattr(args, "approve_plan", False):
        return None
    from openkoi.cli import approve

    approve.needs_terminal()
    return approve.gate(app.err)


def _stdin_context(limit: int = 20_000) -> str:
    """Text piped or redirected into openkoi; a terminal, /dev/null or binary data (a NUL
    byte) gives nothing."""
    try:
        mode = os.fstat(sys.stdin.fileno()).st_mode
    except (AttributeError, OSError, ValueError):
        return ""
    if not (stat.S_ISFIFO(mode) or stat.S_ISREG(mode)):
        return ""
    try:
        raw = sys.stdin.buffer.read(limit * 4 + 4)
    except (AttributeError, OSError, ValueError):
        return ""
    if b"\x00" in raw[:8192]:  # binary data is no context for a text model
        return ""
    # bytes that are not UTF-8 become U+FFFD: never surrogates, which no prompt or
    # database row can hold
    return raw.decode("utf-8", errors="replace")[:limit].strip()


def _at_least(low: float, kind: type) -> Any:
    """An argparse type: a finite number of ``kind`` no smaller than ``low`` (else a usage
    error)."""
    import argparse
    import math

    def parse(text: str) -> Any:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if not math.isfinite(value):  # nan would pass every comparison; inf is no limit
            raise argparse.ArgumentTypeError(f"{text!r} is not a finite number")
        if value < low:
            raise argparse.ArgumentTypeError(f"{text} is below the minimum {low:g}")
        return value

    return parse


def _path(text: str) -> Any:
    from pathlib import Path

    return Path(text).expanduser()


def _fraction(text: str) -> float:
    """An argparse type: a number from 0 to 1."""
    import argparse

    value: float = _at_least(0.0, float)(text)
    if value > 1:
        raise argparse.ArgumentTypeError(f"{text} is above 1 (scores run from 0 to 1)")
    return value
