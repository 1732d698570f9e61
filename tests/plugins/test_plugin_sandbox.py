"""WebAssembly and Lua plugins: what they can do, and that misbehaving ones end as clear tool
errors (trap, fuel, memory, steps, time, files not granted), never as a crash."""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path

import pytest

from openkoi.errors import ConfigError, ToolError
from openkoi.records import ToolCall
from openkoi.tools.base import ToolContext
from openkoi.tools.ext import manifest
from openkoi.tools.ext.plugin import ManifestPlugin
from openkoi.tools.ext.script import ScriptPlugin
from openkoi.tools.ext.wasm import WasmPlugin
from openkoi.tools.registry import ToolRegistry

HERE = Path(__file__).parent
EXAMPLE = Path(manifest.__file__).parent / "examples" / "wordcount"


def folder(tmp_path: Path, toml: str, files: dict[str, str]) -> Path:
    d = tmp_path / "plugin"
    d.mkdir(exist_ok=True)
    (d / "plugin.toml").write_text(toml)
    for name, text in files.items():
        (d / name).write_text(text)
    return d


def wasm(tmp_path: Path, wat: str, toml_tail: str, files: str = "none") -> WasmPlugin:
    d = folder(tmp_path, f'name = "t"\nmodule = "m.wat"\n[capabilities]\nfiles = "{files}"\n'
               f"{toml_tail}", {"m.wat": (HERE / wat).read_text()})
    return WasmPlugin(manifest.read(d))


def test_the_example_plugin_counts_lines_words_and_bytes(tmp_path: Path) -> None:
    m = manifest.read(EXAMPLE)
    assert (m.kind, m.name, m.files, [t.name for t in m.tools]) == (
        "wasm", "wordcount", "none", ["word_count"])
    plugin = ManifestPlugin(m)
    registry = ToolRegistry()
    plugin.register_tools(registry.register)
    ctx = ToolContext(workspace=tmp_path, tool_output_dir=tmp_path / "out")
    result, _ = asyncio.run(registry.execute(
        ToolCall("c1", "word_count", {"text": "hello wasm world\nsecond line\n"}), ctx))
    assert result.ok and result.output == "lines=2 words=5 bytes=29"
    empty, _ = asyncio.run(registry.execute(ToolCall("c2", "word_count", {"text": ""}), ctx))
    assert empty.output == "lines=0 words=0 bytes=0"


def test_fuel_trap_memory_and_bad_output_are_tool_errors(tmp_path: Path) -> None:
    p = wasm(tmp_path, "bad.wat", "[limits]\nfuel = 100000\nmemory_mb = 4\n[[tools]]\n"
             'name = "spin"\n[[tools]]\nname = "boom"\n[[tools]]\nname = "hog"\n'
             '[[tools]]\nname = "outside"\n')
    with pytest.raises(ToolError, match=r"plugin t: spin ran out of fuel \(limit 100,000"):
        p.call("spin", b"")
    with pytest.raises(ToolError, match="plugin t: boom trapped: .*unreachable"):
        p.call("boom", b"")
    with pytest.raises(ToolError, match="plugin t: hog trapped"):  # memory.grow refused
        p.call("hog", b"")
    with pytest.raises(ToolError, match="output outside its memory"):
        p.call("outside", b"")
    greedy = wasm(tmp_path, "greedy.wat", '[limits]\nmemory_mb = 4\n[[tools]]\nname = "run"\n')
    with pytest.raises(ToolError, match=r"run needs more memory than its limit \(4 MB\)"):
        greedy.call("run", b"")


def test_a_trapping_tool_is_an_error_result_and_the_registry_goes_on(tmp_path: Path) -> None:
    d = folder(tmp_path, 'name = "t"\nmodule = "m.wat"\n[limits]\nfuel = 10000\n'
               '[[tools]]\nname = "spin"\n', {"m.wat": (HERE / "bad.wat").read_text()})
    registry = ToolRegistry()
    ManifestPlugin(manifest.read(d)).register_tools(registry.register)
    ctx = ToolContext(workspace=tmp_path, tool_output_dir=tmp_path / "out")
    result, _ = asyncio.run(registry.execute(ToolCall("c1", "spin", {}), ctx))
    assert not result.ok and result.output.startswith("error: plugin t: spin ran out of fuel")


def test_files_only_as_granted(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "notes.txt").write_text("inside")
    (tmp_path / "secret.txt").write_text("outside")
    tools = '[[tools]]\nname = "read_text"\n[[tools]]\nname = "write_text"\neffect = "workspace"\n'
    none = wasm(tmp_path, "files.wat", tools)
    assert none.call("read_text", b"notes.txt", ws).startswith("error: errno")  # no preopen
    read = wasm(tmp_path, "files.wat", tools, files="read")
    assert read.call("read_text", b"notes.txt", ws) == "inside"
    assert read.call("read_text", b"../secret.txt", ws).startswith("error: errno")
    assert read.call("write_text", b"new.txt", ws).startswith("error: errno")
    assert not (ws / "new.txt").exists()
    write = wasm(tmp_path, "files.wat", tools.replace('effect = "workspace"\n', ""),
                 files="write")
    assert write.call("write_text", b"new.txt", ws) == "ok"
    assert (ws / "new.txt").read_text() == "x"
    assert write.call("write_text", b"../escape.txt", ws).startswith("error: errno")
    assert not (tmp_path / "escape.txt").exists()


