"""`openkoi think "task"`: the Sovereign frames it, the Parliament votes, then PEER runs.

The pipeline is the runner's (``runner.run`` with ``think`` / ``simulate``), the same one the
chat's /think and the API's ``"think": true`` use; this module adds the terminal: the
override's confirmation and the simulation's text.

The Sovereign's directive (mind.soul: SOUL.md + trajectory, no model call) is printed as
``[SOVEREIGN] "..."`` and leads the executor's instructions, before the caveats.

The Guardian's rules, the intent check (a classifier on the MiniLM embeddings, no model call),
the truth check (mind.truth: one graded question of a model that reports its answer's
probabilities) and the agencies' one structured model call decide under the vote policy
(mind.parliament, mind.vote_policy): approve, escalate or block. An escalation asks the
human on a terminal (with the reasons); without one it stops like a block: the ESCALATION
text and exit code 9.
``--override`` lets a block through only after confirmation (a terminal prompt, or
``--yes``). Caveats become the executor's directive; every tool call is vetted by the
Guardian while the task runs (not when the human overrode the block), then by the trust
levels (mind.trust). ``--simulate`` plans and executes one pass with every tool in dry-run
mode (mind.simulate), skips evaluation, and asks one structured call for the futures.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from openkoi import errors, runner
from openkoi.cli.app import App
from openkoi.cli.run import add_task_arguments, drive_and_report, plan_gate, start_task

HELP = """\
Think before acting. The Sovereign frames the task first: a one-line directive from your
SOUL.md values and recent outcomes (`openkoi soul show`; no model call), printed as
[SOVEREIGN] and given to the executor. Then five agencies (Guardian, Economist, Empath,
Scholar, Strategist) vote on the task where their vote can change the ruling (an API
model's; on the embedded model the measured policy makes it advisory, so they are not
asked), then it runs like `openkoi "task"` with their caveats as instructions.
The Guardian's rules block irreversible operations (deleting databases or data outside the
workspace, force-pushes, history rewrites, credential files, disk and permission changes,
piping the network into a shell) without asking the model, and it vets every tool call.
An intent check (a small classifier on the shipped MiniLM embeddings, tens of ms) rates
whether the task means something destructive however it is phrased; of every task the
rules and it let through, a truth check asks the embedded model one graded question
(would the task make a record mislead? ~1 s). The vote policy turns rules, intent, truth
and votes into approve, escalate (a human decides: asked on a terminal) or block; the
[POLICY] line says which and why (--verbose: every agency's reasoning too).
A block, or an escalation nobody can answer (no terminal), exits with code 9 and runs
nothing; --override (confirmed on a terminal, or with --yes) proceeds anyway.

--simulate: plan and execute once with every tool in dry-run mode (nothing is written and no
command runs; no evaluation), print the file changes and commands it would make, then one
model call imagines 2-3 futures (consequences, risk), recommends one, names the agency
that champions it and the dissent. --json adds "futures", "would_change", "would_run".

The same pipeline runs in `openkoi chat` (/think TASK, /simulate TASK) and over the HTTP API
(POST /api/v1/tasks with "think": true or "simulate": true).
"""


def register(sub: Any) -> None:
    p = sub.add_parser("think", help="the Parliament votes, then the task runs",
                       description=HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_task_arguments(p)
    p.add_argument("--verbose", action="store_true", help="print every agency's reasoning")
    p.add_argument("--override", action="store_true",
                   help="run even if the Guardian blocks (asks for confirmation)")
    p.add_argument("--yes", action="store_true",
                   help="with --override: confirm without a prompt (needed without a terminal)")
    p.add_argument("--simulate", action="store_true",
                   help="dry run: show what it would change and run, and the likely futures")
    p.set_defaults(handler=handle)


def handle(args: argparse.Namespace, app: App) -> int:
    if args.override and not args.yes and not _tty():
        raise errors.UsageError("--override needs a confirmation and stdin is not a terminal",
                                hint="add --yes to confirm the override, or run it in a terminal")
    gate = plan_gate(args, app)
    started = start_task(args, app, think=True, simulate=args.simulate, override=args.override)

    def simulation(_outcome: Any) -> None:
        if started.deliberation.simulation is not None and not args.json:
            from openkoi.deliberate import simulation_text

            app.print(simulation_text(started.deliberation.simulation))

    return drive_and_report(started, lambda: runner.run(
        started, app, plan_gate=gate, confirm_override=lambda _decision: _confirm(args, app),
        confirm_escalation=(lambda decision: _ask(app, decision)) if _tty() else None,
        say=None if args.quiet else app.note), args, app, before_report=simulation)


def _ask(app: App, decision: Any) -> bool:
    """An escalation on a terminal: the reasons, then the human's yes or no."""
    said = decision.guardian.reasons if decision.guardian.verdict == "BLOCK" else []
    reasons = "".join(f"\n  - {r}" for r in said + decision.ruling.warnings if r)
    app.err.write(f"\nThe Parliament asks you to decide: {decision.ruling.reason}.{reasons}\n"
                  "Run this task? Type 'yes' to proceed: ")
    app.err.flush()
    confirmed = sys.stdin.readline().strip().lower() == "yes"
    app.note("[PARLIAMENT] approved by the user" if confirmed else "not approved: blocked")
    return confirmed


def _confirm(args: argparse.Namespace, app: App) -> bool:
    if args.yes:
        app.note("[PARLIAMENT] overridden by the user (--override --yes)")
        return True
    app.err.write("Override the Guardian and run it anyway? Type 'yes' to confirm: ")
    app.err.flush()
    answer = sys.stdin.readline().strip().lower()
    confirmed = answer == "yes"
    app.note("[PARLIAMENT] overridden by the user" if confirmed else "not confirmed: blocked")
    return confirmed


def _tty() -> bool:
    try:
        return sys.stdin.isatty()
    except (AttributeError, ValueError):
        return False
