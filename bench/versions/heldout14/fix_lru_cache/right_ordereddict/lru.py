"""A small least-recently-used cache."""
from collections import OrderedDict


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
        self._data = OrderedDict()

    def get(self, key, default=None):
        try:
            self._data.move_to_end(key)
        except KeyError:
            return default
        return self._data[key]

    def put(self, key, value):
        if key in self._data:
            self._data.move_to_end(key)
        elif len(self._data) >= self.capacity:
            self._data.popitem(last=False)
        self._data[key] = value

    def keys(self):
        return list(self._data)

    def __contains__(self, key):
        return key in self._data

    def __len__(self):
        return len(self._data)
