"""`openkoi mcp list|add|remove|test|serve`: the MCP servers whose tools openkoi's tasks get,
and openkoi itself as an MCP server."""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from openkoi import errors
from openkoi.cli import exits
from openkoi.cli.app import App

HELP = """\
MCP (Model Context Protocol) servers bring other programs' tools to every task. Each
server's tools join the task's tools as mcp__SERVER__TOOL, with the server's JSON schemas;
the trust levels, the Guardian, plugin vetoes and --simulate (the call is shown, not made)
apply to them as to openkoi's own tools. Their trust domain is `external` unless the server's
config names one (`openkoi trust grant external ask` to confirm each call).

Where servers come from:
  config.toml       [mcp.servers.NAME] with command/args/env/cwd (stdio) or url/headers
                    (streamable HTTP); effect (none|workspace|external|irreversible, default
                    external), domain, read_only (tools with no effect), enabled,
                    startup_timeout_s (default 30), call_timeout_s (default 60)
  .mcp.json         a project's {"mcpServers": {...}}, the format other agents read; used
                    only from a trusted folder (openkoi trust folder add)

A server that does not start in time, or that hangs or dies during a call, is reported
and the task goes on without it. A stdio server gets only HOME, LOGNAME, PATH, SHELL,
TERM, USER, the locale, TZ, TMPDIR and its own env (${VAR} is read from openkoi's
environment); its stderr goes to <data>/logs/mcp-NAME.log.

  list              the configured servers (nothing is started)
  add NAME -- COMMAND [ARGS...]   or   add NAME --url URL     write it to config.toml
  remove NAME       take it out of config.toml
  test NAME         start it, list its tools, resources and prompts; --call TOOL [--args
                    JSON] calls one read-only tool (exit 1 when it does not start or fails)
  serve             openkoi as an MCP server on stdin/stdout: run_task, think,
                    task_status, recall (for editors and other agents)
"""


