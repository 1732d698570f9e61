from collections import deque
from itertools import islice


def chunked(items, size):
    if size < 1:
        raise ValueError(f"size must be >= 1, got {size}")
    it = iter(items)
    result = []
    while True:
        piece = list(islice(it, size))
        if not piece:
            return result
        result.append(piece)


def windows(items, size, step=1):
    if size < 1 or step < 1:
        raise ValueError("size and step must be >= 1")
    window = deque(maxlen=size)
    out = []
    since_last = step  # the first full window is always emitted
    for item in items:
        window.append(item)
        if since_last < step:
            since_last += 1
        if len(window) == size and since_last == step:
            out.append(tuple(window))
            since_last = 0
    return out
