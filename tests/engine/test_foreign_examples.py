"""Where the task names the characters an input may hold and the exception for any other, an
example with a character outside them must raise (engine/grounding/foreign.py)."""

from __future__ import annotations

from openkoi.engine.grounding.cases import GroundedTest
from openkoi.engine.grounding.foreign import foreign_examples


def example(call: str, expected: str | None = None, raises: str | None = None) -> GroundedTest:
    return GroundedTest("example 1 (task)", "dna", call, expected, raises)


DEFINED = {"complement", "gc_content", "find_motif", "count"}
TESTS = [example("complement('ATGC')", "'TACG'"), example("complement('GG')", "'CC'"),
         example("gc_content('')", "0.0"), example("find_motif('ATAT', 'AT')", "[0, 2]"),
         example("count('A-T')", "2"), example("complement('N')", raises="ValueError")]


def test_an_example_within_the_alphabet_with_a_foreign_character_first_raises() -> None:
    task = ("Notes:\n- if a sequence contains anything other than A/C/G/T, raise ValueError "
            "and put the bad character in the message")
    made = foreign_examples(task, TESTS, DEFINED)
    # one per function, a value example of one non-empty text all within the alphabet
    assert [(t.call, t.raises) for t in made] == [("complement('XATGC')", "ValueError")]
    listed = "Raise ValueError for any character other than 'a', 'c', 'g' or 't'."
    assert [t.call for t in foreign_examples(listed, [example("complement('acg')", "'tgc'")],
                                             DEFINED)] == ["complement('Xacg')"]


def test_the_case_the_task_allows_counts_as_within_the_alphabet() -> None:
    task = ("Input can be lower or upper case. Anything other than A, C, G and T raises "
            "ValueError.")
    tests = [example("complement('atgc')", "'TACG'")]
    assert [t.call for t in foreign_examples(task, tests, DEFINED)] == ["complement('Xatgc')"]
    assert foreign_examples(task.split(". ")[1], tests, DEFINED) == []


def test_a_sentence_that_names_a_function_speaks_of_that_one_only() -> None:
    task = "count(s) raises ValueError if s holds anything other than A/T/-."
    assert foreign_examples(task, TESTS, DEFINED) == []  # '-' is no member: read as none
    task = "gc_content(s) raises ValueError if s holds anything other than A, C, G or T."
    assert foreign_examples(task, [*TESTS, example("gc_content('GC')", "1.0")], DEFINED)[0] \
        .call == "gc_content('XGC')"
    assert [t.call for t in foreign_examples(task, TESTS, DEFINED)] == []


def test_nothing_where_the_sentence_is_no_plain_refusal() -> None:
    for task in ("If a sequence contains anything other than A/C/G/T it is never an error.",
                 "A multiplier other than 2 or 3 is fine.",
                 "Letters other than A or B are kept; raise ValueError for an empty text.",
                 "Anything other than A/C/G/T raises ValueError or KeyError."):
        assert foreign_examples(task, TESTS, DEFINED) == [], task
