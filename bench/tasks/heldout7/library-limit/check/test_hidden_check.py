import pytest

from library import BookNotAvailable, Library, LimitReached


def make(n=6, **kwargs):
    lib = Library(**kwargs)
    for i in range(1, n + 1):
        lib.add_book(f"b{i}", f"Title {i}")
    return lib


def test_limit_reached_is_an_exception():
    assert issubclass(LimitReached, Exception)


def test_three_books_allowed_fourth_refused():
    lib = make()
    for b in ("b1", "b2", "b3"):
        lib.checkout(b, "ann")
    with pytest.raises(LimitReached):
        lib.checkout("b4", "ann")
    assert lib.loans_of("ann") == ["b1", "b2", "b3"]


def test_refused_book_stays_available():
    lib = make()
    for b in ("b1", "b2", "b3"):
        lib.checkout(b, "ann")
    with pytest.raises(LimitReached):
        lib.checkout("b4", "ann")
    assert lib.is_available("b4")
    lib.checkout("b4", "bob")
    assert lib.loans_of("bob") == ["b4"]


def test_returning_frees_a_slot():
    lib = make()
    for b in ("b1", "b2", "b3"):
        lib.checkout(b, "ann")
    lib.return_book("b2")
    lib.checkout("b5", "ann")
    assert lib.loans_of("ann") == ["b1", "b3", "b5"]
    with pytest.raises(LimitReached):
        lib.checkout("b6", "ann")


def test_limit_is_per_member():
    lib = make()
    for b in ("b1", "b2", "b3"):
        lib.checkout(b, "ann")
    lib.checkout("b4", "bob")
    lib.checkout("b5", "bob")
    lib.checkout("b6", "cy")
    assert lib.loans_of("bob") == ["b4", "b5"]


def test_configurable_limit():
    lib = make(max_loans=1)
    lib.checkout("b1", "ann")
    with pytest.raises(LimitReached):
        lib.checkout("b2", "ann")
    lib.checkout("b2", "bob")

    big = make(n=6, max_loans=5)
    for b in ("b1", "b2", "b3", "b4", "b5"):
        big.checkout(b, "ann")
    with pytest.raises(LimitReached):
        big.checkout("b6", "ann")


def test_existing_errors_unchanged():
    lib = make()
    lib.checkout("b1", "ann")
    with pytest.raises(BookNotAvailable):
        lib.checkout("b1", "bob")
    with pytest.raises(KeyError):
        lib.checkout("nope", "bob")
    with pytest.raises(KeyError):
        lib.return_book("b2")
