class RingBuffer:
    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError("capacity must be at least 1")
        self.capacity = capacity
        self.items = []

    def append(self, item):
        self.items.append(item)
        if len(self.items) > self.capacity:
            self.items.pop(0)

    def __len__(self):
        return len(self.items)

    def to_list(self):
        return list(self.items)

    def latest(self, n):
        return self.items[-n:]
