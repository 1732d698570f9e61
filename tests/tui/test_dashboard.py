"""The Textual dashboard, driven by Textual's pilot against a real store in a temp dir."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import DataTable, Static
from tui_helpers import Task

from openkoi import events
from openkoi.config import Paths
from openkoi.memory.store import Store
from openkoi.tui.app import Dashboard, TaskDetail


def cells(app: Dashboard, table_id: str) -> list[list[str]]:
    table = app.query_one(f"#{table_id}", DataTable)
    return [[str(c) for c in table.get_row_at(i)] for i in range(table.row_count)]


def live(app: Dashboard) -> str:
    return str(app.query_one("#live-text", Static).content)


def drive(store: Store, paths: Paths, body: Callable[[Dashboard, Pilot[None]], Awaitable[None]],
          *, interval: float = 0.1, workspace: Path | None = None) -> None:
    async def main() -> None:
        app = Dashboard(store, paths, workspace, interval=interval)
        async with app.run_test(size=(180, 50)) as pilot:
            await pilot.pause()
            await body(app, pilot)

    asyncio.run(main())


async def wait_for(pilot: Pilot[None], check: Callable[[], bool], timeout: float = 5.0) -> None:
    for _ in range(int(timeout / 0.05)):
        if check():
            return
        await pilot.pause(0.05)
    assert check()


def finished_tasks(store: Store) -> tuple[Task, Task]:
    good = Task(store, "Write add() in calc.py with a test")
    good.plan("write calc.py")
    good.tool(1, "write_file", "calc.py")
    good.cost(1200, 300, 0.25)
    good.iteration(1, 0.93)
    good.finish("done", 0.93, answer="Wrote calc.py with add().")
    low = Task(store, "Refactor the parser", model="other/big")
    low.cost(5000, 800, 1.5)
    low.iteration(1, 0.41, finding="the tokenizer drops the last token")
    low.finish("below_threshold", 0.41)
    return good, low


def test_tasks_costs_skills_and_config_are_shown(app_store: Store, store: Store, paths: Paths,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    paths.config_file.write_text("iterations = 5\n[budget]\nmax_cost_usd = 3.0\n"
                                 "[memory]\nmodel_learnings = false\n")
    monkeypatch.setenv("OPENKOI_MODEL", "fake/scripted")
    good, low = finished_tasks(store)

    async def body(app: Dashboard, pilot: Pilot[None]) -> None:
        tasks = cells(app, "tasks")
        assert [r[0] for r in tasks] == [low.id, good.id]  # newest first
        assert tasks[0][1:4] == ["below_threshold", "0.41", "1"]
        assert tasks[1][1:3] == ["done", "0.93"] and "Write add()" in tasks[1][6]
        costs = cells(app, "costs")
        today = costs[0]
        assert today[:3] == ["today", "all models", "2"] and today[3] == "6,200"
        assert today[5] == "$1.75"
        per_model = {r[1]: r for r in costs[1:3]}
        assert per_model["other/big"][5] == "$1.50"
        assert per_model["fake/scripted"][3:5] == ["1,200", "300"]
        assert costs[3][0] == "7 days"
        skills = {r[0]: r for r in cells(app, "skills")}
        assert skills["code-review"][1] == "evaluator" and "write_file" in skills
        config = {r[0]: r for r in cells(app, "config")}
        assert config["iterations"][1:] == ["5", str(paths.config_file)]
        assert config["quality"][1:] == ["0.8", "default"]
        assert config["budget.max_cost_usd"][1:] == ["3.0", str(paths.config_file)]
        assert config["memory.model_learnings"][1:] == ["False", str(paths.config_file)]
        assert config["memory.recall_tokens"][2] == "default"
        assert config["model"][1:] == ["fake/scripted", "OPENKOI_MODEL"]
        assert cells(app, "learnings")[0][0].startswith("none yet")
        assert "last task (below_threshold)" in live(app)

    drive(app_store, paths, body)


def test_live_pane_follows_a_running_task_as_events_arrive(app_store: Store, store: Store,
                                                          paths: Paths) -> None:
    finished_tasks(store)
    task = Task(store, "Add a greeting to app.py")
    task.plan("edit app.py then test")

    async def body(app: Dashboard, pilot: Pilot[None]) -> None:
        await wait_for(pilot, lambda: "running: Add a greeting" in live(app))
        assert "phase: executing" in live(app) and "plan: edit app.py then test" in live(app)
        assert "iteration 1" in live(app)
        assert cells(app, "tasks")[0][:2] == [task.id, "running"]

        task.tool(1, "write_file", "app.py")
        task.tool(1, "edit_file", "app.py", ok=False)
        task.cost(700, 90, 0.05)
        await wait_for(pilot, lambda: "✗ edit_file app.py" in live(app))
        text = live(app)
        assert "phase: executing" in text and "✓ write_file app.py" in text
        assert "tokens 700 in / 90 out" in text and "$0.0500" in text

        # the costs pane follows too
        await wait_for(pilot, lambda: cells(app, "costs")[0][5] == "$1.80")
        assert cells(app, "costs")[0][2] == "3"

        task.iteration(1, 0.62)
        await wait_for(pilot, lambda: "score 0.62" in live(app))
        assert "iteration 1" in live(app)

        task.emit(events.REFINEMENT, {"iteration": 2, "feedback": "handle names"})
        task.tool(2, "write_file", "app.py")
        task.iteration(2, 0.91)
        await wait_for(pilot, lambda: "iteration 2" in live(app) and "best 0.91" in live(app))

        task.finish("done", 0.91)
        await wait_for(pilot, lambda: cells(app, "tasks")[0][1] == "done")
        assert "phase: finished  (done)" in live(app)
        assert "last task (done)" in live(app)

    drive(app_store, paths, body)


def test_enter_shows_a_tasks_details_and_escape_closes_them(app_store: Store, store: Store,
                                                           paths: Paths) -> None:
    good, low = finished_tasks(store)

    async def body(app: Dashboard, pilot: Pilot[None]) -> None:
        assert app.focused is not None and app.focused.id == "tasks"
        await pilot.press("enter")  # the cursor is on the newest task: low
        await wait_for(pilot, lambda: isinstance(app.screen, TaskDetail))
        text = str(app.screen.query_one("#detail-text", Static).content)
        assert low.id in text and "below_threshold" in text and "other/big" in text
        assert "[major] correctness: the tokenizer drops the last token (app.py:3)" in text
        assert "iteration 1: score 0.41" in text and "[EVAL]" in text
        await pilot.press("escape")
        await wait_for(pilot, lambda: not isinstance(app.screen, TaskDetail))
        await pilot.press("down", "enter")
        await wait_for(pilot, lambda: isinstance(app.screen, TaskDetail))
        text = str(app.screen.query_one("#detail-text", Static).content)
        assert good.id in text and "Wrote calc.py with add()." in text
        assert "[EXEC] write_file calc.py" in text

    drive(app_store, paths, body)


def test_tab_moves_between_panes_r_refreshes_q_quits(app_store: Store, store: Store,
                                                     paths: Paths) -> None:
    async def body(app: Dashboard, pilot: Pilot[None]) -> None:
        assert "no tasks yet" in live(app) and cells(app, "tasks") == []
        order = []
        for _ in range(5):
            await pilot.press("tab")
            assert app.focused is not None
            order.append(app.focused.id)
        assert order == ["live", "costs", "learnings", "skills", "config"]
        await pilot.press("shift+tab")
        assert app.focused is not None and app.focused.id == "skills"

        t = Task(store, "A task the slow poll has not seen")  # polls every 60 s here
        await pilot.pause(0.2)
        assert cells(app, "tasks") == []
        await pilot.press("r")
        await wait_for(pilot, lambda: [r[0] for r in cells(app, "tasks")] == [t.id])
        await pilot.press("q")
        await wait_for(pilot, lambda: not app.is_running)

    drive(app_store, paths, body, interval=60)


def test_learnings_and_user_skills_are_shown(app_store: Store, store: Store,
                                             paths: Paths) -> None:
    from openkoi.memory.embeddings import HashedEmbedder
    from openkoi.memory.learnings import Candidate, LearningMemory

    task = Task(store, "Fix the date parser")
    task.finish("done", 0.9)
    memory = LearningMemory(store.db, HashedEmbedder())
    memory.add([Candidate("worked", "parse ISO dates with datetime.fromisoformat", 0.8),
                Candidate("failed", "the judge wanted docstrings on public functions", 0.6)],
               task="Fix the date parser", source_task=task.id)
    skill = paths.home / "skills" / "user" / "house-style"
    skill.mkdir(parents=True)
    (skill / "SKILL.md").write_text("---\nname: house-style\ndescription: Our naming rules"
                                    "\n---\nUse snake_case.\n")

    async def body(app: Dashboard, pilot: Pilot[None]) -> None:
        rows = {r[1]: r for r in cells(app, "learnings")}
        assert rows["parse ISO dates with datetime.fromisoformat"][0] == "worked"
        assert rows["parse ISO dates with datetime.fromisoformat"][2:] == ["0.80", "1x", "0x"]
        assert rows["the judge wanted docstrings on public functions"][0] == "failed"
        skills = {r[0]: r for r in cells(app, "skills")}
        assert skills["house-style"][1:] == ["task", "user", "Our naming rules"]

        memory.add([Candidate("insight", "small steps keep the tests green", 0.7)],
                   task="Refactor the parser")
        await wait_for(pilot, lambda: "small steps keep the tests green"
                       in [r[1] for r in cells(app, "learnings")])

    drive(app_store, paths, body)


def test_deleted_tasks_leave_the_tasks_and_costs_panes(app_store: Store, store: Store,
                                                       paths: Paths) -> None:
    good, low = finished_tasks(store)

    async def body(app: Dashboard, pilot: Pilot[None]) -> None:
        assert cells(app, "costs")[0][5] == "$1.75"
        store.delete_session(store.get_task(low.id).session_id)
        await wait_for(pilot, lambda: [r[0] for r in cells(app, "tasks")] == [good.id])
        assert cells(app, "costs")[0][5] == "$0.2500"
        assert [r[1] for r in cells(app, "costs")[1:2]] == ["fake/scripted"]

    drive(app_store, paths, body)


def test_integrations_pane_shows_deliveries_failures_and_new_tries(
        app_store: Store, store: Store, paths: Paths) -> None:
    from openkoi.webhooks import DeliveryLog

    paths.config_file.write_text('[integrations.slack]\nchannel = "#ops"\n'
                                 '[integrations.teams]\nenabled = false\n')
    log = DeliveryLog(store.db)

    def tried(url: str, ok: bool, error: str = "", attempt: int = 1) -> None:
        log.record_delivery(message_id="m", url=url, event="task.complete", task_id="t1",
                            attempt=attempt, status=None if ok else 401, ok=ok, error=error)

    tried("slack:#ops", True)
    tried("slack:#ops", False, "Slack refused the message: invalid_auth (HTTP 200)")
    tried("github:me/app", False, "skipped: the task names no issue of me/app", attempt=0)

    async def body(app: Dashboard, pilot: Pilot[None]) -> None:
        rows = {r[0]: r for r in cells(app, "integrations")}
        assert rows["slack"][1:5] == ["enabled", "1", "1", "0"]
        assert "invalid_auth" in rows["slack"][5]
        assert rows["teams"][1] == "disabled"
        assert rows["github"][1:5] == ["not set up", "0", "0", "1"]  # tried before, not now
        assert "discord" not in rows  # neither set up nor tried
        tried("teams:teams webhook", False, "Teams is unreachable: ConnectError")
        await wait_for(pilot, lambda: any(
            r[0] == "teams" and r[3] == "1" for r in cells(app, "integrations")))

    drive(app_store, paths, body)


def test_integrations_pane_says_how_to_set_one_up(app_store: Store, paths: Paths) -> None:
    async def body(app: Dashboard, pilot: Pilot[None]) -> None:
        (row,) = cells(app, "integrations")
        assert row[0] == "none" and "[integrations.NAME]" in row[5]

    drive(app_store, paths, body)
