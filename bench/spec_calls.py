"""Speculative decoding on the loop's real calls, through openkoi's own llama.cpp set-up.

    OPENKOI_MODELS_DIR=... .venv/bin/python -u bench/spec_calls.py \\
        [--configs plain-t2,ngram-simple-t2] [--calls first-n3,refine-n3,refine-1] \\
        [--rounds 1] [--max-tokens 600] [--dump DIR]

Each configuration (speculation kind and thread count, e.g. ``ngram-simple-t2``) runs in a
fresh child process that loads the server exactly as ``models/local.py`` does (its
``_server`` with ``models.local.slots_for(3)`` slots, 3 being the catalog's ``candidates``,
and one unified KV cache), with the catalog entry's speculation replaced by the one under
test; runs before session 12 had 3 slots. The calls are the ones the loop makes, rendered
from its own prompt templates and sent in the request shape ``LocalModel`` builds (streamed,
``cache_prompt``, llama.cpp's ``n`` for several samples):

- ``first-n3``: the README quick start's first iteration: 3 whole-file candidates of
  fizzbuzz.py in one batched decode at the candidates' temperature (``Candidates``).
- ``refine-n3``: a refinement of a file just shown (90 lines of a real module, a failing test
  as the feedback), 3 candidates batched, the candidates' temperature.
- ``refine-1``: the same refinement as one sequence at the whole-file retry temperature
  (``WholeFile``), and ``refine-greedy`` at temperature 0.
- ``first-n3-nodraft``, ``refine-n3-nodraft``: the batched calls with llama.cpp's per-request
  ``speculative.n_max`` = 0 (no drafts for this request, on a server that drafts).
- ``writer``: the test writer's one-answer call (``grounding/writer.py``: one sequence,
  greedy, its own prompts) on the quick-start task; since b3d8c19 the embedded models ask
  for three answers in one batched decode instead.

Reported per call: each sequence's characters, tokens and finish reason, how many sequences
hold the target file with some content as the engine parses a reply (``draft.parse_files``;
an empty file is what this bench looks for), generated tokens per second over all sequences
(tokens after the first / time after the first token, the prompt excluded), llama.cpp's
drafted and accepted tokens, wall seconds, and the machine's load average. ``--dump DIR``
writes every text; ``--table FILE...`` prints the table of such dumps again.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from openkoi.models import local_spec

TASK = ("Create fizzbuzz.py with a function fizzbuzz(n) that, for a positive integer n, returns "
        "'Fizz' for multiples of 3, 'Buzz' for multiples of 5, 'FizzBuzz' for multiples of both "
        "and the number as a string otherwise, plus pytest tests for it in test_fizzbuzz.py")
REFINE_TASK = ("Rename the class `Budget` to `TaskBudget` everywhere in budget.py and change "
               "nothing else.")
REFINE_FEEDBACK = ("test_budget.py::test_task_budget failed: ImportError: cannot import name "
                   "'TaskBudget' from 'budget'")
SAMPLES = 3  # the catalog's candidates: the samples of one batched call


def calls() -> dict[str, dict[str, Any]]:
    """The loop's calls: messages (its templates), n, temperature."""
    from openkoi.engine import budget
    from openkoi.engine.attempts import CANDIDATE_TEMPERATURE, REFINE_TEMPERATURE
    from openkoi.models.base import Message
    from openkoi.prompts import render
    from openkoi.records import Plan

    def draft(task: str, files: list[tuple[str, str]], targets: list[str], apart: list[str],
              feedback: str, iteration: int) -> list[Message]:
        # a task that names its files gets a one-step plan: no plan section in the prompt
        plan = Plan(summary="", steps=["write " + ", ".join(targets + apart)],
                    files=targets + apart)
        return [Message("system", render("draft_system", directive="")),
                Message("user", render("draft_user", task=task, context="", memory="",
                                       plan=plan, files=files, targets=targets, apart=apart,
                                       feedback=feedback, iteration=iteration,
                                       score=0.5 if feedback else 0.0, goal=0.9))]

    first = draft(TASK, [], ["fizzbuzz.py"], ["test_fizzbuzz.py"], "", 1)
    source = Path(budget.__file__).read_text()  # a real module of ~90 lines to refine
    body = "\n".join(source.splitlines()[:90])
    refine = draft(REFINE_TASK, [("budget.py", body)], ["budget.py"], [], REFINE_FEEDBACK, 2)
    writer = [Message("system", render("grounding_tests_system")),
              Message("user", render("grounding_tests_user", task=TASK, names=["fizzbuzz"],
                                     count=5, spec=""))]
    table: dict[str, dict[str, Any]] = {
        "first-n3": {"messages": first, "n": 3, "temperature": CANDIDATE_TEMPERATURE},
        "refine-n3": {"messages": refine, "n": 3, "temperature": CANDIDATE_TEMPERATURE},
        # the same batched calls asking llama.cpp for no drafts on this request
        "first-n3-nodraft": {"messages": first, "n": 3, "temperature": CANDIDATE_TEMPERATURE,
                             "extra": {"speculative.n_max": 0}},
        "refine-n3-nodraft": {"messages": refine, "n": 3,
                              "temperature": CANDIDATE_TEMPERATURE,
                              "extra": {"speculative.n_max": 0}},
        "refine-greedy-nodraft": {"messages": refine, "n": 1, "temperature": None,
                                  "extra": {"speculative.n_max": 0}},
        "refine-1": {"messages": refine, "n": 1, "temperature": REFINE_TEMPERATURE},
        "refine-greedy": {"messages": refine, "n": 1, "temperature": None},
        "writer": {"messages": writer, "n": 1, "temperature": None, "max_tokens": 480},
    }
    for name, call in table.items():
        call["target"] = target(name)
    return table


