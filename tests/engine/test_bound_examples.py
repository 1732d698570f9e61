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


NIGHT = ("def total(slips, lengths):\n    return sum(lengths[s] for s in slips)\n\n\n"
         "def order(slips):\n    return sorted(slips)\n")


def test_data_a_line_binds_is_written_out_where_an_example_reads_it() -> None:
    # heldout36's karaoke_module: the example night's doctest read two names bound on lines
    # of their own, so none of its examples was tested
    task = ("Here's an example night:\n\nslips = ['b', 'a']\nlengths = {'a': 1, 'b': 2}\n\n"
            ">>> o = order(slips)\n>>> o\n['a', 'b']\n>>> total(slips, lengths)\n3\n\n"
            "And total(['a'], lengths) == 1.\n")
    code = {"night.py": NIGHT}
    assert [t.describe() for t in examples_to_tests(task, code, code)] == [
        "total(['b', 'a'], {'a': 1, 'b': 2}) == 3", "total(['a'], {'a': 1, 'b': 2}) == 1",
        "after o = order(['b', 'a']): o == ['a', 'b']"]
    # a name bound twice, or to something that is no literal, stays a free name
    twice = task + "\nslips = ['c']\n"
    assert all("slips" not in t.call or "'b'" not in t.call
               for t in examples_to_tests(twice, code, code))
    assert examples_to_tests(task.replace("['b', 'a']", "load()"), code, code)[0].describe() \
        == "total(['a'], {'a': 1, 'b': 2}) == 1"


def test_a_name_a_sentence_binds_to_a_literal_is_written_out_where_a_call_passes_it() -> None:
    # heldout38's car_wash_fix: 'With the queue [...], wait_for(queue, 1) gives 6 ...': the
    # call read a name nothing bound, and neither reported value was tested
    code = {"night.py": NIGHT}
    task = ('With the slips ["b", "a"], order(slips) gives ["b"] when it should be ["a", "b"].'
            "\nAnd total(slips, {'a': 1, 'b': 2}) should be 3.")
    assert [t.describe() for t in examples_to_tests(task, code, code)] == [
        'order(["b", "a"]) == ["a", "b"]', "total([\"b\", \"a\"], {'a': 1, 'b': 2}) == 3"]
    # bound twice in words, or also with "=", or to no literal: left as it was
    for other in (task + " With the slips ['c'], order(slips) is ['c'].",
                  task + "\nslips = ['c']", task.replace('["b", "a"],', "of tonight,")):
        assert not any('"b", "a"' in t.call for t in examples_to_tests(other, code, code))


CAMP = ("def parse_booking(line):\n    pitch, name = [p.strip() for p in line.split(',')]\n"
        "    return int(pitch), name\n\n\n"
        "def on_pitch(bookings, pitch):\n"
        "    return [n for p, n in bookings if p == pitch]\n")


def test_records_under_a_heading_are_read_by_the_codes_parser_where_an_example_uses_them(
) -> None:
    # heldout37's campsite_day_sheet_edit: "with these bookings:" and one record a line, then
    # 'day_sheet(bookings, "2024-07-20") should be' with its dict on the next line: never run
    task = ("bookings is a list of what parse_booking gives back. For example with these "
            "bookings:\n\n3, Okafor\n7, Murphy\n3, Patel\n\non_pitch(bookings, 3) should be\n"
            "['Okafor', 'Patel']\n\nand on_pitch(bookings, 9) == [].\n")
    code = {"camp.py": CAMP}
    rows = "[parse_booking('3, Okafor'), parse_booking('7, Murphy'), parse_booking('3, Patel')]"
    assert [t.describe() for t in examples_to_tests(task, code, code)] == [
        f"on_pitch({rows}, 3) == ['Okafor', 'Patel']", f"on_pitch({rows}, 9) == []"]
    # no parser named for one record: the name stays free, nothing is read
    assert examples_to_tests(task, {"camp.py": CAMP.replace("parse_booking", "parse")},
                             {"camp.py": CAMP.replace("parse_booking", "parse")}) == []
    # the name bound somewhere in the task: not the block's
    assert examples_to_tests(task + "\nbookings = load()\n", code, code) == []


def test_a_value_on_the_line_under_its_call_is_the_calls() -> None:
    from openkoi.engine.grounding.examples import stated_examples

    assert stated_examples('f([1], "a") should be\n{"a": [1,\n2]}\n\nMore text.') == [
        ('f([1], "a")', '{"a": [1, 2]}', None)]
    assert stated_examples("square(2) returns\n4\nsquare(3) returns 9") == [
        ("square(2)", "4", None), ("square(3)", "9", None)]
    assert stated_examples("f(2) should be\nsomething nice\n") == []
