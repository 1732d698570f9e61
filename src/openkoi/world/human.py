"""The Human Atlas: what the agent has learned about the user's preferences, each with the
evidence it rests on. Read from what was recorded, no model call:

- the quality threshold and iteration count the user runs tasks with (task options);
- Guardian blocks the user overrode (``--override``) or let stand (Parliament events);
- trust levels the user set, and their answers when asked (``trust.json``, the audit log);
- SOUL.md changes the user approved (the soul history);
- tasks the user re-ran (``world.reruns``), split by how the first attempt ended;
- pattern-mined skills approved or rejected (``openkoi learn``);
- the hours the user usually works.

Trust and soul data come from ``mind`` and are passed in by the caller (world sits below
mind and does not import it).
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from openkoi.config import DEFAULT_ITERATIONS, DEFAULT_QUALITY
from openkoi.memory.db import loads
from openkoi.world import reruns

MIN_EVIDENCE = 2  # a habit needs at least this many tasks
HABIT_SHARE = 0.3  # ... and this share of all tasks


@dataclass
class Preference:
    topic: str
    says: str
    evidence: list[str] = field(default_factory=list)
    count: int = 1

    def to_dict(self) -> dict[str, Any]:
        return {"topic": self.topic, "preference": self.says, "count": self.count,
                "evidence": self.evidence[:5]}


def _options(db: Any, out: list[Preference]) -> None:
    quality: Counter[float] = Counter()
    iterations: Counter[int] = Counter()
    for r in db.query("SELECT options FROM tasks"):
        opts = loads(r["options"], {})
        if isinstance(opts.get("quality"), int | float):
            quality[round(float(opts["quality"]), 2)] += 1
        if isinstance(opts.get("iterations"), int):
            iterations[int(opts["iterations"])] += 1
    if quality:
        q, n = _habit(quality, DEFAULT_QUALITY)
        if n:
            word = "stricter" if q > DEFAULT_QUALITY else "looser"
            out.append(Preference("quality", f"wants a {word} quality bar: {q:.2f}",
                                  [f"{n} of {sum(quality.values())} tasks ran with "
                                   f"--quality {q:.2f}"], n))
    if iterations:
        i, n = _habit(iterations, DEFAULT_ITERATIONS)
        if n:
            out.append(Preference("iterations", f"usually allows {i} iteration(s)",
                                  [f"{n} of {sum(iterations.values())} tasks ran with -i {i}"],
                                  n))


def _habit(counts: Counter[Any], default: Any) -> tuple[Any, int]:
    """The most used non-default value, when it is a habit: at least ``MIN_EVIDENCE`` tasks
    and ``HABIT_SHARE`` of them all; else (default, 0)."""
    total = sum(counts.values())
    for value, n in counts.most_common():
        if value != default:
            return (value, n) if n >= MIN_EVIDENCE and n / total >= HABIT_SHARE else (default, 0)
    return default, 0


def _overrides(db: Any, out: list[Preference]) -> None:
    overridden: list[str] = []
    accepted: list[str] = []
    for r in db.query("SELECT e.task_id, e.data, t.description FROM events e"
                      " JOIN tasks t ON t.id = e.task_id WHERE e.kind = 'parliament'"
                      " ORDER BY e.ts"):
        data = loads(r["data"], {})
        if not data.get("blocked") or data.get("simulated"):
            continue
        line = f"{str(r['task_id'])[:8]} {str(r['description'])[:60]!r}"
        (overridden if data.get("overridden") else accepted).append(line)
    if overridden:
        out.append(Preference("guardian", f"overrode the Guardian {len(overridden)} time(s)",
                              overridden, len(overridden)))
    if accepted:
        out.append(Preference("guardian", f"let {len(accepted)} Guardian block(s) stand",
                              accepted, len(accepted)))


def _trust(granted: dict[str, str], audit: list[dict[str, Any]],
           out: list[Preference]) -> None:
    for domain, level in sorted(granted.items()):
        says = {"ask": "wants to be asked before", "suggest": "wants only proposals for",
                "act": "lets openkoi act on", "autonomous": "delegates fully"}.get(level, level)
        out.append(Preference("trust", f"{says} {domain}", [f"trust {domain} = {level}"]))
    answers: dict[str, Counter[str]] = {}
    for entry in audit:
        action = str(entry.get("action", ""))
        if action in ("confirmed", "declined"):
            answers.setdefault(str(entry.get("domain", "")), Counter())[action] += 1
    for domain, c in sorted(answers.items()):
        says = "usually allows" if c["confirmed"] >= c["declined"] else "usually declines"
        out.append(Preference("trust", f"{says} {domain} actions when asked",
                              [f"{c['confirmed']} confirmed, {c['declined']} declined"],
                              c["confirmed"] + c["declined"]))


def _soul(history: list[dict[str, Any]], out: list[Preference]) -> None:
    for entry in history:
        when = time.strftime("%Y-%m-%d", time.localtime(float(entry.get("ts", 0))))
        for change in entry.get("changes", []):
            if isinstance(change, dict) and change.get("value"):
                out.append(Preference("values", f"values {change['value']}: "
                                      f"{change.get('says', '')}".rstrip(": "),
                                      [f"approved a SOUL.md change on {when}"]
                                      + [str(e) for e in change.get("evidence", [])][:2]))


def _reruns(db: Any, out: list[Preference]) -> None:
    found = reruns.find(db)
    after_done = [r for r in found if r.first_status == "done"]
    after_miss = [r for r in found if r.first_status != "done"]
    if after_miss:
        out.append(Preference("re-runs", f"re-ran {len(after_miss)} task(s) that did not "
                              "succeed (keeps at it rather than giving up)",
                              [f"{r.again_id[:8]} after {r.first_id[:8]} ({r.first_status}):"
                               f" {r.text[:50]!r}" for r in after_miss], len(after_miss)))
    if after_done:
        out.append(Preference("re-runs", f"re-ran {len(after_done)} task(s) openkoi called "
                              "done (the result was not what they wanted)",
                              [f"{r.again_id[:8]} after {r.first_id[:8]} (score "
                               f"{(r.first_score or 0):.2f}): {r.text[:50]!r}"
                               for r in after_done], len(after_done)))


def _skills(db: Any, out: list[Preference]) -> None:
    rows = db.query("SELECT name, status FROM skill_proposals WHERE status != 'pending'")
    for status in ("approved", "rejected"):
        names = [str(r["name"]) for r in rows if r["status"] == status]
        if names:
            out.append(Preference("skills", f"{status} {len(names)} proposed skill(s)",
                                  names, len(names)))


def _hours(db: Any, out: list[Preference]) -> None:
    hours = Counter(time.localtime(float(r["started_at"])).tm_hour
                    for r in db.query("SELECT started_at FROM tasks"))
    total = sum(hours.values())
    if total < 5:
        return
    best = max(range(24), key=lambda h: sum(hours[(h + k) % 24] for k in range(4)))
    share = sum(hours[(best + k) % 24] for k in range(4)) / total
    if share >= 0.5:
        out.append(Preference("hours", f"usually works {best:02d}:00-{(best + 4) % 24:02d}:00",
                              [f"{share:.0%} of {total} tasks started then"], total))


def atlas(db: Any, *, trust_granted: dict[str, str] | None = None,
          trust_audit: list[dict[str, Any]] | None = None,
          soul_history: list[dict[str, Any]] | None = None) -> list[Preference]:
    out: list[Preference] = []
    _options(db, out)
    _overrides(db, out)
    _trust(trust_granted or {}, trust_audit or [], out)
    _soul(soul_history or [], out)
    _reruns(db, out)
    _skills(db, out)
    _hours(db, out)
    return out
