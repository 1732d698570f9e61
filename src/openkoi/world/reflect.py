"""Reflection, computed from recorded decisions and outcomes (no model call).

- ``period(db, since, until)``: the tasks started in a window: outcomes, scores, iterations,
  stop reasons, the Parliament's verdicts against the outcomes, tool failures, tokens/cost;
- ``today`` / ``week``: a period against the one before it (the previous 7 days' daily
  average for today; the previous week for week), with a daily series for the week;
- ``growth``: weekly trends and the maturity stage (``world.maturity``);
- ``honest``: where the agent was confident and wrong (``OVERCONFIDENCE`` kinds below).

Finished = done, below_threshold, failed, budget_exhausted or unverified; success = done
(an unverified result, judged by a model only, is finished but no success).
"""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

from openkoi.memory.db import loads
from openkoi.world import reruns

FINISHED = ("done", "below_threshold", "failed", "budget_exhausted", "unverified")
FAILURE = ("below_threshold", "failed", "budget_exhausted")
APPROVING = ("APPROVE", "APPROVE_WITH_CAVEATS")
DAY = 86400.0
CONFIDENT = 0.8  # a judge score or an agency confidence at least this is "confident"
OVERCONFIDENCE = {
    "judge_vs_tests": "the judge scored the work high while the project's tests failed",
    "done_then_rerun": "the task ended done but the user asked for it again",
    "approved_then_failed": "the Parliament approved with confidence and the task failed",
    "regressed": "a refinement it expected to help made the score worse",
}


def day_start(ts: float) -> float:
    lt = time.localtime(ts)
    return time.mktime((lt.tm_year, lt.tm_mon, lt.tm_mday, 0, 0, 0, 0, 0, -1))


def period(db: Any, since: float, until: float) -> dict[str, Any]:
    rows = [dict(r) for r in db.query(
        "SELECT id, description, status, score, iterations, stop_reason, input_tokens,"
        " output_tokens, cost_usd, started_at FROM tasks WHERE started_at >= ?"
        " AND started_at < ? ORDER BY started_at", (since, until))]
    finished = [r for r in rows if r["status"] in FINISHED]
    done = [r for r in finished if r["status"] == "done"]
    out: dict[str, Any] = {
        "since": since, "until": until, "tasks": len(rows), "finished": len(finished),
        "done": len(done), "status": dict(Counter(str(r["status"]) for r in rows)),
        "success_rate": len(done) / len(finished) if finished else None,
        "mean_score": _mean([float(r["score"] or 0) for r in finished]),
        "mean_iterations": _mean([float(r["iterations"] or 0) for r in finished]),
        "iterations_to_success": _mean([float(r["iterations"] or 0) for r in done]),
        "stop_reasons": dict(Counter(_reason(str(r["stop_reason"])) for r in finished
                                     ).most_common(5)),
        "tokens": sum(int(r["input_tokens"]) + int(r["output_tokens"]) for r in rows),
        "cost_usd": round(sum(float(r["cost_usd"]) for r in rows), 6),
        "decisions": [{"task_id": r["id"], "task": str(r["description"])[:80],
                       "status": r["status"], "score": r["score"],
                       "iterations": r["iterations"], "stop_reason": r["stop_reason"]}
                      for r in rows],
    }
    out["parliament"] = _parliament(db, since, until)
    tools = db.query_one(
        "SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN json_extract(data, '$.ok') THEN 0"
        " ELSE 1 END), 0) AS failed FROM events WHERE kind = 'tool.result'"
        " AND ts >= ? AND ts < ?", (since, until))
    out["tool_calls"] = int(tools["n"])
    out["tool_failures"] = int(tools["failed"])
    return out


def _mean(values: list[float]) -> float | None:
    return round(sum(values) / len(values), 4) if values else None


def _reason(text: str) -> str:
    """Stop reasons without their numbers: "score regressed (0.41 < 0.62 ...)" -> "score
    regressed"."""
    return text.split(" (")[0].split(":")[0].strip() or "(none)"


