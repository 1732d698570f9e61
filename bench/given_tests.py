"""The test file openkoi builds with no model for code a task gives and leaves alone.

    PYTHONPATH=src .venv/bin/python bench/given_tests.py [--tasks heldout27] [-v]
        [--out results.tsv]

For every suite task of kind "tests" (the user gives a module that is right and asks for a
pytest file of it) whose starting files hold one Python module: the tests openkoi's loop
takes from the task and the docstrings (``testfile.stated_tests``), grown with the given
code's own answers at the stated edges and to the calls that notice a change
(``testfile.given_code_tests``), written as the pytest file the task names
(``testfile.pytest_file``). That is the part of the loop's evidence that needs no model: a
model's written tests come on top of it. Then the file is run on the given module (it must
pass) and the task's hidden check is run on the workspace (it also runs the file against
one-rule mutants of the module, each of which it must notice).

One line per task: tests built, the changes held out while they were chosen (noticed /
missed / unrun), the file's own run, the hidden check's verdict. ``--out`` writes the same as
TSV. ``-v`` prints the file, the missed changes and the check's failures. Use it to compare
revisions without the model: ``PYTHONPATH=<a copy of src at REV>``.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

from suite import TASKS, Task, load_tasks, prepare, run_check, select_tasks  # noqa: E402

from openkoi.engine.testfile import given_code_tests, pytest_file, stated_tests  # noqa: E402

_TEST_FILE = re.compile(r"(?:[\w/]+/)?test_\w+\.py")


def test_file_of(task: Task) -> str | None:
    """The test file the task's text names."""
    found = _TEST_FILE.search(task.prompt)
    return found.group(0) if found else None


def given_module(task: Task) -> str | None:
    sources = [p for p in task.files.rglob("*.py")] if task.files.is_dir() else []
    return str(sources[0].relative_to(task.files)) if len(sources) == 1 else None


async def build(task: Task, ws: Path, source: str, test_file: str,
                timeout_s: float) -> dict[str, object]:
    code = (ws / source).read_text()
    files = {str(p.relative_to(ws)): p.read_bytes() for p in ws.rglob("*") if p.is_file()}
    started = time.monotonic()
    stated = stated_tests(task.prompt, source, code, code)
    tests, log = await given_code_tests(task.prompt, source, code, stated, ws, files, timeout_s)
    module = source[:-3].replace("/", ".")
    text = pytest_file(tests, module, code)
    target = ws / test_file
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text)
    return {"tests": len(tests), "stated": len(stated), "noticed": len(log.noticed),
            "missed": len(log.missed), "unrun": log.unrun, "missed_list": log.missed,
            "build_s": round(time.monotonic() - started, 1), "text": text}


def own_run(ws: Path, test_file: str) -> tuple[bool, str]:
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           test_file], cwd=ws, capture_output=True, text=True, timeout=300,
                          env={"PYTHONPATH": str(ws), "PATH": "/usr/bin:/bin"},
                          stdin=subprocess.DEVNULL)
    lines = [ln for ln in proc.stdout.splitlines() if ln.strip()]
    return proc.returncode == 0, lines[-1] if lines else f"exit {proc.returncode}"


def _mutants_alive(task: Task, ws: Path) -> list[str] | None:
    """How many of the hidden check's mutants the file lets pass (its failing
    ``catch_mutant`` cases); None where the file fails on the given code itself."""
    with tempfile.TemporaryDirectory(prefix="given-tests-check-") as tmp:
        root = Path(tmp) / "ws"
        shutil.copytree(ws, root)
        shutil.copytree(task.check, root / ".hidden_check")
        (root / ".hidden_check" / "pytest.ini").write_text("[pytest]\n")
        proc = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-rf", "-p", "no:cacheprovider", "-c",
             str(root / ".hidden_check" / "pytest.ini"), "--rootdir", str(root),
             str(root / ".hidden_check")], cwd=root, capture_output=True, text=True,
            timeout=600, env={"PYTHONPATH": str(root), "PATH": "/usr/bin:/bin"},
            stdin=subprocess.DEVNULL)
    failed = [ln for ln in proc.stdout.splitlines() if ln.startswith("FAILED")]
    if any("pass_on_original" in ln or "file_exists" in ln for ln in failed):
        return None
    return [ln.partition("[")[2].partition("]")[0] for ln in failed if "catch_mutant" in ln]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tasks", default="all", help="as bench/suite.py --tasks")
    parser.add_argument("--timeout", type=float, default=30.0,
                        help="seconds the test choice may run the code (the loop's default)")
    parser.add_argument("--out", type=Path, help="also write the lines as TSV here")
    parser.add_argument("-v", action="store_true", help="print files, missed changes, failures")
    args = parser.parse_args(argv)
    rows = []
    for task in select_tasks(load_tasks(TASKS), args.tasks):
        source, test_file = given_module(task), test_file_of(task)
        if task.kind != "tests" or not source or not test_file:
            continue
        with tempfile.TemporaryDirectory(prefix="given-tests-") as tmp:
            ws = Path(tmp) / "ws"
            prepare(task, ws)
            built = asyncio.run(build(task, ws, source, test_file, args.timeout))
            own_ok, own_line = own_run(ws, test_file)
            hidden_ok, hidden = run_check(task, ws)
            names = _mutants_alive(task, ws) if not hidden_ok else []
            alive = "-" if names is None else len(names)
        row = [task.id, built["tests"], built["noticed"], built["missed"], built["unrun"],
               built["build_s"], "pass" if own_ok else "FAIL", own_line,
               "pass" if hidden_ok else "FAIL", alive, hidden]
        rows.append(row)
        print(f"{task.id}: {built['tests']} tests ({built['stated']} stated) in "
              f"{built['build_s']} s; held out noticed {built['noticed']}, missed "
              f"{built['missed']}, unrun {built['unrun']}; own file {row[6]} ({own_line}); "
              f"hidden check {row[8]} ({alive} mutants alive){': ' + hidden if hidden else ''}",
              flush=True)
        if args.v:
            print(built["text"])
            for change in built["missed_list"]:  # type: ignore[attr-defined]
                print(f"  missed: {change}")
            print(f"  alive: {', '.join(names or [])}")
    if args.out:
        header = ["task", "tests", "noticed", "missed", "unrun", "build_s", "own", "own_line",
                  "hidden", "alive", "hidden_failures"]
        args.out.write_text("\n".join("\t".join(str(c) for c in r) for r in [header, *rows])
                            + "\n")
    print(f"{sum(r[8] == 'pass' for r in rows)}/{len(rows)} hidden checks pass")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
