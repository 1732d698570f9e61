"""What the dashboard's panes show, read from the store and the settings (no Textual here).

``Snapshot.load`` reads everything once; ``change_marker`` is a cheap query the app polls
every second to decide whether anything needs reloading; ``new_events`` returns a task's
events after a sequence number, for the live pane.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from openkoi.config import Paths
from openkoi.errors import OpenKoiError
from openkoi.events import Event
from openkoi.memory.db import loads
from openkoi.memory.rows import TaskInfo
from openkoi.memory.store import Store
from openkoi.tui import settings_view
from openkoi.tui.costs import CostTally

TASK_LIMIT = 50
LEARNING_LIMIT = 50


@dataclass(frozen=True)
class SkillRow:
    name: str
    kind: str
    source: str
    description: str


@dataclass
class Snapshot:
    """The panes' data, loaded in three parts by how often they change and what they cost:
    ``load_tasks`` (tasks, learnings: cheap, on every change), ``load_costs`` (the new cost
    events: at most every few seconds) and ``load_setup`` (skills, tools, config:
    read from files, on start and on refresh)."""

    tasks: list[TaskInfo] = field(default_factory=list)
    cost_today: dict[str, Any] = field(default_factory=dict)
    cost_week: dict[str, Any] = field(default_factory=dict)
    learnings: list[dict[str, Any]] | None = None  # None: no learnings store yet
    skills: list[SkillRow] = field(default_factory=list)
    tools: list[SkillRow] = field(default_factory=list)
    settings: list[settings_view.SettingRow] = field(default_factory=list)
    plugins: list[dict[str, Any]] = field(default_factory=list)  # world.plugin_usage rows
    integrations: list[dict[str, Any]] = field(default_factory=list)  # integrations.status
    problems: dict[str, str] = field(default_factory=dict)  # pane -> what failed (one line)
    tally: CostTally = field(default_factory=CostTally)

    @classmethod
    def load(cls, store: Store, paths: Paths, workspace: Path | None,
             now: float | None = None) -> Snapshot:
        snap = cls()
        snap.load_tasks(store)
        snap.load_costs(store, now)
        snap.load_setup(paths, workspace)
        return snap

    def load_tasks(self, store: Store) -> None:
        self._try("tasks", lambda: setattr(self, "tasks", store.list_tasks(limit=TASK_LIMIT)))
        self._try("learnings", lambda: setattr(self, "learnings", learnings(store)))

    def load_costs(self, store: Store, now: float | None = None, *, full: bool = False) -> None:
        """Today and the last 7 days; reads only the cost events stored since the last call
        (``full``: all of them again, e.g. after rows were deleted)."""
        now = time.time() if now is None else now

        def read() -> None:
            if full:
                self.tally.reset()
            self.tally.refresh(store, now)
            self.cost_today = self.tally.today(now)
            self.cost_week = self.tally.week()
        self._try("costs", read)

    def load_plugins(self, store: Store) -> None:
        """Every plugin but the built-in ones, with its calls, failures and last error."""
        from openkoi.world.plugin_usage import plugin_rows

        self._try("plugins", lambda: setattr(self, "plugins", [
            r for r in plugin_rows(store.db) if r["kind"] != "built-in"]))

    def load_integrations(self, store: Store, paths: Paths) -> None:
        """The integrations set up or tried: deliveries, failures, skips, the last error."""
        from openkoi.integrations.status import overview

        self._try("integrations", lambda: setattr(self, "integrations", [
            r for r in overview(paths, store.db) if r["configured"] or r["last_try_at"]]))

    def load_setup(self, paths: Paths, workspace: Path | None) -> None:
        warnings: list[str] = []

        def skills() -> None:
            self.skills, self.tools = skills_and_tools(paths, workspace, warnings)
            if warnings:
                raise _Warned("; ".join(warnings))
        self._try("skills", skills)
        self._try("config", lambda: setattr(self, "settings",
                                             settings_view.rows(paths, workspace)))

    def _try(self, pane: str, read: Callable[[], None]) -> None:
        self.problems.pop(pane, None)
        try:
            read()
        except _Warned as warned:
            self.problems[pane] = str(warned)
        except OpenKoiError as exc:
            self.problems[pane] = _line(exc)

    def problem_line(self) -> str:
        return " | ".join(f"{pane}: {text}" for pane, text in self.problems.items())


class _Warned(Exception):
    """Loaded, with warnings worth showing."""


def change_marker(store: Store) -> tuple[Any, ...]:
    """Changes whenever an event is stored, a task starts or finishes, or a learning is
    added: one small query, cheap enough to run every second."""
    row = store.db.query_one(
        "SELECT (SELECT COALESCE(MAX(id), 0) FROM events) AS ev,"
        " (SELECT COUNT(*) FROM tasks) AS n,"
        " (SELECT COALESCE(SUM(status = 'running'), 0) FROM tasks) AS running,"
        " (SELECT COALESCE(MAX(ended_at), 0) FROM tasks) AS ended,"
        " (SELECT COALESCE(MAX(id), 0) FROM webhook_deliveries) AS tries")
    marker: tuple[Any, ...] = tuple(row) if row is not None else ()
    if _has_table(store, "learnings"):
        lrow = store.db.query_one("SELECT COUNT(*), COALESCE(MAX(rowid), 0) FROM learnings")
        marker += tuple(lrow) if lrow is not None else ()
    return marker


def new_events(store: Store, task_id: str, after_seq: int) -> list[Event]:
    rows = store.db.query("SELECT seq, kind, data, ts FROM events WHERE task_id = ? AND seq > ?"
                          " ORDER BY seq", (task_id, after_seq))
    return [Event(task_id=task_id, seq=r["seq"], kind=r["kind"], data=loads(r["data"], {}),
                  ts=r["ts"]) for r in rows]


def learnings(store: Store) -> list[dict[str, Any]] | None:
    """The newest learnings, or None when this installation has no learnings table."""
    if not _has_table(store, "learnings"):
        return None
    rows = store.db.query("SELECT type, text, confidence, evidence, use_count FROM learnings"
                          " ORDER BY updated_at DESC, rowid DESC LIMIT ?", (LEARNING_LIMIT,))
    return [dict(r) for r in rows]


def skills_and_tools(paths: Paths, workspace: Path | None,
                     warnings: list[str]) -> tuple[list[SkillRow], list[SkillRow]]:
    """The skills openkoi would load here (every source; workspace skills only when the
    folder is trusted), and the built-in tools."""
    from openkoi.skills.loader import load_skills
    from openkoi.tools.registry import builtin_tools
    from openkoi.trusted_folders import is_trusted

    try:
        trusted = workspace is not None and is_trusted(paths, workspace)
    except OpenKoiError as exc:
        warnings.append(_line(exc))
        trusted = False
    skills = [SkillRow(s.name, s.kind, s.source, s.description)
              for s in load_skills(paths, workspace, trusted=trusted, warnings=warnings)]
    tools = [SkillRow(t.name, f"tool ({t.effect})", f"built-in, domain {t.domain}",
                      t.description) for t in builtin_tools()]
    return skills, tools


def _has_table(store: Store, name: str) -> bool:
    return store.db.query_one("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?",
                              (name,)) is not None


def _line(exc: OpenKoiError) -> str:
    return exc.message + (f" ({exc.hint})" if exc.hint else "")

