from linked_list import LinkedList


def test_remove_middle_first_match_only():
    ll = LinkedList([1, 2, 3, 2])
    assert ll.remove(2) is True
    assert list(ll) == [1, 3, 2]
    assert len(ll) == 3


def test_remove_head_and_tail():
    ll = LinkedList(["a", "b", "c"])
    assert ll.remove("a") is True
    assert ll.remove("c") is True
    assert list(ll) == ["b"] and len(ll) == 1
    assert ll.remove("b") is True
    assert list(ll) == [] and len(ll) == 0
    ll.append("z")
    assert list(ll) == ["z"]


def test_missing_value():
    ll = LinkedList([1, 2])
    assert ll.remove(5) is False
    assert list(ll) == [1, 2] and len(ll) == 2
    assert LinkedList().remove(1) is False
