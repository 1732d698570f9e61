"""Teams: named agents declared in a file, and a lead that delegates to them.

``.openkoi/agents.toml`` in the workspace (or a file given with ``--agents FILE``)::

    [team]
    lead = "lead"                    # runs the task; the others are its members
    members = ["coder", "scout"]     # optional: default every other agent

    [agents.lead]
    role = "tech lead"
    instructions = "Split the work; hand code to coder, questions to scout."
    tools = ["read_file", "list_files", "search", "delegate"]

    [agents.coder]
    role = "writes Python"
    instructions = '''Small functions, a pytest test for each.'''
    model = "anthropic/claude-sonnet-4-5"   # optional: else the task's model
    tools = ["read_file", "write_file", "run_shell", "mcp__docs__*"]
    skills = ["code-review"]         # their instructions join the agent's
    trust = "act"                    # ask | suggest | act | autonomous: a cap, never a raise
    write = true                     # false: only the tools that change nothing
    path = "src"                     # the folder it works in (default: the workspace)

    [agents.coder.on.tests_failed]   # a named event it handles (engine/team_events.py)
    description = "Fix failing tests"
    playbook = "Make the failing tests pass: ${args.tests}"

An agent's tools are built-in tools, ``delegate``, and the task's MCP servers' tools
(``mcp__SERVER__TOOL``, or ``mcp__SERVER__*`` for all of a server's): an agent that names no
tools gets every one, MCP tools included, under the same policy and trust cap as the rest.

``load`` reads and checks it; a mistake is a ConfigError naming the file, the line and the
field. ``AgentProfile`` is what the engine's ``delegate`` tool hands a member to; the runner
builds the profiles (models, guarded tool registries) from the specs.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from openkoi.engine import team_events
from openkoi.engine.team_events import Handler
from openkoi.errors import ConfigError

AGENTS_FILE = Path(".openkoi") / "agents.toml"
TRUST_LEVELS = ("ask", "suggest", "act", "autonomous")
_NAME = re.compile(r"^[a-z][a-z0-9_-]{0,39}$")
_MCP = re.compile(r"^mcp__([A-Za-z0-9_-]+?)__(.+)$")  # an MCP server's tool, or `*`: all
_FIELDS: dict[str, str] = {  # field -> its type, as the error says it
    "role": "string", "instructions": "string", "model": "string", "tools": "list of strings",
    "skills": "list of strings", "trust": "string", "write": "boolean", "path": "string",
    "on": "table of events",
}


@dataclass(frozen=True)
class AgentSpec:
    name: str
    role: str = ""
    instructions: str = ""
    model: str | None = None
    tools: tuple[str, ...] | None = None  # None: every tool
    skills: tuple[str, ...] = ()
    trust: str = "act"
    write: bool = True
    path: str = "."
    line: int = 0  # where it is declared
    lines: dict[str, int] = field(default_factory=dict, compare=False)  # field -> its line
    handlers: tuple[Handler, ...] = ()  # the named events it answers

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "role": self.role, "instructions": self.instructions,
                "model": self.model, "tools": list(self.tools) if self.tools is not None
                else None, "skills": list(self.skills), "trust": self.trust,
                "write": self.write, "path": self.path,
                "on": [h.to_dict() for h in self.handlers]}


@dataclass(frozen=True)
class AgentsFile:
    path: Path
    agents: dict[str, AgentSpec]
    lead: str | None = None
    members: tuple[str, ...] = ()

    def get(self, name: str) -> AgentSpec:
        spec = self.agents.get(name)
        if spec is None:
            raise ConfigError(f"no agent named {name!r} in {self.path}",
                              hint=f"agents: {', '.join(self.agents) or 'none'}")
        return spec

    def handlers(self) -> list[Handler]:
        return [h for spec in self.agents.values() for h in spec.handlers]

    def handler(self, event: str) -> Handler:
        """The handler of ``event``, or a ConfigError listing the events there are."""
        for h in self.handlers():
            if h.event == event:
                return h
        known = ", ".join(h.event for h in self.handlers()) or "none"
        raise ConfigError(f"no agent in {self.path} handles the event {event!r}",
                          hint=f"events: {known} (declare one as [agents.NAME.on.EVENT])")

    def members_of(self, name: str) -> list[str]:
        """Whom ``name`` may hand work to: the team's members for the lead, else the other
        agents of the file."""
        if self.lead == name:
            return list(self.members)
        return [n for n in self.agents if n != name]


@dataclass
class AgentProfile:
    """A member as the delegate tool starts it: its spec, its tools (a registry guarded by
    its trust), its model (None: the parent's) and its directive (instructions + skills)."""

    spec: AgentSpec
    registry: Any
    model: Any = None
    directive: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


def at(spec: AgentSpec, path: Path, key: str) -> str:
    """``file:line`` of one of ``spec``'s fields, for an error message."""
    line = spec.lines.get(key) or spec.line
    return f"{path}:{line}" if line else str(path)


def check_tools(file: AgentsFile, names: list[str]) -> None:
    """Every agent's tools are among ``names`` (or ``delegate``, or an MCP server's tool:
    ``mcp__SERVER__TOOL``, ``mcp__SERVER__*`` for all of them), else a ConfigError naming
    the line: called before anything runs (the servers are checked once they are started)."""
    for spec in file.agents.values():
        unknown = [t for t in spec.tools or () if t not in names and t != "delegate"
                   and not _MCP.match(t)]
        if unknown:
            raise ConfigError(f"{at(spec, file.path, 'tools')}: agents.{spec.name}.tools: "
                              f"unknown tool {unknown[0]!r}",
                              hint=f"tools: {', '.join(names)}, delegate, "
                              "mcp__SERVER__TOOL, mcp__SERVER__*")


def _mcp_filter(spec: AgentSpec, path: Path, hub: Any) -> Any:
    """Which MCP tools ``spec`` gets (None: none): every tool of every server when it names
    no tools, else those it names (``mcp__SERVER__TOOL``, ``mcp__SERVER__*``); only the
    read-only ones (effect none) when it may not write. A named server that is not
    configured, or a tool that a running server does not have, is a ConfigError naming the
    line."""
    from openkoi.tools.base import EFFECT_NONE
    from openkoi.tools.mcp.tool import tool_name

    wanted = [t for t in spec.tools or () if _MCP.match(t)]
    servers = {c.name: c for c in (hub.connections if hub is not None else [])}
    for name in wanted:
        server, tool = _MCP.match(name).group(1, 2)  # type: ignore[union-attr]
        conn = servers.get(server)
        if conn is None:
            raise ConfigError(f"{at(spec, path, 'tools')}: agents.{spec.name}.tools: no MCP "
                              f"server named {server!r} is configured for this task",
                              hint="servers: " + (", ".join(servers) or "none") +
                              " (openkoi mcp list; openkoi mcp add NAME -- COMMAND)")
        known = [tool_name(server, t.name) for t in conn.listing.tools] if conn.up else None
        if tool != "*" and known is not None and name not in known:
            raise ConfigError(f"{at(spec, path, 'tools')}: agents.{spec.name}.tools: MCP "
                              f"server {server!r} has no tool {tool!r}",
                              hint=f"its tools: {', '.join(known) or 'none'}")
    if hub is None or (spec.tools is not None and not wanted):
        return None
    named = set(wanted)

    def allow(tool: Any) -> bool:
        if not spec.write and tool.effect != EFFECT_NONE:
            return False
        return spec.tools is None or tool.name in named or f"mcp__{tool.server}__*" in named

    return allow


def build(spec: AgentSpec, path: Path, *, guard: Any, resolve: Any = None,
          skills: list[Any] | None = None, hub: Any = None) -> AgentProfile:
    """The profile the engine runs ``spec`` with: the registry of its tools (guarded by
    ``guard``: the task's Guardian and trust levels, capped at the agent's trust; the task's
    MCP servers' tools from ``hub`` among them, under the same guard), its model
    (``resolve(name)``; None: the task's) and its directive (role, instructions, skills).
    An unknown tool or skill is a ConfigError naming the line."""
    from openkoi.prompts import render
    from openkoi.tools.base import EFFECT_NONE
    from openkoi.tools.registry import default_registry

    registry = default_registry(guard=guard)
    names = registry.names()
    if spec.tools is not None:
        unknown = [t for t in spec.tools if t not in names and t != "delegate"
                   and not _MCP.match(t)]
        if unknown:
            raise ConfigError(f"{at(spec, path, 'tools')}: agents.{spec.name}.tools: unknown "
                              f"tool {unknown[0]!r}", hint=f"tools: {', '.join(names)}, "
                              "delegate, mcp__SERVER__TOOL, mcp__SERVER__*")
        names = [n for n in names if n in spec.tools]
    if not spec.write:
        names = [n for n in names if registry.get(n).effect == EFFECT_NONE]
    known = {s.name: s for s in skills or []}
    missing = [s for s in spec.skills if s not in known]
    if missing:
        raise ConfigError(f"{at(spec, path, 'skills')}: agents.{spec.name}.skills: unknown "
                          f"skill {missing[0]!r}",
                          hint=f"skills: {', '.join(sorted(known)) or 'none'}")
    shown = [{"name": s, "description": known[s].description, "body": known[s].body[:1500]}
             for s in spec.skills]
    model = resolve(spec.model) if spec.model and resolve is not None else None
    directive = render("agent_directive", spec=spec, skills=shown).strip()
    own = registry.subset(names)
    allow = _mcp_filter(spec, path, hub)
    if allow is not None:
        hub.attach(own, allow)  # kept current as the servers' tool lists change
    return AgentProfile(spec, own, model, directive)


def find(workspace: Path, given: Path | None = None) -> Path | None:
    """The agents file to use: ``given`` (must exist), else the workspace's, else None."""
    if given is not None:
        if not given.is_file():
            raise ConfigError(f"agents file {given} not found",
                              hint="give the path of an agents.toml")
        return given
    own = workspace / AGENTS_FILE
    return own if own.is_file() else None


def load(path: Path) -> AgentsFile:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"cannot read agents file {path}: {exc}",
                          hint="check the path and that it is UTF-8 text") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: not valid TOML ({exc})",
                          hint="fix the syntax at the line it names") from None
    return parse(data, text, path)


