"""`openkoi reflect today | week | growth | honest`: self-assessment from recorded outcomes."""

from __future__ import annotations

import argparse
from typing import Any

from openkoi.cli import exits
from openkoi.cli.app import App
from openkoi.cli.world import pct

HELP = """\
Self-assessment computed from what was recorded (tasks, scores, iterations, stop reasons,
the Parliament's verdicts against the outcomes); no model call.

  today    today's tasks and decisions, against the daily average of the 7 days before
  week     the last 7 days day by day, against the week before; recurring findings, re-runs
  growth   weekly trends (8 weeks) and the maturity stage with its evidence and what the
           next stage still needs
  honest   where openkoi was confident and wrong: the judge scored high while tests failed,
           a task ended done but you asked again, the Parliament approved with confidence
           and the task failed, a refinement made the score worse

Maturity stages (all requirements of a stage and of those below it):
  1 Competent Executor  10+ finished tasks, 60%+ of the last 30 done
  2 Proactive Advisor   25+ tasks, 70%+ done, 20% or less overconfident, 1+ learned skill
                        you approved (`openkoi learn`)
  3 Trusted Delegate    50+ tasks, 80%+ done, 10% or less overconfident, 1+ domain at
                        autonomous (`openkoi trust grant`), 1+ proficient domain
  4 Sovereign Partner   100+ tasks, 85%+ done, 5% or less overconfident, 1+ approved
                        SOUL.md change (`openkoi soul apply`), 2+ proficient domains
"""


