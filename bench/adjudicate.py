"""Can the embedded model decide a disputed call blind? (HumanEval/20's case, issue 10)

    .venv/bin/python bench/adjudicate.py build --out bench/results/disputes-tuning.jsonl \\
        --writer bench/results/writer-tuning-s3-form.jsonl \\
        [--humaneval 'bench/results/humaneval-every4-*.jsonl']
    OPENKOI_MODELS_DIR=... .venv/bin/python bench/adjudicate.py run --how predict \\
        --disputes bench/results/disputes-tuning.jsonl --out bench/results/adjudicate-tuning.jsonl
    .venv/bin/python bench/adjudicate.py report --out bench/results/adjudicate-tuning.jsonl

Where every agreeing candidate contradicts a written test (a *suspect* test), the engine lets
the user's own evidence (the project's tests, the task's examples) outvote it
(``evaluators.independent``). That evidence may say nothing about the disputed call: on
HumanEval/20 two examples that cannot show the order of a pair outvoted the one written test
that could, and the result ended done and wrong. The idea measured here: before the outvote,
put the disputed call to the model once more, blind to the code (the task, the file's
signatures and docstrings, the call), and let it stand only where the model bears out the code.

``build`` (no model) collects disputes with a known answer: a call, what a written test says it
gives and what some code gives, one of them right by the task's reference solution.

- From the writer bench's rows (``bench/writer_tests.py write``: the test-writing call's
  tests of each suite task, written from the task alone): a written test the reference fails
  is a dispute the *code* is right about (the code's result = the reference's); a test the
  reference passes and a wrong mutant of it fails (a mutant the task's hidden check rejects,
  ``writer_tests.mutants``) is one the *test* is right about (the code's result = the
  mutant's). At most ``PER_MODULE`` of each per module.
- From HumanEval rows of ``bench/humaneval.py`` (``--humaneval``): the suspect tests the
  engine reported, the kept program's result on the call, and HumanEval's canonical solution
  as the answer.

``run`` asks the model about every dispute (greedy), one of two ways (``--how``):

- ``choose``: the two results as A and B, asked in both orders (a small model prefers a
  position); the code's side only where both answers choose it;
- ``predict``: what the call gives, one line; the code's side where the answer is the code's
  result, the test's where it is the test's, else neither.

``report``: per answer label, how often the model takes the code's side, the test's, or neither.
"""

from __future__ import annotations

import argparse
import asyncio
import glob
import json
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

PER_MODULE = 4


def _grounded(files: dict[str, str], tests: list[Any]) -> list[Any]:
    from openkoi.engine.grounding import run_grounded

    with tempfile.TemporaryDirectory(prefix="adjudicate-") as tmp:
        root = Path(tmp)
        for name, text in files.items():
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            (root / name).write_text(text)
        return asyncio.run(run_grounded(tests, root, 60.0))


