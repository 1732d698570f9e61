"""Which MCP servers a task gets, and how each one is started.

Two places name servers:

- the user's ``config.toml`` (or a trusted project's ``.openkoi/config.toml``)::

      [mcp.servers.files]            # a program spoken to over stdin/stdout
      command = "npx"
      args = ["-y", "@modelcontextprotocol/server-filesystem", "."]
      env = { LOG_LEVEL = "info" }   # the only variables it gets beyond the allowlist
      [mcp.servers.search]           # a streamable HTTP server
      url = "http://127.0.0.1:8000/mcp"
      headers = { Authorization = "Bearer ${SEARCH_TOKEN}" }

- a project's ``.mcp.json``, the format other agents and editors read
  (``{"mcpServers": {"NAME": {"command": ..., "args": [...], "env": {...}}}}``, or
  ``{"type": "http", "url": ..., "headers": {...}}``), used only when the folder is trusted
  (``openkoi trust folder add``): a cloned repository must not start programs of its own.

``${VAR}`` and ``${VAR:-default}`` in args, env, url and headers are read from openkoi's
environment. A stdio server's environment is an allowlist (the SDK's HOME, LOGNAME, PATH,
SHELL, TERM, USER, plus locale, TZ and TMPDIR) and its own ``env``: no provider key reaches a
server unless its config names it. Its stderr goes to ``<data>/logs/mcp-NAME.log``.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from openkoi.config import check_mcp_server
from openkoi.errors import ConfigError

MCP_JSON = ".mcp.json"
PASSED_ENV = ("LANG", "LANGUAGE", "LC_ALL", "LC_CTYPE", "TZ", "TMPDIR")  # beyond the SDK's
_VAR = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}")


@dataclass(frozen=True)
class ServerSpec:
    """One configured server, its ``${VAR}`` references still unexpanded."""

    name: str
    source: str  # the file that named it
    command: str | None = None
    args: tuple[str, ...] = ()
    env: Mapping[str, str] = field(default_factory=dict)
    cwd: str | None = None
    url: str | None = None
    headers: Mapping[str, str] = field(default_factory=dict)
    effect: str = "external"
    domain: str = "external"
    enabled: bool = True
    read_only: tuple[str, ...] = ()  # tools the user declares read-only (effect none)
    startup_timeout_s: float = 30.0
    call_timeout_s: float = 60.0

    @property
    def transport(self) -> str:
        return "stdio" if self.command is not None else "http"

    @property
    def target(self) -> str:
        """What it runs or reaches, in words (no header or env values)."""
        if self.command is not None:
            return " ".join([self.command, *self.args])
        return str(self.url)


def spec(name: str, table: Mapping[str, Any], source: str, settings: Any) -> ServerSpec:
    """A checked ``[mcp.servers.NAME]`` table as a ServerSpec, with the [mcp] defaults."""
    return ServerSpec(
        name=name, source=source, command=table.get("command"),
        args=tuple(table.get("args", ())), env=dict(table.get("env", {})),
        cwd=table.get("cwd"), url=table.get("url"), headers=dict(table.get("headers", {})),
        effect=table.get("effect", "external"), domain=table.get("domain", "external"),
        enabled=table.get("enabled", True), read_only=tuple(table.get("read_only", ())),
        startup_timeout_s=float(table.get("startup_timeout_s",
                                          settings.mcp_startup_timeout_s)),
        call_timeout_s=float(table.get("call_timeout_s", settings.mcp_call_timeout_s)))


def configured(settings: Any) -> list[ServerSpec]:
    """The servers of the config files (the user's, a trusted project's)."""
    return [spec(name, table, str(table.get("_origin", "config.toml")), settings)
            for name, table in settings.mcp_servers.items()]


def read_mcp_json(path: Path, settings: Any) -> list[ServerSpec]:
    """The servers of a ``.mcp.json`` file; a ConfigError naming the entry if it is wrong."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []
    except (OSError, ValueError) as exc:
        raise ConfigError(f"{path} is not readable JSON ({exc})",
                          hint='expected {"mcpServers": {"NAME": {"command": ...}}}') from None
    servers = data.get("mcpServers") if isinstance(data, dict) else None
    if not isinstance(servers, dict):
        raise ConfigError(f"{path} has no mcpServers object",
                          hint='expected {"mcpServers": {"NAME": {"command": ...}}}')
    out = []
    for name, entry in servers.items():
        if not isinstance(entry, dict):
            raise ConfigError(f"{path}: mcpServers.{name} must be an object")
        kind = entry.get("type", "stdio" if "command" in entry else "http")
        if kind not in ("stdio", "http", "streamable-http", "streamableHttp"):
            raise ConfigError(f"{path}: mcpServers.{name}: transport {kind!r} is not supported",
                              hint="use a stdio command or a streamable HTTP url")
        table = {k: v for k, v in entry.items() if k in (
            "command", "args", "env", "cwd", "url", "headers")}
        if entry.get("disabled") is True:
            table["enabled"] = False
        checked = check_mcp_server(name, table, f"{path}: mcpServers")
        out.append(spec(name, checked, str(path), settings))
    return out


def for_task(settings: Any, paths: Any, workspace: Path,
             note: Callable[[str], None]) -> list[ServerSpec]:
    """Every enabled server for a task in ``workspace``: the config's, then the project's
    ``.mcp.json`` when the folder is trusted (a config server of the same name wins). A
    broken ``.mcp.json`` or one in an untrusted folder is said in one line and skipped."""
    from openkoi import trusted_folders

    found = {s.name: s for s in configured(settings)}
    project = workspace / MCP_JSON
    if project.is_file():
        if not trusted_folders.is_trusted(paths, workspace):
            note(f"openkoi: ignored {project} (folder not trusted: its MCP servers would run "
                 f"programs of its own). If you trust this folder: openkoi trust folder add "
                 f"{workspace}")
        else:
            try:
                for server in read_mcp_json(project, settings):
                    found.setdefault(server.name, server)
            except ConfigError as exc:
                note(f"openkoi: {exc} (its MCP servers are skipped)")
    return [s for s in found.values() if s.enabled]


def expand(text: str, where: str, environ: Mapping[str, str] | None = None) -> str:
    """``${VAR}`` / ``${VAR:-default}`` from the environment; an unset VAR without a default
    is a ConfigError (the server would otherwise start with a blank key)."""
    env = os.environ if environ is None else environ

    def one(match: re.Match[str]) -> str:
        name, default = match.group(1), match.group(2)
        if name in env:
            return env[name]
        if default is not None:
            return default
        raise ConfigError(f"{where} uses ${{{name}}}, which is not set",
                          hint=f"export {name}=..., or write ${{{name}:-default}}")

    return _VAR.sub(one, text)


def child_env(server: ServerSpec, environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """What a stdio server gets on top of the SDK's allowlist: locale, TZ, TMPDIR, and the
    variables its config names (expanded)."""
    env = os.environ if environ is None else environ
    out = {k: env[k] for k in PASSED_ENV if k in env}
    for key, value in server.env.items():
        out[key] = expand(value, f"env.{key}", env)
    return out


def log_path(paths: Any, name: str) -> Path:
    """Where a stdio server's stderr is kept."""
    return Path(paths.data) / "logs" / f"mcp-{name}.log"
