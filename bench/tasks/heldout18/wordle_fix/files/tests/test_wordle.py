import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from wordle import feedback, turns_to_solve  # noqa: E402


def test_all_green():
    assert feedback("crane", "crane") == "GGGGG"


def test_nothing_matches():
    assert feedback("stump", "crane") == "....."


def test_yellow_and_green():
    assert feedback("react", "crane") == "YYGY."


def test_case_does_not_matter():
    assert feedback("CRANE", "crane") == "GGGGG"
    assert feedback("React", "CRANE") == "YYGY."


def test_length_mismatch():
    with pytest.raises(ValueError):
        feedback("cranes", "crane")


def test_turns_to_solve():
    assert turns_to_solve(["react", "crane"], "crane") == 2
    assert turns_to_solve(["react"], "crane") is None
