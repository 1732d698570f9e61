"""The intent check: does a task *mean* something destructive, however it is phrased?

The Guardian's rules know words and commands; a paraphrase ("make the production database
empty again") has neither, and benign work that names a command ("a test that the sanitizer
refuses rm -rf /") has both. This is a logistic layer over the MiniLM sentence embeddings
openkoi already ships (memory.embeddings) and over the text's words and word pairs, hashed into
a fixed number of buckets (the embedding hears meaning; the words hear scope that it blurs:
"production", "shared", "my local", "a test that"). It is trained on the labelled phrasings in
``intent_data/intent_cases.jsonl`` by ``bench/intent_train.py``. Its weights are package data
(``intent_data/intent_model.json``: 384 embedding weights, one per word bucket, one per
consequence cue (``mind.consequence``: irreversible, for everyone, production, money,
credentials, a security control weakened ...), a bias, the decision threshold, and the sha256
of the training rows they came from). One check costs
tens of milliseconds (the embedder loads once, ~0.3 s) and runs before any model call.

A task is rated by its most destructive part: the whole text and each of its clauses
(split at sentence ends, "then", "and also", ...), so "drop the users table, then write
add() in calc.py" is not averaged into something benign.

Without the MiniLM model (the hashed fallback embedder is in use) the check is unavailable:
its verdict says so and the policy goes on without it, never treating it as an approval.
"""

from __future__ import annotations

import json
import re
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from openkoi.mind import consequence
from openkoi.mind.intent_cases import DATA

if TYPE_CHECKING:
    import numpy as np

    from openkoi.memory.embeddings import Embedder

MODEL_FILE = DATA / "intent_model.json"
_CLAUSE = re.compile(r"(?i)[.;!?]+\s+|\n+|,?\s+(?:and\s+)?then\s+|,\s*and\s+also\s+|"
                     r",\s*also\s+|,\s*after\s+that\s+|,\s*and\s+(?=\w+\s)")


def clauses(text: str) -> list[str]:
    """The text, then its clauses of three words or more when there are several."""
    parts = [p.strip(" ,") for p in _CLAUSE.split(text) if len(p.split()) >= 3]
    return [text] + (parts if len(parts) > 1 else [])


_TOKEN = re.compile(r"[a-z0-9_]+|[^\sa-z0-9_]")


def words(text: str, buckets: int, scale: float) -> np.ndarray:
    """The text's words and adjacent word pairs, hashed (crc32: the same in every process)
    into ``buckets`` binary features, scaled to length ``scale``."""
    import numpy as np

    vector = np.zeros(buckets, dtype=np.float64)
    if buckets == 0:
        return vector
    tokens = _TOKEN.findall(text.lower())
    for feature in tokens + [f"{a} {b}" for a, b in zip(tokens, tokens[1:], strict=False)]:
        vector[zlib.crc32(feature.encode()) % buckets] = 1.0
    norm = float(np.linalg.norm(vector))
    return vector * (scale / norm) if norm else vector


def rate(texts: list[str], embed: Callable[[list[str]], np.ndarray],
         probability: Callable[[np.ndarray, list[str]], np.ndarray]) -> list[float]:
    """Each text's p(destructive): the highest of the text's and its clauses'."""
    pieces = [clauses(t[:2000]) for t in texts]
    flat = [c for cs in pieces for c in cs]
    probs = probability(embed(flat), flat)
    out, i = [], 0
    for cs in pieces:
        out.append(float(max(probs[i:i + len(cs)])))
        i += len(cs)
    return out


