"""How good are the independent tests? The test-writing call alone, on the task suite.

    OPENKOI_MODELS_DIR=... .venv/bin/python bench/writer_tests.py write \\
        --out bench/results/writer-tuning.jsonl [--tasks tuning|heldout|all|id,id]
    .venv/bin/python bench/writer_tests.py score --out bench/results/writer-tuning.jsonl \\
        [--no-baseline-filter]

``write`` (needs the model) asks the writer (``engine.grounding.write_tests``, the call the
loop makes) for each task's module, exactly as the loop does: the task text, the public names
of the module, the signatures and docstrings of the file as it stood before the task. The row
keeps every test the writer wrote and its raw answer: the engine's setting aside of tests the
old code contradicts is left to ``score`` (on by default), so one run measures both. Rows are
appended and resumable.

``score`` (no model) judges those tests against the task's ``reference/`` solution and against
*wrong* versions of it: mutants of the reference (a comparison flipped, a constant changed by
one, a ``return`` of None, a ``raise`` dropped, a boolean operator swapped) that the task's
hidden check rejects, so each is code that really is wrong. Per task and in total:

- written: tests kept after parsing; correct: of those, the ones the reference passes (a wrong
  one makes the loop's evidence "contested": an unverified ending, not a wrong one);
- killed: of the wrong mutants, the ones at least one *correct* written test fails (what the
  tests can catch once the agreeing candidates have set the wrong ones aside as suspect);
- escaped: wrong mutants that pass every written test of a module with at least 3 (the
  loop's bar for evidence): what a confidently wrong "done" is made of;
- set aside: value tests the code before the task contradicts where the task speaks of no
  bug (``grounding.against_baseline``, as the engine does; ``--no-baseline-filter`` keeps them);
- reference all right: modules with at least 3 written tests, all passed by the reference
  (where right code can end "done" rather than "unverified").
"""

from __future__ import annotations

import argparse
import ast
import asyncio
import copy
import hashlib
import json
import shutil
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from suite import Task, load_tasks, run_check, select_tasks

BENCH = Path(__file__).resolve().parent
MAX_MUTANTS = 12


def task_name(task: Task) -> str:
    """The key of a task's rows: its folder's name (held-out ones too)."""
    return task.path.name


def modules(task: Task) -> Iterator[tuple[str, str, str]]:
    """(source, reference code, the file before the task or "") of each non-test module."""
    for ref in sorted(task.reference.rglob("*.py")):
        source = ref.relative_to(task.reference).as_posix()
        name = ref.name
        if name.startswith("test_") or name.endswith("_test.py") or name == "__init__.py":
            continue
        before = task.files / source
        yield source, ref.read_text(), before.read_text() if before.is_file() else ""


