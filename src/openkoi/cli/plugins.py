"""`openkoi plugins [list|info NAME|enable NAME|disable NAME|add DIR]`: every plugin, where it
comes from, what it registered, and how it has done."""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path
from typing import Any

from openkoi import errors
from openkoi.cli import exits
from openkoi.cli.app import App

HELP = """\
openkoi's tools, evaluators, model providers and hooks come through plugins, its own
included. Three kinds:

  python  a package naming a module under the `openkoi` entry-point group; the module uses
          `from openkoi.plugins import hookimpl` and implements register_tools(register),
          register_evaluators(register), register_providers(register),
          register_integrations(register) or register_hooks(register)
  wasm    a folder in <config>/plugins/ with a plugin.toml and a WebAssembly module (.wat or
          .wasm): run with a fuel (instruction) budget and a memory cap per call, no network,
          and the workspace (at /workspace) only if its manifest asks for files
  script  a folder with a plugin.toml and a Lua 5.4 script: a step budget, a time limit and a
          memory cap per call, no I/O at all; it answers hooks and provides simple tools

Hooks: before_plan, after_plan, before_tool (may veto the call with a reason), after_tool,
after_evaluation (may add findings and a score dimension; lowers the score, never raises it),
task_end (may notify). A failing hook is recorded and changes nothing.

  list            every plugin (the default): kind, source, what it registered, calls,
                  failures and the last error
  info NAME       one plugin in detail (its manifest's limits and capabilities)
  enable NAME     load it again           disable NAME   keep it from loading
  add DIR         check a plugin folder and copy it into <config>/plugins/

A package that fails to import, or a plugin folder that does not load, is listed with the
error and skipped. OPENKOI_NO_PLUGINS=1 loads the built-in ones only. The example WebAssembly
plugin is in openkoi/tools/ext/examples/wordcount (`openkoi plugins add` its path).
"""

