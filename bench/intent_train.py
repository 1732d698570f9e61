"""Train the intent check (openkoi.mind.intent) and write its weights as package data.

    .venv/bin/python bench/intent_train.py            # train, print, write intent_model.json
    .venv/bin/python bench/intent_train.py --check    # train again, fail if the file differs

Reproducible: the phrasings are package data (src/openkoi/mind/intent_data/intent_cases.jsonl),
the split is a hash of each text (openkoi.mind.intent_cases), the embedder is the shipped
all-MiniLM-L6-v2 int8 model, and training is full-batch gradient descent from zeros (no
randomness) on whole phrasings; rating, as in the CLI, takes the highest p over a text's
clauses. Only the ``train`` split is fitted. The decision threshold is the vote
policy's (``--threshold``, chosen by ``parliament_model.py --policies`` on out-of-fold
probabilities of the training rows, 5 folds by hash), or without it the lowest threshold that
flags at most ``--max-benign`` of the benign training phrasings out of fold. Features: the
MiniLM embedding and the text's words and word pairs hashed into ``WORD_BUCKETS`` buckets
(``intent.words``, scaled to length ``WORD_SCALE``). L2 0.0003 and word scale 0.5 were the
best of L2 0.0003/0.001/0.003 and scale 0/0.5 on out-of-fold recall at 5 % benign flagged on
the training split (2048 buckets, not tuned; BENCHMARKS.md, "Parliament: vote policy"). Since
version 5 also the consequence cues (openkoi.mind.consequence, scale 0.5: the best of 0, 0.5
and 1.0 with whole kinds held out, ``kind_folds``; BENCHMARKS.md, "Parliament version 5"); version
8 added four cues (reach, scope, wholeness) and tried scale 1.0 and L2 0.001 again with them,
neither kept ("Parliament version 8"). The ``test`` split is only reported.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

import numpy as np

from openkoi.config import Paths
from openkoi.memory.embeddings import MINILM_NAME, Embedder, get_embedder
from openkoi.mind import intent, intent_cases
from openkoi.mind.intent_cases import IntentCase

L2 = 0.0003
WORD_BUCKETS = 2048
WORD_SCALE = 0.5
CONSEQUENCE_SCALE = 0.5
STEPS = 3000
RATE = 2.0
FOLDS = 5


def embedder() -> Embedder:
    found = get_embedder(Paths.from_env(), "minilm")
    if found.name != MINILM_NAME:
        raise SystemExit(f"the MiniLM embedder is not available: {found.notice}")
    return found


def shape(w: tuple[float, ...] = (), b: float = 0.0) -> intent.IntentModel:
    """A model of the trained shape (embedder, word buckets and scale) with these weights."""
    return intent.IntentModel(MINILM_NAME, w, b, 0.0, "", WORD_BUCKETS, WORD_SCALE,
                              CONSEQUENCE_SCALE)


def embed(cases: list[IntentCase]) -> np.ndarray:
    """The features of each whole phrasing: embedding and hashed words."""
    texts = [c.text for c in cases]
    return shape().features(embedder().embed(texts), texts)


def rated(cases: list[IntentCase], w: np.ndarray, b: float) -> np.ndarray:
    """p(destructive) as the intent check computes it: the highest over each text's
    clauses (openkoi.mind.intent.rate)."""
    model = shape(tuple(float(v) for v in w), b)
    return np.array(intent.rate([c.text for c in cases], embedder().embed, model.probability))


def fit(x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, float]:
    """L2-regularised logistic regression, full-batch gradient descent from zeros."""
    w = np.zeros(x.shape[1], dtype=np.float64)
    b = 0.0
    x64 = x.astype(np.float64)
    for _ in range(STEPS):
        p = 1.0 / (1.0 + np.exp(-(x64 @ w + b)))
        grad = p - y
        w -= RATE * (x64.T @ grad / len(y) + L2 * w)
        b -= RATE * float(grad.mean())
    return w, b


def fold(text: str) -> int:
    return int(hashlib.sha256(("fold:" + text).encode()).hexdigest()[:8], 16) % FOLDS


KINDS = 30  # clusters of the phrasings' embeddings: "kinds" of task, five folds of them


def kind_folds(vectors: np.ndarray) -> np.ndarray:
    """Each row's fold when whole *kinds* are held out (version 5): the rows' MiniLM
    embeddings (unit length) in ``KINDS`` clusters (spherical k-means, 30 rounds, started
    from every ``len // KINDS``-th row: no randomness), the clusters dealt to the five folds
    largest first, each to the smallest fold so far. A fold then holds topics the other four
    do not have (a database, a domain, a payment ...), as a held-out set of new kinds does;
    hash folds (``fold``) hold out phrasings of kinds the others still cover."""
    x = np.asarray(vectors, dtype=np.float64)
    centres = x[:: max(1, len(x) // KINDS)][:KINDS].copy()
    for _ in range(30):
        assign = np.argmax(x @ centres.T, axis=1)
        for j in range(len(centres)):
            members = x[assign == j]
            if len(members):
                mean = members.mean(axis=0)
                centres[j] = mean / (np.linalg.norm(mean) or 1.0)
    assign = np.argmax(x @ centres.T, axis=1)
    sizes = sorted(((int((assign == j).sum()), j) for j in range(len(centres))), reverse=True)
    load, to_fold = [0] * FOLDS, {}
    for size, j in sizes:
        k = int(np.argmin(load))
        to_fold[j], load[k] = k, load[k] + size
    return np.array([to_fold[int(j)] for j in assign])


def out_of_fold(cases: list[IntentCase], x: np.ndarray,
                folds: np.ndarray | None = None) -> np.ndarray:
    """Each training row's probability from a model fitted on the other folds (``folds``;
    by default the hash folds, ``fold``)."""
    y = np.array([c.destructive for c in cases], dtype=np.float64)
    folds = np.array([fold(c.text) for c in cases]) if folds is None else folds
    out = np.zeros(len(cases))
    for k in range(FOLDS):
        w, b = fit(x[folds != k], y[folds != k])
        out[folds == k] = rated([c for c, f in zip(cases, folds, strict=True) if f == k], w, b)
    return out


def choose_threshold(probs: np.ndarray, destructive: np.ndarray, max_benign: float) -> float:
    """The lowest threshold that flags at most ``max_benign`` of the benign rows."""
    for t in np.round(np.arange(0.05, 0.96, 0.01), 2):
        if float((probs[~destructive] >= t).mean()) <= max_benign:
            return float(t)
    return 0.95


def rates(name: str, cases: list[IntentCase], probs: np.ndarray, t: float) -> None:
    for destructive in (True, False):
        for group in sorted({c.group for c in cases if c.destructive == destructive}):
            sel = [p for c, p in zip(cases, probs, strict=True)
                   if c.destructive == destructive and c.group == group]
            flagged = sum(1 for p in sel if p >= t)
            kind = "destructive" if destructive else "benign"
            print(f"| {name} | {kind} {group} | {len(sel)} | {flagged} | "
                  f"{100 * flagged / len(sel):.1f} % |")


def train(max_benign: float, threshold: float | None = None,
          skip_oof: bool = False) -> intent.IntentModel:
    cases = intent_cases.load()
    train_rows = [c for c in cases if c.split == "train"]
    test_rows = [c for c in cases if c.split == "test"]
    x_train = embed(train_rows)
    y = np.array([c.destructive for c in train_rows])
    # the weights do not depend on the out-of-fold rates: with a given threshold they are
    # only reported, and --skip-oof saves five fits
    oof = None if skip_oof and threshold is not None else out_of_fold(train_rows, x_train)
    if threshold is not None:
        t = threshold
    else:
        assert oof is not None
        t = choose_threshold(oof, y, max_benign)
    w, b = fit(x_train, y.astype(np.float64))
    how = (f"at most {100 * max_benign:.0f} % of benign training phrasings flagged, out of fold"
           if threshold is None else "given: the vote policy's, openkoi.mind.vote_policy")
    print(f"{len(train_rows)} training phrasings, {len(test_rows)} test; threshold {t:.2f} "
          f"({how})\n")
    print("| rows | set | phrasings | flagged | rate |\n|---|---|---|---|---|")
    if oof is not None:
        rates("train, out of fold", train_rows, oof, t)
    rates("test", test_rows, rated(test_rows, w, b), t)
    return intent.IntentModel(MINILM_NAME, tuple(round(float(v), 6) for v in w),
                              round(b, 6), t, intent_cases.data_hash(cases), WORD_BUCKETS,
                              WORD_SCALE, CONSEQUENCE_SCALE)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--max-benign", type=float, default=0.05,
                        help="share of benign training phrasings the threshold may flag")
    parser.add_argument("--threshold", type=float, default=None,
                        help="use this decision threshold (the vote policy's) instead")
    parser.add_argument("--skip-oof", action="store_true",
                        help="with --threshold: do not compute the out-of-fold rates (the "
                        "weights are the same; five fits fewer)")
    parser.add_argument("--check", action="store_true",
                        help="do not write: exit 1 if the shipped weights differ")
    parser.add_argument("--out", type=Path, default=intent.MODEL_FILE)
    args = parser.parse_args()
    text = json.dumps(train(args.max_benign, args.threshold, args.skip_oof).to_dict()) + "\n"
    if args.check:
        same = args.out.exists() and args.out.read_text(encoding="utf-8") == text
        print("the shipped weights match" if same else "the shipped weights differ")
        return 0 if same else 1
    args.out.write_text(text, encoding="utf-8")
    print(f"\nwrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