def from_writer(path: Path, part: str, cache_file: Path | None = None
                ) -> list[dict[str, Any]]:
    """Disputes from a writer bench results file (``cache_file``: whether a mutant passes
    its task's hidden check, as ``bench/writer_tests.py score`` caches it)."""
    from suite import load_tasks
    from writer_tests import (
        MAX_MUTANTS,
        as_parsed_now,
        check_passes,
        mutants,
        read,
        task_name,
    )

    from openkoi.engine.grounding import GroundedTest
    from openkoi.engine.testfile import interface

    by_name = {task_name(t): t for t in load_tasks()}
    cache_file = cache_file or BENCH / "results" / "writer-mutants-cache.json"
    cache: dict[str, bool] = json.loads(cache_file.read_text()) if cache_file.is_file() else {}
    out: list[dict[str, Any]] = []
    for row in read(path):
        task = by_name[row["task"]]
        source = row["source"]
        code = (task.reference / source).read_text()
        ref_files = {str(p.relative_to(task.reference)): p.read_text()
                     for p in task.reference.rglob("*.py")}
        before = task.files / source
        spec = interface(before.read_text()) if before.is_file() else ""
        tests = [as_parsed_now(GroundedTest(**t)) for t in row["tests"]]
        tests = [t for t in tests if t.expected is not None or t.raises]
        if not tests:
            continue
        base = {"part": part, "task": row["task"], "source": source, "prompt": task.prompt,
                "spec": spec}
        on_ref = _grounded(ref_files, tests)
        wrong = [r for r in on_ref if r.status == "failed"][:PER_MODULE]
        out += [base | {"test": r.test.to_dict(), "code_gives": r.actual, "right": "code",
                        "origin": "a wrong written test, the reference's result"}
                for r in wrong]
        correct = [r.test for r in on_ref if r.passed]
        found: dict[str, Any] = {}
        tried = 0
        for mutant in list(mutants(code))[:MAX_MUTANTS * 3]:
            if len(found) >= min(PER_MODULE, len(correct)) or tried >= MAX_MUTANTS:
                break
            if check_passes(task, source, mutant, cache):
                continue
            tried += 1
            for r in _grounded(ref_files | {source: mutant}, correct):
                if r.status == "failed" and r.test.name not in found \
                        and len(found) < PER_MODULE:
                    found[r.test.name] = base | {
                        "test": r.test.to_dict(), "code_gives": r.actual, "right": "test",
                        "origin": "a right written test, a wrong mutant's result"}
        out += list(found.values())
        print(f"{row['task']} {source}: {len(wrong)} code-right, {len(found)} test-right",
              file=sys.stderr, flush=True)
    cache_file.write_text(json.dumps(cache, sort_keys=True))
    return out


def _parse_describe(text: str) -> tuple[str, str | None, str | None] | None:
    """``call == expected`` / ``call raises X`` (``GroundedTest.describe``) back apart."""
    from humaneval import _split_comparison

    if " raises " in text:
        call, _, exc = text.rpartition(" raises ")
        return call.strip(), None, exc.strip()
    call, expected = _split_comparison(text)
    return (call, expected, None) if expected else None


def from_humaneval(pattern: str, part: str) -> list[dict[str, Any]]:
    from humaneval import load_problems, task_text

    from openkoi.engine.grounding import GroundedTest
    from openkoi.engine.testfile import interface

    problems = load_problems()
    out: list[dict[str, Any]] = []
    for path in sorted(glob.glob(pattern)):
        for line in Path(path).read_text().splitlines():
            row = json.loads(line)
            if row.get("mode") != "openkoi" or not row.get("program"):
                continue
            problem = problems[row["task_id"]]
            tests = []
            for trace in row.get("independent") or []:
                for text in trace.splitlines():
                    if text.startswith("suspect (not obeyed): "):
                        parsed = _parse_describe(text.removeprefix("suspect (not obeyed): "))
                        if parsed and parsed[0]:
                            call, expected, raises = parsed
                            tests.append(GroundedTest(f"suspect {len(tests) + 1}", "solution",
                                                      call, expected, raises, origin="writer"))
            if not tests:
                continue
            kept = _grounded({"solution.py": row["program"]}, tests)
            truth = _grounded({"solution.py": problem["prompt"] + problem["canonical_solution"]},
                              tests)
            task = task_text(problem)
            for k, t in zip(kept, truth, strict=True):
                if k.passed or k.status not in ("failed", "error"):
                    continue  # the kept code agrees with the test after all
                right = "test" if t.passed else "code" if t.actual == k.actual else None
                if right is None:
                    continue  # both wrong by the canonical solution
                out.append({"part": part, "task": row["task_id"], "source": "solution.py",
                            "prompt": task, "spec": interface(problem["prompt"]),
                            "test": k.test.to_dict(), "code_gives": k.actual, "right": right,
                            "origin": f"HumanEval suspect test ({Path(path).name})"})
    seen: set[tuple[str, str, str]] = set()
    unique = []
    for d in out:
        key = (d["task"], json.dumps(d["test"] | {"name": ""}, sort_keys=True), d["code_gives"])
        if key not in seen:
            seen.add(key)
            unique.append(d)
    return unique


CHOOSE_SYSTEM = ("You decide what a programming task requires. You never see the code. Two "
                 "readings of the task disagree about the result of one call; say which result "
                 "the task and the docstrings state. Answer with one letter, A or B.")
