"""`openkoi plugins`: every plugin, where it comes from, and what it registered."""

from __future__ import annotations

import argparse
from typing import Any

from openkoi.cli import exits
from openkoi.cli.app import App

HELP = """\
openkoi's tools, evaluators and model providers come through plugin hooks (pluggy, as in
simonw/llm); its own register through the same hooks a package does. A package joins by
naming a module under the `openkoi` entry-point group; its module uses
`from openkoi.plugins import hookimpl` and implements register_tools(register),
register_evaluators(register) or register_providers(register). A package that fails to
import is listed with the error and skipped. OPENKOI_NO_PLUGINS=1 loads the built-in ones only.
"""

KINDS = {"register_tools": "tools", "register_evaluators": "evaluators",
         "register_providers": "providers"}


def register(sub: Any) -> None:
    p = sub.add_parser("plugins", help="plugins and what they registered", description=HELP,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--json", action="store_true", help="print as JSON")
    p.set_defaults(handler=handle)


def handle(args: argparse.Namespace, app: App) -> int:
    from openkoi.plugins import manager

    plugins = manager()
    by_plugin: dict[str, dict[str, list[str]]] = {p.name: {} for p in plugins.plugins}
    for hook, kind in KINDS.items():
        for r in plugins.registered(hook):
            by_plugin.setdefault(r.plugin, {}).setdefault(kind, []).append(_name(r.item))
    rows: list[dict[str, Any]] = [
        {"name": p.name, "source": p.source, "hooks": p.hooks, "error": p.error,
         "registered": by_plugin.get(p.name, {})} for p in plugins.plugins]
    if args.json:
        app.print_json({"plugins": rows})
        return exits.OK
    for row in rows:
        app.print(f"{row['name']}  ({row['source']})")
        if row["error"]:
            app.print(f"  not loaded: {row['error']}")
        for kind, names in row["registered"].items():
            app.print(f"  {kind}: {', '.join(names)}")
    return exits.OK


def _name(item: Any) -> str:
    name = getattr(item, "name", None)
    if isinstance(name, str) and name:
        return name
    return str(getattr(item, "__name__", type(item).__name__))
