"""The numeric bounds a task states for a parameter become tests that a value past one
raises (grounding.bounds)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from openkoi.engine.grounding import examples_to_tests, run_grounded
from openkoi.engine.grounding.bounds import base_calls, signatures, stated_bounds


def bounds(task: str, code: str, tests: str = "", only: str | None = None) -> list[str]:
    sigs = signatures({"m.py": code})
    return [f"{call} raises {exc}" for call, exc in stated_bounds(
        task, sigs, base_calls([tests] if tests else [], sigs), only)]


SPLIT = "def split_bill(total_cents, people):\n    pass\n"


def test_a_bound_on_a_parameter_is_tried_just_past_it_and_further() -> None:
    assert bounds("Raise ValueError if `people` is less than 1 or `total_cents` is negative.",
                  SPLIT, "assert split_bill(1000, 3) == [334, 333, 333]") == [
        "split_bill(1000, 0) raises ValueError", "split_bill(1000, -4) raises ValueError",
        "split_bill(-1, 3) raises ValueError", "split_bill(-5, 3) raises ValueError"]
    ring = "class RingBuffer:\n    def __init__(self, capacity):\n        pass\n"
    assert bounds("RingBuffer(capacity): capacity must be a positive int, otherwise raise "
                  "ValueError (0 is not allowed either).", ring) == [
        "RingBuffer(0) raises ValueError", "RingBuffer(-1) raises ValueError"]
    assert bounds("ValueError for negative seconds.", "def fmt(seconds):\n    pass\n") == [
        "fmt(-1) raises ValueError", "fmt(-5) raises ValueError"]
    hexed = "def to_hex(r, g, b):\n    pass\n"
    assert bounds("If any of r, g or b is below 0 or above 255, raise ValueError.", hexed,
                  "to_hex(255, 0, 10)") == [
        "to_hex(255, 0, -1) raises ValueError", "to_hex(255, 0, -5) raises ValueError",
        "to_hex(255, 0, 256) raises ValueError", "to_hex(255, 0, 260) raises ValueError"]
    # a docstring's bound, on the function it documents; a keyword argument kept a keyword
    smooth = "def moving_average(values, window=3):\n    pass\n"
    assert bounds("window must be >= 1, otherwise ValueError.", smooth,
                  "moving_average([1, 2], window=2)", only="moving_average") == [
        "moving_average([1, 2], window=0) raises ValueError",
        "moving_average([1, 2], window=-4) raises ValueError"]


def test_a_bound_the_parameter_must_meet_raises_on_the_other_side() -> None:
    # heldout42's train_delay_fix and lemonade_stand_tests: "fare must be more than 0, else
    # ValueError" was read as "above 0 raises", and right code failed refund(1, 20)
    refund = "def refund(fare, minutes):\n    pass\n"
    assert bounds("fare must be more than 0 and minutes 0 or more, else ValueError.", refund,
                  "refund(40.0, 20)", only="refund") == [
        "refund(0, 20) raises ValueError", "refund(-5, 20) raises ValueError"]
    assert bounds("Raise ValueError unless minutes should be less than 90.", refund,
                  "refund(40.0, 20)") == [
        "refund(40.0, 90) raises ValueError", "refund(40.0, 95) raises ValueError"]
    # a requirement's verb carries over "and" to a bound with none (heldout47's
    # barbell_plates_module: one_rep_max(1, 5) was asserted to raise)
    orm = "def one_rep_max(weight, reps):\n    pass\n"
    assert bounds("reps has to be a whole number from 1 to 12 and weight more than 0, "
                  "otherwise ValueError.", orm, "one_rep_max(100, 5)")[-2:] == [
        "one_rep_max(0, 5) raises ValueError", "one_rep_max(-5, 5) raises ValueError"]
    assert bounds("reps must be an int and weight above 500 raises ValueError.", orm,
                  "one_rep_max(100, 5)") == [
        "one_rep_max(501, 5) raises ValueError", "one_rep_max(505, 5) raises ValueError"]
    # a state, not a requirement, is past the bound itself
    assert bounds("Raise ValueError if minutes is more than 90.", refund,
                  "refund(40.0, 20)") == [
        "refund(40.0, 91) raises ValueError", "refund(40.0, 95) raises ValueError"]


def test_what_does_not_state_a_bound_that_raises_is_not_read() -> None:
    top = "def top(scores, n):\n    pass\n"
    base = "top([3, 1], 1)"
    assert bounds("It returns None when n is below 0.", top, base) == []  # no exception
    assert bounds("n is never below 1, so it does not raise ValueError.", top, base) == []
    assert bounds("It crashes with a ValueError when n is below 1.", top, base) == []  # a bug
    assert bounds("Raise ValueError for bad scores; an n below 1 is treated as 1.", top,
                  base) == []  # another sentence, and a lenient one
    assert bounds("Raise ValueError for bad scores, and n below 1 is clamped to 1.", top,
                  base) == []
    assert bounds("Raise ValueError if n is less than 1.", top) == []  # no call to build on
    assert bounds("Raise ValueError if n is less than 1.", top, "top(scores, 2)") == []
    assert bounds("Raise ValueError if k is less than 1.", top, base) == []  # no such parameter
    two = top + "def bottom(scores, n):\n    pass\n"
    assert bounds("Raise ValueError if n is less than 1.", two, base + "\nbottom([1], 1)") == []


def test_code_that_checks_one_value_of_a_bound_fails_its_test(tmp_path: Path) -> None:
    given = ('def moving_average(values, window):\n'
             '    """window must be >= 1, otherwise ValueError."""\n'
             '    if window == 0:\n        raise ValueError(window)\n'
             '    return values\n')
    tests_file = "from smooth import moving_average\n\ndef test_one():\n" \
                 "    assert moving_average([1.0], 1) == [1.0]\n"
    (tmp_path / "smooth.py").write_text(given)
    files = {"smooth.py": given, "test_smooth.py": tests_file}
    tests = examples_to_tests("Fix smooth.py; the tests must pass.", files, files)
    assert [t.describe() for t in tests] == ["moving_average([1.0], 0) raises ValueError",
                                             "moving_average([1.0], -4) raises ValueError"]
    results = asyncio.run(run_grounded(tests, tmp_path, 30.0))
    assert [r.passed for r in results] == [True, False]


def test_a_rule_to_keep_the_input_checks_the_arguments_after_a_call(tmp_path: Path) -> None:
    # heldout17's range_merge_tests: "Don't modify the list passed in"; a draft that sorts
    # in place returns the right value and passed every stated example
    task = ("merge(ranges) returns a new sorted list of merged (start, end) pairs. Don't "
            "modify the list passed in. A pair with start > end raises ValueError.")
    in_place = "def merge(ranges):\n    ranges.sort()\n    return list(ranges)\n"
    drafted = ("import pytest\nfrom ranges import merge\n\ndef test_m():\n"
               "    assert merge([]) == []\n"
               "    assert merge([(5, 6), (1, 2)]) == [(1, 2), (5, 6)]\n"
               "    with pytest.raises(ValueError):\n        merge([(3, 1), (0, 0)])\n")
    (tmp_path / "ranges.py").write_text(in_place)
    tests = examples_to_tests(task, {"ranges.py": in_place}, {}, {"test_ranges.py": drafted})
    # only the input is taken from the draft's tests: not an empty one, nor one it expects
    # to raise
    assert [t.describe() for t in tests] == [
        "(lambda a: (merge(*a), list(a))[1])(([(5, 6), (1, 2)],)) == [[(5, 6), (1, 2)]]"]
    assert [r.passed for r in asyncio.run(run_grounded(tests, tmp_path, 30.0))] == [False]
    (tmp_path / "ranges.py").write_text("def merge(ranges):\n    return sorted(ranges)\n")
    assert [r.passed for r in asyncio.run(run_grounded(tests, tmp_path, 30.0))] == [True]
    # two functions and a rule that names neither: nothing
    two = in_place + "def total(ranges):\n    return 0\n"
    assert examples_to_tests("merge(r) and total(r). Don't modify the list passed in.",
                             {"ranges.py": two}, {}, {"test_ranges.py": drafted}) == []


def test_kept_inputs_and_bounds_alone_are_no_evidence_of_the_work(tmp_path: Path) -> None:
    # a draft that does none of the work keeps its input and refuses a bad window: the
    # examples check passes it but gives no grounded mark (never "done" on that alone)
    from tests.engine.test_cheap_checks import ctx_for

    from openkoi.engine.evaluators.grounded import StatedExamples
    task = ("Write smooth.py with smooth(values, window) returning a new list of trailing "
            "means. Raise ValueError if window is less than 1. Don't modify the list passed "
            "in. Also write test_smooth.py.")
    nothing = ("def smooth(values, window):\n    if window < 1:\n        raise ValueError\n"
               "    return None\n")
    drafted = "from smooth import smooth\n\ndef test_s():\n    smooth([1.0, 2.0], 1)\n"
    part = asyncio.run(StatedExamples().evaluate(ctx_for(tmp_path, task, {
        "smooth.py": nothing, "test_smooth.py": drafted})))
    assert part.findings == [] and part.grounded == ""
    assert "leave as it is" in part.evidence


CELLAR = '''class Cellar:
    def __init__(self):
        self.racks = {}

    def add(self, wine, vintage, bottles=1):
        self.racks.setdefault(wine, []).extend([vintage] * bottles)

    def drink(self, wine, bottles=1):
        if not isinstance(bottles, int) or bottles < 1:
            raise ValueError("bottles must be a positive int")
        taken = sorted(self.racks.get(wine, []))[:bottles]
        return taken
'''
CELLAR_TASK = '''Add a method `drink(self, wine, bottles=1)` to Cellar in cellar.py.
- `bottles` must be a positive int, otherwise `ValueError`.

```python
c = Cellar()
c.add("Rioja", 2015, 2)
c.drink("Rioja", 1)      # [2015]
```
'''


def test_a_bound_on_a_methods_parameter_is_tried_on_the_sessions_call(tmp_path: Path) -> None:
    tests = examples_to_tests(CELLAR_TASK, {"cellar.py": CELLAR}, {"cellar.py": ""})
    # add() takes bottles too: the method whose parameter list the task writes is meant
    assert [t.describe() for t in tests][1:] == [
        'after c = Cellar(); c.add("Rioja", 2015, 2): c.drink(\'Rioja\', 0) raises ValueError',
        'after c = Cellar(); c.add("Rioja", 2015, 2): c.drink(\'Rioja\', -1) raises ValueError']
    (tmp_path / "cellar.py").write_text(CELLAR.replace("bottles < 1", "bottles < 0"))
    results = asyncio.run(run_grounded(tests, tmp_path, timeout_s=30))
    assert [r.status for r in results] == ["passed", "failed", "passed"]
    # two methods with the parameter, neither written out: nothing is guessed
    vague = CELLAR_TASK.replace("`drink(self, wine, bottles=1)`", "drink")
    assert len(examples_to_tests(vague, {"cellar.py": CELLAR}, {"cellar.py": ""})) == 1


def test_a_range_a_value_must_not_be_outside_is_tried_on_both_sides() -> None:
    roman = "def to_roman(n):\n    pass\n"
    assert bounds("n outside 1..3999 -> ValueError.", roman, only="to_roman") == [
        "to_roman(0) raises ValueError", "to_roman(-4) raises ValueError",
        "to_roman(4000) raises ValueError", "to_roman(4004) raises ValueError"]
    assert bounds("Raise ValueError if n is not in the range 0-10.", roman) == [
        "to_roman(-1) raises ValueError", "to_roman(-5) raises ValueError",
        "to_roman(11) raises ValueError", "to_roman(15) raises ValueError"]
    # a range the parameter must be in (heldout47's barbell_plates_module)
    orm = "def one_rep_max(weight, reps):\n    pass\n"
    assert bounds("reps has to be a whole number from 1 to 12, otherwise ValueError.", orm,
                  "one_rep_max(100, 5)") == [
        "one_rep_max(100, 0) raises ValueError", "one_rep_max(100, -4) raises ValueError",
        "one_rep_max(100, 13) raises ValueError", "one_rep_max(100, 17) raises ValueError"]
    assert bounds("reps must be between 1 and 12 for the formula to hold.", orm,
                  "one_rep_max(100, 5)") == []  # no error said: nothing read
    # a bound of a name, not a number, is not read
    assert bounds("points outside 0..total raise ValueError.", roman) == []


def test_a_docstring_that_rejects_a_bool_gives_the_call_with_true() -> None:
    from openkoi.engine.grounding.bad_inputs import bool_rejected

    assert bool_rejected("n must be an int (bool is not accepted) -> TypeError otherwise.") \
        == ["TypeError"]
    assert bool_rejected("guests is a required int (a bool does not count), otherwise "
                         "ValueError") == ["ValueError"]
    assert bool_rejected("Returns a bool; raises ValueError for bad input.") == []
    assert bool_rejected("- TypeError if n isn't an int (bools aren't accepted either);") \
        == ["TypeError"]  # heldout19's numwords
    code = ('def to_roman(n):\n    """Roman numeral of n.\n\n    n must be an int (bool is '
            'rejected) -> TypeError otherwise.\n    """\n    return "I" * n\n')
    tests = examples_to_tests("Write tests for roman.py.", {"roman.py": code},
                              {"roman.py": code})
    assert [t.describe() for t in tests] == ["to_roman(True) raises TypeError"]
