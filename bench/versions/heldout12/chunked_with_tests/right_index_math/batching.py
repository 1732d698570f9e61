def chunked(items, size):
    if size < 1:
        raise ValueError("size must be positive")
    data = list(items)
    return [data[start:start + size] for start in range(0, len(data), size)]


def windows(items, size, step=1):
    if size < 1:
        raise ValueError("size must be positive")
    if step < 1:
        raise ValueError("step must be positive")
    data = list(items)
    count = 0 if len(data) < size else (len(data) - size) // step + 1
    return [tuple(data[k * step:k * step + size]) for k in range(count)]