CHOOSE_USER = ("Task: {task}\n{spec}\nThe call: `{call}`\nA: it {first}\nB: it {second}\n\n"
               "Which result does the task state for this call? Answer A or B.")
PREDICT_SYSTEM = ("You say what a function call gives, by what a programming task states. You "
                  "never see the code: answer from the task and the docstrings alone. Answer "
                  "with one line: the value as a Python literal, or `raises ExceptionName` for "
                  "an error the task asks for.")
PREDICT_USER = ("Task: {task}\n{spec}\nBy what the task states, what does `{call}` give? "
                "Answer with the value only.")
_MISSING = object()


def _spec_block(spec: str) -> str:
    return ("\nWhat the file states (signatures and docstrings only):\n```python\n"
            f"{spec}\n```\n") if spec else ""


def reading(test: dict[str, Any] | None = None, actual: str | None = None) -> str:
    """A written test's result or the code's (``TestResult.actual``) in words."""
    if test is not None:
        return f"raises {test['raises']}" if test["raises"] else \
            f"returns {(test['expected'] or 'None')[:200]}"
    assert actual is not None
    if actual.startswith("raise "):
        return "raises " + actual[len("raise "):].split(":", 1)[0].strip()
    return "never finishes" if actual == "timeout" else f"returns {actual[:200]}"


def outcome(text: str) -> object:
    """A reading or a bare answer as a comparable outcome: a literal's value,
    ``("raises", Name)``, or a marker equal to nothing."""
    import ast

    text = text.strip().strip("`").strip()
    if text.startswith("raises "):
        name = text[len("raises "):].strip().split("(", 1)[0].split(":", 1)[0].strip(" .`")
        return ("raises", name.rsplit(".", 1)[-1]) if name.replace(".", "").isidentifier() \
            else _MISSING
    try:
        return ast.literal_eval(text.removeprefix("returns ").strip())
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return _MISSING


def same(a: object, b: object) -> bool:
    """Equal outcomes (numbers within 1e-6, as the engine's grounded tests compare them)."""
    import math

    if a is _MISSING or b is _MISSING:
        return False
    if isinstance(a, bool) or isinstance(b, bool):
        return a == b and type(a) is type(b)
    if isinstance(a, int | float) and isinstance(b, int | float):
        return math.isclose(a, b, rel_tol=1e-6, abs_tol=1e-9)
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        return type(a) is type(b) and len(a) == len(b) and all(map(same, a, b))
    return bool(a == b)


def first_line(text: str) -> str:
    return next((ln.strip() for ln in text.strip().splitlines()
                 if ln.strip() and not ln.strip().startswith(">>>")), "")


