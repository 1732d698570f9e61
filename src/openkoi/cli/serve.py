"""`openkoi serve`: the REST + WebSocket API and the web UI (see openkoi.server)."""

from __future__ import annotations

import argparse
import os
import signal
from typing import Any

from openkoi.cli import exits
from openkoi.cli.app import App

HELP = """\
Serve the HTTP API (REST under /api/v1, WebSockets for live events, /openapi.json) and the
web UI at /ui/ until Ctrl-C or SIGTERM. Submitted tasks wait in a queue kept in the database
and run through the same pipeline as `openkoi "task"`, in the folder given per task or else
this one (-C DIR). Tasks still queued when the server stops run when it starts again.
Settings come from [api], [api.webhooks] and [[webhooks]] in the user config.toml (see
README, HTTP API); [api] enabled = false turns the server off.

Inbound tasks (README, Integrations): the server polls Telegram, a maildir and IMAP, and
takes signed requests from Slack, GitHub and Discord at POST /hooks/NAME, only from the
senders and channels listed in [integrations.NAME]; each runs with think (the Parliament
first) and is answered in the thread it came from.
"""


def register(sub: Any) -> None:
    p = sub.add_parser("serve", help="serve the HTTP API and the web UI", description=HELP,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    add_server_arguments(p)
    p.add_argument("--daemon-child", action="store_true", help=argparse.SUPPRESS)
    p.set_defaults(handler=handle)


def add_server_arguments(p: Any) -> None:
    from openkoi.cli.run import _at_least

    p.add_argument("--host", help="address to listen on (default [api] host or 127.0.0.1)")
    p.add_argument("--port", type=_port, help="port (default [api] port or 9742; 0 = any)")
    p.add_argument("--workers", type=_at_least(1, int), metavar="N",
                   help="tasks run at the same time (default [api] workers or 1)")


def api_settings(args: argparse.Namespace, app: App) -> Any:
    """[api] settings with the flags applied."""
    from openkoi.server.settings import MAX_WORKERS, load_api_settings

    api = load_api_settings(app.paths)
    if not api.enabled:
        from openkoi.errors import ConfigError

        raise ConfigError(f"the HTTP API is turned off in {app.paths.config_file} "
                          "([api] enabled = false)", hint="set enabled = true under [api] "
                          "to serve it")
    if args.host:
        api.host = args.host
    if args.port is not None:
        api.port = args.port
    if args.workers is not None:
        api.workers = min(args.workers, MAX_WORKERS)
    return api


def handle(args: argparse.Namespace, app: App) -> int:
    from openkoi.server.serve import serve

    api = api_settings(args, app)
    app.settings  # noqa: B018 - a broken config.toml stops here, before the port is bound

    def ready(url: str) -> None:
        auth = "token required" if api.token else "no token"
        app.note(f"openkoi serving {url} (pid {os.getpid()}, {api.workers} worker"
                 f"{'s' if api.workers != 1 else ''}, {auth}, web UI {url}/ui/)")

    # uvicorn handles SIGINT/SIGTERM while serving and re-raises them once stopped; ignoring
    # them from then on makes a graceful stop exit 0 instead of "interrupted".
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    serve(app.paths, app.workspace, api, daemon=args.daemon_child, ready=ready)
    app.note("openkoi server stopped")
    return exits.OK


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number") from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"{text} is not a port (0-65535)")
    return value
