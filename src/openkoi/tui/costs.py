"""Costs for the dashboard, today and over the last 7 days, kept up to date incrementally.

``Store.cost_summary`` parses every ``cost`` event in its window each time (about 0.1 s for
25,000 events); a dashboard refreshing while tasks run would spend that again and again.
``CostTally`` reads each cost event once: it keeps sums per (day, model), summed by SQLite,
and on ``refresh`` reads only the events stored after the last one it saw. The 7-day window
is today and the six days before it (local time); when the day changes, or rows were deleted
(``reset``), it starts over.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from openkoi.memory.store import Store

DAYS = 7


@dataclass
class _Sums:
    calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float = 0.0

    def add(self, other: _Sums) -> None:
        self.calls += other.calls
        self.input_tokens += other.input_tokens
        self.output_tokens += other.output_tokens
        self.cost_usd += other.cost_usd

    def to_dict(self) -> dict[str, Any]:
        return {"calls": self.calls, "input_tokens": self.input_tokens,
                "output_tokens": self.output_tokens, "cost_usd": self.cost_usd}


@dataclass
class CostTally:
    since: float | None = None  # start of the first day of the window
    last_id: int = 0  # the newest cost event read
    buckets: dict[tuple[float, str], _Sums] = field(default_factory=dict)
    reads: int = 0  # rows read so far (the benchmark and the tests look at it)

    def reset(self) -> None:
        self.since, self.last_id, self.buckets = None, 0, {}

    def refresh(self, store: Store, now: float | None = None) -> None:
        now = time.time() if now is None else now
        since = start_of_day(now - (DAYS - 1) * 86_400)
        if since != self.since:
            self.reset()
            self.since = since
        rows = store.db.query(
            "SELECT date(ts, 'unixepoch', 'localtime') AS day,"
            " COALESCE(json_extract(data, '$.model'), '') AS model, COUNT(*) AS calls,"
            " MAX(id) AS last_id,"
            " COALESCE(SUM(json_extract(data, '$.input_tokens')), 0) AS input_tokens,"
            " COALESCE(SUM(json_extract(data, '$.output_tokens')), 0) AS output_tokens,"
            " COALESCE(SUM(json_extract(data, '$.cost_usd')), 0) AS cost_usd"
            " FROM events WHERE kind = 'cost' AND ts >= ? AND id > ? GROUP BY day, model",
            (since, self.last_id))
        for r in rows:
            key = (_day_start(str(r["day"])), str(r["model"]))
            self.buckets.setdefault(key, _Sums()).add(_Sums(
                int(r["calls"]), _int(r["input_tokens"]), _int(r["output_tokens"]),
                _float(r["cost_usd"])))
            self.last_id = max(self.last_id, int(r["last_id"]))
            self.reads += int(r["calls"])

    def summary(self, since_day: float) -> dict[str, Any]:
        """Totals and per-model sums of the days starting at or after ``since_day``, in the
        shape of ``Store.cost_summary`` (``calls``, tokens, ``cost_usd``, ``by_model``)."""
        total, by_model = _Sums(), dict[str, _Sums]()
        for (day, model), sums in self.buckets.items():
            if day >= since_day:
                total.add(sums)
                by_model.setdefault(model, _Sums()).add(sums)
        ordered = sorted(by_model.items(), key=lambda kv: -kv[1].cost_usd)
        return total.to_dict() | {"since": since_day,
                                  "by_model": {m: s.to_dict() for m, s in ordered}}

    def today(self, now: float | None = None) -> dict[str, Any]:
        return self.summary(start_of_day(time.time() if now is None else now))

    def week(self) -> dict[str, Any]:
        return self.summary(self.since or 0.0)


def start_of_day(ts: float) -> float:
    local = time.localtime(ts)
    return time.mktime((local.tm_year, local.tm_mon, local.tm_mday, 0, 0, 0, 0, 0, -1))


def _day_start(day: str) -> float:
    """The local midnight starting ``day`` (YYYY-MM-DD, as SQLite's localtime wrote it)."""
    year, month, mday = (int(part) for part in day.split("-"))
    return time.mktime((year, month, mday, 0, 0, 0, 0, 0, -1))


def _int(value: Any) -> int:
    return int(value) if isinstance(value, int | float) and not isinstance(value, bool) else 0


def _float(value: Any) -> float:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) \
        else 0.0
