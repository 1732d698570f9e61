import pytest

from mdtable import render


def lines(text):
    return text.split("\n")


def test_example():
    out = render(["name", "qty"], [["apple", 3]], align=["left", "right"])
    assert lines(out) == ["| name  | qty |", "| :---- | --: |", "| apple |   3 |"]


def test_no_align_unchanged():
    out = render(["name", "qty"], [["apple", 3], ["fig", 12]])
    assert lines(out) == ["| name  | qty |", "| ----- | --- |", "| apple | 3   |",
                          "| fig   | 12  |"]


def test_align_none_explicit_unchanged():
    assert render(["a", "bb"], [["x", "y"]], align=None) == render(["a", "bb"], [["x", "y"]])


def test_center_even_padding():
    # column width 5: "low" and "mid" get one space each side, "a" two each side
    out = render(["level", "n"], [["low", 1], ["a", 22]], align=["center", "right"])
    assert lines(out) == [
        "| level |   n |",
        "| :---: | --: |",
        "|  low  |   1 |",
        "|   a   |  22 |",
    ]


def test_all_three_and_widths():
    out = render(["task", "owner", "hours"], [["write docs", "kim", 4], ["ci", "ann", 10]],
                 align=["left", "center", "right"])
    assert lines(out) == [
        "| task       | owner | hours |",
        "| :--------- | :---: | ----: |",
        "| write docs |  kim  |     4 |",
        "| ci         |  ann  |    10 |",
    ]


def test_narrow_column_separator_width():
    out = render(["x", "y", "z"], [["1", "2", "3"]], align=["left", "right", "center"])
    assert lines(out) == ["| x   |   y |  z  |",
                          "| :-- | --: | :-: |",
                          "| 1   |   2 |  3  |"]


def test_header_padding_follows_alignment():
    out = render(["id", "description"], [["1234567", "ok"]], align=["right", "left"])
    assert lines(out)[0] == "|      id | description |"
    assert lines(out)[2] == "| 1234567 | ok          |"


def test_bad_alignment_word():
    with pytest.raises(ValueError):
        render(["a", "b"], [["1", "2"]], align=["left", "middle"])


@pytest.mark.parametrize("align", [["left"], ["left", "right", "center"]])
def test_wrong_length(align):
    with pytest.raises(ValueError):
        render(["a", "b"], [["1", "2"]], align=align)
