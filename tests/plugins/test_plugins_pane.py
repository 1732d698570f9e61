"""The dashboard's Plugins pane: name, kind, source, tools/hooks, calls, failures, last error
(Textual's pilot against a real store)."""

from __future__ import annotations

import asyncio
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.widgets import DataTable

from openkoi import events, plugins
from openkoi.config import Paths
from openkoi.events import EventBus
from openkoi.memory.store import Store
from openkoi.records import ToolResult
from openkoi.tools.ext import manifest
from openkoi.tui.app import Dashboard

EXAMPLE = Path(manifest.__file__).parent / "examples" / "wordcount"


@pytest.fixture
def paths(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Paths]:
    home = tmp_path / "home"
    shutil.copytree(EXAMPLE, home / "plugins" / "wordcount")
    broken = home / "plugins" / "broken"
    broken.mkdir()
    (broken / "plugin.toml").write_text('name = "broken"\nscript = "gone.lua"\n')
    monkeypatch.setenv("OPENKOI_HOME", str(home))
    monkeypatch.delenv("OPENKOI_NO_PLUGINS", raising=False)
    plugins.reset()
    yield Paths(home=home, config_file=home / "config.toml", data=home / "data")
    plugins.reset()


def test_the_plugins_pane_shows_calls_failures_and_the_last_error(paths: Paths) -> None:
    store = Store.open(paths)
    session = store.create_session("task", title="count")
    task_id = store.create_task(session, "count", model="fake/scripted", workspace="/tmp/ws")
    bus = EventBus()
    bus.subscribe(store.recorder(task_id, min_interval_s=0))
    bus.emit(task_id, events.TOOL_RESULT, ToolResult("c1", "word_count", "lines=1", ok=True))
    bus.emit(task_id, events.TOOL_RESULT, ToolResult(
        "c2", "word_count", "error: plugin wordcount: word_count ran out of fuel", ok=False))

    async def main() -> list[list[str]]:
        app = Dashboard(store, paths, None, interval=0.1)
        async with app.run_test(size=(180, 50)) as pilot:
            await pilot.pause()
            table = app.query_one("#plugins", DataTable)
            return [[str(c) for c in table.get_row_at(i)] for i in range(table.row_count)]

    try:
        rows = {r[0]: r for r in asyncio.run(main())}
    finally:
        store.close()
    name, kind, provides, calls, failures, last_error, source = rows["wordcount"]
    assert (kind, provides, calls, failures) == ("wasm", "tools: word_count", "2", "1")
    assert "ran out of fuel" in last_error and source.endswith("wordcount")
    broken = rows["broken"]
    assert broken[1] == "unknown (not loaded)" and "gone.lua is missing" in broken[5]