def register(sub: Any) -> None:
    p = sub.add_parser("plugins", help="plugins: list, info, enable, disable, add",
                       description=HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    ps = p.add_subparsers(dest="plugins_command", metavar="ACTION")
    ls = ps.add_parser("list", help="every plugin and what it registered (the default)")
    info = ps.add_parser("info", help="one plugin in detail")
    info.add_argument("name", nargs="?", help="(none on a terminal: pick one)")
    for action, text in (("enable", "load a disabled plugin again"),
                         ("disable", "keep a plugin from loading")):
        q = ps.add_parser(action, help=text)
        q.add_argument("name", nargs="?", help="(none on a terminal: pick one)")
        q.set_defaults(handler=toggle, enable=action == "enable")
    add = ps.add_parser("add", help="copy a plugin folder into <config>/plugins/")
    add.add_argument("folder", type=Path)
    add.add_argument("--force", action="store_true", help="replace a plugin of that name")
    add.set_defaults(handler=add_folder)
    for q in (p, ls, info, add, ps.choices["enable"], ps.choices["disable"]):
        q.add_argument("--json", action="store_true", help="print as JSON")
    ls.set_defaults(handler=handle)
    info.set_defaults(handler=show)
    p.set_defaults(handler=handle)


def rows(app: App) -> list[dict[str, Any]]:
    """Every plugin as a row (world.plugin_usage.plugin_rows), with its calls from the store."""
    from openkoi.world.plugin_usage import plugin_rows

    if not app.paths.db.exists():
        return plugin_rows(None)
    with app.store() as store:
        return plugin_rows(store.db)


def handle(args: argparse.Namespace, app: App) -> int:
    _check_state(app)
    table = rows(app)
    if args.json:
        app.print_json({"plugins": table})
        return exits.OK
    for row in table:
        state = "" if row["enabled"] else "  [disabled]"
        app.print(f"{row['name']}  ({row['source']}){state}")
        if row["kind"] not in ("built-in", "python"):
            app.print(f"  kind: {row['kind']}")
        if row["error"]:
            app.print(f"  not loaded: {row['error']}")
        for kind, names in row["registered"].items():
            app.print(f"  {kind}: {', '.join(names)}")
        u = row.get("usage")
        if u and u["calls"]:
            app.print(f"  calls: {u['calls']}, failures: {u['failures']}"
                      + (f", last error: {u['last_error'][:120]}" if u["last_error"] else ""))
    return exits.OK


def _find(app: App, name: str) -> dict[str, Any]:
    table = rows(app)
    found = next((r for r in table if r["name"] == name), None)
    if found is None:
        import difflib

        close = difflib.get_close_matches(name, [r["name"] for r in table], n=1)
        raise errors.UsageError(f"no plugin named {name!r}",
                                hint=(f"did you mean {close[0]!r}? " if close else "")
                                + "see `openkoi plugins list`")
    return found


def _pick(args: argparse.Namespace, app: App) -> None:
    from openkoi.cli.pick import given_or_picked

    def choices() -> list[tuple[str, str]]:
        return [(r["name"], f"{r['name']}  ({r['kind']}"
                 + (")" if r["enabled"] else ", disabled)")) for r in rows(app)
                if args.handler is show or r["kind"] != "built-in"]

    args.name = given_or_picked(args.name, app.err, "Which plugin?", choices, missing="NAME",
                                listing="`openkoi plugins list`",
                                empty="no plugins that can be switched (see `openkoi plugins`)")


def show(args: argparse.Namespace, app: App) -> int:
    from openkoi.tools.ext.manifest import read

    _pick(args, app)
    row = _find(app, args.name)
    if row["kind"] in ("wasm", "script"):
        try:
            found = read(Path(row["source"]))
            row["manifest"] = {"version": found.version, "description": found.description,
                               "code": found.code.name, "files": found.files,
                               "network": "never", "limits": found.limits,
                               "hooks": found.hooks,
                               "tools": [{"name": t.name, "effect": t.effect,
                                          "domain": t.domain, "input": t.input or "json"}
                                         for t in found.tools]}
        except errors.ConfigError as exc:
            row["error"] = row["error"] or str(exc)
    if args.json:
        app.print_json(row)
        return exits.OK
    app.print(f"{row['name']}  ({row['kind']}, {'enabled' if row['enabled'] else 'disabled'})")
    app.print(f"  source: {row['source']}")
    if row["error"]:
        app.print(f"  not loaded: {row['error']}")
    m: dict[str, Any] | None = row.get("manifest")
    if m:
        app.print(f"  version: {m['version']}" + (f" - {m['description']}"
                                                  if m["description"] else ""))
        app.print(f"  code: {m['code']}; files: {m['files']}; network: never")
        app.print("  limits: " + ", ".join(f"{k}={v}" for k, v in m["limits"].items()))
        for t in m["tools"]:
            app.print(f"  tool {t['name']}: effect {t['effect']}, trust domain {t['domain']}")
        if m["hooks"]:
            app.print(f"  hooks: {', '.join(m['hooks'])}")
    else:
        for kind, names in row["registered"].items():
            app.print(f"  {kind}: {', '.join(names)}")
    u = row.get("usage")
    if u:
        app.print(f"  calls: {u['calls']}, failures: {u['failures']}")
        if u["last_error"]:
            app.print(f"  last error: {u['last_error']}")
    return exits.OK


def toggle(args: argparse.Namespace, app: App) -> int:
    from openkoi.tools.ext.manifest import check_name, set_enabled

    _pick(args, app)
    name = check_name(args.name)
    row = _find(app, name)
    if row["kind"] == "built-in":
        raise errors.UsageError(f"{name} is built into openkoi and cannot be disabled",
                                hint="OPENKOI_NO_PLUGINS=1 turns off every third-party one")
    changed = set_enabled(app.paths.home, name, args.enable)
    word = "enabled" if args.enable else "disabled"
    if args.json:
        app.print_json({"name": name, "enabled": args.enable, "changed": changed})
    else:
        app.print(f"{name} {word}" if changed else f"{name} was already {word}")
    return exits.OK


def add_folder(args: argparse.Namespace, app: App) -> int:
    from openkoi.tools.ext.manifest import plugins_dir, read

    folder = args.folder.expanduser().resolve()
    if not folder.is_dir():
        raise errors.UsageError(f"{args.folder} is not a folder",
                                hint="give the plugin's folder (the one with plugin.toml)")
    m = read(folder)  # a ConfigError says what is wrong with it
    target = plugins_dir(app.paths.home) / m.name
    if target.exists() and not args.force:
        raise errors.UsageError(f"a plugin named {m.name} is already installed ({target})",
                                hint="--force replaces it")
    tmp = target.with_name(f".{m.name}.new")
    shutil.rmtree(tmp, ignore_errors=True)
    try:
        shutil.copytree(folder, tmp, symlinks=False)
        if target.exists():
            shutil.rmtree(target)
        tmp.rename(target)
    except OSError as exc:
        shutil.rmtree(tmp, ignore_errors=True)
        raise errors.StorageError(f"cannot copy the plugin to {target}: {exc}") from None
    if args.json:
        app.print_json({"name": m.name, "kind": m.kind, "installed": str(target)})
    else:
        app.print(f"added {m.name} ({m.kind}) to {target}")
    return exits.OK


def _check_state(app: App) -> None:
    from openkoi.tools.ext.manifest import disabled

    disabled(app.paths.home)  # a broken plugins.json is a ConfigError, said once
