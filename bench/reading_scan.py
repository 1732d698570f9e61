"""Everything openkoi reads from each task's text, model-free, one line per reading.

    PYTHONPATH=src .venv/bin/python bench/reading_scan.py > /tmp/after.txt
    PYTHONPATH=<src before> .venv/bin/python bench/reading_scan.py > /tmp/before.txt
    diff /tmp/before.txt /tmp/after.txt

For every task of ``bench/tasks`` (the sets in ``bench/pending/unrun-sets.txt`` left out:
nobody reads them before their run) with a reference solution: the examples the engine reads
for its functions (``grounding.examples_to_tests``, from the task's text and the docstrings
of the files it gives), the runs of its scripts the task states (``grounded.stated_runs``:
example runs, then error cases). Each is printed as the engine describes it, prefixed by
the task's id and the kind of reading; nothing is run. A change of a reading shows as a
diff of two scans, which is how a change to the readers is checked against every task text
before it is measured (BENCHMARKS.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

from error_runs import tree  # noqa: E402
from shown_replay import stated_examples_of  # noqa: E402
from suite import TASKS, Task, load_tasks, unrun_sets  # noqa: E402

from openkoi.engine.evaluators.grounded import stated_runs  # noqa: E402


def readings(task: Task) -> list[str]:
    """The readings of one task, as lines."""
    given, right = tree(task.files), tree(task.files, task.path / "reference")
    lines = [f"example: {t.describe()}" for t in stated_examples_of(task.prompt, given, right)]
    runs, errors = stated_runs(task.prompt, right)
    for ex in runs:
        shown = " ".join(["python", ex.file, *ex.args,
                          *(["<", ex.stdin_file] if ex.stdin_file else [])])
        lines.append(f"run: {shown} -> {ex.expected!r}" +
                     (f" (status {ex.status})" if ex.status is not None else "") +
                     (f" (stdin {ex.stdin!r})" if ex.stdin is not None else "") +
                     "".join(f" (shown {name})" for name, _ in ex.data))
    lines += [f"error: {run.shown()} -> {run.expected()}" for run in errors]
    return lines


def main() -> int:
    skip = unrun_sets()
    tasks = [t for t in load_tasks(TASKS) if t.part not in skip
             and (t.path / "reference").is_dir()]
    counts = {"example": 0, "run": 0, "error": 0}
    for task in tasks:
        for line in readings(task):
            counts[line.split(":", 1)[0]] += 1
            print(f"{task.id}: {' '.join(line.split())[:400]}")
    print(f"{len(tasks)} tasks: " + ", ".join(f"{n} {k}s" for k, n in counts.items()),
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
