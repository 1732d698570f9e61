#!/usr/bin/env python3
"""Verify heldout17: per task, in a fresh temp workspace,
(a) files/ alone fails the hidden check, (b) files/ + reference/ passes,
(c) files/ + each right_* version passes, (d) files/ + each wrong_* version fails.

    nice -n 19 /work/main/.venv/bin/python bench/versions/heldout17/verify.py [task ...]
"""
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
TASKS = HERE.parents[1] / "tasks" / HERE.name
PY = str(HERE.parents[2] / ".venv" / "bin" / "python")


def run_check(task_dir, layers):
    with tempfile.TemporaryDirectory() as tmp:
        ws = Path(tmp) / "ws"
        ws.mkdir()
        for layer in layers:
            if layer.is_dir():
                shutil.copytree(layer, ws, dirs_exist_ok=True)
        chk = Path(tmp) / "check"
        shutil.copytree(task_dir / "check", chk)
        env = dict(os.environ, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")
        env.pop("PYTHONPATH", None)
        p = subprocess.run(
            ["nice", "-n", "19", PY, "-m", "pytest", "-q", "-p", "no:cacheprovider",
             "--rootdir", str(ws), str(chk / "test_hidden_check.py")],
            cwd=ws, env=env, capture_output=True, text=True, timeout=900)
        return p.returncode, p.stdout + p.stderr


def main(argv):
    tasks = sorted(d for d in TASKS.iterdir() if d.is_dir())
    if argv:
        tasks = [t for t in tasks if t.name in argv]
    ok_tasks = 0
    lines = []
    for task in tasks:
        files = task / "files"
        problems = []
        rc, out = run_check(task, [files])
        if rc == 0:
            problems.append("bare files/ passes")
        rc, out = run_check(task, [files, task / "reference"])
        if rc != 0:
            problems.append("reference fails:\n" + out[-3000:])
        vdir = HERE / task.name
        versions = sorted(v for v in vdir.iterdir() if v.is_dir()) if vdir.is_dir() else []
        rights = [v for v in versions if v.name.startswith("right_")]
        wrongs = [v for v in versions if v.name.startswith("wrong_")]
        if len(rights) != 2 or len(wrongs) != 4:
            problems.append(f"expected 2 right and 4 wrong, got {len(rights)} and {len(wrongs)}")
        for v in rights:
            rc, out = run_check(task, [files, v])
            if rc != 0:
                problems.append(f"{v.name} fails:\n" + out[-3000:])
        for v in wrongs:
            rc, out = run_check(task, [files, v])
            if rc == 0:
                problems.append(f"{v.name} passes")
        status = "OK" if not problems else "FAIL"
        ok_tasks += not problems
        line = f"{task.name:28s} {status}  (bare fails, reference + {len(rights)} right pass, {len(wrongs)} wrong fail)" if not problems else f"{task.name:28s} FAIL"
        print(line, flush=True)
        for pr in problems:
            print("    " + pr.replace("\n", "\n    "), flush=True)
        lines.append(line)
    print(f"\nsummary: {ok_tasks}/{len(tasks)} tasks verified")
    return 0 if ok_tasks == len(tasks) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
