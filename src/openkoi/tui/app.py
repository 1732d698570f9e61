"""The Textual dashboard: tasks, live progress, costs, learnings, skills and tools, config,
plugins (kind, source, tools and hooks, calls, failures, last error), integrations
(deliveries, failures and skips of each, the last error).

Every ``interval`` seconds it runs one cheap query (``data.change_marker``); when something
changed it reads the tasks and learnings again, adds the new cost events to the costs and
feeds the newest running task's new events to the live pane; skills and config are read on
start and on r. Keys: q quit, r refresh, tab / shift+tab between panes, enter on a task for
its details (escape closes them).
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any, ClassVar

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import DataTable, Footer, Header, Static

from openkoi.config import Paths
from openkoi.errors import OpenKoiError
from openkoi.formats import cost, duration, one_line, score, when
from openkoi.memory.rows import TaskInfo
from openkoi.memory.store import Store
from openkoi.progress import ProgressPrinter, TaskProgress, fold
from openkoi.tui import data, live

DETAIL_EVENTS = 40


class TaskDetail(ModalScreen[None]):
    """One task: outcome, iterations, findings and its last events."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q,enter", "dismiss", "close")]

    def __init__(self, lines: list[str]) -> None:
        super().__init__()
        self.lines = lines

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="detail"):
            yield Static(Text("\n".join(self.lines)), id="detail-text")


