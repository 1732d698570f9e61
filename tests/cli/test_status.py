"""`openkoi status` run as a real CLI in a subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from openkoi import events, records
from openkoi.config import Paths
from openkoi.events import EventBus
from openkoi.memory.store import Store
from openkoi.models.catalog import CATALOG


def status(home: Path, *args: str, **extra_env: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("OPENKOI_") and not k.endswith(("_API_KEY", "_TOKEN"))}
    env.update(OPENKOI_HOME=str(home), OPENKOI_NO_PROBE="1", HOME=str(home), **extra_env)
    return subprocess.run([sys.executable, "-m", "openkoi", "status", *args],
                          capture_output=True, text=True, env=env, timeout=60)


def populate(home: Path) -> list[str]:
    """Three tasks: done, failed, still running (this process); one old model call."""
    ids = []
    with Store.open(Paths.from_env({"OPENKOI_HOME": str(home)})) as store:
        for description, final in (("old task", "done"), ("broken task", "failed"),
                                   ("newest task", None)):
            tid = store.create_task(store.create_session(), description, model="scripted/fake")
            bus = EventBus()
            bus.subscribe(store.recorder(tid))
            bus.emit(tid, events.COST, {"model": "scripted/fake", "input_tokens": 1000,
                                        "output_tokens": 100, "cost_usd": 0.25})
            if final:
                store.finish_task(tid, records.TaskOutcome(status=final, score=0.5))
            ids.append(tid)
        with store.db.transaction() as conn:  # the first task's call happened 3 days ago
            conn.execute("UPDATE events SET ts = ts - 259200 WHERE task_id = ?", (ids[0],))
            conn.execute("UPDATE tasks SET started_at = started_at - 259200 WHERE id = ?",
                         (ids[0],))
    return ids


def test_status_with_no_data(tmp_path: Path) -> None:
    home = tmp_path / "h"
    result = status(home)
    assert result.returncode == 0, result.stderr
    column = len("cost total  ")  # the longest label and the gap: where every value starts
    lines = {line[:column].strip(): line[column:] for line in result.stdout.splitlines()}
    assert all(value and not value.startswith(" ") for value in lines.values())  # aligned
    assert lines["model"].startswith("local/strong") and "embedded model" in lines["model"]
    assert "strong* not installed" in lines["embedded"]
    assert lines["cost 24h"].startswith("$0.0000  (0 calls")
    assert lines["tasks"] == "0"
    assert lines["last task"].startswith("none yet")
    assert lines["config"].startswith(str(home / "config.toml")) and "not created" in \
        lines["config"]
    assert lines["data"] == str(home / "data")


def test_status_json_reports_costs_counts_and_last_task(tmp_path: Path) -> None:
    home = tmp_path / "h"
    ids = populate(home)
    result = status(home, "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["model"] == {"id": "local/strong", "why": data["model"]["why"], "error": None,
                             "hint": None}
    assert data["cost"]["all_time"]["cost_usd"] == 0.75
    assert data["cost"]["all_time"]["calls"] == 3
    assert data["cost"]["last_24h"]["cost_usd"] == 0.5
    assert data["cost"]["last_24h"]["by_model"]["scripted/fake"]["input_tokens"] == 2000
    assert data["tasks"] == {"total": 3, "by_status": {"done": 1, "failed": 1, "running": 1}}
    assert data["last_task"]["id"] == ids[2] and data["last_task"]["status"] == "running"
    assert data["paths"]["config_file"] == str(home / "config.toml")
    assert data["paths"]["database"] == str(home / "data" / "openkoi.db")
    assert [m["name"] for m in data["embedded_models"]] == list(CATALOG)
    assert data["storage_error"] is None


def test_status_text_with_history(tmp_path: Path) -> None:
    home = tmp_path / "h"
    ids = populate(home)
    out = status(home).stdout
    assert "cost 24h    $0.5000  (2 calls, 2,000 in / 200 out tokens)" in out
    assert "cost total  $0.7500  (3 calls, 3,000 in / 300 out tokens)" in out
    assert "tasks       3 (1 done, 1 failed, 1 running)" in out
    assert f"last task   {ids[2]}  running" in out and "newest task" in out


def test_status_shows_model_errors_and_exits_3_on_a_broken_config(tmp_path: Path) -> None:
    home = tmp_path / "h"
    home.mkdir()
    (home / "config.toml").write_text("model = [broken\n")
    result = status(home)
    assert result.returncode == 3, result.stderr  # everything shown, and still a failure
    model_line = next(line for line in result.stdout.splitlines() if line.startswith("model"))
    assert "unavailable:" in model_line and "not valid TOML" in model_line
    assert "tasks       0" in result.stdout
    data = json.loads(status(home, "--json").stdout)
    assert data["model"]["id"] is None and "not valid TOML" in data["model"]["error"]


def test_status_sees_an_installed_embedded_model(tmp_path: Path) -> None:
    home = tmp_path / "h"
    entry = CATALOG["tiny"]
    models = home / "data" / "models"
    models.mkdir(parents=True)
    gguf = models / entry.file
    with gguf.open("wb") as fh:  # sparse: the size is right, no bytes are written
        fh.truncate(entry.size)
    st = gguf.stat()
    (models / (entry.file + ".verified")).write_text(json.dumps(
        {"sha256": entry.sha256, "size": st.st_size, "mtime_ns": st.st_mtime_ns}))
    data = json.loads(status(home, "--json").stdout)
    installed = {m["name"]: m["installed"] for m in data["embedded_models"]}
    assert installed == {name: name == "tiny" for name in CATALOG}
    assert "tiny installed" in status(home).stdout


def test_status_reports_a_broken_database(tmp_path: Path) -> None:
    home = tmp_path / "h"
    (home / "data").mkdir(parents=True)
    (home / "data" / "openkoi.db").write_bytes(b"garbage, not sqlite" * 300)
    result = status(home)
    assert result.returncode == 7
    assert "storage     error:" in result.stdout
    assert result.stdout.startswith("model       local/strong")


def test_status_says_which_sandbox_is_active(tmp_path: Path) -> None:
    from openkoi.tools import sandbox

    home = tmp_path / "h"
    data = json.loads(status(home, "--json").stdout)["sandbox"]
    assert data["active"] == sandbox.available() and data["kind"] == sandbox.detect().kind
    off = status(home, OPENKOI_SANDBOX="off")
    line = next(ln for ln in off.stdout.splitlines() if ln.startswith("sandbox"))
    assert "NONE: turned off by OPENKOI_SANDBOX" in line and "confirmation" in line
    assert json.loads(status(home, "--json", OPENKOI_SANDBOX="off").stdout)["sandbox"][
        "active"] is False
