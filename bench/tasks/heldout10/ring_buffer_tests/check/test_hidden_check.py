import pytest

import ringbuffer as mod


def test_example():
    b = mod.RingBuffer(3)
    for x in [1, 2, 3, 4, 5]:
        b.append(x)
    assert b.to_list() == [3, 4, 5]
    assert len(b) == 3
    assert b.is_full() is True
    assert b.pop_oldest() == 3
    assert b.to_list() == [4, 5]
    assert len(b) == 2
    assert b.is_full() is False


def test_empty_buffer():
    b = mod.RingBuffer(2)
    assert len(b) == 0
    assert b.to_list() == []
    assert b.is_full() is False
    with pytest.raises(IndexError):
        b.pop_oldest()


def test_partial_fill():
    b = mod.RingBuffer(4)
    b.append("a")
    b.append("b")
    assert b.to_list() == ["a", "b"]
    assert len(b) == 2
    assert not b.is_full()


def test_append_after_pop_after_wrap():
    b = mod.RingBuffer(3)
    for x in range(1, 8):  # 1..7 -> [5, 6, 7]
        b.append(x)
    assert b.pop_oldest() == 5
    assert b.pop_oldest() == 6
    b.append(8)
    b.append(9)
    assert b.to_list() == [7, 8, 9]
    assert b.is_full()
    b.append(10)
    assert b.to_list() == [8, 9, 10]
    assert [b.pop_oldest() for _ in range(3)] == [8, 9, 10]
    assert len(b) == 0
    with pytest.raises(IndexError):
        b.pop_oldest()


def test_capacity_one():
    b = mod.RingBuffer(1)
    b.append("x")
    b.append("y")
    assert b.to_list() == ["y"]
    assert b.is_full()
    assert b.pop_oldest() == "y"
    assert b.to_list() == []


@pytest.mark.parametrize("capacity", [0, -1, -5])
def test_bad_capacity(capacity):
    with pytest.raises(ValueError):
        mod.RingBuffer(capacity)
