"""`openkoi soul show | evolve | diff | apply | history`: SOUL.md, its values and trajectory."""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from openkoi import errors
from openkoi.cli import exits
from openkoi.cli.app import App

HELP = """\
The Sovereign: SOUL.md (your values), the value model in its front matter, and the
trajectory computed from recorded outcomes. Together they make the short [SOVEREIGN]
directive that frames every `openkoi think` task (no model call: it costs nothing).

<config>/SOUL.md replaces the bundled default when present.

  show      SOUL.md, the value model, the trajectory and the directive they make
  evolve    propose SOUL.md changes from the evidence (recurring findings, task outcomes,
            Parliament objections), each with the evidence behind it; rule-based, no model.
            The proposal waits in <config>/state/soul-proposal.json; --apply applies it
  diff      the pending proposal as a unified diff, with the evidence
  apply     write the pending proposal to <config>/SOUL.md (asks on a terminal; --yes
            without one) and record it in <config>/state/soul-history.jsonl
  history   the evolution timeline
"""


def register(sub: Any) -> None:
    p = sub.add_parser("soul", help="SOUL.md, the value model and the trajectory",
                       description=HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    ss = p.add_subparsers(dest="soul_command", metavar="ACTION")
    s = ss.add_parser("show", help="SOUL.md, the value model, the trajectory, the directive")
    s.add_argument("--json", action="store_true", help="print as JSON")
    s.set_defaults(handler=show)
    e = ss.add_parser("evolve", help="propose SOUL.md changes from the evidence")
    e.add_argument("--apply", action="store_true", help="apply the proposal (asks first)")
    e.add_argument("--yes", action="store_true",
                   help="with --apply: confirm without a prompt (needed without a terminal)")
    e.set_defaults(handler=evolve)
    d = ss.add_parser("diff", help="the pending proposal as a diff, with its evidence")
    d.set_defaults(handler=diff)
    a = ss.add_parser("apply", help="write the pending proposal to SOUL.md (asks first)")
    a.add_argument("--yes", action="store_true",
                   help="confirm without a prompt (needed without a terminal)")
    a.set_defaults(handler=apply)
    h = ss.add_parser("history", help="the evolution timeline")
    h.add_argument("--json", action="store_true", help="print as JSON")
    h.set_defaults(handler=history)
    p.set_defaults(handler=show, json=False)


def state(app: App) -> tuple[Any, Any]:
    """The soul and the trajectory (empty when no task database exists yet)."""
    from openkoi.mind import soul, soul_trajectory

    current = soul.load(app.paths.home)
    if not app.paths.db.exists():
        return current, soul_trajectory.Trajectory()
    store = app.store()
    try:
        return current, soul_trajectory.compute(store)
    finally:
        store.close()


def show(args: argparse.Namespace, app: App) -> int:
    from openkoi.mind import soul

    current, trajectory = state(app)
    text = soul.directive(current, trajectory)
    if getattr(args, "json", False):
        app.print_json({"source": current.source, "soul": current.text,
                        "values": [v.to_dict() for v in current.ranked()],
                        "trajectory": trajectory.to_dict(), "directive": text})
        return exits.OK
    app.print(f"SOUL.md ({current.source})")
    app.print(current.text.rstrip())
    app.print("\nVALUE MODEL")
    for v in current.ranked() or []:
        app.print(f"  {v.name:<16} {v.weight:.2f}  {v.says}")
    if not current.values:
        app.print("  (no values: add a front matter block with 'values:')")
    app.print("\nTRAJECTORY")
    app.print("  " + "\n  ".join(trajectory_lines(trajectory)))
    app.print(f"\nDIRECTIVE\n  {soul.line(text)}")
    return exits.OK


def trajectory_lines(t: Any) -> list[str]:
    if t.empty():
        return ["no recorded tasks yet: run `openkoi think \"task\"` and the trajectory "
                "follows"]
    lines = []
    if t.tasks:
        lines.append(f"success: {t.succeeded}/{t.tasks} of the recent finished tasks "
                     f"({t.success_rate:.0%})")
    for dim, n in t.recurring(1):
        lines.append(f"findings on {dim}: in {n} task(s)")
    for agency, n in sorted(t.objections.items(), key=lambda i: -i[1]):
        lines.append(f"{agency} objected in {n} of {t.deliberations} deliberation(s)")
    return lines


NO_PROPOSAL = "no pending proposal: run `openkoi soul evolve` first"


def _evolution(app: App) -> Any:
    from openkoi.mind.soul_evolve import Evolution

    return Evolution(app.paths.home)


def _changes(app: App, changes: list[dict[str, Any]]) -> None:
    for c in changes:
        if c.get("before") is None:
            app.print(f"  add {c['value']} ({c['says']!r}) at {float(c['after']):.2f}")
        else:
            app.print(f"  raise {c['value']} from {float(c['before']):.2f} to "
                      f"{float(c['after']):.2f}")
        for ev in c.get("evidence", []):
            app.print(f"    evidence: {ev}")


def evolve(args: argparse.Namespace, app: App) -> int:
    from openkoi.mind import soul_evolve

    if args.apply and not args.yes and not _tty():
        raise errors.UsageError("--apply needs a confirmation and stdin is not a terminal",
                                hint="add --yes to apply it, or run it in a terminal")
    current, trajectory = state(app)
    changes = soul_evolve.propose(current, trajectory)
    if not changes:
        app.print("nothing to propose: no finding, objection or outcome recurs often enough "
                  f"yet (at least {soul_evolve.EVIDENCE_MIN} times)")
        return exits.OK
    proposal = _evolution(app).save(current, changes)
    app.print(f"proposed changes to SOUL.md ({current.source}):")
    _changes(app, proposal["changes"])
    if args.apply:
        return _apply(args, app, current, proposal)
    app.print("see the diff: `openkoi soul diff`; apply it: `openkoi soul apply`")
    return exits.OK


def diff(args: argparse.Namespace, app: App) -> int:
    from openkoi.mind.soul_evolve import unified_diff

    proposal = _evolution(app).pending()
    if proposal is None:
        app.print(NO_PROPOSAL)
        return exits.OK
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(float(proposal.get("created_at") or 0)))
    app.print(f"proposed {when} for {proposal.get('source', 'SOUL.md')}")
    _changes(app, proposal["changes"])
    app.print("")
    app.print(unified_diff(proposal).rstrip())
    return exits.OK


