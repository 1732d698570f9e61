"""A fixed-size buffer that keeps the most recent items."""


class RingBuffer:
    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError("capacity must be at least 1")
        self.capacity = capacity
        self._items = [None] * capacity
        self._start = 0  # index of the oldest item
        self._size = 0

    def append(self, item):
        if self._size < self.capacity:
            self._items[(self._start + self._size) % self.capacity] = item
            self._size += 1
        else:
            self._items[self._start] = item
            self._start = (self._start + 1) % self.capacity

    def __len__(self):
        return self._size

    def to_list(self):
        return [self._items[(self._start + i) % self.capacity] for i in range(self._size)]

    def latest(self, n):
        if n <= 0:
            return []
        items = self.to_list()
        return items[max(0, len(items) - n):]