def target(call: str) -> str:
    """The file the engine takes from a reply to ``call`` ("" for the writer's asserts)."""
    return "" if call == "writer" else "fizzbuzz.py" if call.startswith("first") else "budget.py"


def valid_config(config: str) -> bool:
    spec, _, threads = config.rpartition("-t")
    return threads.isdigit() and int(threads) > 0 and (spec == "plain" or (
        spec != "" and local_spec.known(spec)))


def child(config: str, names: list[str], rounds: int, max_tokens: int) -> None:
    from openkoi.config import Paths
    from openkoi.models import local
    from openkoi.models.catalog import resolve
    from openkoi.models.install import ensure_model

    spec, _, threads = config.rpartition("-t")
    spec = "" if spec == "plain" else spec
    entry = dataclasses.replace(resolve("strong"), speculation=spec)
    path = ensure_model(entry.name, Paths.from_env(), entry=entry)
    model = local.LocalModel(entry, path, threads=int(threads), parallel=SAMPLES,
                             slots=local.slots_for(SAMPLES))
    started = time.monotonic()
    server = local._server(path, entry.n_ctx, int(threads), False, model.slots, spec)
    load_s = time.monotonic() - started
    # warm-up; what this llama.cpp takes per request about speculation (its echo of them)
    warm = server.handle_completions({"prompt": "Say hi.", "n_predict": 4,
                                      "speculative.n_max": 0})
    settings = warm.get("generation_settings") if isinstance(warm, dict) else None
    echoed = {k: v for k, v in (settings or {}).items() if "specul" in k}
    table = calls()
    results = []
    for _ in range(rounds):
        for name in names:
            call = table[name]
            request = model._request(call["messages"], [], None,
                                     call.get("max_tokens", max_tokens), None,
                                     call["temperature"])
            if call["n"] > 1:
                request["n"] = call["n"]
            request |= call.get("extra", {})
            results.append({"call": name} | run_call(server, request, call["n"]))
    print(json.dumps({"config": config, "load_s": load_s, "echoed": echoed,
                      "results": results}))


