from collections import deque


class RingBuffer:
    def __init__(self, capacity):
        if type(capacity) is not int or capacity < 1:
            raise ValueError("capacity must be a positive integer")
        self.capacity = capacity
        self._d = deque(maxlen=capacity)

    def append(self, item):
        self._d.append(item)

    def __len__(self):
        return len(self._d)

    def to_list(self):
        return list(self._d)

    def is_full(self):
        return len(self._d) == self.capacity

    def pop_oldest(self):
        if not self._d:
            raise IndexError("empty")
        return self._d.popleft()
