"""Learnings end to end through the engine, driven by the scripted model: a mistake fixed in
task 1 is recalled into the prompts of a similar task 2 and not into an unrelated task 3."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from openkoi import events
from openkoi.config import Paths, Settings
from openkoi.engine.budget import Budget
from openkoi.engine.loop import Engine, TaskRequest
from openkoi.events import EventBus
from openkoi.memory.store import Store
from openkoi.memory.task_memory import open_task_memory
from openkoi.models.scripted import ScriptedModel, tool

PLAN = {"summary": "Write the function and its test", "steps": ["write code", "write tests"],
        "files": ["dates.py", "test_dates.py"], "tools": ["write_file"],
        "estimated_iterations": 1}
TESTS = ("from dates import parse_day\n\n\ndef test_parse_day():\n"
         "    assert parse_day('03/04/2024') == (3, 4, 2024)\n")
BAD = "def parse_day(s):\n    m, d, y = s.split('/')\n    return int(d), int(m), int(y)\n"
GOOD = "def parse_day(s):\n    d, m, y = s.split('/')\n    return int(d), int(m), int(y)\n"
TASK1 = "Write parse_day(s) in dates.py that parses DD/MM/YYYY dates, with a pytest test"
TASK2 = "Add a parse_day function to dates.py for DD/MM/YYYY date strings and test it"
TASK3 = "Write a short haiku about autumn leaves into poem.txt"
LESSON = "Parse DD/MM/YYYY as day first: do not swap day and month in parse_day."


def judge(n: int) -> dict:
    dims = ("correctness", "safety", "style", "clarity", "accuracy", "tone")
    return {"scores": {d: n for d in dims}, "findings": []}


def write(path: str, content: str):
    return tool("write_file", path=path, content=content)


@pytest.fixture
def home(tmp_path: Path) -> Paths:
    return Paths(tmp_path / "home", tmp_path / "home" / "config.toml", tmp_path / "data")


def run_task(paths: Paths, model: ScriptedModel, task: str, ws: Path, task_id: str,
             settings: Settings | None = None) -> tuple[object, list[events.Event]]:
    settings = settings or Settings()
    ws.mkdir(parents=True, exist_ok=True)
    store = Store.open(paths)
    try:
        bus = EventBus()
        seen: list[events.Event] = []
        bus.subscribe(seen.append)
        memory = open_task_memory(store.db, paths, settings, bus=bus, task_id=task_id)
        engine = Engine(model=model, bus=bus, tool_output_dir=ws.parent / "out",
                        budget=Budget(1_000_000, 100.0, 600.0), memory=memory)
        req = TaskRequest(task=task, workspace=ws, iterations=3, quality=0.8, max_steps=6,
                          shell_timeout_s=60)
        outcome = asyncio.run(engine.run(req, task_id))
        assert not bus.errors
        return outcome, seen
    finally:
        store.close()


def first_task(paths: Paths, tmp_path: Path, learn_reply: object) -> list[events.Event]:
    model = ScriptedModel([
        PLAN, write("dates.py", BAD), write("test_dates.py", TESTS), "done", judge(6),
        write("dates.py", GOOD), "fixed", judge(9), learn_reply])
    outcome, seen = run_task(paths, model, TASK1, tmp_path / "ws1", "t1")
    assert outcome.status == "done" and outcome.iterations == 2  # type: ignore[attr-defined]
    assert model.remaining == 0
    return seen


def test_a_fixed_mistake_is_recalled_for_a_similar_task_only(home: Paths,
                                                             tmp_path: Path) -> None:
    seen = first_task(home, tmp_path, {"learnings": [
        {"type": "failed", "text": LESSON, "confidence": 0.9}]})
    learned = [e for e in seen if e.kind == events.LEARNED]
    assert len(learned) == 1
    stored = learned[0].data["learnings"]
    texts = [s["text"] for s in stored]
    # the rule: the failing test of iteration 1, gone in iteration 2, is what worked
    assert any("test_parse_day" in t and "fixed by iteration 2" in t for t in texts)
    assert LESSON in texts and learned[0].data["model_asked"] is True
    assert learned[0].seq < [e for e in seen if e.kind == events.DONE][0].seq

    # task 2 (similar): the plan and the execute prompts carry the learnings
    model2 = ScriptedModel([PLAN, write("dates.py", GOOD), write("test_dates.py", TESTS),
                            "done", judge(9)])
    outcome2, seen2 = run_task(home, model2, TASK2, tmp_path / "ws2", "t2")
    assert outcome2.status == "done"  # type: ignore[attr-defined]
    plan_prompt = model2.calls[0].messages[-1].content
    exec_prompt = model2.calls[1].messages[-1].content
    for prompt in (plan_prompt, exec_prompt):
        assert "What earlier tasks taught" in prompt
        assert "do not swap day and month" in prompt
        assert "test_parse_day" in prompt
    recalled = [e for e in seen2 if e.kind == events.RECALLED]
    assert recalled and "do not swap day and month" in recalled[0].data["text"]
    # a clean first pass teaches nothing: no model call was made for learnings
    assert model2.remaining == 0 and not any(e.kind == events.LEARNED for e in seen2)

    # task 3 (unrelated): nothing recalled
    model3 = ScriptedModel([{**PLAN, "files": ["poem.txt"]}, write("poem.txt", "leaves\n"),
                            "done", judge(9)])
    run_task(home, model3, TASK3, tmp_path / "ws3", "t3")
    for call in model3.calls:
        text = "\n".join(m.content for m in call.messages)
        assert "What earlier tasks taught" not in text and "parse_day" not in text


def test_unreadable_model_lessons_keep_the_rule_learnings(home: Paths,
                                                          tmp_path: Path) -> None:
    bad = "I think the lesson is to be careful."  # not JSON, three times (retries)
    model = ScriptedModel([
        PLAN, write("dates.py", BAD), write("test_dates.py", TESTS), "done", judge(6),
        write("dates.py", GOOD), "fixed", judge(9), bad, bad, bad])
    outcome, seen = run_task(home, model, TASK1, tmp_path / "ws1", "t1")
    assert outcome.status == "done"  # type: ignore[attr-defined]
    learned = [e for e in seen if e.kind == events.LEARNED][0].data
    assert learned["learnings"] and all(s["origin"] == "rule" for s in learned["learnings"])
    assert any("could not be read" in e.data["message"] for e in seen
               if e.kind == events.NOTICE)


def test_the_same_failure_twice_reinforces_instead_of_duplicating(home: Paths,
                                                                  tmp_path: Path) -> None:
    reply = {"learnings": [{"type": "failed", "text": LESSON, "confidence": 0.6}]}
    first_task(home, tmp_path / "a", reply)
    seen = first_task(home, tmp_path / "b", reply)
    learned = [e for e in seen if e.kind == events.LEARNED][0].data
    assert learned["new"] == 0 and learned["reinforced"] == len(learned["learnings"]) >= 2
    assert all(s["evidence"] == 2 for s in learned["learnings"])
    store = Store.open(home)
    try:
        rows = store.db.query("SELECT text, evidence, confidence FROM learnings")
        assert len(rows) == len(learned["learnings"])
        lesson = [r for r in rows if r["text"] == LESSON][0]
        assert lesson["confidence"] > 0.6
    finally:
        store.close()


def test_memory_off_recalls_and_learns_nothing(home: Paths, tmp_path: Path) -> None:
    first_task(home, tmp_path, {"learnings": []})
    off = Settings()
    off.memory.enabled = False
    model = ScriptedModel([PLAN, write("dates.py", BAD), write("test_dates.py", TESTS),
                           "done", judge(6), write("dates.py", GOOD), "fixed", judge(9)])
    _, seen = run_task(home, model, TASK2, tmp_path / "ws2", "t2", settings=off)
    assert not any(e.kind in (events.RECALLED, events.LEARNED) for e in seen)
    assert all("What earlier tasks taught" not in c.messages[-1].content for c in model.calls)
    assert model.remaining == 0  # and no learn call was made
