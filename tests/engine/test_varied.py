"""A place of a function's answers that every test shows one value in gets a test with
another (heldout57's bridge_club_tests: ``tables(8) == (2, 0)`` alone let a copy that never
sits anyone out pass)."""

from __future__ import annotations

from openkoi.engine.grounding.cases import GroundedTest
from openkoi.engine.grounding.varied import varied_answers


def _t(call: str, expected: str | None = None, raises: str | None = None) -> GroundedTest:
    return GroundedTest("t", "bridge", call, expected, raises=raises)


def test_a_tuple_part_shown_with_one_value_gets_a_call_with_another() -> None:
    held = [_t("tables(8)", "(2, 0)"), _t("tables(7)", raises="ValueError")]
    pool = [_t("tables(12)", "(3, 0)"), _t("tables(9)", "(2, 1)"), _t("tables(13)", "(3, 1)"),
            _t("tables(2)", raises="ValueError")]
    # one call shows both places otherwise: it is the one kept
    assert [(t.call, t.expected) for t in varied_answers(held, pool)] == [("tables(13)", "(3, 1)")]
    # no call shows both: one for each, the shortest first
    assert [t.call for t in varied_answers(held, pool[:2])] == ["tables(9)", "tables(12)"]
    assert [t.call for t in varied_answers(held, pool[1:2])] == ["tables(9)"]


def test_a_function_shown_only_at_one_answer_and_dict_values() -> None:
    held = [_t("rate(1)", "0.0"), _t("rate(2)", "0.0"),
            _t("bill(1)", "{'total': 3, 'paid': False}"),
            _t("bill(2)", "{'total': 4, 'paid': False}")]
    pool = [_t("rate(30)", "1.5"), _t("rate(3)", "0.0"),
            _t("bill(10)", "{'total': 9, 'paid': True}"), _t("other(1)", "5")]
    assert [t.call for t in varied_answers(held, pool)] == ["rate(30)", "bill(10)"]


def test_nothing_where_the_answers_already_vary_or_cannot_be_read() -> None:
    held = [_t("f(1)", "1"), _t("f(2)", "2"), _t("g(1)", "date(2024, 1, 1)"),
            _t("h(1)", raises="ValueError")]
    pool = [_t("f(3)", "3"), _t("g(2)", "date(2024, 1, 2)"), _t("h(2)", "4")]
    assert varied_answers(held, pool) == []
    # True is not 1: a bool answer and a number answer are different values
    assert [t.call for t in varied_answers([_t("p(1)", "1")], [_t("p(0)", "True")])] == ["p(0)"]
    assert varied_answers([_t("p(1)", "1")], [_t("p(0)", "1.0")]) == []
    assert len(varied_answers([_t("f(1)", "0")], [_t(f"f({i})", str(i)) for i in range(2, 9)],
                              limit=1)) == 1
