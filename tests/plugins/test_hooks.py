"""Hooks fired for real by the engine: veto a tool call, report a failing hook without
changing anything, add findings and a lower score after evaluation (never a higher one,
never a pass), notify at the end."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from openkoi import events
from openkoi.engine.budget import Budget
from openkoi.engine.evaluate import with_hook_answers
from openkoi.engine.loop import Engine, TaskRequest
from openkoi.events import EventBus
from openkoi.models.scripted import ScriptedModel, tool
from openkoi.records import Evaluation
from openkoi.tools.ext.hooks import HookImpl, Hooks, findings_and_dimensions
from openkoi.tools.registry import default_registry

PLAN = {"summary": "Write add()", "steps": ["write calc.py"], "files": ["calc.py"],
        "tools": ["write_file"], "estimated_iterations": 1}
GOOD = "def add(a, b):\n    return a + b\n"
TESTS = "from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n"
JUDGE = {"scores": {"correctness": 9, "safety": 10, "style": 9}, "findings": []}


def run(ws: Path, model: ScriptedModel, impls: list[HookImpl]) -> tuple[Any, list[Any]]:
    bus = EventBus()
    seen: list[events.Event] = []
    bus.subscribe(seen.append)
    registry = default_registry()
    registry.hooks = Hooks(impls)
    engine = Engine(model=model, bus=bus, tool_output_dir=ws.parent / "out",
                    budget=Budget(1_000_000, 100.0, 600.0), registry=registry)
    req = TaskRequest(task="Write add(a, b) in calc.py with a pytest test", workspace=ws,
                      iterations=1, quality=0.8, max_steps=6, shell_timeout_s=60)
    outcome = asyncio.run(engine.run(req, "t1"))
    assert not bus.errors
    return outcome, seen


def test_hooks_fire_veto_fail_and_notify(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    fired: list[str] = []

    def veto(ev: dict[str, Any]) -> Any:
        fired.append(f"before_tool {ev['name']}")
        if ev["name"] == "run_shell":
            return {"veto": "shell is off on Fridays"}
        return None

    def broken(ev: dict[str, Any]) -> Any:
        raise RuntimeError("the hook itself is broken")

    def review(ev: dict[str, Any]) -> Any:
        return {"findings": [{"severity": "minor", "message": "add a docstring"}],
                "dimension": {"name": "docs", "score": 0.5}}

    impls = [HookImpl("before_plan", "p", lambda ev: fired.append("before_plan")),
             HookImpl("after_plan", "p", lambda ev: {"notice": f"{len(ev['steps'])} step"}),
             HookImpl("before_tool", "p", veto), HookImpl("before_tool", "q", broken),
             HookImpl("after_tool", "p", lambda ev: fired.append(f"after_tool {ev['ok']}")),
             HookImpl("after_evaluation", "p", review),
             HookImpl("task_end", "p", lambda ev: {"notify": f"ended {ev['status']}"})]
    model = ScriptedModel([PLAN, tool("run_shell", command="echo hi > calc.py"),
                           tool("write_file", path="calc.py", content=GOOD),
                           tool("write_file", path="test_calc.py", content=TESTS),
                           "Wrote it.", JUDGE])
    outcome, seen = run(ws, model, impls)
    # the veto: the shell call never ran, the model read why
    shell = next(e for e in seen if e.kind == events.TOOL_RESULT and e.data["name"] == "run_shell")
    assert not shell.data["ok"] and "vetoed by plugin p: shell is off on Fridays" in \
        shell.data["output"]
    assert (ws / "calc.py").read_text() == GOOD
    # the broken hook: reported on every call, changed nothing (the writes ran)
    hooks = [e.data for e in seen if e.kind == events.HOOK]
    failed = [h for h in hooks if not h["ok"]]
    assert failed and all(h["plugin"] == "q" and "the hook itself is broken" in h["error"]
                          for h in failed)
    assert fired[0] == "before_plan" and "after_tool True" in fired
    notices = [e.data["message"] for e in seen if e.kind == events.NOTICE]
    assert "plugin p: 1 step" in notices and "plugin p: ended done" in notices
    evaluation = next(e for e in seen if e.kind == events.EVALUATION).data
    assert evaluation["dimensions"]["p:docs"] == 0.5
    assert any(f["message"] == "add a docstring" for f in evaluation["findings"])
    assert outcome.status == "done"  # the tests passed; a minor finding does not undo that
    kinds = [e.kind for e in seen]
    assert kinds.index(events.HOOK) < kinds.index(events.PLAN)
    assert [e for e in seen if e.kind == events.HOOK][-1].data["hook"] == "task_end"


def test_a_hook_lowers_a_score_never_raises_it_and_never_makes_a_pass() -> None:
    failing = Evaluation(score=0.6, dimensions={"tests": 0.0, "judge": 1.0},
                         weights={"tests": 0.5, "judge": 0.5}, grounded="failed")
    flattering = findings_and_dimensions([_answer({"dimension": {"name": "x", "score": 1}})])
    kept = with_hook_answers(failing, *flattering)
    assert kept.score == 0.6 and kept.grounded == "failed"  # not raised, still failing
    harsh = with_hook_answers(failing, *findings_and_dimensions(
        [_answer({"dimension": {"name": "x", "score": 0}})]))
    assert harsh.score == 0.5 and harsh.dimensions["p:x"] == 0.0
    assert abs(sum(harsh.weights.values()) - 1.0) < 0.01
    junk = findings_and_dimensions([_answer({"dimension": {"score": "high"},
                                             "findings": ["no", {"severity": "odd",
                                                                 "message": "m"}]})])
    assert junk == ([{"severity": "minor", "dimension": "plugin:p", "message": "m",
                      "location": "", "fix": ""}], {})


def test_a_hook_answering_nonsense_is_a_failure_not_an_answer() -> None:
    got: list[dict[str, Any]] = []
    hooks = Hooks([HookImpl("before_tool", "p", lambda ev: "veto!")], emit=got.append)
    assert hooks.veto({"name": "x", "arguments": {}}) is None
    assert got[0]["ok"] is False and "not a table/object" in got[0]["error"]


def _answer(data: dict[str, Any]) -> Any:
    from openkoi.tools.ext.hooks import Answer

    return Answer("p", data)
