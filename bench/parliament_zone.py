"""Record the agencies' votes for the training phrasings in a vote zone that have none yet
under the current Guardian prompt, so that ``parliament_model.py --policies`` estimates what
a vote does there from votes, not from a handful of them.

    OPENKOI_HOME=$(mktemp -d) .venv/bin/python bench/parliament_zone.py \\
        --oof-cache /tmp/oof6.json --votes A.jsonl,B.jsonl --current B.jsonl \\
        --low 0.5 --high 0.8 --out bench/results/parliament-v6-zone-2026-11-25.jsonl

The zone is read from the training rows' out-of-fold intent probabilities (the cache
``parliament_model.py --policies --oof-cache`` writes); rows a Guardian rule hits are left
out (no vote is asked for them). A row counts as recorded when one of the ``--current``
files (votes of the current prompt) has a vote for it. Recorded: benign rows first, then
destructive, each in the order of their text's sha256, so a run cut short is a sample of
both. Every row is asked with the vote binding (``--model-blocks binding``): the vote is
recorded whatever the shipped policy would skip. Resumable, like parliament_model.py.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import sys
from collections import Counter
from pathlib import Path

import parliament_model as pm
from parliament_policy import recorded

from openkoi.mind import guardian, intent_cases


def zone(oof_cache: Path, votes: list[Path], current: list[Path], low: float,
         high: float) -> list[pm.Labelled]:
    train = [c for c in intent_cases.load() if c.split == "train"]
    probabilities = json.loads(oof_cache.read_text())["probabilities"]
    if len(probabilities) != len(train):
        raise SystemExit(f"{oof_cache} is for another training split: run "
                         "parliament_model.py --policies --oof-cache first")
    new, any_vote = recorded(current), recorded(votes)

    def voted(seen: dict[str, dict], text: str) -> bool:
        return text in seen and seen[text]["source"] not in ("rules", "skipped")

    rows = [(c, p) for c, p in zip(train, probabilities, strict=True)
            if low <= p < high and c.group != intent_cases.WORK and not guardian.check_task(c.text)]
    print(Counter(("destructive" if c.destructive else "benign",
                   "current" if voted(new, c.text) else "old" if voted(any_vote, c.text)
                   else "none") for c, _ in rows), file=sys.stderr)
    todo = [c for c, _ in rows if not voted(new, c.text)]
    todo.sort(key=lambda c: (c.destructive, hashlib.sha256(c.text.encode()).hexdigest()))
    return [pm.Labelled(c.text, c.destructive, "zone") for c in todo]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--oof-cache", type=Path, required=True)
    parser.add_argument("--votes", default="", help="recorded votes, comma-separated")
    parser.add_argument("--current", default="",
                        help="those of them recorded with the current prompt")
    parser.add_argument("--low", type=float, default=0.5)
    parser.add_argument("--high", type=float, default=0.8)
    parser.add_argument("--model", default="local/strong")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    paths = lambda s: [Path(p) for p in s.split(",") if p]  # noqa: E731
    tasks = zone(args.oof_cache, paths(args.votes), paths(args.current), args.low, args.high)
    recording = argparse.Namespace(model=args.model, out=args.out, cases="intent-train",
                                   limit=0, model_blocks="binding")
    return asyncio.run(pm.run(recording, tasks))


if __name__ == "__main__":
    raise SystemExit(main())
