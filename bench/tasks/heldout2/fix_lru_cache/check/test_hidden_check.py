import pytest
from lru import LRUCache


def filled(*keys, capacity=3):
    cache = LRUCache(capacity)
    for i, key in enumerate(keys):
        cache.put(key, i)
    return cache


def test_evicts_least_recently_used_when_full():
    cache = filled("a", "b", "c")
    cache.put("d", 9)
    assert cache.keys() == ["b", "c", "d"]
    assert len(cache) == 3


def test_get_counts_as_a_use():
    cache = filled("a", "b", "c")
    assert cache.get("a") == 0
    assert cache.keys() == ["b", "c", "a"]
    cache.put("d", 9)
    assert "a" in cache and "b" not in cache


def test_put_of_existing_key_updates_and_counts_as_a_use():
    cache = filled("a", "b", "c")
    cache.put("a", 100)
    assert cache.keys() == ["b", "c", "a"]
    assert len(cache) == 3
    cache.put("d", 9)
    assert cache.get("a") == 100
    assert "b" not in cache


def test_missing_get_returns_default_and_changes_nothing():
    cache = filled("a", "b")
    assert cache.get("zzz") is None
    assert cache.get("zzz", "fallback") == "fallback"
    assert cache.keys() == ["a", "b"]


def test_contains_and_len_are_not_uses():
    cache = filled("a", "b", "c")
    assert "a" in cache
    assert len(cache) == 3
    cache.put("d", 9)
    assert "a" not in cache
    assert cache.keys() == ["b", "c", "d"]


def test_capacity_one_and_invalid_capacity():
    cache = LRUCache(1)
    cache.put("x", 1)
    cache.put("y", 2)
    assert cache.keys() == ["y"]
    with pytest.raises(ValueError):
        LRUCache(0)
