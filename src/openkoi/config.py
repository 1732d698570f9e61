"""Paths and settings.

Paths: config lives in ``~/.openkoi/`` (config.toml, credentials/, state/), data in
``~/.local/share/openkoi/`` (openkoi.db, sessions/, tool-output/, models/).
``OPENKOI_HOME`` relocates both (config at $OPENKOI_HOME, data at $OPENKOI_HOME/data);
``OPENKOI_CONFIG`` overrides the config file only, ``OPENKOI_DATA`` the data dir only.

Settings precedence, highest first: command-line flags > environment (OPENKOI_MODEL,
OPENKOI_LOG_LEVEL) > project config (``<workspace>/.openkoi/config.toml``) > user config >
defaults. No config file is needed to start. A project config from a folder the user has not
trusted (``openkoi trust folder add``) may only tighten: see ``openkoi.project_config``.
"""

from __future__ import annotations

import dataclasses
import math
import os
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from openkoi import api_config, project_config, trusted_folders
from openkoi.api_config import ApiSettings
from openkoi.errors import ConfigError

LOG_LEVELS = ("error", "warn", "info", "debug", "trace")


@dataclass(frozen=True)
class Paths:
    home: Path
    config_file: Path
    data: Path

    @property
    def credentials(self) -> Path:
        return self.home / "credentials"

    @property
    def state(self) -> Path:
        return self.home / "state"

    @property
    def db(self) -> Path:
        return self.data / "openkoi.db"

    @property
    def sessions(self) -> Path:
        return self.data / "sessions"

    @property
    def jobs(self) -> Path:
        """Background jobs, one folder each (tools/jobs.py)."""
        return self.data / "jobs"

    @property
    def tool_output(self) -> Path:
        return self.data / "tool-output"

    @property
    def private_dirs(self) -> tuple[Path, ...]:
        """What no tool may read or write and no workspace may be: the config dir (keys,
        trust levels, state), the config file wherever it is, and the data dir."""
        return (self.home, self.config_file, self.data)

    @property
    def models(self) -> Path:
        override = os.environ.get("OPENKOI_MODELS_DIR")
        return Path(override).expanduser() if override else self.data / "models"

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None) -> Paths:
        env = dict(os.environ if env is None else env)
        user_home = Path(env.get("HOME") or Path.home())
        if env.get("OPENKOI_HOME"):
            home = Path(env["OPENKOI_HOME"]).expanduser()
            data = home / "data"
        else:
            home = user_home / ".openkoi"
            xdg = env.get("XDG_DATA_HOME")
            data = (Path(xdg) if xdg else user_home / ".local" / "share") / "openkoi"
        if env.get("OPENKOI_DATA"):
            data = Path(env["OPENKOI_DATA"]).expanduser()
        config_file = Path(env["OPENKOI_CONFIG"]).expanduser() if env.get(
            "OPENKOI_CONFIG") else home / "config.toml"
        return cls(home=home, config_file=config_file, data=data)


@dataclass
class Budget:
    max_tokens: int = 400_000
    max_cost_usd: float = 2.0
    max_time_s: float = 1800.0


@dataclass
class Memory:
    """[memory]: learnings recalled into tasks and learned after them."""

    enabled: bool = True
    embedder: str = "auto"  # auto | minilm | hashed  (see memory/embeddings.py)
    recall_tokens: int = 300  # at most this many tokens of learnings in a task's prompts
    model_learnings: bool = True  # one short model call per task that had something to learn
    # after the result is shown, a command-line or chat task waits at most this long for its
    # learning (what is left is skipped and recorded so; 0: never wait)
    learn_wait_s: float = 3.0


_MEMORY: dict[str, type | tuple[type, ...]] = {
    "enabled": bool, "embedder": str, "recall_tokens": int, "model_learnings": bool,
    "learn_wait_s": (int, float),
}


# The one home of the task defaults (engine.loop.TaskRequest and world.human read them here).
DEFAULT_ITERATIONS = 3
DEFAULT_QUALITY = 0.8
DEFAULT_MAX_STEPS = 12
DEFAULT_SHELL_TIMEOUT_S = 120.0
DEFAULT_PARALLEL_CALLS = 4  # independent tool calls of one model turn run at once
DEFAULT_PLAN_CANDIDATES = 1  # plans drafted and scored before one runs (engine/plan_score.py)
DEFAULT_AGENT_DEPTH = 2  # sub-agents: a child may delegate once more, a grandchild not
DEFAULT_AGENT_CHILDREN = 4  # child agents one agent may start in one task
DEFAULT_MCP_STARTUP_TIMEOUT_S = 30.0  # an MCP server that has not listed its tools by then is
DEFAULT_MCP_CALL_TIMEOUT_S = 60.0  # skipped; a call that takes longer stops its server


