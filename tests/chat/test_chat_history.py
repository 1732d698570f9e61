"""The context a chat turn gets from the earlier ones: newest kept, trimmed to a budget."""

from __future__ import annotations

from openkoi.chat.history import ANSWER_CHARS, Turn, context


def _turn(i: int, answer: str = "", status: str = "done") -> Turn:
    return Turn(task_id=f"t{i}", text=f"question {i}", answer=answer or f"answer {i}",
                status=status, score=0.9, iterations=1, model="fake/scripted")


def test_first_turn_has_no_context() -> None:
    assert context([]) == ""


def test_all_turns_in_order_when_they_fit() -> None:
    text = context([_turn(1), _turn(2, status="below_threshold")])
    assert text.index("question 1") < text.index("answer 1") < text.index("question 2")
    assert "You answered (below threshold): answer 2" in text
    assert "left out" not in text


def test_an_interrupted_turn_has_no_answer() -> None:
    turn = Turn("t1", "question 1", "", "interrupted", None, 0, "fake/scripted")
    assert "(no answer: the turn was interrupted)" in context([turn])


def test_the_newest_turns_fit_the_budget_and_the_rest_is_counted() -> None:
    turns = [_turn(i, answer=f"answer {i} " + "x" * 900) for i in range(1, 21)]
    text = context(turns, budget=3000)
    assert len(text) < 3000 + 400
    assert "question 20" in text and "question 19" in text and "question 1\n" not in text
    kept = text.count("User: ")
    assert f"({20 - kept} older turns left out)" in text


def test_a_long_answer_is_cut() -> None:
    text = context([_turn(1, answer="y" * 10_000)])
    assert "y" * ANSWER_CHARS in text and "y" * (ANSWER_CHARS + 1) not in text
    assert "[...]" in text
