"""A program that starts while the embedded model decodes: how long the call takes.

    OPENKOI_MODELS_DIR=... .venv/bin/python -u bench/stall.py [--after 3] [--max-tokens 256]

One ``LocalModel`` (local/strong, threads chosen by openkoi from the machine's load), one
warm-up call, then one streamed call of up to ``--max-tokens`` greedy tokens. ``--after``
seconds into it a busy loop (``while True: pass``) starts in a session of its own, as a
program started from another terminal is (with the kernel's autogroup each session shares
the CPU as one group), and runs until the call ends. Each setting runs in a fresh child
process: ``adaptive`` (openkoi's default: the running call looks at the machine and starts
again on fewer threads where the cores are taken, ``local_threads.RateWatch.crowded``),
``fixed2`` (OPENKOI_LOCAL_THREADS=2: no adaptation, the count a quiet start picks) and
``quiet`` (no busy loop). Prints a markdown row per setting: wall, tokens, tok/s, the thread
count at the end, and whether the text matches the quiet run's.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))

PROMPT = ("Write a Python module intervals.py with merge(intervals), overlaps(a, b) and "
          "total_length(intervals), each with a docstring, plus a small command-line entry "
          "point. Reply with the file in one fenced block.")


def child(max_tokens: int) -> dict[str, Any]:
    from openkoi.config import Paths
    from openkoi.models.base import Message
    from openkoi.models.catalog import CATALOG
    from openkoi.models.install import ensure_model
    from openkoi.models.local import LocalModel, threads_from_env

    entry = CATALOG["strong"]
    path = ensure_model(entry.name, Paths.from_env(), entry=entry)
    model = LocalModel(entry, path, threads=threads_from_env())
    messages = [Message("system", "You are a careful Python programmer."),
                Message("user", PROMPT)]
    asyncio.run(model.complete([Message("user", "Say hi.")], max_tokens=4))  # warm-up
    print("READY", flush=True)
    started = time.monotonic()
    response = asyncio.run(model.complete(messages, max_tokens=max_tokens, temperature=0.0))
    wall = time.monotonic() - started
    return {"wall": wall, "tokens": response.usage.output_tokens, "threads": model.threads_now,
            "text": response.text}


def run(setting: str, after: float, max_tokens: int, timeout: float) -> dict[str, Any]:
    env = dict(os.environ)
    if setting == "fixed2":
        env["OPENKOI_LOCAL_THREADS"] = "2"
    proc = subprocess.Popen([sys.executable, __file__, "--child", "--max-tokens",
                             str(max_tokens)], stdout=subprocess.PIPE, text=True, env=env)
    assert proc.stdout is not None
    hog = None
    try:
        line = proc.stdout.readline()
        if line.strip() != "READY":
            return {"setting": setting, "error": f"child said {line!r}"}
        if setting != "quiet":
            time.sleep(after)
            hog = subprocess.Popen([sys.executable, "-c", "while True: pass"],
                                   start_new_session=True)
        out, _ = proc.communicate(timeout=timeout)
        result: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
        return result | {"setting": setting}
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
        return {"setting": setting, "error": f"timeout {timeout:.0f} s"}
    finally:
        if hog is not None:
            hog.kill()
            hog.wait()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--after", type=float, default=3.0,
                    help="seconds into the call the busy loop starts")
    ap.add_argument("--max-tokens", type=int, default=256)
    ap.add_argument("--settings", default="quiet,adaptive,fixed2")
    ap.add_argument("--timeout", type=float, default=600.0)
    args = ap.parse_args()
    if args.child:
        print(json.dumps(child(args.max_tokens)))
        return
    print(f"# stall, busy loop {args.after:g} s into the call, up to {args.max_tokens} tokens, "
          f"{os.cpu_count()} cores, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    print("| setting | wall s | tokens | tok/s | threads at the end | text | load avg |")
    print("|---|---|---|---|---|---|---|")
    quiet_text = None
    for setting in args.settings.split(","):
        before = os.getloadavg()[0]
        r = run(setting, args.after, args.max_tokens, args.timeout)
        if "error" in r:
            print(f"| {setting} | {r['error']} | | | | | {before:.1f} |", flush=True)
            continue
        if setting == "quiet":
            quiet_text = r["text"]
        same = "-" if quiet_text is None else \
            ("same as quiet" if r["text"] == quiet_text else "differs")
        digest = hashlib.sha1(r["text"].encode()).hexdigest()[:8]
        print(f"| {setting} | {r['wall']:.1f} | {r['tokens']} | "
              f"{r['tokens'] / r['wall']:.1f} | {r['threads']} | {same} {digest} | "
              f"{before:.1f} -> {os.getloadavg()[0]:.1f} |", flush=True)


if __name__ == "__main__":
    main()