@dataclass
class Settings:
    model: str | None = None  # "provider/model"; None = discover (embedded model last)
    local_model: str = "strong"  # strong | fast | tiny  (see models/catalog.py)
    iterations: int = DEFAULT_ITERATIONS
    quality: float = DEFAULT_QUALITY
    log_level: str = "warn"
    shell_timeout_s: float = DEFAULT_SHELL_TIMEOUT_S
    max_steps: int = DEFAULT_MAX_STEPS  # tool-calling steps per iteration
    # independent tool calls of one model turn (reads, searches, test runs in separate
    # folders) that may run at once; 1 = one after the other
    parallel_calls: int = DEFAULT_PARALLEL_CALLS
    # sub-agents (the delegate tool): how deep they may nest (0: no delegate tool) and how
    # many children one agent may start in one task
    agent_depth: int = DEFAULT_AGENT_DEPTH
    # plan candidates drafted, scored without side effects, the best one run (1: one plan)
    plan_candidates: int = DEFAULT_PLAN_CANDIDATES
    agent_children: int = DEFAULT_AGENT_CHILDREN
    edit_format: str = "auto"  # tools | whole | auto (see engine.strategy.choose)
    # whole-file drafts sampled per iteration and ranked by grounded evidence; 0 = the
    # model's default (the embedded catalog's, decoded in one batch; 1 for API models)
    candidates: int = 0
    parliament_model_blocks: str = "auto"  # binding|advisory|escalate|policy|auto (policy if local)
    budget: Budget = field(default_factory=Budget)
    memory: Memory = field(default_factory=Memory)
    providers: dict[str, dict[str, Any]] = field(default_factory=dict)  # custom endpoints
    roles: dict[str, str] = field(default_factory=dict)  # executor/evaluator/planner -> model
    sources: list[str] = field(default_factory=list)  # where values came from, for `status`
    # [sandbox] env: names of variables passed through to sandboxed commands (the child
    # environment is otherwise an allowlist; see tools/sandbox.py)
    sandbox_env: list[str] = field(default_factory=list)
    # What an untrusted project's config could not set (openkoi.project_config), and the
    # line that says so at start.
    ignored: list[Any] = field(default_factory=list)
    notices: list[str] = field(default_factory=list)
    # [api], [api.webhooks], [[webhooks]]: from the user config only (openkoi.api_config)
    api: ApiSettings = field(default_factory=ApiSettings)
    # [integrations.<name>]: each section's table as written, handed untouched to the
    # integrations that read them (they validate their own keys); see _integrations below.
    integrations: dict[str, dict[str, Any]] = field(default_factory=dict)
    # [mcp.servers.NAME]: MCP servers whose tools join every task (tools/mcp/), each a
    # checked table (command/args/env/cwd or url/headers, effect, domain, timeouts); [mcp]
    # startup_timeout_s / call_timeout_s are the defaults for every server.
    mcp_servers: dict[str, dict[str, Any]] = field(default_factory=dict)
    mcp_startup_timeout_s: float = DEFAULT_MCP_STARTUP_TIMEOUT_S
    mcp_call_timeout_s: float = DEFAULT_MCP_CALL_TIMEOUT_S


_SCALARS: dict[str, type | tuple[type, ...]] = {
    "model": str, "local_model": str, "iterations": int, "quality": (int, float),
    "log_level": str, "shell_timeout_s": (int, float), "max_steps": int,
    "edit_format": str, "parliament_model_blocks": str, "candidates": int,
    "parallel_calls": int, "agent_depth": int, "agent_children": int, "plan_candidates": int,
}
_BUDGET: dict[str, type | tuple[type, ...]] = {
    "max_tokens": int, "max_cost_usd": (int, float), "max_time_s": (int, float),
}


