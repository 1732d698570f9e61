"""`openkoi trust show | grant DOMAIN LEVEL | revoke DOMAIN | audit [DOMAIN]`."""

from __future__ import annotations

import argparse
import time
from typing import Any

from openkoi.cli import exits
from openkoi.cli.app import App

HELP = """\
How much openkoi may do on its own, per domain. Checked before every tool call that
changes something (reads, listings and searches are never gated).

levels:
  ask         confirm on the terminal first; with no terminal the call is refused
  suggest     never run: the proposal goes back to the model and into the audit log
  act         run it and report it in the progress lines (default)
  autonomous  run it silently (no progress line); every such call is in the audit log

domains: files, shell, git (shell commands running git), network (shell commands that reach
the network: curl, ssh, git push/pull, pip/npm install ...), another tool's domain, or a
path prefix such as files:src/auth (the longest matching prefix wins over files). A shell
command in several domains gets the most careful of their levels. The Guardian's refusals
come first. Shell commands run in a bubblewrap sandbox (`openkoi status` shows it); where
there is none, shell is held at ask whatever its level. Only network-domain commands get
the network inside the sandbox.

Stored in <config>/trust.json; the audit log is <config>/state/trust-audit.jsonl.

`openkoi trust folder add|remove|list [PATH]`: the folders whose own skills (.agents/skills,
.agents/evaluators) openkoi loads; none by default (<config>/trusted-folders.json).
"""


def register(sub: Any) -> None:
    p = sub.add_parser("trust", help="what openkoi may do on its own, per domain",
                       description=HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    ts = p.add_subparsers(dest="trust_command", metavar="ACTION")
    s = ts.add_parser("show", help="the level of every domain")
    s.add_argument("--json", action="store_true", help="print as JSON")
    s.set_defaults(handler=show)
    g = ts.add_parser("grant", help="set a domain's level")
    g.add_argument("domain", nargs="?", help="files, shell, git, network, files:PATH ... "
                   "(none on a terminal: pick one)")
    g.add_argument("level", nargs="?", choices=["ask", "suggest", "act", "autonomous"],
                   help="(none on a terminal: pick one)")
    g.set_defaults(handler=grant)
    r = ts.add_parser("revoke", help="put a domain back to its default")
    r.add_argument("domain", nargs="?", help="a granted domain (none on a terminal: pick "
                   "one)")
    r.set_defaults(handler=revoke)
    a = ts.add_parser("audit", help="autonomous, suggested and asked-for calls")
    a.add_argument("domain", nargs="?", help="only this domain (and its path prefixes)")
    a.add_argument("-n", "--limit", type=int, default=50, help="at most N records (default 50)")
    a.add_argument("--json", action="store_true", help="print as JSON")
    a.set_defaults(handler=audit)
    from openkoi.cli.trust_folders import register_folders  # trusted workspace skill folders

    register_folders(ts)
    p.set_defaults(handler=show, json=False)


def _store(app: App) -> Any:
    from openkoi.mind.trust import TrustStore

    return TrustStore.at(app.paths.home)


def show(args: argparse.Namespace, app: App) -> int:
    from openkoi.mind.trust import DEFAULTS

    store = _store(app)
    granted = store.granted()
    levels = store.levels()
    if getattr(args, "json", False):
        app.print_json({"levels": levels, "granted": granted})
        return exits.OK
    for domain, level in sorted(levels.items()):
        note = "" if domain in granted else " (default)"
        if domain in granted and domain in DEFAULTS:
            note = f" (default {DEFAULTS[domain]})"
        app.print(f"{domain:<24} {level}{note}")
    return exits.OK


LEVEL_TEXT = {"ask": "asks before each action", "suggest": "shows what it would do, asks",
               "act": "acts, within the rules", "autonomous": "acts without asking, audited"}


def grant(args: argparse.Namespace, app: App) -> int:
    from openkoi.cli.pick import given_or_picked
    from openkoi.mind.trust import LEVELS

    store = _store(app)
    levels = store.levels()
    args.domain = given_or_picked(
        args.domain, app.err, "Grant which domain?",
        lambda: [(d, f"{d:<24} now {lvl}") for d, lvl in sorted(levels.items())],
        missing="DOMAIN", listing="`openkoi trust show`, or a new domain such as files:src")
    args.level = given_or_picked(
        args.level, app.err, f"Level for {args.domain}?",
        lambda: [(lvl, f"{lvl:<11} {LEVEL_TEXT[lvl]}") for lvl in LEVELS],
        missing="LEVEL", listing="ask, suggest, act, autonomous")
    store.grant(args.domain, args.level)
    app.print(f"{args.domain.strip().rstrip('/')}: {args.level}")
    return exits.OK


def revoke(args: argparse.Namespace, app: App) -> int:
    from openkoi.cli.pick import given_or_picked
    from openkoi.mind.trust import ACT, DEFAULTS

    store = _store(app)
    granted = store.granted()
    args.domain = given_or_picked(
        args.domain, app.err, "Revoke which domain?",
        lambda: [(d, f"{d:<24} {lvl} (default {DEFAULTS.get(d, ACT)})")
                 for d, lvl in sorted(granted.items())],
        missing="DOMAIN", listing="`openkoi trust show`", empty="nothing is granted")
    domain = args.domain.strip().rstrip("/")
    if store.revoke(domain):
        app.print(f"{domain}: back to {DEFAULTS.get(domain, ACT)}")
    else:
        app.print(f"{domain}: nothing was granted; it stays {store.levels().get(domain, ACT)}")
    return exits.OK


def audit(args: argparse.Namespace, app: App) -> int:
    records = _store(app).audit(args.domain, limit=max(args.limit, 1))
    if args.json:
        app.print_json(records)
        return exits.OK
    if not records:
        app.print("no audited actions yet" + (f" for {args.domain}" if args.domain else ""))
        return exits.OK
    for r in records:
        when = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(float(r.get("ts", 0))))
        task = str(r.get("task_id", ""))[:8]
        app.print(f"{when}  {r.get('domain', '')}={r.get('level', '')}  {r.get('action', '')}"
                  f"  {r.get('call', '')}" + (f"  [task {task}]" if task else ""))
    return exits.OK
