class RingBuffer:
    """Fixed-capacity buffer; appending to a full buffer drops the oldest item."""

    def __init__(self, capacity):
        if not isinstance(capacity, int) or isinstance(capacity, bool) or capacity <= 0:
            raise ValueError("capacity must be a positive int")
        self.capacity = capacity
        self._items = [None] * capacity
        self._start = 0
        self._size = 0

    def append(self, item):
        end = (self._start + self._size) % self.capacity
        self._items[end] = item
        if self._size == self.capacity:
            self._start = (self._start + 1) % self.capacity
        else:
            self._size += 1

    def __len__(self):
        return self._size

    def to_list(self):
        return [self._items[(self._start + i) % self.capacity] for i in range(self._size)]

    def is_full(self):
        return self._size == self.capacity

    def pop_oldest(self):
        if self._size == 0:
            raise IndexError("pop from empty RingBuffer")
        item = self._items[self._start]
        self._items[self._start] = None
        self._start = (self._start + 1) % self.capacity
        self._size -= 1
        return item
