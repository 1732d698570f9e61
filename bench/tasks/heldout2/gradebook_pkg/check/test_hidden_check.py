import pytest
from gradebook.book import Gradebook
from gradebook.letters import letter
from gradebook.ranking import rank


@pytest.mark.parametrize("score, grade", [
    (100, "A"), (90, "A"), (89.99, "B"), (80, "B"), (79.5, "C"), (70, "C"), (69, "D"),
    (60, "D"), (59.9, "F"), (0, "F"),
])
def test_letter_bands(score, grade):
    assert letter(score) == grade


@pytest.mark.parametrize("score", [-1, 100.5, 250])
def test_letter_rejects_out_of_range(score):
    with pytest.raises(ValueError):
        letter(score)


def test_gradebook_records_and_averages():
    book = Gradebook()
    book.record("zoe", 90)
    book.record("adam", 70)
    book.record("zoe", 75)
    book.record("adam", 80.5)
    assert book.students() == ["adam", "zoe"]
    assert book.average("zoe") == pytest.approx(82.5)
    assert book.average("adam") == pytest.approx(75.25)


def test_gradebook_errors():
    book = Gradebook()
    with pytest.raises(ValueError):
        book.record("max", 101)
    with pytest.raises(ValueError):
        book.record("max", -3)
    assert book.students() == []
    with pytest.raises(KeyError):
        book.average("max")
    book.record("max", 50)
    with pytest.raises(ValueError):
        book.record("max", 120)
    assert book.average("max") == 50


def test_rank_orders_and_shares_positions():
    book = Gradebook()
    for student, scores in {"eve": [85], "dan": [70], "bob": [85], "cat": [95],
                            "ann": [90, 80], "fay": [40, 60]}.items():
        for score in scores:
            book.record(student, score)
    assert rank(book) == [
        (1, "cat", 95, "A"), (2, "ann", 85, "B"), (2, "bob", 85, "B"), (2, "eve", 85, "B"),
        (5, "dan", 70, "C"), (6, "fay", 50, "F")]


def test_rank_tie_at_top_and_empty_book():
    assert rank(Gradebook()) == []
    book = Gradebook()
    book.record("b", 88)
    book.record("a", 88)
    book.record("c", 60)
    assert rank(book) == [(1, "a", 88, "B"), (1, "b", 88, "B"), (3, "c", 60, "D")]
