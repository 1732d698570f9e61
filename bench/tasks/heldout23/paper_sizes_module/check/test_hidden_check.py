import os
import sys

import pytest

sys.path.insert(0, os.getcwd())
import paper  # noqa: E402

A = [(841, 1189), (594, 841), (420, 594), (297, 420), (210, 297), (148, 210), (105, 148),
     (74, 105), (52, 74), (37, 52), (26, 37)]
B = [(1000, 1414), (707, 1000), (500, 707), (353, 500), (250, 353), (176, 250), (125, 176),
     (88, 125), (62, 88), (44, 62), (31, 44)]


@pytest.mark.parametrize("n", range(11))
def test_all_sizes(n):
    assert paper.size(f"A{n}") == A[n]
    assert paper.size(f"b{n}") == B[n]
    assert paper.size(f"a{n}", landscape=True) == A[n][::-1]
    assert paper.size(f"B{n}", True) == B[n][::-1]
    w, h = paper.size(f"A{n}")
    assert type(w) is int and type(h) is int


def test_prompt_examples():
    assert paper.size("A4") == (210, 297)
    assert paper.size(" a3 ", landscape=True) == (420, 297)
    assert paper.size("B5") == (176, 250)
    assert paper.fits(297, 210, "A4") is True
    assert paper.fits(211, 297, "A4") is False
    assert paper.smallest_sheet(100, 150) == "A5"
    assert paper.smallest_sheet(900, 1300) is None
    assert paper.sheets_per("A0", "a4") == 16
    with pytest.raises(ValueError):
        paper.sheets_per("A4", "A3")


def test_size_returns_tuple_and_whitespace():
    assert paper.size("\tA6\n") == (105, 148)
    assert isinstance(paper.size("A6"), tuple)
    assert paper.size("a10") == (26, 37)


@pytest.mark.parametrize("name", ["A04", "A11", "C4", "A-1", "A", "", "4A", "AA4", "A 4", "B00",
                                  "A4.0", "A12", "B-0", "a+4", "Ä4"])
def test_bad_names(name):
    with pytest.raises(ValueError):
        paper.size(name)


@pytest.mark.parametrize("name", [4, None, b"A4", ("A", 4)])
def test_non_str_names(name):
    with pytest.raises(TypeError):
        paper.size(name)


@pytest.mark.parametrize("w,h,name,ok", [
    (210, 297, "A4", True), (297, 210, "A4", True), (211, 297, "A4", False),
    (210, 298, "A4", False), (298, 210, "A4", False), (209.5, 296.9, "a4", True),
    (1, 1, "A10", True), (26, 37, "A10", True), (27, 37, "A10", False),
    (37, 26, "A10", True), (841, 1189, "A0", True), (1189, 841, "A0", True),
    (842, 100, "A0", True), (842, 1190, "A0", False), (707, 1000, "B1", True),
    (708, 1000, "B1", False), (1000, 707, "b1", True), (148, 105, "A6", True),
])
def test_fits(w, h, name, ok):
    assert paper.fits(w, h, name) is ok


@pytest.mark.parametrize("w,h", [(0, 10), (10, 0), (-1, 10), (10, -5.5), ("10", 20), (10, None)])
def test_fits_bad_item(w, h):
    with pytest.raises(ValueError):
        paper.fits(w, h, "A4")
    with pytest.raises(ValueError):
        paper.smallest_sheet(w, h)


def test_fits_bad_name():
    with pytest.raises(ValueError):
        paper.fits(10, 10, "A11")


@pytest.mark.parametrize("w,h,series,name", [
    (100, 150, "A", "A5"), (150, 100, "A", "A5"), (105, 148, "A", "A6"), (106, 148, "A", "A5"),
    (1, 1, "A", "A10"), (26, 37, "A", "A10"), (26, 38, "A", "A9"), (210, 297, "A", "A4"),
    (210, 297.5, "A", "A3"), (841, 1189, "A", "A0"), (841, 1190, "A", None),
    (900, 1300, "A", None), (900, 1300, "B", "B0"), (100, 150, "B", "B6"), (100, 150, "b", "B6"),
    (1001, 1001, "B", None), (31, 44, "B", "B10"), (300, 400, "a", "A2"), (353, 500, "B", "B3"),
])
def test_smallest_sheet(w, h, series, name):
    assert paper.smallest_sheet(w, h, series) == name


def test_smallest_sheet_default_series():
    assert paper.smallest_sheet(1, 1) == "A10"


@pytest.mark.parametrize("series", ["C", "", "AB", "a4", None])
def test_smallest_sheet_bad_series(series):
    with pytest.raises(ValueError):
        paper.smallest_sheet(10, 10, series)


@pytest.mark.parametrize("big,small,count", [
    ("A0", "A4", 16), ("A0", "a4", 16), ("A4", "A4", 1), ("A3", "A4", 2), ("B0", "B10", 1024),
    ("a1", " A5", 16), ("B2", "b3", 2), ("A0", "A10", 1024),
])
def test_sheets_per(big, small, count):
    assert paper.sheets_per(big, small) == count


@pytest.mark.parametrize("big,small", [("A4", "A3"), ("A0", "B4"), ("B4", "A5"), ("A10", "A0"),
                                       ("A0", "A11"), ("A00", "A4")])
def test_sheets_per_errors(big, small):
    with pytest.raises(ValueError):
        paper.sheets_per(big, small)