def parse(data: dict[str, Any], text: str, path: Path) -> AgentsFile:
    where = _Lines(text, path)
    unknown = sorted(set(data) - {"agents", "team"})
    if unknown:
        raise where.error(unknown[0], None, f"unknown table {unknown[0]!r}",
                          "use [team] and [agents.NAME]")
    table = data.get("agents", {})
    if not isinstance(table, dict) or not table:
        raise ConfigError(f"{path}: no agents declared",
                          hint='add e.g. [agents.coder] with role = "..." and instructions')
    agents = {name: _spec(name, body, where) for name, body in table.items()}
    team_events.check_unique([h for a in agents.values() for h in a.handlers], path)
    lead, members = _team(data.get("team"), agents, where)
    return AgentsFile(path, agents, lead, members)


def _spec(name: str, body: Any, where: _Lines) -> AgentSpec:
    section = f"agents.{name}"
    if not _NAME.match(name):
        raise where.error(section, None, f"invalid agent name {name!r}",
                          "use lower-case letters, digits, '-' or '_' (at most 40)")
    if not isinstance(body, dict):
        raise where.error(section, None, f"{section} must be a table",
                          f"write it as [{section}]")
    for key, value in body.items():
        kind = _FIELDS.get(key)
        if kind is None:
            raise where.error(section, key, f"unknown field {section}.{key}",
                              f"fields: {', '.join(_FIELDS)}")
        if key == "on":  # checked by team_events.parse, below
            continue
        ok = (isinstance(value, bool) if kind == "boolean"
              else isinstance(value, list) and all(isinstance(v, str) for v in value)
              if kind.startswith("list") else isinstance(value, str))
        if not ok:
            raise where.error(section, key, f"{section}.{key} must be a {kind}",
                              f"e.g. {_example(key)}")
    trust = body.get("trust", "act")
    if trust not in TRUST_LEVELS:
        raise where.error(section, "trust", f"{section}.trust must be one of "
                          f"{', '.join(TRUST_LEVELS)} (got {trust!r})",
                          'e.g. trust = "suggest" to have its changes proposed, not made')
    rel = body.get("path", ".")
    if rel.startswith(("/", "~")) or ".." in Path(rel).parts:
        raise where.error(section, "path", f"{section}.path must be a folder inside the "
                          f"workspace (got {rel!r})", 'e.g. path = "src"')
    if "model" in body and "/" not in body["model"]:
        raise where.error(section, "model", f"{section}.model {body['model']!r} is not in "
                          "provider/model form", 'e.g. model = "anthropic/claude-sonnet-4-5"')
    tools = body.get("tools")
    handlers = team_events.parse(name, body["on"], where.error, where.table_line) \
        if "on" in body else ()
    return AgentSpec(name=name, role=body.get("role", ""),
                     instructions=body.get("instructions", "").strip(),
                     model=body.get("model"), tools=tuple(tools) if tools is not None else None,
                     skills=tuple(body.get("skills", ())), trust=trust,
                     write=body.get("write", True), path=rel,
                     line=where.line(section, None),
                     lines={key: where.line(section, key) for key in body},
                     handlers=handlers)


