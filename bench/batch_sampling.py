"""What batched sampling buys on this machine: N samples of one prompt on the embedded model,
one after the other vs in ONE llama.cpp request (``n`` = N: the prompt is processed once, its
KV cache copied to N parallel sequences that decode together).

    .venv/bin/python bench/batch_sampling.py [--model strong] [-n 3] [--max-tokens 160]
        [--rounds 2] [--threads T]

Both ways run on the same loaded server (N slots, one unified KV cache), same prompt, same
temperature (0.8), alternating, after one warm-up call. Reported per way: wall seconds, output
tokens in total, tokens/s in total and per sequence. Prints a markdown table; the machine's
load average is printed with it, since other work on the cores changes everything.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import time

from openkoi.config import Paths
from openkoi.models.base import Message
from openkoi.models.catalog import resolve
from openkoi.models.install import ensure_model
from openkoi.models.local import LocalModel, threads_from_env

PROMPT = [
    Message("system", "You are a careful Python programmer."),
    Message("user", "Write slugify(text) in slug.py: lower-case, words joined by '-', "
                    "characters other than letters and digits dropped. Reply with the file "
                    "in one fenced block."),
]


async def one_way(model: LocalModel, n: int, max_tokens: int, batched: bool) -> tuple[float, int]:
    started = time.monotonic()
    if batched:
        responses = await model.sample(PROMPT, n=n, max_tokens=max_tokens, temperature=0.8)
    else:
        responses = [await model.complete(PROMPT, max_tokens=max_tokens, temperature=0.8)
                     for _ in range(n)]
    return time.monotonic() - started, sum(r.usage.output_tokens for r in responses)


async def lone(args: argparse.Namespace) -> None:
    """What the n slots (unified KV cache) cost a request that runs alone."""
    entry = resolve(args.model)
    path = ensure_model(entry.name, Paths.from_env(), entry=entry)
    threads = args.threads or threads_from_env()
    models = {k: LocalModel(entry, path, threads=threads, parallel=k) for k in (1, args.n)}
    for model in models.values():
        model.load()
        await model.complete(PROMPT, max_tokens=4)
    totals = {k: [0.0, 0] for k in models}
    print(f"load average before {os.getloadavg()[0]:.1f}")
    for _ in range(args.rounds):
        for k, model in models.items():
            started = time.monotonic()
            response = await model.complete(PROMPT, max_tokens=args.max_tokens)
            totals[k][0] += time.monotonic() - started
            totals[k][1] += response.usage.output_tokens
    print(f"load average after {os.getloadavg()[0]:.1f}")
    for k, (wall, tokens) in totals.items():
        print(f"slots={k}: {tokens} tokens in {wall:.1f} s = {tokens / wall:.2f} tok/s")


async def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", default="strong")
    ap.add_argument("-n", type=int, default=3)
    ap.add_argument("--max-tokens", type=int, default=160)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--threads", type=int, default=None)
    ap.add_argument("--lone", action="store_true",
                    help="instead: one greedy request at a time on a 1-slot vs an n-slot server")
    args = ap.parse_args()
    if args.lone:
        await lone(args)
        return
    paths = Paths.from_env()
    entry = resolve(args.model)
    path = ensure_model(entry.name, paths, entry=entry)
    model = LocalModel(entry, path, threads=args.threads or threads_from_env(),
                       parallel=args.n)
    load_before = os.getloadavg()
    model.load()
    await model.complete(PROMPT, max_tokens=8)  # warm-up: the prompt is cached from here on
    totals = {"sequential": [0.0, 0], "batched": [0.0, 0]}
    for _ in range(args.rounds):
        for way in ("sequential", "batched"):
            wall, tokens = await one_way(model, args.n, args.max_tokens, way == "batched")
            totals[way][0] += wall
            totals[way][1] += tokens
    load_after = os.getloadavg()
    print(f"model {entry.name}, n={args.n}, max_tokens={args.max_tokens}, "
          f"rounds={args.rounds}, threads={model.threads_now}, cores={os.cpu_count()}, "
          f"load average before {load_before[0]:.1f}, after {load_after[0]:.1f}")
    print("\n| way | wall s | output tokens | tokens/s total | tokens/s per sequence |")
    print("|---|---|---|---|---|")
    for way, (wall, tokens) in totals.items():
        per_seq = tokens / wall / (args.n if way == "batched" else 1)
        print(f"| {way} | {wall:.1f} | {tokens} | {tokens / wall:.2f} | {per_seq:.2f} |")
    await model.aclose()


if __name__ == "__main__":
    asyncio.run(main())
