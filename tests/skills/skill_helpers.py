"""Shared helpers for the skills tests: temp paths, SKILL.md writing, a recorded task."""

from __future__ import annotations

from pathlib import Path

from openkoi import records
from openkoi.config import Paths
from openkoi.memory.store import Store


def make_paths(tmp_path: Path) -> Paths:
    home = tmp_path / "home"
    return Paths(home=home, config_file=home / "config.toml", data=tmp_path / "data")


def write_skill(root: Path, name: str, description: str, body: str = "Do it well.", *,
                kind: str = "task", extra: str = "") -> Path:
    folder = root / name
    folder.mkdir(parents=True, exist_ok=True)
    md = folder / "SKILL.md"
    md.write_text(f"---\nname: {name}\nkind: {kind}\ndescription: {description}\n{extra}---\n"
                  f"{body}\n", encoding="utf-8")
    return md


def finished_task(store: Store, text: str, score: float, status: str = "done") -> str:
    session = store.create_session("task", title=text)
    task_id = store.create_task(session, text, model="scripted/fake")
    store.finish_task(task_id, records.TaskOutcome(status=status, score=score, iterations=1))
    return task_id
