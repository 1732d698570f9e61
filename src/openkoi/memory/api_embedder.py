"""The ``embedder`` role on a provider: semantic memory's vectors from an embeddings API.

``[roles] embedder = "openai/text-embedding-3-small"`` (any OpenAI-compatible provider,
Ollama included), ``"google/gemini-embedding-001"`` (Gemini, google-genai) or
``"bedrock/amazon.titan-embed-text-v2:0"`` (Bedrock, boto3) makes the learnings memory embed
with that model instead of the local MiniLM. Its ``name`` ("provider/model") is stored beside
every vector, so switching re-embeds what was stored. ``dim`` is learnt from the first call.
Skill selection and the intent check stay on MiniLM: their thresholds were tuned on it.

Providers whose API has no embeddings endpoint (Anthropic, a ChatGPT sign-in) are a
ConfigError when the role is set. Failures are raised (the memory callers already treat
memory as a help: a failed recall or learning is a notice, never a failed task).
"""

from __future__ import annotations

import json
import threading
from typing import TYPE_CHECKING, Any

from openkoi.config import Paths, Settings
from openkoi.errors import ConfigError, ProviderError

if TYPE_CHECKING:
    import numpy as np

BATCH = 64
TIMEOUT_S = 30.0
WIRES = ("openai", "gemini", "bedrock")
_CACHE: dict[str, ApiEmbedder] = {}
_LOCK = threading.Lock()


class ApiEmbedder:
    # Cosine below which two texts are unrelated. Not measured for each API model: 0.30 is
    # the hashed fallback's floor, lower than MiniLM's 0.45 because API embeddings spread
    # unrelated texts less far apart.
    relevance_floor = 0.30
    notice = ""

    def __init__(self, info: Any, model: str, key: str | None, paths: Paths) -> None:
        if info.wire not in WIRES:
            raise ConfigError(f"roles.embedder: {info.label} ({info.name}) has no embeddings "
                              "endpoint openkoi can use",
                              hint="use an OpenAI-compatible, Gemini or Bedrock embedding "
                                   "model, e.g. openai/text-embedding-3-small")
        if info.auth == "oauth":
            raise ConfigError(f"roles.embedder: a {info.label} sign-in gives no embeddings",
                              hint="use an API-key provider, e.g. openai/text-embedding-3-small")
        self.info = info
        self.model = model
        self.key = key
        self.paths = paths
        self.name = f"{info.name}/{model}"
        self._dim = 0
        self._client: Any = None

    @property
    def dim(self) -> int:
        if not self._dim:
            self.embed(["dimension"])
        return self._dim

    def embed(self, texts: list[str]) -> np.ndarray:
        import numpy as np

        rows: list[list[float]] = []
        for start in range(0, len(texts), BATCH):
            rows.extend(self._call(texts[start:start + BATCH]))
        matrix = np.asarray(rows, dtype=np.float32).reshape(len(texts), -1)
        if matrix.shape[1]:
            self._dim = int(matrix.shape[1])
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        return matrix / np.where(norms == 0, 1.0, norms)

    def _call(self, texts: list[str]) -> list[list[float]]:
        try:
            if self.info.wire == "openai":
                return self._openai(texts)
            if self.info.wire == "gemini":
                return self._gemini(texts)
            return self._bedrock(texts)
        except ProviderError:
            raise
        except Exception as exc:  # SDK errors of three families: one message
            raise ProviderError(f"{self.name} embeddings failed: {type(exc).__name__}: "
                                f"{str(exc)[:200]}", provider=self.info.name,
                                hint="check roles.embedder, the key and the network") from exc

    def _openai(self, texts: list[str]) -> list[list[float]]:
        if self._client is None:
            import openai

            self._client = openai.OpenAI(api_key=self.key or "unused",
                                         base_url=self.info.base_url, timeout=TIMEOUT_S)
        resp = self._client.embeddings.create(model=self.info.wire_name(self.model),
                                              input=texts)
        return [list(d.embedding) for d in sorted(resp.data, key=lambda d: d.index)]

    def _gemini(self, texts: list[str]) -> list[list[float]]:
        if self._client is None:
            from google import genai
            from google.genai import types

            self._client = genai.Client(
                api_key=self.key or "unused", http_options=types.HttpOptions(
                    base_url=self.info.base_url, timeout=int(TIMEOUT_S * 1000)))
        resp = self._client.models.embed_content(model=self.info.wire_name(self.model),
                                                 contents=texts)
        return [list(e.values or []) for e in resp.embeddings or []]

    def _bedrock(self, texts: list[str]) -> list[list[float]]:
        if self._client is None:
            import os

            import boto3

            self._client = boto3.client("bedrock-runtime",
                                        region_name=os.environ.get("AWS_REGION") or None,
                                        endpoint_url=self.info.base_url or None)
        out: list[list[float]] = []
        for text in texts:  # Titan embeds one text per call
            resp = self._client.invoke_model(modelId=self.info.wire_name(self.model),
                                             body=json.dumps({"inputText": text}))
            out.append(list(json.loads(resp["body"].read())["embedding"]))
        return out


def embedder_for_role(settings: Settings, paths: Paths) -> ApiEmbedder | None:
    """The ``embedder`` role's embedder (one per spec and process), or None when unset."""
    spec = settings.roles.get("embedder")
    if not spec:
        return None
    with _LOCK:
        if spec not in _CACHE:
            from openkoi.models.registry import choose_model

            chosen = choose_model(None, settings, paths, role="embedder")
            if chosen.info is None:
                raise ConfigError("roles.embedder: the embedded chat models give no embeddings",
                                  hint="leave roles.embedder unset for the local MiniLM")
            key = chosen.credential.key if chosen.credential else None
            _CACHE[spec] = ApiEmbedder(chosen.info, chosen.model, key or None, paths)
        return _CACHE[spec]