def apply(args: argparse.Namespace, app: App) -> int:
    from openkoi.mind import soul

    if not args.yes and not _tty():
        raise errors.UsageError("applying needs a confirmation and stdin is not a terminal",
                                hint="add --yes to apply it, or run it in a terminal")
    proposal = _evolution(app).pending()
    if proposal is None:
        app.print(NO_PROPOSAL)
        return exits.OK
    _changes(app, proposal["changes"])
    return _apply(args, app, soul.load(app.paths.home), proposal)


def _apply(args: argparse.Namespace, app: App, current: Any, proposal: dict[str, Any]) -> int:
    if not args.yes:
        app.err.write("Apply these changes to SOUL.md? Type 'yes' to confirm: ")
        app.err.flush()
        if sys.stdin.readline().strip().lower() != "yes":
            app.print("not applied: the proposal is still pending (`openkoi soul diff`)")
            return exits.OK
    path = _evolution(app).apply(current, proposal)
    app.print(f"applied: wrote {path}; see `openkoi soul history`")
    return exits.OK


def history(args: argparse.Namespace, app: App) -> int:
    entries = _evolution(app).history()
    if args.json:
        app.print_json(entries)
        return exits.OK
    if not entries:
        app.print("no evolution yet: `openkoi soul evolve` proposes changes from the evidence")
        return exits.OK
    for entry in entries:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(float(entry.get("ts") or 0)))
        app.print(f"{when}  SOUL.md {str(entry.get('from', ''))[:8]} -> "
                  f"{str(entry.get('to', ''))[:8]}")
        _changes(app, entry.get("changes") or [])
    return exits.OK


def _tty() -> bool:
    try:
        return sys.stdin.isatty()
    except (AttributeError, ValueError):
        return False
