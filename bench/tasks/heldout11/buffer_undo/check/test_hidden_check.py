import pytest

from textbuffer import TextBuffer


def test_existing_behaviour_kept():
    b = TextBuffer("hello world")
    b.insert(5, ",")
    assert b.text == "hello, world"
    assert b.delete(0, 5) == "hello"
    assert b.text == ", world"
    assert b.replace("o", "0") == 1
    assert str(b) == ", w0rld" and len(b) == 7
    with pytest.raises(IndexError):
        b.insert(99, "x")
    with pytest.raises(IndexError):
        b.delete(5, 10)
    with pytest.raises(ValueError):
        b.replace("", "x")


def test_undo_each_kind_of_edit():
    b = TextBuffer("abc")
    b.insert(3, "def")
    b.delete(0, 1)
    b.replace("d", "D")
    assert b.text == "bcDef"
    b.undo()
    assert b.text == "bcdef"
    b.undo()
    assert b.text == "abcdef"
    b.undo()
    assert b.text == "abc"


def test_nothing_to_undo():
    b = TextBuffer("start")
    with pytest.raises(IndexError):
        b.undo()
    assert b.text == "start"
    b.insert(0, ">")
    b.undo()
    with pytest.raises(IndexError):
        b.undo()
    assert b.text == "start"


def test_nothing_to_redo():
    b = TextBuffer()
    with pytest.raises(IndexError):
        b.redo()
    b.insert(0, "x")
    with pytest.raises(IndexError):
        b.redo()
    assert b.text == "x"


def test_redo_walks_forward():
    b = TextBuffer()
    b.insert(0, "a")
    b.insert(1, "b")
    b.insert(2, "c")
    b.undo()
    b.undo()
    assert b.text == "a"
    b.redo()
    assert b.text == "ab"
    b.redo()
    assert b.text == "abc"
    with pytest.raises(IndexError):
        b.redo()
    b.undo()
    assert b.text == "ab"


def test_new_edit_clears_redo():
    b = TextBuffer("one")
    b.insert(3, " two")
    b.undo()
    b.insert(0, "zero ")
    assert b.text == "zero one"
    with pytest.raises(IndexError):
        b.redo()
    b.undo()
    assert b.text == "one"
    with pytest.raises(IndexError):
        b.undo()


def test_failed_edits_not_recorded():
    b = TextBuffer("abc")
    b.insert(0, "x")
    with pytest.raises(IndexError):
        b.insert(10, "y")
    with pytest.raises(IndexError):
        b.delete(2, 10)
    with pytest.raises(ValueError):
        b.replace("", "z")
    b.undo()
    assert b.text == "abc"
    with pytest.raises(IndexError):
        b.undo()


def test_failed_edit_keeps_redo():
    b = TextBuffer("abc")
    b.insert(0, "x")
    b.undo()
    with pytest.raises(IndexError):
        b.delete(0, 99)
    b.redo()
    assert b.text == "xabc"


def test_noop_replace_not_recorded():
    b = TextBuffer("abc")
    b.delete(0, 1)
    assert b.replace("q", "Q") == 0
    b.undo()
    assert b.text == "abc"
    with pytest.raises(IndexError):
        b.undo()


def test_undo_redo_many():
    b = TextBuffer("")
    for i in range(50):
        b.insert(len(b.text), str(i % 10))
    full = b.text
    for _ in range(50):
        b.undo()
    assert b.text == ""
    for _ in range(50):
        b.redo()
    assert b.text == full


def test_independent_instances():
    a = TextBuffer("a")
    b = TextBuffer("b")
    a.insert(1, "!")
    with pytest.raises(IndexError):
        b.undo()
    a.undo()
    assert a.text == "a"
