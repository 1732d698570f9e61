"""An exception class the task says is, or is not, a kind of another becomes a guard test
(engine/grounding/hierarchy.py)."""

from __future__ import annotations

from openkoi.engine.grounding.examples import examples_to_tests
from openkoi.engine.grounding.hierarchy import stated_kinds

CODE = "class SeatTaken(Exception):\n    pass\n\n\ndef book(seat):\n    return seat\n"


def test_a_stated_kind_is_read_for_the_codes_class_and_a_builtin_exception() -> None:
    assert stated_kinds("`RPNError`, a subclass of ValueError, used for every problem",
                        {"RPNError"}) == [("RPNError", "ValueError", True)]
    assert stated_kinds("raise `ParseError`, which must be a subclass of `ValueError`.",
                        {"ParseError"}) == [("ParseError", "ValueError", True)]
    assert stated_kinds("SeatTaken is our own exception class (not a ValueError)",
                        {"SeatTaken"}) == [("SeatTaken", "ValueError", False)]
    # a class the code does not define, or a base that is no builtin exception: nothing
    assert stated_kinds("Foo, a subclass of ValueError", {"Bar"}) == []
    assert stated_kinds("Circle, a subclass of Shape", {"Circle"}) == []


def test_it_is_a_guard_test_that_right_code_passes() -> None:
    task = "In cinema.py, SeatTaken is our own exception class (not a ValueError)."
    tests = examples_to_tests(task, {"cinema.py": CODE}, {"cinema.py": CODE})
    assert [(t.describe(), t.guard) for t in tests] == [
        ("issubclass(SeatTaken, ValueError) == False", True)]
    namespace: dict = {}
    exec(CODE, namespace)
    assert eval(tests[0].call, namespace) is False
    exec(CODE.replace("(Exception)", "(ValueError)"), namespace)
    assert eval(tests[0].call, namespace) is True