def register(sub: Any) -> None:
    p = sub.add_parser("reflect", help="self-assessment: today, week, growth, honest",
                       description=HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    rs = p.add_subparsers(dest="reflect_command", metavar="LOOP")
    parsers = [p]
    for name, fn, text in (("today", today, "today's tasks, decisions and outcomes"),
                           ("week", week, "the last 7 days: trends and patterns"),
                           ("growth", growth, "maturity stage and unlock progress"),
                           ("honest", honest, "where openkoi was confident and wrong")):
        q = rs.add_parser(name, help=text)
        q.set_defaults(handler=fn)
        parsers.append(q)
    for q in parsers:
        q.add_argument("--json", action="store_true", help="print as JSON")
    p.set_defaults(handler=today)


def _period_lines(p: dict[str, Any]) -> list[str]:
    score = "-" if p["mean_score"] is None else f"{p['mean_score']:.2f}"
    iters = "-" if p["mean_iterations"] is None else f"{p['mean_iterations']:.1f}"
    lines = [f"{p['tasks']} tasks ({p['finished']} finished, {p['done']} done), success "
             f"{pct(p['success_rate'])}, mean score {score}, mean iterations {iters}, "
             f"{p['tokens']} tokens, ${p['cost_usd']:.4f}"]
    if p["stop_reasons"]:
        lines.append("stop reasons: " + ", ".join(f"{k} x{v}"
                                                  for k, v in p["stop_reasons"].items()))
    parl = p["parliament"]
    if parl["deliberations"]:
        lines.append(f"Parliament: {parl['deliberations']} deliberations, {parl['blocked']} "
                     f"blocked ({parl['overridden']} overridden); right about "
                     f"{parl['decisions_right']} of {parl['decisions_scored']} outcomes")
    if p["tool_calls"]:
        lines.append(f"tools: {p['tool_calls']} calls, {p['tool_failures']} failed")
    return lines


def _print_period(app: App, title: str, period: dict[str, Any]) -> None:
    app.print(title)
    for line in _period_lines(period):
        app.print("  " + line)


def today(args: argparse.Namespace, app: App) -> int:
    from openkoi.world import reflect

    with app.store() as store:
        data = reflect.today(store.db)
    if args.json:
        app.print_json(data)
        return exits.OK
    _print_period(app, "TODAY", data["period"])
    if data["period"]["decisions"]:
        app.print("DECISIONS")
    for d in data["period"]["decisions"]:
        score = "-" if d["score"] is None else f"{d['score']:.2f}"
        app.print(f"  {d['task_id'][:8]}  {d['status']:<16} {score:>5}  it {d['iterations']}"
                  f"  {d['task'][:50]!r}  ({d['stop_reason'][:40]})")
    app.print("ASSESSMENT")
    for line in data["assessment"]:
        app.print("  " + line)
    return exits.OK


def week(args: argparse.Namespace, app: App) -> int:
    from openkoi.world import reflect

    with app.store() as store:
        data = reflect.week(store.db)
    if args.json:
        app.print_json(data)
        return exits.OK
    _print_period(app, "LAST 7 DAYS", data["period"])
    for d in data["days"]:
        score = "-" if d["mean_score"] is None else f"{d['mean_score']:.2f}"
        bar = "#" * min(d["tasks"], 40)
        app.print(f"  {d['day']:<11} {d['tasks']:>3} tasks  {pct(d['success_rate']):>5}  "
                  f"{score:>5}  {bar}".rstrip())
    prev = data["baseline"]
    app.print(f"WEEK BEFORE: {prev['finished']} finished, success {pct(prev['success_rate'])}")
    if data["recurring_findings"]:
        app.print("RECURRING FINDINGS: " + ", ".join(
            f"{k} in {v} tasks" for k, v in data["recurring_findings"].items()))
    if data["reruns"]:
        app.print(f"RE-RUN BY YOU: {len(data['reruns'])} task(s)")
        for r in data["reruns"][:5]:
            app.print(f"  {r['first'][:8]} ({r['first_status']}) -> {r['again'][:8]}: "
                      f"{r['task'][:50]!r}")
    app.print("ASSESSMENT")
    for line in data["assessment"]:
        app.print("  " + line)
    return exits.OK


def evidence(app: App, db: Any) -> Any:
    """The maturity evidence: outcomes from the database, trust and soul from mind."""
    from openkoi.mind.soul_evolve import Evolution
    from openkoi.mind.trust import AUTONOMOUS, TrustStore
    from openkoi.world import domains, maturity, reflect

    tasks, success = reflect.recent_success(db, maturity.RECENT)
    approved = db.query_one("SELECT COUNT(*) AS n FROM skill_proposals"
                            " WHERE status = 'approved'")
    atlas = domains.atlas(db)
    return maturity.Evidence(
        tasks=tasks, success=round(success, 4),
        overconfident=round(reflect.honest(db)["rate"], 4), approved_skills=int(approved["n"]),
        autonomous_domains=sum(1 for v in TrustStore.at(app.paths.home).levels().values()
                               if v == AUTONOMOUS),
        proficient_domains=sum(1 for d in atlas.values() if d.level in ("proficient", "expert")),
        soul_changes=len(Evolution(app.paths.home).history()))


def growth(args: argparse.Namespace, app: App) -> int:
    from openkoi.world import maturity, reflect

    with app.store() as store:
        data = reflect.growth(store.db)
        data["maturity"] = maturity.assess(evidence(app, store.db))
    if args.json:
        app.print_json(data)
        return exits.OK
    m = data["maturity"]
    app.print(f"MATURITY: stage {m['stage']}, {m['name']}")
    for r in m["evidence"]:
        app.print(f"  [x] {_req(r)}")
    if "next" in m:
        app.print(f"NEXT: stage {m['next']['stage']}, {m['next']['name']}")
        for r in m["next"]["requirements"]:
            app.print(f"  {'[x]' if r['met'] else '[ ]'} {_req(r)}")
    app.print("WEEKLY TREND")
    for w in data["weeks"]:
        score = "-" if w["mean_score"] is None else f"{w['mean_score']:.2f}"
        iters = "-" if w["iterations_to_success"] is None else f"{w['iterations_to_success']:.1f}"
        app.print(f"  week of {w['week_of']}  {w['finished']:>3} finished  "
                  f"{pct(w['success_rate']):>5} done  score {score:>5}  "
                  f"iterations to success {iters}")
    return exits.OK


def _req(r: dict[str, Any]) -> str:
    fmt = (lambda x: f"{x:.0%}") if r["measure"] in ("success", "overconfident") \
        else (lambda x: f"{x:g}")
    return f"{r['label']}: {fmt(r['value'])} (needs {r['op']} {fmt(r['target'])})"


def honest(args: argparse.Namespace, app: App) -> int:
    from openkoi.world import reflect

    with app.store() as store:
        data = reflect.honest(store.db)
    if args.json:
        app.print_json(data)
        return exits.OK
    app.print(f"EPISTEMIC AUDIT: overconfident in {data['overconfident_tasks']} of "
              f"{data['finished']} finished tasks ({data['rate']:.0%})")
    if not data["cases"]:
        app.print("  no case found where openkoi was confident and wrong")
    for kind, text in data["kinds"].items():
        cases = [c for c in data["cases"] if c["kind"] == kind]
        if not cases:
            continue
        app.print(f"{kind} ({len(cases)}): {text}")
        for c in cases[:10]:
            app.print(f"  {c['task_id'][:8]}  {c['task'][:50]!r}: {c['detail']}")
            for lesson in c["learned"][:2]:
                app.print(f"      learned: {lesson[:100]}")
    return exits.OK

