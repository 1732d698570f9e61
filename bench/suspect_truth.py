"""Were the suspect written tests wrong? Each one a kept run reported, run on the task's
reference solution, without the model.

    PYTHONPATH=src .venv/bin/python bench/suspect_truth.py --keep /tmp/suite21-keep \\
        --results bench/results/suite-4321f7b-heldout6.jsonl

A written test is SUSPECT when every agreeing candidate contradicts it (``grounding.agreement``).
For every openkoi run: the suspect tests its last candidate search reported (the NOTICE of
``candidates.Candidates``), each run on the reference (``files/`` with ``reference/`` over it). A
suspect the reference passes was right, and the candidates were wrong; one it fails was the
writer's mistake. One line per run (its status, the hidden check, suspects right / wrong),
then the totals by the hidden check.
"""

from __future__ import annotations

import ast
import asyncio
import json
import re
import sqlite3
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from shown_replay import files_of, kept_runs, replay_args  # noqa: E402

from openkoi.engine.grounding import GroundedTest, run_grounded  # noqa: E402
from openkoi.engine.grounding.laid import laid_down  # noqa: E402

_SUSPECT = re.compile(r"^\s*suspect test: (?P<test>.+?)(?: \((?:passed by|the code as).*\))?$")


def suspects(db: Path) -> list[str]:
    """The suspect tests (as described) of the run's last candidate search."""
    with sqlite3.connect(db) as con:
        rows = con.execute("select data from events where kind='notice' order by rowid").fetchall()
    last: list[str] = []
    for (data,) in rows:
        message = json.loads(data).get("message", "")
        if "candidates sampled" in message:
            last = [m.group("test") for line in message.splitlines()
                    if (m := _SUSPECT.match(line))]
    return last


def as_test(text: str, module: str) -> GroundedTest | None:
    """A test back from its description: ``call == expected`` or ``call raises Error``."""
    raised = re.fullmatch(r"(?P<call>.+) raises (?P<exc>\w+)", text)
    if raised:
        return GroundedTest("suspect", module, raised.group("call"), None, raised.group("exc"),
                            origin="writer")
    try:
        node = ast.parse(text, mode="eval").body
    except SyntaxError:
        return None
    if not isinstance(node, ast.Compare) or len(node.ops) != 1:
        return None
    call = ast.get_source_segment(text, node.left)
    expected = ast.get_source_segment(text, node.comparators[0])
    return GroundedTest("suspect", module, call, expected, origin="writer") \
        if call and expected else None


def module_of(call: str, files: dict[str, bytes]) -> str:
    """The module of the reference that defines the call's first name."""
    name = re.match(r"\s*(?:bool\()?([A-Za-z_]\w*)", call)
    for path, data in files.items():
        if path.endswith(".py") and not path.split("/")[-1].startswith("test_") and name and \
                re.search(rf"^(?:def|class)\s+{name.group(1)}\b", data.decode("utf-8", "replace"),
                          re.M):
            return path.removesuffix(".py").replace("/", ".")
    return ""


async def truth(tests: list[str], reference: dict[str, bytes]) -> tuple[int, int]:
    """(right, wrong) among ``tests`` on the reference; one that cannot be rebuilt counts
    as neither."""
    built = [t for text in tests if (t := as_test(text, module_of(text, reference)))]
    if not built:
        return 0, 0
    with laid_down(reference, "suspect-truth-") as root:
        results = await run_grounded(built, root, 60.0)
    right = sum(r.passed for r in results)
    return right, len(results) - right


def main() -> int:
    args, tasks = replay_args(__doc__, "suspect_truth")
    print("| run | status | hidden check | suspects | right | wrong |\n|---|---|---|---|---|---|")
    totals = {True: [0, 0], False: [0, 0]}
    for kept in kept_runs(args, tasks):
        row, task = kept.row, kept.task
        found = suspects(kept.db) if kept.db.is_file() else []
        if not found:
            continue
        reference = {**files_of(task.files), **files_of(task.path / "reference")}
        right, wrong = asyncio.run(truth(found, reference))
        totals[bool(row["solved"])][0] += right
        totals[bool(row["solved"])][1] += wrong
        print(f"| {row['task']} {row['tool']} | {row['status']} | "
              f"{'right' if row['solved'] else 'wrong'} | {len(found)} | {right} | {wrong} |",
              flush=True)
    for solved, (right, wrong) in totals.items():
        print(f"\n{'right' if solved else 'wrong'} results: suspect tests right {right}, "
              f"wrong {wrong}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
