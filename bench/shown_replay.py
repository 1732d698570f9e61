"""Replay the rule that a change must be shown (``engine.grounding.shown``) on kept suite runs,
without the model: which "done" endings it turns "unverified", right and wrong ones.

    PYTHONPATH=src .venv/bin/python bench/shown_replay.py --keep /tmp/suite19-keep \\
        --results bench/results/suite-3fa258d-heldout4.jsonl [--keep ... --results ...]

For every openkoi run that ended done (a results row with its kept workspace), where the
rule applies (the task asks for a change and a source that existed was changed): are the
project's tests, the task's stated examples and the written tests that passed (read back
from the last evaluation's evidence) failed by the code as the task gave it
(``start_files``)? If none is, the rule makes the ending "unverified". Prints one row per
such run and the counts by whether the hidden check passed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import sqlite3
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import suite  # noqa: E402

from openkoi.engine.evaluators.commands import run_command  # noqa: E402
from openkoi.engine.grounding import examples_to_tests, run_grounded  # noqa: E402
from openkoi.engine.grounding.baseline import names_callee  # noqa: E402
from openkoi.engine.grounding.cases import GroundedTest  # noqa: E402
from openkoi.engine.grounding.inherited import inherited  # noqa: E402
from openkoi.engine.grounding.laid import laid_down, lay_down  # noqa: E402
from openkoi.engine.grounding.shown import (  # noqa: E402
    must_show_change,
    start_files,
    unshown,
)
from openkoi.engine.targets import is_test_file  # noqa: E402

_PASSED = re.compile(r"^(?P<call>.+?) == (?P<want>.+): passed$")
_SUSPECT = re.compile(r"^suspect \(not obeyed\): (?P<call>.+?)(?: == (?P<want>.+?)| raises "
                      r"(?P<exc>\w+))(?: \[.*)?$")
_SKIP = (".hidden_check", ".openkoi", "__pycache__", ".pytest_cache")


def files_of(root: Path) -> dict[str, bytes]:
    out: dict[str, bytes] = {}
    if not root.is_dir():
        return out
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        if path.is_file() and not any(part in _SKIP for part in rel.split("/")):
            out[rel] = path.read_bytes()
    return out


def written_passed(db: Path, after: dict[str, bytes],
                   pattern: re.Pattern[str] = _PASSED) -> list[GroundedTest]:
    """The written tests the last evaluation ran and passed (or, with ``_SUSPECT``, set aside
    as suspect), read back from its evidence."""
    rows = sqlite3.connect(db).execute(
        "select data from events where kind='evaluation' order by seq").fetchall()
    if not rows:
        return []
    text = (json.loads(rows[-1][0]).get("evidence") or {}).get("independent") or ""
    sources = {n[:-3].replace("/", "."): after[n].decode("utf-8", "replace") for n in after
               if n.endswith(".py") and not is_test_file(n)}
    tests = []
    for i, line in enumerate(text.splitlines()):
        m = pattern.match(line.strip())
        if not m:
            continue
        callee = re.match(r"[\w.]+", m.group("call"))
        name = callee.group(0).split(".")[0] if callee else ""
        module = next((mod for mod, code in sources.items()
                       if re.search(rf"^\s*(def|class)\s+{re.escape(name)}\b", code, re.M)),
                      next(iter(sources), "main"))
        groups = m.groupdict()
        tests.append(GroundedTest(f"w{i}", module, m.group("call"), groups.get("want"),
                                  raises=groups.get("exc"), origin="writer"))
    return tests


async def inherited_now(prompt: str, before: dict[str, bytes], after: dict[str, bytes],
                        db: Path) -> str:
    """How many of the last evaluation's suspect tests the code as the task gave it answers
    as the kept code does (``grounding.inherited``, the kept code standing in for the
    agreeing candidates)."""
    suspect = written_passed(db, after, _SUSPECT)
    if not suspect:
        return 0
    with laid_down(after, "replay-now-") as root:
        kept = await run_grounded(suspect, root, 60.0)
    found = await inherited(suspect, kept, start_files(before, after), 60.0)
    return f"{len(found)} ({sum(1 for t in found if names_callee(t.call, prompt))} named)"


async def project_tests_pass(files: dict[str, bytes]) -> bool | None:
    if not any(is_test_file(n) and n.endswith(".py") for n in files):
        return None
    with tempfile.TemporaryDirectory(prefix="replay-") as tmp:
        for name, data in files.items():
            lay_down(Path(tmp), name, data)
        result = await run_command([sys.executable, "-m", "pytest", "-q", "-p",
                                    "no:cacheprovider"], Path(tmp), 120.0)
    return result.exit_code == 0


def stated_examples_of(prompt: str, before: dict[str, bytes], after: dict[str, bytes]
                       ) -> list[GroundedTest]:
    """The examples ``prompt`` states for the code ``after`` (name -> bytes) as the engine
    reads them: the task's text, and the docstrings of the files ``before`` gave."""
    code = {n: after[n].decode("utf-8", "replace") for n in after
            if n.endswith(".py") and not is_test_file(n)}
    given = {n: before[n].decode("utf-8", "replace") for n in code if n in before}
    return examples_to_tests(prompt, code, given)


