"""`openkoi batch FILE --ray ADDRESS` end to end against a local Ray instance the test starts
(`ray.init(num_cpus=1)` on 127.0.0.1, one CPU: small and slow, so one test does it all): each
task a Ray task with its own copy of its workspace, its events recorded in the local store
under its own id, its changes written back, the same results file and summary as the local
pool; a resume needs no cluster. Skipped, with the reason, only where Ray is not installed
or cannot start. Also: the errors before anything runs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from server_support import AgentModel, make_home


def openkoi(args: list[str], env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "openkoi", *args], env=env, cwd=cwd,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=500)


@pytest.fixture
def model() -> Iterator[AgentModel]:
    with AgentModel() as served:
        yield served


def _tasks(root: Path) -> Path:
    for name in ("a", "b"):
        (root / name).mkdir(parents=True)
        (root / name / "notes.txt").write_text(f"notes of {name}\n")
    (root / "b" / "old.txt").write_text("stays: the task does not delete it\n")
    batch = root / "tasks.jsonl"
    batch.write_text("".join(
        json.dumps({"id": name, "task": f"write result.txt ({name})", "workspace": name,
                    "options": {"iterations": 1}}) + "\n" for name in ("a", "b")))
    return batch


@pytest.mark.ray
def test_a_batch_runs_on_ray_streams_its_events_home_and_resumes(
        tmp_path: Path, model: AgentModel, monkeypatch: pytest.MonkeyPatch) -> None:
    ray = pytest.importorskip("ray", reason="Ray is not installed: pip install 'openkoi[ray]'")
    root = tmp_path / "proj"
    batch = _tasks(root)
    env = make_home(tmp_path, model.url)
    # the Ray workers run with the environment of the node (here: this process's), as
    # `ray start` run by a user with openkoi configured
    for key in ("OPENKOI_HOME", "OPENKOI_NO_PROBE", "HOME"):
        monkeypatch.setenv(key, env[key])
    monkeypatch.setenv("RAY_USAGE_STATS_ENABLED", "0")
    # a throwaway cluster of the test's own: no token auth (with a fresh HOME, Ray's token
    # was missing for the `openkoi batch` subprocess and the cluster refused it)
    monkeypatch.setenv("RAY_AUTH_MODE", "disabled")
    env["RAY_AUTH_MODE"] = "disabled"
    try:
        # "local": a new instance of its own, even where another cluster runs on this machine
        ray.init(address="local", num_cpus=1, include_dashboard=False,
                 _node_ip_address="127.0.0.1", logging_level="error", log_to_driver=False)
    except Exception as exc:  # noqa: BLE001 - whatever keeps Ray from starting here
        pytest.skip(f"Ray cannot start on this machine: {exc}")
    try:
        address = ray.get_runtime_context().gcs_address
        done = openkoi(["batch", str(batch), "--ray", address, "--workers", "1"], env, root)
    finally:
        ray.shutdown()
    assert done.returncode == 1, done.stderr  # "unverified" is not "done", as locally
    results = root / "tasks.results.jsonl"
    rows = [json.loads(line) for line in results.read_text().splitlines()]
    assert sorted(r["id"] for r in rows) == ["a", "b"]
    assert all(r["status"] == "unverified" and r["task_id"] and r["node"] for r in rows), rows
    # each ran in a copy of its workspace; what it wrote came back, the rest is untouched
    assert all((root / n / "result.txt").read_text() == "ok\n" for n in ("a", "b"))
    assert (root / "b" / "old.txt").read_text().startswith("stays")
    assert "[2/2] unverified" in done.stderr and "2 of 2 tasks: 2 unverified" in done.stdout
    assert "Traceback" not in done.stderr

    # the tasks are in the local store under their own ids, with their events
    listed = {t["id"]: t for t in json.loads(openkoi(["task", "list", "--json"], env,
                                                      root).stdout)}
    for row in rows:
        task = listed[row["task_id"]]
        assert task["status"] == "unverified" and task["workspace"] == str(root / row["id"])
        replay = openkoi(["task", "replay", row["task_id"][:8]], env, root)
        assert replay.returncode == 0, replay.stderr
        assert "`write_file` path=result.txt" in replay.stdout  # its events, recorded here
        assert "### Evaluation: 1.00" in replay.stdout

    # a resume needs no cluster: nothing is left to run
    again = openkoi(["batch", str(batch), "--ray", "127.0.0.1:1", "--json"], env, root)
    assert again.returncode == 1 and "resuming: 2 of 2 tasks" in again.stderr
    assert [r["id"] for r in json.loads(again.stdout)["results"]] == ["a", "b"]


def test_ray_errors_say_what_to_do_before_anything_runs(tmp_path: Path,
                                                        model: AgentModel) -> None:
    root = tmp_path / "proj"
    batch = _tasks(root)
    env = make_home(tmp_path, model.url)
    empty = openkoi(["batch", str(batch), "--ray", " "], env, root)
    assert empty.returncode == 2 and "--ray needs the cluster's address" in empty.stderr
    try:
        import ray  # noqa: F401
    except ImportError:
        missing = openkoi(["batch", str(batch), "--ray", "127.0.0.1:1"], env, root)
        assert missing.returncode == 2 and "pip install 'openkoi[ray]'" in missing.stderr
    else:
        env["RAY_USAGE_STATS_ENABLED"] = "0"
        os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
        nowhere = openkoi(["batch", str(batch), "--ray", "ray://127.0.0.1:1"], env, root)
        assert nowhere.returncode == 2, nowhere.stderr
        assert "cannot connect to Ray at ray://127.0.0.1:1" in nowhere.stderr
        assert "Traceback" not in nowhere.stderr
    assert not (root / "tasks.results.jsonl").exists() and not model.requests
