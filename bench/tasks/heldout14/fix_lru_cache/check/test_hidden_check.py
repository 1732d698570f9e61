import pytest

from lru import LRUCache


def test_scenario_from_report():
    c = LRUCache(2)
    c.put("a", 1)
    c.put("b", 2)
    assert c.get("a") == 1
    c.put("c", 3)
    assert "b" not in c
    assert "a" in c and "c" in c
    assert c.get("a") == 1 and c.get("c") == 3
    assert c.get("b") is None


def test_plain_eviction_order():
    c = LRUCache(3)
    for i, k in enumerate("abcd"):
        c.put(k, i)
    assert c.keys() == ["b", "c", "d"]
    assert len(c) == 3


def test_get_moves_to_end():
    c = LRUCache(3)
    for k in "xyz":
        c.put(k, k.upper())
    assert c.get("x") == "X"
    assert c.keys() == ["y", "z", "x"]
    assert c.get("y") == "Y"
    assert c.keys() == ["z", "x", "y"]


def test_update_when_full_does_not_evict():
    c = LRUCache(2)
    c.put("a", 1)
    c.put("b", 2)
    c.put("b", 20)
    assert len(c) == 2
    assert c.get("a") == 1
    assert c.get("b") == 20
    c.put("a", 10)
    assert sorted(c.keys()) == ["a", "b"]
    assert c.get("a") == 10


def test_update_marks_most_recent():
    c = LRUCache(2)
    c.put("a", 1)
    c.put("b", 2)
    c.put("a", 11)
    assert c.keys() == ["b", "a"]
    c.put("c", 3)
    assert c.keys() == ["a", "c"]
    assert c.get("a") == 11


def test_contains_does_not_change_order():
    c = LRUCache(2)
    c.put("a", 1)
    c.put("b", 2)
    assert "a" in c
    assert c.keys() == ["a", "b"]
    c.put("c", 3)
    assert "a" not in c


def test_missing_get_returns_default_without_adding():
    c = LRUCache(2)
    c.put("a", 1)
    assert c.get("zz") is None
    assert c.get("zz", 5) == 5
    assert len(c) == 1
    assert "zz" not in c
    assert c.keys() == ["a"]


def test_capacity_one():
    c = LRUCache(1)
    c.put("a", 1)
    c.put("a", 2)
    assert c.get("a") == 2
    c.put("b", 3)
    assert c.keys() == ["b"]
    assert c.get("a") is None


def test_bad_capacity():
    with pytest.raises(ValueError):
        LRUCache(0)


def test_long_sequence():
    c = LRUCache(3)
    ops = [("put", 1), ("put", 2), ("put", 3), ("get", 1), ("put", 4), ("get", 3),
           ("put", 5), ("put", 1), ("get", 2)]
    for op, k in ops:
        if op == "put":
            c.put(k, k * 10)
        else:
            c.get(k)
    # 1,2,3 -> get1: 2,3,1 -> put4: 3,1,4 -> get3: 1,4,3 -> put5: 4,3,5
    # -> put1: 3,5,1 -> get2 (missing)
    assert c.keys() == [3, 5, 1]
    assert c.get(1) == 10