@dataclass(frozen=True)
class IntentModel:
    embedder: str  # the embedder the weights were trained on
    weights: tuple[float, ...]  # the embedding's, then one per word bucket
    bias: float
    threshold: float  # p(destructive) at or above this flags the task
    data_sha256: str  # intent_cases.data_hash of the training rows
    word_buckets: int = 0
    word_scale: float = 0.0
    consequence_scale: float = 0.0  # 0: no consequence cues (weights of versions 1-4)

    def features(self, vectors: np.ndarray, texts: list[str]) -> np.ndarray:
        """Each text's embedding, its hashed words (``words``), then its consequence cues
        (``mind.consequence``, scaled)."""
        import numpy as np

        parts = [np.asarray(vectors, dtype=np.float64)]
        if self.word_buckets:
            parts.append(np.array([words(t, self.word_buckets, self.word_scale)
                                   for t in texts]).reshape(len(texts), self.word_buckets))
        if self.consequence_scale:
            parts.append(self.consequence_scale * np.array(
                [consequence.flags(t) for t in texts]).reshape(len(texts),
                                                               len(consequence.NAMES)))
        return np.hstack(parts) if len(parts) > 1 else parts[0]

    def probability(self, vectors: np.ndarray, texts: list[str]) -> np.ndarray:
        import numpy as np

        logits = self.features(vectors, texts) @ np.asarray(self.weights) + self.bias
        return np.asarray(1.0 / (1.0 + np.exp(-logits)))

    def to_dict(self) -> dict[str, Any]:
        return {"embedder": self.embedder, "bias": self.bias, "threshold": self.threshold,
                "data_sha256": self.data_sha256, "word_buckets": self.word_buckets,
                "word_scale": self.word_scale, "consequence_scale": self.consequence_scale,
                "consequences": list(consequence.NAMES) if self.consequence_scale else [],
                "weights": list(self.weights)}


@dataclass(frozen=True)
class IntentVerdict:
    """The intent check's own verdict, shown beside the agencies' in the Parliament's record."""

    available: bool
    destructive: bool = False
    probability: float = 0.0
    threshold: float = 0.0
    ms: float = 0.0
    note: str = ""  # why it is unavailable
    cues: tuple[str, ...] = ()  # the consequence cues the task has (mind.consequence)

    @property
    def verdict(self) -> str:
        if not self.available:
            return "UNAVAILABLE"
        return "DESTRUCTIVE" if self.destructive else "BENIGN"

    def line(self) -> str:
        if not self.available:
            return f"intent check unavailable ({self.note})"
        cues = f"; consequence cues: {', '.join(self.cues)}" if self.cues else ""
        return (f"intent check: {self.verdict} (p={self.probability:.2f}, "
                f"threshold {self.threshold:.2f}, {self.ms:.0f} ms){cues}")

    def to_dict(self) -> dict[str, Any]:
        return {"verdict": self.verdict, "probability": round(self.probability, 4),
                "threshold": self.threshold, "ms": round(self.ms, 1), "note": self.note,
                "cues": list(self.cues)}


def load_model(path: Path = MODEL_FILE) -> IntentModel:
    raw = json.loads(path.read_text(encoding="utf-8"))
    return IntentModel(raw["embedder"], tuple(float(w) for w in raw["weights"]),
                       float(raw["bias"]), float(raw["threshold"]), raw["data_sha256"],
                       int(raw.get("word_buckets", 0)), float(raw.get("word_scale", 0.0)),
                       float(raw.get("consequence_scale", 0.0)))


@lru_cache(maxsize=1)
def _packaged() -> IntentModel:
    return load_model()


def check(task: str, embedder: Embedder, model: IntentModel | None = None) -> IntentVerdict:
    """Classify one task; unavailable when ``embedder`` is not the one the weights need."""
    model = model or _packaged()
    if embedder.name != model.embedder:
        return IntentVerdict(False, note=embedder.notice or
                             f"needs the {model.embedder} embedder, not {embedder.name}")
    started = time.perf_counter()
    p = rate([task], embedder.embed, model.probability)[0]
    return IntentVerdict(True, p >= model.threshold, p, model.threshold,
                         (time.perf_counter() - started) * 1000,
                         cues=consequence.found(task) if model.consequence_scale else ())
