"""Helpers to split sequences into batches and sliding windows."""


def chunked(items, size):
    if size < 1:
        raise ValueError("size must be at least 1")
    chunks = []
    current = []
    for item in items:
        current.append(item)
        if len(current) == size:
            chunks.append(current)
            current = []
    if current:
        chunks.append(current)
    return chunks


def windows(items, size, step=1):
    if size < 1:
        raise ValueError("size must be at least 1")
    if step < 1:
        raise ValueError("step must be at least 1")
    seq = list(items)
    return [tuple(seq[i:i + size]) for i in range(0, len(seq) - size + 1, step)]