async def write(args: argparse.Namespace) -> int:
    from openkoi.config import Paths, load_settings
    from openkoi.engine import testfile
    from openkoi.engine.budget import Budget
    from openkoi.engine.calls import Caller
    from openkoi.engine.grounding import writer
    from openkoi.events import EventBus
    from openkoi.models.registry import resolve_model

    async def keep_all(tests: Any, *args: Any, **kwargs: Any) -> Any:
        return list(tests), []

    testfile.against_baseline = keep_all  # type: ignore[assignment]  # score decides
    testfile.WRITER_SAMPLES = args.samples
    testfile.WRITER_VOTES = 1  # every answer is kept in the row; score votes (--votes)
    replies: list[str] = []  # the writer's raw answers, kept in the row to read failures
    parse = writer.parse_asserts

    def keep(text: str, *a: Any, **k: Any) -> Any:
        replies.append(text)
        return parse(text, *a, **k)

    writer.parse_asserts = keep  # type: ignore[assignment]
    if not args.form:  # the answers unheld, as before the writer's form (session 8)
        writer.answer_form = lambda count: None  # type: ignore[assignment,return-value]
    elif args.form_lines:
        shipped = writer.answer_form
        writer.answer_form = lambda count: shipped(args.form_lines)  # type: ignore[assignment]
    done = {(r["task"], r["source"]) for r in read(args.out)}
    paths = Paths.from_env()
    settings = load_settings(paths, overrides={"model": args.model})
    model = resolve_model(args.model, settings, paths,
                          progress=lambda s: print(s, file=sys.stderr))
    try:
        for task in select_tasks(load_tasks(), args.tasks):
            prompt = task.prompt
            for source, code, before in modules(task):
                if (task_name(task), source) in done:
                    continue
                replies.clear()
                caller = Caller(model, Budget(100_000, 10.0, 600.0), EventBus(), "bench")
                started = time.monotonic()
                tests = await testfile.grounded_tests(caller, prompt, source, code,
                                                      spec=before)
                row = {"task": task_name(task), "source": source,
                       "seconds": round(time.monotonic() - started, 1),
                       "output_tokens": caller.budget.spent.output_tokens,
                       "form": args.form and (args.form_lines or "count"),
                       "tests": [t.to_dict() for t in tests], "replies": list(replies)}
                with args.out.open("a") as f:
                    f.write(json.dumps(row) + "\n")
                print(f"{task_name(task)} {source}: {len(tests)} tests, {row['seconds']} s, "
                      f"{row['output_tokens']} output tokens",
                      file=sys.stderr, flush=True)
    finally:
        await model.aclose()
    return 0


def read(path: Path) -> list[dict[str, Any]]:
    if not path.is_file():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


# -- mutants -------------------------------------------------------------------------------

_FLIP = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt,
         ast.Eq: ast.NotEq, ast.NotEq: ast.Eq}


def mutants(code: str) -> Iterator[str]:
    """Small wrong versions of ``code``, one change each, in a fixed order."""
    tree = ast.parse(code)
    for index in range(len(_sites(tree))):
        mutated = copy.deepcopy(tree)
        site = _sites(mutated)[index]  # the same walk order in the copy
        if isinstance(site, ast.Compare):
            op = type(site.ops[0])
            if op not in _FLIP:
                continue
            site.ops[0] = _FLIP[op]()
        elif isinstance(site, ast.BoolOp):
            site.op = ast.Or() if isinstance(site.op, ast.And) else ast.And()
        elif isinstance(site, ast.Return):
            if site.value is None:
                continue
            site.value = None
        elif isinstance(site, ast.Raise):
            _drop(mutated, site)
        else:
            site.value = site.value + 1
        yield ast.unparse(mutated)


def _sites(tree: ast.AST) -> list[ast.AST]:
    """What ``mutants`` changes: comparisons, and/or, returns, raises and int constants."""
    return [node for node in ast.walk(tree)
            if isinstance(node, ast.Compare | ast.BoolOp | ast.Return | ast.Raise)
            or (isinstance(node, ast.Constant) and isinstance(node.value, int)
                and not isinstance(node.value, bool))]


def _drop(tree: ast.AST, target: ast.stmt) -> None:
    for node in ast.walk(tree):
        for field in ("body", "orelse"):
            body = getattr(node, field, None)
            if isinstance(body, list) and target in body:
                body[body.index(target)] = ast.Pass()
                return


def check_passes(task: Task, source: str, code: str, cache: dict[str, bool]) -> bool:
    """Whether the task's hidden check (``suite.run_check``) passes the reference with
    ``source`` replaced by ``code`` (cached by task and code: the same for every run
    scored)."""
    key = hashlib.sha256(f"{task_name(task)}\0{source}\0{code}".encode()).hexdigest()
    if key not in cache:
        with tempfile.TemporaryDirectory(prefix="writer-bench-") as tmp:
            ws = Path(tmp)
            shutil.copytree(task.reference, ws, dirs_exist_ok=True)
            (ws / source).write_text(code)
            cache[key] = run_check(task, ws)[0]
    return cache[key]