def test_manifest_errors_say_what_and_where(tmp_path: Path) -> None:
    cases = {
        'name = "Bad Name"\nmodule = "m.wat"\nhooks = ["task_end"]\n': "not a plugin name",
        'name = "x"\nhooks = ["task_end"]\n': "exactly one of module",
        'name = "x"\nmodule = "m.wat"\nhooks = ["whenever"]\n': "hooks must be a list of",
        'name = "x"\nmodule = "m.wat"\n': "provides nothing",
        'name = "x"\nmodule = "m.wat"\nhooks = ["task_end"]\n[capabilities]\nnetwork = true\n':
            "network is never granted",
        'name = "x"\nmodule = "../m.wat"\nhooks = ["task_end"]\n': "a file in the plugin",
        'name = "x"\nmodule = "m.wat"\nhooks = ["task_end"]\n[limits]\nfuel = -1\n':
            "positive number",
    }
    for toml, message in cases.items():
        d = folder(tmp_path, toml, {"m.wat": "(module)"})
        with pytest.raises(ConfigError) as info:
            manifest.read(d)
        assert message in str(info.value) + str(info.value.hint), toml
        shutil.rmtree(d)
    d = folder(tmp_path, 'name = "x"\nmodule = "m.wat"\nhooks = ["task_end"]\n',
               {"m.wat": "(module (func"})
    with pytest.raises(ToolError, match="m.wat does not compile"):
        WasmPlugin(manifest.read(d))
    shutil.rmtree(d)
    d = folder(tmp_path, 'name = "x"\nmodule = "m.wat"\nhooks = ["task_end"]\n',
               {"m.wat": "(module)"})
    with pytest.raises(ToolError, match="does not export memory, alloc, task_end"):
        WasmPlugin(manifest.read(d))


LUA = """
seen = 0
function before_tool(ev)
  seen = seen + 1
  if ev.name == "run_shell" then return {veto = "no shell: " .. ev.arguments.command} end
end
function shout(args) return string.upper(args.text) end
function spin(args) while true do end end
function hog(args) return #string.rep("x", 64 * 1024 * 1024) end
function sleepy(args) local t = {} for i = 1, 1e9 do t[1] = i end end
function reach(args)
  return {io = io == nil, os = os == nil, require = require == nil, load = load == nil,
          debug = debug == nil, dump = string.dump == nil, python = python == nil}
end
function count(args) return seen end
"""


def script(tmp_path: Path, limits: str = "", source: str = LUA) -> ScriptPlugin:
    tools = "".join(f'[[tools]]\nname = "{n}"\n'
                    for n in ("shout", "spin", "hog", "sleepy", "reach", "count"))
    d = folder(tmp_path, f'name = "s"\nscript = "s.lua"\nhooks = ["before_tool"]\n'
               f"[limits]\n{limits}\n{tools}", {"s.lua": source})
    return ScriptPlugin(manifest.read(d))


def test_a_script_answers_hooks_and_tools_with_no_way_out(tmp_path: Path) -> None:
    s = script(tmp_path)
    assert s.call("before_tool", {"name": "run_shell", "arguments": {"command": "ls"}}) == {
        "veto": "no shell: ls"}
    assert s.call("before_tool", {"name": "read_file", "arguments": {}}) is None
    assert s.call("shout", {"text": "hi"}) == "HI"
    assert s.call("count", {}) == 2  # its globals live on between calls
    assert all(s.call("reach", {}).values())  # no io, os, require, load, debug, dump


def test_script_limits_are_clear_errors_and_the_runtime_survives(tmp_path: Path) -> None:
    s = script(tmp_path, "steps = 200000\nmemory_mb = 16\ntimeout_s = 0.2\n")
    with pytest.raises(ToolError, match="plugin s: spin failed: step limit reached"):
        s.call("spin", {})
    with pytest.raises(ToolError, match=r"plugin s: hog needs more memory than its limit"):
        s.call("hog", {})
    assert s.call("shout", {"text": "still here"}) == "STILL HERE"
    slow = script(tmp_path, "steps = 100000000000\ntimeout_s = 0.2\n")
    with pytest.raises(ToolError, match="time limit reached"):
        slow.call("sleepy", {})
    with pytest.raises(ToolError, match="the script failed to load"):
        script(tmp_path, source="function broken(")
    with pytest.raises(ToolError, match="does not define"):
        script(tmp_path, source="x = 1")
