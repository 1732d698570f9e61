"""`openkoi mind parliament | agencies | dissent | calibrate`: what the Parliament said."""

from __future__ import annotations

import argparse
import time
from typing import Any

from openkoi.cli import exits
from openkoi.cli.app import App

HELP = """\
Read the Parliament's stored deliberations (`openkoi think` records one per task).

  parliament   the last deliberation: every agency's verdict, reason and caveats
  agencies     each agency with its recent verdicts
  dissent      deliberations where the agencies disagreed (some approved, some blocked)
  calibrate    each agency's prediction accuracy against the tasks' outcomes

calibrate: an approval (APPROVE, APPROVE_WITH_CAVEATS) predicts the task will succeed and a
BLOCK that it will not; ABSTAIN predicts nothing. Success = the task ended done; failure =
it ended below_threshold, failed or budget_exhausted. Blocked tasks that never ran, tasks
still running or interrupted, and --simulate runs are left out. A well calibrated agency's
accuracy is close to its mean confidence.
"""

NO_DATA = "no deliberations yet: run `openkoi think \"task\"` first"


def register(sub: Any) -> None:
    p = sub.add_parser("mind", help="the Parliament's deliberations, dissent and calibration",
                       description=HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    ms = p.add_subparsers(dest="mind_command", metavar="ACTION")
    for name, handler, text in (
            ("parliament", parliament, "the last deliberation"),
            ("agencies", agencies, "each agency with its recent verdicts"),
            ("dissent", dissent, "deliberations where the agencies disagreed"),
            ("calibrate", calibrate, "each agency's accuracy against task outcomes")):
        c = ms.add_parser(name, help=text, description=HELP,
                          formatter_class=argparse.RawDescriptionHelpFormatter)
        c.add_argument("--json", action="store_true", help="print as JSON")
        if name in ("agencies", "dissent"):
            c.add_argument("-n", "--limit", type=int, default=5, metavar="N",
                           help="at most N entries (per agency for agencies; default 5)")
        c.set_defaults(handler=handler)
    p.set_defaults(handler=parliament, json=False)


def _rows(app: App) -> list[dict[str, Any]]:
    store = app.store()
    try:
        return list(store.events_of_kind("parliament", limit=500))
    finally:
        store.close()


def _when(ts: Any) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(float(ts or 0)))


def parliament(args: argparse.Namespace, app: App) -> int:
    rows = _rows(app)
    if not rows:
        app.print_json(None) if args.json else app.print(NO_DATA)
        return exits.OK
    row = rows[0]
    if args.json:
        app.print_json(row)
        return exits.OK
    data = row["data"]
    state = ("blocked (overridden)" if data.get("overridden") else "blocked") if data.get(
        "blocked") else "approved"
    app.print(f"{_when(row['ts'])}  task {str(row['task_id'])[:8]}  {row['description']}")
    sim = ", simulated" if data.get("simulated") else ""
    app.print(f"decision: {state} (by {data.get('source', '?')}{sim}); task ended "
              f"{row['status']}")
    policy = data.get("policy") or {}
    if policy.get("outcome"):
        app.print(f"policy: {policy['outcome']}: {policy.get('reason', '')}")
    for name, check in (("intent check", data.get("intent")), ("truth check", data.get("truth"))):
        if check and check.get("probability") is not None:
            app.print(f"{name}: p={float(check['probability']):.2f}")
        elif check and (check.get("note") or check.get("problem")):
            app.print(f"{name}: {check.get('note') or check.get('problem')}")
    for v in data.get("verdicts", []):
        app.print(f"  {v.get('agency', '?'):<11} {v.get('verdict', '?'):<21} "
                  f"{float(v.get('confidence') or 0):.2f}  {v.get('reason', '')}")
        for c in v.get("caveats", []):
            app.print(f"  {'':<11} caveat: {c}")
    return exits.OK


def agencies(args: argparse.Namespace, app: App) -> int:
    from openkoi.mind import history

    found = history.by_agency(_rows(app), per_agency=max(args.limit, 1))
    if args.json:
        app.print_json(found)
        return exits.OK
    if not found:
        app.print(NO_DATA)
        return exits.OK
    for agency, recent in found.items():
        counts: dict[str, int] = {}
        for v in recent:
            counts[v["verdict"]] = counts.get(v["verdict"], 0) + 1
        app.print(f"{agency}: " + ", ".join(f"{k} x{n}" for k, n in counts.items()))
        for v in recent:
            app.print(f"  {_when(v['ts'])}  {v['verdict']:<21} {str(v['task'])[:50]}"
                      f"  -- {str(v.get('reason', ''))[:80]}")
    return exits.OK


def dissent(args: argparse.Namespace, app: App) -> int:
    from openkoi.mind import history

    rows = _rows(app)
    found = history.dissents(rows)[:max(args.limit, 1)]
    if args.json:
        app.print_json(found)
        return exits.OK
    if not rows:
        app.print(NO_DATA)
        return exits.OK
    if not found:
        app.print(f"no dissent: the agencies agreed in all {len(rows)} deliberations")
        return exits.OK
    for row in found:
        app.print(f"{_when(row['ts'])}  task {str(row['task_id'])[:8]}  {row['description']}"
                  f"  (ended {row['status']})")
        for v in history.verdicts(row):
            if v.get("verdict") != "ABSTAIN":
                app.print(f"  {v['agency']:<11} {v['verdict']:<21} {v.get('reason', '')}")
    return exits.OK


def calibrate(args: argparse.Namespace, app: App) -> int:
    from openkoi.mind import history

    rows = _rows(app)
    scores, scored = history.calibrate(rows)
    if args.json:
        app.print_json({"deliberations": len(rows), "with_outcome": scored,
                        "agencies": [s.to_dict() for s in scores]})
        return exits.OK
    if not rows:
        app.print(NO_DATA)
        return exits.OK
    if not scores:
        app.print(f"nothing to score yet: none of the {len(rows)} deliberations has an "
                  "outcome with an approval or a block (see --help)")
        return exits.OK
    app.print(f"{scored} of {len(rows)} deliberations have an outcome "
              "(done = success; below_threshold, failed, budget_exhausted = failure)")
    for s in scores:
        acc = f"{s.accuracy:.0%}" if s.accuracy is not None else "-"
        conf = f"{s.mean_confidence:.2f}" if s.mean_confidence is not None else "-"
        app.print(f"  {s.agency:<11} accuracy {acc:>4} ({s.correct}/{s.predictions})"
                  f"  mean confidence {conf}")
    return exits.OK