def results(task: Task, source: str, code: str, tests: list[Any]) -> list[bool]:
    from openkoi.engine.grounding import run_grounded
    with tempfile.TemporaryDirectory(prefix="writer-bench-") as tmp:
        root = Path(tmp)
        shutil.copytree(task.reference, root, dirs_exist_ok=True)
        (root / source).write_text(code)
        found = asyncio.run(run_grounded(tests, root, 60.0))
        return [r.passed for r in found]


def as_parsed_now(test: Any) -> Any:
    """A stored test as today's parser reads it (``assert f(x) == ValueError(...)`` is now
    "f(x) raises ValueError"; rows written before that change stored it as a value)."""
    from dataclasses import replace

    from openkoi.engine.grounding.writer import _exception
    if test.expected is None:
        return test
    try:
        raised = _exception(ast.parse(test.expected, mode="eval").body)
    except SyntaxError:
        return test
    return replace(test, expected=None, raises=raised) if raised else test


def answers_of(row: dict[str, Any]) -> list[str]:
    """A row's raw answers; rows written before answers were kept give their parsed tests
    back as assert lines (one answer)."""
    if "replies" in row:
        return list(row["replies"])
    lines = []
    for t in row["tests"]:
        if t["raises"]:
            lines.append(f"with pytest.raises({t['raises']}): {t['call']}")
        elif t["expected"] is not None:
            lines.append(f"assert {t['call']} == {t['expected']}")
    return ["\n".join(lines)]


def voted(row: dict[str, Any], greedy: dict[str, Any] | None, votes: int) -> list[Any]:
    """The tests the engine keeps from the writer's answers (``tests_of_answers``, at least
    ``votes`` answers agreeing), after the task's examples as the engine merges them: the
    row's sampled answers, plus the greedy answer of the same module from
    ``--with-greedy``'s file when given."""
    from openkoi.engine.grounding.examples import examples_to_tests
    from openkoi.engine.grounding.writer import tests_of_answers
    from openkoi.engine.testfile import TESTS_PER_FILE, merged, public_names

    task = next(t for t in load_tasks() if task_name(t) == row["task"])
    code = (task.reference / row["source"]).read_text()
    module = row["source"].removesuffix(".py").replace("/", ".")
    answers = answers_of(row) + (answers_of(greedy) if greedy else [])
    written = tests_of_answers(answers, public_names(code), module=module, task=task.prompt,
                               count=TESTS_PER_FILE, min_votes=votes)
    stated = [t for t in examples_to_tests(task.prompt, {row["source"]: code},
                                           {row["source"]: code})  # the reference's
              if t.module == module]
    return merged(stated, written)


