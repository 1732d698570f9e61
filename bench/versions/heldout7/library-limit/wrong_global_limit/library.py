"""A small lending library."""


class BookNotAvailable(Exception):
    """The book is already on loan."""


class LimitReached(Exception):
    """The member already has the maximum number of books on loan."""


class Library:
    def __init__(self, max_loans=3):
        self.max_loans = max_loans
        self._titles = {}  # book id -> title
        self._loans = {}  # book id -> member

    def add_book(self, book_id, title):
        if book_id in self._titles:
            raise ValueError(f"duplicate book id {book_id!r}")
        self._titles[book_id] = title

    def is_available(self, book_id):
        return book_id in self._titles and book_id not in self._loans

    def checkout(self, book_id, member):
        """Lend the book to ``member``. KeyError for an unknown book, BookNotAvailable if it is
        already on loan."""
        if book_id not in self._titles:
            raise KeyError(book_id)
        if book_id in self._loans:
            raise BookNotAvailable(book_id)
        if len(self._loans) >= self.max_loans:
            raise LimitReached(member)
        self._loans[book_id] = member

    def return_book(self, book_id):
        """Take the book back. KeyError if it is not on loan."""
        del self._loans[book_id]

    def loans_of(self, member):
        """The ids of the books ``member`` has on loan, sorted."""
        return sorted(b for b, m in self._loans.items() if m == member)
