"""The ``embedder`` role: the learnings memory embeds with a provider's embeddings API
(an OpenAI-compatible fake on 127.0.0.1 that answers one vector per input text) instead of
the local MiniLM, and says so in every stored vector's embedder name."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from openkoi.config import Paths, load_settings
from openkoi.errors import ConfigError
from openkoi.memory import api_embedder
from openkoi.memory.learnings import Candidate
from openkoi.memory.store import Store
from openkoi.memory.task_memory import open_learnings

WORDS = ("pytest", "tests", "docstring", "deploy", "weather")


def vector(text: str) -> list[float]:
    """A bag of known words: related texts point the same way."""
    low = text.lower()
    return [float(low.count(w)) for w in WORDS] + [0.1]


@pytest.fixture
def embeddings() -> Iterator[tuple[str, list[dict[str, Any]]]]:
    seen: list[dict[str, Any]] = []

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:
            return

        def do_POST(self) -> None:  # noqa: N802
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            seen.append({"path": self.path, "auth": self.headers.get("Authorization"),
                         **body})
            texts = body["input"] if isinstance(body["input"], list) else [body["input"]]
            raw = json.dumps({"object": "list", "model": body["model"], "data": [
                {"object": "embedding", "index": i, "embedding": vector(t)}
                for i, t in enumerate(texts)], "usage": {"prompt_tokens": 1,
                                                        "total_tokens": 1}}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(raw)))
            self.end_headers()
            self.wfile.write(raw)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    api_embedder._CACHE.clear()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", seen
    finally:
        server.shutdown()
        server.server_close()
        api_embedder._CACHE.clear()


def test_learnings_embed_with_the_embedder_role(tmp_path: Path, monkeypatch: Any,
                                                embeddings: tuple[str, list[Any]]) -> None:
    url, seen = embeddings
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.toml").write_text(
        f'[providers.emb]\nbase_url = "{url}/v1"\napi_key_env = "EMB_KEY"\n'
        'models = ["text-embed-1"]\n[roles]\nembedder = "emb/text-embed-1"\n')
    monkeypatch.setenv("EMB_KEY", "emb-key-123456")
    paths = Paths.from_env({"OPENKOI_HOME": str(home)})
    store = Store.open(paths)
    db = store.db
    memory = open_learnings(db, paths, load_settings(paths))
    assert memory.embedder.name == "emb/text-embed-1"
    memory.add([Candidate("worked", "run pytest tests before finishing", 0.8)],
               task="fix the failing pytest tests")
    memory.add([Candidate("insight", "check the weather API quota", 0.8)],
               task="deploy the weather app")
    recalled = memory.recall("make the pytest tests pass")
    assert [r.text for r in recalled][0] == "run pytest tests before finishing"
    assert seen and all(s["path"] == "/v1/embeddings" for s in seen)
    assert seen[0]["auth"] == "Bearer emb-key-123456" and seen[0]["model"] == "text-embed-1"
    assert memory.index.embedder.dim == len(WORDS) + 1  # learnt from the first answer
    rows = db.query("SELECT embedder, dim FROM vectors")
    assert {(r["embedder"], r["dim"]) for r in rows} == {("emb/text-embed-1", len(WORDS) + 1)}
    store.close()


def test_a_provider_without_embeddings_is_a_config_error(tmp_path: Path,
                                                         monkeypatch: Any) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.toml").write_text('[roles]\nembedder = "anthropic/claude-haiku-4-5"\n')
    paths = Paths.from_env({"OPENKOI_HOME": str(home)})
    monkeypatch.setenv("ANTHROPIC_API_KEY", "a-key-123456")
    api_embedder._CACHE.clear()
    with pytest.raises(ConfigError, match="no embeddings"):
        api_embedder.embedder_for_role(load_settings(paths), paths)
