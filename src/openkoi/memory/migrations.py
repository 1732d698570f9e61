"""Ordered schema migrations, each applied once and recorded in ``_migrations``.

Each migration is a function taking the connection, registered in order with
``@migration``. ``migrate()`` runs the ones not yet recorded, oldest first, each in its own
transaction together with the row that records it, so a crash mid-migration leaves the
database at the previous step. Never edit or reorder a released migration: append a new one.
"""

from __future__ import annotations

import re
import sqlite3
import time
from collections.abc import Callable

from openkoi.memory.db import Database

Migration = Callable[[sqlite3.Connection], None]
MIGRATIONS: list[Migration] = []


def migration(fn: Migration) -> Migration:
    MIGRATIONS.append(fn)
    return fn


def rebuilds_tables(fn: Migration) -> Migration:
    """Mark a migration that rebuilds a table (SQLite cannot alter a CHECK constraint): it
    runs with foreign keys off, so dropping the old table cascades to nothing, and the
    foreign keys are checked before it commits (SQLite's documented 12-step procedure)."""
    fn.rebuilds_tables = True  # type: ignore[attr-defined]
    return fn


def applied(db: Database) -> list[str]:
    """Names of the migrations already applied, in the order they were applied."""
    exists = db.query_one(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_migrations'")
    if exists is None:
        return []
    return [str(r["name"]) for r in db.query("SELECT name FROM _migrations ORDER BY seq")]


def migrate(db: Database, migrations: list[Migration] | None = None) -> list[str]:
    """Apply pending migrations in order; return the names applied by this call."""
    todo = MIGRATIONS if migrations is None else migrations
    with db.transaction("cannot create the migrations table") as conn:
        conn.execute(
            "CREATE TABLE IF NOT EXISTS _migrations ("
            " seq INTEGER PRIMARY KEY AUTOINCREMENT,"
            " name TEXT NOT NULL UNIQUE,"
            " applied_at REAL NOT NULL)")
    done = set(applied(db))
    ran: list[str] = []
    for fn in todo:
        name = fn.__name__
        if name in done:
            continue
        rebuild = getattr(fn, "rebuilds_tables", False)
        if rebuild:
            db.conn.execute("PRAGMA foreign_keys = OFF")  # only outside a transaction
        try:
            with db.transaction(f"migration {name} failed") as conn:
                # Re-check inside the write lock: another process may have just applied it.
                if conn.execute("SELECT 1 FROM _migrations WHERE name = ?", (name,)).fetchone():
                    continue
                fn(conn)
                if rebuild and conn.execute("PRAGMA foreign_key_check").fetchone():
                    raise sqlite3.IntegrityError(f"{name} broke a foreign key")
                conn.execute("INSERT INTO _migrations (name, applied_at) VALUES (?, ?)",
                             (name, time.time()))
        finally:
            if rebuild:
                db.conn.execute("PRAGMA foreign_keys = ON")
        ran.append(name)
    return ran


@migration
def m001_sessions(conn: sqlite3.Connection) -> None:
    conn.execute("""
        CREATE TABLE sessions (
            id TEXT PRIMARY KEY,
            kind TEXT NOT NULL CHECK (kind IN ('task', 'chat')),
            title TEXT NOT NULL DEFAULT '',
            status TEXT NOT NULL DEFAULT 'active'
                CHECK (status IN ('active', 'paused', 'ended')),
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL
        )""")
    conn.execute("CREATE INDEX sessions_updated ON sessions (updated_at)")


@migration
def m002_tasks(conn: sqlite3.Connection) -> None:
    conn.execute("""
        CREATE TABLE tasks (
            id TEXT PRIMARY KEY,
            session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
            description TEXT NOT NULL,
            workspace TEXT NOT NULL DEFAULT '',
            model TEXT NOT NULL DEFAULT '',
            options TEXT NOT NULL DEFAULT '{}',
            status TEXT NOT NULL DEFAULT 'running' CHECK (status IN (
                'running', 'done', 'below_threshold', 'failed', 'interrupted',
                'budget_exhausted')),
            score REAL,
            iterations INTEGER NOT NULL DEFAULT 0,
            best_iteration INTEGER,
            files_changed TEXT NOT NULL DEFAULT '[]',
            answer TEXT NOT NULL DEFAULT '',
            stop_reason TEXT NOT NULL DEFAULT '',
            error TEXT NOT NULL DEFAULT '',
            pid INTEGER,
            started_at REAL NOT NULL,
            ended_at REAL,
            input_tokens INTEGER NOT NULL DEFAULT 0,
            output_tokens INTEGER NOT NULL DEFAULT 0,
            cost_usd REAL NOT NULL DEFAULT 0
        )""")
    conn.execute("CREATE INDEX tasks_session ON tasks (session_id)")
    conn.execute("CREATE INDEX tasks_started ON tasks (started_at)")
    conn.execute("CREATE INDEX tasks_status ON tasks (status)")


@migration
def m003_events(conn: sqlite3.Connection) -> None:
    conn.execute("""
        CREATE TABLE events (
            id INTEGER PRIMARY KEY,
            task_id TEXT NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
            seq INTEGER NOT NULL,
            kind TEXT NOT NULL,
            data TEXT NOT NULL DEFAULT '{}',
            ts REAL NOT NULL,
            UNIQUE (task_id, seq)
        )""")
    conn.execute("CREATE INDEX events_kind_ts ON events (kind, ts)")


@migration
def m004_iterations_findings(conn: sqlite3.Connection) -> None:
    conn.execute("""
        CREATE TABLE iterations (
            task_id TEXT NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
            number INTEGER NOT NULL,
            score REAL,
            files_changed TEXT NOT NULL DEFAULT '[]',
            usage TEXT NOT NULL DEFAULT '{}',
            PRIMARY KEY (task_id, number)
        )""")
    conn.execute("""
        CREATE TABLE findings (
            id INTEGER PRIMARY KEY,
            task_id TEXT NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
            iteration INTEGER,
            severity TEXT NOT NULL DEFAULT 'minor',
            dimension TEXT NOT NULL DEFAULT '',
            message TEXT NOT NULL DEFAULT '',
            location TEXT NOT NULL DEFAULT '',
            fix TEXT NOT NULL DEFAULT ''
        )""")
    conn.execute("CREATE INDEX findings_task ON findings (task_id, iteration)")


@migration
def m005_vectors_learnings(conn: sqlite3.Connection) -> None:
    # Vectors of any collection ("learnings", ...): float32 BLOBs with the embedder that made
    # them (a model change re-embeds). A rewrite deletes and inserts, so ``id`` only grows and
    # a reader catches up on ids above the last it saw. vectors_fts indexes the same text.
    conn.execute("""
        CREATE TABLE vectors (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            collection TEXT NOT NULL,
            item_id TEXT NOT NULL,
            text TEXT NOT NULL,
            embedder TEXT NOT NULL,
            dim INTEGER NOT NULL,
            vector BLOB NOT NULL,
            updated_at REAL NOT NULL,
            UNIQUE (collection, item_id)
        )""")
    conn.execute("""
        CREATE VIRTUAL TABLE vectors_fts USING fts5(
            text, content='vectors', content_rowid='id', tokenize='porter unicode61')""")
    conn.execute("""
        CREATE TRIGGER vectors_ai AFTER INSERT ON vectors BEGIN
            INSERT INTO vectors_fts (rowid, text) VALUES (new.id, new.text);
        END""")
    conn.execute("""
        CREATE TRIGGER vectors_ad AFTER DELETE ON vectors BEGIN
            INSERT INTO vectors_fts (vectors_fts, rowid, text)
                VALUES ('delete', old.id, old.text);
        END""")
    conn.execute("""
        CREATE TABLE learnings (
            id TEXT PRIMARY KEY,
            type TEXT NOT NULL CHECK (type IN ('worked', 'failed', 'insight')),
            text TEXT NOT NULL,
            task TEXT NOT NULL DEFAULT '',
            confidence REAL NOT NULL,
            evidence INTEGER NOT NULL DEFAULT 1,
            origin TEXT NOT NULL DEFAULT 'rule' CHECK (origin IN ('rule', 'model')),
            source_task TEXT REFERENCES tasks (id) ON DELETE SET NULL,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            last_used_at REAL,
            use_count INTEGER NOT NULL DEFAULT 0
        )""")
    conn.execute("CREATE INDEX learnings_updated ON learnings (updated_at)")


@migration
def m006_skill_usage_proposals(conn: sqlite3.Connection) -> None:
    # Which task skills a task was given (its score is read from ``tasks`` when ranking, so an
    # unfinished task never counts); and the pattern miner's proposals with their decision.
    conn.execute("""
        CREATE TABLE skill_usage (
            task_id TEXT NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
            skill TEXT NOT NULL,
            source TEXT NOT NULL DEFAULT '',
            relevance REAL NOT NULL DEFAULT 0,
            PRIMARY KEY (task_id, skill)
        )""")
    conn.execute("CREATE INDEX skill_usage_skill ON skill_usage (skill)")
    conn.execute("""
        CREATE TABLE skill_proposals (
            name TEXT PRIMARY KEY,
            status TEXT NOT NULL DEFAULT 'pending'
                CHECK (status IN ('pending', 'approved', 'rejected')),
            task_ids TEXT NOT NULL DEFAULT '[]',
            steps TEXT NOT NULL DEFAULT '[]',
            created_at REAL NOT NULL,
            decided_at REAL
        )""")


@migration
def m007_api_queue_webhooks(conn: sqlite3.Connection) -> None:
    # The HTTP API's persistent queue: one row per submitted task; ``id`` becomes the task's
    # id in ``tasks`` once a worker starts it (no foreign key: a queued task has no row yet).
    # ``owner`` = "pid:instance" of the server running it, so a restart can tell its own
    # leftovers from another live server's tasks. And every webhook delivery attempt.
    conn.execute("""
        CREATE TABLE api_jobs (
            id TEXT PRIMARY KEY,
            request TEXT NOT NULL,
            state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN (
                'queued', 'running', 'awaiting_approval', 'finished', 'cancelled',
                'interrupted', 'rejected', 'failed')),
            owner TEXT NOT NULL DEFAULT '',
            plan TEXT,
            error TEXT NOT NULL DEFAULT '',
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL
        )""")
    conn.execute("CREATE INDEX api_jobs_state ON api_jobs (state, created_at)")
    conn.execute("""
        CREATE TABLE webhook_deliveries (
            id INTEGER PRIMARY KEY,
            message_id TEXT NOT NULL,
            url TEXT NOT NULL,
            event TEXT NOT NULL,
            task_id TEXT NOT NULL DEFAULT '',
            attempt INTEGER NOT NULL,
            status INTEGER,
            ok INTEGER NOT NULL,
            error TEXT NOT NULL DEFAULT '',
            ts REAL NOT NULL
        )""")
    conn.execute("CREATE INDEX webhook_deliveries_ts ON webhook_deliveries (ts)")


@migration
@rebuilds_tables
def m008_task_status_unverified(conn: sqlite3.Connection) -> None:
    # A new task status, "unverified": the threshold met in a model's judgement only,
    # nothing ran the code. The CHECK constraint lists the statuses, so the table is rebuilt.
    _widen_task_status(conn, "'budget_exhausted')", "'budget_exhausted', 'unverified')")


@migration
@rebuilds_tables
def m009_task_status_simulated(conn: sqlite3.Connection) -> None:
    # A new task status, "simulated": a dry run (think --simulate), where nothing was written
    # or run, was recorded "done" with its own stop reason; the records made so say so now.
    _widen_task_status(conn, "'unverified')", "'unverified', 'simulated')")
    conn.execute("UPDATE tasks SET status = 'simulated' WHERE status = 'done' AND "
                 "stop_reason = 'simulation: nothing was written or run'")


def _widen_task_status(conn: sqlite3.Connection, last: str, widened_last: str) -> None:
    """Rebuild the tasks table with ``last`` (the end of its status CHECK list) replaced."""
    (sql,) = conn.execute(
        "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'tasks'").fetchone()
    widened = sql.replace(last, widened_last, 1)
    if widened == sql:
        raise sqlite3.DatabaseError("the tasks table's status check is not the expected one")
    columns = ", ".join(r[1] for r in conn.execute("PRAGMA table_info(tasks)"))
    # a table once renamed is stored as CREATE TABLE "tasks" (SQLite quotes the new name)
    conn.execute(re.sub(r'^CREATE TABLE\s+"?tasks"?', "CREATE TABLE tasks_new", widened, count=1))
    conn.execute(f"INSERT INTO tasks_new ({columns}) SELECT {columns} FROM tasks")
    conn.execute("DROP TABLE tasks")
    conn.execute("ALTER TABLE tasks_new RENAME TO tasks")
    conn.execute("CREATE INDEX tasks_session ON tasks (session_id)")
    conn.execute("CREATE INDEX tasks_started ON tasks (started_at)")
    conn.execute("CREATE INDEX tasks_status ON tasks (status)")
