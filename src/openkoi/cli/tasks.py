"""`openkoi task list|show|replay`: past and running tasks, from the local store.

The text helpers (aligned columns, scores, costs, times) are ``openkoi.formats``, shared with
the other surfaces. The store is imported inside handlers only.
"""

from __future__ import annotations

import argparse
from typing import Any

from openkoi.cli import exits
from openkoi.cli.app import App
from openkoi.errors import UsageError
from openkoi.formats import cost, duration, one_line, score, table, when

PREVIEW_LINES = 10
DESCRIPTION_WIDTH = 60


def register(sub: Any) -> None:
    p = sub.add_parser("task", help="list, show or replay past tasks",
                       description="Tasks are stored locally; any unique prefix of a task id "
                       "works (e.g. `openkoi task show 3fa2`). With no id on a terminal, show "
                       "and replay offer the recent tasks.")
    tsub = p.add_subparsers(dest="task_command", metavar="ACTION")
    ls = tsub.add_parser("list", help="recent tasks across all sessions (newest first)")
    ls.add_argument("--session", metavar="ID", help="only the tasks of this session")
    ls.add_argument("--limit", type=int, default=20, metavar="N", help="at most N (default 20)")
    ls.add_argument("--json", action="store_true", help="machine-readable output")
    ls.set_defaults(handler=list_tasks)
    show = tsub.add_parser("show", help="a task's details, scores, findings, output preview")
    show.add_argument("id", nargs="?", help="task id or a unique prefix of it (none on a "
                      "terminal: pick one)")
    show.add_argument("--json", action="store_true", help="machine-readable output")
    show.set_defaults(handler=show_task)
    replay = tsub.add_parser("replay", help="the full task transcript (markdown) to stdout")
    replay.add_argument("id", nargs="?", help="task id or a unique prefix of it (none on a "
                        "terminal: pick one)")
    replay.set_defaults(handler=replay_task)
    p.set_defaults(handler=list_tasks, session=None, limit=20, json=False)


def list_tasks(args: argparse.Namespace, app: App) -> int:
    if args.limit < 1:
        raise UsageError(f"--limit must be at least 1 (got {args.limit})")
    with app.store() as store:
        tasks = store.list_tasks(session=args.session, limit=args.limit)
    if args.json:
        app.print_json([t.to_dict() for t in tasks])
        return exits.OK
    if not tasks:
        app.print(f"no tasks in session {args.session}" if args.session else
                  'no tasks yet; run one with: openkoi "describe the task"')
        return exits.OK
    for line in task_table(tasks):
        app.print(line)
    return exits.OK


def task_table(tasks: list[Any]) -> list[str]:
    return table(["ID", "STATUS", "SCORE", "ITER", "COST", "STARTED", "TASK"], [
        [t.id, t.status, score(t.score), str(t.iterations), cost(t.cost_usd),
         when(t.started_at), one_line(t.description, DESCRIPTION_WIDTH)] for t in tasks
    ], right={2, 3, 4})


def pick_task(app: App, given: str | None) -> str:
    """``given``, or the task picked from the recent ones on a terminal."""
    from openkoi.cli.pick import given_or_picked

    def choices() -> list[tuple[str, str]]:
        with app.store() as store:
            tasks = store.list_tasks(limit=20)
        return [(t.id, f"{t.id}  {t.status:<10} {score(t.score):>5}  {when(t.started_at)}  "
                       f"{one_line(t.description, DESCRIPTION_WIDTH)}") for t in tasks]

    return given_or_picked(given, app.err, "Which task?", choices, missing="ID",
                           listing="`openkoi task list`",
                           empty='no tasks yet; run one with: openkoi "describe the task"')


def show_task(args: argparse.Namespace, app: App) -> int:
    args.id = pick_task(app, args.id)
    with app.store() as store:
        task = store.get_task(args.id)
        session = store.get_session(task.session_id)
        iterations = store.task_iterations(task.id)
        findings = store.task_findings(task.id)
        transcript = store.transcript_path(task)
    if args.json:
        app.print_json(task.to_dict() | {
            "session": session.to_dict(), "iterations": iterations, "findings": findings,
            "transcript": str(transcript) if transcript.exists() else None})
        return exits.OK
    took = f" (took {duration(task.duration_s)})" if task.duration_s is not None else ""
    best = f" (best iteration {task.best_iteration} of {task.iterations})" \
        if task.best_iteration is not None else ""
    rows = [
        ["task", task.id],
        ["session", f"{session.id} ({session.kind}, {session.status})"],
        ["description", one_line(task.description, 200)],
        ["status", task.status + (f" ({task.stop_reason})" if task.stop_reason else "")],
        ["score", score(task.score) + best],
        ["model", task.model or "-"],
        ["workspace", task.workspace or "-"],
        ["started", when(task.started_at) + took],
        ["tokens", f"{task.input_tokens:,} in / {task.output_tokens:,} out"],
        ["cost", cost(task.cost_usd)],
    ]
    if task.status == "running":
        rows.append(["pid", str(task.pid)])
    if task.error:
        rows.append(["error", one_line(task.error, 200)])
    if transcript.exists():
        rows.append(["transcript", str(transcript)])
    for line in table(None, rows):
        app.print(line)
    if iterations:
        app.print("\niterations")
        for line in table(["#", "SCORE", "FILES"], [
                [str(i["number"]), score(i["score"]), ", ".join(i["files_changed"]) or "-"]
                for i in iterations], indent=2):
            app.print(line)
    if findings:
        app.print("\nfindings")
        for f in findings:
            where = f" ({f['location']})" if f["location"] else ""
            dim = f"{f['dimension']}: " if f["dimension"] else ""
            fix = f" -> {one_line(f['fix'], 80)}" if f["fix"] else ""
            it = f"#{f['iteration']} " if f["iteration"] is not None else ""
            app.print(f"  {it}[{f['severity']}] {dim}{one_line(f['message'], 120)}{where}{fix}")
    app.print("\noutput")
    lines = task.answer.strip().splitlines()
    for line in lines[:PREVIEW_LINES] or ["(no answer)"]:
        app.print("  " + line[:200])
    if len(lines) > PREVIEW_LINES:
        app.print(f"  ... {len(lines) - PREVIEW_LINES} more lines: "
                  f"openkoi task replay {task.id}")
    if task.files_changed:
        app.print("\nfiles changed")
        for path in task.files_changed:
            app.print("  " + path)
    return exits.OK


def replay_task(args: argparse.Namespace, app: App) -> int:
    args.id = pick_task(app, args.id)
    with app.store() as store:
        text = store.transcript(store.get_task(args.id).id)
    app.out.write(text)
    app.out.flush()
    return exits.OK


# -- shared text helpers ------------------------------------------------------------------
