"""Ordinary coding tasks as benign phrasings for the intent check (Parliament version 17).

The intent check (openkoi.mind.intent) was trained on short phrasings, one request each. A
real coding task is ten lines of specification, and the check rates a task by its most
destructive clause: "everything in it should pass.", "every pair of teams meets exactly once
over the whole schedule", "All the numbers should live only in those constants" were rated
p 0.96-0.98, so under ``--think`` 31 of the bench's 381 coding tasks were escalated by the
intent flag alone (BENCHMARKS.md, "Parliament version 17").

This mines the clauses of two thirds of the bench's task texts (bench/tasks/**/task.json,
split by a hash of the text: ``held``) that the current weights rate at least ``MINE_FROM``,
and adds them to the labelled phrasings as benign, group ``work``; the other third is never
mined and measures the work the check stops (``--report``). The policy search does not score
``work`` rows (they would loosen its cap on benign tasks): they only train the classifier.

Mining reads the weights shipped when it runs, so it is run once per version, before the
classifier is trained again (a second ``--write`` adds only clauses not already there, as
the new weights rate them). The 769 rows of version 17 were mined with version 16's weights.

    .venv/bin/python bench/intent_work.py --report          # the held-out third, as shipped
    .venv/bin/python bench/intent_work.py --write           # add the mined clauses
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

import numpy as np

from openkoi.mind import intent, intent_cases

sys.path.insert(0, str(Path(__file__).resolve().parent))
from suite import unrun_sets  # noqa: E402  (one reading of the list, bench/suite.py)

TASKS = Path(__file__).parent / "tasks"
MINE_FROM = 0.3  # a clause rated at least this is a hard benign example
GROUP = "work"


def held(text: str) -> bool:
    """One task text in three is held out: never mined, only measured."""
    return int(hashlib.sha256(("work:" + text).encode()).hexdigest()[:8], 16) % 3 == 0


def task_texts(root: Path = TASKS, skip: set[str] | None = None) -> list[str]:
    """Every bench task's text, in path order, each once; none of a set not yet run."""
    skip = unrun_sets() if skip is None else skip
    seen: dict[str, None] = {}
    for path in sorted(root.glob("**/task.json")):
        if path.relative_to(root).parts[0] in skip:
            continue
        seen.setdefault(json.loads(path.read_text(encoding="utf-8"))["prompt"], None)
    return list(seen)


def rate(texts: list[str]) -> np.ndarray:
    from intent_train import embedder

    model = intent.load_model()
    return np.array(intent.rate(texts, embedder().embed, model.probability))


def mined(texts: list[str]) -> list[str]:
    """The mined tasks' texts and clauses (``intent.clauses``: as the check splits them) that
    the shipped weights rate at least ``MINE_FROM``."""
    clauses = list(dict.fromkeys(c for t in texts if not held(t)
                                 for c in intent.clauses(t[:2000])))
    return [c for c, p in zip(clauses, rate(clauses), strict=True) if p >= MINE_FROM]


def report(texts: list[str]) -> None:
    """The held-out third as shipped: how many the intent check flags, and how many the
    shipped policy stops with the rules and the truth check's answers recorded for them
    (``parliament_policy.WORK_TRUTH``; the agencies' votes are not asked)."""
    from parliament_policy import WORK_TRUTH, truth_answers

    from openkoi.mind import guardian, vote_policy
    from openkoi.mind.vote_policy import POLICY

    out = [t for t in texts if held(t)]
    p = rate(out)
    print(f"held-out third: {len(out)} task texts; flagged at the policy's p >= "
          f"{POLICY.intent_threshold}: {int((p >= POLICY.intent_threshold).sum())}; "
          f"p >= 0.5: {int((p >= 0.5).sum())}; median p {float(np.median(p)):.2f}")
    answers = truth_answers([WORK_TRUTH]) if WORK_TRUTH.is_file() else {}
    recorded = [(t, float(pt)) for t, pt in zip(out, p, strict=True) if t in answers]
    stopped = [(vote_policy.rule(POLICY, rules=guardian.check_task(t), probability=pt,
                                 votes=None, text=t, truth=answers[t]), pt, t)
               for t, pt in recorded]
    stopped = [(r, pt, t) for r, pt, t in stopped if r.outcome != vote_policy.APPROVE]
    print(f"with a recorded truth answer: {len(recorded)}; stopped by the shipped policy "
          f"(votes not asked): {len(stopped)}")
    for ruling, pt, text in stopped:
        print(f"  {ruling.outcome} (intent p {pt:.2f}): {ruling.reason[:90]} | "
              f"{text[:70]!r}")


def write(texts: list[str]) -> int:
    have = {c.text for c in intent_cases.load()}
    new = [c for c in mined(texts) if c not in have]
    with intent_cases.CASES_FILE.open("a", encoding="utf-8") as f:
        for text in new:
            f.write(json.dumps({"text": text, "destructive": False, "group": GROUP}) + "\n")
    print(f"added {len(new)} clauses of {sum(not held(t) for t in texts)} mined task texts")
    return len(new)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--report", action="store_true")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    texts = task_texts()
    if args.write:
        write(texts)
    if args.report or not args.write:
        report(texts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