def _parliament(db: Any, since: float, until: float) -> dict[str, Any]:
    rows = db.query("SELECT e.data, t.status FROM events e JOIN tasks t ON t.id = e.task_id"
                    " WHERE e.kind = 'parliament' AND e.ts >= ? AND e.ts < ?", (since, until))
    verdicts: Counter[str] = Counter()
    blocked = overridden = right = scored = 0
    for r in rows:
        data = loads(r["data"], {})
        if data.get("simulated"):
            continue
        blocked += int(bool(data.get("blocked")))
        overridden += int(bool(data.get("overridden")))
        for v in data.get("verdicts", []):
            if isinstance(v, dict):
                verdicts[str(v.get("verdict"))] += 1
        ran = not data.get("blocked") or data.get("overridden")
        if ran and r["status"] in FINISHED:
            scored += 1
            approved = not data.get("blocked")
            right += int(approved == (r["status"] == "done"))
    return {"deliberations": len(rows), "blocked": blocked, "overridden": overridden,
            "verdicts": dict(verdicts), "decisions_scored": scored,
            "decisions_right": right}


def today(db: Any, now: float | None = None) -> dict[str, Any]:
    now = time.time() if now is None else now
    start = day_start(now)
    cur = period(db, start, now + 1)
    before = period(db, start - 7 * DAY, start)
    return {"period": cur, "baseline": before, "baseline_days": 7,
            "assessment": assess(cur, before)}


def week(db: Any, now: float | None = None) -> dict[str, Any]:
    now = time.time() if now is None else now
    end = day_start(now) + DAY
    cur = period(db, end - 7 * DAY, end)
    before = period(db, end - 14 * DAY, end - 7 * DAY)
    days = []
    for i in range(7, 0, -1):
        p = period(db, end - i * DAY, end - (i - 1) * DAY)
        days.append({"day": time.strftime("%a %d %b", time.localtime(end - i * DAY)),
                     "tasks": p["tasks"], "success_rate": p["success_rate"],
                     "mean_score": p["mean_score"]})
    findings = Counter(str(r["dimension"]) for r in db.query(
        "SELECT DISTINCT f.task_id, f.dimension FROM findings f JOIN tasks t ON t.id ="
        " f.task_id WHERE t.started_at >= ? AND f.dimension != ''", (end - 7 * DAY,)))
    return {"period": cur, "baseline": before, "days": days,
            "recurring_findings": dict(findings.most_common(5)),
            "reruns": [r.to_dict() for r in reruns.find(db, end - 7 * DAY)],
            "assessment": assess(cur, before)}


def assess(cur: dict[str, Any], before: dict[str, Any]) -> list[str]:
    """Plain sentences comparing a period with the one before (numbers only)."""
    lines = []
    if not cur["finished"]:
        return ["no finished tasks in this period: nothing to assess yet"]
    rate = cur["success_rate"]
    lines.append(f"{cur['done']} of {cur['finished']} finished tasks met the quality bar "
                 f"({rate:.0%}), mean score {cur['mean_score']:.2f}")
    if before["finished"]:
        delta = rate - before["success_rate"]
        trend = "better than" if delta > 0.05 else "worse than" if delta < -0.05 else "level with"
        lines.append(f"success {trend} before ({before['success_rate']:.0%} over "
                     f"{before['finished']} tasks)")
    stops = cur["stop_reasons"]
    misses = {k: v for k, v in stops.items() if k != "quality threshold met"}
    if misses:
        top = max(misses, key=lambda k: misses[k])
        lines.append(f"most common way a task ended short: {top} ({misses[top]})")
    if cur["tool_calls"]:
        lines.append(f"{cur['tool_failures']} of {cur['tool_calls']} tool calls failed")
    return lines


def growth(db: Any, weeks: int = 8, now: float | None = None) -> dict[str, Any]:
    now = time.time() if now is None else now
    end = day_start(now) + DAY
    series = []
    for i in range(weeks, 0, -1):
        p = period(db, end - i * 7 * DAY, end - (i - 1) * 7 * DAY)
        series.append({"week_of": time.strftime("%Y-%m-%d",
                                                time.localtime(end - i * 7 * DAY)),
                       "finished": p["finished"], "success_rate": p["success_rate"],
                       "mean_score": p["mean_score"],
                       "iterations_to_success": p["iterations_to_success"]})
    return {"weeks": series}


