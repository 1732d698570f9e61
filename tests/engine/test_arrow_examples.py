"""A task's bare arrows (``[...] -> [...]``, no call) are examples of its one function of one
argument, read only where nothing can be read two ways (engine/grounding/arrows.py)."""

from __future__ import annotations

from openkoi.engine.grounding.arrows import arrow_examples, predicate_examples, word_examples
from openkoi.engine.grounding.examples import examples_to_tests

TASK = ("merge_busy() in busy.py gives wrong answers.\n- back-to-back meetings should become "
        'one block: [("10:00", "11:00"), ("11:00", "12:00")] -> [("10:00", "12:00")]\n')


def test_a_bare_arrow_is_an_example_of_the_tasks_one_function() -> None:
    assert arrow_examples(TASK, {"merge_busy", "to_minutes"}) == [
        ('merge_busy([("10:00", "11:00"), ("11:00", "12:00")])', '[("10:00", "12:00")]')]
    code = "def merge_busy(blocks):\n    return blocks\n"
    [test] = examples_to_tests(TASK, {"busy.py": code}, {"busy.py": code})
    assert (test.call, test.expected) == \
        ('merge_busy([("10:00", "11:00"), ("11:00", "12:00")])', '[("10:00", "12:00")]')


def test_arrows_that_can_be_read_two_ways_give_nothing() -> None:
    # two functions named: which one the arrow is of is not said
    assert arrow_examples(TASK + "Also fix to_minutes().", {"merge_busy", "to_minutes"}) == []
    # the function takes two arguments: a literal is not a whole call
    assert arrow_examples(TASK, {"to_minutes"}) == []
    # what the code does now, or prose after the value
    assert arrow_examples("f(x): [1] -> [2] is wrong", {"f"}) == []
    assert arrow_examples("f(x): currently [1] -> [2]", {"f"}) == []
    assert arrow_examples("f(x) maps x -> -1 if it is negative", {"f"}) == []
    # "1, 2 -> 3": the 2 is no input of its own, and "1, 2" is no one literal
    assert arrow_examples("f(x) maps: 1, 2 -> 3", {"f"}) == []
    # '"A 3" or "b 1" -> ("A", 3)': two inputs and the answer of one (heldout49's petanque)
    assert arrow_examples('f(x) reads: "A 3" or "b 1" -> ("A", 3)', {"f"}) == []
    assert arrow_examples('f(x): on the card, "A 3" or "b 1" -> ("A", 3)', {"f"}) == []
    assert arrow_examples('f(x): on the card: "A 3" -> ("A", 3)', {"f"}) == [
        ('f("A 3")', '("A", 3)')]
    assert arrow_examples("f(x) maps: [1, 2] -> 3, and (1, 2) -> 3.", {"f"}) == [
        ("f([1, 2])", "3"), ("f((1, 2))", "3")]


RLE = ('I\'d like rle.py with two functions.\n\nencode(text) turns every run into its length '
       'and the character, so "aaabccdddd" becomes "3ab2c4d". Fifteen x\'s encode to "15x".\n'
       '\ndecode(data) does the reverse: "3ab2c4d" gives back "aaabccdddd" and "12z" gives '
       'twelve z\'s.\n')
MASK = ("mask_email(address): keep the first and last character, so 'jon@x.org' becomes "
        "'j*n@x.org'. Short ones are all stars ('al@x.org' gives '**@x.org').\n")


def test_words_state_examples_of_the_one_function_a_paragraph_names() -> None:
    # heldout14's rle_module and mask_with_tests: no example of either was read
    assert word_examples(RLE, {"encode", "decode"}) == [
        ('encode("aaabccdddd")', '"3ab2c4d"'), ('decode("3ab2c4d")', '"aaabccdddd"')]
    assert word_examples(MASK, {"mask_email"}) == [
        ("mask_email('jon@x.org')", "'j*n@x.org'"), ("mask_email('al@x.org')", "'**@x.org'")]
    code = "def mask_email(address):\n    return address\n"
    tests = examples_to_tests(MASK, {"mask.py": code}, {})
    assert [t.describe() for t in tests] == ["mask_email('jon@x.org') == 'j*n@x.org'",
                                             "mask_email('al@x.org') == '**@x.org'"]


def test_words_in_doubt_or_in_prose_state_no_example() -> None:
    # a paragraph naming two functions: which one is meant?
    assert word_examples("f(x) and g(x): 'a' becomes 'b'.", {"f", "g"}) == []
    # a bug report, what should be, and a value inside prose
    assert word_examples("f(x): currently 'a' becomes 'b'.", {"f"}) == []
    assert word_examples("f(x): 'a' becomes 'b' but it should not.", {"f"}) == []
    assert word_examples("f(x): 'a' should become 'b'.", {"f"}) == []
    assert word_examples("f(x): a count of 3 gives 'xxx'.", {"f"}) == []
    assert word_examples("f(x): so 'a' becomes 'b' twice over.", {"f"}) == []
    # a call's argument is read as a call, not here
    assert word_examples("f(x): g('a') gives 'b'.", {"f"}) == []
    # a literal's own full stop does not end its sentence
    assert word_examples("f(x): so 'a.b' becomes 'b'.", {"f"}) == [("f('a.b')", "'b'")]


