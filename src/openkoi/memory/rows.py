"""Typed views of the rows the Store returns (sessions, tasks), JSON-ready via to_dict."""

from __future__ import annotations

import dataclasses
import sqlite3
from dataclasses import dataclass, field
from typing import Any

from openkoi.memory.db import loads

TASK_STATUSES = ("running", "done", "below_threshold", "failed", "interrupted",
                 "budget_exhausted", "unverified", "simulated")
SESSION_KINDS = ("task", "chat")
SESSION_STATUSES = ("active", "paused", "ended")


@dataclass(frozen=True)
class TaskInfo:
    id: str
    session_id: str
    description: str
    workspace: str
    model: str
    status: str
    started_at: float
    options: dict[str, Any] = field(default_factory=dict)
    score: float | None = None
    iterations: int = 0
    best_iteration: int | None = None
    files_changed: list[str] = field(default_factory=list)
    answer: str = ""
    stop_reason: str = ""
    error: str = ""
    pid: int | None = None
    ended_at: float | None = None
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float = 0.0

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> TaskInfo:
        return cls(
            id=row["id"], session_id=row["session_id"], description=row["description"],
            workspace=row["workspace"], model=row["model"], status=row["status"],
            started_at=row["started_at"], options=loads(row["options"], {}),
            score=row["score"], iterations=row["iterations"],
            best_iteration=row["best_iteration"],
            files_changed=loads(row["files_changed"], []), answer=row["answer"],
            stop_reason=row["stop_reason"], error=row["error"], pid=row["pid"],
            ended_at=row["ended_at"], input_tokens=row["input_tokens"],
            output_tokens=row["output_tokens"], cost_usd=row["cost_usd"],
        )

    @property
    def duration_s(self) -> float | None:
        return None if self.ended_at is None else max(0.0, self.ended_at - self.started_at)

    def to_dict(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["duration_s"] = self.duration_s
        return data


@dataclass(frozen=True)
class SessionInfo:
    id: str
    kind: str
    title: str
    status: str
    created_at: float
    updated_at: float
    task_count: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float = 0.0

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> SessionInfo:
        return cls(
            id=row["id"], kind=row["kind"], title=row["title"], status=row["status"],
            created_at=row["created_at"], updated_at=row["updated_at"],
            task_count=row["task_count"], input_tokens=row["input_tokens"],
            output_tokens=row["output_tokens"], cost_usd=row["cost_usd"],
        )

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)
