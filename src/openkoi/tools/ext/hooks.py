"""Hooks: the points in a task where plugins (and openkoi itself) are asked, and what each
may answer. A hook is a function of one JSON-like payload returning a dict or nothing:

===================  ==========================================  ==========================
hook                 payload                                     what its answer may do
===================  ==========================================  ==========================
before_plan          task, workspace                             ``notice``
after_plan           task, summary, steps, files, tools          ``notice``
before_tool          name, arguments, effect, domain             ``veto`` (a reason): the
                                                                 call is refused, not run
after_tool           name, arguments, ok, output (first 4000)    ``notice``
after_evaluation     task, iteration, score, dimensions,         ``findings`` (a list of
                     findings, grounded                          {severity, message, ...}),
                                                                 ``dimension`` ({name,
                                                                 score 0-1}): may lower the
                                                                 score, never raise it
task_end             task, status, score, stop_reason            ``notify`` (a message)
===================  ==========================================  ==========================

Every hook that runs is recorded as a ``hook`` event (plugin, hook, ok, error, answer,
duration). A hook that fails (raises, traps, runs out of fuel or steps, answers something
that is not a dict) is reported the same way and changes nothing: the call runs, the score
stands. A hook can make a task's result worse (a veto, a lower score, a finding), never
better: "done" still needs the verification that ran.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from openkoi.tools.ext.manifest import HOOKS

Emit = Callable[[dict[str, Any]], object]
_SEVERITIES = ("blocker", "major", "minor", "info")


@dataclass
class HookImpl:
    """One function answering one hook, and whose it is."""

    hook: str
    plugin: str
    fn: Callable[[dict[str, Any]], Any]


@dataclass
class Answer:
    plugin: str
    data: dict[str, Any]


@dataclass
class Hooks:
    impls: list[HookImpl] = field(default_factory=list)
    emit: Emit | None = None  # where the hook events go (set by the engine per task)

    def names(self) -> list[str]:
        return sorted({i.hook for i in self.impls})

    def fire(self, hook: str, payload: dict[str, Any]) -> list[Answer]:
        """Ask every implementation of ``hook``; the answers of those that worked."""
        if hook not in HOOKS:
            raise ValueError(f"unknown hook {hook!r}")
        answers: list[Answer] = []
        for impl in self.impls:
            if impl.hook != hook:
                continue
            started = time.monotonic()
            error, data = "", {}
            try:
                raw = impl.fn(payload)
                if raw is not None and not isinstance(raw, dict):
                    raise TypeError(f"answered {type(raw).__name__}, not a table/object")
                data = dict(raw or {})
                answers.append(Answer(impl.plugin, data))
            except Exception as exc:  # a failing hook is reported and changes nothing
                error = f"{type(exc).__name__}: {exc}" if not hasattr(exc, "hint") else str(exc)
            if self.emit is not None:
                self.emit({"plugin": impl.plugin, "hook": hook, "ok": not error,
                           "error": error[:500], "answer": _short(data),
                           "duration_s": round(time.monotonic() - started, 6)})
        return answers

    def veto(self, payload: dict[str, Any]) -> str | None:
        """``before_tool``: the first veto, as "plugin: reason"; None lets the call run."""
        for answer in self.fire("before_tool", payload):
            reason = answer.data.get("veto")
            if reason:
                return f"{answer.plugin}: {str(reason)[:300]}"
        return None

    def notices(self, hook: str, payload: dict[str, Any], key: str = "notice") -> list[str]:
        return [f"{a.plugin}: {str(a.data[key])[:500]}" for a in self.fire(hook, payload)
                if a.data.get(key)]


def findings_and_dimensions(answers: list[Answer]) -> tuple[list[dict[str, Any]],
                                                            dict[str, float]]:
    """``after_evaluation`` answers, checked: findings and extra score dimensions."""
    findings: list[dict[str, Any]] = []
    dims: dict[str, float] = {}
    for a in answers:
        for f in a.data.get("findings") or []:
            if isinstance(f, dict) and f.get("message"):
                severity = f.get("severity") if f.get("severity") in _SEVERITIES else "minor"
                findings.append({"severity": severity, "dimension": f"plugin:{a.plugin}",
                                 "message": str(f["message"])[:500],
                                 "location": str(f.get("location", ""))[:200],
                                 "fix": str(f.get("fix", ""))[:300]})
        dim = a.data.get("dimension")
        if isinstance(dim, dict) and isinstance(dim.get("score"), int | float) \
                and not isinstance(dim.get("score"), bool):
            name = f"{a.plugin}:{str(dim.get('name') or 'score')[:40]}"
            dims[name] = max(0.0, min(1.0, float(dim["score"])))
    return findings, dims


def _short(data: dict[str, Any]) -> dict[str, Any]:
    return {k: (v[:300] if isinstance(v, str) else v) for k, v in list(data.items())[:8]}
