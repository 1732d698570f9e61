"""The batch file format (`openkoi batch FILE`) and its resumable results.

A batch file is JSONL, one task per line::

    {"task": "Write fizzbuzz.py with tests", "workspace": "fizz", "options": {"iterations": 2}}
    {"id": "docs", "task": "Document the CLI", "workspace": "/abs/proj"}

``task`` (required), ``workspace`` (a folder; relative to the batch file's; default the
batch file's folder), ``options`` (the task flags: iterations, quality, model, max_tokens,
max_cost_usd, max_time_s, max_steps, plan_candidates, think) and ``id`` (default: a hash
of the rest, so a reordered file resumes the same). Blank lines and lines starting with
``#`` are skipped. Every line is checked before anything runs; an error names the line and
the field.

Results go, one JSON line per finished task, to ``FILE.results.jsonl`` (or ``--results``):
a rerun skips the tasks whose id already has a result there (resuming an interrupted batch),
unless ``--rerun``.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from openkoi.errors import UsageError

# option -> (type, the `openkoi run` flag)
OPTIONS: dict[str, tuple[type | tuple[type, ...], str]] = {
    "iterations": (int, "--iterate"), "quality": ((int, float), "--quality"),
    "model": (str, "--model"), "max_tokens": (int, "--max-tokens"),
    "max_cost_usd": ((int, float), "--max-cost"), "max_time_s": ((int, float), "--max-time"),
    "max_steps": (int, "--max-steps"), "plan_candidates": (int, "--plan-candidates"),
    "think": (bool, ""),
}
FIELDS = ("id", "task", "workspace", "options")


@dataclass(frozen=True)
class BatchTask:
    id: str
    task: str
    workspace: Path
    line: int
    options: dict[str, Any] = field(default_factory=dict)

    def argv(self) -> list[str]:
        """``openkoi`` arguments that run this task (JSON result on stdout, no progress)."""
        think = bool(self.options.get("think"))
        args = ["-C", str(self.workspace), "think" if think else "run", "--json", "--quiet"]
        for name, value in self.options.items():
            flag = OPTIONS[name][1]
            if flag:
                args += [flag, str(value)]
        return [*args, "--", self.task]


def load(path: Path) -> list[BatchTask]:
    """Every task of the batch file, checked; a UsageError names the line and the field."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise UsageError(f"batch file {path} not found",
                         hint="give a JSONL file: one {\"task\": ...} per line") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"cannot read batch file {path}: {exc}",
                         hint="check the path and that it is UTF-8 text") from None
    tasks: list[BatchTask] = []
    seen: dict[str, int] = {}
    for number, text in enumerate(lines, 1):
        if not text.strip() or text.lstrip().startswith("#"):
            continue
        task = _task(path, number, text)
        if task.id in seen:
            raise UsageError(f"{path}:{number}: id {task.id!r} is also line {seen[task.id]}'s",
                             hint="give each task its own id")
        seen[task.id] = number
        tasks.append(task)
    if not tasks:
        raise UsageError(f"batch file {path} has no tasks",
                         hint='one JSON object a line, e.g. {"task": "write hello.py"}')
    return tasks


def _task(path: Path, number: int, text: str) -> BatchTask:
    where = f"{path}:{number}"
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise UsageError(f"{where}: not JSON ({exc})",
                         hint='one JSON object a line, e.g. {"task": "write hello.py"}') from None
    if not isinstance(data, dict):
        raise UsageError(f"{where}: must be a JSON object", hint='e.g. {"task": "..."}')
    for key in data:
        if key not in FIELDS:
            raise UsageError(f"{where}: unknown field {key!r}", hint=f"fields: {', '.join(FIELDS)}")
    task = data.get("task")
    if not isinstance(task, str) or not task.strip():
        raise UsageError(f"{where}: task must be a non-empty string",
                         hint='e.g. "task": "write hello.py"')
    given = data.get("workspace", ".")
    if not isinstance(given, str) or not given or "\x00" in given:
        raise UsageError(f"{where}: workspace must be a folder path",
                         hint='e.g. "workspace": "fizz"')
    workspace = Path(os.path.expanduser(given))
    workspace = (workspace if workspace.is_absolute() else path.parent / workspace).resolve()
    if not workspace.is_dir():
        raise UsageError(f"{where}: workspace {workspace} is not a folder",
                         hint="create it, or fix the path (relative to the batch file)")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise UsageError(f"{where}: options must be an object", hint='e.g. {"iterations": 2}')
    for name, value in options.items():
        if name not in OPTIONS:
            raise UsageError(f"{where}: unknown option {name!r}",
                             hint=f"options: {', '.join(OPTIONS)}")
        kind = OPTIONS[name][0]
        if isinstance(value, bool) and kind is not bool or not isinstance(value, kind):
            raise UsageError(f"{where}: options.{name} must be "
                             f"{'a number' if kind == (int, float) else _name(kind)}",
                             hint=f"e.g. \"{name}\": {_example(name)}")
    ident = data.get("id")
    if ident is None:
        digest = hashlib.sha256(json.dumps([task, str(workspace), options],
                                           sort_keys=True).encode()).hexdigest()
        ident = digest[:10]
    if not isinstance(ident, str) or not ident.strip():
        raise UsageError(f"{where}: id must be a non-empty string", hint='e.g. "id": "fizz"')
    return BatchTask(id=ident, task=task.strip(), workspace=workspace, line=number,
                     options=dict(options))


def _name(kind: Any) -> str:
    return {int: "a whole number", str: "a string", bool: "true or false"}.get(kind, "valid")


def _example(name: str) -> str:
    return {"model": '"anthropic/claude-sonnet-4-5"', "think": "true", "quality": "0.8"}.get(
        name, "2")


def default_results(path: Path) -> Path:
    return path.with_name(path.name + ".results.jsonl") if path.suffix != ".jsonl" else \
        path.with_name(path.stem + ".results.jsonl")


def done_ids(results: Path) -> dict[str, dict[str, Any]]:
    """The results already recorded, by task id (a torn last line is ignored)."""
    out: dict[str, dict[str, Any]] = {}
    try:
        lines = results.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return out
    except OSError as exc:
        raise UsageError(f"cannot read results {results}: {exc}",
                         hint="check the path, or pass --results elsewhere") from None
    for text in lines:
        try:
            row = json.loads(text)
        except ValueError:
            continue
        if isinstance(row, dict) and isinstance(row.get("id"), str):
            out[row["id"]] = row
    return out


def append(results: Path, row: dict[str, Any]) -> None:
    """One result line, written whole (O_APPEND) and synced: a resume sees it."""
    data = (json.dumps(row, ensure_ascii=False) + "\n").encode()
    fd = os.open(results, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)
