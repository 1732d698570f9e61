"""Replay the inherited-agreement rule on kept task-suite runs, without the model.

    .venv/bin/python bench/inherited_replay.py --keep /tmp/suite16-keep \
        --results bench/results/suite-f733d44-heldout.jsonl [--keep ... --results ...]

For every openkoi run kept by ``bench/suite.py --keep`` whose last evaluation let the user's
evidence outvote suspect written tests ("contest nothing"), the suspect tests are run on the
files the run ended with and on the task's starting files. A suspect test both answer alike
is inherited (``openkoi.engine.grounding.inherited``): under the rule the run would have ended
contested (unverified) instead of done. Printed per run: the task, the tool, whether the
hidden check passed (``solved``), the suspects and how many are inherited; then the totals.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import sqlite3
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from openkoi.engine.grounding import GroundedTest, inherited, run_grounded  # noqa: E402
from openkoi.engine.targets import speaks_of_a_bug  # noqa: E402
from openkoi.engine.workspace import Snapshot  # noqa: E402

SUSPECT = re.compile(r"^suspect \(not obeyed\): (.*?)"
                     r"(?: \[another candidate passes it\])?"
                     r"(?: \[the code as the task gave it answers the same\])?$")


def parse(text: str) -> tuple[str, str | None, str | None]:
    """(call, expected, raises) from a test's description."""
    if " raises " in text:
        call, exc = text.rsplit(" raises ", 1)
        return call, None, exc
    if " == " in text:
        call, expected = text.split(" == ", 1)
        return call, expected, None
    return text.removesuffix(" runs"), None, None


def last_evaluation(home: Path) -> dict | None:
    db = home / "openkoi" / "data" / "openkoi.db"
    if not db.exists():
        return None
    with sqlite3.connect(db) as con:
        row = con.execute("select data from events where kind='evaluation' "
                          "order by ts desc, seq desc limit 1").fetchone()
    return json.loads(row[0]) if row else None


async def module_of(call: str, sources: list[str], where: Path) -> str | None:
    """The source module in whose scope ``call`` names something (not a NameError)."""
    for module in sources:
        test = GroundedTest("probe", module, call, None, None, "writer")
        result = (await run_grounded([test], where, 20.0))[0]
        if "NameError" not in result.actual and "ModuleNotFound" not in result.actual:
            return module
    return None


async def replay(run: Path, task_dir: Path, solved: bool | None) -> dict | None:
    found = last_evaluation(run.with_name(run.name + ".home"))
    if not found:
        return None
    evidence = found.get("evidence", {}).get("independent", "")
    if "contest nothing" not in evidence:
        return None
    start = Snapshot.take(task_dir / "files")
    task = json.loads((task_dir / "task.json").read_text())["prompt"]
    sources = sorted(p.removesuffix(".py").replace("/", ".") for p in start.files
                     if p.endswith(".py") and not Path(p).name.startswith("test_"))
    suspects = []
    for line in evidence.splitlines():
        match = SUSPECT.match(line)
        if not match:
            continue
        call, expected, raises = parse(match.group(1))
        module = await module_of(call, sources, run)
        if module:
            suspects.append(GroundedTest(f"s{len(suspects)}", module, call, expected, raises,
                                         "writer"))
    kept = await run_grounded(suspects, run, 30.0)
    alike = await inherited(suspects, kept, start.files) if speaks_of_a_bug(task) else []
    return {"task": task_dir.name, "solved": solved, "bug": speaks_of_a_bug(task),
            "suspects": len(suspects),
            "inherited": len(alike), "flips": bool(alike),
            "examples": [t.describe() for t in alike][:3]}


async def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--keep", action="append", required=True)
    ap.add_argument("--results", action="append", required=True)
    args = ap.parse_args()
    rows = []
    for keep, results in zip(args.keep, args.results, strict=True):
        solved = {}
        for line in Path(results).read_text().splitlines():
            r = json.loads(line)
            solved[(r["tool"], r["task"].rsplit("/", 1)[-1])] = r.get("solved")
        for tool_dir in sorted(Path(keep).glob("openkoi-*")):
            for run in sorted(p for p in tool_dir.glob("*/*") if p.is_dir()
                              and not p.name.endswith(".home")):
                task_dir = ROOT / "bench" / "tasks" / run.parent.name / run.name
                row = await replay(run, task_dir, solved.get((tool_dir.name, run.name)))
                if row:
                    row["tool"] = tool_dir.name
                    rows.append(row)
                    print(json.dumps(row), flush=True)
    right = [r for r in rows if r["solved"]]
    wrong = [r for r in rows if r["solved"] is False]
    flipped = sum(r["flips"] for r in right), sum(r["flips"] for r in wrong)
    print(f"outvoted endings: {len(rows)}; right {len(right)} (flipped {flipped[0]}), "
          f"wrong {len(wrong)} (flipped {flipped[1]})")


if __name__ == "__main__":
    asyncio.run(main())
