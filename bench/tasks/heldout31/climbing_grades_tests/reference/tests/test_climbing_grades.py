import pytest

from climbing_grades import GRADES, hardest, pyramid, rank, ready_for, step


def test_grades_list():
    assert len(GRADES) == 29
    assert GRADES[:6] == ["5.5", "5.6", "5.7", "5.8", "5.9", "5.10a"]
    assert GRADES[-1] == "5.15d"


@pytest.mark.parametrize("grade,expected", [
    ("5.5", 0), ("5.9", 4), ("5.10a", 5), ("5.10d", 8), ("5.11a", 9), ("5.15a", 25),
    ("5.15d", 28), (" 5.11B ", 10), ("5.12C", 15), ("\t5.7\n", 2),
])
def test_rank(grade, expected):
    assert rank(grade) == expected


@pytest.mark.parametrize("bad", ["5.10", "5.9a", "5.4", "5.16a", "5.10e", "", "5 .10a", "V5",
                                 "5.10 a"])
def test_unknown_grades(bad):
    with pytest.raises(ValueError):
        rank(bad)
    with pytest.raises(ValueError):
        step(bad)
    with pytest.raises(ValueError):
        hardest(["5.9", bad])
    with pytest.raises(ValueError):
        pyramid(bad)
    with pytest.raises(ValueError):
        ready_for("5.9", [bad])


@pytest.mark.parametrize("bad", [None, 5.9, 510, ["5.9"]])
def test_non_str_grades(bad):
    with pytest.raises(TypeError):
        rank(bad)
    with pytest.raises(TypeError):
        step(bad)
    with pytest.raises(TypeError):
        hardest([bad])
    with pytest.raises(TypeError):
        pyramid(bad)


def test_step():
    assert step("5.9") == "5.10a"
    assert step("5.10a", -2) == "5.8"
    assert step(" 5.10D ") == "5.11a"
    assert step("5.5", 28) == "5.15d"
    assert step("5.15d", -28) == "5.5"
    assert step("5.12b", 0) == "5.12b"
    assert step("5.15c") == "5.15d"


@pytest.mark.parametrize("grade,n", [("5.5", -1), ("5.6", -2), ("5.15d", 1), ("5.15a", 4),
                                     ("5.5", 29), ("5.9", -100)])
def test_step_off_the_ends(grade, n):
    with pytest.raises(ValueError):
        step(grade, n)


@pytest.mark.parametrize("n", [True, False, 1.0, "1", None])
def test_step_n_must_be_int(n):
    with pytest.raises(TypeError):
        step("5.9", n)


def test_hardest():
    assert hardest(["5.9", "5.10a", "5.8"]) == "5.10a"
    assert hardest(["5.11a", "5.10d", "5.9"]) == "5.11a"
    assert hardest([" 5.11B ", "5.7"]) == "5.11b"
    assert hardest(["5.5"]) == "5.5"
    assert hardest(["5.15D", "5.15c"]) == "5.15d"
    with pytest.raises(ValueError):
        hardest([])


def test_pyramid():
    assert pyramid("5.10b") == {"5.10b": 1, "5.10a": 2, "5.9": 4}
    assert pyramid("5.11A", levels=4) == {"5.11a": 1, "5.10d": 2, "5.10c": 4, "5.10b": 8}
    assert pyramid("5.8", levels=1) == {"5.8": 1}
    assert pyramid("5.15d") == {"5.15d": 1, "5.15c": 2, "5.15b": 4}


def test_pyramid_stops_at_the_bottom():
    assert pyramid("5.6") == {"5.6": 1, "5.5": 2}
    assert pyramid("5.5", levels=5) == {"5.5": 1}
    assert pyramid("5.7", levels=10) == {"5.7": 1, "5.6": 2, "5.5": 4}


@pytest.mark.parametrize("levels", [0, -1, 1.5, "3", None, True])
def test_pyramid_bad_levels(levels):
    with pytest.raises(ValueError):
        pyramid("5.10a", levels)


def test_ready_for():
    sends = ["5.10b"] + ["5.10a"] * 2 + ["5.9"] * 4
    assert ready_for("5.10b", sends) is True
    assert ready_for("5.10b", sends + ["5.12a", "5.7"]) is True
    assert ready_for("5.10b", sends[:-1]) is False
    assert ready_for("5.10b", [" 5.10B"] + ["5.10A "] * 2 + ["5.9"] * 4) is True
    assert ready_for("5.10b", sends, levels=4) is False
    assert ready_for("5.10b", sends + ["5.8"] * 8, levels=4) is True
    assert ready_for("5.8", ["5.8"], levels=1) is True
    assert ready_for("5.8", [], levels=1) is False


def test_ready_for_harder_sends_do_not_count():
    sends = ["5.10b"] + ["5.10c"] * 2 + ["5.9"] * 4
    assert ready_for("5.10b", sends) is False
    assert ready_for("5.10b", ["5.11a"] * 10) is False


def test_ready_for_near_the_bottom():
    assert ready_for("5.6", ["5.6", "5.5", "5.5"]) is True
    assert ready_for("5.6", ["5.6", "5.5"]) is False
