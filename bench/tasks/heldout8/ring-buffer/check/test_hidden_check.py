import os
import subprocess
import sys

import pytest

from ringbuffer import RingBuffer


def test_basic_order_and_len():
    buf = RingBuffer(3)
    assert len(buf) == 0
    assert buf.to_list() == []
    buf.append("a")
    buf.append("b")
    assert len(buf) == 2
    assert buf.to_list() == ["a", "b"]


def test_overwrite_oldest_keeps_order():
    buf = RingBuffer(3)
    for x in range(1, 8):
        buf.append(x)
    assert len(buf) == 3
    assert buf.to_list() == [5, 6, 7]
    buf.append(8)
    assert buf.to_list() == [6, 7, 8]


def test_to_list_after_more_appends():
    buf = RingBuffer(2)
    buf.append(1)
    buf.append(2)
    assert buf.to_list() == [1, 2]
    buf.append(3)
    assert buf.to_list() == [2, 3]


def test_latest():
    buf = RingBuffer(4)
    for x in range(10):
        buf.append(x)
    assert buf.latest(1) == [9]
    assert buf.latest(3) == [7, 8, 9]
    assert buf.latest(4) == [6, 7, 8, 9]
    assert buf.latest(50) == [6, 7, 8, 9]


def test_latest_zero_is_empty():
    buf = RingBuffer(3)
    buf.append(1)
    buf.append(2)
    assert buf.latest(0) == []


def test_latest_fewer_than_n():
    buf = RingBuffer(5)
    buf.append("x")
    buf.append("y")
    assert buf.latest(3) == ["x", "y"]
    assert RingBuffer(2).latest(1) == []


def test_capacity_one():
    buf = RingBuffer(1)
    buf.append(1)
    buf.append(2)
    assert len(buf) == 1
    assert buf.to_list() == [2]
    assert buf.latest(1) == [2]


def test_bad_capacity():
    with pytest.raises(ValueError):
        RingBuffer(0)
    with pytest.raises(ValueError):
        RingBuffer(-3)


def test_user_tests_exist_and_pass():
    path = os.path.join(os.getcwd(), "test_ringbuffer.py")
    assert os.path.isfile(path), "test_ringbuffer.py is missing"
    with open(path, encoding="utf-8") as f:
        source = f.read()
    assert "ringbuffer" in source
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_ringbuffer.py"],
        cwd=os.getcwd(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert " passed" in proc.stdout