def read_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        return {}
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(
            f"{path} is not valid TOML ({exc})",
            hint=f"fix or remove {path}",
        ) from exc
    except UnicodeDecodeError as exc:  # binary bytes: TOML is UTF-8 text
        raise ConfigError(f"{path} is not UTF-8 text (byte {exc.start} cannot be decoded)",
                          hint=f"fix or remove {path}") from None
    except IsADirectoryError:
        raise ConfigError(f"{path} is a folder, not a config file",
                          hint=f"remove or rename {path}") from None
    except OSError as exc:
        raise ConfigError(f"cannot read {path}: {exc.strerror}", hint="check its permissions") \
            from exc


_TABLES = ("budget", "providers", "roles", "api", "local", "memory", "sandbox", "webhooks",
           "integrations", "mcp")


def _apply(settings: Settings, data: dict[str, Any], origin: str, *,
           credentials: Path | None = None) -> None:
    """One config file's table on top of ``settings``. ``credentials`` (the folder of the
    generated webhook secret) is given for the user's own config.toml, the only one whose
    [api] and webhooks count (a project's could send task results elsewhere)."""
    known = sorted(set(_SCALARS) | set(_TABLES))
    for key in data:
        if key not in known:
            raise ConfigError(f"{origin}: unknown setting {key!r}",
                              hint=api_config.did_you_mean(key, known))
    if credentials is not None:
        settings.api = api_config.parse(data, origin, credentials)
    _integrations(settings, data.get("integrations", {}), origin)
    for key, typ in _SCALARS.items():
        if key in data:
            value = data[key]
            if not isinstance(value, typ) or isinstance(value, bool):
                raise ConfigError(f"{origin}: {key} has the wrong type ({value!r})",
                                  hint=f"set {key} to a {_typename(typ)}")
            if isinstance(value, float) and not math.isfinite(value):
                raise ConfigError(f"{origin}: {key} must be a finite number (got {value})",
                                  hint=f"set {key} to a number")
            setattr(settings, key, value)
    budget = data.get("budget", {})
    if not isinstance(budget, dict):
        raise ConfigError(f"{origin}: [budget] must be a table")
    for key, value in budget.items():
        if key not in _BUDGET:
            raise ConfigError(f"{origin}: unknown budget setting {key!r}",
                              hint=f"known: {', '.join(_BUDGET)}")
        if not isinstance(value, (int, float)) or isinstance(value, bool) or value <= 0 \
                or not math.isfinite(value):
            raise ConfigError(f"{origin}: budget.{key} must be a positive number",
                              hint="nan and inf are not limits")
        setattr(settings.budget, key, value)
    _apply_memory(settings.memory, data.get("memory", {}), origin)
    _apply_sandbox(settings, data.get("sandbox", {}), origin)
    _apply_mcp(settings, data.get("mcp", {}), origin)
    for table in ("providers", "roles"):
        value = data.get(table, {})
        if not isinstance(value, dict):
            raise ConfigError(f"{origin}: [{table}] must be a table")
        if table == "roles":
            _check_roles(value, origin)
        getattr(settings, table).update(value)
    settings.sources.append(origin)


# [integrations] options shared by every service (openkoi.integrations.settings reads and
# validates them; any other key of [integrations] is a service's section)
INTEGRATION_OPTIONS = ("budget_warning_fraction", "exit_grace_s", "poll_s")


# the models a task's roles run on (models/registry.py): [roles] NAME = "provider/model"
ROLES = ("executor", "planner", "evaluator", "small", "embedder")


def _check_roles(table: dict[str, Any], origin: str) -> None:
    import difflib

    for name, spec in table.items():
        if name not in ROLES:
            close = difflib.get_close_matches(name, ROLES, n=1)
            raise ConfigError(f"{origin}: unknown role {name!r} in [roles]",
                              hint=(f"did you mean {close[0]}? " if close else "")
                              + f"roles: {', '.join(ROLES)}")
        if not isinstance(spec, str) or not spec.strip():
            raise ConfigError(f"{origin}: roles.{name} must be a model name",
                              hint=f'e.g. {name} = "anthropic/claude-haiku-4-5"')


def _integrations(settings: Settings, table: Any, origin: str) -> None:
    """[integrations.slack], [integrations.github], ...: checked here only for shape (each a
    table). THE HANDOVER: ``Settings.integrations`` holds each section's table untouched,
    and the integrations read and validate their own keys and names from there."""
    if not isinstance(table, dict):
        raise ConfigError(f"{origin}: [integrations] must be a table of sections",
                          hint="e.g. [integrations.slack]")
    for name, section in table.items():
        if name in INTEGRATION_OPTIONS and not isinstance(section, dict):
            continue
        if not isinstance(section, dict):
            raise ConfigError(f"{origin}: integrations.{name} must be a table",
                              hint=f"write it as [integrations.{name}]")
        settings.integrations[name] = section


