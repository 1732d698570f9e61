"""What the rule "done needs every function the task names run" costs right work, model-free.

    PYTHONPATH=src .venv/bin/python bench/unchecked_scan.py [--all]

For each task of ``bench/tasks`` with a reference solution (the task sets in
``bench/pending/unrun-sets.txt`` left out unless ``--all``): the reference's changed source
files as the work, the examples openkoi reads from the task text as the checks that ran
(``grounding.examples_to_tests``; assumed to pass), and the test files the task gives. Prints
each task where ``evaluators.unchecked`` names functions no check ran (such a right result
would end unverified), then the counts.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from openkoi.engine.evaluators.checks import is_test_file
from openkoi.engine.evaluators.unchecked import unchecked
from openkoi.engine.grounding.examples import examples_to_tests

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

from suite import unrun_sets  # noqa: E402


def main(argv: list[str]) -> int:
    skip = unrun_sets()
    counted = read = flagged = 0
    for found in sorted((ROOT / "tasks").glob("**/task.json")):
        task_dir = found.parent
        rel = task_dir.relative_to(ROOT / "tasks")
        if (rel.parts[0] in skip and "--all" not in argv) or not (task_dir / "reference").is_dir():
            continue
        text = json.loads(found.read_text())["prompt"]
        given = {str(p.relative_to(task_dir / "files")): p.read_text()
                 for p in (task_dir / "files").rglob("*.py")} if (task_dir / "files").is_dir() \
            else {}
        reference = {str(p.relative_to(task_dir / "reference")): p.read_text()
                     for p in (task_dir / "reference").rglob("*.py")}
        after = {n: s for n, s in reference.items() if not is_test_file(n) and given.get(n) != s}
        if not after:
            continue
        counted += 1
        code = {n: s for n, s in {**given, **reference}.items() if not is_test_file(n)}
        tests = examples_to_tests(text, code, given)
        if not tests:
            continue
        read += 1
        names = unchecked(text, {n: given[n] for n in after if n in given}, after,
                          [c for t in tests if not t.guard for c in (t.call, t.setup)],
                          [s for n, s in given.items() if is_test_file(n)])
        if names:
            flagged += 1
            print(rel, ", ".join(f"{n}()" for n in names))
    print(f"{counted} tasks with a reference that changes code; {read} with examples read; "
          f"{flagged} where a right result would end unverified")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
