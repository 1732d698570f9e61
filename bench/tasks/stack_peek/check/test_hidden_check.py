import pytest

from stack import Stack


def test_peek_returns_top_without_removing():
    s = Stack()
    s.push(1)
    s.push("two")
    assert s.peek() == "two"
    assert len(s) == 2
    assert s.pop() == "two"
    assert s.peek() == 1


def test_peek_on_empty_stack():
    with pytest.raises(IndexError, match="peek from empty stack"):
        Stack().peek()


def test_existing_behaviour_kept():
    s = Stack()
    with pytest.raises(IndexError, match="pop from empty stack"):
        s.pop()
    s.push(3)
    assert s.pop() == 3 and len(s) == 0
