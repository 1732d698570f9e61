import inspect
import os
import sys
import textwrap

import pytest

sys.path.insert(0, os.getcwd())
from board import Board  # noqa: E402

ORIGINAL = '"""A tiny kanban board: columns of cards, with optional WIP limits."""\n\n\nclass Board:\n    def __init__(self, columns, limits=None):\n        """columns: column names in order, e.g. ["todo", "doing", "done"].\n        limits: optional dict column -> maximum number of cards (WIP limit).\n        """\n        if len(set(columns)) != len(columns) or not columns:\n            raise ValueError("columns must be a non-empty list of distinct names")\n        self.order = list(columns)\n        self.columns = {name: [] for name in self.order}\n        self.limits = dict(limits or {})\n        self._next_id = 1\n\n    def _check_room(self, column):\n        if column not in self.columns:\n            raise KeyError(column)\n        limit = self.limits.get(column)\n        if limit is not None and len(self.columns[column]) >= limit:\n            raise ValueError(f"column {column!r} is full")\n\n    def add(self, title, column=None):\n        """Add a new card (to the first column by default) and return its id."""\n        column = self.order[0] if column is None else column\n        self._check_room(column)\n        card = {"id": self._next_id, "title": title}\n        self._next_id += 1\n        self.columns[column].append(card)\n        return card["id"]\n\n    def find(self, card_id):\n        """Return (column, index) of a card; KeyError if there is no such card."""\n        for name in self.order:\n            for index, card in enumerate(self.columns[name]):\n                if card["id"] == card_id:\n                    return name, index\n        raise KeyError(card_id)\n\n    def titles(self, column):\n        return [card["title"] for card in self.columns[column]]\n\n    def count(self):\n        return sum(len(cards) for cards in self.columns.values())\n'

def snapshot(b):
    return ({name: [dict(card) for card in cards] for name, cards in b.columns.items()},
            list(b.order), dict(b.limits), b._next_id)


@pytest.mark.parametrize("name", ["__init__", "_check_room", "add", "find", "titles", "count"])
def test_existing_methods_unchanged(name):
    got = textwrap.dedent(inspect.getsource(getattr(Board, name)))
    start = ORIGINAL.index("    def " + name + "(")
    end = ORIGINAL.find("\n    def ", start + 1)
    want = textwrap.dedent(ORIGINAL[start:] if end == -1 else ORIGINAL[start:end + 1])
    assert got.strip() == want.strip()


def make():
    b = Board(["todo", "doing", "done"], limits={"doing": 2})
    ids = [b.add(t) for t in ("write spec", "review", "deploy")]
    return b, ids


def test_prompt_example():
    b, (t1, t2, t3) = make()
    assert b.move(t1, "doing") is None
    b.move(t2, "doing", 0)
    assert b.titles("doing") == ["review", "write spec"]
    with pytest.raises(ValueError):
        b.move(t3, "doing")
    assert b.titles("todo") == ["deploy"]
    assert b.titles("doing") == ["review", "write spec"]
    b.move(t1, "doing", 0)
    assert b.titles("doing") == ["write spec", "review"]
    with pytest.raises(IndexError):
        b.move(t3, "done", 1)
    assert b.titles("todo") == ["deploy"]
    assert b.titles("done") == []


def test_same_column_positions():
    for pos, expected in [(0, "abc"), (1, "bac"), (2, "bca"), (None, "bca")]:
        b = Board(["x"])
        ids = {t: b.add(t) for t in "abc"}
        b.move(ids["a"], "x", pos)
        assert "".join(b.titles("x")) == expected, pos
    b = Board(["x"])
    ids = {t: b.add(t) for t in "abcd"}
    b.move(ids["d"], "x", 0)
    assert b.titles("x") == list("dabc")
    b.move(ids["b"], "x", 3)
    assert b.titles("x") == list("dacb")
    b.move(ids["a"], "x", 1)
    assert b.titles("x") == list("dacb")


@pytest.mark.parametrize("pos", [3, 4, -1, -3, 100])
def test_same_column_bad_position(pos):
    b = Board(["x", "y"])
    ids = [b.add(t) for t in "abc"]
    before = snapshot(b)
    with pytest.raises(IndexError):
        b.move(ids[0], "x", pos)
    assert snapshot(b) == before


def test_other_column_positions():
    b = Board(["l", "r"])
    a, bb, c = b.add("a"), b.add("b"), b.add("c")
    b.move(a, "r", 0)
    b.move(bb, "r", 1)
    b.move(c, "r", 1)
    assert b.titles("r") == ["a", "c", "b"]
    assert b.titles("l") == []
    d = b.add("d")
    b.move(d, "r", 3)
    assert b.titles("r") == ["a", "c", "b", "d"]
    e = b.add("e")
    with pytest.raises(IndexError):
        b.move(e, "r", 5)
    with pytest.raises(IndexError):
        b.move(e, "r", -1)
    assert b.titles("l") == ["e"]
    assert b.count() == 5


def test_same_card_object_kept():
    b = Board(["a", "b"])
    cid = b.add("thing")
    card = b.columns["a"][0]
    b.move(cid, "b")
    assert b.columns["b"][0] is card
    assert card == {"id": cid, "title": "thing"}
    assert b.find(cid) == ("b", 0)


def test_unknown_card_and_column():
    b, (t1, t2, t3) = make()
    before = snapshot(b)
    with pytest.raises(KeyError):
        b.move(99, "doing")
    with pytest.raises(KeyError):
        b.move(t1, "blocked")
    with pytest.raises(KeyError):
        b.move(t1, "blocked", 0)
    assert snapshot(b) == before


def test_full_column_unchanged():
    b = Board(["todo", "doing"], limits={"doing": 1})
    a = b.add("a")
    c = b.add("c")
    b.move(a, "doing")
    before = snapshot(b)
    for pos in (None, 0, 1):
        with pytest.raises(ValueError):
            b.move(c, "doing", pos)
        assert snapshot(b) == before
    assert b.count() == 2


def test_reorder_in_full_column():
    b = Board(["todo", "doing"], limits={"doing": 3})
    ids = [b.add(t, "doing") for t in "abc"]
    b.move(ids[2], "doing", 0)
    assert b.titles("doing") == ["c", "a", "b"]
    b.move(ids[2], "doing")
    assert b.titles("doing") == ["a", "b", "c"]
    with pytest.raises(IndexError):
        b.move(ids[0], "doing", 3)
    assert b.titles("doing") == ["a", "b", "c"]


def test_limit_zero_and_unlimited():
    b = Board(["todo", "frozen", "done"], limits={"frozen": 0})
    x = b.add("x")
    with pytest.raises(ValueError):
        b.move(x, "frozen")
    for _ in range(10):
        b.add("y")
    for cid in range(1, 12):
        b.move(cid, "done", 0)
    assert len(b.titles("done")) == 11
    assert b.titles("done")[-1] == "x"


def test_move_back_and_forth_keeps_count():
    b = Board(["a", "b", "c"], limits={"b": 2})
    ids = [b.add(str(i)) for i in range(5)]
    b.move(ids[0], "b")
    b.move(ids[1], "b")
    b.move(ids[0], "c")
    b.move(ids[2], "b", 0)
    b.move(ids[1], "a", 0)
    assert b.titles("a") == ["1", "3", "4"]
    assert b.titles("b") == ["2"]
    assert b.titles("c") == ["0"]
    assert b.count() == 5
    assert [b.find(i)[0] for i in ids] == ["c", "a", "b", "a", "a"]