def _apply_memory(memory: Memory, table: Any, origin: str) -> None:
    if not isinstance(table, dict):
        raise ConfigError(f"{origin}: [memory] must be a table")
    for key, value in table.items():
        typ = _MEMORY.get(key)
        if typ is None:
            raise ConfigError(f"{origin}: unknown memory setting {key!r}",
                              hint=f"known: {', '.join(_MEMORY)}")
        if not isinstance(value, typ) or (typ is not bool and isinstance(value, bool)):
            raise ConfigError(f"{origin}: memory.{key} has the wrong type ({value!r})",
                              hint=f"set memory.{key} to a {_typename(typ)}")
        setattr(memory, key, value)
    if memory.embedder not in ("auto", "minilm", "hashed"):
        raise ConfigError(f"{origin}: unknown memory.embedder {memory.embedder!r}",
                          hint="use auto, minilm or hashed")
    if memory.recall_tokens < 0:
        raise ConfigError(f"{origin}: memory.recall_tokens must be 0 or more")
    memory.learn_wait_s = float(memory.learn_wait_s)
    if not 0 <= memory.learn_wait_s <= 600:
        raise ConfigError(f"{origin}: memory.learn_wait_s must be 0 to 600 seconds "
                          f"(got {memory.learn_wait_s:g})", hint="e.g. learn_wait_s = 3")


def _apply_sandbox(settings: Settings, table: Any, origin: str) -> None:
    if not isinstance(table, dict):
        raise ConfigError(f"{origin}: [sandbox] must be a table")
    for key, value in table.items():
        if key != "env":
            raise ConfigError(f"{origin}: unknown sandbox setting {key!r}", hint="known: env")
        if not isinstance(value, list) or not all(
                isinstance(v, str) and v.replace("_", "a").isalnum() and not v[:1].isdigit()
                for v in value):
            raise ConfigError(f"{origin}: sandbox.env must be a list of variable names",
                              hint='e.g. env = ["DATABASE_URL", "NODE_ENV"]')
        settings.sandbox_env = list(dict.fromkeys([*settings.sandbox_env, *value]))


# [mcp.servers.NAME] keys and their types (see tools/mcp/servers.py for what each does)
MCP_SERVER_KEYS: dict[str, type | tuple[type, ...]] = {
    "command": str, "args": list, "env": dict, "cwd": str, "url": str, "headers": dict,
    "effect": str, "domain": str, "enabled": bool, "read_only": list,
    "startup_timeout_s": (int, float), "call_timeout_s": (int, float),
}
MCP_EFFECTS = ("none", "workspace", "external", "irreversible")
_MCP_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$")


def _apply_mcp(settings: Settings, table: Any, origin: str) -> None:
    if not isinstance(table, dict):
        raise ConfigError(f"{origin}: [mcp] must be a table")
    for key, value in table.items():
        if key in ("startup_timeout_s", "call_timeout_s"):
            setattr(settings, f"mcp_{key}", _seconds(value, f"{origin}: mcp.{key}"))
        elif key != "servers":
            raise ConfigError(f"{origin}: unknown mcp setting {key!r}",
                              hint="known: servers, startup_timeout_s, call_timeout_s")
    servers = table.get("servers", {})
    if not isinstance(servers, dict):
        raise ConfigError(f"{origin}: [mcp.servers] must be a table of servers",
                          hint='e.g. [mcp.servers.files] command = "npx"')
    for name, server in servers.items():
        checked = check_mcp_server(name, server, f"{origin}: mcp.servers")
        settings.mcp_servers[name] = checked | {"_origin": origin}


