"""DNA sequence utilities."""
import re

BASES = "ACGT"


def validate(seq):
    up = seq.upper()
    for ch in up:
        if ch not in BASES:
            raise ValueError("not a DNA base: " + ch)
    return up


def complement(seq):
    table = {"A": "T", "C": "G", "G": "C", "T": "A"}
    return "".join(table[c] for c in validate(seq))


def reverse_complement(seq):
    return "".join(reversed(complement(seq)))


def transcribe(seq):
    return "".join("U" if c == "T" else c for c in validate(seq))


def gc_content(seq):
    up = validate(seq)
    if len(up) == 0:
        return 0.0
    gc = len(re.findall("[GC]", up))
    return gc / len(up)


def codons(seq):
    return re.findall("...", validate(seq))


def find_motif(seq, motif):
    up, m = validate(seq), validate(motif)
    return [match.start() for match in re.finditer("(?=" + re.escape(m) + ")", up)]
