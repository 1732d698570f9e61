"""The cheap checks (openkoi's ``evaluators.checks``), tried on known code: are they sound?

    PYTHONPATH=src .venv/bin/python bench/checks_sound.py [--tasks heldout9] [--versions]

A cheap check's finding is a failing grounded check: the result can never end done. So a
finding on right code is a bug that stops right work, and the only way to know a check is
sound is to run it on code known to be right. For every task of the suite (bench/tasks/,
one part or all): the task's ``reference/`` laid over its ``files/`` is the code a tool
would leave, and every finding there is UNSOUND. With ``--versions``, each version of
``bench/versions/<part>/<task-name>/<version>/`` (files laid over the reference) too: a
finding on a ``right*`` version is UNSOUND, one on a ``wrong*`` version caught it. No model
and no test run is involved (the checks read the code and the task; the example command
lines of ``cli_runs`` are not part of them). One line per finding, then the totals; exit 1
when anything was unsound.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

from error_runs import tree  # noqa: E402
from suite import TASKS, Task, load_tasks  # noqa: E402

from openkoi.engine.evaluators.base import EvalContext  # noqa: E402
from openkoi.engine.evaluators.checks import CheapChecks  # noqa: E402
from openkoi.engine.workspace import Snapshot  # noqa: E402

VERSIONS = BENCH / "versions"


async def findings(task: Task, files: dict[str, bytes]) -> list[str]:
    """The cheap checks' findings on ``files`` left by a tool that began from the task's
    ``files/``."""
    before = Snapshot(task.files, tree(task.files))
    after = Snapshot(task.files, files)
    ctx = EvalContext(task=task.prompt, workspace=task.files, before=before, after=after,
                      answer="", iteration=0)
    part = await CheapChecks().evaluate(ctx)
    return [f"{f.severity}: {f.message}" for f in part.findings] if part.applicable else []


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tasks", default="all", help="a part's name (tuning, heldout9, ...) "
                        "or all")
    parser.add_argument("--versions", action="store_true",
                        help="also every version under bench/versions/<part>/<task>/")
    args = parser.parse_args()
    tasks = [t for t in load_tasks(TASKS) if args.tasks == "all" or t.part == args.tasks]
    if not tasks:
        parts = sorted({t.part for t in load_tasks(TASKS)})
        raise SystemExit(f"checks_sound: no part {args.tasks!r} in bench/tasks "
                         f"(parts: all, {', '.join(parts)})")
    right_runs = right_unsound = wrong = caught = 0
    for task in tasks:
        reference = tree(task.files, task.path / "reference")
        right_runs += 1
        found = await findings(task, reference)
        right_unsound += bool(found)
        for f in found:
            print(f"{task.id}: reference: UNSOUND: {f}")
        root = VERSIONS / task.part / task.path.name
        for version in sorted(root.iterdir()) if args.versions and root.is_dir() else []:
            if not version.is_dir():
                continue
            found = await findings(task, {**reference, **tree(version)})
            if version.name.startswith("right"):
                right_runs += 1
                right_unsound += bool(found)
                for f in found:
                    print(f"{task.id}: {version.name}: UNSOUND: {f}")
                continue
            wrong += 1
            caught += bool(found)
            if found:
                print(f"{task.id}: {version.name}: caught: {found[0]}")
    versions = f"; wrong versions caught: {caught} of {wrong}" if args.versions else ""
    print(f"\n{len(tasks)} tasks; findings on right code: {right_unsound} of {right_runs} "
          f"(references{' and right versions' if args.versions else ''}){versions}")
    return 1 if right_unsound else 0


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main()))