def register(sub: Any) -> None:
    p = sub.add_parser("mcp", help="MCP servers: list, add, remove, test; serve openkoi",
                       description=HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    ps = p.add_subparsers(dest="mcp_command", metavar="ACTION")
    ls = ps.add_parser("list", help="the configured servers (the default)")
    add = ps.add_parser("add", help="add a server to config.toml",
                        usage="openkoi mcp add NAME [options] -- COMMAND [ARGS...]\n"
                              "       openkoi mcp add NAME --url URL [options]")
    _add_options(add)
    # NAME and everything after it (argparse drops a "--" that follows a plain positional)
    add.add_argument("rest", nargs=argparse.REMAINDER, metavar="NAME ...")
    rm = ps.add_parser("remove", help="remove a server from config.toml")
    rm.add_argument("name")
    test = ps.add_parser("test", help="start a server, list what it offers")
    test.add_argument("name")
    test.add_argument("--call", metavar="TOOL", help="call one read-only tool")
    test.add_argument("--args", default="{}", metavar="JSON", help="its arguments")
    serve = ps.add_parser("serve", help="openkoi as an MCP server (stdio)")
    for q in (p, ls, rm, test):
        q.add_argument("--json", action="store_true", help="print as JSON")
    p.set_defaults(handler=list_servers)
    ls.set_defaults(handler=list_servers)
    add.set_defaults(handler=add_server)
    rm.set_defaults(handler=remove_server)
    test.set_defaults(handler=test_server)
    serve.set_defaults(handler=serve_stdio)


def _add_options(p: Any) -> None:
    p.add_argument("--url", help="a streamable HTTP server's URL")
    p.add_argument("--header", action="append", default=[], metavar="NAME=VALUE",
                   help="an HTTP header (repeatable); ${VAR} is read when it starts")
    p.add_argument("--env", action="append", default=[], metavar="NAME=VALUE",
                   help="a variable for a stdio server (repeatable); ${VAR} works")
    p.add_argument("--effect", choices=("none", "workspace", "external", "irreversible"))
    p.add_argument("--domain", help="its trust domain (default: external)")
    p.add_argument("--read-only", action="append", default=[], metavar="TOOL",
                   help="a tool that changes nothing (effect none; repeatable)")
    p.add_argument("--force", action="store_true", help="replace a server of that name")
    p.add_argument("--json", action="store_true", help="print as JSON")


def _split_add(args: argparse.Namespace) -> list[str]:
    """``NAME [options] -- COMMAND ARGS``: argparse leaves everything after NAME in ``rest``;
    the options before ``--`` are read here, the words after it are the command."""
    rest = list(args.rest or [])
    if not rest or rest[0].startswith("-"):
        raise errors.UsageError("name the server first",
                                hint="openkoi mcp add NAME -- COMMAND ARGS, or "
                                "openkoi mcp add NAME --url URL")
    args.name, rest = rest[0], rest[1:]
    cut = rest.index("--") if "--" in rest else len(rest)
    options, command = rest[:cut], rest[cut + 1:]
    if options:
        class _Parser(argparse.ArgumentParser):
            def error(self, message: str) -> Any:
                raise errors.UsageError(message, hint="see `openkoi mcp add --help`")

        extra = _Parser(prog="openkoi mcp add", add_help=False)
        _add_options(extra)
        parsed = extra.parse_args(options)
        for key, value in vars(parsed).items():
            if isinstance(value, list):
                setattr(args, key, [*getattr(args, key), *value])
            elif value not in (None, False):
                setattr(args, key, value)
    return command


def _all(app: App) -> list[tuple[Any, bool, str]]:
    """(server, used, why not) for the config's servers and the workspace's .mcp.json."""
    from openkoi import trusted_folders
    from openkoi.tools.mcp import servers

    rows = [(s, s.enabled, "" if s.enabled else "disabled")
            for s in servers.configured(app.settings)]
    project = app.workspace / servers.MCP_JSON
    if project.is_file():
        trusted = trusted_folders.is_trusted(app.paths, app.workspace)
        names = {s.name for s, _, _ in rows}
        for s in servers.read_mcp_json(project, app.settings):
            why = ("folder not trusted" if not trusted else "a config server has this name"
                   if s.name in names else "" if s.enabled else "disabled")
            rows.append((s, not why, why))
    return rows


def list_servers(args: argparse.Namespace, app: App) -> int:
    rows = _all(app)
    if args.json:
        app.print_json({"servers": [
            {"name": s.name, "transport": s.transport, "target": s.target, "source": s.source,
             "effect": s.effect, "domain": s.domain, "read_only": list(s.read_only),
             "used": used, "why_not": why} for s, used, why in rows]})
        return exits.OK
    if not rows:
        app.print("No MCP servers. Add one: openkoi mcp add NAME -- COMMAND ARGS  (or --url "
                  "URL); a trusted project's .mcp.json is read too.")
        return exits.OK
    for s, used, why in rows:
        state = "" if used else f"  [not used: {why}]"
        app.print(f"{s.name:<16} {s.transport:<5} {s.target}{state}")
        app.print(f"{'':<16} effect {s.effect}, domain {s.domain}; from {s.source}")
    return exits.OK


def _pairs(items: list[str], what: str) -> dict[str, str]:
    out = {}
    for item in items:
        key, eq, value = item.partition("=")
        if not eq or not key:
            raise errors.UsageError(f"--{what} {item!r} is not NAME=VALUE",
                                    hint=f"e.g. --{what} TOKEN=${{MY_TOKEN}}")
        out[key] = value
    return out


def add_server(args: argparse.Namespace, app: App) -> int:
    from openkoi.config import check_mcp_server

    command = _split_add(args)
    if bool(command) == bool(args.url):
        raise errors.UsageError("give the server's program after --, or --url, not both",
                                hint="openkoi mcp add files -- npx -y "
                                "@modelcontextprotocol/server-filesystem .")
    table: dict[str, Any] = {"url": args.url} if args.url else {"command": command[0]}
    if command[1:]:
        table["args"] = command[1:]
    if args.header:
        table["headers"] = _pairs(args.header, "header")
    if args.env:
        table["env"] = _pairs(args.env, "env")
    for key, value in (("effect", args.effect), ("domain", args.domain),
                       ("read_only", args.read_only)):
        if value:
            table[key] = value
    table = check_mcp_server(args.name, table, "openkoi mcp add")
    import tomlkit

    doc = _config(app)
    if "mcp" not in doc:
        doc["mcp"] = tomlkit.table(is_super_table=True)
    if "servers" not in doc["mcp"]:
        doc["mcp"]["servers"] = tomlkit.table(is_super_table=True)
    servers = doc["mcp"]["servers"]
    if args.name in servers and not args.force:
        raise errors.UsageError(f"an MCP server named {args.name!r} is already configured",
                                hint="pick another name, or add --force to replace it")
    servers[args.name] = _table(table)
    _write(app, doc)
    if args.json:
        app.print_json({"added": args.name, "config": str(app.paths.config_file)})
    else:
        app.print(f"added {args.name} to {app.paths.config_file}; check it with: "
                  f"openkoi mcp test {args.name}")
    return exits.OK


def _table(values: dict[str, Any]) -> Any:
    import tomlkit

    table = tomlkit.table()
    for key, value in values.items():
        if isinstance(value, dict):
            inline = tomlkit.inline_table()
            inline.update(value)
            table[key] = inline
        else:
            table[key] = value
    return table


def remove_server(args: argparse.Namespace, app: App) -> int:
    doc = _config(app)
    servers = doc.get("mcp", {}).get("servers", {})
    if args.name not in servers:
        from openkoi.tools.mcp import servers as found

        project = app.workspace / found.MCP_JSON
        elsewhere = project.is_file() and args.name in {
            s.name for s in found.read_mcp_json(project, app.settings)}
        raise errors.UsageError(
            f"no MCP server {args.name!r} in {app.paths.config_file}",
            hint=f"it comes from {project}: edit that file" if elsewhere
            else "see `openkoi mcp list`")
    del servers[args.name]
    _write(app, doc)
    if args.json:
        app.print_json({"removed": args.name})
    else:
        app.print(f"removed {args.name} from {app.paths.config_file}")
    return exits.OK


def _config(app: App) -> Any:
    import tomlkit

    path = app.paths.config_file
    app.settings  # noqa: B018  (a broken config stops here, with its own message)
    try:
        return tomlkit.parse(path.read_text(encoding="utf-8")) if path.exists() \
            else tomlkit.document()
    except OSError as exc:
        raise errors.ConfigError(f"cannot read {path}: {exc.strerror}") from None


def _write(app: App, doc: Any) -> None:
    import tomlkit

    from openkoi.config import load_settings
    from openkoi.fsio import atomic_write

    path = app.paths.config_file
    old = path.read_text(encoding="utf-8") if path.exists() else None
    atomic_write(path, tomlkit.dumps(doc))
    try:
        load_settings(app.paths)  # never leave a config openkoi cannot read
    except errors.ConfigError:
        if old is None:
            path.unlink()
        else:
            atomic_write(path, old)
        raise


def test_server(args: argparse.Namespace, app: App) -> int:
    import asyncio

    from openkoi.tools.mcp.hub import Hub

    rows = {s.name: (s, used, why) for s, used, why in _all(app)}
    if args.name not in rows:
        import difflib

        close = difflib.get_close_matches(args.name, list(rows), n=1)
        raise errors.UsageError(f"no MCP server named {args.name!r}",
                                hint=(f"did you mean {close[0]!r}? " if close else "")
                                + "see `openkoi mcp list`")
    server, _, why = rows[args.name]
    if why == "folder not trusted":
        raise errors.UsageError(f"{args.name} comes from an untrusted folder's .mcp.json",
                                hint=f"openkoi trust folder add {app.workspace}")
    try:
        call_args = json.loads(args.args)
    except ValueError as exc:
        raise errors.UsageError(f"--args is not JSON ({exc})",
                                hint='e.g. --args \'{"path": "README.md"}\'') from None
    if not isinstance(call_args, dict):
        raise errors.UsageError("--args must be a JSON object", hint='e.g. --args \'{}\'')
    reports: list[str] = []
    report: dict[str, Any] = {"name": server.name, "transport": server.transport,
                              "target": server.target}

    async def run() -> None:
        hub = Hub([server], workspace=app.workspace, paths=app.paths, report=reports.append)
        began = time.monotonic()
        await hub.start()
        conn = hub.connections[0]
        report["startup_s"] = round(time.monotonic() - began, 3)
        try:
            if conn.error:
                return
            report["protocol"] = conn.protocol
            report["tools"] = [{"name": t.name, "read_only_hint": t.read_only_hint,
                                "description": t.description.splitlines()[0][:100]
                                if t.description else ""} for t in conn.listing.tools]
            report["resources"] = conn.listing.resources
            report["prompts"] = conn.listing.prompts
            if args.call:
                report["call"] = await _call(conn, args.call, call_args)
        finally:
            await hub.close()

    asyncio.run(run())
    report["error"] = hub_error = next(iter(reports), "")
    if args.json:
        app.print_json(report)
    else:
        _print_test(app, report)
    call = report.get("call") or {}
    return exits.TASK_NOT_MET if hub_error or call.get("ok") is False else exits.OK


async def _call(conn: Any, name: str, args: dict[str, Any]) -> dict[str, Any]:
    info = next((t for t in conn.listing.tools if t.name == name), None)
    if info is None:
        return {"tool": name, "ok": False, "output": f"no tool {name!r} on {conn.name}"}
    if not (info.read_only_hint or name in conn.server.read_only):
        return {"tool": name, "ok": False, "output": (
            f"not called: {name} is not marked read-only (neither by the server's "
            f"readOnlyHint nor in read_only of its config); a test calls only read-only "
            "tools")}
    began = time.monotonic()
    try:
        text, ok = await conn.call(name, args)
    except errors.OpenKoiError as exc:
        text, ok = str(exc), False
    return {"tool": name, "ok": ok, "seconds": round(time.monotonic() - began, 3),
            "output": text[:2000] + ("..." if len(text) > 2000 else "")}


def _print_test(app: App, r: dict[str, Any]) -> None:
    if r["error"]:
        app.print(f"✗ {r['error']}")
        return
    app.print(f"✓ {r['name']} started in {r['startup_s']:.2f} s ({r['transport']}, protocol "
              f"{r['protocol']})")
    app.print(f"tools ({len(r['tools'])}):")
    for t in r["tools"]:
        mark = " [read-only]" if t["read_only_hint"] else ""
        app.print(f"  mcp__{r['name']}__{t['name']}{mark}  {t['description']}")
    app.print(f"resources ({len(r['resources'])}): {', '.join(r['resources']) or '-'}")
    app.print(f"prompts ({len(r['prompts'])}): {', '.join(r['prompts']) or '-'}")
    call = r.get("call")
    if call:
        app.print(f"{'✓' if call['ok'] else '✗'} {call['tool']}: {call['output']}")


def serve_stdio(args: argparse.Namespace, app: App) -> int:
    from openkoi.mcpserver.serve import run_stdio

    run_stdio(app)
    return exits.OK
