"""Script plugins: Lua 5.4 (through lupa), sandboxed, with step, memory and time limits.

Why Lua and not Starlark: both are small, embeddable and hermetic once their environment is
chosen, but the Starlark binding on PyPI (starlark-pyo3) exposes no heap limit, and a
one-line script (``[0] * 2000000000``) aborted the whole Python process in our test; lupa's
Lua runtime takes a hard memory cap (an allocation past it is a clean error) and Lua's
instruction-count hook gives a real step limit. Measured start-up and per-call cost: see
bench/plugins.py and BENCHMARKS.md.

The sandbox: the script runs in an environment with only pure functions (``string`` without
``dump``, ``table``, ``math``, ``utf8``, ``pairs``, ``ipairs``, ``type``, ``tostring``,
``tonumber``, ``select``, ``error``, ``pcall``, ``assert``, ``next``, ``setmetatable``,
``getmetatable``, ``rawequal``, ``rawlen``, ``rawget``, ``rawset``). No ``io``, ``os``,
``require``, ``load``, ``debug``, ``coroutine`` or ``package``, and no Python object is ever
handed in: what openkoi passes are plain tables, copied. The functions a script defines and
its manifest names (hooks, tools' ``export``) are what openkoi calls; each call has a step
budget (Lua instructions), a wall-time limit and the runtime's memory cap.
"""

from __future__ import annotations

import json
import threading
import time
from typing import Any

from openkoi.errors import ToolError
from openkoi.tools.ext.manifest import Manifest

_SAFE = ("assert", "error", "ipairs", "next", "pairs", "pcall", "select", "tonumber",
         "tostring", "type", "xpcall", "rawequal", "rawlen", "rawget", "rawset",
         "setmetatable", "getmetatable")
_SANDBOX = """
local safe, src, name, steps, expired = ...
local env = {}
for _, k in ipairs(safe) do env[k] = _G[k] end
local function copy(t, skip)
  local out = {}
  for k, v in pairs(t) do if k ~= skip then out[k] = v end end
  return out
end
env.string = copy(string, "dump")
env.table = copy(table)
env.math = copy(math)
env.utf8 = copy(utf8)
env._G = env
local chunk, err = load(src, "=" .. name, "t", env)
if not chunk then error(err, 0) end
local sethook = debug.sethook
local function limited(fn, ...)
  local count = 0
  sethook(function()
    count = count + 1
    if count > steps then sethook(); error("step limit reached", 0) end
    if expired() then sethook(); error("time limit reached", 0) end
  end, "", 1000)
  local results = table.pack(pcall(fn, ...))
  sethook()
  if not results[1] then error(results[2], 0) end
  return results[2]
end
limited(chunk)
return env, limited
"""


class ScriptPlugin:
    """One script, loaded once per process in its own Lua runtime."""

    def __init__(self, manifest: Manifest) -> None:
        self.manifest = manifest
        self.name = manifest.name
        self._lock = threading.Lock()
        try:
            self.source = manifest.code.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise ToolError(f"plugin {self.name}: cannot read {manifest.code.name}: {exc}"
                            ) from None
        self._load()
        missing = [f for f in self.functions() if self._kind(f) != "function"]
        if missing:
            raise ToolError(f"plugin {self.name}: {self.manifest.code.name} does not define "
                            f"{', '.join(missing)}", hint="define a function of each name "
                            "the manifest lists (hooks, and each tool's export)")

    def functions(self) -> list[str]:
        return [t.export for t in self.manifest.tools] + list(self.manifest.hooks)

    def _load(self) -> None:
        import lupa.lua54 as lua

        limits = self.manifest.limits
        self.runtime = lua.LuaRuntime(max_memory=int(limits["memory_mb"] * 1024 * 1024),
                                      register_eval=False, register_builtins=False,
                                      attribute_filter=_no_attributes)
        self._deadline = 0.0
        try:
            self.env, self._limited = self.runtime.execute(
                _SANDBOX, self.runtime.table_from(list(_SAFE)), self.source, self.name,
                max(1, int(limits["steps"]) // 1000), self._expired)
        except lua.LuaError as exc:
            raise ToolError(f"plugin {self.name}: the script failed to load: "
                            f"{_lua_text(exc)}", hint=f"fix {self.manifest.code.name}"
                            ) from None

    def _kind(self, name: str) -> str:
        import lupa.lua54 as lua

        return str(lua.lua_type(self.env[name]))

    def _expired(self) -> bool:
        return time.monotonic() > self._deadline

    def call(self, function: str, value: Any) -> Any:
        """Call the script's ``function`` with ``value`` (JSON-like); its answer as Python."""
        import lupa.lua54 as lua

        with self._lock:
            self._deadline = time.monotonic() + float(self.manifest.limits["timeout_s"])
            try:
                out = self._limited(self.env[function], _to_lua(self.runtime, value))
            except lua.LuaMemoryError:
                self._load()  # a fresh runtime: the old one may be half-way through anything
                raise ToolError(f"plugin {self.name}: {function} needs more memory than its "
                                f"limit ({self.manifest.limits['memory_mb']} MB)",
                                hint=self._hint()) from None
            except lua.LuaError as exc:
                raise ToolError(f"plugin {self.name}: {function} failed: {_lua_text(exc)}",
                                hint=self._hint()) from None
            return _from_lua(out)

    def _hint(self) -> str:
        return (f"the plugin is at fault, not the arguments; `openkoi plugins info "
                f"{self.name}` shows its limits")


def _no_attributes(obj: Any, name: Any, is_setting: bool) -> Any:
    raise AttributeError("scripts cannot reach Python objects")


def _lua_text(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return (text[0] if text else type(exc).__name__)[:300]


def _to_lua(runtime: Any, value: Any) -> Any:
    if isinstance(value, dict):
        return runtime.table_from({str(k): _to_lua(runtime, v) for k, v in value.items()})
    if isinstance(value, list | tuple):
        return runtime.table_from([_to_lua(runtime, v) for v in value])
    if value is None or isinstance(value, bool | int | float | str):
        return value
    return json.dumps(value, default=str)


def _from_lua(value: Any, depth: int = 0) -> Any:
    import lupa.lua54 as lua

    if lua.lua_type(value) != "table":
        return value if value is None or isinstance(value, bool | int | float | str) else \
            str(value)
    if depth > 20:
        return None
    items = list(value.items())
    keys = [k for k, _ in items]
    if keys and keys == list(range(1, len(keys) + 1)):
        return [_from_lua(v, depth + 1) for _, v in items]
    return {str(k): _from_lua(v, depth + 1) for k, v in items}
