"""Top-10 recall latency of the learnings index at 1k, 10k and 100k learnings.

    .venv/bin/python bench/recall_bench.py [--sizes 1000,10000,100000] [--queries 200]
        [--embedder hashed|minilm]

For each size, a fresh database (temp dir) is filled with synthetic learnings (templated
sentences over a coding vocabulary, all distinct) whose vectors come from the chosen embedder.
The default, ``hashed384``, is the hashed fallback projected (fixed random Gaussian matrix)
to MiniLM's 384 dimensions: the search cost depends only on the count and the dimension, and
embedding 100k texts with MiniLM itself takes many minutes on 2 cores. ``hashed`` (512
dimensions) and ``minilm`` (the real model; slow fill) are the other choices. Then:

- load: opening the index (reading every vector into one matrix), once; matrix = its size
  in memory (the capacity grows by doubling);
- search: ``VectorIndex.search(query, k=10)`` with a pre-computed query vector, i.e. the
  cosine over the whole matrix + the FTS5 keyword query + the fusion; median and p95 over
  ``--queries`` queries;
- recall: ``LearningMemory.recall_text`` end to end (query embedding with the chosen
  embedder, search, floor, budget, formatting), median and p95.

Also reported once: the MiniLM query-embedding time for one short task text (median of 50),
which is what ``recall`` adds with the real model. Prints a markdown table.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from openkoi.config import Paths
from openkoi.memory.embeddings import HashedEmbedder, get_embedder
from openkoi.memory.learnings import LearningMemory
from openkoi.memory.store import Store
from openkoi.memory.vectors import VectorIndex

SUBJECTS = ["the parser", "the date helper", "the CSV reader", "the HTTP client", "the cache",
            "the tokenizer", "the auth middleware", "the JSON encoder", "the retry loop",
            "the config loader", "the test fixture", "the CLI flag parser", "the migration",
            "the logger", "the rate limiter", "the template renderer", "the file watcher"]
VERBS = ["must handle", "failed on", "needs a test for", "broke when given", "should reject",
         "was fixed by checking", "times out on", "mis-parses", "must escape", "crashed on"]
OBJECTS = ["empty input", "a trailing newline", "unicode names", "leap years", "negative numbers",
           "None values", "a missing key", "very long lines", "timezone offsets", "duplicate ids",
           "a closed socket", "Windows paths", "tabs in indentation", "a zero divisor",
           "nested quotes", "an expired token", "a full disk", "concurrent writers"]
TAILS = ["", " (see test_{n}.py)", " in module m{n}", "; use pytest.raises", " before writing",
         " after a retry", " with an explicit encoding"]


def synthetic(count: int, rng: random.Random) -> list[str]:
    out = []
    for n in range(count):
        tail = rng.choice(TAILS).format(n=n)
        out.append(f"{rng.choice(SUBJECTS)} {rng.choice(VERBS)} {rng.choice(OBJECTS)}{tail}"
                   f" [#{n}]")
    return out


class Hashed384:
    """The hashed fallback projected to 384 dimensions (MiniLM's), for the latency runs."""

    name = "bench-hashed384"
    dim = 384
    relevance_floor = 0.30
    notice = ""

    def __init__(self) -> None:
        import numpy as np

        self._inner = HashedEmbedder()
        rng = np.random.default_rng(0)
        self._proj = rng.standard_normal((self._inner.dim, self.dim)).astype(np.float32)

    def embed(self, texts: list[str]) -> Any:
        import numpy as np

        v = self._inner.embed(texts) @ self._proj
        return (v / np.clip(np.linalg.norm(v, axis=1, keepdims=True), 1e-12, None)).astype(
            np.float32)


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default="1000,10000,100000")
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--embedder", choices=("hashed384", "hashed", "minilm"),
                    default="hashed384")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    rng = random.Random(7)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        real = get_embedder(Paths(base, base / "c.toml", base / "data"), "minilm")
        embed_ms = []
        if real.name != "hashed-ngrams-v1":
            real.embed(["warm up"])
            for _ in range(50):
                t = time.perf_counter()
                real.embed(["fix the date helper so it handles leap years"])
                embed_ms.append((time.perf_counter() - t) * 1000)
        for size in sizes:
            home = base / f"n{size}"
            paths = Paths(home, home / "config.toml", home / "data")
            embedder = (Hashed384() if args.embedder == "hashed384"
                        else get_embedder(paths, args.embedder))
            store = Store.open(paths)
            texts = synthetic(size, rng)
            t = time.perf_counter()
            memory = LearningMemory(store.db, embedder)
            memory.bulk_insert_for_bench(texts)
            fill_s = time.perf_counter() - t
            store.close()
            store = Store.open(paths)
            t = time.perf_counter()
            index = VectorIndex(store.db, "learnings", embedder)
            index.refresh()
            load_s = time.perf_counter() - t
            matrix_mb = index._matrix.nbytes / 1e6
            queries = [f"{rng.choice(['fix', 'update', 'write tests for'])} "
                       f"{rng.choice(SUBJECTS)} for {rng.choice(OBJECTS)}"
                       for _ in range(args.queries)]
            qvecs = embedder.embed(queries)
            search_ms = []
            for q, v in zip(queries, qvecs, strict=True):
                t = time.perf_counter()
                index.search(q, 10, query_vector=v)
                search_ms.append((time.perf_counter() - t) * 1000)
            memory = LearningMemory(store.db, embedder, index=index)
            recall_ms = []
            for q in queries:
                t = time.perf_counter()
                memory.recall_text(q)
                recall_ms.append((time.perf_counter() - t) * 1000)
            store.close()
            rows.append((size, fill_s, load_s, matrix_mb, statistics.median(search_ms),
                         pct(search_ms, 0.95), statistics.median(recall_ms),
                         pct(recall_ms, 0.95)))
            print(f"{size}: done", file=sys.stderr)
    print(f"embedder: {args.embedder}; queries per size: {args.queries}")
    if embed_ms:
        print(f"MiniLM query embedding (one short text): median "
              f"{statistics.median(embed_ms):.1f} ms, p95 {pct(embed_ms, 0.95):.1f} ms")
    print()
    print("| learnings | fill (s) | index load (s) | matrix (MB) | search median (ms) "
          "| search p95 (ms) | recall median (ms) | recall p95 (ms) |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|")
    for size, fill_s, load_s, mb, s50, s95, r50, r95 in rows:
        print(f"| {size:,} | {fill_s:.1f} | {load_s:.2f} | {mb:.0f} | {s50:.2f} | {s95:.2f} "
              f"| {r50:.2f} | {r95:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
