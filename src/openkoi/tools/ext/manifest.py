"""Plugin folders: ``<config>/plugins/NAME/plugin.toml`` and the module or script beside it.

A manifest names the plugin, its version, what it provides and what it asks for::

    name = "wordcount"
    version = "1.0.0"
    description = "Counts lines, words and bytes"
    module = "wordcount.wat"      # a WebAssembly plugin (.wat text or .wasm binary), or
    # script = "hooks.lua"        # a script plugin (Lua 5.4, sandboxed)
    hooks = ["after_tool"]        # functions of the same name answer these hooks

    [capabilities]
    files = "none"                # none | read | write: the workspace, preopened at /workspace

    [limits]                      # optional; the defaults are below
    fuel = 50_000_000             # WebAssembly instructions per call
    memory_mb = 32
    steps = 1_000_000             # script: Lua instructions per call
    timeout_s = 2.0               # script: wall time per call

    [[tools]]
    name = "word_count"
    description = "Count the lines, words and bytes of a text"
    parameters = {type = "object", properties = {text = {type = "string"}}, required = ["text"]}
    input = "text"                # the argument handed over as raw text (default: all, as JSON)
    effect = "none"               # at least what the capabilities imply
    domain = "plugins"            # the trust domain

Network is never granted. Which plugins are off is kept in ``<config>/plugins.json``
(``openkoi plugins disable NAME``).
"""

from __future__ import annotations

import json
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from openkoi.errors import ConfigError, StorageError, UsageError
from openkoi.fsio import atomic_write

MANIFEST = "plugin.toml"
HOOKS = ("before_plan", "after_plan", "before_tool", "after_tool", "after_evaluation",
         "task_end")
EFFECTS = ("none", "workspace", "external", "irreversible")
FILES = ("none", "read", "write")
_NAME = re.compile(r"^[a-z][a-z0-9_-]{0,39}$")
_TOOL = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
DEFAULT_LIMITS = {"fuel": 50_000_000, "memory_mb": 32, "steps": 1_000_000, "timeout_s": 2.0}


@dataclass
class ToolDecl:
    name: str
    description: str
    parameters: dict[str, Any]
    export: str  # the function that implements it
    input: str = ""  # "" = the arguments as JSON; else the string argument passed as text
    effect: str = "none"
    domain: str = "plugins"


@dataclass
class Manifest:
    name: str
    version: str
    kind: str  # wasm | script
    folder: Path
    code: Path  # the module or the script
    description: str = ""
    hooks: list[str] = field(default_factory=list)
    tools: list[ToolDecl] = field(default_factory=list)
    files: str = "none"
    limits: dict[str, float] = field(default_factory=lambda: dict(DEFAULT_LIMITS))

    @property
    def source(self) -> str:
        return str(self.folder)


def plugins_dir(home: Path) -> Path:
    return home / "plugins"


def _fail(where: Path, what: str, hint: str = "") -> ConfigError:
    return ConfigError(f"{where}: {what}", hint=hint or "see `openkoi plugins --help` for "
                       "the manifest format")


