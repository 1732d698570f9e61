class RingBuffer:
    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError("capacity must be at least 1")
        self.capacity = capacity
        self.data = []
        self.pos = 0

    def append(self, item):
        if len(self.data) < self.capacity:
            self.data.append(item)
        else:
            self.data[self.pos] = item
        self.pos = (self.pos + 1) % self.capacity

    def __len__(self):
        return len(self.data)

    def to_list(self):
        return list(self.data)

    def latest(self, n):
        if n <= 0:
            return []
        return self.data[-n:]