def _team(team: Any, agents: dict[str, AgentSpec], where: _Lines
          ) -> tuple[str | None, tuple[str, ...]]:
    if team is None:
        return None, ()
    if not isinstance(team, dict):
        raise where.error("team", None, "team must be a table", "write it as [team]")
    for key in team:
        if key not in ("lead", "members"):
            raise where.error("team", key, f"unknown field team.{key}", "fields: lead, members")
    lead = team.get("lead")
    if not isinstance(lead, str) or lead not in agents:
        raise where.error("team", "lead" if "lead" in team else None,
                          f"team.lead must name one of the agents (got {lead!r})",
                          f"agents: {', '.join(agents)}")
    members = team.get("members", [n for n in agents if n != lead])
    if not isinstance(members, list) or not all(isinstance(m, str) for m in members):
        raise where.error("team", "members", "team.members must be a list of agent names",
                          'e.g. members = ["coder", "scout"]')
    for member in members:
        if member not in agents or member == lead:
            raise where.error("team", "members", f"team.members: {member!r} is not another "
                              "agent of this file", f"agents: {', '.join(agents)}")
    return lead, tuple(members)


def _example(key: str) -> str:
    return {"tools": 'tools = ["read_file", "search"]', "skills": 'skills = ["code-review"]',
            "write": "write = false"}.get(key, f'{key} = "..."')


