"""Do the project's tests run the right answer? The reach rule on the suite's reference
solutions (no model).

    .venv/bin/python bench/reach_check.py [--tasks tuning|heldout|all|id,id]

For every task: its files before the task, then its ``reference/`` solution laid over them,
and the project's tests (every test file there is then) run as the tests evaluator runs them,
under coverage (``engine.evaluators.reach``). A reference whose changed files the tests do not
run is right code that cannot end ``done`` on the tests alone (other evidence, the independent
tests or the task's examples, may still verify it); a task with no test file has nothing to
reach. Prints one row per task and the totals.
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import tempfile
import time
from pathlib import Path

from suite import load_tasks, select_tasks


def _files(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes()
            for p in sorted(root.rglob("*")) if p.is_file() and "__pycache__" not in p.parts}


async def check(spec: str) -> int:
    from openkoi.engine.evaluators.commands import run_command
    from openkoi.engine.evaluators.reach import PYTEST, run_measured
    from openkoi.engine.targets import is_test_file

    counts = {"tasks": 0, "with_tests": 0, "passed": 0, "reached": 0, "plain_s": 0.0,
              "measured_s": 0.0}
    print("| task | test files | tests pass | changed source files | not run by the tests | "
          "run plain / under coverage |")
    print("|---|---|---|---|---|---|")
    for task in select_tasks(load_tasks(), spec):
        before = _files(task.files) if task.files.is_dir() else {}
        after = {**before, **_files(task.reference)}
        tests = [n for n in after if n.endswith(".py") and is_test_file(n)]
        counts["tasks"] += 1
        if not tests:
            print(f"| {task.id} | 0 | - | - | - | - |")
            continue
        with tempfile.TemporaryDirectory(prefix="reach-") as tmp:
            root = Path(tmp)
            for name, data in after.items():
                (root / name).parent.mkdir(parents=True, exist_ok=True)
                (root / name).write_bytes(data)
            started = time.monotonic()
            await run_command([*PYTEST, "-q", "-p", "no:cacheprovider"], root, 120.0)
            plain = time.monotonic() - started
            started = time.monotonic()
            result, reach = await run_measured(PYTEST, ["-q", "-p", "no:cacheprovider"], root,
                                               120.0, before, after)
            measured = time.monotonic() - started
            shutil.rmtree(root / ".pytest_cache", ignore_errors=True)
        counts["plain_s"] += plain
        counts["measured_s"] += measured
        passed = result.exit_code == 0
        counts["with_tests"] += 1
        counts["passed"] += passed
        counts["reached"] += passed and reach.complete
        print(f"| {task.id} | {len(tests)} | {'yes' if passed else 'NO'} | "
              f"{', '.join(reach.sources) or '-'} | {', '.join(reach.unreached) or '-'} | "
              f"{plain:.2f} / {measured:.2f} s |", flush=True)
    c = counts
    print(f"\n{c['tasks']} tasks, {c['with_tests']} with test files after the reference; "
          f"the tests pass in {c['passed']}; they run every changed source file in "
          f"{c['reached']}; test runs {c['plain_s']:.1f} s plain, {c['measured_s']:.1f} s under "
          "coverage (each in the sandbox, as the evaluator runs them)")
    return 0


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--tasks", default="all")
    return asyncio.run(check(p.parse_args().tasks))


if __name__ == "__main__":
    raise SystemExit(main())
