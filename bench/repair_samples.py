"""Which retry prompt gives the loop a right candidate after a wrong first iteration?

    .venv/bin/python bench/repair_samples.py states --out bench/results/repair-states.jsonl \
        [--from 'bench/results/humaneval-*.jsonl'] [--exclude-from FILE...]
    .venv/bin/python bench/repair_samples.py run --states bench/results/repair-states.jsonl \
        --out bench/results/repair-samples.jsonl [--n 3] [--variants anchored,fresh,fresh-feedback]
    .venv/bin/python bench/repair_samples.py report --out bench/results/repair-samples.jsonl

A *state* is a HumanEval problem where the openkoi loop's first iteration failed the hidden
check and the loop went on: the program it kept and the feedback its first evaluation gave
(both from a recorded ``bench/humaneval.py`` row). ``run`` asks the model for the next
iteration's candidates (temperature 0.7, the engine's prompts and reply start) in each way:

- ``anchored``: what the engine asks today: the current (wrong) file and the feedback;
- ``fresh``: the first iteration's prompt again (the file as the task gave it, no feedback):
  an independent sample, not a repair;
- ``fresh-feedback``: the file as the task gave it, with the feedback.

Each candidate is scored on the problem's visible tests (the docstring's examples, as the
workspace's ``test_solution.py``) and on the hidden HumanEval check. ``report`` prints per
variant: candidates right, states with at least one right candidate, and states where the
first candidate passing the visible tests is right (what ranking by the task's examples
would keep).
"""

from __future__ import annotations

import argparse
import asyncio
import glob
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import humaneval  # noqa: E402

from openkoi.engine.attempts import CANDIDATE_TEMPERATURE, Turn, draft_messages  # noqa: E402
from openkoi.engine.draft import CLOSE, MAX_OUTPUT_TOKENS, reply_start, started  # noqa: E402
from openkoi.engine.workspace import Snapshot  # noqa: E402
from openkoi.models.base import Message, Model  # noqa: E402
from openkoi.records import Plan  # noqa: E402

VARIANTS = ("anchored", "fresh", "fresh-feedback")
TARGET = "solution.py"
GOAL = 0.8


def states(paths: list[str], exclude: set[str]) -> list[dict[str, Any]]:
    """The newest recorded failing-then-iterating state of each problem."""
    found: dict[str, dict[str, Any]] = {}
    for path in sorted(paths):
        for row in humaneval.read_results(Path(path)):
            if (row.get("mode") == "openkoi" and not row.get("passed") and row.get("feedback")
                    and row["task_id"] not in exclude):
                scores = row.get("iteration_scores") or [0.0]
                found[row["task_id"]] = {"task_id": row["task_id"], "source": Path(path).name,
                                         "program": row["program"],
                                         "feedback": row["feedback"][0],
                                         "score": float(scores[0] or 0.0)}
    return sorted(found.values(), key=lambda s: int(s["task_id"].split("/")[1]))


def messages(problem: dict[str, Any], state: dict[str, Any], variant: str) -> list[Message]:
    """The engine's draft prompt (``attempts.draft_messages``) for the next iteration: the
    workspace bench/humaneval.py gives openkoi, with the kept program (anchored) or as the
    task gave it, and the first feedback or none (fresh)."""
    given = {TARGET: problem["prompt"].encode()}
    tests = humaneval.visible_tests(problem["prompt"], problem["entry_point"])
    if tests:
        given["test_solution.py"] = tests.encode()
    baseline = Snapshot(Path("."), given)
    current = Snapshot(Path("."), given | {TARGET: state["program"].encode()}) \
        if variant == "anchored" else baseline
    feedback = "" if variant == "fresh" else state["feedback"]
    turn = Turn(humaneval.task_text(problem), "", "", "", Plan(), feedback,
                2 if feedback else 1, state["score"] if feedback else 0.0, GOAL, current,
                baseline)
    return draft_messages(turn, [TARGET])


def visible_pass(program: str, problem: dict[str, Any]) -> bool | None:
    tests = humaneval.visible_tests(problem["prompt"], problem["entry_point"])
    if tests is None:
        return None
    body = "\n".join(ln for ln in tests.splitlines() if not ln.startswith("from solution"))
    calls = [f"test_example_{n}()" for n in range(1, tests.count("def test_example_") + 1)]
    fake = {"test": body + "\n\ndef check(_f):\n    " + "\n    ".join(calls) + "\n",
            "entry_point": problem["entry_point"]}
    return humaneval.score(program, fake)[0]


