"""Replay the task's example runs and stated error cases (``evaluators.grounded.ProgramRuns``)
and the examples it states for its functions (``StatedExamples``) on kept suite runs, without
the model: what those checks say of each openkoi result's final workspace.

    PYTHONPATH=src .venv/bin/python bench/program_replay.py --keep /tmp/suite20-keep \\
        --results bench/results/suite-1fca377-heldout5.jsonl [--keep ... --results ...]

For every openkoi run of a task that states an example run (``command_examples``), an
error case (``error_runs``) or an example of a function (``examples_to_tests``): the runs
found, and whether the final workspace matches them ("passed"), fails them ("failed")
or is not run (the script missing), next to the run's status and the hidden check. A run
that ended done and fails here would have been stopped by the check; one that fails here
and passes the hidden check is a false alarm of the check.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from shown_replay import files_of, kept_runs, replay_args, stated_examples_of  # noqa: E402

from openkoi.engine.evaluators.base import EvalContext  # noqa: E402
from openkoi.engine.evaluators.grounded import (  # noqa: E402
    ProgramRuns,
    StatedExamples,
    command_examples,
    error_runs,
)
from openkoi.engine.grounding.laid import lay_down  # noqa: E402
from openkoi.engine.workspace import Snapshot  # noqa: E402


async def program_check(prompt: str, before: dict[str, bytes],
                        after: dict[str, bytes], check: type = ProgramRuns) -> str:
    with tempfile.TemporaryDirectory(prefix="replay-") as a, \
            tempfile.TemporaryDirectory(prefix="replay-") as b:
        for root, files in ((Path(a), before), (Path(b), after)):
            for name, data in files.items():
                lay_down(root, name, data)
        ctx = EvalContext(prompt, Path(b), Snapshot.take(Path(a)), Snapshot.take(Path(b)),
                          "", 1, timeout_s=30.0)
        part = await check().evaluate(ctx)
    return part.grounded or ("not run" if not part.applicable else "no evidence")


def main() -> int:
    args, tasks = replay_args(__doc__, "program_replay")
    print("| run | status | hidden check | example runs | error runs | program check | "
          "examples | examples check |\n|---|---|---|---|---|---|---|---|")
    for kept in kept_runs(args, tasks):
        row, task = kept.row, kept.task
        after = files_of(kept.work)
        errors = error_runs(task.prompt, after)
        runs = command_examples(task.prompt)
        before = files_of(task.files)
        examples = stated_examples_of(task.prompt, before, after)
        if not after or not (runs or errors or examples):
            continue
        verdict = asyncio.run(program_check(task.prompt, before, after)) \
            if runs or errors else "-"
        stated = asyncio.run(program_check(task.prompt, before, after, StatedExamples)) \
            if examples else "-"
        print(f"| {row['task']} {row['tool']} | {row['status']} | "
              f"{'right' if row['solved'] else 'wrong'} | "
              f"{len(runs)} | {len(errors)} | {verdict} | "
              f"{len(examples)} | {stated} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
