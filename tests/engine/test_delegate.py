"""Sub-agents: the delegate tool runs a child agent (the same engine) on a sub-task and
returns its verified result; its events nest in the parent's stream, its spending counts
in the parent's budget; depth, fan-out and write access are limited; cancel reaches it."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from openkoi import events
from openkoi.engine.budget import Budget
from openkoi.engine.loop import Engine, TaskRequest
from openkoi.events import EventBus
from openkoi.models.scripted import ScriptedModel, tool
from openkoi.progress import ProgressPrinter, fold
from openkoi.records import ToolCall
from openkoi.tools.base import EFFECT_NONE, Tool, ToolContext, ToolOutput
from openkoi.tools.registry import default_registry

PLAN = {"summary": "Delegate calc to a child", "steps": ["delegate"], "files": [],
        "tools": ["delegate"], "estimated_iterations": 1}
CHILD_PLAN = {"summary": "Write add() and its test", "steps": ["write both"],
              "files": ["calc.py", "test_calc.py"], "tools": ["write_file"],
              "estimated_iterations": 1}
GOOD = "def add(a, b):\n    return a + b\n"
TESTS = "from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n"
JUDGE = {"scores": {"correctness": 9, "safety": 10, "style": 9, "completeness": 9,
                    "clarity": 9}, "findings": []}  # fits the code and the general rubrics


def delegate(**args: Any) -> ToolCall:
    return ToolCall(id="d1", name="delegate", arguments=args)


def engine_for(model: ScriptedModel, ws: Path, **extra: Any) -> tuple[Engine, list[events.Event]]:
    bus = EventBus()
    seen: list[events.Event] = []
    bus.subscribe(seen.append)
    engine = Engine(model=model, bus=bus, tool_output_dir=ws.parent / "tool-output",
                    budget=Budget(1_000_000, 100.0, 600.0), **extra)
    return engine, seen


def request(ws: Path, task: str = "Have helper agents look around and sum the project up"
            ) -> TaskRequest:
    return TaskRequest(task=task, workspace=ws, iterations=1, max_steps=4, shell_timeout_s=60,
                       edit_format="tools")


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    d = tmp_path / "ws"
    (d / "pkg").mkdir(parents=True)
    return d.resolve()


def test_a_child_writes_in_its_folder_and_its_verified_result_comes_back(ws: Path) -> None:
    model = ScriptedModel([
        PLAN,
        delegate(task="Write add(a, b) in calc.py with a pytest test in test_calc.py",
                 path="pkg", write=True, name="coder"),
        CHILD_PLAN,  # the child's own plan ...
        tool("write_file", path="calc.py", content=GOOD),
        tool("write_file", path="test_calc.py", content=TESTS),
        "wrote calc.py and its test",  # ... its closing words, its judge:
        JUDGE,
        "the child wrote and verified pkg/calc.py",  # the parent's closing words
        JUDGE,
    ])
    engine, seen = engine_for(model, ws)
    outcome = asyncio.run(engine.run(
        request(ws, "Have a child agent write add(a, b) with a test in pkg"), "t1"))
    assert model.remaining == 0
    assert outcome.status == "done", outcome
    assert (ws / "pkg" / "calc.py").read_text() == GOOD
    assert sorted(outcome.files_changed) == ["pkg/calc.py", "pkg/test_calc.py"]
    result = next(e.data for e in seen if e.kind == events.TOOL_RESULT)
    assert result["ok"] and "coder (child agent in pkg): done and verified" in result["output"]
    assert result["changed_files"] == ["pkg/calc.py", "pkg/test_calc.py"]
    # the child's whole stream is nested in the parent's, in order, under one child id
    nested = [e.data for e in seen if e.kind == events.AGENT]
    inner = [n["event"]["kind"] for n in nested]
    assert inner[0] == events.TASK_STARTED and inner[-1] == events.DONE
    assert events.TOOL_CALL in inner and events.EVALUATION in inner
    assert {n["child"] for n in nested} == {"t1/1"} and {n["agent"] for n in nested} == {"coder"}
    child_done = nested[-1]["event"]["data"]
    assert child_done["status"] == "done"
    # the child's model calls are the parent's costs too
    costs = [e.data for e in seen if e.kind == events.COST]
    child_costs = [c for c in costs if c["purpose"].startswith("coder: ")]
    assert [c["purpose"] for c in child_costs] == [
        "coder: plan", "coder: execute", "coder: execute", "coder: execute", "coder: evaluate"]
    assert engine.budget.spent.calls == len(costs) == len(model.calls)
    # every surface folds the same stream: the parent's progress holds the child's
    progress = None
    lines: list[str] = []
    printer = ProgressPrinter(lines.append)
    for event in seen:
        progress = fold(progress, event)
        printer(event)
    assert progress is not None and progress.model_calls == len(model.calls)
    child = progress.view()["agents"][0]
    assert child["agent"] == "coder" and child["finished"] == "done"
    assert "  [coder] [EXEC] write_file calc.py" in lines
    assert any(line.startswith("  [coder] ✓ Done.") for line in lines)



class Slow(Tool):
    """A read that takes long; notes whether it was cancelled."""

    name = "slow_read"
    parameters = {"type": "object", "properties": {}}
    effect = EFFECT_NONE

    def __init__(self) -> None:
        self.started = asyncio.Event()
        self.cancelled = False

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
        self.started.set()
        try:
            await asyncio.sleep(60)
        except asyncio.CancelledError:
            self.cancelled = True
            raise
        return ToolOutput("never")


def test_a_read_only_child_gets_only_read_tools_and_cannot_start_writers(ws: Path) -> None:
    model = ScriptedModel([
        PLAN,
        delegate(task="Find where add is defined", name="scout"),
        CHILD_PLAN,
        tool("write_file", path="x.py", content="x = 1\n"),  # not among its tools
        ToolCall("d2", "delegate", {"task": "write it", "write": True}),  # nor may it
        "nothing found",
        JUDGE,
        "the scout found nothing",
        JUDGE,
    ])
    engine, seen = engine_for(model, ws)
    asyncio.run(engine.run(request(ws), "t1"))
    child_tools = {t.name for t in model.calls[2].tools or []} | {
        t.name for t in model.calls[3].tools or []}
    assert "write_file" not in child_tools and "run_shell" not in child_tools
    assert {"read_file", "search", "delegate"} <= child_tools
    nested = [e.data["event"] for e in seen if e.kind == events.AGENT]
    results = [n["data"] for n in nested if n["kind"] == events.TOOL_RESULT]
    assert "unknown tool 'write_file'" in results[0]["output"]
    assert "this agent is read-only" in results[1]["output"]
    assert not (ws / "x.py").exists()
    parent_result = next(e.data for e in seen if e.kind == events.TOOL_RESULT)
    assert "scout (child agent in .)" in parent_result["output"]


def test_depth_and_fan_out_are_limited(ws: Path) -> None:
    model = ScriptedModel([
        PLAN,
        [delegate(task="look at a", name="a"),
         ToolCall("d2", "delegate", {"task": "look at b", "name": "b"})],
        CHILD_PLAN, "a saw nothing", JUDGE,  # the first child; no delegate tool offered
        "done", JUDGE,
    ])
    engine, seen = engine_for(model, ws, max_depth=1, max_children=1)
    asyncio.run(engine.run(request(ws), "t1"))
    assert model.remaining == 0
    assert "delegate" in {t.name for t in model.calls[1].tools or []}
    assert "delegate" not in {t.name for t in model.calls[3].tools or []}  # depth 1 is the end
    results = [e.data for e in seen if e.kind == events.TOOL_RESULT]
    assert "already started 1 child agents (the limit is 1)" in results[1]["output"]


def test_a_childs_budget_is_a_slice_that_counts_in_the_parents(ws: Path) -> None:
    model = ScriptedModel([
        PLAN,
        delegate(task="Write add in calc.py", path="pkg", write=True, max_tokens=100),
        CHILD_PLAN,  # its prompt alone is over the child's slice: the call stops
        "the child ran out", JUDGE,
    ])
    engine, seen = engine_for(model, ws)
    asyncio.run(engine.run(request(ws), "t1"))
    result = next(e.data for e in seen if e.kind == events.TOOL_RESULT)
    assert not result["ok"] and "not done (budget_exhausted" in result["output"]
    assert "token budget spent" in result["output"]
    assert model.remaining == 0  # the parent went on with its own budget


def test_cancelling_the_parent_cancels_the_child(ws: Path) -> None:
    slow = Slow()
    registry = default_registry()
    registry.register(slow)
    model = ScriptedModel([PLAN, delegate(task="read slowly", name="sloth"), CHILD_PLAN,
                           ToolCall("s1", "slow_read", {})])
    engine, seen = engine_for(model, ws, registry=registry)

    async def main() -> None:
        task = asyncio.ensure_future(engine.run(request(ws), "t1"))
        await asyncio.wait_for(slow.started.wait(), 30)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(main())
    assert slow.cancelled


def test_a_slice_spends_its_parents_budget_and_stops_with_it() -> None:
    from openkoi.errors import BudgetExceeded
    from openkoi.records import Usage

    parent = Budget(1000, 10.0, 600.0)
    child = Budget(800, 5.0, 600.0, parent=parent)
    child.add(Usage(input_tokens=300, output_tokens=100, calls=1))
    assert parent.spent.total_tokens == 400 and child.spent.total_tokens == 400
    parent.add(Usage(input_tokens=600))  # the parent (or a sibling) spends the rest
    with pytest.raises(BudgetExceeded):
        child.check()  # under its own slice, but the parent's budget is spent


def test_cancelling_the_parent_kills_the_commands_its_child_runs(
        ws: Path, started_groups: Any) -> None:
    """Cancel reaches the child's processes too: its shell command, and a child of that
    which ignores SIGTERM, are gone (checked by the process group recorded at its start)."""
    stubborn = "trap '' TERM; sleep 300 & sleep 300; wait"
    model = ScriptedModel([PLAN, delegate(task="run the slow suite", name="runner", write=True),
                           CHILD_PLAN, ToolCall("s1", "run_shell", {"command": stubborn})])
    engine, seen = engine_for(model, ws)

    async def main() -> None:
        started = asyncio.Event()
        started_groups.listeners.append(lambda argv: started.set())
        task = asyncio.ensure_future(engine.run(request(ws), "t1"))
        await asyncio.wait_for(started.wait(), 60)
        await asyncio.sleep(0.5)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(main())
    assert started_groups.groups
    assert started_groups.alive_after() == {}
