"""Helpers for walking through sequences in pieces."""


def chunked(seq, size):
    """Split seq into consecutive lists of `size` items.

    The last chunk holds whatever is left over and may be shorter. An empty
    seq gives []. size < 1 raises ValueError.

    chunked([1, 2, 3, 4, 5], 2) -> [[1, 2], [3, 4], [5]]
    """
    if size < 1:
        raise ValueError("size must be at least 1")
    items = list(seq)
    return [items[i:i + size] for i in range(0, len(items) - size + 1, size)]


def sliding(seq, n):
    """Every window of n consecutive items of seq, as tuples, in order.

    If seq has fewer than n items there are no windows. n < 1 raises ValueError.

    sliding("abcd", 2) -> [("a", "b"), ("b", "c"), ("c", "d")]
    """
    if n < 1:
        raise ValueError("n must be at least 1")
    items = list(seq)
    return [tuple(items[i:i + n]) for i in range(len(items) - n + 1)]


def deltas(seq):
    """Differences between neighbours: deltas([1, 4, 9]) -> [3, 5]."""
    return [b - a for a, b in sliding(seq, 2)]


def moving_average(seq, n):
    """Mean of each window of n items: moving_average([1, 2, 3, 4], 2) -> [1.5, 2.5, 3.5]."""
    return [sum(window) / n for window in sliding(seq, n)]