def check_mcp_server(name: str, server: Any, where: str) -> dict[str, Any]:
    """One MCP server's table, checked (a ConfigError naming the key otherwise)."""
    if not _MCP_NAME.match(name):
        raise ConfigError(f"{where}: invalid server name {name!r}",
                          hint="use up to 32 letters, digits, '_' or '-'")
    if not isinstance(server, dict):
        raise ConfigError(f"{where}.{name} must be a table")
    at = f"{where}.{name}"
    for key, value in server.items():
        typ = MCP_SERVER_KEYS.get(key)
        if typ is None:
            raise ConfigError(f"{at}: unknown key {key!r}",
                              hint=f"known: {', '.join(MCP_SERVER_KEYS)}")
        if not isinstance(value, typ) or (typ is not bool and isinstance(value, bool)):
            raise ConfigError(f"{at}.{key} has the wrong type ({value!r})",
                              hint=f"set {key} to a {_typename(typ)}")
        raw: Any = server[key]  # (isinstance above narrows value to object for mypy)
        if key in ("args", "read_only") and not all(isinstance(v, str) for v in raw):
            raise ConfigError(f"{at}.{key} must be a list of strings")
        if key in ("env", "headers") and not all(
                isinstance(k, str) and isinstance(v, str) for k, v in raw.items()):
            raise ConfigError(f"{at}.{key} must map names to strings",
                              hint=f'e.g. {key} = {{ NAME = "value" }}')
        if key.endswith("_timeout_s"):
            _seconds(value, f"{at}.{key}")
    if ("command" in server) == ("url" in server):
        raise ConfigError(f"{at} needs either command (a program to start) or url (a "
                          "streamable HTTP server), not both or neither",
                          hint='e.g. command = "npx", args = ["-y", "server"]  or  '
                          'url = "http://127.0.0.1:8000/mcp"')
    if "url" in server and not str(server["url"]).startswith(("http://", "https://")):
        raise ConfigError(f"{at}.url must start with http:// or https://")
    if server.get("effect", "external") not in MCP_EFFECTS:
        raise ConfigError(f"{at}.effect must be one of {', '.join(MCP_EFFECTS)}")
    domain = server.get("domain", "external")
    if not re.fullmatch(r"[a-z][a-z0-9_-]{0,31}", domain) or domain in ("files", "shell"):
        raise ConfigError(f"{at}.domain {domain!r} is not a tool trust domain",
                          hint="lower-case letters, digits, '_' or '-', not files or shell; "
                          "e.g. external or github")
    return dict(server)


def _seconds(value: Any, where: str) -> float:
    if not isinstance(value, int | float) or isinstance(value, bool) \
            or not math.isfinite(value) or not 0 < value <= 3600:
        raise ConfigError(f"{where} must be a number of seconds between 0 and 3600",
                          hint="e.g. 30")
    return float(value)


def _typename(typ: type | tuple[type, ...]) -> str:
    types = typ if isinstance(typ, tuple) else (typ,)
    if set(types) == {int, float}:
        return "number"
    names = {int: "integer", float: "number", str: "string", bool: "boolean", list: "list",
             dict: "table"}
    return " or ".join(names.get(t, t.__name__) for t in types)


def validate(settings: Settings) -> Settings:
    for key in ("quality", "shell_timeout_s"):
        if not math.isfinite(getattr(settings, key)):
            raise ConfigError(f"{key} must be a finite number (got {getattr(settings, key)})",
                              hint=f"set {key} to a number")
    if settings.iterations < 0:
        raise ConfigError("iterations must be 0 or more", hint="-i 0 means one pass")
    if not 0.0 <= settings.quality <= 1.0:
        raise ConfigError(f"quality must be between 0 and 1 (got {settings.quality})",
                          hint="use e.g. --quality 0.8")
    if settings.log_level not in LOG_LEVELS:
        raise ConfigError(f"unknown log level {settings.log_level!r}",
                          hint=f"use one of: {', '.join(LOG_LEVELS)}")
    # a bare name is fine: the registry resolves it or lists the candidates
    if settings.model is not None and not settings.model.strip():
        raise ConfigError("the model is empty",
                          hint="e.g. anthropic/claude-sonnet-4-5, claude-sonnet-4-5 or "
                               "local/strong")
    if settings.max_steps < 1:
        raise ConfigError("max_steps must be at least 1")
    if not 1 <= settings.parallel_calls <= 32:
        raise ConfigError(f"parallel_calls must be between 1 and 32 (got "
                          f"{settings.parallel_calls})", hint="1 runs tool calls one by one")
    if not 1 <= settings.plan_candidates <= 8:
        raise ConfigError(f"plan_candidates must be between 1 and 8 (got "
                          f"{settings.plan_candidates})", hint="1 drafts a single plan")
    if not 0 <= settings.agent_depth <= 5:
        raise ConfigError(f"agent_depth must be between 0 and 5 (got {settings.agent_depth})",
                          hint="0 turns the delegate tool off")
    if not 1 <= settings.agent_children <= 16:
        raise ConfigError(f"agent_children must be between 1 and 16 (got "
                          f"{settings.agent_children})", hint="e.g. agent_children = 4")
    if not 0 <= settings.candidates <= 8:
        raise ConfigError(f"candidates must be between 0 and 8 (got {settings.candidates})",
                          hint="e.g. --candidates 3; 0 = the model's default")
    for key, allowed in (("edit_format", ("auto", "tools", "whole")),
                         ("parliament_model_blocks", ("auto", "binding", "advisory", "escalate",
                                                      "policy"))):
        if getattr(settings, key) not in allowed:
            raise ConfigError(f"unknown {key} {getattr(settings, key)!r}",
                              hint=f"use one of: {', '.join(allowed)}")
    return settings


