"""Which names the test writer is asked about, over the bench's existing source files.

For every bench task that gives Python source files (bench/tasks/**/files, tests left out),
model-free: the names known before the draft (``testfile.names_before_code``), the names
after it (``testfile.writer_names`` on the task's reference code), and whether the early
answer holds (``testfile.early_names_hold``), against the rule before session 52 (a file that
existed: all its public names; the early answer holds where the draft adds no public name).

    .venv/bin/python bench/writer_names.py [--list]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from openkoi.engine import testfile
from openkoi.engine.targets import is_test_file

TASKS = Path(__file__).parent / "tasks"


def sources() -> list[tuple[str, str, str, str, str]]:
    """(task path, source, text as given, reference text, task) for every given non-test
    .py file."""
    out = []
    for path in sorted(TASKS.glob("**/task.json")):
        task = json.loads(path.read_text(encoding="utf-8"))["prompt"]
        given = path.parent / "files"
        for src in sorted(given.rglob("*.py")) if given.is_dir() else []:
            rel = src.relative_to(given).as_posix()
            if is_test_file(rel):
                continue
            spec = src.read_text(encoding="utf-8")
            ref = path.parent / "reference" / rel
            code = ref.read_text(encoding="utf-8") if ref.is_file() else spec
            out.append((str(path.parent.relative_to(TASKS)), rel, spec, code, task))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--list", action="store_true", help="each source whose names change")
    args = parser.parse_args()
    rows = sources()
    changed = holds = held_before = 0
    for where, rel, spec, code, task in rows:
        old_early = testfile.public_names(spec)
        old_late = testfile.public_names(code)
        early = testfile.names_before_code(task, rel, spec)
        late = testfile.writer_names(task, rel, code, spec)
        holds += testfile.early_names_hold(early, code, new=False, spec=spec)
        held_before += bool(old_early) and set(old_early) <= set(old_late) <= set(old_early)
        if (early, late) != (old_early, old_late):
            changed += 1
            if args.list:
                print(f"{where}:{rel}\n  before {old_early} / {old_late}\n  now    {early} / "
                      f"{late}")
    print(f"{len(rows)} given source files; the writer's names change for {changed}; the "
          f"early answer holds for {holds} (the rule before: {held_before})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
