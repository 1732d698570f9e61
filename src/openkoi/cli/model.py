"""`openkoi model list|install`: the embedded models (no API key needed) and what each
connected provider serves (its own model list, cached for an hour: models/discovery.py)."""

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
    ls = msub.add_parser("list", help="the embedded models, and the models each connected "
                         "provider serves",
                         description="The embedded models and whether they are installed, then "
                         "for each provider with a key or sign-in (Amazon Bedrock: AWS "
                         "credentials or a profile): the models it serves, from its model-list "
                         "endpoint (cached for an hour) and openkoi's table. Use one with -m "
                         "PROVIDER/MODEL, or a bare MODEL when one connected provider serves it.")
    ls.add_argument("--json", action="store_true",
                    help='print as JSON: {"embedded": [{name, title, bytes, installed, path, '
                         'default}], "providers": [{provider, source, default, listed, '
                         'models}]}')
    ls.add_argument("--refresh", action="store_true",
                    help="ask each provider again instead of using the hour-old cache")
    ls.add_argument("--offline", action="store_true",
                    help="only the cached lists; ask no provider")
    ls.set_defaults(handler=list_models)
    ins = msub.add_parser("install", help="download, assemble and verify an embedded model")
    ins.add_argument("name", nargs="?", default=None, help="strong (default), fast or tiny "
                     "(none on a terminal: a picker; elsewhere: local_model)")
    ins.set_defaults(handler=install)
    p.set_defaults(handler=list_models, json=False, refresh=False, offline=False)


def list_models(args: argparse.Namespace, app: App) -> int:
    from openkoi.models.catalog import CATALOG
    from openkoi.models.install import is_installed

    rows: list[dict[str, Any]] = [{"name": e.name, "title": e.title, "bytes": e.size,
             "installed": is_installed(e, app.paths), "path": str(app.paths.models / e.file),
             "default": e.name == app.settings.local_model} for e in CATALOG.values()]
    providers = _provider_models(app, refresh=args.refresh, offline=args.offline)
    if getattr(args, "json", False):
        app.print_json({"embedded": rows, "providers": providers})
        return exits.OK
    for r in rows:
        mark = "installed" if r["installed"] else "not installed"
        default = " (default)" if r["default"] else ""
        app.print(f"local/{r['name']:<7} {r['title']:<38} {r['bytes'] / 1e6:>7.0f} MB  "
                  f"{mark}{default}")
    for p in providers:
        app.print(f"\n{p['provider']} ({p['source']}): {len(p['models'])} models"
                  + ("" if p["listed"] else ", not asked (openkoi's table only)"))
        for m in p["models"]:
            app.print(f"  {p['provider']}/{m}" + ("  (default)" if m == p["default"] else ""))
    if not providers:
        app.print("\nno provider connected: openkoi connect PROVIDER to use one")
    return exits.OK


def _provider_models(app: App, *, refresh: bool, offline: bool) -> list[dict[str, Any]]:
    """Per connected provider: its listed models (fresh or cached) and the table's."""
    import os

    from openkoi.models.bedrock import aws_source
    from openkoi.models.credentials import Credential, find_credentials
    from openkoi.models.discovery import discovered, listable
    from openkoi.models.registry import provider_table

    table = provider_table(app.settings)
    offline = offline or os.environ.get("OPENKOI_NO_PROBE", "") in ("1", "true", "yes")
    out: list[dict[str, Any]] = []
    found = find_credentials(app.paths, providers=list(table))
    aws = aws_source(os.environ)
    if aws is not None:  # Bedrock: the AWS chain, not a key openkoi finds
        found += [Credential(info.name, "", f"aws:{aws}") for info in table
                  if info.auth == "aws"]
    for cred in found:
        info = table.get(cred.provider)
        if info is None:
            continue
        listed = discovered(info, cred, app.paths, refresh=refresh, offline=offline)
        names = list(dict.fromkeys(listed + info.model_names()))
        out.append({"provider": info.name, "source": cred.source.split(":", 1)[0],
                    "default": info.default_model,
                    "listed": listable(info, cred) and bool(listed), "models": names})
    return out


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
