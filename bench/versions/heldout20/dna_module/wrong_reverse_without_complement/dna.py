"""Small helpers for working with DNA strings."""

_PAIRS = {"A": "T", "T": "A", "C": "G", "G": "C"}


def _clean(seq):
    seq = seq.upper()
    for base in seq:
        if base not in _PAIRS:
            raise ValueError(f"invalid base {base!r} in sequence")
    return seq


def complement(seq):
    return "".join(_PAIRS[b] for b in _clean(seq))


def reverse_complement(seq):
    return _clean(seq)[::-1]


def transcribe(seq):
    return _clean(seq).replace("T", "U")


def gc_content(seq):
    seq = _clean(seq)
    if not seq:
        return 0.0
    return (seq.count("G") + seq.count("C")) / len(seq)


def codons(seq):
    seq = _clean(seq)
    return [seq[i:i + 3] for i in range(0, len(seq) - 2, 3)]


def find_motif(seq, motif):
    seq = _clean(seq)
    motif = _clean(motif)
    return [i for i in range(len(seq) - len(motif) + 1) if seq.startswith(motif, i)]