def score(args: argparse.Namespace) -> int:
    from openkoi.engine.grounding import GroundedTest
    from openkoi.engine.grounding.baseline import against_baseline
    from openkoi.engine.targets import speaks_of_a_bug

    by_name = {task_name(t): t for t in load_tasks()}
    greedy = {(r["task"], r["source"]): r for r in read(args.with_greedy)} \
        if args.with_greedy else {}
    cache_file = BENCH / "results" / "writer-mutants-cache.json"
    cache: dict[str, bool] = json.loads(cache_file.read_text()) if cache_file.is_file() else {}
    totals = {"modules": 0, "written": 0, "correct": 0, "wrong_mutants": 0, "killed": 0,
              "no_correct_test": 0, "escaped": 0, "all_pass_reference": 0,
              "set_aside": 0}
    print("| task | module | written | correct | wrong mutants killed | wrong mutants passing "
          "every written test |")
    print("|---|---|---|---|---|---|")
    for row in read(args.out):
        task = by_name[row["task"]]
        source = row["source"]
        code = (task.reference / source).read_text()
        tests = [as_parsed_now(GroundedTest(**t)) for t in row["tests"]]
        if args.votes:
            tests = voted(row, greedy.get((row["task"], source)), args.votes)
        before = task.files / source
        if args.baseline_filter and before.is_file() and not speaks_of_a_bug(task.prompt):
            tests, aside = asyncio.run(against_baseline(tests, source, before.read_text(),
                                                          task.prompt))
            totals["set_aside"] += len(aside)
        ok = results(task, source, code, tests) if tests else []
        correct = [t for t, passed in zip(tests, ok, strict=True) if passed]
        wrong = killed = escaped = 0
        for mutant in list(mutants(code))[:MAX_MUTANTS * 3]:
            if wrong >= MAX_MUTANTS:
                break
            if check_passes(task, source, mutant, cache):
                continue  # the check cannot tell it from the reference: not wrong
            wrong += 1
            passed = dict(zip(tests, results(task, source, mutant, tests), strict=True)) \
                if tests else {}
            if any(not passed[t] for t in correct):
                killed += 1
            if len(tests) >= 3 and all(passed.values()):
                escaped += 1  # every written test passes wrong code: "done" on it
        totals["modules"] += 1
        totals["written"] += len(tests)
        totals["correct"] += len(correct)
        totals["wrong_mutants"] += wrong
        totals["killed"] += killed
        totals["no_correct_test"] += not correct
        totals["escaped"] += escaped
        totals["all_pass_reference"] += len(tests) >= 3 and len(correct) == len(tests)
        print(f"| {row['task']} | {source} | {len(tests)} | {len(correct)} | "
              f"{killed}/{wrong} | {escaped} |", flush=True)
    cache_file.write_text(json.dumps(cache, sort_keys=True))
    t = totals
    print(f"\n{t['modules']} modules: {t['written']} tests written, {t['correct']} correct "
          f"({t['correct'] / max(t['written'], 1):.0%}); {t['modules'] - t['no_correct_test']}"
          f" modules with a correct test; wrong mutants killed {t['killed']}/"
          f"{t['wrong_mutants']} ({t['killed'] / max(t['wrong_mutants'], 1):.0%}); modules with "
          f">= 3 tests all right (done reachable on right code): {t['all_pass_reference']}; "
          f"wrong mutants passing every one of >= 3 written tests: {t['escaped']}; "
          f"set aside by the code before the task: {t['set_aside']}")
    rows = read(args.out)
    timed = [r for r in rows if "output_tokens" in r]
    print(f"writer calls: {sum(r['seconds'] for r in rows):.0f} s in all"
          + (f"; {sum(r['output_tokens'] for r in timed)} output tokens in {len(timed)} "
             "modules" if timed else ""))
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("action", choices=["write", "score"])
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--tasks", default="tuning")
    p.add_argument("--model", default="local/strong")
    p.add_argument("--no-baseline-filter", dest="baseline_filter", action="store_false",
                   help="score: keep the tests the code before the task contradicts (the "
                        "engine sets them aside where the task speaks of no bug)")
    p.add_argument("--samples", type=int, default=1,
                   help="write: answers sampled per module in one batched decode (all kept)")
    p.add_argument("--no-form", dest="form", action="store_false",
                   help="write: leave the batched answers unheld by the writer's form "
                        "(assert lines only), as before session 8")
    p.add_argument("--form-lines", type=int, default=0,
                   help="write: hold each batched answer to this many lines (default: the "
                        "count the writer asks for)")
    p.add_argument("--votes", type=int, default=0,
                   help="score: keep only asserts at least this many answers agree on "
                        "(engine.grounding.writer.agreed_asserts); 0 = the row's tests")
    p.add_argument("--with-greedy", type=Path,
                   help="score with --votes: add the greedy answer of the same module from "
                        "this results file to the row's sampled answers")
    args = p.parse_args(argv)
    if args.with_greedy and not args.with_greedy.is_file():
        p.error(f"--with-greedy: no results file {args.with_greedy}")
    if args.action == "write":
        return asyncio.run(write(args))
    return score(args)


if __name__ == "__main__":
    raise SystemExit(main())