def load_settings(
    paths: Paths,
    *,
    workspace: Path | None = None,
    overrides: Overrides | dict[str, Any] | None = None,
    env: dict[str, str] | None = None,
) -> Settings:
    """Build Settings from defaults < user config < project config < env < overrides."""
    env = dict(os.environ if env is None else env)
    settings = Settings()
    _apply(settings, read_toml(paths.config_file), str(paths.config_file),
           credentials=paths.credentials)
    if workspace is not None:
        project = workspace / ".openkoi" / "config.toml"
        if project.resolve() != paths.config_file.resolve():
            data = read_toml(project)
            if data and not trusted_folders.is_trusted(paths, workspace):
                data, ignored = project_config.tighten_only(data, settings)
                if ignored:
                    settings.ignored.extend(ignored)
                    settings.notices.append(project_config.notice(
                        str(project), str(workspace), ignored))
            _apply(settings, data, str(project))
    if env.get("OPENKOI_MODEL"):
        settings.model = env["OPENKOI_MODEL"]
        settings.sources.append("OPENKOI_MODEL")
    if env.get("OPENKOI_LOG_LEVEL"):
        settings.log_level = env["OPENKOI_LOG_LEVEL"].lower()
    if isinstance(overrides, dict):
        overrides = Overrides.from_dict(overrides)
    return (overrides or Overrides()).apply(validate(settings))


@dataclass(frozen=True)
class Overrides:
    """What one task (or one chat) asks for on top of the configuration: the command-line
    flags, an API request's fields, a chat's /iterate. None = the configured value.

    ``apply`` returns new, validated Settings and never touches the ones it was given, so a
    surface can read its settings first and apply a task's overrides later, in any order."""

    model: str | None = None
    iterations: int | None = None
    quality: float | None = None
    max_steps: int | None = None
    shell_timeout_s: float | None = None
    max_tokens: int | None = None
    max_cost_usd: float | None = None
    max_time_s: float | None = None
    candidates: int | None = None  # whole-file drafts per iteration (--candidates)
    parallel_calls: int | None = None  # independent tool calls run at once (--parallel)
    plan_candidates: int | None = None  # plans scored before one runs (--plan-candidates)
    memory: bool | None = None  # False: neither recall nor learn (--no-memory)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Overrides:
        names = {f.name for f in dataclasses.fields(cls)}
        unknown = sorted(set(data) - names)
        if unknown:
            raise ConfigError(f"unknown override {unknown[0]!r}",
                              hint=f"known: {', '.join(sorted(names))}")
        return cls(**data)

    def apply(self, settings: Settings) -> Settings:
        top = {k: getattr(self, k) for k in ("model", "iterations", "quality", "max_steps",
                                              "shell_timeout_s", "candidates", "parallel_calls",
                                              "plan_candidates")
               if getattr(self, k) is not None}
        budget = {k: getattr(self, k) for k in ("max_tokens", "max_cost_usd", "max_time_s")
                  if getattr(self, k) is not None}
        new = dataclasses.replace(
            settings, **top, budget=dataclasses.replace(settings.budget, **budget),
            memory=settings.memory if self.memory is None
            else dataclasses.replace(settings.memory, enabled=self.memory),
            providers=dict(settings.providers), roles=dict(settings.roles),
            sources=list(settings.sources))
        return validate(new) if top or budget else new
