"""The Tool Atlas: every tool call's outcome, from the stored ``tool.call`` / ``tool.result``
events of every task.

- **reliability** = successful results / results, per tool;
- **failure modes** = failed results clustered by their error text: the first non-empty line,
  with paths, numbers and quoted strings masked, merged when two such texts are at least
  ``MODE_SIMILARITY`` alike (difflib ratio);
- **workarounds** = a failed call followed, in the same task, by a successful call that
  achieved it: the same tool again, or another tool on the same target (the same ``path``
  argument). The same arguments again is a plain retry (the failure was transient).
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from openkoi.memory.db import loads

MODE_SIMILARITY = 0.8
_MASKS = [
    (re.compile(r"'[^']*'|\"[^\"]*\"|`[^`]*`"), "<str>"),
    (re.compile(r"(?:[\w.-]*/)+[\w.-]+|\b[\w-]+\.(?:py|js|ts|md|txt|json|toml|yaml|yml|sql|sh|"
                r"cfg|ini|html|css|rs|go|java|c|h)\b"), "<path>"),
    (re.compile(r"0x[0-9a-f]+|\b\d+(?:\.\d+)?\b"), "<n>"),
]


@dataclass
class Call:
    task_id: str
    seq: int
    ts: float
    name: str
    arguments: dict[str, Any]
    ok: bool | None = None  # None: no result recorded (the task was cut off)
    output: str = ""
    duration_s: float = 0.0

    def describe(self, limit: int = 90) -> str:
        if isinstance(self.arguments.get("command"), str):
            text = f"{self.name}: {self.arguments['command']}"
        else:
            bits = [f"{k}={v}" for k, v in self.arguments.items()
                    if isinstance(v, str | int | float) and len(str(v)) <= 60]
            text = f"{self.name} {' '.join(bits)}".strip()
        text = " ".join(text.split())
        return text if len(text) <= limit else text[:limit - 3] + "..."

    def target(self) -> str:
        for key in ("path", "file", "filename"):
            if isinstance(self.arguments.get(key), str):
                return str(self.arguments[key])
        return ""


def load_calls(db: Any, since: float = 0.0, task_ids: list[str] | None = None) -> list[Call]:
    """Every tool call (with its result), oldest first, grouped by task."""
    sql = ("SELECT task_id, seq, kind, data, ts FROM events"
           " WHERE kind IN ('tool.call', 'tool.result') AND ts >= ?")
    params: list[Any] = [since]
    if task_ids is not None:
        sql += f" AND task_id IN ({', '.join('?' * len(task_ids))})"
        params += task_ids
    rows = db.query(sql + " ORDER BY task_id, seq", params)
    calls: list[Call] = []
    pending: dict[tuple[str, str], Call] = {}
    for r in rows:
        data = loads(r["data"], {})
        if r["kind"] == "tool.call":
            args = data.get("arguments")
            call = Call(str(r["task_id"]), int(r["seq"]), float(r["ts"]),
                        str(data.get("name", "?")), args if isinstance(args, dict) else {})
            calls.append(call)
            pending[(call.task_id, str(data.get("id", "")))] = call
        else:
            found = pending.pop((str(r["task_id"]), str(data.get("call_id", ""))), None)
            if found is None:  # a result without its call: count it on its own
                found = Call(str(r["task_id"]), int(r["seq"]), float(r["ts"]),
                             str(data.get("name", "?")), {})
                calls.append(found)
            found.ok = bool(data.get("ok"))
            found.output = str(data.get("output") or "")
            found.duration_s = float(data.get("duration_s") or 0.0)
    calls.sort(key=lambda c: (c.task_id, c.seq))
    return calls


def error_signature(output: str) -> str:
    line = next((ln.strip() for ln in output.splitlines() if ln.strip()), "failed")
    line = line.lower()
    for pattern, mask in _MASKS:
        line = pattern.sub(mask, line)
    return " ".join(line.split())[:120]


@dataclass
class FailureMode:
    signature: str
    count: int = 0
    example: str = ""
    last_ts: float = 0.0
    task_ids: list[str] = field(default_factory=list)
    workarounds: Counter[str] = field(default_factory=Counter)

    def to_dict(self) -> dict[str, Any]:
        return {"signature": self.signature, "count": self.count, "example": self.example,
                "last_ts": self.last_ts, "tasks": self.task_ids[-5:],
                "workarounds": [{"fix": k, "count": n} for k, n in
                                self.workarounds.most_common(5)]}


@dataclass
class ToolStats:
    name: str
    calls: int = 0
    ok: int = 0
    failed: int = 0
    no_result: int = 0
    total_s: float = 0.0
    last_ts: float = 0.0
    tasks: set[str] = field(default_factory=set)
    modes: list[FailureMode] = field(default_factory=list)
    recent: list[Call] = field(default_factory=list)

    @property
    def reliability(self) -> float | None:
        done = self.ok + self.failed
        return self.ok / done if done else None

    @property
    def mean_s(self) -> float:
        done = self.ok + self.failed
        return self.total_s / done if done else 0.0

    def mode_for(self, signature: str) -> FailureMode:
        for mode in self.modes:
            if mode.signature == signature or difflib.SequenceMatcher(
                    None, mode.signature, signature).ratio() >= MODE_SIMILARITY:
                return mode
        mode = FailureMode(signature)
        self.modes.append(mode)
        return mode

    def to_dict(self, recent: int = 0) -> dict[str, Any]:
        data: dict[str, Any] = {
            "name": self.name, "calls": self.calls, "ok": self.ok, "failed": self.failed,
            "no_result": self.no_result, "reliability": self.reliability,
            "mean_duration_s": round(self.mean_s, 3), "tasks": len(self.tasks),
            "last_used": self.last_ts,
            "failure_modes": [m.to_dict() for m in sorted(self.modes, key=lambda m: -m.count)]}
        if recent:
            data["recent"] = [{"task_id": c.task_id, "ts": c.ts, "ok": c.ok,
                               "call": c.describe(),
                               "output": c.output.strip().splitlines()[0][:160]
                               if c.output.strip() else ""} for c in self.recent[-recent:]]
        return data


def workaround(failed: Call, later: list[Call]) -> str | None:
    """How a later successful call in the same task achieved what ``failed`` did not."""
    for c in later:
        if c.ok is not True:
            continue
        if c.name == failed.name and c.arguments == failed.arguments:
            return "retried unchanged (the failure was transient)"
        if c.name == failed.name or (failed.target() and c.target() == failed.target()):
            return f"then {c.describe(70)}"
    return None


def atlas(calls: list[Call], recent: int = 10) -> dict[str, ToolStats]:
    stats: dict[str, ToolStats] = {}
    by_task: dict[str, list[Call]] = {}
    for c in calls:
        by_task.setdefault(c.task_id, []).append(c)
    for task_calls in by_task.values():
        for i, c in enumerate(task_calls):
            s = stats.setdefault(c.name, ToolStats(c.name))
            s.calls += 1
            s.tasks.add(c.task_id)
            s.last_ts = max(s.last_ts, c.ts)
            s.recent.append(c)
            if c.ok is None:
                s.no_result += 1
                continue
            s.total_s += c.duration_s
            if c.ok:
                s.ok += 1
                continue
            s.failed += 1
            mode = s.mode_for(error_signature(c.output))
            mode.count += 1
            if c.ts >= mode.last_ts:
                mode.last_ts = c.ts
                mode.example = c.output.strip().splitlines()[0][:200] if c.output.strip() \
                    else "(no output)"
            if c.task_id not in mode.task_ids:
                mode.task_ids.append(c.task_id)
            fix = workaround(c, task_calls[i + 1:])
            if fix:
                mode.workarounds[fix] += 1
    for s in stats.values():
        s.recent.sort(key=lambda c: c.ts)
        s.recent = s.recent[-recent:]
    return dict(sorted(stats.items(), key=lambda kv: (-kv[1].calls, kv[0])))
