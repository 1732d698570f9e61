"""The PEER loop end to end, driven by the scripted fake model."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from openkoi import events
from openkoi.engine.budget import Budget
from openkoi.engine.loop import Engine, TaskRequest
from openkoi.events import EventBus
from openkoi.models.scripted import ScriptedModel, tool

PLAN = {"summary": "Write add() and its tests", "steps": ["write calc.py", "write tests"],
        "files": ["calc.py", "test_calc.py"], "tools": ["write_file"],
        "estimated_iterations": 1}
GOOD = "def add(a, b):\n    return a + b\n"
BAD = "def add(a, b):\n    return a - b\n"
TESTS = "from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n"


def judge(correctness: int, safety: int = 10, style: int = 10, findings=()) -> dict:
    return {"scores": {"correctness": correctness, "safety": safety, "style": style},
            "findings": list(findings)}


def write(path: str, content: str):
    return tool("write_file", path=path, content=content)


def run(model: ScriptedModel, ws: Path, *, iterations: int = 3, quality: float = 0.8,
        budget: Budget | None = None) -> tuple[object, list[events.Event]]:
    bus = EventBus()
    seen: list[events.Event] = []
    bus.subscribe(seen.append)
    engine = Engine(model=model, bus=bus, tool_output_dir=ws.parent / "tool-output",
                    budget=budget or Budget(1_000_000, 100.0, 600.0))
    req = TaskRequest(task="Write add(a, b) in calc.py with a pytest test", workspace=ws,
                      iterations=iterations, quality=quality, max_steps=6,
                      shell_timeout_s=60)
    outcome = asyncio.run(engine.run(req, "t1"))
    assert not bus.errors
    return outcome, seen


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    d = tmp_path / "ws"
    d.mkdir()
    return d


def test_stops_when_the_threshold_is_met(ws: Path) -> None:
    model = ScriptedModel([PLAN, write("calc.py", GOOD), write("test_calc.py", TESTS),
                           "Wrote calc.py and its test.", judge(9)])
    outcome, seen = run(model, ws)
    assert outcome.status == "done"
    assert outcome.iterations == 1
    assert outcome.score >= 0.8
    assert sorted(outcome.files_changed) == ["calc.py", "test_calc.py"]
    assert (ws / "calc.py").read_text() == GOOD
    kinds = [e.kind for e in seen]
    assert kinds[0] == events.TASK_STARTED and kinds[-1] == events.DONE
    evaluation = next(e for e in seen if e.kind == events.EVALUATION).data
    assert evaluation["dimensions"]["tests"] == 1.0
    assert model.remaining == 0
    # the judge saw the actual diff and the test output, not only the executor's words
    judge_prompt = model.calls[-1].messages[-1].content
    assert "+def add(a, b):" in judge_prompt and "1 passed" in judge_prompt


def test_failing_tests_are_refined_with_feedback_then_pass(ws: Path) -> None:
    model = ScriptedModel([
        PLAN, write("calc.py", BAD), write("test_calc.py", TESTS), "done", judge(6),
        tool("edit_file", path="calc.py", old="a - b", new="a + b"), "fixed", judge(9),
    ])
    outcome, seen = run(model, ws)
    assert outcome.status == "done" and outcome.iterations == 2
    assert (ws / "calc.py").read_text() == GOOD
    first_eval = [e for e in seen if e.kind == events.EVALUATION][0].data
    assert first_eval["score"] <= 0.7  # capped: a test fails
    refinement = next(e for e in seen if e.kind == events.REFINEMENT).data
    assert "test_calc.py::test_add" in refinement["feedback"]
    # the second attempt is told what failed and shown the current file, to edit in place
    second_exec_prompt = model.calls[5].messages[1].content
    assert "test_add" in second_exec_prompt and "return a - b" in second_exec_prompt


def test_max_iterations_returns_best_below_threshold(ws: Path) -> None:
    model = ScriptedModel([
        PLAN,
        write("calc.py", GOOD), write("test_calc.py", TESTS), "v1", judge(3, 3, 3),
        write("calc.py", GOOD + "\n# v2\n"), "v2", judge(5, 5, 5),
        write("calc.py", GOOD + "\n# v3\n"), "v3", judge(7, 7, 7),
    ])
    outcome, _ = run(model, ws, iterations=3, quality=0.95)
    assert outcome.status == "below_threshold"
    assert outcome.iterations == 3 and outcome.best_iteration == 3
    assert outcome.stop_reason == "iterations used up"
    assert model.remaining == 0


def test_regression_restores_the_best_iterations_files(ws: Path) -> None:
    model = ScriptedModel([
        PLAN,
        write("calc.py", GOOD), write("test_calc.py", TESTS), "v1", judge(6, 6, 6),
        write("calc.py", BAD), write("extra.py", "x = 1\n"), "v2", judge(6, 6, 6),
    ])
    outcome, seen = run(model, ws, quality=0.99)
    assert outcome.best_iteration == 1
    assert "regressed" in outcome.stop_reason
    assert (ws / "calc.py").read_text() == GOOD
    assert not (ws / "extra.py").exists()
    assert any(e.kind == events.RESTORED for e in seen)
    assert sorted(outcome.files_changed) == ["calc.py", "test_calc.py"]


def test_a_retry_shows_the_unchanged_file_the_task_names(ws: Path) -> None:
    (ws / "calc.py").write_text("def add(a, b):\n    pass\n")
    (ws / "test_calc.py").write_text(TESTS)
    (ws / "notes.md").write_text("unrelated\n")
    model = ScriptedModel([PLAN, tool("read_file", path="calc.py"), "I read it.", judge(2),
                           write("calc.py", GOOD), "fixed", judge(9)])
    outcome, _ = run(model, ws)
    assert outcome.status == "done" and outcome.iterations == 2
    retry_prompt = model.calls[4].messages[1].content
    assert "--- calc.py\ndef add(a, b):\n    pass" in retry_prompt  # named by the task
    assert "--- test_calc.py" in retry_prompt  # named by the failing test's finding
    assert "--- notes.md" not in retry_prompt


def test_zero_iterations_is_a_single_pass(ws: Path) -> None:
    model = ScriptedModel([PLAN, write("calc.py", GOOD), "v1", judge(2, 2, 2)])
    outcome, seen = run(model, ws, iterations=0)
    assert outcome.iterations == 1 and outcome.status == "below_threshold"
    assert not any(e.kind == events.REFINEMENT for e in seen)


def test_unreadable_judge_fails_closed(ws: Path) -> None:
    model = ScriptedModel([PLAN, write("calc.py", GOOD), write("test_calc.py", TESTS), "done",
                           "looks great!", "{not json", '{"scores": {"correctness": 99}}'])
    outcome, seen = run(model, ws, iterations=1)
    assert outcome.status != "done"
    assert outcome.stop_reason == "evaluation needs a human review"
    evaluation = next(e for e in seen if e.kind == events.EVALUATION).data
    assert evaluation["needs_human"] is True
    assert model.remaining == 0  # the judge was asked three times (two retries)


def test_unreadable_plan_fails_the_task_without_running_anything(ws: Path) -> None:
    model = ScriptedModel(["no", "still no", "nope"])
    outcome, _ = run(model, ws)
    assert outcome.status == "failed" and outcome.error_kind == "ModelOutputError"
    assert list(ws.iterdir()) == []


def test_token_budget_stops_a_call_while_it_streams(ws: Path) -> None:
    long_answer = "x" * 4000  # ~1000 tokens, streamed in 16-character pieces
    model = ScriptedModel([PLAN, long_answer])
    budget = Budget(max_tokens=400, max_cost_usd=100.0, max_time_s=600.0)
    outcome, _ = run(model, ws, budget=budget)
    assert outcome.status == "budget_exhausted"
    assert "token budget" in outcome.stop_reason
    assert budget.spent.output_tokens < 1000  # stopped mid-call, the call never completed


def test_time_budget_keeps_the_best_iteration(ws: Path) -> None:
    now = [0.0]
    budget = Budget(1_000_000, 100.0, max_time_s=100.0, clock=lambda: now[0])

    def slow_step(messages, kwargs):
        now[0] += 200.0  # the clock runs out during iteration 2's first call
        return write("calc.py", BAD)

    model = ScriptedModel([PLAN, write("calc.py", GOOD), "v1", judge(5, 5, 5), slow_step])
    outcome, _ = run(model, ws, budget=budget)
    assert outcome.status == "budget_exhausted" and "time budget" in outcome.stop_reason
    assert outcome.best_iteration == 1 and outcome.iterations == 2
    assert (ws / "calc.py").read_text() == GOOD


def test_a_failed_call_is_not_rerun_and_repeating_it_ends_the_iteration(ws: Path) -> None:
    (ws / "calc.py").write_text(GOOD)
    bad_edit = tool("edit_file", path="calc.py", old="return a * b", new="return a + b")
    model = ScriptedModel([PLAN, bad_edit, bad_edit, bad_edit, judge(9)])
    outcome, seen = run(model, ws, iterations=1)
    results = [e.data for e in seen if e.kind == events.TOOL_RESULT]
    assert len(results) == 3 and not any(r["ok"] for r in results)
    assert "closest text" in results[0]["output"] and "return a + b" in results[0]["output"]
    assert "already made exactly this call" in results[1]["output"]
    assert model.remaining == 0  # the third repeat ended the iteration; the judge ran
    assert outcome.iterations == 1


def test_an_iteration_that_changes_nothing_reuses_the_evaluation(ws: Path) -> None:
    model = ScriptedModel([PLAN, write("calc.py", GOOD), "v1", judge(5, 5, 5),
                           "nothing to change"])  # no second judge call is scripted
    outcome, seen = run(model, ws, iterations=3)
    evals = [e.data for e in seen if e.kind == events.EVALUATION]
    assert [e["cached"] for e in evals] == [False, True]
    assert outcome.stop_reason == "diminishing returns" and model.remaining == 0


def test_a_failed_command_may_run_again_after_a_file_changed(ws: Path) -> None:
    (ws / "calc.py").write_text(BAD)
    (ws / "test_calc.py").write_text(TESTS)
    pytest_cmd = tool("run_shell", command="python -m pytest -q")
    model = ScriptedModel([PLAN, pytest_cmd,
                           tool("edit_file", path="calc.py", old="a - b", new="a + b"),
                           pytest_cmd, "fixed", judge(9)])
    outcome, seen = run(model, ws, iterations=1)
    results = [e.data for e in seen if e.kind == events.TOOL_RESULT]
    assert [r["ok"] for r in results] == [False, True, True]
    assert outcome.status == "done"


def test_cost_budget_stops_a_call_while_it_streams(ws: Path) -> None:
    from openkoi.models.base import Capabilities

    pricey = Capabilities(input_price_per_mtok=0.0, output_price_per_mtok=100.0)
    model = ScriptedModel([PLAN, "y" * 8000], capabilities=pricey)  # 2,000 tokens = $0.20
    budget = Budget(max_tokens=10**9, max_cost_usd=0.05, max_time_s=600.0)
    outcome, seen = run(model, ws, budget=budget)
    assert any(e.kind == events.PLAN for e in seen)  # the cheap plan call went through
    assert outcome.status == "budget_exhausted" and "cost budget" in outcome.stop_reason
    assert budget.spent.cost_usd < 0.05  # the expensive call was cut before it finished



def test_a_rejected_plan_runs_nothing(ws: Path) -> None:
    model = ScriptedModel([PLAN, write("calc.py", GOOD), "done", judge(9)])
    bus = EventBus()
    engine = Engine(model=model, bus=bus, tool_output_dir=ws.parent / "tool-output",
                    budget=Budget(1_000_000, 100.0, 600.0))
    seen: list[object] = []

    async def gate(plan: object) -> bool:
        seen.append(plan)
        return False

    engine.plan_gate = gate
    outcome = asyncio.run(engine.run(TaskRequest("Write add(a, b) in calc.py", ws), "t1"))
    assert len(seen) == 1
    assert outcome.status == "interrupted" and outcome.stop_reason == "plan rejected"
    assert not (ws / "calc.py").exists() and outcome.iterations == 0
