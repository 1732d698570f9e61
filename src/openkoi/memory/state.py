"""Plain state files under ``Paths.state`` that users (and `status --live`) can read.

``last-task.json``: the current or most recent task (id, description, status, iteration,
score, cost, updated_at), replaced atomically so a reader never sees half a file.
``task-history.jsonl``: one JSON line per finished task; when it grows past ``max_bytes``
it becomes ``task-history.1.jsonl`` (older ones shift to .2, .3; the oldest is dropped).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from openkoi.errors import StorageError
from openkoi.fsio import atomic_append, atomic_write
from openkoi.redact import redact_obj

LAST_TASK = "last-task.json"
HISTORY = "task-history.jsonl"
HISTORY_MAX_BYTES = 1_000_000
HISTORY_KEEP = 3


def write_last_task(state_dir: Path, data: dict[str, Any]) -> None:
    path = state_dir / LAST_TASK
    try:
        atomic_write(path, json.dumps(redact_obj(data), indent=2, default=str) + "\n")
    except OSError as exc:
        raise StorageError(f"cannot write {path}: {exc.strerror or exc}",
                           hint="check the permissions of the state directory") from exc


def read_last_task(state_dir: Path) -> dict[str, Any] | None:
    """The last-task record, or None when there is none (or it is unreadable)."""
    path = state_dir / LAST_TASK
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def history_files(state_dir: Path, keep: int = HISTORY_KEEP) -> list[Path]:
    """The current history file and its rotated generations, newest first (existing only)."""
    names = [HISTORY] + [f"task-history.{n}.jsonl" for n in range(1, keep + 1)]
    return [state_dir / n for n in names if (state_dir / n).exists()]


def append_history(state_dir: Path, entry: dict[str, Any], *,
                   max_bytes: int = HISTORY_MAX_BYTES, keep: int = HISTORY_KEEP) -> None:
    path = state_dir / HISTORY
    line = json.dumps(redact_obj(entry), default=str, separators=(",", ":")) + "\n"
    try:
        state_dir.mkdir(parents=True, exist_ok=True)
        if path.exists() and path.stat().st_size + len(line.encode()) > max_bytes:
            _rotate(state_dir, keep)
        atomic_append(path, line)
    except OSError as exc:
        raise StorageError(f"cannot append to {path}: {exc.strerror or exc}",
                           hint="check the permissions of the state directory") from exc


def _rotate(state_dir: Path, keep: int) -> None:
    def gen(n: int) -> Path:
        return state_dir / (HISTORY if n == 0 else f"task-history.{n}.jsonl")

    gen(keep).unlink(missing_ok=True)
    for n in range(keep - 1, -1, -1):
        if gen(n).exists():
            os.replace(gen(n), gen(n + 1))


def read_history(state_dir: Path, keep: int = HISTORY_KEEP) -> list[dict[str, Any]]:
    """All history entries, oldest first (skipping lines that are not JSON objects)."""
    entries: list[dict[str, Any]] = []
    for path in reversed(history_files(state_dir, keep)):
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except OSError as exc:
            raise StorageError(f"cannot read {path}: {exc.strerror or exc}") from exc
        for line in lines:
            try:
                item = json.loads(line)
            except ValueError:
                continue
            if isinstance(item, dict):
                entries.append(item)
    return entries
