"""The error runs a task states (openkoi's ``evaluators.error_runs``), tried on known code.

    PYTHONPATH=src .venv/bin/python bench/error_runs.py [--tasks heldout7] [--wrong DIR]
        [--examples]
    PYTHONPATH=src .venv/bin/python bench/error_runs.py --examples --tasks humaneval:all
    # heldout7's authors kept their versions in the repo: --wrong bench/versions/heldout7

``--examples``: the examples a task states for its functions instead (``grounding.
examples_to_tests``, the task's own evidence the candidates are ranked on and that outvotes
suspect written tests), tried the same way on every task, not only scripts; ``--tasks
humaneval:SPEC`` takes HumanEval's problems as the suite does (their docstrings' examples,
each run on the canonical solution).

For every task of the suite (bench/tasks/, the ``--tasks`` part or all) that names a script:
the error cases ``grounded.error_runs`` reads from its prompt, each run on the task's
``reference/`` solution laid over its ``files/`` (a sound run passes there: a failure is a
run that would stop right work) and, with ``--wrong DIR``, on every wrong version in
``DIR/<task-name>/<version>/`` (files laid over the reference; a run that fails there caught
the wrong version; a version named ``right*`` is another right solution, and a run that fails
there is unsound). No model is involved. One line per run, then the totals.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

from shown_replay import stated_examples_of  # noqa: E402
from suite import HUMANEVAL, TASKS, Task, humaneval_tasks, load_tasks  # noqa: E402

from openkoi.engine.evaluators.grounded import error_runs  # noqa: E402
from openkoi.engine.evaluators.script_run import run_script, satisfied  # noqa: E402
from openkoi.engine.grounding import run_grounded  # noqa: E402
from openkoi.engine.grounding.laid import laid_down  # noqa: E402


def tree(*folders: Path) -> dict[str, bytes]:
    """Files of ``folders``, later ones over earlier ones, name -> content."""
    files: dict[str, bytes] = {}
    for folder in folders:
        if folder.is_dir():
            for path in sorted(folder.rglob("*")):
                if path.is_file() and "__pycache__" not in path.parts:
                    files[path.relative_to(folder).as_posix()] = path.read_bytes()
    return files


ABSENT = ".absent"  # in a version: the reference's files it does not have, one per line


def version_files(reference: dict[str, bytes], version: Path) -> dict[str, bytes]:
    """A version of bench/versions/ laid over the reference's files: its files replace
    theirs, and the files its ``.absent`` lists are gone (a ``wrong_no_tests`` version has
    no test file, not the reference's)."""
    files = {**reference, **tree(version)}
    files.pop(ABSENT, None)
    absent = version / ABSENT
    for name in absent.read_text().split() if absent.is_file() else []:
        files.pop(name, None)
    return files


async def passes(task: Task, files: dict[str, bytes]) -> list[tuple[str, bool, str]]:
    """Each error run of ``task`` on ``files``: (the run, passed, what it did)."""
    out = []
    with laid_down(files, "openkoi-errbench-") as root:
        for run in error_runs(task.prompt, files):
            got = await run_script(run, root, 10.0)
            out.append((f"{run.shown()} -> {run.expected()}", satisfied(run, got),
                        got.describe()))
    return out


async def example_passes(task: Task, files: dict[str, bytes]) -> list[tuple[str, bool, str]]:
    """Each stated example of ``task`` on ``files`` (the examples read as the engine reads
    them: the task's text, the docstrings of the files as the task gave them)."""
    tests = stated_examples_of(task.prompt, tree(task.files), files)
    if not tests:
        return []
    with laid_down(files, "openkoi-exbench-") as root:
        results = await run_grounded(tests, root, 20.0)
    return [(r.test.describe(), r.passed, r.actual) for r in results]


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tasks", default="all", help="a held-out part's name, or all")
    parser.add_argument("--wrong", type=Path, help="DIR/<task-name>/<version>/ wrong versions")
    parser.add_argument("--examples", action="store_true",
                        help="the task's stated examples instead of its error runs")
    args = parser.parse_args()
    kind = "examples" if args.examples else "error runs"
    passes_of = example_passes if args.examples else passes
    scratch = tempfile.TemporaryDirectory(prefix="error-runs-")
    tasks = humaneval_tasks(args.tasks.split(":", 1)[1], Path(scratch.name)) \
        if args.tasks.startswith(f"{HUMANEVAL}:") else \
        [t for t in load_tasks(TASKS) if args.tasks == "all" or t.part == args.tasks]
    if not tasks:
        parts = sorted({t.part for t in load_tasks(TASKS)})
        raise SystemExit(f"error_runs: no part {args.tasks!r} in bench/tasks "
                         f"(parts: all, {', '.join(parts)})")
    tasks_with, runs, sound, versions, caught = 0, 0, 0, 0, 0
    for task in tasks:
        right = tree(task.files, task.path / "reference")
        found = await passes_of(task, right)
        if not found:
            continue
        tasks_with += 1
        for shown, ok, did in found:
            runs += 1
            sound += ok
            print(f"{task.id}: {'sound' if ok else 'UNSOUND'}: {shown}" +
                  ("" if ok else f" ({did})"))
        wrong_root = args.wrong / task.path.name if args.wrong else None
        for version in sorted(wrong_root.iterdir()) if wrong_root and wrong_root.is_dir() else []:
            if not version.is_dir():
                continue
            results = await passes_of(task, version_files(right, version))
            hit = any(not ok for _, ok, _ in results)
            if version.name.startswith("right"):
                runs += len(results)
                sound += sum(ok for _, ok, _ in results)
                print(f"{task.id}: right {version.name}: {'UNSOUND' if hit else 'sound'}")
                continue
            versions += 1
            caught += hit
            print(f"{task.id}: wrong {version.name}: {'caught' if hit else 'passed'}")
    caught_line = f"; wrong versions caught: {caught} of {versions}" if args.wrong else ""
    print(f"\n{tasks_with} of {len(tasks)} tasks state {kind}; {runs} runs, {sound} sound "
          f"on the references and other right versions{caught_line}")
    return 0 if sound == runs else 1


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main()))
