"""The one SQLite file: connection settings, transactions, ids and error mapping.

Every connection runs in WAL mode with foreign keys on and a busy timeout, in autocommit
mode (``isolation_level=None``): writes happen only inside ``transaction()``, which is
``BEGIN IMMEDIATE`` ... ``COMMIT``. A process killed between two transactions therefore
leaves a consistent database. Every ``sqlite3`` error becomes a ``StorageError`` here;
nothing above this module sees one.
"""

from __future__ import annotations

import json
import re
import secrets
import sqlite3
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from openkoi.errors import StorageError, UsageError

BUSY_TIMEOUT_MS = 5000
ID_BYTES = 6  # 12 hex characters
_HEX = re.compile(r"^[0-9a-f]+$")


def new_id() -> str:
    """A short random hex id (12 characters); any unique prefix of it names the row."""
    return secrets.token_hex(ID_BYTES)


def _hint(exc: sqlite3.Error) -> str:
    text = str(exc).lower()
    if "locked" in text or "busy" in text:
        return "another openkoi process holds the database; retry in a moment"
    if "malformed" in text or "not a database" in text:
        return "the database file is damaged; move it aside and openkoi starts a new one"
    if "readonly" in text or "unable to open" in text:
        return "check the permissions of the data directory"
    if "disk" in text or "full" in text:
        return "free some disk space"
    return "run `openkoi status` to see where the database lives"


@contextmanager
def storage_errors(what: str) -> Iterator[None]:
    """Turn sqlite3 / OS errors raised inside the block into one-line StorageErrors."""
    try:
        yield
    except sqlite3.Error as exc:
        raise StorageError(f"{what}: {exc}", hint=_hint(exc)) from exc
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise StorageError(f"{what}: {reason}", hint="check the permissions and free space "
                           "of the data directory") from exc


class Database:
    """A connection plus a lock, so recorders called from worker threads stay serialized."""

    def __init__(self, path: Path, conn: sqlite3.Connection) -> None:
        self.path = path
        self.conn = conn
        self._lock = threading.RLock()
        self._closed = False

    @classmethod
    def open(cls, path: Path) -> Database:
        with storage_errors(f"cannot open database {path}"):
            path.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000,
                                   isolation_level=None, check_same_thread=False)
            try:
                conn.row_factory = sqlite3.Row
                conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
                mode = _switch_to_wal(conn)
                if str(mode).lower() != "wal":
                    raise StorageError(f"cannot switch {path} to WAL mode (got {mode})",
                                       hint="keep the data directory on a local disk")
                conn.execute("PRAGMA synchronous = NORMAL")
                conn.execute("PRAGMA foreign_keys = ON")
                _quick_check(conn, path)
            except BaseException:
                conn.close()
                raise
        return cls(path, conn)

    @contextmanager
    def transaction(self, what: str = "database write failed") -> Iterator[sqlite3.Connection]:
        """One write transaction; rolled back on any error."""
        with self._lock, storage_errors(what):
            self._check_open()
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield self.conn
                self.conn.execute("COMMIT")  # may fail (busy, disk full): roll back then too
            except BaseException:
                if self.conn.in_transaction:
                    self.conn.execute("ROLLBACK")
                raise

    def query(self, sql: str, params: Sequence[Any] = (),
              what: str = "database read failed") -> list[sqlite3.Row]:
        with self._lock, storage_errors(what):
            self._check_open()
            return list(self.conn.execute(sql, params).fetchall())

    def query_one(self, sql: str, params: Sequence[Any] = (),
                  what: str = "database read failed") -> sqlite3.Row | None:
        rows = self.query(sql, params, what)
        return rows[0] if rows else None

    def close(self) -> None:
        with self._lock:
            if not self._closed:
                self._closed = True
                with storage_errors("cannot close the database"):
                    self.conn.close()

    def _check_open(self) -> None:
        if self._closed:
            raise StorageError("the database is already closed",
                               hint="open a new Store")


def _switch_to_wal(conn: sqlite3.Connection) -> str:
    """``PRAGMA journal_mode = WAL``, retried for up to the busy timeout while the file is
    locked. SQLite answers "database is locked" at once, without its busy handler, when
    another connection holds a write lock on a file not yet in WAL mode: several openkoi
    processes opening a new database together (``openkoi batch --workers 2`` on a fresh
    home) would otherwise see all but one of them fail."""
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    delay = 0.01
    while True:
        try:
            return str(conn.execute("PRAGMA journal_mode = WAL").fetchone()[0])
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc).lower() or time.monotonic() + delay > deadline:
                raise
        time.sleep(delay)
        delay = min(delay * 2, 0.2)


def _quick_check(conn: sqlite3.Connection, path: Path) -> None:
    """Refuse a database with damaged pages at open, before anything reads wrong rows from
    it or writes more into it (``PRAGMA quick_check``: the page and index structure, in
    time linear in the file's size, without the slower cross-checks of integrity_check)."""
    rows = [str(r[0]) for r in conn.execute("PRAGMA quick_check(3)").fetchall()]
    if rows != ["ok"]:
        raise StorageError(
            f"the database {path} is damaged ({'; '.join(rows)[:200]})",
            hint=f"move it aside (mv {path} {path}.damaged) and openkoi starts a new one; "
            f"`sqlite3 {path}.damaged .recover` may save its rows")


def resolve_prefix(db: Database, table: str, prefix: str, noun: str, list_cmd: str) -> str:
    """The one full id in ``table`` starting with ``prefix``; UsageError when none or several."""
    wanted = prefix.strip().lower()
    if not wanted or not _HEX.match(wanted):
        raise UsageError(f"no {noun} matches {prefix!r} ({noun} ids are hex, e.g. 3fa2)",
                         hint=f"see `{list_cmd}`")
    rows = db.query(f"SELECT id FROM {table} WHERE id LIKE ? ORDER BY id LIMIT 6",
                    (wanted + "%",))
    if not rows:
        raise UsageError(f"no {noun} matches {prefix!r}", hint=f"see `{list_cmd}`")
    if len(rows) > 1:
        shown = ", ".join(r["id"] for r in rows[:5]) + (", ..." if len(rows) > 5 else "")
        raise UsageError(f"{prefix!r} matches several {noun}s: {shown}",
                         hint="type more characters of the id")
    return str(rows[0]["id"])


def dumps(value: Any) -> str:
    return json.dumps(value, default=str, separators=(",", ":"))


def loads(text: str | None, default: Any) -> Any:
    if not text:
        return default
    try:
        return json.loads(text)
    except ValueError:
        return default
