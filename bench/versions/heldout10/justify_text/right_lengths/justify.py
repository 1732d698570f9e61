def _full(words, width):
    if len(words) == 1:
        return words[0].ljust(width)
    total = width - sum(map(len, words))
    gaps = len(words) - 1
    parts = []
    for i, w in enumerate(words):
        parts.append(w)
        if i < gaps:
            n = total // gaps + (1 if i < total % gaps else 0)
            parts.append(" " * n)
    return "".join(parts)


def justify(text, width):
    words = text.split()
    out = []
    i = 0
    while i < len(words):
        j = i + 1
        length = len(words[i])
        while j < len(words) and length + 1 + len(words[j]) <= width:
            length += 1 + len(words[j])
            j += 1
        chunk = words[i:j]
        if j == len(words):
            out.append(" ".join(chunk).ljust(width))
        else:
            out.append(_full(chunk, width))
        i = j
    return out
