"""Examples stated on an object the task builds first ("with p = Polynomial([...]):
p.derivative() == Polynomial([...])") are read with the object written out
(engine/grounding/bindings.py)."""

from __future__ import annotations

from openkoi.engine.grounding.examples import examples_to_tests

POLY = ("class Polynomial:\n    def __init__(self, coeffs):\n        self.coeffs = list(coeffs)\n"
        "    def __eq__(self, other):\n        return self.coeffs == other.coeffs\n")
TASK = ("Add a derivative method to Polynomial in poly.py. For example, with p = "
        "Polynomial([5, 3, 0, 2]):\n\np.derivative()  == Polynomial([3, 0, 6])\n"
        "p.derivative(2) == Polynomial([0, 12])\n")


def _read(task: str, code: str = POLY) -> list[str]:
    return [t.describe() for t in examples_to_tests(task, {"poly.py": code},
                                                    {"poly.py": code})]


def test_a_bound_objects_examples_are_read_with_the_object_written_out() -> None:
    assert _read(TASK) == ["Polynomial([5, 3, 0, 2]).derivative() == Polynomial([3, 0, 6])",
                           "Polynomial([5, 3, 0, 2]).derivative(2) == Polynomial([0, 12])"]


def test_no_example_where_the_object_may_change_or_cannot_compare() -> None:
    # a statement on the object between the binding and the examples
    assert _read(TASK.replace("p.derivative(2)", "p.scale(2)\np.derivative(2)")) == []
    # the name bound twice
    assert _read(TASK + "With p = Polynomial([1]):\np.derivative() == Polynomial([0])\n") == []
    # bound to something the code does not define
    assert _read(TASK.replace("p = Polynomial([5", "p = make([5")) == []
    # a class that compares by identity: its values can never be equal
    assert _read(TASK, POLY.replace("__eq__", "same")) == []
