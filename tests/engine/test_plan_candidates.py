"""Plan candidates: several plans scored without side effects, the best runs, every
candidate and score in the plan log; an approval gate may edit the plan."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from openkoi import events
from openkoi.engine.budget import Budget
from openkoi.engine.loop import Engine, TaskRequest
from openkoi.engine.plan_score import best, score
from openkoi.events import EventBus
from openkoi.models.scripted import ScriptedModel, tool
from openkoi.records import Plan

TOOLS = ["read_file", "write_file", "run_shell"]
GOOD = "def add(a, b):\n    return a + b\n"
TESTS = "from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n"
JUDGE = {"scores": {"correctness": 9, "safety": 10, "style": 9}, "findings": []}


def plan(steps: list[str], tools: list[str], iterations: int = 1) -> dict[str, object]:
    return {"summary": "add()", "steps": steps, "files": ["calc.py"], "tools": tools,
            "estimated_iterations": iterations}


def test_scoring_reads_only_the_plan() -> None:
    risky = Plan(summary="s", steps=["git push --force the branch", "run the tests"])
    careful = Plan(summary="s", steps=["run the tests", "push the branch"])
    assert score(1, risky, [], tools=TOOLS, max_steps=6, iterations=3,
                 caveats=[]).checks["irreversible"] == 0.0
    assert score(2, careful, [], tools=TOOLS, max_steps=6, iterations=3,
                 caveats=[]).checks["irreversible"] == 1.0
    unknown = score(1, careful, ["read_file", "deploy_now"], tools=TOOLS, max_steps=6,
                    iterations=3, caveats=[])
    assert unknown.checks["tools"] == 0.5 and "deploy_now" in unknown.notes[0]
    long = score(1, Plan(steps=["x"] * 8, estimated_iterations=5), [], tools=TOOLS,
                 max_steps=6, iterations=3, caveats=[])
    assert long.checks["budget"] == 0.0
    cav = ["keep the public API backwards compatible"]
    assert score(1, Plan(steps=["keep the public API as is"]), [], tools=TOOLS, max_steps=6,
                 iterations=3, caveats=cav).checks["caveats"] == 1.0
    assert score(1, Plan(steps=["rewrite it"]), [], tools=TOOLS, max_steps=6, iterations=3,
                 caveats=cav).checks["caveats"] == 0.0
    a = score(1, careful, [], tools=TOOLS, max_steps=6, iterations=3, caveats=[])
    b = score(2, careful, [], tools=TOOLS, max_steps=6, iterations=3, caveats=[])
    assert best([a, b]) is a  # the first wins a tie


def run(model: ScriptedModel, ws: Path, **req: object) -> tuple[object, list[events.Event]]:
    bus = EventBus()
    seen: list[events.Event] = []
    bus.subscribe(seen.append)
    engine = Engine(model=model, bus=bus, tool_output_dir=ws.parent / "out",
                    budget=Budget(1_000_000, 100.0, 600.0), max_depth=0)
    gate = req.pop("gate", None)
    engine.plan_gate = gate  # type: ignore[assignment]
    request = TaskRequest(task="Write add(a, b) in calc.py with a pytest test", workspace=ws,
                          iterations=1, max_steps=6, shell_timeout_s=60, **req)  # type: ignore[arg-type]
    return asyncio.run(engine.run(request, "t1")), seen


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    d = tmp_path / "ws"
    d.mkdir()
    return d


def test_the_best_of_three_candidates_runs_and_all_are_logged(ws: Path) -> None:
    model = ScriptedModel([
        plan(["delete the old files", "write calc.py"], ["write_file", "nuke_tool"]),
        "not a plan at all",
        plan(["write calc.py and its test", "run the tests"], ["write_file", "run_shell"]),
        tool("write_file", path="calc.py", content=GOOD),
        tool("write_file", path="test_calc.py", content=TESTS),
        "done", JUDGE])
    outcome, seen = run(model, ws, plan_candidates=3)
    assert outcome.status == "done" and model.remaining == 0  # type: ignore[attr-defined]
    scored = next(e.data for e in seen if e.kind == events.PLAN_SCORED)
    assert scored["chosen"] == 3 and len(scored["candidates"]) == 2
    assert scored["unreadable"][0]["number"] == 2
    first = scored["candidates"][0]
    assert first["checks"]["tools"] == 0.5 and first["checks"]["irreversible"] == 0.0
    made = next(e.data for e in seen if e.kind == events.PLAN)
    assert made["candidate"] == 3 and made["steps"][0] == "write calc.py and its test"
    # the executor was given the chosen plan
    assert "write calc.py and its test" in model.calls[3].messages[-1].content
    assert all(c.tools is None for c in model.calls[:3])  # no tool ran while planning


def test_an_edited_plan_runs_instead_and_a_no_runs_nothing(ws: Path) -> None:
    edited = Plan(summary="edited", steps=["only write calc.py"], tools=["write_file"])

    async def edit(plan: Plan) -> Plan:
        return edited

    model = ScriptedModel([plan(["x"], ["write_file"]),
                           tool("write_file", path="calc.py", content=GOOD), "done", JUDGE])
    outcome, seen = run(model, ws, gate=edit)
    plans = [e.data for e in seen if e.kind == events.PLAN]
    assert plans[-1]["source"] == "edited" and plans[-1]["steps"] == ["only write calc.py"]
    assert "only write calc.py" in model.calls[1].messages[-1].content

    async def no(plan: Plan) -> bool:
        return False

    (ws / "calc.py").unlink()
    outcome, seen = run(ScriptedModel([plan(["x"], ["write_file"])] * 2), ws,
                        gate=no, plan_candidates=2)
    assert outcome.stop_reason == "plan rejected" and not (ws / "calc.py").exists()  # type: ignore[attr-defined]
    assert any(e.kind == events.PLAN_SCORED for e in seen)


def test_the_plan_log_is_jsonl_beside_the_transcript(tmp_path: Path) -> None:
    from openkoi.config import Paths
    from openkoi.memory.store import Store

    paths = Paths.from_env({"OPENKOI_HOME": str(tmp_path / "home")})
    store = Store.open(paths)
    session = store.create_session("task", title="t")
    task_id = store.create_task(session, "t", model="m", workspace=str(tmp_path), options={})
    bus = EventBus()
    bus.subscribe(store.recorder(task_id))
    bus.emit(task_id, events.PLAN_SCORED, events.PlansScored(
        candidates=[{"number": 1, "total": 0.5}, {"number": 2, "total": 0.9}], chosen=2,
        unreadable=[{"number": 3, "problem": "not JSON"}]))
    log = store.transcript_path(store.get_task(task_id)).with_suffix(".plans.jsonl")
    rows = [json.loads(line) for line in log.read_text().splitlines()]
    assert [(r.get("number"), r.get("chosen"), r.get("unreadable")) for r in rows] == [
        (1, False, None), (2, True, None), (3, None, True)]
    store.close()
