"""A task's bare arrows (``[...] -> [...]``, no call) are examples of its one function of one
argument, read only where nothing can be read two ways (engine/grounding/arrows.py)."""

from __future__ import annotations

from openkoi.engine.grounding.arrows import arrow_examples
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
    assert arrow_examples("f(x) maps: [1, 2] -> 3, and (1, 2) -> 3.", {"f"}) == [
        ("f([1, 2])", "3"), ("f((1, 2))", "3")]
