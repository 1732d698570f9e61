class RingBuffer:
    """Ring buffer using a growing list and a write index."""

    def __init__(self, capacity):
        if not capacity >= 1:
            raise ValueError("capacity must be >= 1")
        self._cap = capacity
        self._buf = []
        self._next = 0  # where the next overwrite goes once full

    def append(self, item):
        if len(self._buf) < self._cap:
            self._buf.append(item)
        else:
            self._buf[self._next] = item
            self._next = (self._next + 1) % self._cap

    def __len__(self):
        return len(self._buf)

    def to_list(self):
        return self._buf[self._next:] + self._buf[:self._next]

    def latest(self, n):
        out = self.to_list()
        keep = min(n, len(out))
        return out[len(out) - keep:]
