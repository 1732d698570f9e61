"""`openkoi jobs list|show|cancel|log`: background jobs, and tasks sent to the daemon.

Two kinds: ``command`` jobs (a model's ``run_background`` call: a test suite, a build; they
run detached and their end is recorded whoever started them, see tools/jobs.py) and ``task``
jobs (a whole task sent with ``openkoi run --background`` to the daemon, which runs it
through its queue; the CLI may exit at once).
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from openkoi import errors
from openkoi.cli import exits
from openkoi.cli.app import App

HELP = """\
Background jobs: commands a task's model started with run_background (test suites, builds;
the model is told when one ends) and whole tasks sent to the daemon with
`openkoi run --background "task"`. list: every job, newest first; show ID: one in full;
cancel ID: stop it (its whole process group; a task: through the daemon); log ID: its
output (a task: its transcript). An ID may be shortened to a unique prefix.
"""


def register(sub: Any) -> None:
    p = sub.add_parser("jobs", help="background jobs: list, show, cancel, log",
                       description=HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    acts = p.add_subparsers(dest="jobs_command", metavar="ACTION")
    ls = acts.add_parser("list", help="every job, newest first")
    ls.add_argument("--json", action="store_true", help="print as JSON")
    ls.add_argument("-n", "--limit", type=int, default=30, metavar="N",
                    help="at most N jobs (default 30)")
    ls.set_defaults(handler=list_jobs)
    sh = acts.add_parser("show", help="one job in full")
    sh.add_argument("id")
    sh.add_argument("--json", action="store_true", help="print as JSON")
    sh.set_defaults(handler=show)
    cn = acts.add_parser("cancel", help="stop a running job")
    cn.add_argument("id")
    cn.set_defaults(handler=cancel)
    lg = acts.add_parser("log", help="a job's output (a task's transcript)")
    lg.add_argument("id")
    lg.add_argument("-n", "--lines", type=int, default=0, metavar="N",
                    help="only the last N lines")
    lg.set_defaults(handler=log)
    p.set_defaults(handler=list_jobs, json=False, limit=30)


def _board(app: App) -> Any:
    from openkoi.tools.jobs import JobBoard

    return JobBoard(app.paths.jobs)


def _tasks(app: App, limit: int) -> list[dict[str, Any]]:
    """The daemon's tasks (submitted through the API), newest first."""
    from openkoi.memory.store import Store
    from openkoi.server.jobs import JobStore
    from openkoi.server.views import recent

    if not app.paths.db.exists():
        return []
    store = Store.open(app.paths)
    try:
        views = recent(store, JobStore(store.db, ""), limit=max(limit, 1) * 3)
    finally:
        store.close()
    return [v for v in views if v["source"] == "api"][:limit]


def _task(app: App, ident: str) -> dict[str, Any] | None:
    from openkoi.memory.store import Store
    from openkoi.server.jobs import JobStore
    from openkoi.server.views import find

    if not app.paths.db.exists():
        return None
    store = Store.open(app.paths)
    try:
        found = find(store, JobStore(store.db, ""), ident)
    finally:
        store.close()
    return found if found is not None and found["source"] == "api" else None


def _row(kind: str, ident: str, state: str, created: float | None, what: str) -> dict[str, Any]:
    return {"kind": kind, "id": ident, "state": state, "created_at": created, "what": what}


def list_jobs(args: argparse.Namespace, app: App) -> int:
    rows = [_row("command", j.id, j.state + ("" if j.exit_code is None else
                                             f" (exit {j.exit_code})"), j.created_at, j.command)
            for j in _board(app).all()]
    rows += [_row("task", t["id"], t["status"], t["created_at"], t["description"])
             for t in _tasks(app, args.limit)]
    rows.sort(key=lambda r: r["created_at"] or 0.0, reverse=True)
    rows = rows[:max(args.limit, 1)]
    if args.json:
        app.print_json(rows)
        return exits.OK
    if not rows:
        app.print("no background jobs")
        return exits.OK
    for r in rows:
        when = time.strftime("%m-%d %H:%M", time.localtime(r["created_at"] or 0))
        app.print(f"{r['id'][:12]:<12}  {r['kind']:<7}  {r['state']:<16}  {when}  "
                  f"{str(r['what'])[:60]}")
    return exits.OK


def _find(app: App, ident: str) -> tuple[Any, dict[str, Any] | None]:
    """(command job, None) or (None, task) for ``ident``, or a usage error."""
    info = _board(app).resolve(ident)
    if info is not None:
        return info, None
    task = _task(app, ident)
    if task is None:
        raise errors.UsageError(f"no background job {ident!r}",
                                hint="see `openkoi jobs list` for the ids")
    return None, task


def show(args: argparse.Namespace, app: App) -> int:
    info, task = _find(app, args.id)
    if task is not None:
        data = {"kind": "task"} | task
    else:
        data = {"kind": "command"} | info.to_dict() | {"output_tail": _board(app).tail(info)}
    if args.json:
        app.print_json(data)
        return exits.OK
    for key, value in data.items():
        if key in ("output_tail", "thinking") or value in (None, "", [], {}):
            continue
        app.print(f"{key:<14} {value if not isinstance(value, dict | list) else json.dumps(value)}")
    if data.get("output_tail"):
        app.print("--- end of its output")
        app.print(str(data["output_tail"]).rstrip("\n"))
    return exits.OK


