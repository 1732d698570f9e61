"""Plugins: openkoi's own tools, evaluators and providers come through the same hooks as a
package's; a package joins through the `openkoi` entry-point group (a real dist-info on
sys.path here, as pip would install it), and a broken one is skipped, not fatal."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from openkoi import plugins
from openkoi.engine.evaluate import evaluate
from openkoi.engine.evaluators.base import EvalContext
from openkoi.engine.workspace import Snapshot
from openkoi.skills.loader import bundled_skills
from openkoi.tools.registry import default_registry

PLUGIN = '''
from openkoi.engine.evaluators.base import Part
from openkoi.plugins import hookimpl
from openkoi.tools.base import Tool, ToolOutput


class Weather(Tool):
    name = "weather"
    description = "Today's weather."
    parameters = {"type": "object", "properties": {}}

    async def run(self, args, ctx):
        return ToolOutput("sunny")


class Spelling:
    name = "spelling"

    async def evaluate(self, ctx):
        return Part("spelling", 0.5, evidence="2 typos")


@hookimpl
def register_tools(register):
    register(Weather())


@hookimpl
def register_evaluators(register):
    register(Spelling)
'''


def install(site: Path, dist: str, module: str, source: str) -> None:
    (site / f"{module}.py").write_text(source)
    info = site / f"{dist}-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(f"[openkoi]\n{module.split('_')[-1]} = {module}\n")


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    site = tmp_path / "site"
    site.mkdir()
    install(site, "openkoi_weather", "openkoi_weather", PLUGIN)
    install(site, "openkoi_broken", "openkoi_broken", "raise ImportError('needs numpy 9')\n")
    monkeypatch.syspath_prepend(str(site))
    monkeypatch.delenv("OPENKOI_NO_PLUGINS", raising=False)
    plugins.reset()
    yield site
    plugins.reset()


def test_builtins_register_through_the_hooks() -> None:
    loaded = plugins.Plugins(third_party=False)
    names = {r.item.name for r in loaded.registered("register_tools")}
    assert {"read_file", "write_file", "run_shell"} <= names
    assert [r.plugin for r in loaded.registered("register_evaluators")] == [
        "openkoi.engine.evaluators.plugin"] * 7  # checks, tests, notice, lint, examples,
    # program, and the independent tests a candidate search hands over
    providers = {r.item.name for r in loaded.registered("register_providers")}
    assert {"anthropic", "openai", "ollama"} <= providers
    assert all(p.source == "built-in" and not p.error for p in loaded.plugins)


def test_a_package_adds_a_tool_and_an_evaluator(site: Path, tmp_path: Path) -> None:
    assert "weather" in default_registry().names()
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "test_notes.py").write_text("def test_ok():\n    assert True\n")
    snap = Snapshot.take(ws)
    ctx = EvalContext("fix the notes", ws, snap, snap, "done", 1)
    # the project's tests ran, so no judge (no model) is asked
    result = asyncio.run(evaluate(ctx, None, bundled_skills(),  # type: ignore[arg-type]
                                  skip_judge_when_grounded=True))
    assert result.evidence["spelling"] == "2 typos" and "spelling" in result.dimensions
    broken = next(p for p in plugins.manager().plugins if p.name == "openkoi_broken")
    assert "needs numpy 9" in broken.error


def test_openkoi_plugins_lists_them_and_where_they_come_from(site: Path, tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENKOI_")}
    env.update({"OPENKOI_HOME": str(tmp_path / "home"), "HOME": str(tmp_path),
                "PYTHONPATH": os.pathsep.join([str(site), env.get("PYTHONPATH", "")])})
    done = subprocess.run([sys.executable, "-m", "openkoi", "plugins", "--json"], env=env,
                          cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    rows = {p["name"]: p for p in json.loads(done.stdout)["plugins"]}
    weather = rows["openkoi_weather"]
    assert weather["source"] == "openkoi_weather 1.0 (entry point weather)"
    assert weather["registered"] == {"tools": ["weather"], "evaluators": ["spelling"]}
    assert rows["openkoi.tools.plugin"]["source"] == "built-in"
    assert "needs numpy 9" in rows["openkoi_broken"]["error"]
    text = subprocess.run([sys.executable, "-m", "openkoi", "plugins"], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert "openkoi_weather  (openkoi_weather 1.0 (entry point weather))" in text.stdout
    assert "  tools: weather" in text.stdout and "not loaded: ImportError" in text.stdout
    only = subprocess.run([sys.executable, "-m", "openkoi", "plugins", "--json"],
                          env=env | {"OPENKOI_NO_PLUGINS": "1"}, cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert "openkoi_weather" not in only.stdout
