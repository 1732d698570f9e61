"""Vectors in SQLite and hybrid search: numpy cosine fused with FTS5 keywords.

Each collection (``"learnings"``, ...) keeps one row per item in the ``vectors`` table: its
text, the float32 vector as a BLOB and the embedder's name. A ``VectorIndex`` loads a
collection's vectors into one matrix once, then catches up incrementally (a write gets a
new, higher row id; a deletion triggers a full reload) so a search costs a matrix-vector
product, never a table scan. Rows made by another embedder are re-embedded when the index
loads, so a model change never mixes two vector spaces.

Search = reciprocal rank fusion (k=60) of the top cosine matches and the top FTS5 (bm25)
matches of the query's words; each hit keeps its cosine, so callers can apply a floor.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from openkoi.memory.db import Database
from openkoi.memory.embeddings import STOPWORDS, Embedder

if TYPE_CHECKING:
    import numpy as np

RRF_K = 60
KEYWORD_MAX_DF = 0.02  # words in more than 2% of the items do not take part in keyword search
KEYWORD_MIN_DF = 50
REEMBED_BATCH = 256
_TERM = re.compile(r"[^\W_]{2,}", re.UNICODE)


@dataclass(frozen=True)
class Hit:
    item_id: str
    text: str
    cosine: float
    score: float  # fused (reciprocal rank fusion)
    semantic_rank: int | None
    keyword_rank: int | None


class VectorIndex:
    """One collection's vectors: stored in SQLite, searched in memory."""

    def __init__(self, db: Database, collection: str, embedder: Embedder) -> None:
        self.db = db
        self.collection = collection
        self.embedder = embedder
        self._ids: list[str] = []
        self._texts: list[str] = []
        self._pos: dict[str, int] = {}
        self._matrix: Any = None  # float32 (capacity, dim); rows [0, len) are live
        self._max_id = -1
        self._count = 0
        self._version = -1
        self._rowid_item: dict[int, str] = {}  # vectors.id -> item id (FTS rowids)
        self._df_cache: dict[str, int] = {}
        self._df_size = 0
        self.reembedded = 0  # rows re-embedded for a changed model (by this index)

    def __len__(self) -> int:
        self.refresh()
        return len(self._ids)

    # --- writes -------------------------------------------------------------------------

    def upsert(self, item_id: str, text: str, vector: np.ndarray | None = None) -> None:
        """Store (or replace) an item's text and vector; ``vector`` defaults to embedding
        ``text``."""
        vec = self.embedder.embed([text])[0] if vector is None else vector
        self.upsert_many([(item_id, text)], vec.reshape(1, -1))

    def upsert_many(self, items: list[tuple[str, str]], vectors: np.ndarray) -> None:
        import numpy as np

        now = time.time()
        vectors = np.ascontiguousarray(vectors, dtype=np.float32)
        with self.db.transaction(f"cannot store {self.collection} vectors") as conn:
            for (item_id, text), vec in zip(items, vectors, strict=True):
                conn.execute("DELETE FROM vectors WHERE collection = ? AND item_id = ?",
                             (self.collection, item_id))
                conn.execute(
                    "INSERT INTO vectors (collection, item_id, text, embedder, dim, vector,"
                    " updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (self.collection, item_id, text, self.embedder.name, self.embedder.dim,
                     vec.tobytes(), now))
        self.refresh(force=True)

    def remove(self, item_id: str) -> None:
        with self.db.transaction(f"cannot delete a {self.collection} vector") as conn:
            conn.execute("DELETE FROM vectors WHERE collection = ? AND item_id = ?",
                         (self.collection, item_id))
        self.refresh(force=True)

    # --- reads --------------------------------------------------------------------------

    def vector(self, item_id: str) -> np.ndarray | None:
        self.refresh()
        pos = self._pos.get(item_id)
        return None if pos is None else self._matrix[pos]

    def search(self, query: str, k: int = 10, *, query_vector: np.ndarray | None = None,
               candidates: int = 50, keywords: bool = True) -> list[Hit]:
        """The ``k`` best items for ``query`` by fused semantic and keyword rank."""
        import numpy as np

        self.refresh()
        n = len(self._ids)
        if n == 0 or k <= 0:
            return []
        q = self.embedder.embed([query])[0] if query_vector is None else query_vector
        # einsum: one thread, SIMD; a BLAS matvec spreads over threads that thrash when the
        # machine is busy (bench/recall_bench.py: ~2x slower at 100k on 2 loaded cores)
        cosines = np.einsum("ij,j->i", self._matrix[:n], q.astype(np.float32, copy=False))
        top = min(candidates, n)
        best = np.argpartition(-cosines, top - 1)[:top] if top < n else np.arange(n)
        best = best[np.argsort(-cosines[best], kind="stable")]
        semantic = {int(i): rank for rank, i in enumerate(best)}
        keyword: dict[int, int] = {}
        if keywords:
            for rank, item_id in enumerate(self._keyword(query, candidates)):
                pos = self._pos.get(item_id)
                if pos is not None:
                    keyword.setdefault(pos, rank)
        fused: list[Hit] = []
        for pos in set(semantic) | set(keyword):
            s_rank, k_rank = semantic.get(pos), keyword.get(pos)
            score = sum(1.0 / (RRF_K + r + 1) for r in (s_rank, k_rank) if r is not None)
            fused.append(Hit(self._ids[pos], self._texts[pos], float(cosines[pos]), score,
                             s_rank, k_rank))
        fused.sort(key=lambda h: (-h.score, -h.cosine))
        return fused[:k]

    def _keyword(self, query: str, limit: int) -> list[str]:
        """Items matching the query's rare words, best bm25 first. Words found in more than
        KEYWORD_MAX_DF of the items are left out: the embeddings cover common words, keyword
        search is there for the rare ones (identifiers, error names), and ranking a common
        word's every match would cost more than the whole semantic search at 100k items."""
        terms = [t for t in dict.fromkeys(w.lower() for w in _TERM.findall(query))
                 if t not in STOPWORDS][:16]
        cap = max(KEYWORD_MIN_DF, int(len(self._ids) * KEYWORD_MAX_DF))
        rare = [t for t in terms if self._doc_freq(t) <= cap]
        if not rare:
            return []
        match = " OR ".join(f'"{t}"' for t in rare)
        rows = self.db.query(
            "SELECT rowid FROM vectors_fts WHERE vectors_fts MATCH ? ORDER BY rank LIMIT ?",
            (match, limit * 2), what="keyword search failed")
        found = [self._rowid_item.get(int(r[0])) for r in rows]  # other collections: None
        return [item for item in found if item is not None][:limit]

    def _doc_freq(self, term: str) -> int:
        """How many rows (of any collection) hold ``term``; cached until the collection grows
        or shrinks by 5%."""
        if abs(len(self._ids) - self._df_size) > 0.05 * self._df_size + 10:
            self._df_cache, self._df_size = {}, len(self._ids)
        if term not in self._df_cache:
            row = self.db.query_one("SELECT count(*) FROM vectors_fts WHERE vectors_fts MATCH ?",
                                    (f'"{term}"',), what="keyword search failed")
            self._df_cache[term] = int(row[0]) if row else 0
        return self._df_cache[term]

    # --- the in-memory matrix -----------------------------------------------------------

    def refresh(self, *, force: bool = False) -> None:
        """Catch up with the table: new or rewritten rows are appended or overwritten; a
        deletion (by anyone) reloads the whole collection. Cheap when nothing changed:
        SQLite's data_version says whether another connection wrote since the last look
        (this connection's own writes refresh with ``force``)."""
        version = self.db.query_one("PRAGMA data_version")
        stamp = int(version[0]) if version else -1
        if not force and self._matrix is not None and stamp == self._version:
            return
        self._version = stamp
        row = self.db.query_one(
            "SELECT COALESCE(MAX(id), -1) AS top, COUNT(*) AS n FROM vectors"
            " WHERE collection = ?", (self.collection,))
        top, count = (int(row["top"]), int(row["n"])) if row else (-1, 0)
        if top == self._max_id and count == self._count:
            return
        if top < self._max_id or count < len(self._ids):
            self._reset()
        rows = self.db.query(
            "SELECT id, item_id, text, embedder, dim, vector FROM vectors"
            " WHERE collection = ? AND id > ? ORDER BY id", (self.collection, self._max_id))
        self._absorb(rows)
        self._max_id, self._count = top, count
        if len(self._ids) != count:  # rows were deleted and rewritten meanwhile
            self._reset()
            self.refresh(force=True)

    def _reset(self) -> None:
        self._ids, self._texts, self._pos, self._rowid_item = [], [], {}, {}
        self._matrix, self._max_id, self._count = None, -1, 0

    def _absorb(self, rows: list[Any]) -> None:
        import numpy as np

        stale: list[tuple[str, str]] = []
        for r in rows:
            item_id, text = str(r["item_id"]), str(r["text"])
            self._rowid_item[int(r["id"])] = item_id
            if r["embedder"] != self.embedder.name or r["dim"] != self.embedder.dim \
                    or len(r["vector"]) != self.embedder.dim * 4:  # another model, or damaged
                stale.append((item_id, text))
                continue
            self._put(item_id, text, np.frombuffer(r["vector"], dtype=np.float32))
        for start in range(0, len(stale), REEMBED_BATCH):
            batch = stale[start:start + REEMBED_BATCH]
            vectors = self.embedder.embed([t for _, t in batch])
            with self.db.transaction("cannot store re-embedded vectors") as conn:
                conn.executemany(
                    "UPDATE vectors SET embedder = ?, dim = ?, vector = ?"
                    " WHERE collection = ? AND item_id = ?",
                    [(self.embedder.name, self.embedder.dim, v.tobytes(), self.collection, i)
                     for (i, _), v in zip(batch, vectors, strict=True)])
            for (item_id, text), vec in zip(batch, vectors, strict=True):
                self._put(item_id, text, vec)
            self.reembedded += len(batch)

    def _put(self, item_id: str, text: str, vec: np.ndarray) -> None:
        import numpy as np

        pos = self._pos.get(item_id)
        if pos is None:
            pos = len(self._ids)
            if self._matrix is None or pos >= self._matrix.shape[0]:
                grown = np.zeros((max(64, pos * 2), self.embedder.dim), dtype=np.float32)
                if self._matrix is not None:
                    grown[:pos] = self._matrix[:pos]
                self._matrix = grown
            self._ids.append(item_id)
            self._texts.append(text)
            self._pos[item_id] = pos
        else:
            self._texts[pos] = text
        self._matrix[pos] = vec
