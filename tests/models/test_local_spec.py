"""Speculative decoding settings for the embedded model come from the catalog (local_spec)."""

from __future__ import annotations

from pathlib import Path

import pytest

from openkoi.models import local_spec
from openkoi.models.catalog import CATALOG

xllamacpp = pytest.importorskip("xllamacpp")
KINDS = xllamacpp.common_speculative_type


def test_every_catalog_entry_names_a_known_speculation() -> None:
    for entry in CATALOG.values():
        assert local_spec.known(entry.speculation), entry.name
        if entry.speculation.startswith(local_spec.DRAFT):  # a smaller model of the catalog
            assert entry.speculation.removeprefix(local_spec.DRAFT) in CATALOG


def test_unknown_values_are_refused_by_known() -> None:
    assert not local_spec.known("ngram-magic")
    assert not local_spec.known("draft:")


def test_none_leaves_plain_decoding(tmp_path: Path) -> None:
    params = xllamacpp.CommonParams()
    assert local_spec.apply(params, "", tmp_path, 2) == ""
    assert list(params.speculative.types) == [KINDS.COMMON_SPECULATIVE_TYPE_NONE]


def test_ngram_speculation_is_set(tmp_path: Path) -> None:
    params = xllamacpp.CommonParams()
    assert local_spec.apply(params, "ngram-simple", tmp_path, 2) == "ngram-simple"
    assert list(params.speculative.types) == [KINDS.COMMON_SPECULATIVE_TYPE_NGRAM_SIMPLE]


def test_draft_model_is_used_only_when_installed(tmp_path: Path) -> None:
    params = xllamacpp.CommonParams()
    assert local_spec.apply(params, "draft:fast", tmp_path, 1) == ""  # not installed
    assert list(params.speculative.types) == [KINDS.COMMON_SPECULATIVE_TYPE_NONE]
    draft = tmp_path / CATALOG["fast"].file
    draft.write_bytes(b"GGUF")
    assert local_spec.apply(params, "draft:fast", tmp_path, 1) == "draft:fast"
    assert list(params.speculative.types) == [KINDS.COMMON_SPECULATIVE_TYPE_DRAFT_SIMPLE]
    assert params.speculative.draft.mparams.path == str(draft)
    assert params.speculative.draft.cpuparams.n_threads == 1
