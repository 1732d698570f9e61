"""`openkoi integrations [list|test NAME]`: the services task results are posted to.

list shows every integration openkoi knows (built-in and from plugins): configured or not,
enabled, its events, where its secret comes from, and its recent deliveries and failures
(from the delivery log). test NAME sends one test message through the configured service
and says what the service answered.
"""

from __future__ import annotations

import argparse
from typing import Any

from openkoi import errors
from openkoi.cli import exits
from openkoi.cli.app import App


def register(sub: Any) -> None:
    p = sub.add_parser(
        "integrations", help="Slack, e-mail, GitHub, ...: where task results are posted "
        "(list; test NAME sends a test message)",
        description="Integrations post each task's result (status colour, score, "
        "iterations, cost, files changed, top findings, the transcript) to the services set "
        "up as [integrations.NAME] in config.toml, one thread per task where the service has "
        "threads. Secrets come from the service's environment variable or `openkoi connect "
        "NAME`. `list` (the default) shows each one, its secret and its recent deliveries; "
        "`test NAME` sends a test message.")
    p.add_argument("action", nargs="?", choices=("list", "test"), default="list")
    p.add_argument("name", nargs="?", metavar="NAME", help="with test: the integration")
    p.add_argument("--json", action="store_true", help="with list: machine-readable")
    p.add_argument("--issue", metavar="ID",
                   help="with test github|linear|jira: the issue to comment on (12 on GitHub, "
                   "ENG-12 on Linear or Jira; they post only on the issue a task names)")
    p.set_defaults(handler=handle)


def handle(args: argparse.Namespace, app: App) -> int:
    if args.action == "test":
        if not args.name:
            raise errors.UsageError("which integration?", hint="openkoi integrations test slack")
        return test(app, args.name, args.issue)
    if args.name:
        raise errors.UsageError("list takes no NAME", hint="openkoi integrations test NAME")
    return listing(app, args.json)


def _rows(app: App) -> list[dict[str, Any]]:
    from openkoi.integrations.status import overview

    if not app.paths.db.is_file():
        return overview(app.paths, None)
    from openkoi.memory.store import Store

    store = Store.open(app.paths)
    try:
        return overview(app.paths, store.db)
    finally:
        store.close()


def _naming(issue: str | None) -> str:
    """A test task's text that names ``issue`` (``12`` is GitHub's #12)."""
    if issue is None:
        return ""
    return f"#{issue}" if issue.strip().isdigit() else issue.strip()


def listing(app: App, as_json: bool) -> int:
    rows = _rows(app)
    if as_json:
        app.print_json(rows)
        return exits.OK
    width = max(len(r["name"]) for r in rows)
    for r in rows:
        if not r["configured"]:
            app.print(f"{r['name']:<{width}}  not set up ([integrations.{r['name']}] in "
                      "config.toml)")
            continue
        state = "enabled" if r["enabled"] else "disabled"
        secret = f"  secret: {r['secret']}" if r["secret"] else ""
        app.print(f"{r['name']:<{width}}  {state} -> {r['target']}  "
                  f"events: {', '.join(r['events'])}{secret}")
        skipped = f", {r['skipped']} skipped" if r["skipped"] else ""
        app.print(f"{'':<{width}}  recent: {r['deliveries']} delivered, {r['failures']} failed"
                  + skipped + (f"; last error: {r['last_error']}" if r["last_error"] else ""))
    return exits.OK


def test(app: App, name: str, issue: str | None = None) -> int:
    import asyncio

    from openkoi.integrations import base
    from openkoi.integrations import settings as config

    known = config.services()
    if name not in known:
        raise errors.UsageError(f"unknown integration {name!r}",
                                hint=f"known: {', '.join(known)}")
    configured = config.load(app.paths, known).get(name)
    if configured is None:
        raise errors.ConfigError(f"{name} is not set up",
                                 hint=f"add [integrations.{name}] to {app.paths.config_file} "
                                 "(see the README's Integrations section)")
    service = config.build(app.paths, configured)
    result = base.Result(event=base.TEST, task_id="test", title="openkoi can post here",
                         status="test", detail="sent by `openkoi integrations test`",
                         task=_naming(issue))
    why = service.skip(result)
    if why:
        raise errors.UsageError(f"nothing sent: {why}",
                                hint=f"openkoi connect {name}" if name == "discord"
                                else f"openkoi integrations test {name} --issue ID")
    try:
        asyncio.run(service.post(result, ""))
    except errors.IntegrationError as exc:
        if exc.permanent and exc.status in (401, 403, 535):
            raise errors.CredentialError(str(exc), provider=name, hint=exc.hint) from None
        raise
    app.print(f"sent a test message to {name} ({service.target()})")
    return exits.OK
