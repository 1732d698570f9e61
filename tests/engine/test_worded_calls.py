"""A bug report's case written in words becomes an example of the function the report is
about (engine/grounding/worded_calls.py; heldout48's scout_camp_fix)."""

from __future__ import annotations

from openkoi.engine.grounding.bounds import signatures
from openkoi.engine.grounding.examples import examples_to_tests
from openkoi.engine.grounding.worded_calls import worded_calls

CAMP = '''import math


def camp_cost(scouts, nights, site_fee):
    return site_fee * nights + scouts * nights * 12.5


def price_per_scout(scouts, nights, site_fee):
    return math.ceil(camp_cost(scouts, nights, site_fee) / (scouts + 2))
'''
TASK = ("The per-scout price is too low: price_per_scout seems to share the cost out over "
        "the leaders as well. For 12 scouts, 2 nights, site fee 40 a night the camp costs "
        "346.0 and it tells me 25 each, which leaves us short - it should be 29 (still "
        "rounded up to a whole pound). Can you fix that?")


def test_a_case_in_words_is_a_call_of_the_function_the_report_names() -> None:
    sigs = signatures({"camp.py": CAMP})
    assert worded_calls(TASK, sigs) == [("price_per_scout(12, 2, 40)", "29")]
    tests = examples_to_tests(TASK, {"camp.py": CAMP}, {"camp.py": CAMP})
    assert [(t.call, t.expected) for t in tests] == [("price_per_scout(12, 2, 40)", "29")]


def test_nothing_is_read_where_it_could_be_read_two_ways() -> None:
    sigs = signatures({"camp.py": CAMP})
    # a parameter with no number beside it, or with two
    assert worded_calls(TASK.replace("2 nights, ", ""), sigs) == []
    assert worded_calls(TASK.replace("2 nights", "2 nights (or 3 nights)"), sigs) == []
    # no function named before the case, or two values it should be
    assert worded_calls(TASK.replace("price_per_scout seems", "it seems"), sigs) == []
    assert worded_calls(TASK.replace(" (still", ", or maybe it should be 30 (still"), sigs) == []
    # a sentence that names another function speaks of that one
    assert worded_calls(TASK.replace("the camp costs", "camp_cost gives"), sigs) == []
    # what it should be, before the case's numbers
    assert worded_calls("price_per_scout() is wrong. It should be 29 for 12 scouts, 2 "
                        "nights, site fee 40.", sigs) == []
