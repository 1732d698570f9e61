"""think: a place to reason out loud. The thought is kept in the step records (the tool
call's arguments); the tool itself changes nothing."""

from __future__ import annotations

from typing import Any

from openkoi.errors import ToolError
from openkoi.tools.base import EFFECT_NONE, Tool, ToolContext, ToolOutput


class Think(Tool):
    name = "think"
    description = "Write down a thought; changes nothing."
    parameters = {
        "type": "object",
        "properties": {"thought": {"type": "string"}},
        "required": ["thought"],
    }
    effect = EFFECT_NONE
    domain = "mind"

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
        if not str(args.get("thought", "")).strip():
            raise ToolError("empty thought", hint="write the thought in 'thought'")
        return ToolOutput("ok")