def read(folder: Path) -> Manifest:
    """Read and check one plugin folder; ConfigError says what is wrong and where."""
    path = folder / MANIFEST
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise _fail(folder, f"no {MANIFEST}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise _fail(path, f"cannot read it ({exc})") from None
    except tomllib.TOMLDecodeError as exc:
        raise _fail(path, f"not valid TOML ({exc})") from None
    known = {"name", "version", "description", "module", "script", "hooks", "capabilities",
             "limits", "tools"}
    unknown = sorted(set(data) - known)
    if unknown:
        raise _fail(path, f"unknown key {unknown[0]!r}", f"known: {', '.join(sorted(known))}")
    name = data.get("name")
    if not isinstance(name, str) or not _NAME.match(name):
        raise _fail(path, f"name {name!r} is not a plugin name",
                    "use lower-case letters, digits, '-' or '_' (at most 40)")
    version = data.get("version", "0")
    if not isinstance(version, str):
        raise _fail(path, "version must be a string", 'e.g. version = "1.0.0"')
    if ("module" in data) == ("script" in data):
        raise _fail(path, "set exactly one of module (WebAssembly) or script (Lua)")
    kind, rel = ("wasm", data["module"]) if "module" in data else ("script", data["script"])
    if not isinstance(rel, str) or Path(rel).is_absolute() or ".." in Path(rel).parts:
        raise _fail(path, f"{'module' if kind == 'wasm' else 'script'} must be a file in the "
                    "plugin's folder")
    code = folder / rel
    if kind == "wasm" and code.suffix not in (".wat", ".wasm"):
        raise _fail(path, f"module {rel} must be a .wat or .wasm file")
    if kind == "script" and code.suffix != ".lua":
        raise _fail(path, f"script {rel} must be a .lua file")
    if not code.is_file():
        raise _fail(path, f"{rel} is missing")
    hooks = data.get("hooks", [])
    if not isinstance(hooks, list) or not all(h in HOOKS for h in hooks):
        raise _fail(path, f"hooks must be a list of: {', '.join(HOOKS)}")
    caps = data.get("capabilities", {})
    if not isinstance(caps, dict) or set(caps) - {"files"}:
        raise _fail(path, "[capabilities] takes only files (none, read or write)",
                    "network is never granted to a plugin")
    files = caps.get("files", "none")
    if files not in FILES:
        raise _fail(path, f"capabilities.files must be one of {', '.join(FILES)}")
    limits = dict(DEFAULT_LIMITS)
    table = data.get("limits", {})
    if not isinstance(table, dict):
        raise _fail(path, "[limits] must be a table")
    for key, value in table.items():
        if key not in DEFAULT_LIMITS:
            raise _fail(path, f"unknown limit {key!r}", f"known: {', '.join(DEFAULT_LIMITS)}")
        if not isinstance(value, int | float) or isinstance(value, bool) or value <= 0:
            raise _fail(path, f"limits.{key} must be a positive number")
        limits[key] = value
    tools = [_tool(path, t, files) for t in _list(path, data.get("tools", []))]
    if not tools and not hooks:
        raise _fail(path, "the plugin provides nothing: declare [[tools]] or hooks")
    return Manifest(name, version, kind, folder, code, str(data.get("description", "")),
                    list(hooks), tools, files, limits)


def _list(path: Path, value: Any) -> list[dict[str, Any]]:
    if not isinstance(value, list) or not all(isinstance(t, dict) for t in value):
        raise _fail(path, "tools must be [[tools]] tables")
    return value


def _tool(path: Path, t: dict[str, Any], files: str) -> ToolDecl:
    name = t.get("name")
    if not isinstance(name, str) or not _TOOL.match(name):
        raise _fail(path, f"tool name {name!r} is invalid", "use 1-64 letters, digits, _ or -")
    params = t.get("parameters", {"type": "object", "properties": {}})
    if not isinstance(params, dict) or params.get("type") != "object":
        raise _fail(path, f"tool {name}: parameters must be a JSON object schema")
    effect = t.get("effect", "workspace" if files == "write" else "none")
    if effect not in EFFECTS:
        raise _fail(path, f"tool {name}: effect must be one of {', '.join(EFFECTS)}")
    if files == "write" and effect == "none":
        raise _fail(path, f"tool {name}: a plugin that may write files cannot have effect none")
    domain = t.get("domain", "plugins")
    if not isinstance(domain, str) or not re.match(r"^[a-z][a-z0-9_-]{0,31}$", domain):
        raise _fail(path, f"tool {name}: domain {domain!r} is not a trust domain name")
    source = t.get("input", "")
    if source and source not in params.get("properties", {}):
        raise _fail(path, f"tool {name}: input {source!r} is not one of its parameters")
    return ToolDecl(name, str(t.get("description", "")), params, str(t.get("export", name)),
                    str(source), str(effect), domain)


@dataclass
class Found:
    """A plugin folder: its manifest, or why it could not be read."""

    folder: Path
    manifest: Manifest | None
    error: str = ""

    @property
    def name(self) -> str:
        return self.manifest.name if self.manifest else self.folder.name


def discover(home: Path) -> list[Found]:
    root = plugins_dir(home)
    if not root.is_dir():
        return []
    out: list[Found] = []
    for folder in sorted(p for p in root.iterdir() if p.is_dir()):
        try:
            out.append(Found(folder, read(folder)))
        except ConfigError as exc:
            out.append(Found(folder, None, str(exc)))
    return out


# -- enabled / disabled ---------------------------------------------------------------------

def state_file(home: Path) -> Path:
    return home / "plugins.json"


def disabled(home: Path) -> set[str]:
    path = state_file(home)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return set()
    except (OSError, ValueError) as exc:
        raise ConfigError(f"cannot read {path}: {exc}",
                          hint="fix or delete it; `openkoi plugins enable` rewrites it") from None
    names = data.get("disabled") if isinstance(data, dict) else None
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise ConfigError(f"{path} is not a plugins state file",
                          hint='expected {"disabled": ["name", ...]}; delete it to start over')
    return set(names)


def set_enabled(home: Path, name: str, enabled: bool) -> bool:
    """Turn a plugin on or off; False when it already was."""
    names = disabled(home)
    if (name not in names) == enabled:
        return False
    names = names - {name} if enabled else names | {name}
    try:
        atomic_write(state_file(home), json.dumps({"disabled": sorted(names)}, indent=2) + "\n")
    except OSError as exc:
        raise StorageError(f"cannot write {state_file(home)}: {exc}") from None
    return True


def check_name(name: str) -> str:
    if not name.strip():
        raise UsageError("no plugin named", hint="see `openkoi plugins list`")
    return name.strip()
