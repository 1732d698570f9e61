"""`openkoi status`: which model would be used and why, the embedded models, costs, task
counts, the last task and where things live. Each part is reported on its own: a broken
config or database shows up as a line in the output rather than hiding the rest."""

from __future__ import annotations

import argparse
import time
from typing import Any

from openkoi import __version__
from openkoi.cli import exits
from openkoi.cli.app import App
from openkoi.cli.run import _at_least
from openkoi.errors import ConfigError, OpenKoiError, UsageError
from openkoi.formats import cost, one_line, score, table, when

DAY_S = 86_400


def register(sub: Any) -> None:
    p = sub.add_parser("status",
                       help="model in use, embedded models, costs, recent tasks, sandbox",
                       description="What openkoi would use now and what it has done: the model "
                       "(and why), the embedded models, costs in the last 24 h and all time, "
                       "task counts, the last task, the sandbox shell commands run in "
                       "(bubblewrap, or none) and the paths of config and data. "
                       "--live watches the running task instead, until it ends.")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--live", action="store_true",
                   help="watch the running task (or --task ID) until it ends: progress, "
                   "scores, tokens, cost, tool calls; Ctrl-C stops watching")
    p.add_argument("--task", metavar="ID", help="with --live: the task to watch (id or prefix)")
    p.add_argument("--interval", type=_at_least(0.1, float), default=1.0, metavar="SECONDS",
                   help="with --live: seconds between refreshes (default 1)")
    p.set_defaults(handler=status)


def _model(app: App) -> dict[str, Any]:
    try:
        from openkoi.models.registry import describe_resolution

        model_id, why = describe_resolution(None, app.settings, app.paths)
    except OpenKoiError as exc:
        return {"id": None, "why": None, "error": exc.message, "hint": exc.hint}
    return {"id": model_id, "why": why, "error": None, "hint": None}


def _config_broken(app: App) -> bool:
    """Whether the settings cannot be read (a config.toml that does not parse)."""
    try:
        app.settings  # noqa: B018  (read for its error)
    except ConfigError:
        return True
    return False


def _embedded(app: App) -> list[dict[str, Any]]:
    from openkoi.models.catalog import CATALOG
    from openkoi.models.install import is_installed

    try:
        default = app.settings.local_model
    except OpenKoiError:
        default = ""
    return [{"name": e.name, "title": e.title, "installed": is_installed(e, app.paths),
             "default": e.name == default, "bytes": e.size,
             "path": str(app.paths.models / e.file)} for e in CATALOG.values()]


def _history(app: App) -> dict[str, Any]:
    try:
        with app.store() as store:
            counts = store.task_counts()
            last = store.list_tasks(limit=1)
            return {
                "cost": {"last_24h": store.cost_summary(time.time() - DAY_S),
                         "all_time": store.cost_summary(0.0)},
                "tasks": {"total": sum(counts.values()), "by_status": counts},
                "last_task": _last(last[0]) if last else None,
                "storage_error": None,
            }
    except OpenKoiError as exc:
        return {"cost": None, "tasks": None, "last_task": None,
                "storage_error": exc.message + (f" ({exc.hint})" if exc.hint else "")}


def _sandbox() -> dict[str, Any]:
    from openkoi.tools import sandbox

    found = sandbox.detect()
    return {"kind": found.kind, "active": found.available, "detail": found.detail}


def _last(task: Any) -> dict[str, Any]:
    return {"id": task.id, "session_id": task.session_id, "description": task.description,
            "status": task.status, "score": task.score, "iterations": task.iterations,
            "model": task.model, "cost_usd": task.cost_usd, "started_at": task.started_at,
            "ended_at": task.ended_at}


def status(args: argparse.Namespace, app: App) -> int:
    if args.live:
        if args.json:
            raise UsageError("--live and --json do not go together",
                             hint="`openkoi task show ID --json` gives one task as JSON")
        from openkoi.cli.live import watch

        return watch(app, args.task, interval=args.interval)
    if args.task is not None:
        raise UsageError("--task goes with --live", hint="openkoi status --live --task ID")
    paths = app.paths
    data: dict[str, Any] = {
        "version": __version__,
        "model": _model(app),
        "embedded_models": _embedded(app),
        **_history(app),
        "sandbox": _sandbox(),
        "paths": {"config_file": str(paths.config_file),
                  "config_exists": paths.config_file.exists(), "home": str(paths.home),
                  "data": str(paths.data), "database": str(paths.db),
                  "sessions": str(paths.sessions), "state": str(paths.state),
                  "models": str(paths.models)},
    }
    # a config.toml that does not parse is shown like any problem, and still a failure
    code = exits.CONFIG if _config_broken(app) else (
        exits.STORAGE if data["storage_error"] else exits.OK)
    if args.json:
        app.print_json(data)
        return code
    for line in table(None, _rows(data)):
        app.print(line)
    return code


def _rows(data: dict[str, Any]) -> list[list[str]]:
    model = data["model"]
    if model["error"]:
        hint = f" ({model['hint']})" if model["hint"] else ""
        rows = [["model", f"unavailable: {model['error']}{hint}"]]
    else:
        rows = [["model", f"{model['id']}  ({model['why']})"]]
    embedded = ", ".join(f"{m['name']}{'*' if m['default'] else ''} "
                         f"{'installed' if m['installed'] else 'not installed'}"
                         for m in data["embedded_models"])
    rows.append(["embedded", f"{embedded}  (* = default; install: openkoi model install)"])
    if data["storage_error"]:
        rows.append(["storage", f"error: {data['storage_error']}"])
    else:
        for label, key in (("cost 24h", "last_24h"), ("cost total", "all_time")):
            c = data["cost"][key]
            calls = f"{c['calls']} call" + ("" if c["calls"] == 1 else "s")
            rows.append([label, f"{cost(c['cost_usd'])}  ({calls}, "
                         f"{c['input_tokens']:,} in / {c['output_tokens']:,} out tokens)"])
        tasks = data["tasks"]
        by_status = ", ".join(f"{n} {s}" for s, n in sorted(tasks["by_status"].items()))
        rows.append(["tasks", f"{tasks['total']}" + (f" ({by_status})" if by_status else "")])
        last = data["last_task"]
        if last is None:
            rows.append(["last task", 'none yet; run one with: openkoi "describe the task"'])
        else:
            rows.append(["last task", f"{last['id']}  {last['status']}  score "
                         f"{score(last['score'])}  {when(last['started_at'])}  "
                         f"{one_line(last['description'], 50)}"])
    box = data["sandbox"]
    rows.append(["sandbox", box["detail"] if box["active"] else
                 f"NONE: {box['detail']}; every shell command needs confirmation (trust 'ask')"])
    p = data["paths"]
    rows.append(["config", p["config_file"] + ("" if p["config_exists"] else "  (not created; "
                                                "defaults in use)")])
    rows.append(["data", p["data"]])
    rows.append(["models dir", p["models"]])
    return rows