def test_a_predicates_examples_in_words() -> None:
    # heldout14's brackets_with_tests: the word left out after "are not"
    task = ('is_balanced(text) -> bool: so "f(a[1])" is balanced, while "(]", "(()" and ")(" '
            "are not. The empty string is balanced.")
    assert predicate_examples(task, {"is_balanced"}) == [
        ('is_balanced("f(a[1])")', "True"), ('is_balanced("(]")', "False"),
        ('is_balanced("(()")', "False"), ('is_balanced(")(")', "False")]
    assert predicate_examples("is_leap(y): 2000 is a leap, 1900 is not.", {"is_leap"}) == [
        ("is_leap(2000)", "True"), ("is_leap(1900)", "False")]
    # not a predicate, no word said, a condition, a bug report, a value inside prose
    assert predicate_examples("check(s): 'a' is balanced.", {"check"}) == []
    assert predicate_examples("is_ok(s): 'a' is.", {"is_ok"}) == []
    assert predicate_examples("is_ok(s): if 'a' is ok, stop.", {"is_ok"}) == []
    assert predicate_examples("is_ok(s): 'a' is ok but should not be.", {"is_ok"}) == []
    assert predicate_examples("is_ok(s): the value 3 is ok.", {"is_ok"}) == []
    assert predicate_examples("is_ok(s): 'a' is not a problem.", {"is_ok"}) == []


def test_each_paragraph_of_several_functions_gives_its_own_arrows() -> None:
    # heldout17's duration_parse: two functions, each in its own docstring-like section,
    # the pairs listed after "e.g." and wrapped over lines
    task = ('parse_duration(text) -> int\n    Parse "1h30m" into seconds: "2m" -> 120.\n\n'
            'format_duration(seconds) -> str\n    The reverse, largest first, e.g. 93784 ->\n'
            '    "1d 2h 3m 4s", 3600 -> "1h", 86405 -> "1d 5s". Zero gives "0s".\n')
    both = {"parse_duration", "format_duration"}
    assert arrow_examples(task, both) == [
        ('parse_duration("2m")', "120"), ("format_duration(93784)", '"1d 2h 3m 4s"'),
        ("format_duration(3600)", '"1h"'), ("format_duration(86405)", '"1d 5s"')]
    # a paragraph that names both functions says of neither
    assert arrow_examples("parse_duration(t) and format_duration(s): 60 -> 60.\n"
                          "parse_duration(t) also: '1m' -> 60.", both) == []


def test_a_function_named_by_its_module_is_named() -> None:
    # heldout21's resistor_package: "**fmt.format_ohms(value)** -> string ...: `470 -> "470Ω"`"
    task = ('**fmt.format_ohms(value)** -> string with the sign: `470 -> "470Ω"`, '
            '`4700 -> "4.7kΩ"`.\n\n**network.series(*ohms)** -> float total.')
    assert arrow_examples(task, {"format_ohms", "describe"}) == [
        ("format_ohms(470)", '"470Ω"'), ("format_ohms(4700)", '"4.7kΩ"')]


def test_a_functions_docstring_arrows_are_its_examples() -> None:
    from openkoi.engine.grounding.arrows import docstring_arrows

    doc = ("Spell out n.\n\n- Tens: the units follow after a hyphen: 21 -> 'twenty-one',\n"
           "  40 -> 'forty'.\n- A remainder under 100 follows 'and' (2019 -> 'two thousand "
           "and nineteen');\n- it is not 5 -> 'fiv'.\n")
    assert docstring_arrows("say", doc) == [
        ("say(21)", "'twenty-one'"), ("say(40)", "'forty'"),
        ("say(2019)", "'two thousand and nineteen'")]


def test_two_texts_side_by_side_are_no_one_value() -> None:
    from openkoi.engine.grounding.arrows import docstring_arrows

    doc = ("Examples:\n    'http_code'                  -> 'httpCode'\n"
           "    'http_code', upper_first=True -> 'HttpCode'\n")
    assert docstring_arrows("to_camel", doc) == [("to_camel('http_code')", "'httpCode'")]


def test_an_input_may_set_a_parameter_with_a_default_by_name() -> None:
    from openkoi.engine.grounding.arrows import docstring_arrows

    doc = ("Examples:\n    'http_code'                  -> 'httpCode'\n"
           "    'http_code', upper_first=True -> 'HttpCode'\n"
           "    'http_code', lower=True -> 'httpcode'\n")
    assert docstring_arrows("to_camel", doc, {"upper_first"}) == [
        ("to_camel('http_code')", "'httpCode'"),
        ("to_camel('http_code', upper_first=True)", "'HttpCode'")]  # lower= is no parameter


def test_a_decimal_value_is_read_whole() -> None:
    # heldout32's ski_rental_fix: "26.2 -> 26.5, 26.6 -> 27.0" was held as 26 and 27, and the
    # right code the task called fine failed its own docstring
    from openkoi.engine.grounding.arrows import docstring_arrows

    doc = "Rounded up to the next half: 26.2 -> 26.5, 26.5 -> 26.5,\n26.6 -> 27.0. Or else."
    assert docstring_arrows("mondo", doc) == [
        ("mondo(26.2)", "26.5"), ("mondo(26.5)", "26.5"), ("mondo(26.6)", "27.0")]
