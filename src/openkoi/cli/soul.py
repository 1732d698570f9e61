"""`openkoi soul show | evolve | diff | history`: the Sovereign's SOUL.md, values and trajectory."""

from __future__ import annotations

import argparse
from typing import Any

from openkoi.cli import exits
from openkoi.cli.app import App

HELP = """\
The Sovereign: SOUL.md (your values), the value model in its front matter, and the
trajectory computed from recorded outcomes. Together they make the short [SOVEREIGN]
directive that frames every `openkoi think` task (no model call: it costs nothing).

<config>/SOUL.md replaces the bundled default when present.

  show      SOUL.md, the value model, the trajectory and the directive they make
"""


def register(sub: Any) -> None:
    p = sub.add_parser("soul", help="SOUL.md, the value model and the trajectory",
                       description=HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    ss = p.add_subparsers(dest="soul_command", metavar="ACTION")
    s = ss.add_parser("show", help="SOUL.md, the value model, the trajectory, the directive")
    s.add_argument("--json", action="store_true", help="print as JSON")
    s.set_defaults(handler=show)
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
