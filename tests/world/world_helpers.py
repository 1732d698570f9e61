"""Record tasks through the real Store API the way the engine does, for world-model tests."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from openkoi import events, records
from openkoi.config import Paths
from openkoi.events import EventBus
from openkoi.memory.store import Store

Step = tuple[str, dict[str, Any], bool, str]  # tool, arguments, ok, output


def paths_in(tmp_path: Path) -> Paths:
    """The Paths the CLI uses with OPENKOI_HOME=<tmp>/home (see cli_support.setup_home)."""
    home = tmp_path / "home"
    return Paths(home=home, config_file=home / "config.toml", data=home / "data")


def record_task(store: Store, text: str, steps: list[Step], *, status: str = "done",
                score: float = 0.9, files: list[str] | None = None,
                dimensions: dict[str, float] | None = None,
                parliament: dict[str, Any] | None = None, iterations: int = 1,
                stop_reason: str = "quality threshold met",
                options: dict[str, Any] | None = None) -> str:
    session = store.create_session("task", title=text)
    task_id = store.create_task(session, text, model="scripted/fake", workspace="/tmp/ws",
                                options=options or {"iterations": 3, "quality": 0.8})
    bus = EventBus()
    bus.subscribe(store.recorder(task_id))
    if parliament is not None:
        bus.emit(task_id, events.PARLIAMENT, parliament)
    for i, (tool, args, ok, output) in enumerate(steps, 1):
        bus.emit(task_id, events.TOOL_CALL, records.ToolCall(id=f"c{i}", name=tool,
                                                             arguments=args).to_dict())
        bus.emit(task_id, events.TOOL_RESULT, records.ToolResult(
            call_id=f"c{i}", name=tool, output=output, ok=ok, duration_s=0.1).to_dict())
    if dimensions is not None:
        bus.emit(task_id, events.EVALUATION, records.Evaluation(
            score=score, dimensions=dimensions, evidence={"evaluator": "code-review"}))
    assert bus.errors == []
    store.finish_task(task_id, records.TaskOutcome(
        status=status, score=score, iterations=iterations, best_iteration=1,
        files_changed=files or [], stop_reason=stop_reason))
    return task_id
