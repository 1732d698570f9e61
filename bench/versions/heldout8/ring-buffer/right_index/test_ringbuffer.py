from ringbuffer import RingBuffer
import pytest


def test_wraps():
    b = RingBuffer(3)
    for i in range(5):
        b.append(i)
    assert b.to_list() == [2, 3, 4]
    assert b.latest(2) == [3, 4]
    assert b.latest(0) == []


def test_capacity_error():
    with pytest.raises(ValueError):
        RingBuffer(-1)
