"""Learnings: what earlier tasks taught, stored once, recalled by similarity to a new task.

A learning has a type (``worked``: a problem that was fixed, and how; ``failed``: what stayed
wrong or why the task stopped; ``insight``: a lesson the model drew), a short text, the task
it came from, a confidence, an evidence count and a use count. Its vector is the embedding
of "task + lesson", kept in the ``learnings`` collection of ``vectors``.

``add`` deduplicates: a lesson whose text is a near-duplicate (cosine above the embedder's
duplicate floor) of a stored one of the same type raises that one's confidence and evidence
instead of adding a row. ``recall`` returns the learnings most similar to a task (hybrid
search), above the embedder's relevance floor (an unrelated task gets none), within a token
budget, as short bullet lines; recalled learnings have their use count raised.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from openkoi.errors import UsageError
from openkoi.memory.db import Database, new_id, resolve_prefix
from openkoi.memory.embeddings import MINILM_NAME, Embedder
from openkoi.memory.vectors import VectorIndex

COLLECTION = "learnings"
TYPES = ("worked", "failed", "insight")
MAX_TEXT = 240
MAX_TASK = 300
RECALL_TOKENS = 300
DUPLICATE_FLOOR = {MINILM_NAME: 0.88}
DEFAULT_DUPLICATE_FLOOR = 0.85
_PREFIX = {"worked": "Fixed before", "failed": "Went wrong before", "insight": "Lesson"}


@dataclass(frozen=True)
class Candidate:
    """A learning before it is stored."""

    type: str
    text: str
    confidence: float
    origin: str = "rule"  # rule | model


@dataclass
class Learning:
    id: str
    type: str
    text: str
    task: str
    confidence: float
    evidence: int
    origin: str
    source_task: str | None
    created_at: float
    updated_at: float
    last_used_at: float | None
    use_count: int

    @classmethod
    def from_row(cls, row: Any) -> Learning:
        names = cls.__dataclass_fields__  # a column added later is ignored, never an error
        return cls(**{k: row[k] for k in row.keys() if k in names})  # noqa: SIM118

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)

    def line(self) -> str:
        seen = f" (seen {self.evidence}x)" if self.evidence > 1 else ""
        return f"- {_PREFIX.get(self.type, 'Lesson')}: {self.text}{seen}"


@dataclass(frozen=True)
class Stored:
    learning: Learning
    new: bool  # False: an existing near-duplicate was reinforced


class LearningMemory:
    """Learnings in ``db``. Listing, showing and forgetting need no ``embedder``; adding and
    recalling do (the vector index loads on first use)."""

    def __init__(self, db: Database, embedder: Embedder | None = None, *,
                 index: VectorIndex | None = None, recall_tokens: int = RECALL_TOKENS) -> None:
        self.db = db
        self._embedder = embedder
        self._index = index
        self.recall_tokens = recall_tokens

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            raise ValueError("this LearningMemory was opened without an embedder")
        return self._embedder

    @property
    def index(self) -> VectorIndex:
        if self._index is None:
            self._index = VectorIndex(self.db, COLLECTION, self.embedder)
        return self._index

    @property
    def duplicate_floor(self) -> float:
        return DUPLICATE_FLOOR.get(self.embedder.name, DEFAULT_DUPLICATE_FLOOR)

    # --- writing ------------------------------------------------------------------------

    def add(self, candidates: list[Candidate], *, task: str,
            source_task: str | None = None) -> list[Stored]:
        """Store each candidate, or reinforce its near-duplicate; returns what happened."""
        out: list[Stored] = []
        task = " ".join(task.split())[:MAX_TASK]
        for cand in candidates:
            if cand.type not in TYPES:
                raise ValueError(f"unknown learning type {cand.type!r}")
            text = " ".join(cand.text.split())[:MAX_TEXT]
            if not text:
                continue
            composite = _composite(task, text)
            vectors = self.embedder.embed([composite, text])
            twin = self._duplicate(cand.type, composite, text, vectors)
            if twin is not None:
                out.append(Stored(self._reinforce(twin, cand.confidence), new=False))
                continue
            now = time.time()
            source = source_task if self._task_exists(source_task) else None
            learning = Learning(new_id(), cand.type, text, task, _clip(cand.confidence), 1,
                                cand.origin, source, now, now, None, 0)
            with self.db.transaction("cannot store a learning") as conn:
                conn.execute(
                    "INSERT INTO learnings (id, type, text, task, confidence, evidence, origin,"
                    " source_task, created_at, updated_at, use_count)"
                    " VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?, 0)",
                    (learning.id, learning.type, text, task, learning.confidence,
                     cand.origin, source, now, now))
            self.index.upsert(learning.id, composite, vectors[0])
            out.append(Stored(learning, new=True))
        return out

    def _duplicate(self, kind: str, composite: str, text: str, vectors: Any) -> Learning | None:
        hits = self.index.search(composite, k=8, query_vector=vectors[0], keywords=False)
        ids = [h.item_id for h in hits]
        if not ids:
            return None
        rows = {r["id"]: Learning.from_row(r) for r in self.db.query(
            f"SELECT * FROM learnings WHERE id IN ({','.join('?' * len(ids))})", ids)}
        same = [rows[i] for i in ids if i in rows and rows[i].type == kind]
        if not same:
            return None
        lesson = self.embedder.embed([s.text for s in same]) @ vectors[1]
        best = int(lesson.argmax())
        return same[best] if float(lesson[best]) >= self.duplicate_floor else None

    def _reinforce(self, learning: Learning, confidence: float) -> Learning:
        learning.evidence += 1
        learning.confidence = _clip(max(learning.confidence, confidence)
                                    + (1.0 - learning.confidence) * 0.25)
        learning.updated_at = time.time()
        with self.db.transaction("cannot update a learning") as conn:
            conn.execute("UPDATE learnings SET evidence = ?, confidence = ?, updated_at = ?"
                         " WHERE id = ?", (learning.evidence, learning.confidence,
                                          learning.updated_at, learning.id))
        return learning

    def _task_exists(self, task_id: str | None) -> bool:
        return task_id is not None and self.db.query_one(
            "SELECT 1 FROM tasks WHERE id = ?", (task_id,)) is not None

    def forget(self, prefix: str) -> Learning:
        learning = self.get(prefix)
        with self.db.transaction("cannot delete a learning") as conn:
            conn.execute("DELETE FROM learnings WHERE id = ?", (learning.id,))
            conn.execute("DELETE FROM vectors WHERE collection = ? AND item_id = ?",
                         (COLLECTION, learning.id))
        if self._index is not None:
            self._index.refresh(force=True)
        return learning

    # --- reading ------------------------------------------------------------------------

    def get(self, prefix: str) -> Learning:
        full = resolve_prefix(self.db, "learnings", prefix, "learning", "openkoi learnings")
        row = self.db.query_one("SELECT * FROM learnings WHERE id = ?", (full,))
        if row is None:  # deleted between the two reads
            raise UsageError(f"no learning matches {prefix!r}", hint="see `openkoi learnings`")
        return Learning.from_row(row)

    def recent(self, *, limit: int = 50, kind: str | None = None) -> list[Learning]:
        where, params = ("WHERE type = ?", [kind]) if kind else ("", [])
        rows = self.db.query(f"SELECT * FROM learnings {where} ORDER BY updated_at DESC"
                             " LIMIT ?", [*params, limit])
        return [Learning.from_row(r) for r in rows]

    def count(self) -> int:
        row = self.db.query_one("SELECT COUNT(*) FROM learnings")
        return int(row[0]) if row else 0

    def recall(self, task: str, *, budget_tokens: int | None = None,
               mark_used: bool = True) -> list[Learning]:
        """The most relevant learnings for ``task``, best first, within the token budget."""
        budget = self.recall_tokens if budget_tokens is None else budget_tokens
        floor = self.embedder.relevance_floor
        hits = [h for h in self.index.search(task, k=20) if h.cosine >= floor]
        if not hits:
            return []
        ids = [h.item_id for h in hits]
        rows = {r["id"]: Learning.from_row(r) for r in self.db.query(
            f"SELECT * FROM learnings WHERE id IN ({','.join('?' * len(ids))})", ids)}
        cosine = {h.item_id: h.cosine for h in hits}
        ranked = sorted((rows[i] for i in ids if i in rows),
                        key=lambda x: -(cosine[x.id] * (0.75 + 0.25 * x.confidence)))
        chosen: list[Learning] = []
        used = 0
        for learning in ranked:
            cost = _tokens(learning.line())
            if used + cost > budget:
                continue
            chosen.append(learning)
            used += cost
        if mark_used and chosen:
            now = time.time()
            with self.db.transaction("cannot record the use of learnings") as conn:
                conn.executemany(
                    "UPDATE learnings SET use_count = use_count + 1, last_used_at = ?"
                    " WHERE id = ?", [(now, x.id) for x in chosen])
        return chosen

    def recall_text(self, task: str, *, budget_tokens: int | None = None,
                    mark_used: bool = True) -> str:
        chosen = self.recall(task, budget_tokens=budget_tokens, mark_used=mark_used)
        return "\n".join(x.line() for x in chosen)

    def bulk_insert_for_bench(self, texts: list[str], batch: int = 2000) -> None:
        """Insert learnings without deduplication (bench/recall_bench.py fills 100k)."""
        now = time.time()
        for start in range(0, len(texts), batch):
            chunk = texts[start:start + batch]
            ids = [new_id() for _ in chunk]
            with self.db.transaction("cannot store learnings") as conn:
                conn.executemany(
                    "INSERT INTO learnings (id, type, text, confidence, created_at, updated_at)"
                    " VALUES (?, 'failed', ?, 0.5, ?, ?)", [(i, t, now, now)
                                                           for i, t in zip(ids, chunk,
                                                                           strict=True)])
            self.index.upsert_many(list(zip(ids, chunk, strict=True)),
                                   self.embedder.embed(chunk))


def _composite(task: str, text: str) -> str:
    return f"{task}\n{text}" if task else text


def _clip(value: float) -> float:
    return round(min(0.95, max(0.05, float(value))), 3)


def _tokens(text: str) -> int:
    return len(text) // 4 + 1
