"""`openkoi world tools [NAME] | domains | human | map`: the world model, from real runs."""

from __future__ import annotations

import argparse
import time
from typing import Any

from openkoi import errors
from openkoi.cli import exits
from openkoi.cli.app import App

HELP = """\
What openkoi has learned about its world, from the tasks it ran (no model call):

  tools [NAME]  Tool Atlas: every tool's calls, reliability (ok / results), failure modes
                (failed results grouped by their error text) and workarounds (a later call in
                the same task that succeeded where one failed); NAME: one tool in detail
  domains       Domain Atlas: per task category (code, prose, sql, api, tests, general):
                tasks, success rate, mean score, iterations, expertise level
  human         Human Atlas: your preferences with their evidence (quality bar, Guardian
                overrides, trust levels and answers, approved SOUL.md changes, re-run tasks,
                learned skills approved or rejected, working hours)
  map           all three in brief (the default)
"""


def register(sub: Any) -> None:
    p = sub.add_parser("world", help="the world model: tools, domains, your preferences",
                       description=HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    ws = p.add_subparsers(dest="world_command", metavar="VIEW")
    t = ws.add_parser("tools", help="Tool Atlas: reliability, failure modes, workarounds")
    t.add_argument("name", nargs="?", help="one tool in detail")
    t.set_defaults(handler=tools)
    for name, fn, text in (("domains", domains, "Domain Atlas: expertise per task category"),
                           ("human", human, "Human Atlas: your preferences"),
                           ("map", world_map, "the whole world model in brief")):
        q = ws.add_parser(name, help=text)
        q.set_defaults(handler=fn)
    for q in (p, t, *[ws.choices[n] for n in ("domains", "human", "map")]):
        q.add_argument("--json", action="store_true", help="print as JSON")
    p.set_defaults(handler=world_map)


def when(ts: float | None) -> str:
    if not ts:
        return "never"
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(float(ts)))


def pct(x: float | None) -> str:
    return "-" if x is None else f"{x:.0%}"


def _tool_atlas(app: App) -> dict[str, Any]:
    from openkoi.world.tools import atlas, load_calls

    with app.store() as store:
        return atlas(load_calls(store.db))


def tools(args: argparse.Namespace, app: App) -> int:
    found = _tool_atlas(app)
    if args.name:
        if args.name not in found:
            import difflib

            close = difflib.get_close_matches(args.name, list(found), n=1)
            raise errors.UsageError(f"no calls of a tool named {args.name!r} are recorded",
                                    hint=(f"did you mean {close[0]!r}? " if close else "")
                                    + "see `openkoi world tools`")
        data = found[args.name].to_dict(recent=10)
        if args.json:
            app.print_json(data)
            return exits.OK
        app.print(_tool_detail(data))
        return exits.OK
    if args.json:
        app.print_json([s.to_dict() for s in found.values()])
        return exits.OK
    if not found:
        app.print("no tool calls recorded yet (run a task first)")
        return exits.OK
    app.print(f"{'TOOL':<14} {'CALLS':>6} {'RELIABLE':>9} {'FAILED':>7} {'MEAN':>7}  "
              "TOP FAILURE MODE")
    for s in found.values():
        modes = sorted(s.modes, key=lambda m: -m.count)
        top = f"{modes[0].signature[:50]} (x{modes[0].count})" if modes else ""
        app.print(f"{s.name:<14} {s.calls:>6} {pct(s.reliability):>9} {s.failed:>7} "
                  f"{s.mean_s:>6.2f}s  {top}")
    return exits.OK


