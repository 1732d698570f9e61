"""Plugin cost: WebAssembly and Lua script start-up and per-call cost, and the alternative
scripting binding we did not choose (starlark-pyo3), measured the same way.

    .venv/bin/python bench/plugins.py [--calls 2000]

Start-up = import of the runtime + loading one plugin (compiling the module / running the
script's top level) in a fresh process; per call = one hook or tool call through the same
path the engine uses (``Hooks.fire`` for hooks, the plugin runtime for tools), median of
batches. starlark-pyo3 is measured only if it is installed (it is not a dependency: see
openkoi/tools/ext/script.py for why).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

LUA = """
function before_tool(ev)
  if ev.name == "run_shell" and string.find(ev.arguments.command or "", "rm ", 1, true) then
    return {veto = "no rm"}
  end
end
"""
STAR = """
def before_tool(ev):
    if ev["name"] == "run_shell" and "rm " in ev["arguments"].get("command", ""):
        return {"veto": "no rm"}
    return None
"""
WAT = """(module (memory (export "memory") 1)
  (func (export "alloc") (param i32) (result i32) (i32.const 1024))
  (func (export "before_tool") (param i32 i32) (result i64) (i64.const 0)))"""
EVENT = {"name": "read_file", "arguments": {"path": "src/app.py"}, "effect": "none",
         "domain": "files"}


def _startup(code: str, runs: int = 5) -> float:
    times = []
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             check=True)
        times.append(float(out.stdout.strip()))
    return statistics.median(times)


def _per_call(fn, calls: int) -> float:
    batches = []
    for _ in range(5):
        t = time.perf_counter()
        for _ in range(calls // 5):
            fn()
        batches.append((time.perf_counter() - t) / (calls // 5))
    return statistics.median(batches) * 1e6


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--calls", type=int, default=2000)
    args = ap.parse_args()
    from openkoi.tools.ext import manifest
    from openkoi.tools.ext.hooks import Hooks
    from openkoi.tools.ext.plugin import ManifestPlugin

    example = Path(manifest.__file__).parent / "examples" / "wordcount"
    tmp = Path(tempfile.mkdtemp())
    lua_dir = tmp / "guard"
    lua_dir.mkdir()
    (lua_dir / "guard.lua").write_text(LUA)
    (lua_dir / "plugin.toml").write_text('name = "guard"\nscript = "guard.lua"\n'
                                         'hooks = ["before_tool"]\n')
    wat_dir = tmp / "nohook"
    wat_dir.mkdir()
    (wat_dir / "m.wat").write_text(WAT)
    (wat_dir / "plugin.toml").write_text('name = "nohook"\nmodule = "m.wat"\n'
                                         'hooks = ["before_tool"]\n')
    rows: dict[str, dict[str, float]] = {}
    # start-up, each in a fresh process (the import is part of it)
    load = ("from pathlib import Path; from openkoi.tools.ext.manifest import read; "
            "from openkoi.tools.ext.plugin import ManifestPlugin; import time; "
            "t = time.perf_counter(); ManifestPlugin(read(Path({p!r}))); "
            "print((time.perf_counter() - t) * 1000)")  # the runtime's import + the load
    rows["wasm (wasmtime), wordcount.wat"] = {"startup_ms": _startup(load.format(p=str(example)))}
    rows["script (Lua 5.4, lupa), guard.lua"] = {"startup_ms": _startup(load.format(
        p=str(lua_dir)))}
    # per call
    wasm = ManifestPlugin(manifest.read(example))
    text = ("lorem ipsum dolor sit amet " * 40).encode()
    rows["wasm (wasmtime), wordcount.wat"]["tool_call_us"] = _per_call(
        lambda: wasm.runtime.call("word_count", text), args.calls)
    wasm_hooks = Hooks([])
    ManifestPlugin(manifest.read(wat_dir)).register_hooks(wasm_hooks.impls.append)
    rows["wasm (wasmtime), wordcount.wat"]["hook_call_us"] = _per_call(
        lambda: wasm_hooks.fire("before_tool", EVENT), args.calls)
    lua = ManifestPlugin(manifest.read(lua_dir))
    hooks = Hooks([])
    lua.register_hooks(hooks.impls.append)
    rows["script (Lua 5.4, lupa), guard.lua"]["hook_call_us"] = _per_call(
        lambda: hooks.fire("before_tool", EVENT), args.calls)
    empty = Hooks([])
    rows["no hook (Hooks.fire with nothing registered)"] = {
        "hook_call_us": _per_call(lambda: empty.fire("before_tool", EVENT), args.calls)}
    try:
        import starlark  # noqa: F401

        star = ("import time; t = time.perf_counter(); import starlark as sl; "
                f"m = sl.Module(); sl.eval(m, sl.parse('g.star', {STAR!r}, "
                "sl.Dialect.standard()), sl.Globals.standard()); m.freeze(); "
                "print((time.perf_counter() - t) * 1000)")
        import starlark as sl

        m = sl.Module()
        sl.eval(m, sl.parse("g.star", STAR, sl.Dialect.standard()), sl.Globals.standard())
        frozen = m.freeze()

        def star_call() -> None:
            frozen.call_with(sl.EvalOptions(check_cancelled=lambda: False,
                                            max_callstack_size=64), "before_tool", EVENT)

        rows["(not chosen) Starlark, starlark-pyo3"] = {
            "startup_ms": _startup(star), "hook_call_us": _per_call(star_call, args.calls)}
    except ImportError:
        pass
    print(json.dumps(rows, indent=2))


if __name__ == "__main__":
    main()
