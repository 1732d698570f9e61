from ringbuffer import RingBuffer


def test_append():
    b = RingBuffer(3)
    b.append(1)
    b.append(2)
    assert b.to_list() == [1, 2]
    assert len(b) == 2