def recent_success(db: Any, recent: int) -> tuple[int, float]:
    """(finished tasks in all, success rate of the last ``recent``)."""
    marks = ", ".join("?" * len(FINISHED))
    total = db.query_one(f"SELECT COUNT(*) AS n FROM tasks WHERE status IN ({marks})",
                         FINISHED)
    last = db.query(f"SELECT status FROM tasks WHERE status IN ({marks})"
                    f" ORDER BY started_at DESC LIMIT ?", (*FINISHED, recent))
    rate = sum(r["status"] == "done" for r in last) / len(last) if last else 0.0
    return int(total["n"]), rate


def honest(db: Any, since: float = 0.0) -> dict[str, Any]:
    cases: list[dict[str, Any]] = []
    tasks = {str(r["id"]): dict(r) for r in db.query(
        "SELECT id, description, status, score, stop_reason FROM tasks WHERE started_at >= ?",
        (since,))}
    seen: set[tuple[str, str]] = set()

    def case(kind: str, task_id: str, detail: str) -> None:
        if (kind, task_id) in seen or task_id not in tasks:
            return
        seen.add((kind, task_id))
        cases.append({"kind": kind, "task_id": task_id,
                      "task": str(tasks[task_id]["description"])[:80], "detail": detail})

    for r in db.query("SELECT task_id, data FROM events WHERE kind = 'evaluation'"
                      " ORDER BY task_id, seq"):
        dims = loads(r["data"], {}).get("dimensions", {})
        judged = [float(v) for k, v in dims.items() if k not in ("tests", "lint")]
        if "tests" in dims and float(dims["tests"]) < 1.0 and judged \
                and sum(judged) / len(judged) >= CONFIDENT:
            case("judge_vs_tests", str(r["task_id"]),
                 f"judge {sum(judged) / len(judged):.2f} vs tests {float(dims['tests']):.2f}")
    for rr in reruns.find(db, since):
        if rr.first_status == "done":
            case("done_then_rerun", rr.first_id,
                 f"done at {(rr.first_score or 0):.2f}, asked again as {rr.again_id[:8]} "
                 f"{rr.gap_s / 60:.0f} min later")
    for r in db.query("SELECT e.task_id, e.data, t.status FROM events e JOIN tasks t"
                      " ON t.id = e.task_id WHERE e.kind = 'parliament'"):
        data = loads(r["data"], {})
        if data.get("blocked") or data.get("simulated") or r["status"] not in FAILURE:
            continue
        sure = [v for v in data.get("verdicts", []) if isinstance(v, dict)
                and v.get("verdict") in APPROVING
                and float(v.get("confidence") or 0) >= CONFIDENT]
        if sure:
            names = ", ".join(str(v.get("agency")) for v in sure)
            case("approved_then_failed", str(r["task_id"]),
                 f"{names} approved with confidence >= {CONFIDENT}; ended {r['status']}")
    for tid, t in tasks.items():
        if str(t["stop_reason"]).startswith("score regressed"):
            case("regressed", tid, str(t["stop_reason"]))
    finished = sum(1 for t in tasks.values() if t["status"] in FINISHED)
    wrong_tasks = {c["task_id"] for c in cases}
    learned = _learned(db, wrong_tasks)
    for c in cases:
        c["learned"] = learned.get(c["task_id"], [])
    return {"finished": finished, "overconfident_tasks": len(wrong_tasks),
            "rate": len(wrong_tasks) / finished if finished else 0.0,
            "by_kind": dict(Counter(c["kind"] for c in cases)), "cases": cases,
            "kinds": OVERCONFIDENCE}


def _learned(db: Any, task_ids: set[str]) -> dict[str, list[str]]:
    """The learnings stored from these tasks (when memory keeps a learnings table)."""
    if not task_ids or db.query_one("SELECT 1 FROM sqlite_master WHERE type = 'table'"
                                    " AND name = 'learnings'") is None:
        return {}
    out: dict[str, list[str]] = {}
    marks = ", ".join("?" * len(task_ids))
    for r in db.query(f"SELECT source_task, text FROM learnings WHERE source_task IN ({marks})",
                      tuple(task_ids)):
        out.setdefault(str(r["source_task"]), []).append(str(r["text"]))
    return out
