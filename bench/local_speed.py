"""How llama.cpp's settings change the embedded model's speed on this machine: threads and
polling, quiet and under a competing CPU-bound process, and speculative decoding on a
whole-file rewrite of a file the model has just been shown (the loop's refinement call).

    OPENKOI_MODELS_DIR=... .venv/bin/python -u bench/local_speed.py threads [--rounds 2]
    OPENKOI_MODELS_DIR=... .venv/bin/python -u bench/local_speed.py spec [--rounds 2]

Every configuration runs in a fresh child process (its own llama.cpp server, loaded with the
settings under test), the same requests in the same order, greedy decoding, after one warm-up
request. "load" = a busy loop (``while True: pass``) pinned to core 0 with ``taskset``, started
by this script before the child and stopped after it: the competing process a user's laptop
always has. Reported per configuration: prompt tok/s and generation tok/s (llama.cpp's own
timings), the draft tokens accepted (speculation), wall seconds. Prints a markdown table with
the load average before and after, since other work on the cores changes everything.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
SOURCE = HERE.parent / "src" / "openkoi" / "engine" / "budget.py"  # a real file to rewrite

GEN_PROMPT = [
    {"role": "system", "content": "You are a careful Python programmer."},
    {"role": "user", "content": "Write a Python module intervals.py with merge(intervals), "
                                "overlaps(a, b) and total_length(intervals), each with a "
                                "docstring, plus a small command-line entry point. Reply with "
                                "the file in one fenced block."},
]


def rewrite_prompt() -> list[dict[str, str]]:
    text = SOURCE.read_text()
    lines = text.splitlines()[:90]  # ~90 lines: a typical file the loop rewrites
    body = "\n".join(lines)
    return [
        {"role": "system", "content": "You are a careful Python programmer. You answer with "
                                      "whole files in fenced blocks."},
        {"role": "user", "content": f"budget.py:\n```python\n{body}\n```\n\nRename the class "
                                    "`Budget` to `TaskBudget` everywhere in this file and "
                                    "change nothing else. Reply with the whole new budget.py "
                                    "in one fenced block."},
    ]


CONFIGS: dict[str, dict[str, Any]] = {
    # threads: (generation threads, batch threads, poll)
    "t2-poll50": {"threads": 2, "batch": 2, "poll": 50},
    "t2-poll0": {"threads": 2, "batch": 2, "poll": 0},
    "t1-poll50": {"threads": 1, "batch": 1, "poll": 50},
    "t1-poll0": {"threads": 1, "batch": 1, "poll": 0},
    "t1-b2-poll0": {"threads": 1, "batch": 2, "poll": 0},
    # more threads than cores: a larger share of the CPU where the scheduler counts threads
    "t3-poll0": {"threads": 3, "batch": 3, "poll": 0},
    "t4-poll0": {"threads": 4, "batch": 4, "poll": 0},
    # speculation on the rewrite
    "plain": {"spec": None},
    "ngram-simple": {"spec": "NGRAM_SIMPLE"},
    "ngram-map-k": {"spec": "NGRAM_MAP_K"},
    "ngram-mod": {"spec": "NGRAM_MOD"},
    "ngram-cache": {"spec": "NGRAM_CACHE"},
    "ngram-simple-n4": {"spec": "NGRAM_SIMPLE", "ngram_n": 4, "ngram_m": 32},
    "draft-fast": {"spec": "DRAFT_SIMPLE"},
    "draft-fast-16": {"spec": "DRAFT_SIMPLE", "draft_max": 16, "draft_pmin": 0.5},
    # openkoi's default: what models/local.py would start with now (busy_cores) and
    # the catalog's speculation
    "openkoi-default": {"default": True},
}


def child(name: str, model: str, draft: str, rounds: int, max_tokens: int, kind: str,
          threads: int, poll: int | None) -> None:
    import xllamacpp

    cfg = dict(CONFIGS[name])
    params = xllamacpp.CommonParams()
    params.model.path = model
    params.n_ctx = 8192
    params.n_parallel = 1
    params.verbosity = -1
    params.cache_ram_mib = 256
    params.cpuparams.n_threads = cfg.get("threads", threads)
    params.cpuparams_batch.n_threads = cfg.get("batch", threads)
    p = cfg.get("poll", poll)
    if p is not None:
        params.cpuparams.poll = p
        params.cpuparams_batch.poll = p
    if cfg.get("default"):
        from openkoi.models import local_threads

        cores = os.cpu_count() or 2
        n = local_threads.initial_threads(cores, local_threads.busy_cores(cores))
        params.cpuparams.n_threads = params.cpuparams_batch.n_threads = n
        from openkoi.models import local_spec
        from openkoi.models.catalog import resolve

        cfg["spec_set"] = local_spec.apply(params, resolve("strong").speculation,
                                           Path(model).parent, n)
    spec = cfg.get("spec")
    if spec:
        t = getattr(xllamacpp.common_speculative_type, "COMMON_SPECULATIVE_TYPE_" + spec)
        params.speculative.types = [t]
        if spec.startswith("DRAFT"):
            params.speculative.draft.mparams.path = draft
            params.speculative.draft.cpuparams.n_threads = params.cpuparams.n_threads
            params.speculative.draft.cpuparams_batch.n_threads = params.cpuparams.n_threads
            if "draft_max" in cfg:
                params.speculative.draft.n_max = cfg["draft_max"]
            if "draft_pmin" in cfg:
                params.speculative.draft.p_min = cfg["draft_pmin"]
        if "ngram_n" in cfg:
            params.speculative.ngram_simple.size_n = cfg["ngram_n"]
            params.speculative.ngram_simple.size_m = cfg["ngram_m"]
    started = time.monotonic()
    server = xllamacpp.Server(params)
    load_s = time.monotonic() - started
    messages = rewrite_prompt() if kind == "spec" else GEN_PROMPT

    def call(msgs: list[dict[str, str]], n: int) -> dict[str, Any]:
        t0 = time.monotonic()
        out = server.handle_chat_completions({"messages": msgs, "max_tokens": n,
                                              "temperature": 0.0, "cache_prompt": False})
        out["wall"] = time.monotonic() - t0
        return out

    call([{"role": "user", "content": "Say hi."}], 4)  # warm-up
    rows = []
    for _ in range(rounds):
        out = call(messages, max_tokens)
        timings = out.get("timings") or {}
        rows.append({"wall": out["wall"], "prompt_n": timings.get("prompt_n"),
                     "prompt_ms": timings.get("prompt_ms"),
                     "predicted_n": timings.get("predicted_n"),
                     "predicted_ms": timings.get("predicted_ms"),
                     "draft_n": timings.get("draft_n"),
                     "draft_n_accepted": timings.get("draft_n_accepted"),
                     "text": out["choices"][0]["message"]["content"]})
    print(json.dumps({"load_s": load_s, "rows": rows, "threads": params.cpuparams.n_threads,
                      "speculation": cfg.get("spec_set") or cfg.get("spec") or "none"}))


def run_one(args: argparse.Namespace, name: str, loaded: bool) -> dict[str, Any]:
    hog = None
    if loaded:
        # --hog-apart: the busy loop in a session of its own, as a program started from
        # another terminal is (with the kernel's autogroup, each session shares the CPU
        # as one group, whatever its thread count)
        hog = subprocess.Popen(["taskset", "-c", "0", sys.executable, "-c", "while True: pass"],
                               start_new_session=args.hog_apart)
    try:
        before = os.getloadavg()[0]
        cmd = [sys.executable, __file__, "--child", name, "--model-path", args.model_path,
               "--draft-path", args.draft_path or "", "--rounds", str(args.rounds),
               "--max-tokens", str(args.max_tokens), "--kind", args.kind,
               "--threads", str(args.threads), "--poll", str(args.poll)]
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout)
        if out.returncode != 0:
            return {"name": name, "error": out.stderr.strip()[-300:]}
        result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
        result |= {"name": name, "loaded": loaded, "load_before": before,
                   "load_after": os.getloadavg()[0]}
        return result
    except subprocess.TimeoutExpired:
        return {"name": name, "loaded": loaded, "error": f"timeout {args.timeout}s"}
    finally:
        if hog is not None:
            hog.kill()
            hog.wait()


def summarize(result: dict[str, Any]) -> str:
    if "error" in result:
        return f"| {result['name']} | {'yes' if result.get('loaded') else 'no'} | error: " \
               f"{result['error']} |"
    rows = result["rows"]
    pn = sum(r["prompt_n"] or 0 for r in rows)
    pms = sum(r["prompt_ms"] or 0 for r in rows)
    gn = sum(r["predicted_n"] or 0 for r in rows)
    gms = sum(r["predicted_ms"] or 0 for r in rows)
    dn = sum(r["draft_n"] or 0 for r in rows)
    da = sum(r["draft_n_accepted"] or 0 for r in rows)
    wall = sum(r["wall"] for r in rows)
    same = len({r["text"] for r in rows}) == 1
    digest = hashlib.sha1(rows[0]["text"].encode()).hexdigest()[:8] if rows else "-"
    return (f"| {result['name']} ({result.get('threads', '?')} thr, "
            f"{result.get('speculation', '?')}) | "
            f"{'yes' if result['loaded'] else 'no'} | "
            f"{pn / (pms / 1000) if pms else 0:.1f} | {gn / (gms / 1000) if gms else 0:.1f} | "
            f"{gn} | {da}/{dn} | {wall:.1f} | {result['load_before']:.1f} -> "
            f"{result['load_after']:.1f} | {'same' if same else 'differs'} {digest} |")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("kind", nargs="?", choices=["threads", "spec"], default="threads")
    ap.add_argument("--configs", help="comma-separated names (default: all of the kind)")
    ap.add_argument("--hog-apart", action="store_true",
                    help="start the competing busy loop in a session of its own")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--max-tokens", type=int, default=160)
    ap.add_argument("--threads", type=int, default=2, help="threads for the spec runs")
    ap.add_argument("--poll", type=int, default=-1, help="poll for the spec runs (-1: default)")
    ap.add_argument("--load", choices=["both", "quiet", "loaded"], default="both")
    ap.add_argument("--timeout", type=float, default=300)
    ap.add_argument("--model-path", default="")
    ap.add_argument("--draft-path", default="")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    ap.add_argument("--kind", dest="kind2", help=argparse.SUPPRESS)
    args = ap.parse_args()
    # a `timeout` around this script: unwind, so the busy loop and the child are stopped
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    if args.child:
        child(args.child, args.model_path, args.draft_path, args.rounds, args.max_tokens,
              args.kind2, args.threads, None if args.poll < 0 else args.poll)
        return
    models = Path(os.environ.get("OPENKOI_MODELS_DIR",
                                 Path.home() / ".local/share/openkoi/models"))
    args.model_path = args.model_path or str(models / "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf")
    fast = models / "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf"
    args.draft_path = args.draft_path or (str(fast) if fast.exists() else "")
    if args.configs:
        names = args.configs.split(",")
    elif args.kind == "threads":
        names = [n for n, c in CONFIGS.items() if "spec" not in c and "default" not in c]
    else:
        names = [n for n, c in CONFIGS.items() if "spec" in c
                 and (c["spec"] != "DRAFT_SIMPLE" or args.draft_path)]
    loads = {"both": [False, True], "quiet": [False], "loaded": [True]}[args.load]
    print(f"# {args.kind}, {args.rounds} rounds, max {args.max_tokens} tokens, "
          f"{os.cpu_count()} cores, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    print("| config | competing process | prompt tok/s | gen tok/s | gen tokens | "
          "draft accepted | wall s | load avg | output |")
    print("|---|---|---|---|---|---|---|---|---|")
    for loaded in loads:
        for name in names:
            print(summarize(run_one(args, name, loaded)), flush=True)


if __name__ == "__main__":
    main()
