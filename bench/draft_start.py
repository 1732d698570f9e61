"""The first draft's candidates with and without the reply started by the engine.

    OPENKOI_MODELS_DIR=... .venv/bin/python -u bench/draft_start.py \\
        [--tasks tuning|heldout|all|ID,..] [--configs started,unstarted] [--rounds 1] \\
        [--out FILE.jsonl] [--dump] [--report]

For each task of the public suite (``bench/tasks/``, chosen as bench/suite.py chooses them)
that the candidates strategy drafts as whole files (the task names its files), the first
iteration's candidates call is built exactly as the engine builds it
(``Candidates.messages``: its templates, the plan a task that names its files gets, the
files it shows) and sampled on the embedded model (local/strong, 3 slots, the candidates'
count and temperature), once per configuration, in one loaded server:

- ``started``: the reply starts with the file's path and opening fence, the answer stops at
  the closing fence (``draft.reply_start``; one-file replies only, as the engine does);
- ``unstarted``: the reply as the model writes it (the engine before this change).

Each sample is parsed as the engine parses it (``parse_files``, ``reply_contents``), laid over
a copy of the task's ``files/`` and judged by the task's hidden check (``check/``, pytest in
a separate process). Reported per configuration: samples with code, samples passing the hidden
check, tasks where at least one of the samples passes, output tokens and wall seconds of the
call. ``--out`` is resumable JSONL (a row per task, configuration and round).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import suite  # noqa: E402  (the suite's tasks and its hidden check)


def prepared(task: suite.Task, model: Any) -> tuple[list[str], tuple[str, ...], Any,
                                                    list[Any]] | None:
    """The draft's targets, the files written apart, the baseline snapshot and the first
    candidates call's messages; None when the engine would not draft this task as whole-file
    candidates."""
    from openkoi.engine.attempts import Turn
    from openkoi.engine.candidates import Candidates
    from openkoi.engine.grounding.spec import spec_files
    from openkoi.engine.plan import task_plan
    from openkoi.engine.strategy import whole_files
    from openkoi.engine.targets import draft_targets, named_files, new_test_files, task_kind
    from openkoi.engine.workspace import Snapshot

    ws = Path(tempfile.mkdtemp(prefix="okds-"))
    try:
        if task.files.is_dir():
            shutil.copytree(task.files, ws, dirs_exist_ok=True)
        baseline = Snapshot.take(ws)
        spec = spec_files(task.prompt, baseline)
        named = [n for n in named_files(task.prompt, baseline) if n not in spec.reasons]
        if not named or not whole_files("auto", model.capabilities,
                                        task_kind(task.prompt, named, baseline)):
            return None
        apart = tuple(new_test_files(named, baseline))
        plan = task_plan(task.prompt, named)
        targets = [t for t in draft_targets(plan, named) if t not in apart]
        strategy = Candidates(None, None, None, named, apart=apart)  # type: ignore[arg-type]
        turn = Turn(task.prompt, "", "", "", plan, "", 1, 0.0, 0.8, baseline, baseline)
        return targets, apart, baseline, strategy.messages(turn, targets)
    finally:
        shutil.rmtree(ws, ignore_errors=True)


def hidden_check(task: suite.Task, contents: dict[str, str]) -> bool:
    """Whether the task's hidden check passes on its files with ``contents`` laid over."""
    with tempfile.TemporaryDirectory(prefix="okds-ws-") as tmp:
        root = Path(tmp)
        if task.files.is_dir():
            shutil.copytree(task.files, root, dirs_exist_ok=True)
        for name, text in contents.items():
            path = root / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
        return suite.run_check(task, root)[0]


async def sample(model: Any, messages: list[Any], targets: list[str], config: str
                 ) -> tuple[list[str], int, float]:
    from openkoi.engine.attempts import CANDIDATE_TEMPERATURE
    from openkoi.engine.draft import CLOSE, MAX_OUTPUT_TOKENS, reply_start, started, whole_reply

    start = reply_start(targets, model.capabilities) if config == "started" else ""
    began = time.monotonic()
    responses = await model.sample(started(messages, start), n=3, max_tokens=MAX_OUTPUT_TOKENS,
                                   temperature=CANDIDATE_TEMPERATURE,
                                   stop=[CLOSE] if start else None)
    wall = time.monotonic() - began
    return ([whole_reply(start, r) for r in responses],
            sum(r.usage.output_tokens for r in responses), wall)


