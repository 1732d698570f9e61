"""The simulation's registry: dry runs for the built-in tools, refusal for unknown effects."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from openkoi.mind.simulate import DryRunRegistry, Futures
from openkoi.records import ToolCall
from openkoi.tools.base import EFFECT_EXTERNAL, Tool, ToolContext, ToolOutput


class Deploy(Tool):
    name = "deploy"
    description = "deploys"
    parameters = {"type": "object", "properties": {}}
    effect = EFFECT_EXTERNAL
    domain = "network"
    ran = False

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
        Deploy.ran = True
        return ToolOutput("deployed")


def test_plugin_tools_with_effects_are_refused_and_builtins_dry_run(tmp_path: Path) -> None:
    registry = DryRunRegistry()
    registry.register(Deploy())
    ctx = ToolContext(workspace=tmp_path, tool_output_dir=tmp_path / "out")
    result, _ = asyncio.run(registry.execute(ToolCall(id="d", name="deploy", arguments={}), ctx))
    assert not result.ok and not Deploy.ran and "may not support a dry run" in result.output
    write = ToolCall(id="w", name="write_file", arguments={"path": "a.txt", "content": "x"})
    result, changed = asyncio.run(registry.execute(write, ctx))
    assert result.ok and changed == [] and not (tmp_path / "a.txt").exists()
    assert registry.would_change == ["a.txt"] and registry.would_run == []


def test_futures_schema_normalises_and_bounds() -> None:
    f = Futures.model_validate({"futures": [{"name": "a", "consequences": ["x"], "risk": "High"},
                                            {"name": "b", "consequences": ["y"], "risk": "low"}],
                                "recommendation": "a", "champion": "guardian"})
    assert f.champion == "Guardian" and f.futures[0].risk == "high" and f.dissent == ""
