"""WebAssembly plugins on wasmtime: fuel, a memory cap, no network, only granted files.

The calling convention (what ``examples/wordcount/wordcount.wat`` implements):

- the module exports ``memory`` and ``alloc(len: i32) -> i32`` (room for the input);
- each tool or hook is an exported function ``(ptr: i32, len: i32) -> i64``: it reads its
  input (UTF-8) at ``ptr`` and returns ``out_ptr << 32 | out_len``, its output in memory.
  A tool's output is the text the model reads (starting with ``error:`` = the call failed);
  a hook's is JSON (``{"veto": "why"}``, ...) or empty.

Every call gets a fresh instance in a fresh store: a plugin keeps no state between calls,
its fuel (instructions) and memory are capped per call, and a trap, an exhausted fuel budget
or memory it cannot get ends that call as a ``ToolError`` naming the plugin, never the
process. A module that imports WASI gets it with no arguments, no environment, no clock
beyond WASI's, no sockets, and the workspace preopened at ``/workspace`` only if the manifest
asks for files (read-only unless it asks for write).
"""

from __future__ import annotations

import atexit
import threading
import weakref
from pathlib import Path
from typing import Any

from openkoi.errors import ToolError
from openkoi.tools.ext.manifest import Manifest

GUEST_DIR = "/workspace"
_ENGINE: Any = None
_LOCK = threading.Lock()
_LIVE: weakref.WeakSet[WasmPlugin] = weakref.WeakSet()


def _engine() -> Any:
    global _ENGINE
    import wasmtime

    with _LOCK:
        if _ENGINE is None:
            config = wasmtime.Config()
            config.consume_fuel = True
            _ENGINE = wasmtime.Engine(config)
            atexit.register(_close_all)
        return _ENGINE


def _close_all() -> None:
    """Free the compiled modules and the engine before the interpreter tears wasmtime's
    bindings down (freed later, their finalizers print errors at exit)."""
    global _ENGINE
    for plugin in list(_LIVE):
        for obj in (getattr(plugin, "pre", None), getattr(plugin, "module", None)):
            if obj is not None:
                obj.close()
    if _ENGINE is not None:
        _ENGINE.close()
        _ENGINE = None


class WasmPlugin:
    """A compiled module and the limits its manifest sets."""

    def __init__(self, manifest: Manifest) -> None:
        import wasmtime

        self.manifest = manifest
        self.name = manifest.name
        path = manifest.code
        try:
            data: bytes | bytearray = path.read_bytes()
            if path.suffix == ".wat":
                data = wasmtime.wat2wasm(data.decode("utf-8"))
            self.module = wasmtime.Module(_engine(), bytes(data))
        except (OSError, UnicodeDecodeError, wasmtime.WasmtimeError) as exc:
            raise ToolError(f"plugin {self.name}: {path.name} does not compile: "
                            f"{_first_line(exc)}", hint="fix the module or disable the "
                            f"plugin: openkoi plugins disable {self.name}") from None
        exports = {e.name for e in self.module.exports}
        missing = [f for f in ("memory", "alloc", *self.functions()) if f not in exports]
        if missing:
            raise ToolError(f"plugin {self.name}: the module does not export "
                            f"{', '.join(missing)}", hint="see the calling convention in "
                            "openkoi/tools/ext/wasm.py")
        self.wasi = any(i.module.startswith("wasi_") for i in self.module.imports)
        _LIVE.add(self)
        linker = wasmtime.Linker(_engine())
        if self.wasi:
            linker.define_wasi()
        try:  # imports resolved once; each call only instantiates
            self.pre = linker.instantiate_pre(self.module)
        except wasmtime.WasmtimeError as exc:
            raise ToolError(f"plugin {self.name}: the module imports what openkoi does not "
                            f"provide: {_cause(exc)}", hint="a plugin may import WASI "
                            "(wasi_snapshot_preview1) and nothing else") from None

    def functions(self) -> list[str]:
        return [t.export for t in self.manifest.tools] + list(self.manifest.hooks)

    def call(self, function: str, data: bytes, workspace: Path | None = None) -> str:
        """Run ``function`` on ``data`` in a fresh instance; its output as text."""
        import wasmtime

        limits = self.manifest.limits
        store = wasmtime.Store(_engine())
        store.set_fuel(int(limits["fuel"]))
        store.set_limits(memory_size=int(limits["memory_mb"] * 1024 * 1024), instances=1,
                         tables=2, memories=1)
        if self.wasi:
            wasi = wasmtime.WasiConfig()  # no argv, env, stdin; output is dropped
            if self.manifest.files != "none" and workspace is not None:
                wasi.preopen_dir(str(workspace), GUEST_DIR,
                                 fs_mutable=self.manifest.files == "write")
            store.set_wasi(wasi)
        try:
            instance = self.pre.instantiate(store)
            exports: Any = instance.exports(store)
            memory = exports["memory"]
            ptr = exports["alloc"](store, len(data))
            memory.write(store, data, ptr)
            packed = exports[function](store, ptr, len(data))
            out_ptr, out_len = (packed >> 32) & 0xFFFFFFFF, packed & 0xFFFFFFFF
            if out_ptr + out_len > memory.data_len(store):
                raise ToolError(f"plugin {self.name}: {function} returned output outside "
                                "its memory")
            return bytes(memory.read(store, out_ptr, out_ptr + out_len)).decode(
                "utf-8", errors="replace")
        except wasmtime.Trap as trap:
            raise ToolError(self._trap_text(function, trap), hint=self._hint()) from None
        except wasmtime.WasmtimeError as exc:
            raise ToolError(self._error_text(function, exc), hint=self._hint()) from None
        finally:
            del store

    def _trap_text(self, function: str, trap: Any) -> str:
        import wasmtime

        code = trap.trap_code
        if code == wasmtime.TrapCode.OUT_OF_FUEL:
            return (f"plugin {self.name}: {function} ran out of fuel (limit "
                    f"{int(self.manifest.limits['fuel']):,} instructions)")
        return f"plugin {self.name}: {function} trapped: {_cause(trap)}"

    def _error_text(self, function: str, exc: Exception) -> str:
        text = _cause(exc)
        if "memory" in text and ("limit" in text or "exceed" in text or "grow" in text):
            return (f"plugin {self.name}: {function} needs more memory than its limit "
                    f"({self.manifest.limits['memory_mb']} MB): {text}")
        return f"plugin {self.name}: {function} failed: {text}"

    def _hint(self) -> str:
        return (f"the plugin is at fault, not the arguments; `openkoi plugins info "
                f"{self.name}` shows its limits")


def _cause(exc: BaseException) -> str:
    """The line after "Caused by:" (``wasm trap: wasm `unreachable` instruction executed``),
    else the first line."""
    lines = [ln.strip() for ln in str(exc).splitlines() if ln.strip()]
    for i, line in enumerate(lines):
        if line.startswith("Caused by") and i + 1 < len(lines):
            return lines[i + 1][:300]
    return _first_line(exc)


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith(("Caused by", "Stack backtrace")):
            return line[:300]
    return type(exc).__name__
