"""The cheap checks (openkoi's ``evaluators.checks``), tried on known code: are they sound?

    PYTHONPATH=src .venv/bin/python bench/checks_sound.py [--tasks heldout9] [--kind tests]
        [--versions] [--run]
    PYTHONPATH=src .venv/bin/python bench/checks_sound.py --named   # the files tasks name

A cheap check's finding is a failing grounded check: the result can never end done. So a
finding on right code is a bug that stops right work, and the only way to know a check is
sound is to run it on code known to be right. For every task of the suite (bench/tasks/,
one part or all): the task's ``reference/`` laid over its ``files/`` is the code a tool
would leave, and every finding there is UNSOUND. With ``--versions``, each version of
``bench/versions/<part>/<task-name>/<version>/`` (files laid over the reference, less those its
``.absent`` lists) too: a
finding on a ``right*`` version is UNSOUND, one on a ``wrong*`` version caught it. No model
and no test run is involved (the checks read the code and the task; the example command
lines of ``cli_runs`` are not part of them). One line per finding, then the totals; exit 1
when anything was unsound.

``--run``: every evaluator openkoi registers that needs no model (the cheap checks, the
project's tests, static analysis, the task's stated examples and example runs; the judge
and the written tests need one and are left out), run on a copy of the code as the loop
runs them, and the grounded mark they leave together (``evaluate.grounded_of``): "failed"
on right code is UNSOUND (it can never end done); "passed" on right code means the task's
own evidence can show it right (it can end done without any written test), "none" that
nothing can (at best "unverified" unless written tests pass). On a wrong version "failed"
caught it, and "passed" is the exposure to a confidently wrong result: only the written
tests (or a wrong judge) stand between it and done.

``--bare`` (with ``--run``): also the files as the task gave them, untouched, as a wrong
code, for every task that gives a Python source (an edit that changed nothing: heldout15's
inventory_fulfil ended done, score 1.00, on inventory.py written back as it was).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

from error_runs import tree, version_files  # noqa: E402
from suite import TASKS, Task, load_tasks  # noqa: E402

from openkoi import plugins  # noqa: E402
from openkoi.engine.evaluate import expected_files, grounded_of  # noqa: E402
from openkoi.engine.evaluators.base import EvalContext, Part  # noqa: E402
from openkoi.engine.evaluators.checks import CheapChecks  # noqa: E402
from openkoi.engine.grounding.laid import laid_down  # noqa: E402
from openkoi.engine.grounding.spec import spec_files  # noqa: E402
from openkoi.engine.targets import asked_files, named_files  # noqa: E402
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


async def grounded(task: Task, files: dict[str, bytes]) -> tuple[str, list[str]]:
    """The grounded mark every model-free evaluator leaves on ``files`` together, and what
    the failing parts found."""
    before = Snapshot(task.files, tree(task.files))
    with laid_down(files, "openkoi-sound-") as root:
        after = Snapshot.take(root)
        ctx = EvalContext(task=task.prompt, workspace=root, before=before, after=after,
                          answer="", iteration=0, timeout_s=30.0,
                          expected=asked_files(task.prompt, named_files(task.prompt, before),
                                              before))
        parts: list[Part] = [await make().evaluate(ctx) for make in plugins.evaluators()]
    used = [p for p in (*parts, expected_files(ctx)) if p.applicable]
    why = [f"{p.name}: {(p.findings[0].message if p.findings else p.evidence)[:160]}"
           for p in used if p.grounded == "failed"]
    return grounded_of(used), why


async def run_marks(tasks: list[Task], versions: bool, bare: bool = False) -> int:
    """``--run``: the grounded marks on right and wrong code, counted."""
    marks: dict[str, dict[str, int]] = {"right": {}, "wrong": {}}
    for task in tasks:
        reference = tree(task.files, task.path / "reference")
        root = VERSIONS / task.part / task.path.name
        codes = [("reference", reference)] + [
            (v.name, version_files(reference, v)) for v in sorted(root.iterdir())
            if v.is_dir()] if versions and root.is_dir() else [("reference", reference)]
        given = tree(task.files)
        if bare and any(n.endswith(".py") and not n.rsplit("/", 1)[-1].startswith("test_")
                        for n in given):
            codes.append(("wrong_bare", given))
        spec = spec_files(task.prompt, Snapshot(task.files, given)).originals
        for name, files in codes:
            side = "wrong" if name.startswith("wrong") else "right"
            # a run's tools refuse writes to the task's spec files and undo a command's: a
            # version that edits one ("Don't touch test_smooth.py") is measured as a run
            # leaves it, with the file as given
            kept = [n for n, data in spec.items() if files.get(n) != data]
            files = {**files, **spec}
            mark, why = await grounded(task, files)
            why += [f"spec file kept as given: {n}" for n in kept]
            marks[side][mark] = marks[side].get(mark, 0) + 1
            label = {("right", "failed"): "UNSOUND", ("wrong", "failed"): "caught",
                     ("wrong", "passed"): "EXPOSED"}.get((side, mark), mark)
            print(f"{task.id}: {name}: {label}" + (f" ({'; '.join(why)})" if why else ""),
                  flush=True)
    for side, counts in marks.items():
        if counts:
            total = sum(counts.values())
            print(f"{side} code: {total}; " + ", ".join(
                f"{mark} {n} ({n / total:.0%})" for mark, n in sorted(counts.items())))
    return 1 if marks["right"].get("failed") else 0


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tasks", default="all", help="a part's name (tuning, heldout9, ...), "
                        "a task's id (heldout20/bmi_script) or all")
    parser.add_argument("--kind", default="", help="only the tasks of this kind (tests, "
                        "script, fix, ...)")
    parser.add_argument("--versions", action="store_true",
                        help="also every version under bench/versions/<part>/<task>/")
    parser.add_argument("--run", action="store_true", help="every model-free evaluator, "
                        "run: the grounded mark each code gets")
    parser.add_argument("--bare", action="store_true", help="with --run: also the files "
                        "as the task gave them, untouched, as a wrong code")
    parser.add_argument("--named", action="store_true", help="only list the files each task "
                        "names (engine.targets.named_files): what a draft writes, what must "
                        "exist")
    args = parser.parse_args()
    tasks = [t for t in load_tasks(TASKS) if args.tasks in ("all", t.part, t.id)
             and (not args.kind or t.kind == args.kind)]
    if args.named:
        for task in tasks:
            print(f"{task.id}: {named_files(task.prompt, Snapshot(task.files, tree(task.files)))}")
        return 0
    if not tasks:
        parts = sorted({t.part for t in load_tasks(TASKS)})
        raise SystemExit(f"checks_sound: no part {args.tasks!r} in bench/tasks "
                         f"(parts: all, {', '.join(parts)})")
    if args.run:
        return await run_marks(tasks, args.versions, args.bare)
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
            found = await findings(task, version_files(reference, version))
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
