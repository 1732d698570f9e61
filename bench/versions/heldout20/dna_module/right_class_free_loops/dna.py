def _normalise(seq):
    result = []
    for index, ch in enumerate(seq):
        c = ch.upper()
        if c not in ("A", "C", "G", "T"):
            raise ValueError("bad character %r at index %d" % (ch.upper(), index))
        result.append(c)
    return "".join(result)


def complement(seq):
    seq = _normalise(seq)
    out = ""
    for c in seq:
        if c == "A":
            out += "T"
        elif c == "T":
            out += "A"
        elif c == "C":
            out += "G"
        else:
            out += "C"
    return out


def reverse_complement(seq):
    comp = complement(seq)
    return comp[::-1]


def transcribe(seq):
    return _normalise(seq).replace("T", "U")


def gc_content(seq):
    seq = _normalise(seq)
    total = len(seq)
    if total == 0:
        return 0.0
    gc = 0
    for c in seq:
        if c in "GC":
            gc += 1
    return gc / total


def codons(seq):
    seq = _normalise(seq)
    out = []
    i = 0
    while i + 3 <= len(seq):
        out.append(seq[i:i + 3])
        i += 3
    return out


def find_motif(seq, motif):
    seq = _normalise(seq)
    motif = _normalise(motif)
    hits = []
    for i in range(len(seq)):
        if seq[i:i + len(motif)] == motif and len(seq) - i >= len(motif):
            hits.append(i)
    return hits
