"""Choosing the attempt strategy once per task, from the request and the model's data."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from openkoi.engine.attempts import ToolLoop, WholeFile, choose
from openkoi.engine.budget import Budget
from openkoi.engine.calls import Caller
from openkoi.engine.workspace import Snapshot
from openkoi.events import EventBus
from openkoi.models.scripted import ScriptedModel
from openkoi.tools.base import ToolContext
from openkoi.tools.registry import default_registry


def _choose(tmp_path: Path, edit_format: str, preferred: str, named: list[str]):
    (tmp_path / "app.py").write_text("x = 1\n")
    model = ScriptedModel([])
    model.capabilities = replace(model.capabilities, edit_format=preferred)
    caller = Caller(model, Budget(1000, 1.0, 60.0), EventBus(), "t")
    return choose(edit_format, model.capabilities, named, Snapshot.take(tmp_path),
                  caller=caller, registry=default_registry(),
                  ctx=ToolContext(workspace=tmp_path, tool_output_dir=tmp_path / "out"),
                  max_steps=5)


def test_the_models_preference_decides_auto(tmp_path: Path) -> None:
    whole = _choose(tmp_path, "auto", "whole", ["app.py"])
    assert isinstance(whole, WholeFile) and whole.resamples and whole.plans_from_task()
    tools = _choose(tmp_path, "auto", "tools", ["app.py"])
    assert isinstance(tools, ToolLoop) and not tools.resamples and not tools.plans_from_task()
    assert tools.max_steps == 5


def test_an_explicit_format_wins(tmp_path: Path) -> None:
    assert isinstance(_choose(tmp_path, "tools", "whole", ["app.py"]), ToolLoop)
    assert isinstance(_choose(tmp_path, "whole", "tools", []), WholeFile)
    assert not _choose(tmp_path, "whole", "tools", []).plans_from_task()  # nothing named
