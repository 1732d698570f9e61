"""`openkoi batch FILE` end to end: the real CLI, a pool of 2 workers, tasks in three folders,
the fake model that answers by what is asked (server_support.AgentModel: several tasks at once
need answers by content, not by order). Results are appended as tasks end; a second run
resumes (skips what has a result); a broken line stops everything before it runs; Ctrl-C
stops the running tasks at once."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from server_support import AgentModel, make_home


def openkoi(args: list[str], env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "openkoi", *args], env=env, cwd=cwd,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=400)


def test_a_batch_runs_resumes_and_summarises(tmp_path: Path) -> None:
    root = tmp_path / "proj"
    for name in ("a", "b", "c"):
        (root / name).mkdir(parents=True)
    batch = root / "tasks.jsonl"
    batch.write_text("# three tasks\n" + "".join(
        json.dumps({"id": name, "task": f"write result.txt ({name})", "workspace": name,
                    "options": {"iterations": 1}}) + "\n" for name in ("a", "b", "c")))
    results = root / "tasks.results.jsonl"
    with AgentModel() as model:
        env = make_home(tmp_path, model.url)
        first = openkoi(["batch", str(batch), "--workers", "2"], env, root)
        assert first.returncode == 1, first.stderr  # "unverified" is not "done"
        rows = [json.loads(line) for line in results.read_text().splitlines()]
        assert sorted(r["id"] for r in rows) == ["a", "b", "c"]
        assert all(r["status"] == "unverified" and r["task_id"] for r in rows), \
            [(r["id"], r["status"], r.get("exit_code"), r.get("error")) for r in rows]
        assert all((root / n / "result.txt").read_text() == "ok\n" for n in ("a", "b", "c"))
        assert first.stderr.count("[3/3]") == 1 and "[1/3]" in first.stderr
        table = first.stdout.splitlines()
        assert table[0].split()[:5] == ["id", "status", "score", "time", "cost"]
        assert "3 of 3 tasks: 3 unverified; cost $" in first.stdout

        listed = json.loads(openkoi(["task", "list", "--json"], env, root).stdout)
        assert {r["task_id"] for r in rows} <= {t["id"] for t in listed}

        again = openkoi(["batch", str(batch), "--json"], env, root)
        assert "resuming: 3 of 3 tasks already have a result" in again.stderr
        assert [r["id"] for r in json.loads(again.stdout)["results"]] == ["a", "b", "c"]
        assert len(results.read_text().splitlines()) == 3  # nothing ran again

        kept = [line for line in results.read_text().splitlines()
                if json.loads(line)["id"] != "b"]
        results.write_text("\n".join(kept) + "\n")
        resumed = openkoi(["batch", str(batch)], env, root)
        assert "resuming: 2 of 3 tasks" in resumed.stderr and "[3/3] unverified" in \
            resumed.stderr
        assert sorted(json.loads(x)["id"] for x in results.read_text().splitlines()) == \
            ["a", "b", "c"]


def test_a_broken_line_stops_the_batch_before_anything_runs(tmp_path: Path) -> None:
    root = tmp_path / "proj"
    (root / "a").mkdir(parents=True)
    batch = root / "tasks.jsonl"
    batch.write_text('{"task": "write result.txt", "workspace": "a"}\n'
                     '{"task": "x", "workspace": "nowhere"}\n')
    with AgentModel() as model:
        env = make_home(tmp_path, model.url)
        done = openkoi(["batch", str(batch)], env, root)
    assert done.returncode == 2 and "tasks.jsonl:2: workspace" in done.stderr
    assert "is not a folder" in done.stderr and "Traceback" not in done.stderr
    assert not (root / "a" / "result.txt").exists()
    assert not (root / "tasks.results.jsonl").exists()


def test_ctrl_c_stops_the_running_tasks_at_once_and_records_no_result(tmp_path: Path) -> None:
    import signal
    import time

    root = tmp_path / "proj"
    (root / "a").mkdir(parents=True)
    batch = root / "tasks.jsonl"
    batch.write_text('{"id": "a", "task": "write result.txt [slow]", "workspace": "a"}\n')
    with AgentModel(slow_s=120) as model:
        env = make_home(tmp_path, model.url)
        proc = subprocess.Popen([sys.executable, "-m", "openkoi", "batch", str(batch)], env=env,
                                cwd=root, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True,
                                preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        deadline = time.monotonic() + 300
        while not model.requests and time.monotonic() < deadline:  # the task is under way
            time.sleep(0.2)
        proc.send_signal(signal.SIGINT)
        started = time.monotonic()
        try:
            out, err = proc.communicate(timeout=100)  # not the 120 s the model would take
        finally:
            if proc.poll() is None:
                proc.kill()
        waited = time.monotonic() - started
        listed = json.loads(openkoi(["task", "list", "--json"], env, root).stdout)
    assert proc.returncode == 130, err
    assert waited < 60 and "interrupted: 0 of 1 tasks have a result" in err
    assert not (root / "tasks.results.jsonl").exists()
    assert [t["status"] for t in listed] == ["interrupted"]