class _Lines:
    """Where a table or a field is declared, for error messages (tomllib gives no lines)."""

    def __init__(self, text: str, path: Path) -> None:
        self.lines = text.splitlines()
        self.path = path

    def line(self, table: str, key: str | None) -> int:
        parts = table.split(".")
        header = re.compile(r"^\s*\[\s*" + r"\s*\.\s*".join(
            "(?:" + re.escape(p) + "|\"" + re.escape(p) + "\")" for p in parts) + r"\s*\]")
        start = next((i for i, text in enumerate(self.lines) if header.match(text)), None)
        if start is None:
            return 0
        if key is None:
            return start + 1
        field_re = re.compile(r"^\s*(?:" + re.escape(key) + "|\"" + re.escape(key) + "\")\\s*=")
        for i in range(start + 1, len(self.lines)):
            if re.match(r"^\s*\[", self.lines[i]):
                break
            if field_re.match(self.lines[i]):
                return i + 1
        return start + 1

    def table_line(self, table: str) -> int:
        """The line of ``[a.b.c]``, else of the ``c = ...`` key inside ``[a.b]`` or of
        ``b = { c = ... }`` inside ``[a]`` (a table written inline)."""
        parts = table.split(".")
        for cut in range(len(parts), 0, -1):
            head = ".".join(parts[:cut])
            key = parts[cut] if cut < len(parts) else None
            found = self.line(head, key)
            if found:
                return found
        return 0

    def error(self, table: str, key: str | None, message: str, hint: str) -> ConfigError:
        line = self.line(table, key) if key is not None else self.table_line(table)
        at = f"{self.path}:{line}" if line else str(self.path)
        return ConfigError(f"{at}: {message}", hint=hint)
