class RingBuffer:
    def __init__(self, capacity):
        if not isinstance(capacity, int) or capacity <= 0:
            raise ValueError(f"invalid capacity: {capacity!r}")
        self.capacity = capacity
        self.items = []

    def append(self, item):
        if len(self.items) < self.capacity:
            self.items.append(item)

    def __len__(self):
        return len(self.items)

    def to_list(self):
        return self.items[:]

    def is_full(self):
        return len(self.items) == self.capacity

    def pop_oldest(self):
        return self.items.pop(0)