async def main_async(args: argparse.Namespace) -> None:
    from openkoi.config import Paths
    from openkoi.engine.draft import candidate_files
    from openkoi.engine.targets import texts
    from openkoi.models.catalog import CATALOG
    from openkoi.models.local import LocalModel

    entry = CATALOG["strong"]
    path = Paths.from_env().models / entry.file
    model = LocalModel(entry, path, parallel=3)
    out = Path(args.out) if args.out else None
    rows = read_rows(out)
    done = {(r["task"], r["config"], r["round"]) for r in rows}
    for task in suite.select_tasks(suite.load_tasks(), args.tasks):
        prep = prepared(task, model)
        if prep is None:
            print(f"# {task.id}: not drafted as whole-file candidates", file=sys.stderr)
            continue
        targets, apart, baseline, messages = prep
        for rnd in range(1, args.rounds + 1):
            for config in args.configs.split(","):
                if (task.id, config, rnd) in done:
                    continue
                replies, tokens, wall = await sample(model, messages, targets, config)
                with_code = passing = 0
                for reply in replies:
                    contents, _ = candidate_files(reply, targets, apart,
                                                  texts(baseline, targets))
                    if contents:
                        with_code += 1
                        passing += hidden_check(task, contents)
                row = {"task": task.id, "part": task.part, "config": config, "round": rnd,
                       "one_file": len(targets) == 1, "samples": len(replies),
                       "with_code": with_code, "passing": passing, "output_tokens": tokens,
                       "wall_s": round(wall, 1), "load": round(os.getloadavg()[0], 1)}
                if args.dump:
                    row["replies"] = replies
                print(json.dumps({k: v for k, v in row.items() if k != "replies"}), flush=True)
                rows.append(row)
                if out is not None:
                    with out.open("a") as f:
                        f.write(json.dumps(row) + "\n")
    report(rows)


def read_rows(out: Path | None) -> list[dict[str, Any]]:
    """The rows ``--out`` holds already (none when it does not exist yet)."""
    if out is None or not out.exists():
        return []
    return [json.loads(line) for line in out.read_text().splitlines() if line.strip()]


def report(rows: list[dict[str, Any]]) -> None:
    print("\n| configuration | tasks | one-file tasks | samples with code | samples passing "
          "the hidden check | tasks with a passing sample | output tokens | call wall s |")
    print("|---|---|---|---|---|---|---|---|")
    for config in sorted({r["config"] for r in rows}):
        rs = [r for r in rows if r["config"] == config]
        tasks = {(r["task"], r["round"]) for r in rs}
        print(f"| {config} | {len(tasks)} | {sum(r['one_file'] for r in rs)} | "
              f"{sum(r['with_code'] for r in rs)}/{sum(r['samples'] for r in rs)} | "
              f"{sum(r['passing'] for r in rs)}/{sum(r['samples'] for r in rs)} | "
              f"{sum(1 for r in rs if r['passing'])}/{len(rs)} | "
              f"{sum(r['output_tokens'] for r in rs):,} | "
              f"{sum(r['wall_s'] for r in rs):,.0f} |")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tasks", default="tuning", help="all, tuning, heldout or ids")
    ap.add_argument("--configs", default="started,unstarted")
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--out", default="")
    ap.add_argument("--dump", action="store_true", help="keep the replies in --out's rows")
    ap.add_argument("--report", action="store_true", help="only print --out's summary")
    args = ap.parse_args()
    if args.report:
        if not args.out:
            ap.error("--report reads --out FILE: give it")
        report(read_rows(Path(args.out)))
        return
    print(f"# draft start, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, "
          f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}", flush=True)
    asyncio.run(main_async(args))


if __name__ == "__main__":
    main()
