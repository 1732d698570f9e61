"""Each integration's state and its deliveries, read from the delivery log
(``webhook_deliveries``, url ``NAME:TARGET``): what ``openkoi integrations``,
``GET /api/v1/integrations``, the web UI and ``openkoi dashboard`` show.

Every try of every post is a row: ``ok`` (delivered), a failure with the service's status
and error, ``skipped: ...`` (the service had nothing to post it to: a GitHub task naming no
issue) or ``abandoned`` (a CLI process ended before it finished; try 0).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from openkoi.config import Paths
    from openkoi.memory.db import Database

RECENT = 50  # tries per integration counted by the overview
SCAN = 2000  # tries read for the overview


def deliveries(db: Database, limit: int = RECENT, name: str | None = None
               ) -> list[dict[str, Any]]:
    """The newest tries (of ``name`` only, when given), newest first."""
    where = "url NOT LIKE 'http%'"
    args: list[Any] = [limit]
    if name:
        where += " AND url LIKE ?"
        args = [f"{name}:%", limit]
    rows = db.query(f"SELECT url, event, task_id, attempt, status, ok, error, ts FROM "
                    f"webhook_deliveries WHERE {where} ORDER BY id DESC LIMIT ?", tuple(args))
    out = []
    for row in rows:
        service, _, target = str(row["url"]).partition(":")
        error = str(row["error"] or "")
        out.append({"integration": service, "target": target, "event": row["event"],
                    "task_id": row["task_id"], "attempt": row["attempt"],
                    "status": row["status"], "ok": bool(row["ok"]), "error": error,
                    "outcome": outcome(bool(row["ok"]), error), "ts": row["ts"]})
    return out


def outcome(ok: bool, error: str) -> str:
    """delivered, failed, skipped or abandoned."""
    if ok:
        return "delivered"
    if error.startswith("skipped:"):
        return "skipped"
    if error.startswith("abandoned"):
        return "abandoned"
    return "failed"


def overview(paths: Paths, db: Database | None) -> list[dict[str, Any]]:
    """Every integration openkoi knows (built-in and from plugins): set up or not, enabled,
    its events, target and secret, and its last ``RECENT`` tries: delivered, failed (the last
    error and when), skipped. A broken ``[integrations]`` table raises its ConfigError."""
    from openkoi.integrations import settings as config

    known = config.services()
    loaded = config.load(paths, known)
    tries: dict[str, list[dict[str, Any]]] = {}
    for row in deliveries(db, SCAN) if db is not None else []:
        if len(tries.setdefault(row["integration"], [])) < RECENT:
            tries[row["integration"]].append(row)
    rows = []
    for name, cls in known.items():
        configured = loaded.get(name)
        _secret, source = config.find_secret(paths, cls) if cls.secret else ("", "")
        mine = tries.get(name, [])
        failed = [t for t in mine if t["outcome"] in ("failed", "abandoned")]
        rows.append({
            "name": name, "label": cls.label, "configured": configured is not None,
            "enabled": bool(configured and configured.enabled),
            "inbound": bool(configured and configured.table.get("inbound")),
            "events": list(configured.events) if configured else [],
            "target": cls(configured.table).target() if configured else "",
            "secret": source or ("" if not cls.secret else
                                 "optional" if cls.secret_optional else "missing"),
            "deliveries": sum(1 for t in mine if t["ok"]), "failures": len(failed),
            "skipped": sum(1 for t in mine if t["outcome"] == "skipped"),
            "last_error": failed[0]["error"] if failed else "",
            "last_failure_at": failed[0]["ts"] if failed else None,
            "last_try_at": mine[0]["ts"] if mine else None})
    return rows
