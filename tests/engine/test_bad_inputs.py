"""The bad inputs a task lists in prose become tests that they raise (grounding.bad_inputs)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from openkoi.engine.grounding import examples_to_tests, run_grounded
from openkoi.engine.grounding.bad_inputs import one_argument, stated_bad_inputs

ONE = {"parse_size"}


def bad(task: str, defined: set[str] | None = None, one: set[str] | None = None) -> list[str]:
    return [f"{f}({lit}) raises {exc}" for f, lit, exc in stated_bad_inputs(
        task, defined if defined is not None else ONE, one if one is not None else ONE)]


def test_a_list_after_an_intro_word_or_in_a_parenthesis_is_read() -> None:
    assert bad("Write parse_size(text). Raise ValueError for anything else, for instance "
               "'', '12' or '3qb'.") == [
        "parse_size('') raises ValueError", "parse_size('12') raises ValueError",
        "parse_size('3qb') raises ValueError"]
    assert bad('parse_size(text) turns "10kb" into 10240. Any other text raises ValueError '
               '("kb", "-1kb").') == [
        'parse_size("kb") raises ValueError', 'parse_size("-1kb") raises ValueError']
    assert bad('parse_size(text) must reject bad sizes: a unit on its own (such as `"mb"`) or '
               'a fraction (so "1.5kb" and "0.5b" are errors) raises ValueError.') == [
        'parse_size("mb") raises ValueError', 'parse_size("1.5kb") raises ValueError',
        'parse_size("0.5b") raises ValueError']
    # heldout14's rle_module: "count" the noun says nothing good of the inputs ("counts as" does)
    rle = ('decode(data) does the reverse. It should raise ValueError when a count is zero or '
           'starts with a zero ("0a", "05b").')
    assert bad(rle, {"decode"}, {"decode"}) == ['decode("0a") raises ValueError',
                                               'decode("05b") raises ValueError']
    assert bad(rle.replace("a count is zero", "a zero counts as none"), {"decode"},
               {"decode"}) == []


def test_the_function_is_the_one_the_sentence_or_its_line_names() -> None:
    task = ("- parse_size(text): turns a size into bytes. Units are b, kb and mb.\n"
            "  A number without a unit raises ValueError (\"12\").\n"
            "- format_size(n): the inverse.")
    # the bullet's continuation is of the function the bullet names (heldout17's
    # duration_parse: a docstring-like section per function, its sentences wrapped)
    assert bad(task, {"parse_size", "format_size"}, {"parse_size", "format_size"}) == [
        'parse_size("12") raises ValueError']
    both = ("parse_size(text) and format_size(n) convert sizes.\n"
            "A number without a unit raises ValueError (\"12\").")
    assert bad(both, {"parse_size", "format_size"}, {"parse_size", "format_size"}) == []
    one_line = ("- parse_size(text): turns a size into bytes. A number without a unit raises "
                "ValueError (\"12\").")
    assert bad(one_line, {"parse_size", "format_size"}, {"parse_size", "format_size"}) == [
        'parse_size("12") raises ValueError']


def test_what_is_not_a_list_of_bad_inputs_is_not_read() -> None:
    # a message, not an input
    assert bad("parse_size(text) raises ValueError whose message starts with 'bad size'.") == []
    # a list that says what its items mean, and a parenthesis that says it is fine
    assert bad('parse_size(text): a unit like "kb" means 1024 bytes (a bare number is a '
               'ValueError).') == []
    assert bad('parse_size(text) raises ValueError above 1 gb (exactly "1gb" is still '
               'allowed).') == []
    # a bug report's current behaviour, a negation, several functions, two arguments
    assert bad("parse_size crashes with an IndexError on an empty string, for example "
               "parse_size('').") == []
    assert bad("parse_size(text) should never raise ValueError for inputs like '0b'.") == []
    assert bad("Both parse_size(text) and check(text) raise ValueError for sizes like 'x'.",
               {"parse_size", "check"}, {"parse_size", "check"}) == []
    assert bad("convert(text, unit) raises ValueError for texts like 'x'.", {"convert"},
               set()) == []
    assert bad("parse_size(text) returns None for inputs such as 'x' and raises ValueError "
               "for negative sizes.") == []


def test_one_argument_means_one_required_argument() -> None:
    source = ("def a(x): pass\ndef b(x, y=1): pass\ndef c(x, y): pass\ndef d(): pass\n"
              "def e(x, *, key): pass\nclass K:\n    def m(self, x): pass\n")
    assert one_argument(source) == {"a", "b"}
    assert one_argument("def broken(:\n") == set()


def test_code_that_accepts_a_listed_bad_input_fails_its_test(tmp_path: Path) -> None:
    task = ("Create sizes.py with parse_size(text, base=1024) that returns a size in bytes: "
            "parse_size('2kb') == 2048. Raise ValueError for anything else, e.g. '', 'kb' or "
            "'2 kb'.")
    lenient = ("def parse_size(text, base=1024):\n"
               "    text = text.replace(' ', '')\n"
               "    if not text.endswith('kb') or not text[:-2].isdigit():\n"
               "        raise ValueError(text)\n"
               "    return int(text[:-2]) * base\n")
    (tmp_path / "sizes.py").write_text(lenient)
    tests = examples_to_tests(task, {"sizes.py": lenient}, {})
    assert [t.describe() for t in tests] == [
        "parse_size('2kb') == 2048", "parse_size('') raises ValueError",
        "parse_size('kb') raises ValueError", "parse_size('2 kb') raises ValueError"]
    results = asyncio.run(run_grounded(tests, tmp_path, 30.0))
    assert [r.passed for r in results] == [True, True, True, False]
