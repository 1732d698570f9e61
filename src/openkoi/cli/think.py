"""`openkoi think "task"`: the Sovereign frames it, the Parliament votes, then PEER runs.

The Sovereign's directive (mind.soul: SOUL.md + trajectory, no model call) is printed as
``[SOVEREIGN] "..."`` and leads the executor's instructions, before the caveats.

The Guardian's rules and the agencies' one structured model call decide (mind.parliament);
a Guardian BLOCK or an unreadable deliberation stops the task with the ESCALATION text and
exit code 9. ``--override`` lets it through only after confirmation (a terminal prompt, or
``--yes``). Caveats become the executor's directive; every tool call is vetted by the
Guardian while the task runs (not when the human overrode the block), then by the trust
levels (mind.trust). ``--simulate`` plans and executes one pass with every tool in dry-run
mode (mind.simulate), skips evaluation, and asks one structured call for the futures.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from openkoi import errors
from openkoi.cli import exits
from openkoi.cli.app import App
from openkoi.cli.run import Started, add_task_arguments, drive, report, start_task

HELP = """\
Think before acting. The Sovereign frames the task first: a one-line directive from your
SOUL.md values and recent outcomes (`openkoi soul show`; no model call), printed as
[SOVEREIGN] and given to the executor. Then five agencies (Guardian, Economist, Empath,
Scholar, Strategist) vote on the task, then it runs like `openkoi "task"` with their
caveats as instructions.
The Guardian's rules block irreversible operations (deleting databases or data outside the
workspace, force-pushes, history rewrites, credential files, disk and permission changes,
piping the network into a shell) without asking the model, and it vets every tool call.
A block exits with code 9 and runs nothing; --override (confirmed on a terminal, or with
--yes) proceeds anyway.

--simulate: plan and execute once with every tool in dry-run mode (nothing is written and no
command runs; no evaluation), print the file changes and commands it would make, then one
model call imagines 2-3 futures (consequences, risk), recommends one, names the agency
that champions it and the dissent. --json adds "futures", "would_change", "would_run".
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
    from openkoi.cli.soul import state
    from openkoi.mind import parliament, soul

    # The Sovereign first: SOUL.md + trajectory, no model call (a broken SOUL.md stops here).
    seen: dict[str, Any] = {"sovereign": soul.directive(*state(app))}
    # A Guardian rule decides without any model: none is loaded (or installed) for it.
    ruled = parliament.by_rules(" ".join(args.task).strip())
    started = start_task(args, app, models=ruled is None or args.override)
    outcome = drive(started, lambda: _think(started, args, app, seen, ruled))
    decision = seen.get("decision")
    stopped = decision is not None and decision.blocked and not decision.overridden
    extra: dict[str, Any] = {"blocked": stopped, "sovereign": seen["sovereign"]}
    if decision is not None:
        extra |= {"overridden": decision.overridden, "needs_human": decision.needs_human,
                  "verdicts": [{"agency": v.agency, "verdict": v.verdict,
                                "reason": "; ".join(v.reasons), "caveats": v.caveats,
                                "confidence": v.confidence} for v in decision.verdicts]}
    if "simulation" in seen:
        extra |= seen["simulation"]
        if not args.json:
            app.print(_simulation_text(seen["simulation"]))
    code = report(started, outcome, args, app, extra)
    return exits.BLOCKED if stopped else code


async def _think(started: Started, args: argparse.Namespace, app: App,
                 seen: dict[str, Any], ruled: Any) -> Any:
    from openkoi import events
    from openkoi.engine.calls import Caller
    from openkoi.mind import guardian, parliament, soul
    from openkoi.records import TaskOutcome
    from openkoi.tools.registry import default_registry

    bus, task_id = started.bus, started.task_id
    if not args.quiet:
        app.note(soul.line(seen["sovereign"]))
    try:
        decision = ruled if ruled is not None else await parliament.deliberate(
            Caller(started.model, started.budget, bus, task_id), started.task,
            files=_listing(app.workspace), model_blocks=parliament.model_blocks_for(
                started.settings.parliament_model_blocks,
                local=started.model.capabilities.local))
    except errors.OpenKoiError as exc:  # provider down, budget spent: the task cannot start
        status = "budget_exhausted" if isinstance(exc, errors.BudgetExceeded) else "failed"
        outcome = TaskOutcome(status=status, stop_reason=str(exc), error=str(exc),
                              error_kind=type(exc).__name__, usage=started.budget.spent.to_dict())
        bus.emit(task_id, events.FAILED, outcome)
        return outcome
    seen["decision"] = decision
    if not args.quiet:
        app.note(decision.line())
        if args.verbose:
            app.note(_reasoning(decision))
    if decision.blocked:
        app.note("\n" + decision.escalation())
        if args.override:
            decision.overridden = _confirm(args, app)
    bus.emit(task_id, events.PARLIAMENT, decision.to_dict() | {
        "simulated": args.simulate, "sovereign": seen["sovereign"]})
    if decision.blocked and not decision.overridden:
        why = "; ".join(decision.guardian.reasons) or "needs a human"
        outcome = TaskOutcome(status="failed", stop_reason="blocked by the Guardian",
                              error=f"blocked by the Guardian: {why}",
                              usage=started.budget.spent.to_dict())
        bus.emit(task_id, events.FAILED, outcome)
        return outcome
    if args.simulate:
        return await _simulate(started, app, decision, seen)
    from openkoi.runner import guard_for

    guard = guard_for(app, task_id, None if decision.overridden else guardian.tool_guard)
    engine = started.engine(app, default_registry(guard=guard))
    return await engine.run(started.request(app, _directive(seen, decision)), task_id)


