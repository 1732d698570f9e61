import os
import sys

import pytest

sys.path.insert(0, os.getcwd())

import dna  # noqa: E402


def test_complement():
    assert dna.complement("ATGC") == "TACG"
    assert dna.complement("AAAA") == "TTTT"
    assert dna.complement("") == ""


def test_reverse_complement():
    assert dna.reverse_complement("ATGC") == "GCAT"
    assert dna.reverse_complement("AACG") == "CGTT"
    assert dna.reverse_complement("A") == "T"


def test_transcribe():
    assert dna.transcribe("ATGT") == "AUGU"
    assert dna.transcribe("GCA") == "GCA"


def test_gc_content():
    assert dna.gc_content("GGCA") == pytest.approx(0.75)
    assert dna.gc_content("ATAT") == pytest.approx(0.0)
    assert dna.gc_content("GCGC") == pytest.approx(1.0)
    assert dna.gc_content("AGCTA") == pytest.approx(0.4)


def test_gc_content_empty():
    assert dna.gc_content("") == 0.0


def test_codons():
    assert dna.codons("ATGAAATGACC") == ["ATG", "AAA", "TGA"]
    assert dna.codons("ATGAAA") == ["ATG", "AAA"]
    assert dna.codons("AT") == []
    assert dna.codons("") == []


def test_find_motif_example():
    assert dna.find_motif("GATATATGCATATACTT", "ATAT") == [1, 3, 9]


def test_find_motif_overlapping():
    assert dna.find_motif("AAAA", "AA") == [0, 1, 2]


def test_find_motif_none_and_edges():
    assert dna.find_motif("ACGT", "GG") == []
    assert dna.find_motif("ACGT", "ACGT") == [0]
    assert dna.find_motif("ACG", "ACGT") == []
    assert dna.find_motif("TTAC", "AC") == [2]


def test_lowercase_input():
    assert dna.complement("atgc") == "TACG"
    assert dna.reverse_complement("atGc") == "GCAT"
    assert dna.transcribe("atgt") == "AUGU"
    assert dna.gc_content("ggca") == pytest.approx(0.75)
    assert dna.codons("atgaaa") == ["ATG", "AAA"]


def test_find_motif_case_insensitive():
    assert dna.find_motif("gatatatgcatatactt", "ATAT") == [1, 3, 9]
    assert dna.find_motif("GATATATGCATATACTT", "atat") == [1, 3, 9]


@pytest.mark.parametrize("call", [
    lambda: dna.complement("ATXG"),
    lambda: dna.reverse_complement("ATXG"),
    lambda: dna.transcribe("ATXG"),
    lambda: dna.gc_content("ATXG"),
    lambda: dna.codons("ATXGAA"),
    lambda: dna.find_motif("ATXGAT", "AT"),
])
def test_invalid_character_raises(call):
    with pytest.raises(ValueError) as info:
        call()
    assert "X" in str(info.value)


def test_invalid_character_message_names_it():
    with pytest.raises(ValueError) as info:
        dna.complement("ACGN")
    assert "N" in str(info.value)
    with pytest.raises(ValueError) as info:
        dna.transcribe("ACU")
    assert "U" in str(info.value)
