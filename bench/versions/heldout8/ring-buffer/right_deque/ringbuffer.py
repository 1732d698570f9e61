from collections import deque


class RingBuffer:
    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError(f"bad capacity: {capacity}")
        self._data = deque(maxlen=capacity)

    def append(self, item):
        self._data.append(item)

    def __len__(self):
        return len(self._data)

    def to_list(self):
        return list(self._data)

    def latest(self, n):
        if n == 0:
            return []
        return list(self._data)[-n:]
