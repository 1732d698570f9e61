"""`openkoi dashboard`: the terminal dashboard (Textual, imported only when it starts)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from openkoi.cli import exits
from openkoi.cli.app import App
from openkoi.errors import UsageError

HELP = """\
A live terminal view of what openkoi has done and is doing, read from the local database:

  Tasks           recent tasks with status, score, iterations, cost (enter: details)
  Live            the newest running task: phase, iteration, score, last tool calls,
                  tokens and cost, updated from its stored events every --interval seconds
  Costs           today and the last 7 days, in total and per model
  Learnings       what past tasks taught (none yet until learnings are recorded)
  Skills & tools  the loaded skills and the built-in tools
  Config          every effective setting and the file or variable it came from
  Plugins         each plugin: what it registers, its calls, failures, last error
  Integrations    each integration set up (Slack, e-mail, GitHub, ...): messages sent,
                  failed and skipped in its last 50 tries, the last error

Keys: q quit, r refresh, tab / shift+tab move between panes, enter on a task shows its
details (escape closes them). Needs a terminal; for scripts use `openkoi status --json`.
"""


def register(sub: Any) -> None:
    p = sub.add_parser("dashboard", help="terminal dashboard: tasks, live progress, costs, "
                       "learnings, skills, config", description=HELP,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--interval", type=float, default=1.0, metavar="S",
                   help="seconds between database polls (default 1; 0.2 to 60)")
    p.set_defaults(handler=dashboard)


def dashboard(args: argparse.Namespace, app: App) -> int:
    if not 0.2 <= args.interval <= 60:
        raise UsageError(f"--interval must be between 0.2 and 60 seconds (got {args.interval})")
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        raise UsageError("the dashboard needs an interactive terminal",
                         hint="for scripts use `openkoi status --json` or `openkoi task list "
                         "--json`")
    from openkoi.tui.app import Dashboard

    with app.store() as store:
        Dashboard(store, app.paths, app.workspace, interval=args.interval).run()
    return exits.OK
