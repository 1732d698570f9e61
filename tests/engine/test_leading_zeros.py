"""A model's one-digit leading-zero integers (``date(2024, 07, 08)``) written plainly where
they kept its file from parsing (engine/leading_zeros.py), and through the draft's reply."""

from __future__ import annotations

import ast

from openkoi.engine.draft import reply_contents
from openkoi.engine.leading_zeros import mend_leading_zeros

COTTAGE = ("from datetime import date\n\n"
           "def first_free():\n"
           "    return date(2024, 07, 08)  # 07 is July\n\n"
           "LABEL = '07/08'\n")


def test_a_one_digit_leading_zero_integer_is_that_digit() -> None:
    # heldout60's holiday_cottage_edit: two of three drafts failed on this line alone
    mended = mend_leading_zeros(COTTAGE)
    assert "date(2024, 7, 8)  # 07 is July" in mended  # not in the comment
    assert "LABEL = '07/08'" in mended  # nor in a string
    ns: dict[str, object] = {}
    exec(compile(mended, "cottage.py", "exec"), ns)
    assert str(ns["first_free"]()) == "2024-07-08"  # type: ignore[operator]
    assert mend_leading_zeros("x = (0007, 00)\n") == "x = (7, 00)\n"


def test_nothing_is_guessed() -> None:
    # a longer literal is 493 as octal and 755 as decimal: the file stays as it was
    for text in ("mode = 0755\n", "x = date(2024, 07, 010)\n"):
        assert mend_leading_zeros(text) == text
    # a file that parses, or fails on something else, or cannot be tokenized
    for text in ("x = 0o7 + 0 + 7\n", "def f(:\n    return 07\n", "x = (07,\n"):
        assert mend_leading_zeros(text) == text
    # another error after the mended literal stays for the evaluator to report
    mended = mend_leading_zeros("x = 07\ny = 1 +\n")
    assert mended == "x = 7\ny = 1 +\n"


def test_a_drafts_file_is_mended_before_it_is_spliced() -> None:
    old = "def keep():\n    return 1\n\ndef first_free():\n    return None\n"
    part = "def first_free():\n    from datetime import date\n    return date(2024, 07, 08)\n"
    contents, skipped = reply_contents({"cottage.py": [part]}, {"cottage.py": old})
    assert not skipped
    tree = ast.parse(contents["cottage.py"])  # spliced: both functions, and it parses
    assert [n.name for n in tree.body if isinstance(n, ast.FunctionDef)] == [
        "keep", "first_free"]
    new, _ = reply_contents({"dates.py": ["START = date(2024, 01, 05)\n"]}, {})
    assert "date(2024, 1, 5)" in new["dates.py"]
