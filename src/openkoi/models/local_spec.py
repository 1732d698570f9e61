"""Speculative decoding for the embedded model, as the catalog says (``CatalogEntry.speculation``).

llama.cpp drafts several tokens cheaply and checks them in one batch with the model: every
accepted token is one the model did not have to generate alone, and greedy output is the same
as without it. What drafts, per catalog entry:

- ``ngram-simple``, ``ngram-map-k``, ``ngram-mod``, ``ngram-cache``: the text so far (prompt
  included) is searched for the last few tokens and what followed them is proposed. A
  whole-file rewrite of a file the model was just shown is mostly such copies.
- ``draft:NAME``: the smaller model ``NAME`` of the same family (the catalog's), when it is
  installed; it is not downloaded for this.
- ``""``: none.

What wins on which calls is measured in bench/local_speed.py (BENCHMARKS.md).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

NGRAM = {
    "ngram-simple": "NGRAM_SIMPLE",
    "ngram-map-k": "NGRAM_MAP_K",
    "ngram-mod": "NGRAM_MOD",
    "ngram-cache": "NGRAM_CACHE",
}
DRAFT = "draft:"


def known(value: str) -> bool:
    """Whether ``value`` is a speculation this module can set up (the catalog's check)."""
    return value == "" or value in NGRAM or (value.startswith(DRAFT) and len(value) > len(DRAFT))


def apply(params: Any, speculation: str, models_dir: Path, threads: int) -> str:
    """Set ``params.speculative`` (an xllamacpp ``CommonParams``) for ``speculation``;
    returns what was set up ("" when nothing: none asked, this xllamacpp has no such type,
    or the draft model is not installed)."""
    import xllamacpp

    spec = getattr(params, "speculative", None)
    kinds = getattr(xllamacpp, "common_speculative_type", None)
    if not speculation or spec is None or kinds is None:
        return ""
    if speculation in NGRAM:
        kind = getattr(kinds, "COMMON_SPECULATIVE_TYPE_" + NGRAM[speculation], None)
        if kind is None:
            return ""
        spec.types = [kind]
        return speculation
    if speculation.startswith(DRAFT):
        from openkoi.models.catalog import resolve

        draft = models_dir / resolve(speculation.removeprefix(DRAFT)).file
        kind = getattr(kinds, "COMMON_SPECULATIVE_TYPE_DRAFT_SIMPLE", None)
        if kind is None or not draft.is_file():
            return ""
        spec.types = [kind]
        spec.draft.mparams.path = str(draft)
        spec.draft.cpuparams.n_threads = threads
        spec.draft.cpuparams_batch.n_threads = threads
        return speculation
    return ""
