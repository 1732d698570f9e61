"""The Guardian vets each tool call inside a running task: refused calls never run and come
back to the model as ok=False results."""

from __future__ import annotations

import asyncio
from pathlib import Path

from openkoi import events
from openkoi.engine.budget import Budget
from openkoi.engine.loop import Engine, TaskRequest
from openkoi.events import EventBus
from openkoi.mind import guardian
from openkoi.models.scripted import ScriptedModel, tool
from openkoi.tools.registry import default_registry

PLAN = {"summary": "Clean up", "steps": ["clean"], "files": [], "tools": ["run_shell"],
        "estimated_iterations": 1}



def test_the_guard_refuses_destructive_calls_in_a_running_task(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "keep.txt").write_text("data\n")
    home_marker = tmp_path / "home-file"
    home_marker.write_text("precious\n")
    model = ScriptedModel([
        PLAN,
        tool("run_shell", command="rm -rf ~"),
        tool("run_shell", command="git reset --hard HEAD~3"),
        tool("run_shell", command="psql -c 'DROP DATABASE staging'"),
        "I could not clean up: the Guardian refused.",
        {"scores": {"completeness": 9, "correctness": 9, "clarity": 9}, "findings": []},
    ])
    bus = EventBus()
    seen: list[events.Event] = []
    bus.subscribe(seen.append)
    engine = Engine(model=model, bus=bus, tool_output_dir=tmp_path / "out",
                    budget=Budget(1_000_000, 100.0, 600.0),
                    registry=default_registry(guard=guardian.tool_guard))
    req = TaskRequest(task="clean up", workspace=ws, iterations=1, max_steps=6)
    outcome = asyncio.run(engine.run(req, "t1"))
    assert model.remaining == 0 and outcome.status == "unverified"
    results = [e.data for e in seen if e.kind == events.TOOL_RESULT]
    assert len(results) == 3 and not any(r["ok"] for r in results)
    assert "home directory" in results[0]["output"]
    assert "refused by the Guardian" in results[1]["output"]
    assert "refused by the Guardian: DROP deletes" in results[2]["output"]
    assert home_marker.exists() and (ws / "keep.txt").exists()
    # the refusals went back to the model as tool messages
    tool_msgs = [m for m in model.calls[4].messages if m.role == "tool"]
    assert len(tool_msgs) == 3 and "Guardian" in tool_msgs[2].content
