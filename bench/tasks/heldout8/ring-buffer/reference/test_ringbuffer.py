import pytest

from ringbuffer import RingBuffer


def test_empty():
    buf = RingBuffer(3)
    assert len(buf) == 0
    assert buf.to_list() == []
    assert buf.latest(2) == []


def test_fills_up():
    buf = RingBuffer(3)
    buf.append(1)
    buf.append(2)
    assert len(buf) == 2
    assert buf.to_list() == [1, 2]


def test_overwrites_oldest():
    buf = RingBuffer(3)
    for x in range(1, 6):
        buf.append(x)
    assert len(buf) == 3
    assert buf.to_list() == [3, 4, 5]


def test_latest():
    buf = RingBuffer(4)
    for x in "abcdef":
        buf.append(x)
    assert buf.latest(2) == ["e", "f"]
    assert buf.latest(10) == ["c", "d", "e", "f"]
    assert buf.latest(0) == []


def test_capacity_one():
    buf = RingBuffer(1)
    buf.append("x")
    buf.append("y")
    assert buf.to_list() == ["y"]


@pytest.mark.parametrize("capacity", [0, -1])
def test_bad_capacity(capacity):
    with pytest.raises(ValueError):
        RingBuffer(capacity)
