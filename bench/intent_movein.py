"""Move a pending held-out set of the Parliament in, by the rule stated before it is read.

    .venv/bin/python bench/intent_movein.py bench/pending/parliament-vNN-heldout.jsonl

After a version is frozen and committed, its pending set (written blind by another author,
``bench/pending/README.md``) becomes ``src/openkoi/mind/intent_data/heldout.jsonl``, less
the phrasings that would not test anything new: a repeat (case and spaces aside) of a
training phrasing or of an earlier item, and one at cosine >= 0.95 (MiniLM) to either.
Group names written as "paraphrase-destructive", "scary-benign" and the like are given the
training data's names (paraphrase, plain, scary). Prints what was dropped and kept.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

import numpy as np

from openkoi.config import Paths
from openkoi.memory.embeddings import MINILM_NAME, get_embedder
from openkoi.mind import intent_cases

NEAR = 0.95
OUT = Path(intent_cases.__file__).parent / "intent_data" / "heldout.jsonl"


def unit(vectors: list[list[float]]) -> np.ndarray:
    m = np.asarray(vectors, dtype=float)
    return m / np.linalg.norm(m, axis=1, keepdims=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("pending", type=Path, help="the pending set (JSONL)")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    if not args.pending.is_file():
        raise SystemExit(f"no pending set at {args.pending}: give the JSONL file to move in")
    rows = [json.loads(line) for line in args.pending.read_text().splitlines() if line.strip()]
    train = [c.text for c in intent_cases.load()]
    embedder = get_embedder(Paths.from_env(), "minilm")
    if embedder.name != MINILM_NAME:
        raise SystemExit(f"the MiniLM embedder is not available: {embedder.notice}")
    train_v = unit(embedder.embed(train))
    rows_v = unit(embedder.embed([r["text"] for r in rows]))
    seen = {t.strip().lower() for t in train}
    kept: list[dict] = []
    kept_v: list[np.ndarray] = []
    nearest: list[float] = []
    dropped: list[float] = []
    for row, v in zip(rows, rows_v, strict=True):
        near_train = float((train_v @ v).max())
        near_kept = max((float(k @ v) for k in kept_v), default=0.0)
        if row["text"].strip().lower() in seen or max(near_train, near_kept) >= NEAR:
            dropped.append(round(max(near_train, near_kept), 3))
            continue
        seen.add(row["text"].strip().lower())
        group = row["group"].split("-")[0]
        kept.append({"text": row["text"], "destructive": row["destructive"], "group": group})
        kept_v.append(v)
        nearest.append(near_train)
    args.out.write_text("".join(json.dumps(r) + "\n" for r in kept))
    destructive = sum(r["destructive"] for r in kept)
    print(f"written {len(rows)}, dropped {len(dropped)} {dropped}, kept {len(kept)}: "
          f"{destructive} destructive, {len(kept) - destructive} benign")
    print(dict(Counter((r["group"], r["destructive"]) for r in kept)))
    print(f"median cosine to the nearest training phrasing {np.median(nearest):.2f}; "
          f">= 0.9: {sum(n >= 0.9 for n in nearest)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
