"""Each role on its own model: executor, planner, evaluator (the judge) and small (what the
task taught, the Parliament's vote). Every role gets a scripted model of its own, so the
test sees which model each call went to; a call to the wrong one fails the script."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from openkoi.engine.budget import Budget
from openkoi.engine.loop import Engine, TaskRequest
from openkoi.events import EventBus
from openkoi.models.scripted import ScriptedModel, tool

PLAN = {"summary": "Write add() and its tests", "steps": ["write calc.py", "write tests"],
        "files": ["calc.py", "test_calc.py"], "tools": ["write_file"],
        "estimated_iterations": 1}
GOOD = "def add(a, b):\n    return a + b\n"
TESTS = "from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n"
JUDGE = {"scores": {"correctness": 9, "safety": 10, "style": 10}, "findings": []}


class Learner:
    """A TaskMemory stand-in: recalls nothing, and asks the caller it is given to learn."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    def recall(self, task: str, workspace: Path) -> str:
        return ""

    async def learn(self, req: Any, outcome: Any, history: Any, caller: Any) -> None:
        answer = await caller.call([], purpose="learn")
        self.asked.append(f"{caller.model.id}: {answer.text}")


def scripted(name: str, replies: list[Any]) -> ScriptedModel:
    model = ScriptedModel(replies)
    model.id = f"scripted/{name}"
    return model


def test_each_role_calls_its_own_model(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    executor = scripted("executor", [tool("write_file", path="calc.py", content=GOOD),
                                     tool("write_file", path="test_calc.py", content=TESTS),
                                     "Wrote calc.py and its test."])
    planner = scripted("planner", [PLAN])
    judge = scripted("judge", [JUDGE])
    small = scripted("small", ["tests first"])
    memory = Learner()
    engine = Engine(model=executor, planner_model=planner, judge_model=judge, small_model=small,
                    bus=EventBus(), tool_output_dir=tmp_path / "out", memory=memory,  # type: ignore[arg-type]
                    budget=Budget(1_000_000, 100.0, 600.0))
    req = TaskRequest(task="Write add(a, b) in calc.py with a pytest test", workspace=ws,
                      iterations=1, quality=0.8, max_steps=6, shell_timeout_s=60)
    outcome = asyncio.run(engine.run(req, "t1"))
    assert outcome.status == "done"
    for model in (executor, planner, judge, small):
        assert model.remaining == 0, model.id  # each answered exactly its own calls
    assert len(planner.calls) == 1 and "calc.py" in planner.calls[0].messages[-1].content
    assert len(judge.calls) == 1 and "+def add(a, b):" in judge.calls[0].messages[-1].content
    assert memory.asked == ["scripted/small: tests first"]


def test_without_roles_the_executor_does_everything(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    executor = scripted("executor", [PLAN, tool("write_file", path="calc.py", content=GOOD),
                                     tool("write_file", path="test_calc.py", content=TESTS),
                                     "done", JUDGE, "a lesson"])
    memory = Learner()
    engine = Engine(model=executor, bus=EventBus(), tool_output_dir=tmp_path / "out",
                    memory=memory, budget=Budget(1_000_000, 100.0, 600.0))  # type: ignore[arg-type]
    req = TaskRequest(task="Write add(a, b) in calc.py with a pytest test", workspace=ws,
                      iterations=1, quality=0.8, max_steps=6, shell_timeout_s=60)
    assert asyncio.run(engine.run(req, "t1")).status == "done"
    assert executor.remaining == 0 and memory.asked == ["scripted/executor: a lesson"]


def role_config(home: Path) -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text(
        'model = "big/exec"\n'
        '[providers.big]\nbase_url = "http://127.0.0.1:9/v1"\nmodels = ["exec", "mini"]\n'
        'small_model = "mini"\n'
        '[providers.other]\nbase_url = "http://127.0.0.1:9/v1"\nmodels = ["plan", "judge"]\n'
        '[roles]\nplanner = "other/plan"\nevaluator = "other/judge"\n')


def test_resolve_roles_builds_each_role_and_shares_equal_ones(tmp_path: Path) -> None:
    from openkoi.config import Paths, load_settings
    from openkoi.models.registry import resolve_roles

    role_config(tmp_path / "home")
    paths = Paths.from_env({"OPENKOI_HOME": str(tmp_path / "home")})
    settings = load_settings(paths)
    roles = resolve_roles(settings, paths)
    assert roles.executor.id == "big/exec"
    assert roles.planner is not None and roles.planner.id == "other/plan"
    assert roles.evaluator is not None and roles.evaluator.id == "other/judge"
    assert roles.small is not None and roles.small.id == "big/mini"  # the provider's small
    assert len(roles.distinct()) == 4
    settings.roles["small"] = "other/plan"  # the same model as the planner: built once
    shared = resolve_roles(settings, paths)
    assert shared.small is shared.planner and len(shared.distinct()) == 3
    # -m beats roles.executor; roles.executor is used when no model is set
    settings.roles["executor"] = "other/judge"
    assert resolve_roles(settings, paths).executor.id == "big/exec"
    settings.model = None
    assert resolve_roles(settings, paths).executor.id == "other/judge"


def test_the_parliament_votes_on_the_small_model(tmp_path: Path,
                                                  monkeypatch: Any) -> None:
    from openkoi import deliberate, runner
    from openkoi.config import Paths
    from openkoi.context import Context

    role_config(tmp_path / "home")
    ws = tmp_path / "ws"
    ws.mkdir()
    monkeypatch.setenv("OPENKOI_NO_PROBE", "1")
    app = Context(Paths.from_env({"OPENKOI_HOME": str(tmp_path / "home")}), ws)
    seen: list[str] = []

    class Stop(Exception):
        pass

    async def decide(caller: Any, *args: Any, **kw: Any) -> Any:
        seen.append(caller.model.id)
        raise Stop

    monkeypatch.setattr(deliberate, "decide", decide)
    started = runner.start(app, runner.TaskOptions("add a docstring to util.py", think=True))
    try:
        assert (started.model.id, started.planner.id, started.judge.id, started.small.id) == (
            "big/exec", "other/plan", "other/judge", "big/mini")
        with pytest.raises(Stop):  # the vote was asked of the small model
            asyncio.run(runner.run(started, app))
        assert seen == ["big/mini"]
    finally:
        started.store.close()
