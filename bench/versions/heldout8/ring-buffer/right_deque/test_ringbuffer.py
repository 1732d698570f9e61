import pytest
from ringbuffer import RingBuffer


def test_overwrite():
    rb = RingBuffer(2)
    rb.append(1)
    rb.append(2)
    rb.append(3)
    assert rb.to_list() == [2, 3]
    assert len(rb) == 2


def test_latest_edge_cases():
    rb = RingBuffer(3)
    rb.append("a")
    assert rb.latest(0) == []
    assert rb.latest(5) == ["a"]


def test_invalid():
    with pytest.raises(ValueError):
        RingBuffer(0)
