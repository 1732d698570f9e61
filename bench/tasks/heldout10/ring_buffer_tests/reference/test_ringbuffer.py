import pytest

from ringbuffer import RingBuffer


def test_overwrites_oldest():
    b = RingBuffer(3)
    for x in [1, 2, 3, 4, 5]:
        b.append(x)
    assert b.to_list() == [3, 4, 5]
    assert len(b) == 3
    assert b.is_full()


def test_pop_oldest():
    b = RingBuffer(3)
    for x in [1, 2, 3, 4, 5]:
        b.append(x)
    assert b.pop_oldest() == 3
    assert b.to_list() == [4, 5]
    assert not b.is_full()


def test_pop_empty():
    with pytest.raises(IndexError):
        RingBuffer(2).pop_oldest()


@pytest.mark.parametrize("capacity", [0, -1])
def test_bad_capacity(capacity):
    with pytest.raises(ValueError):
        RingBuffer(capacity)
