from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from openkoi.errors import StorageError
from openkoi.memory import migrations
from openkoi.memory.db import Database
from openkoi.memory.migrations import MIGRATIONS, applied, migrate


def test_fresh_database_applies_every_migration_in_order(tmp_path: Path) -> None:
    db = Database.open(tmp_path / "x.db")
    ran = migrate(db)
    names = [fn.__name__ for fn in MIGRATIONS]
    assert ran == names
    assert applied(db) == names
    assert names == sorted(names)  # numbered, so the list order is the file order
    tables = {r["name"] for r in db.query("SELECT name FROM sqlite_master WHERE type='table'")}
    assert {"sessions", "tasks", "events", "iterations", "findings", "_migrations"} <= tables
    db.close()


def test_migrate_is_idempotent(tmp_path: Path) -> None:
    db = Database.open(tmp_path / "x.db")
    migrate(db)
    assert migrate(db) == []
    db.close()
    again = Database.open(tmp_path / "x.db")
    assert migrate(again) == []
    assert len(applied(again)) == len(MIGRATIONS)
    again.close()


def test_partially_migrated_database_gets_only_the_rest(tmp_path: Path) -> None:
    db = Database.open(tmp_path / "x.db")
    assert migrate(db, MIGRATIONS[:2]) == ["m001_sessions", "m002_tasks"]
    assert migrate(db) == [fn.__name__ for fn in MIGRATIONS[2:]]
    assert applied(db) == [fn.__name__ for fn in MIGRATIONS]
    db.close()


def test_failing_migration_rolls_back_and_is_not_recorded(tmp_path: Path) -> None:
    calls: list[str] = []

    def m001_ok(conn: sqlite3.Connection) -> None:
        calls.append("ok")
        conn.execute("CREATE TABLE a (x)")

    def m002_broken(conn: sqlite3.Connection) -> None:
        conn.execute("CREATE TABLE b (x)")
        conn.execute("this is not sql")

    db = Database.open(tmp_path / "x.db")
    with pytest.raises(StorageError, match="migration m002_broken failed"):
        migrate(db, [m001_ok, m002_broken])
    assert applied(db) == ["m001_ok"]
    tables = {r["name"] for r in db.query("SELECT name FROM sqlite_master WHERE type='table'")}
    assert "a" in tables and "b" not in tables
    migrate(db, [m001_ok])
    assert calls == ["ok"]
    db.close()


def test_connection_settings(tmp_path: Path) -> None:
    db = Database.open(tmp_path / "x.db")
    assert db.query_one("PRAGMA journal_mode")[0] == "wal"
    assert db.query_one("PRAGMA foreign_keys")[0] == 1
    assert db.query_one("PRAGMA busy_timeout")[0] >= 1000
    db.close()


def test_opening_waits_for_another_process_that_is_creating_the_database(
        tmp_path: Path) -> None:
    # a second openkoi opening a new database while the first holds its write lock, before
    # the file is in WAL mode: SQLite refuses the switch at once, without its busy handler
    import sqlite3
    import threading

    path = tmp_path / "x.db"
    first = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    first.execute("BEGIN IMMEDIATE")
    first.execute("CREATE TABLE a (x)")
    threading.Timer(0.3, lambda: first.execute("COMMIT")).start()
    db = Database.open(path)
    assert db.query_one("PRAGMA journal_mode")[0] == "wal"
    assert db.query("SELECT name FROM sqlite_master")[0]["name"] == "a"
    db.close()
    first.close()


def test_unopenable_database_is_a_storage_error(tmp_path: Path) -> None:
    bad = tmp_path / "not-a-db"
    bad.write_bytes(b"this is definitely not sqlite" * 100)
    with pytest.raises(StorageError) as info:
        migrate(Database.open(bad))
    assert info.value.hint


def test_migrations_module_registers_functions_once() -> None:
    names = [fn.__name__ for fn in migrations.MIGRATIONS]
    assert len(names) == len(set(names))


def test_the_unverified_status_migration_keeps_every_row_and_foreign_key(tmp_path: Path) -> None:
    db = Database.open(tmp_path / "x.db")
    before = [fn for fn in MIGRATIONS if fn.__name__ < "m008"]
    migrate(db, before)
    with db.transaction() as conn:
        conn.execute("INSERT INTO sessions (id, kind, created_at, updated_at) "
                     "VALUES ('s', 'task', 1, 1)")
        conn.execute("INSERT INTO tasks (id, session_id, description, status, started_at) "
                     "VALUES ('t', 's', 'd', 'done', 1)")
        conn.execute("INSERT INTO events (task_id, seq, kind, ts) VALUES ('t', 1, 'x', 1)")
        with pytest.raises(sqlite3.IntegrityError):
            conn.execute("UPDATE tasks SET status = 'unverified'")
    assert "m008_task_status_unverified" in migrate(db)
    assert db.query_one("SELECT count(*) AS n FROM events")["n"] == 1  # no cascade
    with db.transaction() as conn:
        conn.execute("UPDATE tasks SET status = 'unverified'")
        with pytest.raises(sqlite3.IntegrityError):
            conn.execute("UPDATE tasks SET status = 'bogus'")
    with db.transaction() as conn:
        conn.execute("DELETE FROM tasks")  # the children still point at the rebuilt table
    assert db.query_one("SELECT count(*) AS n FROM events")["n"] == 0
    assert db.query_one("PRAGMA foreign_keys")[0] == 1
    indexes = {r["name"] for r in db.query("SELECT name FROM sqlite_master WHERE type='index'")}
    assert {"tasks_session", "tasks_started", "tasks_status"} <= indexes
    db.close()


def test_the_simulated_status_migration_marks_the_simulations_recorded_done(
        tmp_path: Path) -> None:
    db = Database.open(tmp_path / "x.db")
    migrate(db, [fn for fn in MIGRATIONS if fn.__name__ < "m009"])
    with db.transaction() as conn:
        conn.execute("INSERT INTO sessions (id, kind, created_at, updated_at) "
                     "VALUES ('s', 'task', 1, 1)")
        for task, reason in (("sim", "simulation: nothing was written or run"),
                             ("real", "quality threshold met")):
            conn.execute("INSERT INTO tasks (id, session_id, description, status, stop_reason, "
                         "started_at) VALUES (?, 's', 'd', 'done', ?, 1)", (task, reason))
        with pytest.raises(sqlite3.IntegrityError):
            conn.execute("UPDATE tasks SET status = 'simulated'")
    assert migrate(db) == ["m009_task_status_simulated"]
    status = {r["id"]: r["status"] for r in db.query("SELECT id, status FROM tasks")}
    assert status == {"sim": "simulated", "real": "done"}
    assert db.query_one("PRAGMA foreign_keys")[0] == 1
    db.close()