def _tool_detail(d: dict[str, Any]) -> str:
    lines = [f"{d['name']}: {d['calls']} calls in {d['tasks']} tasks, reliability "
             f"{pct(d['reliability'])} ({d['ok']} ok, {d['failed']} failed"
             + (f", {d['no_result']} cut off" if d["no_result"] else "")
             + f"), mean {d['mean_duration_s']:.2f}s, last used {when(d['last_used'])}"]
    if d["failure_modes"]:
        lines.append("failure modes:")
        for m in d["failure_modes"]:
            lines.append(f"  x{m['count']}  {m['signature']}")
            lines.append(f"       e.g. {m['example']}  (last {when(m['last_ts'])})")
            for w in m["workarounds"]:
                lines.append(f"       workaround (x{w['count']}): {w['fix']}")
    else:
        lines.append("no failures recorded")
    lines.append("recent calls:")
    for c in d.get("recent", []):
        mark = "ok  " if c["ok"] else "FAIL" if c["ok"] is False else "?   "
        tail = f"  -> {c['output'][:70]}" if c["ok"] is False else ""
        lines.append(f"  {when(c['ts'])}  {mark}  {c['call']}{tail}")
    return "\n".join(lines)


def _domains(app: App) -> list[dict[str, Any]]:
    from openkoi.world.domains import atlas

    with app.store() as store:
        return [d.to_dict() for d in atlas(store.db).values()]


def domains(args: argparse.Namespace, app: App) -> int:
    found = _domains(app)
    if args.json:
        app.print_json(found)
        return exits.OK
    if not found:
        app.print("no finished tasks yet: no domain expertise to show")
        return exits.OK
    app.print(f"{'DOMAIN':<9} {'LEVEL':<11} {'TASKS':>5} {'SUCCESS':>8} {'SCORE':>6} "
              f"{'ITER':>5}  RECURRING FINDINGS")
    for d in found:
        rec = ", ".join(f"{k} x{v}" for k, v in d["recurring_findings"].items())
        app.print(f"{d['domain']:<9} {d['level']:<11} {d['tasks']:>5} "
                  f"{pct(d['success_rate']):>8} {d['mean_score']:>6.2f} "
                  f"{d['mean_iterations']:>5.1f}  {rec}")
    return exits.OK


def _human(app: App) -> list[dict[str, Any]]:
    from openkoi.mind.soul_evolve import Evolution
    from openkoi.mind.trust import TrustStore
    from openkoi.world.human import atlas

    trust = TrustStore.at(app.paths.home)
    with app.store() as store:
        return [p.to_dict() for p in atlas(store.db, trust_granted=trust.granted(),
                                           trust_audit=trust.audit(limit=None),
                                           soul_history=Evolution(app.paths.home).history())]


def human(args: argparse.Namespace, app: App) -> int:
    found = _human(app)
    if args.json:
        app.print_json(found)
        return exits.OK
    if not found:
        app.print("nothing learned about your preferences yet")
        return exits.OK
    for p in found:
        app.print(f"[{p['topic']}] {p['preference']}")
        for e in p["evidence"][:3]:
            app.print(f"    - {e}")
    return exits.OK


def world_map(args: argparse.Namespace, app: App) -> int:
    found_tools = {k: v.to_dict() for k, v in _tool_atlas(app).items()}
    found_domains = _domains(app)
    found_human = _human(app)
    if args.json:
        app.print_json({"tools": list(found_tools.values()), "domains": found_domains,
                        "human": found_human})
        return exits.OK
    app.print("TOOL ATLAS")
    if not found_tools:
        app.print("  no tool calls recorded yet")
    for t in found_tools.values():
        top = t["failure_modes"][0]["signature"][:50] if t["failure_modes"] else ""
        app.print(f"  {t['name']:<14} {t['calls']:>5} calls  {pct(t['reliability']):>5} ok"
                  + (f"  worst: {top}" if top else ""))
    app.print("DOMAIN ATLAS")
    if not found_domains:
        app.print("  no finished tasks yet")
    for d in found_domains:
        app.print(f"  {d['domain']:<9} {d['level']:<11} {d['tasks']:>4} tasks  "
                  f"{pct(d['success_rate']):>5} success  score {d['mean_score']:.2f}")
    app.print("HUMAN ATLAS")
    if not found_human:
        app.print("  nothing learned about your preferences yet")
    for p in found_human:
        app.print(f"  [{p['topic']}] {p['preference']}")
    return exits.OK
