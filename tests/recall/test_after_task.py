"""Never wait for bookkeeping: the result comes as soon as the loop has decided; learning runs
after it (the engine hands it over as a job), bounded by [memory] learn_wait_s where a user
waits (the command line), and what it cannot finish in time is skipped and recorded so."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import time
from pathlib import Path

from cli_support import openkoi, setup_home, text, write
from fake_servers import FakeServer, Reply
from test_recall_engine import BAD, GOOD, PLAN, TASK1, TESTS, judge

from openkoi import events
from openkoi.config import Paths, Settings
from openkoi.engine.budget import Budget
from openkoi.engine.loop import Engine, TaskRequest
from openkoi.events import EventBus
from openkoi.memory.store import Store
from openkoi.memory.task_memory import open_task_memory
from openkoi.models.scripted import ScriptedModel, tool

LESSON = {"learnings": [{"type": "failed", "text": "Parse DD/MM/YYYY day first.",
                         "confidence": 0.8}]}


def script(learn: object | None) -> ScriptedModel:
    replies: list[object] = [
        PLAN, tool("write_file", path="dates.py", content=BAD),
        tool("write_file", path="test_dates.py", content=TESTS), "done", judge(6),
        tool("write_file", path="dates.py", content=GOOD), "fixed", judge(9)]
    return ScriptedModel(replies + ([learn] if learn is not None else []))


def engine_run(paths: Paths, model: ScriptedModel, ws: Path, *, quick: bool = False
               ) -> tuple[list[events.Event], list, Store]:
    ws.mkdir(parents=True)
    store = Store.open(paths)
    bus = EventBus()
    seen: list[events.Event] = []
    bus.subscribe(seen.append)
    jobs: list = []
    memory = open_task_memory(store.db, paths, Settings(), bus=bus, task_id="t1", quick=quick)
    engine = Engine(model=model, bus=bus, tool_output_dir=ws.parent / "out",
                    budget=Budget(1_000_000, 100.0, 600.0), memory=memory, defer=jobs.append)
    req = TaskRequest(task=TASK1, workspace=ws, iterations=3, quality=0.8, max_steps=6,
                      shell_timeout_s=60)
    outcome = asyncio.run(engine.run(req, "t1"))
    assert outcome.status == "done"
    return seen, jobs, store


def test_the_outcome_comes_before_learning_which_is_handed_over(tmp_path: Path) -> None:
    paths = Paths(tmp_path / "home", tmp_path / "home" / "config.toml", tmp_path / "data")
    model = script(LESSON)
    seen, jobs, store = engine_run(paths, model, tmp_path / "ws")
    try:
        kinds = [e.kind for e in seen]
        assert kinds[-1] == events.DONE and events.LEARNED not in kinds
        assert model.remaining == 1 and len(jobs) == 1  # the learn call has not been made
        asyncio.run(jobs[0]())
        assert model.remaining == 0
        learned = [e for e in seen if e.kind == events.LEARNED]
        assert len(learned) == 1 and learned[0].data["model_asked"]
        assert [e.kind for e in seen].index(events.DONE) < [e.kind for e in seen].index(
            events.LEARNED)
    finally:
        store.close()


def test_quick_learning_skips_the_embedded_models_lessons_and_says_so(tmp_path: Path) -> None:
    paths = Paths(tmp_path / "home", tmp_path / "home" / "config.toml", tmp_path / "data")
    model = script(None)  # no reply for a learn call: asking would fail the script
    seen, jobs, store = engine_run(paths, model, tmp_path / "ws", quick=True)
    try:
        # the learning job asks the task's model: make it an embedded one (the engine's
        # attempts differ on those, which is not what this test is about)
        model.capabilities = dataclasses.replace(model.capabilities, local=True)
        asyncio.run(jobs[0]())
        learned = [e for e in seen if e.kind == events.LEARNED]
        assert len(learned) == 1
        assert not learned[0].data["model_asked"] and "embedded model" in learned[0].data[
            "skipped"]
        assert learned[0].data["learnings"]  # the rule-based learnings are kept
    finally:
        store.close()


def test_the_cli_shows_the_result_and_exits_without_waiting_for_a_slow_learn_call(
        tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    slow_lesson = text(LESSON)
    slow_lesson = Reply(sse=slow_lesson.sse, delay=600.0)  # the provider hangs on this one
    with FakeServer(text(PLAN), write("c1", "dates.py", BAD),
                    write("c2", "test_dates.py", TESTS), text("done"), text(judge(6)),
                    write("c3", "dates.py", GOOD), text("fixed"), text(judge(9)),
                    slow_lesson) as srv:
        env = setup_home(tmp_path, srv.url)
        config = Path(env["OPENKOI_HOME"]) / "config.toml"
        config.write_text(config.read_text() + "\n[memory]\nlearn_wait_s = 2\n")
        began = time.monotonic()
        done = openkoi(["-m", "fake/scripted", "--json", TASK1], env, ws)
        took = time.monotonic() - began
        assert done.returncode == 0, done.stderr
        # the learn call was made and abandoned (or, on a busy machine, the 2 s ran out
        # while the rule learnings were stored, before it)
        assert len(srv.requests) in (8, 9)
    assert took < 115  # not the 600 s the learn reply takes (a bound, not a speed claim)
    assert json.loads(done.stdout)["status"] == "done"
    err = done.stderr
    assert "learning skipped" in err and "Traceback" not in err
    assert err.index("✓ Done") < err.index("learning skipped")  # the result line came first


def test_learn_wait_s_is_checked(tmp_path: Path) -> None:
    env = setup_home(tmp_path, "http://127.0.0.1:9")
    config = Path(env["OPENKOI_HOME"]) / "config.toml"
    config.write_text("[memory]\nlearn_wait_s = -1\n")
    done = openkoi(["learnings", "recall", "anything"], env, tmp_path)
    assert done.returncode == 3 and "learn_wait_s" in done.stderr
    config.write_text("[memory]\nlearn_wait_s = true\n")
    done = openkoi(["learnings", "recall", "anything"], env, tmp_path)
    assert done.returncode == 3 and "learn_wait_s" in done.stderr
    assert "Traceback" not in done.stderr


class _Store:
    def __init__(self, log: list[str]) -> None:
        self.log = log

    def finish_task(self, task_id: str, outcome: object) -> None:
        self.log.append("recorded")

    def mark_interrupted(self, task_id: str, reason: str) -> None:
        self.log.append("interrupted")


def _started(log: list[str], wait: float | None) -> object:
    from openkoi import runner

    bus = EventBus()
    bus.subscribe(lambda e: log.append(e.kind + ":" + str(e.data.get("skipped", ""))[:16]))
    return runner.Started("t", "", Settings(), None, None, _Store(log), "s1", "t1", bus,
                          Budget(1000, 1.0, 60.0), owns_models=False, after_wait_s=wait)


def test_execute_shows_the_outcome_before_the_after_task_jobs_run() -> None:
    from openkoi import runner
    from openkoi.records import TaskOutcome

    log: list[str] = []
    started = _started(log, None)  # a server: the jobs run to their end

    async def body() -> TaskOutcome:
        async def job() -> None:
            await asyncio.sleep(0.2)
            log.append("learned")
        started.afterwork.append(job)  # type: ignore[attr-defined]
        return TaskOutcome(status="done")

    outcome = asyncio.run(runner.execute(started, body,  # type: ignore[arg-type]
                                         shown=lambda o: log.append("shown")))
    assert outcome.status == "done"
    assert log == ["recorded", "shown", "learned"]


def test_after_task_jobs_past_the_wait_are_cancelled_and_recorded_as_skipped() -> None:
    from openkoi import runner
    from openkoi.records import TaskOutcome

    log: list[str] = []
    started = _started(log, 0.3)
    cancelled: list[bool] = []

    async def body() -> TaskOutcome:
        async def job() -> None:
            try:
                await asyncio.sleep(30)
            except asyncio.CancelledError:
                cancelled.append(True)
                raise
        started.afterwork.append(job)  # type: ignore[attr-defined]
        return TaskOutcome(status="done")

    began = time.monotonic()
    asyncio.run(runner.execute(started, body, shown=lambda o: log.append("shown")))  # type: ignore[arg-type]
    assert time.monotonic() - began < 20 and cancelled == [True]
    assert log[:2] == ["recorded", "shown"] and log[2].startswith("learned:learning skipped")
