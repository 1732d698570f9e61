"""Verify the heldout23 tasks .

For every task, in a fresh temporary workspace:
  (a) files/ alone must FAIL the hidden check,
  (b) files/ + reference/ must PASS,
  (c) files/ + reference/ + each versions/heldout23/<task>/right_* must PASS,
  (d) files/ + reference/ + each versions/heldout23/<task>/wrong_* must FAIL.
For (c) and (d), the workspace paths listed in a version's `.absent` file (one per line,
relative to the workspace) are deleted after overlaying, and `.absent` itself is not copied.

    nice -n 19 .venv/bin/python bench/versions/heldout23/verify.py [task_id ...] [-v]

pytest runs under `nice -n 19`, with PYTEST_DISABLE_PLUGIN_AUTOLOAD=1 and without PYTHONPATH,
with the workspace as the current directory.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
TASKS = HERE.parents[1] / "tasks" / HERE.name
VERSIONS = HERE
PYTHON = sys.executable
KINDS = {"script", "module", "fix", "method", "refactor", "tests", "package"}
IGNORE = shutil.ignore_patterns("__pycache__", ".pytest_cache", "*.pyc", ".absent")


def overlay(src: Path, dst: Path) -> None:
    if src.is_dir():
        shutil.copytree(src, dst, dirs_exist_ok=True, ignore=IGNORE)


def run_check(task: Path, layers: list[Path]) -> tuple[bool, str]:
    """Run the hidden check on files/ + layers; True when it passes."""
    with tempfile.TemporaryDirectory(prefix="heldout23_") as tmp:
        workspace = Path(tmp) / "workspace"
        workspace.mkdir()
        overlay(task / "files", workspace)
        for layer in layers:
            overlay(layer, workspace)
            absent = layer / ".absent"
            if absent.is_file():
                for line in absent.read_text().splitlines():
                    rel = line.strip()
                    if not rel:
                        continue
                    target = workspace / rel
                    if target.is_dir():
                        shutil.rmtree(target)
                    elif target.exists():
                        target.unlink()
        check_dir = Path(tmp) / "check"
        shutil.copytree(task / "check", check_dir, ignore=IGNORE)
        env = dict(os.environ)
        env.pop("PYTHONPATH", None)
        env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        cmd = ["nice", "-n", "19", PYTHON, "-m", "pytest", "-q", "-p", "no:cacheprovider",
               str(check_dir / "test_hidden_check.py")]
        try:
            proc = subprocess.run(cmd, cwd=workspace, env=env, capture_output=True,
                                  text=True, timeout=1200)
        except subprocess.TimeoutExpired:
            return False, "timeout"
        tail = (proc.stdout + proc.stderr).strip().splitlines()
        return proc.returncode == 0, (tail[-1] if tail else f"rc={proc.returncode}")


def verify_task(task: Path, verbose: bool) -> tuple[bool, list[str]]:
    problems = []
    notes = []

    def expect(label, layers, should_pass):
        passed, summary = run_check(task, layers)
        notes.append(f"    {label:<34} {'pass' if passed else 'FAIL'}  ({summary})")
        if passed != should_pass:
            problems.append(f"{label} {'passed' if passed else 'failed'}")

    expect("files/ alone", [], False)
    expect("reference", [task / "reference"], True)
    versions = VERSIONS / task.name
    rights = sorted(versions.glob("right_*")) if versions.is_dir() else []
    wrongs = sorted(versions.glob("wrong_*")) if versions.is_dir() else []
    if len(rights) < 2:
        problems.append(f"only {len(rights)} right_* versions")
    if len(wrongs) < 4:
        problems.append(f"only {len(wrongs)} wrong_* versions")
    for version in rights:
        expect(version.name, [task / "reference", version], True)
    for version in wrongs:
        expect(version.name, [task / "reference", version], False)
    if verbose:
        print("\n".join(notes))
    return not problems, problems


def main(argv: list[str]) -> int:
    verbose = "-v" in argv
    wanted = [a for a in argv if not a.startswith("-")]
    tasks = sorted(p for p in TASKS.iterdir() if (p / "task.json").is_file())
    if wanted:
        tasks = [t for t in tasks if t.name in wanted]
    ok_count = 0
    for task in tasks:
        ok, problems = verify_task(task, verbose)
        kind = ""
        try:
            meta = json.loads((task / "task.json").read_text())
            kind = meta["kind"]
            if kind not in KINDS or not meta.get("prompt"):
                raise ValueError(f"kind {kind!r} / prompt missing")
        except Exception as exc:  # noqa: BLE001
            problems.append(f"bad task.json: {exc}")
            ok = False
        ok_count += ok
        status = "ok  " if ok else "FAIL"
        print(f"{status} {task.name} [{kind}]" + ("" if ok else ": " + "; ".join(problems)),
              flush=True)
    print(f"{ok_count}/{len(tasks)} tasks verified")
    return 0 if ok_count == len(tasks) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
