"""A small least-recently-used cache."""


class LRUCache:
    """A dict-like cache holding at most `capacity` keys.

    - get(key, default=None): the value for key (or default when the key is
      absent, without adding it). Reading a key marks it as most recently used.
    - put(key, value): add or update a key and mark it most recently used. When
      adding a new key would exceed the capacity, the least recently used key is
      evicted first. Updating a key that is already present never evicts anything.
    - keys(): the keys from least to most recently used.
    - len(cache) and `key in cache` work too; `in` does not change the order.

    capacity must be at least 1, otherwise ValueError.
    """

    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError("capacity must be at least 1")
        self.capacity = capacity
        self._data = {}
        self._order = []  # least recently used first

    def get(self, key, default=None):
        if key in self._data:
            self._order.remove(key)
            self._order.append(key)
            return self._data[key]
        return default

    def put(self, key, value):
        if len(self._data) >= self.capacity:
            oldest = self._order.pop(0)
            del self._data[oldest]
        if key in self._data:
            self._order.remove(key)
        self._data[key] = value
        self._order.append(key)

    def keys(self):
        return list(self._order)

    def __contains__(self, key):
        return key in self._data

    def __len__(self):
        return len(self._data)
