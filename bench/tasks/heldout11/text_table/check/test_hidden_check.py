from table import render_table


def test_prompt_example():
    got = render_table(["name", "qty", "price"], [["apple", 3, 0.5], ["kiwi", 12, None]])
    assert got == ("name  | qty | price\n"
                   "------+-----+------\n"
                   "apple |   3 |  0.50\n"
                   "kiwi  |  12 |")


def test_returns_string_no_print(capsys):
    got = render_table(["a"], [["x"]])
    assert isinstance(got, str)
    assert capsys.readouterr().out == ""


def test_numeric_header_right_aligned_when_cells_wider():
    got = render_table(["n", "id"], [[1000, "a"], [7, "bbb"]])
    assert got.split("\n") == [
        "   n | id",
        "-----+----",
        "1000 | a",
        "   7 | bbb",
    ]


def test_floats_two_decimals():
    got = render_table(["x"], [[1.5], [10.0], [2]])
    assert got.split("\n") == ["    x", "-----", " 1.50", "10.00", "    2"]


def test_bool_column_is_not_numeric():
    got = render_table(["flag", "v"], [[True, 1], [False, 22]])
    assert got.split("\n") == [
        "flag  |  v",
        "------+---",
        "True  |  1",
        "False | 22",
    ]


def test_mixed_column_left_aligned():
    got = render_table(["code", "z"], [[12345, "x"], ["ab", "y"]])
    assert got.split("\n") == [
        "code  | z",
        "------+--",
        "12345 | x",
        "ab    | y",
    ]


def test_all_none_column_left_aligned_and_empty():
    got = render_table(["a", "note"], [[1, None], [22, None]])
    assert got.split("\n") == [
        " a | note",
        "---+-----",
        " 1 |",
        "22 |",
    ]


def test_no_trailing_whitespace_anywhere():
    got = render_table(["first", "last"], [["Al", "B"], ["Christopher", ""], ["D", None]])
    lines = got.split("\n")
    assert all(line == line.rstrip() for line in lines)
    assert lines == [
        "first       | last",
        "------------+-----",
        "Al          | B",
        "Christopher |",
        "D           |",
    ]
    assert not got.endswith("\n")


def test_no_rows():
    assert render_table(["a", "bb"], []) == "a | bb\n--+---"


def test_other_values_use_str():
    class Thing:
        def __str__(self):
            return "thing!"

    got = render_table(["what"], [[Thing()], [None]])
    assert got.split("\n") == ["what", "------", "thing!", ""]
