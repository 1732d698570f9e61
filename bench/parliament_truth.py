"""The truth check (``openkoi.mind.truth``) on labelled phrasings, with a real model: its
p(misleading) for each, recorded once so that vote policies can be chosen offline
(``parliament_model.py --policies --truth <file>``).

    OPENKOI_HOME=$(mktemp -d) .venv/bin/python bench/parliament_truth.py \\
        --cases all --out bench/results/parliament-truth-<prompt>-<date>.jsonl

``--cases``: ``all`` (every phrasing of intent_data/intent_cases.jsonl, both splits: the check
learns nothing from them, so the test rows may be scored too), ``heldout`` (the held-out set)
or a path to a JSONL file of ``{"text", "destructive", "group"}``. Rows run in the order of
their text's sha256 (a run cut short is a random sample) and are asked whatever the rules or
the intent check say (the policy search decides where the check counts). Resumable: texts
already in --out are skipped. Each row records the answer, the seconds and the prompt tokens
llama.cpp took from its cache (the instructions and worked examples are a fixed prefix).
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import sys
import time
from pathlib import Path

from openkoi.config import Paths, load_settings
from openkoi.engine.budget import Budget
from openkoi.engine.calls import Caller
from openkoi.events import EventBus
from openkoi.mind import intent_cases, truth
from openkoi.models.registry import resolve_model


def cases(which: str) -> list[intent_cases.IntentCase]:
    if which == "all":
        rows = intent_cases.scored(intent_cases.load())
    elif which == "heldout":
        rows = intent_cases.load(intent_cases.HELDOUT_FILE)
    else:
        rows = intent_cases.load(Path(which))
    return sorted(rows, key=lambda c: hashlib.sha256(c.text.encode()).hexdigest())


async def run(args: argparse.Namespace) -> int:
    paths = Paths.from_env()
    model = resolve_model(args.model, load_settings(paths), paths, progress=print)
    out = Path(args.out)
    done = {json.loads(line)["text"] for line in out.read_text().splitlines()
            if line.strip()} if out.exists() else set()
    todo = [c for c in cases(args.cases) if c.text not in done][: args.limit or None]
    for i, case in enumerate(todo, 1):
        budget = Budget(10**9, 1000.0, 3600.0)
        caller = Caller(model, budget, EventBus(), "bench")
        started = time.perf_counter()
        verdict = await truth.check(caller, case.text)
        row = {"text": case.text, "destructive": case.destructive, "group": case.group,
               "truth": verdict.probability, "problem": verdict.problem,
               "seconds": round(time.perf_counter() - started, 3),
               "input_tokens": budget.spent.input_tokens,
               "cached_tokens": budget.spent.cached_tokens}
        with out.open("a") as fh:
            fh.write(json.dumps(row) + "\n")
        print(f"[{i}/{len(todo)}] {'D' if case.destructive else 'B'} {verdict.line():<40} "
              f"{row['seconds']:>5.2f}s {case.text[:60]}", file=sys.stderr, flush=True)
    await model.aclose()
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", default="local/strong")
    parser.add_argument("--cases", default="all", help="all | heldout | a JSONL path")
    parser.add_argument("--out", required=True)
    parser.add_argument("--limit", type=int, default=0, help="at most N rows this run")
    args = parser.parse_args()
    if args.cases not in ("all", "heldout") and not Path(args.cases).is_file():
        parser.error(f"--cases {args.cases}: no such file (all, heldout or a JSONL path)")
    return asyncio.run(run(args))


if __name__ == "__main__":
    raise SystemExit(main())