def _directive(seen: dict[str, Any], decision: Any) -> str:
    """The Sovereign's framing, then the Parliament's caveats: the executor's instructions."""
    sovereign = f"The user's values: {seen['sovereign']}" if seen.get("sovereign") else ""
    return "\n\n".join(d for d in (sovereign, decision.directive) if d)


async def _simulate(started: Started, app: App, decision: Any, seen: dict[str, Any]) -> Any:
    """Plan, one dry-run execution pass (no evaluation), then the futures."""
    from openkoi import events
    from openkoi.engine.calls import Caller
    from openkoi.engine.execute import execute
    from openkoi.engine.plan import make_plan
    from openkoi.mind import guardian, simulate
    from openkoi.models.base import Message
    from openkoi.prompts import render
    from openkoi.records import TaskOutcome
    from openkoi.tools.base import ToolContext

    bus, task_id, s = started.bus, started.task_id, started.settings
    caller = Caller(started.model, started.budget, bus, task_id)
    registry = simulate.DryRunRegistry(None if decision.overridden else guardian.tool_guard)
    directive = "\n\n".join(d for d in (_directive(seen, decision), render("simulate_directive"))
                            if d)
    workspace = app.workspace.resolve()
    bus.emit(task_id, events.TASK_STARTED, {"task": started.task, "workspace": str(workspace),
                                            "model": started.model_id, "iterations": 1,
                                            "quality": s.quality, "simulate": True})
    try:
        plan = await make_plan(caller, started.task, tool_names=registry.names(),
                               workspace_listing=_listing(workspace, 40) or "(empty folder)",
                               directive=directive)
        ctx = ToolContext(workspace=workspace, tool_output_dir=app.paths.tool_output,
                          shell_timeout_s=s.shell_timeout_s, dry_run=True)
        messages = [Message("system", render("execute_system", directive=directive)),
                    Message("user", render("execute_user", task=started.task,
                                           context=started.context, plan=plan, feedback="",
                                           memory="",
                                           iteration=1, score=0.0, goal=s.quality, files=[]))]
        result = await execute(caller, registry, ctx, messages, max_steps=s.max_steps,
                               iteration=1)
        steps = "; ".join(plan.steps)
        futures = await simulate.foresee(caller, started.task,
                                         plan=f"{plan.summary} ({steps})",
                                         actions=registry.actions, verdicts=decision.line())
    except errors.OpenKoiError as exc:
        status = "budget_exhausted" if isinstance(exc, errors.BudgetExceeded) else "failed"
        outcome = TaskOutcome(status=status, stop_reason=str(exc), error=str(exc),
                              error_kind=type(exc).__name__, usage=started.budget.spent.to_dict())
        bus.emit(task_id, events.FAILED, outcome)
        return outcome
    seen["simulation"] = {"simulated": True, "would_change": registry.would_change,
                          "would_run": registry.would_run,
                          "actions": [a.to_dict() for a in registry.actions],
                          "futures": futures.model_dump()}
    outcome = TaskOutcome(status="done", answer=result.answer, iterations=1,
                          stop_reason="simulation: nothing was written or run",
                          usage=started.budget.spent.to_dict())
    bus.emit(task_id, events.DONE, outcome)
    return outcome


def _simulation_text(sim: dict[str, Any]) -> str:
    lines = ["", "SIMULATION (nothing was written or run)"]
    lines += [f"  would change: {f}" for f in sim["would_change"]] or ["  no file changes"]
    lines += [f"  would run: {c}" for c in sim["would_run"]] or ["  no commands"]
    lines += [f"  refused: {a['tool']}: {a['target']}" for a in sim["actions"] if not a["ok"]]
    futures = sim["futures"]
    lines.append("FUTURES")
    for i, f in enumerate(futures["futures"], 1):
        lines.append(f"  {i}. {f['name']} (risk {f['risk']})")
        lines += [f"     - {c}" for c in f["consequences"]]
    lines.append(f"RECOMMENDATION ({futures['champion']}): {futures['recommendation']}")
    if futures["dissent"]:
        lines.append(f"DISSENT: {futures['dissent']}")
    return "\n".join(lines)


def _reasoning(decision: Any) -> str:
    blocks = []
    for v in decision.verdicts:
        lines = [f"  {v.agency.upper()} -- {v.verdict} (confidence {v.confidence:.2f})"]
        lines += [f"    {r}" for r in v.reasons]
        lines += [f"    caveat: {c}" for c in v.caveats]
        blocks.append("\n".join(lines))
    return "\n".join(blocks)


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


def _listing(workspace: Any, limit: int = 30) -> str:
    try:
        names = sorted(n for n in os.listdir(workspace) if not n.startswith("."))
    except OSError:
        return ""
    return ", ".join(names[:limit]) + (" ..." if len(names) > limit else "")