async def replay(task: Any, before: dict[str, bytes], after: dict[str, bytes],
                 db: Path) -> dict[str, Any]:
    if not must_show_change(task.prompt, before, after):
        return {"applies": False, "inherited": 0}
    start = start_files(before, after)
    shown: list[str] = []
    now, then = await project_tests_pass(after), await project_tests_pass(start)
    if now and then is False:
        shown.append("project tests")
    examples = stated_examples_of(task.prompt, before, after)
    if examples:
        with tempfile.TemporaryDirectory(prefix="replay-") as tmp:
            for name, data in after.items():
                lay_down(Path(tmp), name, data)
            passed = [r.test for r in await run_grounded(examples, Path(tmp), 60.0) if r.passed]
        if passed and not await unshown(task.prompt, before, after, passed):
            shown.append("examples")
    written = written_passed(db, after)
    if written and not await unshown(task.prompt, before, after, written):
        shown.append("written tests")
    return {"applies": True, "shown": shown,
            "inherited": await inherited_now(task.prompt, before, after, db),
            "examples": len(examples),
            "written": len(written), "project_now": now, "project_at_start": then}


def replay_args(doc: str, name: str) -> tuple[argparse.Namespace, dict[str, Any]]:
    """A replay's ``--keep DIR --results FILE`` pairs (checked to exist) and the suite's
    tasks by id."""
    ap = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    ap.add_argument("--keep", action="append", required=True, type=Path)
    ap.add_argument("--results", action="append", required=True, type=Path)
    args = ap.parse_args()
    missing = [str(p) for p in [*args.keep, *args.results] if not p.exists()]
    if missing:
        raise SystemExit(f"{name}: not found: {', '.join(missing)}")
    return args, {t.id: t for t in suite.load_tasks()}


@dataclass(frozen=True)
class KeptRun:
    """One openkoi run of a suite results file, with its kept folders: ``work`` (the final
    workspace) and ``db`` (its openkoi database)."""

    row: dict[str, Any]
    task: Any
    work: Path
    db: Path


def kept_runs(args: argparse.Namespace, tasks: dict[str, Any]) -> Iterator[KeptRun]:
    """The openkoi runs (not the peers') of every ``--keep``/``--results`` pair, in order,
    whose task the suite still has."""
    for keep, results in zip(args.keep, args.results, strict=True):
        for line in results.read_text().splitlines():
            row = json.loads(line)
            task = tasks.get(row["task"])
            if row["tool"] == "aider" or task is None:
                continue
            name = row["task"].split("/")[-1]
            base = keep / row["tool"] / row["part"]
            yield KeptRun(row, task, base / name, base / f"{name}.home/openkoi/data/openkoi.db")


def main() -> int:
    args, tasks = replay_args(__doc__, "shown_replay")
    counts = {"right": [0, 0], "wrong": [0, 0]}  # [kept done, turned unverified]
    print("| run | hidden check | rule | shown by | suspect tests inherited |\n"
          "|---|---|---|---|---|")
    for kept in kept_runs(args, tasks):
        row, task, db = kept.row, kept.task, kept.db
        if row["status"] != "done" or not db.exists():
            continue
        after = files_of(kept.work)
        if not after:
            continue
        r = asyncio.run(replay(task, files_of(task.files), after, db))
        verdict = "right" if row["solved"] else "wrong"
        if not r["applies"]:
            rule = "does not apply"
        elif r["shown"]:
            rule = "done stays"
        else:
            rule = "**unverified**"
        counts[verdict][1 if rule == "**unverified**" else 0] += 1
        print(f"| {row['task']} {row['tool']} | {verdict} | {rule} | "
              f"{', '.join(r.get('shown') or []) or '-'} | {r['inherited']} |", flush=True)
    for verdict, (stays, flips) in counts.items():
        print(f"{verdict} dones: {stays + flips}, turned unverified {flips}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