async def run(disputes: list[dict[str, Any]], out: Path, model_name: str, how: str) -> None:
    import re

    from humaneval import append_result

    from openkoi.config import Paths, load_settings
    from openkoi.models.base import Message
    from openkoi.models.registry import resolve_model

    done = {json.dumps(json.loads(line)["dispute"], sort_keys=True)
            for line in out.read_text().splitlines()} if out.is_file() else set()
    paths = Paths.from_env()
    settings = load_settings(paths, overrides={"model": model_name})
    model = resolve_model(model_name, settings, paths,
                          progress=lambda s: print(s, file=sys.stderr))

    async def ask(system: str, user: str, max_tokens: int) -> tuple[str, int, int]:
        response = await model.complete([Message("system", system), Message("user", user)],
                                        max_tokens=max_tokens, temperature=0.0)
        return response.text, response.usage.input_tokens, response.usage.output_tokens

    try:
        for n, d in enumerate(disputes, 1):
            if json.dumps(d, sort_keys=True) in done:
                continue
            code_says, test_says = reading(actual=d["code_gives"]), reading(test=d["test"])
            code, test = outcome(code_says), outcome(test_says)
            facts = {"task": d["prompt"], "spec": _spec_block(d["spec"]),
                     "call": d["test"]["call"]}
            if how == "choose":
                answers = await asyncio.gather(
                    ask(CHOOSE_SYSTEM, CHOOSE_USER.format(**facts, first=code_says,
                                                          second=test_says), 4),
                    ask(CHOOSE_SYSTEM, CHOOSE_USER.format(**facts, first=test_says,
                                                          second=code_says), 4))
                letters = [set(re.findall(r"\b([AB])\b", a[0][:40])) for a in answers]
                picked = [ls.pop() if len(ls) == 1 else "?" for ls in letters]
                answer = "/".join(picked)
                verdict = "code" if picked == ["A", "B"] else "test" \
                    if picked == ["B", "A"] else "neither"
            else:
                answers = [await ask(PREDICT_SYSTEM, PREDICT_USER.format(**facts), 48)]
                answer = first_line(answers[0][0])
                said = outcome(answer)
                verdict = "code" if same(said, code) and not same(said, test) else \
                    "test" if same(said, test) else "neither"
            if same(code, test):
                verdict = "same"  # no dispute in the end (left out of the report)
            row = {"dispute": d, "how": how, "answer": answer, "verdict": verdict,
                   "input_tokens": sum(a[1] for a in answers),
                   "output_tokens": sum(a[2] for a in answers)}
            append_result(out, row)
            print(f"[{n}/{len(disputes)}] {d['task']} {d['test']['call'][:50]}: right="
                  f"{d['right']} answer {answer[:40]!r} -> {verdict}",
                  file=sys.stderr, flush=True)
    finally:
        await model.aclose()


def report(rows: list[dict[str, Any]]) -> str:
    lines = ["| how | part | who is right | disputes | the model takes the code's side | "
             "the test's | neither or unreadable |",
             "|---|---|---|---|---|---|---|"]
    for how, part in sorted({(r.get("how", "predict"), r["dispute"]["part"]) for r in rows}):
        for right in ("code", "test"):
            mine = [r for r in rows if r["dispute"]["part"] == part
                    and r.get("how", "predict") == how
                    and r["dispute"]["right"] == right and r["verdict"] != "same"]
            if not mine:
                continue
            count = {v: sum(1 for r in mine if r["verdict"] == v)
                     for v in ("code", "test", "neither")}
            lines.append(f"| {how} | {part} | {right} | {len(mine)} | {count['code']} | "
                         f"{count['test']} | {count['neither']} |")
    tokens = sum(r["input_tokens"] + r["output_tokens"] for r in rows)
    lines.append(f"\n{len(rows)} disputes, {tokens:,} tokens "
                 f"({tokens / max(len(rows), 1):,.0f} per dispute)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("action", choices=["build", "run", "report"])
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--writer", type=Path, help="build: a writer bench results file")
    p.add_argument("--humaneval", help="build: a glob of bench/humaneval.py results files")
    p.add_argument("--part", default="tuning", help="build: the part these disputes are")
    p.add_argument("--disputes", type=Path, help="run: the disputes file build wrote")
    p.add_argument("--limit", type=int, help="run: the first N disputes after a shuffle with "
                   "random.Random(0) (the same N every time)")
    p.add_argument("--how", choices=["choose", "predict"], default="predict",
                   help="run: choose between the two results (both orders), or predict it")
    p.add_argument("--model", default="local/strong")
    args = p.parse_args(argv)
    if args.action == "build":
        found = (from_writer(args.writer, args.part) if args.writer else []) + \
            (from_humaneval(args.humaneval, args.part) if args.humaneval else [])
        with args.out.open("a") as f:
            for d in found:
                f.write(json.dumps(d) + "\n")
        print(f"{len(found)} disputes: {sum(d['right'] == 'code' for d in found)} the code is "
              f"right about, {sum(d['right'] == 'test' for d in found)} the test", file=sys.stderr)
        return 0
    if args.action == "run":
        disputes = [json.loads(line) for line in args.disputes.read_text().splitlines()]
        if args.limit:
            random.Random(0).shuffle(disputes)
            disputes = disputes[:args.limit]
        asyncio.run(run(disputes, args.out, args.model, args.how))
    rows = [json.loads(line) for line in args.out.read_text().splitlines()]
    print(report(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