def run_call(server: Any, request: dict[str, Any], n: int) -> dict[str, Any]:
    """One streamed request as ``LocalModel`` sends it; every sequence's text and stats."""
    texts: list[list[str]] = [[] for _ in range(n)]
    finishes: list[str | None] = [None] * n
    timings: list[dict[str, Any]] = []
    stamps: list[float] = []
    usage: dict[str, Any] = {}
    t0 = time.monotonic()

    def on_chunk(chunk: Any) -> bool:
        if isinstance(chunk, dict):
            if isinstance(chunk.get("usage"), dict):
                usage.update(chunk["usage"])
            if isinstance(chunk.get("timings"), dict):
                timings.append(chunk["timings"])
            for choice in chunk.get("choices") or []:
                index = int(choice.get("index") or 0)
                piece = str((choice.get("delta") or {}).get("content") or "")
                if piece and 0 <= index < n:
                    texts[index].append(piece)
                    stamps.append(time.monotonic())
                if choice.get("finish_reason") and 0 <= index < n:
                    finishes[index] = choice["finish_reason"]
        return False

    server.handle_chat_completions(request, on_chunk)
    wall = time.monotonic() - t0
    produced = sum(len(t) for t in texts)
    gen_s = stamps[-1] - stamps[0] if len(stamps) > 1 else 0.0
    last = {}  # the last timings seen per sequence (llama.cpp's own counts)
    for t in timings:
        last[t.get("id_slot", len(last))] = t
    return {
        "wall": wall, "tokens": produced, "usage": usage,
        "tok_s": (produced - 1) / gen_s if gen_s else 0.0,
        "prompt_s": (stamps[0] - t0) if stamps else wall,
        "draft_n": sum(int(t.get("draft_n") or 0) for t in last.values()),
        "draft_accepted": sum(int(t.get("draft_n_accepted") or 0) for t in last.values()),
        "sequences": [{"chars": len("".join(t)), "tokens": len(t), "finish": f,
                       "text": "".join(t)} for t, f in zip(texts, finishes, strict=True)],
    }


def run_one(args: argparse.Namespace, config: str) -> dict[str, Any]:
    before = os.getloadavg()[0]
    cmd = [sys.executable, __file__, "--child", config, "--calls", args.calls,
           "--rounds", str(args.rounds), "--max-tokens", str(args.max_tokens)]
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout)
    except subprocess.TimeoutExpired:
        return {"config": config, "error": f"timeout {args.timeout}s"}
    if out.returncode != 0:
        return {"config": config, "error": out.stderr.strip()[-400:]}
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result | {"load_before": before, "load_after": os.getloadavg()[0]}


def rows(result: dict[str, Any]) -> list[str]:
    if "error" in result:
        return [f"| {result['config']} | error: {result['error']} |"]
    from openkoi.engine.draft import parse_files

    lines = [f"<!-- {result['config']}: per-request speculation settings echoed: "
             f"{result.get('echoed')} -->"]
    for r in result["results"]:
        seqs = ", ".join(f"{s['chars']}c/{s['tokens']}t/{s['finish']}" for s in r["sequences"])
        name = target(r["call"])
        code = "-" if not name else str(sum(
            1 for s in r["sequences"]
            if "".join(parse_files(s["text"], [name]).get(name, [])).strip()))
        lines.append(
            f"| {result['config']} | {r['call']} | {seqs} | {code} | {r['tok_s']:.1f} | "
            f"{r['draft_accepted']}/{r['draft_n']} | {r['prompt_s']:.1f} | {r['wall']:.1f} | "
            f"{result['load_before']:.1f} -> {result['load_after']:.1f} |")
    return lines


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--configs", default="plain-t2,ngram-simple-t2",
                    help="comma-separated SPEC-tTHREADS (SPEC: plain or a catalog speculation)")
    ap.add_argument("--calls", default="first-n3,refine-n3,refine-1")
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--max-tokens", type=int, default=600)
    ap.add_argument("--timeout", type=float, default=560)
    ap.add_argument("--dump", type=Path, help="write every result (texts included) here")
    ap.add_argument("--table", type=Path, nargs="*", help="print the table of earlier --dump "
                    "files instead of measuring")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    if args.child:
        child(args.child, args.calls.split(","), args.rounds, args.max_tokens)
        return
    if args.table:
        for dump in args.table:
            for line in rows(json.loads(dump.read_text())):
                print(line)
        return
    bad = [c for c in args.configs.split(",") if not valid_config(c)]
    bad += [c for c in args.calls.split(",") if c not in calls()]
    if bad:
        ap.error(f"unknown {', '.join(bad)}: configs are SPEC-tTHREADS (SPEC plain or one of "
                 f"{', '.join(local_spec.NGRAM)}, draft:NAME), calls {', '.join(calls())}")
    print(f"# spec_calls, {args.rounds} rounds, max {args.max_tokens} tokens, "
          f"{os.cpu_count()} cores, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    print("| config | call | sequences (chars/tokens/finish) | with code | gen tok/s | "
          "draft accepted | prompt s | wall s | load avg |")
    print("|---|---|---|---|---|---|---|---|---|")
    for config in args.configs.split(","):
        result = run_one(args, config)
        for line in rows(result):
            print(line, flush=True)
        if args.dump:
            args.dump.mkdir(parents=True, exist_ok=True)
            (args.dump / f"{config}.json").write_text(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
