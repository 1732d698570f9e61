"""A small in-memory cache for expensive lookups."""

from collections import OrderedDict


class LRUCache:
    """A cache of at most ``capacity`` entries that evicts the least recently used one.

    ``get`` of a key that is present and ``put`` of any key (new or already present) both
    count as a use of that key. ``put`` of a new key when the cache is full first evicts the
    least recently used key. ``get`` of a missing key returns ``default`` and changes
    nothing. ``key in cache`` and ``len(cache)`` do not count as a use. ``keys()`` lists the
    keys from least to most recently used. ``capacity`` must be at least 1 (ValueError).
    """

    def __init__(self, capacity: int) -> None:
        if capacity < 1:
            raise ValueError("capacity must be at least 1")
        self.capacity = capacity
        self._data: OrderedDict = OrderedDict()

    def get(self, key, default=None):
        if key in self._data:
            return self._data[key]
        return default

    def put(self, key, value) -> None:
        self._data[key] = value
        if len(self._data) > self.capacity:
            self._data.popitem(last=False)

    def keys(self) -> list:
        return list(self._data)

    def __contains__(self, key) -> bool:
        return key in self._data

    def __len__(self) -> int:
        return len(self._data)
