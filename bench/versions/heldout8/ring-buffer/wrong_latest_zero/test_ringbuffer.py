from ringbuffer import RingBuffer


def test_overwrite():
    b = RingBuffer(2)
    for i in range(4):
        b.append(i)
    assert b.to_list() == [2, 3]
    assert b.latest(1) == [3]
