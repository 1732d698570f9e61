"""Where the task says the case of the input does not matter, its examples hold in lower
case too (engine/grounding/case.py)."""

from __future__ import annotations

from openkoi.engine.grounding.case import any_case, lower_case_examples
from openkoi.engine.grounding.cases import GroundedTest


def example(call: str, expected: str | None = None, raises: str | None = None) -> GroundedTest:
    return GroundedTest("example 1 (task)", "tennis", call, expected, raises)


def test_the_examples_of_one_text_with_capitals_hold_in_lower_case() -> None:
    task = "game_score('AAB') is '30-15'. Lower-case 'a' and 'b' should work too."
    tests = [example('game_score("AAB")', "'30-15'"), example('game_score("AAAA")', "'game A'"),
             example('game_score("AX")', raises="ValueError"), example('game_score("")', "'0-0'"),
             example('pair("AB", "A")', "1"), example('echo("Hi There")', "'hi there'")]
    assert [(t.call, t.expected) for t in lower_case_examples(task, tests)] == [
        ("game_score('aab')", "'30-15'"), ("game_score('aaaa')", "'game A'")]
    dice = [example('roll_range("2d6")', "(2, 12)")]
    assert [t.call for t in lower_case_examples("The d can be upper or lower case.", dice)] \
        == ["roll_range('2D6')"]
    assert lower_case_examples("game_score('AAB') is '30-15'.", tests) == []


def test_what_says_the_case_does_not_matter() -> None:
    assert any_case("Zone names are case-insensitive (\"EU\" works too).")
    assert any_case("Accept upper or lower case letters.")
    assert any_case("lower-case input is accepted as well")
    assert any_case("Spaces may appear anywhere and letters may be lower case.")
    assert any_case("groups the anagrams, ignoring upper/lower case")
    assert any_case("- input can be lower or upper case, results are always upper case")
    assert not any_case("Return the name in lower case.")
    assert not any_case("'username': the password contains the username, compared "
                        "case-insensitively.")
    assert not any_case("'upper': no uppercase letter. Names are case-insensitive.")
    assert not any_case("Lower-case names are a bug: reject them.")