class Dashboard(App[None]):
    TITLE = "openkoi dashboard"
    CSS = """
    #panes { grid-size: 3 3; grid-rows: 2fr 1fr 1fr; }
    .pane { border: round $secondary; height: 100%; }
    .pane:focus-within { border: round $accent; }
    #tasks-pane { column-span: 2; }
    DataTable { height: 100%; }
    #live { height: 100%; }
    TaskDetail { align: center middle; }
    #detail { width: 90%; height: 90%; border: round $accent; background: $surface; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q", "quit", "quit"),
        Binding("r", "refresh", "refresh"),
    ]  # tab / shift+tab: Textual's focus_next / focus_previous

    def __init__(self, store: Store, paths: Paths, workspace: Path | None, *,
                 interval: float = 1.0) -> None:
        super().__init__()
        self.store = store
        self.paths = paths
        self.workspace = workspace
        self.interval = interval
        self.snapshot = data.Snapshot()
        self.progress: TaskProgress | None = None
        self._marker: tuple[Any, ...] | None = None

    def compose(self) -> ComposeResult:
        yield Header()
        with Grid(id="panes"):
            yield from self._panes()
        yield Footer()

    def _panes(self) -> ComposeResult:
        for pane, title, widget in (
            ("tasks-pane", "Tasks (enter: details)", DataTable(id="tasks", cursor_type="row")),
            ("live-pane", "Live", VerticalScroll(Static(id="live-text"), id="live")),
            ("costs-pane", "Costs", DataTable(id="costs", cursor_type="row")),
            ("learnings-pane", "Learnings", DataTable(id="learnings", cursor_type="row")),
            ("skills-pane", "Skills & tools", DataTable(id="skills", cursor_type="row")),
            ("config-pane", "Config", DataTable(id="config", cursor_type="row")),
            ("plugins-pane", "Plugins", DataTable(id="plugins", cursor_type="row")),
            ("integrations-pane", "Integrations (last 50 tries each)",
             DataTable(id="integrations", cursor_type="row")),
        ):
            box = Vertical(widget, id=pane, classes="pane")
            box.border_title = title
            yield box

    def on_mount(self) -> None:
        self.query_one("#tasks", DataTable).add_columns(
            "ID", "STATUS", "SCORE", "ITER", "COST", "STARTED", "TASK")
        self.query_one("#costs", DataTable).add_columns(
            "PERIOD", "MODEL", "CALLS", "TOKENS IN", "TOKENS OUT", "COST")
        self.query_one("#skills", DataTable).add_columns("NAME", "KIND", "SOURCE",
                                                         "DESCRIPTION")
        self.query_one("#config", DataTable).add_columns("SETTING", "VALUE", "FROM")
        self.query_one("#plugins", DataTable).add_columns(
            "NAME", "KIND", "TOOLS / HOOKS", "CALLS", "FAILURES", "LAST ERROR", "SOURCE")
        self.query_one("#integrations", DataTable).add_columns(
            "NAME", "STATE", "SENT", "FAILED", "SKIPPED", "LAST ERROR")
        self.query_one("#tasks", DataTable).focus()
        self.reload()
        self.set_interval(self.interval, self.poll)

    # -- actions ---------------------------------------------------------------------------

    def action_refresh(self) -> None:
        self.reload()

    def poll(self) -> None:
        """One cheap query; on a change, the tasks, learnings and live panes are read again
        and the new cost events added to the costs."""
        try:
            marker = data.change_marker(self.store)
        except OpenKoiError as exc:
            self.sub_title = f"database: {exc.message}"
            return
        if marker != self._marker:
            # tasks were deleted (with their events): count the costs again from scratch
            full = self._marker is not None and marker[1] < self._marker[1]
            self._marker = marker
            self.snapshot.load_tasks(self.store)
            self.snapshot.load_costs(self.store, full=full)
            self._fill_tasks()
            self._fill_costs()
            self._fill_learnings()
            self.snapshot.load_plugins(self.store)
            self._fill_plugins()
            self.snapshot.load_integrations(self.store, self.paths)
            self._fill_integrations()
            self._follow()
        self._show_problems()

    def reload(self) -> None:
        """Everything, now (on start and on r)."""
        try:
            self._marker = data.change_marker(self.store)
        except OpenKoiError as exc:
            self.sub_title = f"database: {exc.message}"
            return
        self.snapshot.load_tasks(self.store)
        self.snapshot.load_setup(self.paths, self.workspace)
        self.snapshot.load_costs(self.store, full=True)
        self._fill_tasks()
        self._fill_costs()
        self._fill_learnings()
        self._fill_skills()
        self._fill_config()
        self.snapshot.load_plugins(self.store)
        self._fill_plugins()
        self.snapshot.load_integrations(self.store, self.paths)
        self._fill_integrations()
        self._follow()
        self._show_problems()

    def _show_problems(self) -> None:
        self.sub_title = self.snapshot.problem_line() or str(self.paths.db)

    def on_data_table_row_selected(self, message: DataTable.RowSelected) -> None:
        if message.data_table.id != "tasks" or message.row_key.value is None:
            return
        try:
            self.push_screen(TaskDetail(self.detail_lines(message.row_key.value)))
        except OpenKoiError as exc:
            self.notify(exc.message, severity="error")

    # -- panes -----------------------------------------------------------------------------

    def _fill_tasks(self) -> None:
        table = self.query_one("#tasks", DataTable)
        keep = table.cursor_row
        table.clear()
        for t in self.snapshot.tasks:
            table.add_row(t.id, t.status, score(t.score), str(t.iterations), cost(t.cost_usd),
                          when(t.started_at), Text(one_line(t.description, 70)), key=t.id)
        if self.snapshot.tasks:
            table.move_cursor(row=min(keep, len(self.snapshot.tasks) - 1))

    def _fill_costs(self) -> None:
        table = self.query_one("#costs", DataTable)
        table.clear()
        for label, summary in (("today", self.snapshot.cost_today),
                               ("7 days", self.snapshot.cost_week)):
            if not summary:
                continue
            table.add_row(label, "all models", str(summary["calls"]),
                          f"{summary['input_tokens']:,}", f"{summary['output_tokens']:,}",
                          cost(summary["cost_usd"]))
            for model, m in summary["by_model"].items():
                table.add_row("", Text(model or "?"), str(m["calls"]),
                              f"{m['input_tokens']:,}", f"{m['output_tokens']:,}",
                              cost(m["cost_usd"]))

    def _fill_learnings(self) -> None:
        table = self.query_one("#learnings", DataTable)
        table.clear(columns=True)
        rows = self.snapshot.learnings
        if not rows:
            table.add_column("LEARNINGS")
            table.add_row("none yet" if rows is not None else
                          "none yet (no learnings store in this installation)")
            return
        table.add_columns("TYPE", "LESSON", "CONFIDENCE", "SEEN", "USED")
        for row in rows:
            table.add_row(str(row["type"]), Text(one_line(str(row["text"]), 90)),
                          f"{float(row['confidence']):.2f}", f"{row['evidence']}x",
                          f"{row['use_count']}x")

    def _fill_skills(self) -> None:
        table = self.query_one("#skills", DataTable)
        table.clear()
        for s in self.snapshot.skills + self.snapshot.tools:
            table.add_row(s.name, s.kind, s.source, Text(one_line(s.description, 60)))

    def _fill_config(self) -> None:
        table = self.query_one("#config", DataTable)
        table.clear()
        for r in self.snapshot.settings:
            table.add_row(r.key, Text(r.value), Text(r.origin))

    def _fill_plugins(self) -> None:
        table = self.query_one("#plugins", DataTable)
        table.clear()
        if not self.snapshot.plugins:
            table.add_row("none", "", Text("openkoi plugins --help: WebAssembly, Lua, packages"),
                          "", "", "", "")
        for p in self.snapshot.plugins:
            provides = "; ".join(f"{kind}: {', '.join(names)}"
                                 for kind, names in p["registered"].items())
            state = "disabled" if not p["enabled"] else ("not loaded" if p["error"] else "")
            u = p.get("usage", {})
            table.add_row(p["name"], p["kind"] + (f" ({state})" if state else ""),
                          Text(one_line(provides or p["error"], 50)), str(u.get("calls", 0)),
                          str(u.get("failures", 0)),
                          Text(one_line(u.get("last_error") or p["error"] or "", 60)),
                          Text(_tail(p["source"], 50)))

    def _fill_integrations(self) -> None:
        table = self.query_one("#integrations", DataTable)
        table.clear()
        if not self.snapshot.integrations:
            table.add_row("none", "", "", "", "",
                          Text("set one up: [integrations.NAME] (openkoi integrations --help)"))
        for r in self.snapshot.integrations:
            state = ("enabled" if r["enabled"] else "disabled") if r["configured"] \
                else "not set up"
            if r["inbound"]:
                state += ", inbound"
            table.add_row(r["name"], state, str(r["deliveries"]), str(r["failures"]),
                          str(r["skipped"]), Text(one_line(r["last_error"], 70)), key=r["name"])

    # -- live progress ---------------------------------------------------------------------

    def _follow(self) -> None:
        """Follow the newest running task (or, with none running, show the last one)."""
        running = [t for t in self.snapshot.tasks if t.status == "running"]
        target = running[0] if running else (self.snapshot.tasks[0] if self.snapshot.tasks
                                             else None)
        text = self.query_one("#live-text", Static)
        if target is None:
            self.progress = None
            text.update(Text('no tasks yet; run one with: openkoi "describe the task"'))
            return
        if self.progress is None or self.progress.task_id != target.id:
            self.progress = TaskProgress(target.id)
        try:
            for event in data.new_events(self.store, target.id, self.progress.last_seq):
                self.progress = fold(self.progress, event)
        except OpenKoiError as exc:
            self.sub_title = f"database: {exc.message}"
        head = "running" if running else f"last task ({target.status})"
        extra = f"  (+{len(running) - 1} more running)" if len(running) > 1 else ""
        lines = [f"{head}{extra}: {one_line(target.description, 60)}", *live.lines(self.progress)]
        text.update(Text("\n".join(lines)))

    # -- details ---------------------------------------------------------------------------

    def detail_lines(self, task_id: str) -> list[str]:
        task: TaskInfo = self.store.get_task(task_id)
        took = f" (took {duration(task.duration_s)})" if task.duration_s is not None else ""
        lines = [
            f"task      {task.id}   session {task.session_id}",
            f"status    {task.status}{took}",
            f"score     {score(task.score)}  best iteration {task.best_iteration or '-'} "
            f"of {task.iterations}",
            f"model     {task.model}",
            f"workspace {task.workspace}",
            f"cost      {cost(task.cost_usd)}  ({task.input_tokens:,} in / "
            f"{task.output_tokens:,} out tokens)",
            f"started   {when(task.started_at)}   ended {when(task.ended_at)}",
            "",
            "description:", task.description,
        ]
        if task.stop_reason:
            lines.append(f"stop reason: {task.stop_reason}")
        if task.error:
            lines.append(f"error: {task.error}")
        if task.files_changed:
            lines.append("files changed: " + ", ".join(task.files_changed))
        for it in self.store.task_iterations(task.id):
            lines.append(f"iteration {it['number']}: score {score(it['score'])}, "
                         f"{len(it['files_changed'])} file(s) changed")
        findings = self.store.task_findings(task.id)
        if findings:
            lines += ["", "findings:"]
            lines += [f"  [{f['severity']}] {f['dimension']}: {f['message']}"
                      + (f" ({f['location']})" if f["location"] else "") for f in findings]
        if task.answer:
            lines += ["", "answer:", task.answer]
        printer = ProgressPrinter(io.StringIO())
        rendered = [line for e in self.store.task_events(task.id)
                    if (line := printer.render(e))]
        if rendered:
            lines += ["", f"events (last {DETAIL_EVENTS}):", *rendered[-DETAIL_EVENTS:]]
        lines += ["", "escape: close"]
        return lines


def _tail(text: str, width: int) -> str:
    """A path's end (where its name is), for a narrow column."""
    return text if len(text) <= width else "…" + text[-(width - 1):]