def cancel(args: argparse.Namespace, app: App) -> int:
    info, task = _find(app, args.id)
    if task is not None:
        state = _cancel_task(app, task["id"])
        app.print(f"task {task['id']}: {state}")
        return exits.OK
    if info.state != "running":
        app.print(f"job {info.id} has already ended ({info.state})")
        return exits.OK
    info = _board(app).cancel(info)
    app.print(f"job {info.id}: {info.state}")
    return exits.OK


def _cancel_task(app: App, task_id: str) -> str:
    import httpx

    from openkoi.cli.daemon import running
    from openkoi.server.settings import load_api_settings

    found = running(app)
    if found is None:
        raise errors.UsageError(f"task {task_id} runs in the daemon, which is not running",
                                hint="start it with `openkoi daemon start`; a task it was "
                                     "running is already recorded as interrupted")
    token = load_api_settings(app.paths).token
    headers = {"authorization": f"Bearer {token}"} if token else {}
    try:
        reply = httpx.post(f"{found[1]}/api/v1/tasks/{task_id}/cancel", headers=headers,
                           timeout=10.0)
    except httpx.HTTPError as exc:
        raise errors.UsageError(f"cannot reach the daemon at {found[1]}: {exc}",
                                hint="see `openkoi daemon status`") from None
    body = _json(reply)
    _raise_for(reply, body)
    return str(body.get("status", "cancelled"))


def _raise_for(reply: Any, body: dict[str, Any]) -> None:
    """The daemon's error answer ({"error", "message", "hint"}) as a usage error."""
    if reply.status_code >= 400:
        raise errors.UsageError(str(body.get("message") or f"HTTP {reply.status_code}"),
                                hint=str(body.get("hint") or ""))


def _json(reply: Any) -> dict[str, Any]:
    try:
        data = reply.json()
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def log(args: argparse.Namespace, app: App) -> int:
    info, task = _find(app, args.id)
    if task is not None:
        from openkoi.memory.store import Store

        store = Store.open(app.paths)
        try:
            text = store.transcript(task["id"])
        finally:
            store.close()
    else:
        try:
            text = (app.paths.jobs / info.id / "output.log").read_text(errors="replace")
        except FileNotFoundError:
            text = ""
        except OSError as exc:
            raise errors.StorageError(f"cannot read the log of job {info.id}: "
                                      f"{exc.strerror}") from None
    lines = text.splitlines()
    for line in lines[-args.lines:] if args.lines > 0 else lines:
        app.print(line)
    return exits.OK


# the task flags the daemon's API takes, by their name in the request
_API_FLAGS = {"iterations": "max_iterations", "quality": "quality", "model": "model",
              "max_tokens": "max_tokens", "max_cost_usd": "max_cost_usd",
              "max_time_s": "max_time_s", "max_steps": "max_steps",
              "plan_candidates": "plan_candidates"}
_LOCAL_ONLY = {"candidates": "--candidates", "parallel_calls": "--parallel",
               "agents": "--agents", "no_memory": "--no-memory"}


def submit(args: argparse.Namespace, app: App, *, context: str = "") -> int:
    """`openkoi run --background "task"`: the task goes to the daemon's queue; its id is
    printed and the CLI returns (exit 0) while the daemon runs it."""
    import httpx

    from openkoi.cli.daemon import running
    from openkoi.server.settings import load_api_settings

    for name, flag in _LOCAL_ONLY.items():
        if getattr(args, name, None):
            raise errors.UsageError(f"{flag} does not go with --background",
                                    hint="the daemon runs the task with its own settings; "
                                         f"drop {flag}, or run the task without --background")
    found = running(app)
    if found is None:
        raise errors.UsageError("--background sends the task to the daemon, which is not "
                                "running", hint="start it with `openkoi daemon start`")
    body: dict[str, Any] = {"task": " ".join(args.task), "workspace": str(app.workspace)}
    body |= {api: getattr(args, flag) for flag, api in _API_FLAGS.items()
             if getattr(args, flag, None) is not None}
    if getattr(args, "approve_plan", False):
        body["approve_plan"] = True
    if context:
        body["context"] = context
    token = load_api_settings(app.paths).token
    headers = {"authorization": f"Bearer {token}"} if token else {}
    try:
        reply = httpx.post(f"{found[1]}/api/v1/tasks", json=body, headers=headers,
                           timeout=10.0)
    except httpx.HTTPError as exc:
        raise errors.UsageError(f"cannot reach the daemon at {found[1]}: {exc}",
                                hint="see `openkoi daemon status`") from None
    data = _json(reply)
    _raise_for(reply, data)
    task_id = str(data.get("id", ""))
    if args.json:
        app.print_json({"id": task_id, "status": data.get("status", "queued"),
                        "daemon": found[1]})
    else:
        app.print(task_id)
        if not args.quiet:
            app.note(f"queued in the daemon at {found[1]}: `openkoi jobs show {task_id[:8]}`"
                     + (" (approve its plan in the web UI or the API)"
                        if body.get("approve_plan") else ""))
    return exits.OK