async def sample(model: Model, problem: dict[str, Any], state: dict[str, Any], variant: str,
                 n: int) -> list[dict[str, Any]]:
    start = reply_start([TARGET], model.capabilities)
    began = time.perf_counter()
    responses = await model.sample(started(messages(problem, state, variant), start), n=n,
                                   max_tokens=MAX_OUTPUT_TOKENS,
                                   temperature=CANDIDATE_TEMPERATURE,
                                   stop=[CLOSE] if start else None)
    wall = time.perf_counter() - began
    rows = []
    for k, response in enumerate(responses):
        program = response.text.split(CLOSE, 1)[0] if start else humaneval.extract_code(
            response.text, problem["prompt"], problem["entry_point"])
        hidden, why = humaneval.score(program, problem)
        rows.append({"task_id": state["task_id"], "variant": variant, "sample": k,
                     "visible": visible_pass(program, problem), "hidden": hidden,
                     "error": why, "output_tokens": response.usage.output_tokens,
                     "wall_s": round(wall, 2), "program": program})
    return rows


async def run(model: Model, chosen: list[dict[str, Any]], variants: list[str], n: int,
              out: Path) -> None:
    problems = humaneval.load_problems()
    done = {(r["task_id"], r["variant"]) for r in humaneval.read_results(out)}
    for state in chosen:
        problem = problems[state["task_id"]]
        todo = [v for v in variants if (state["task_id"], v) not in done]
        for pair in (todo[i:i + 2] for i in range(0, len(todo), 2)):  # two calls fill 6 slots
            results = await asyncio.gather(*(sample(model, problem, state, v, n) for v in pair))
            for rows in results:
                for row in rows:
                    humaneval.append_result(out, row)
                right = sum(r["hidden"] for r in rows)
                print(f"{state['task_id']} {rows[0]['variant']}: {right}/{len(rows)} right "
                      f"({rows[0]['wall_s']:.0f} s)", file=sys.stderr, flush=True)


def report(rows: list[dict[str, Any]]) -> str:
    out = ["| variant | states | candidates right | states with a right candidate | "
           "first visible-passing candidate right | output tokens |", "|---|---|---|---|---|---|"]
    for variant in VARIANTS:
        mine = [r for r in rows if r["variant"] == variant]
        if not mine:
            continue
        by: dict[str, list[dict[str, Any]]] = {}
        for r in mine:
            by.setdefault(r["task_id"], []).append(r)
        any_right = sum(any(r["hidden"] for r in rs) for rs in by.values())
        picked = 0
        for rs in by.values():
            first = next((r for r in sorted(rs, key=lambda r: r["sample"])
                          if r["visible"] is not False), None)
            picked += bool(first and first["hidden"])
        out.append(f"| {variant} | {len(by)} | {sum(r['hidden'] for r in mine)}/{len(mine)} | "
                   f"{any_right} | {picked} | {sum(r['output_tokens'] for r in mine)} |")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("states")
    s.add_argument("--from", dest="sources", default="bench/results/humaneval-*.jsonl")
    s.add_argument("--exclude", default="", help="task ids to leave out, comma-separated")
    s.add_argument("--out", type=Path, required=True)
    r = sub.add_parser("run")
    r.add_argument("--states", type=Path, required=True)
    r.add_argument("--out", type=Path, required=True)
    r.add_argument("--n", type=int, default=3)
    r.add_argument("--variants", default=",".join(VARIANTS))
    r.add_argument("--model", default="local/strong")
    q = sub.add_parser("report")
    q.add_argument("--out", type=Path, required=True)
    args = p.parse_args(argv)
    if args.cmd == "states":
        found = states(glob.glob(args.sources),
                       {f"HumanEval/{x.split('/')[-1]}" for x in args.exclude.split(",") if x})
        with tempfile.NamedTemporaryFile("w", dir=args.out.parent, delete=False) as fh:
            fh.writelines(json.dumps(st) + "\n" for st in found)
        Path(fh.name).replace(args.out)
        print(f"{len(found)} states: {', '.join(st['task_id'] for st in found)}")
        return 0
    if args.cmd == "report":
        print(report(humaneval.read_results(args.out)))
        return 0
    from openkoi.config import Paths, load_settings
    from openkoi.models.registry import resolve_model

    paths = Paths.from_env()
    settings = load_settings(paths, overrides={"model": args.model})
    model = resolve_model(args.model, settings, paths,
                          progress=lambda line: print(line, file=sys.stderr))
    variants = [v for v in args.variants.split(",") if v]
    chosen = humaneval.read_results(args.states)

    async def go() -> None:
        try:
            await run(model, chosen, variants, args.n, args.out)
        finally:
            await model.aclose()

    asyncio.run(go())
    print(report(humaneval.read_results(args.out)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
