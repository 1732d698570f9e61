"""How alike texts are, as cosines of openkoi's embedder (``memory.embeddings``: MiniLM, or
its hashed n-gram fallback), with the thresholds that suit each embedder.

Cosines from different embedders are not on one scale, so each carries two thresholds:
``relevant`` (a skill's description applies to a task: a short description against a task
text scores lower than two task texts do) and ``same_task`` (two task texts ask for the same
kind of work: pattern mining). MiniLM's were read off real pairs: tasks asking for the same
work score 0.55-0.8, a task against the description of a skill for it 0.25-0.35, unrelated
texts below 0.15.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from openkoi.config import Paths

# embedder name -> (relevant, same_task)
THRESHOLDS = {"all-MiniLM-L6-v2-int8": (0.25, 0.5), "hashed-ngrams-v1": (0.12, 0.45)}


@dataclass
class Similarity:
    embedder: Any

    @property
    def name(self) -> str:
        return str(self.embedder.name)

    @property
    def relevant(self) -> float:
        return THRESHOLDS.get(self.name, (0.25, 0.5))[0]

    @property
    def same_task(self) -> float:
        return THRESHOLDS.get(self.name, (0.25, 0.5))[1]

    def matrix(self, queries: list[str], docs: list[str]) -> list[list[float]]:
        """``[i][j]`` = cosine of ``queries[i]`` and ``docs[j]``."""
        if not queries or not docs:
            return [[] for _ in queries]
        vecs = self.embedder.embed([*queries, *docs])
        q, d = vecs[:len(queries)], vecs[len(queries):]
        return [[float(x) for x in row] for row in (q @ d.T)]


def for_paths(paths: Paths, choice: str = "auto") -> Similarity:
    """The configured embedder (``[memory] embedder``: auto = MiniLM when installed, else the
    hashed fallback)."""
    from openkoi.memory.embeddings import get_embedder

    return Similarity(get_embedder(paths, choice))


def hashed() -> Similarity:
    """The dependency-free fallback embedder: deterministic, no model file."""
    from openkoi.memory.embeddings import HashedEmbedder

    return Similarity(HashedEmbedder())
