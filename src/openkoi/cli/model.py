"""`openkoi model list|install`: the embedded models (no API key needed)."""

from __future__ import annotations

import argparse
from typing import Any

from openkoi.cli import exits
from openkoi.cli.app import App


def register(sub: Any) -> None:
    p = sub.add_parser("model", help="list or install the embedded local models",
                       description="The embedded models run with no API key. `strong` "
                       "(Qwen2.5-Coder-1.5B) is the default; `fast` (0.5B) is quicker and "
                       "weaker; `tiny` (SmolLM2-135M) is for smoke tests only. Use one with "
                       "-m local/NAME or `local_model = \"NAME\"` in config.toml.")
    msub = p.add_subparsers(dest="model_command", metavar="ACTION")
    ls = msub.add_parser("list", help="the embedded models and whether they are installed")
    ls.add_argument("--json", action="store_true")
    ls.set_defaults(handler=list_models)
    ins = msub.add_parser("install", help="download, assemble and verify an embedded model")
    ins.add_argument("name", nargs="?", default=None, help="strong (default), fast or tiny "
                     "(none on a terminal: a picker; elsewhere: local_model)")
    ins.set_defaults(handler=install)
    p.set_defaults(handler=list_models, json=False)


def list_models(args: argparse.Namespace, app: App) -> int:
    from openkoi.models.catalog import CATALOG
    from openkoi.models.install import is_installed

    rows: list[dict[str, Any]] = [{"name": e.name, "title": e.title, "bytes": e.size,
             "installed": is_installed(e, app.paths), "path": str(app.paths.models / e.file),
             "default": e.name == app.settings.local_model} for e in CATALOG.values()]
    if getattr(args, "json", False):
        app.print_json(rows)
        return exits.OK
    for r in rows:
        mark = "installed" if r["installed"] else "not installed"
        default = " (default)" if r["default"] else ""
        app.print(f"local/{r['name']:<7} {r['title']:<38} {r['bytes'] / 1e6:>7.0f} MB  "
                  f"{mark}{default}")
    return exits.OK


def install(args: argparse.Namespace, app: App) -> int:
    from openkoi.cli.pick import interactive, pick
    from openkoi.models.catalog import CATALOG
    from openkoi.models.install import ensure_model, is_installed

    name = args.name
    if name is None and interactive():
        name = pick(app.err, "Install which embedded model?", [
            (e.name, f"{e.name:<7} {e.title:<38} {e.size / 1e6:>7.0f} MB"
                     + ("  installed" if is_installed(e, app.paths) else ""))
            for e in CATALOG.values()], missing="NAME", default=app.settings.local_model)
    path = ensure_model(name or app.settings.local_model, app.paths, progress=app.note)
    app.print(str(path))
    return exits.OK
