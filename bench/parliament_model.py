"""The whole Parliament (rules first, then the agencies' one model call) on the labelled
tasks of tests/mind/parliament_cases.py, with a real model.

    OPENKOI_HOME=$(mktemp -d) .venv/bin/python bench/parliament_model.py \\
        --model local/strong --out /tmp/parliament.jsonl

``--cases`` picks the labelled set: ``regression`` (the task cases of
tests/mind/parliament_cases.py), ``intent-train`` / ``intent-test`` (the two splits of the intent
check's phrasings, src/openkoi/mind/intent_data/intent_cases.jsonl) or ``heldout`` (the set written
after the policy and the classifier were frozen). The intent and held-out sets run in the order
of their text's sha256 (the held-out set: destructive tasks first), so a run cut short
(``--limit``) is a random sample. Skipped: in the
intent sets the tasks the Guardian's rules block (no model is asked for them); in the
held-out set every task whose ruling the votes cannot change under the frozen policy
(``vote_can_decide``).
Tool-call cases are not sent to the model: at execution time each tool call is vetted by the
Guardian's rules alone (bench/parliament.py measures those). For every task case this records
who decided (rules / model / unreadable), whether the task was blocked (a Guardian BLOCK or
"needs a human"), the tokens and the seconds; it prints the block rate on destructive tasks
and the false-block rate on benign ones. Resumable: cases already in --out are skipped.

``--model-blocks binding|advisory|auto`` is how much the model's Guardian BLOCK weighs
(``parliament_model_blocks``; auto = advisory for local models). The recorded verdicts do
not depend on it, so ``--report-only`` re-reads --out and prints the table for each policy
without calling the model again.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "mind"))

from parliament_cases import CASES  # noqa: E402

from openkoi.config import Paths, load_settings  # noqa: E402
from openkoi.engine.budget import Budget  # noqa: E402
from openkoi.engine.calls import Caller  # noqa: E402
from openkoi.events import EventBus  # noqa: E402
from openkoi.memory.embeddings import get_embedder  # noqa: E402
from openkoi.mind import guardian, intent, intent_cases  # noqa: E402
from openkoi.mind.parliament import deliberate, model_blocks_for  # noqa: E402
from openkoi.models.registry import resolve_model  # noqa: E402


async def run(args: argparse.Namespace, tasks: list[Labelled] | None = None) -> int:
    """Record ``tasks`` (by default the labelled set ``args.cases``) into ``args.out``."""
    paths = Paths.from_env()
    settings = load_settings(paths)
    model = resolve_model(args.model, settings, paths, progress=print)
    out = Path(args.out)
    done = {json.loads(line)["text"] for line in out.read_text().splitlines()} \
        if out.exists() else set()
    if tasks is None:
        tasks = labelled(args.cases)[: args.limit or None]
    embedder = get_embedder(paths, "minilm")

    def check(text: str) -> intent.IntentVerdict:  # as the CLI does: a rule hit may yield
        return intent.check(text, embedder)

    for i, case in enumerate(tasks, 1):
        if case.text in done:
            continue
        budget = Budget(10**9, 1000.0, 3600.0)
        caller = Caller(model, budget, EventBus(), "bench")
        started = time.perf_counter()
        weight = model_blocks_for(args.model_blocks, local=model.capabilities.local)
        decision = await deliberate(caller, case.text, model_blocks=weight,
                                    intent_check=check if args.cases != "regression" else None)
        row = {"text": case.text, "destructive": case.destructive, "blocked": decision.blocked,
               "source": decision.source, "model_blocks": weight,
               "seconds": round(time.perf_counter() - started, 2),
               "input_tokens": budget.spent.input_tokens,
               "output_tokens": budget.spent.output_tokens,
               "group": case.group, "split": args.cases,
               "verdicts": {v.agency: v.verdict for v in decision.verdicts},
               "confidence": {v.agency: v.confidence for v in decision.verdicts}}
        with out.open("a") as fh:
            fh.write(json.dumps(row) + "\n")
        print(f"[{i}/{len(tasks)}] {'D' if case.destructive else 'B'} "
              f"{'BLOCK' if decision.blocked else 'pass '} {decision.source:<10} "
              f"{row['seconds']:>6.1f}s {case.text[:60]}", file=sys.stderr, flush=True)
    await model.aclose()
    report(out)
    return 0


class Labelled:
    def __init__(self, text: str, destructive: bool, group: str) -> None:
        self.text, self.destructive, self.group = text, destructive, group


def labelled(which: str) -> list[Labelled]:
    """The task cases of one labelled set, in the order they are recorded."""
    if which == "regression":
        return [Labelled(c.text, c.destructive, "regression") for c in CASES if c.kind == "task"]
    if which == "heldout":
        cases = intent_cases.load(intent_cases.HELDOUT_FILE)
        cases = [c for c in cases if vote_can_decide(c.text)]
    else:
        split = which.removeprefix("intent-")
        cases = [c for c in intent_cases.scored(intent_cases.load()) if c.split == split]
        cases = [c for c in cases if not guardian.check_task(c.text)]
    # Destructive first in the held-out set: with a budget for only some votes, the ones
    # that decide whether every destructive task is stopped come first.
    first = (lambda c: not c.destructive) if which == "heldout" else (lambda c: False)
    cases.sort(key=lambda c: (first(c), hashlib.sha256(c.text.encode()).hexdigest()))
    return [Labelled(c.text, c.destructive, c.group) for c in cases]


def vote_can_decide(text: str) -> bool:
    """Whether the frozen policy's ruling can depend on the agencies' votes: not when the
    rules and the intent check already stop the task (no vote lets it through), nor when the
    intent check rates it below ``votes_from`` (a BLOCK there is a warning; only unreadable
    output would still ask a human). The held-out recording skips the others."""
    from openkoi.memory.embeddings import get_embedder
    from openkoi.mind import intent, vote_policy

    verdict = intent.check(text, get_embedder(Paths.from_env(), "minilm"))
    p = verdict.probability if verdict.available else None
    policy = vote_policy.POLICY
    rules = guardian.check_task(text)
    stopped = vote_policy.rule(policy, rules=rules, probability=p,
                               votes=None, text=text).outcome != vote_policy.APPROVE
    # version 13: where no number of agencies blocks, the vote is moot everywhere
    return not stopped and not vote_policy.moot_vote(policy, rules=rules, probability=p,
                                                     text=text)


def blocked_under(row: dict, policy: str) -> bool:
    """Whether the recorded deliberation stops the task when a model's Guardian BLOCK is
    ``policy`` (binding/advisory): rules and unreadable output stop it either way."""
    if row["source"] != "model":
        return bool(row["blocked"])
    return policy == "binding" and row["verdicts"].get("Guardian") == "BLOCK"


def report(out: Path) -> None:
    if not out.exists():  # no task needed a vote (version 18: the vote is moot everywhere)
        out.write_text("")
        print(f"no task's ruling can depend on the agencies' votes: none asked; {out} is empty")
        return
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    for policy in ("binding", "advisory"):
        print(f"\nmodel's Guardian BLOCK {policy}:")
        table(rows, policy)


def table(rows: list[dict], policy: str) -> None:
    print("| tasks | cases | blocked | by rules | by the model | unreadable | rate |")
    print("|---|---|---|---|---|---|---|")
    for destructive in (True, False):
        sel = [r | {"blocked": blocked_under(r, policy)} for r in rows
               if r["destructive"] == destructive]
        if not sel:
            continue
        blocked = [r for r in sel if r["blocked"]]
        by = {s: sum(1 for r in blocked if r["source"] == s)
              for s in ("rules", "model", "unreadable")}
        print(f"| {'destructive' if destructive else 'benign'} | {len(sel)} | {len(blocked)} | "
              f"{by['rules']} | {by['model']} | {by['unreadable']} | "
              f"{100 * len(blocked) / len(sel):.1f} % |")
    asked = [r for r in rows if r["source"] != "rules"]
    if asked:
        n = len(asked)
        print(f"\nmodel deliberations: {n}, mean {sum(r['seconds'] for r in asked) / n:.1f} s, "
              f"{sum(r['input_tokens'] for r in asked) / n:.0f} in + "
              f"{sum(r['output_tokens'] for r in asked) / n:.0f} out tokens each")


def truth_files(option: str) -> list[Path]:
    return [Path(p) for p in option.split(",") if p]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", default="local/strong")
    parser.add_argument("--out", default="parliament-results.jsonl",
                        help="the recorded deliberations (with --policies: the training votes, "
                        "several files separated by commas)")
    parser.add_argument("--cases", default="regression",
                        choices=["regression", "intent-train", "intent-test", "heldout"],
                        help="which labelled set to record (see above)")
    parser.add_argument("--limit", type=int, default=0, help="only the first N task cases")
    parser.add_argument("--model-blocks", choices=["auto", "binding", "advisory"],
                        default="auto", help="how much the model's Guardian BLOCK weighs")
    parser.add_argument("--report-only", action="store_true",
                        help="print the tables for --out without calling the model")
    parser.add_argument("--policies", action="store_true",
                        help="no model call: choose a vote policy on the intent-train votes in "
                        "--out, report it on --eval-out (bench/parliament_policy.py)")
    parser.add_argument("--frozen", action="store_true",
                        help="with --policies: no training split and no grid; the frozen "
                        "policy and the shipped weights on --eval alone, with each miss")
    parser.add_argument("--eval-out", default="",
                        help="with --policies: the votes recorded for --eval")
    parser.add_argument("--eval", choices=["test", "heldout", "regression"], default="test",
                        help="with --policies: the set the chosen policy is reported on")
    parser.add_argument("--truth", default="",
                        help="with --policies: the truth check's recorded answers "
                        "(bench/parliament_truth.py), files separated by commas; none: the "
                        "check stays off")
    parser.add_argument("--oof-cache", default="",
                        help="with --policies: keep the training rows' out-of-fold intent "
                        "probabilities in this file (reused while the rows are unchanged)")
    args = parser.parse_args()
    if args.policies and args.frozen:
        from parliament_policy import report_frozen

        report_frozen(Path(args.eval_out) if args.eval_out else None, args.eval,
                      truth_files(args.truth))
        return 0
    if args.policies:
        from parliament_policy import report as policies

        policy = policies([Path(p) for p in args.out.split(",")],
                          Path(args.eval_out) if args.eval_out else None, args.eval,
                          Path(args.oof_cache) if args.oof_cache else None,
                          truth_files(args.truth))
        print(f"\nchosen: {policy}")
        return 0
    if args.report_only:
        report(Path(args.out))
        return 0
    return asyncio.run(run(args))


if __name__ == "__main__":
    raise SystemExit(main())
