import re

_VALID = re.compile(r"[^ACGT]")
_COMPLEMENT = str.maketrans("ACGT", "TGCA")


def _check(sequence: str) -> str:
    sequence = sequence.upper()
    bad = _VALID.search(sequence)
    if bad:
        raise ValueError(f"unexpected character {bad.group()} at position {bad.start()}")
    return sequence


def complement(sequence: str) -> str:
    return _check(sequence).translate(_COMPLEMENT)


def reverse_complement(sequence: str) -> str:
    return _check(sequence)[::-1].translate(_COMPLEMENT)


def transcribe(sequence: str) -> str:
    return _check(sequence).translate(str.maketrans("T", "U"))


def gc_content(sequence: str) -> float:
    sequence = _check(sequence)
    return sum(b in "GC" for b in sequence) / len(sequence) if sequence else 0.0


def codons(sequence: str) -> list:
    sequence = _check(sequence)
    usable = len(sequence) - len(sequence) % 3
    return [sequence[i:i + 3] for i in range(0, usable, 3)]


def find_motif(sequence: str, motif: str) -> list:
    sequence, motif = _check(sequence), _check(motif)
    positions = []
    start = sequence.find(motif)
    while start != -1:
        positions.append(start)
        start = sequence.find(motif, start + 1)
    return positions
