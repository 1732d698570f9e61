"""A small lending library."""


class BookNotAvailable(Exception):
    """The book is already on loan."""


class LimitReached(Exception):
    def __init__(self, member, limit):
        super().__init__(f"{member} already has {limit} books on loan")
        self.member = member
        self.limit = limit


class Library:
    def __init__(self, max_loans=3):
        self._max_loans = max_loans
        self._titles = {}  # book id -> title
        self._loans = {}  # book id -> member
        self._counts = {}  # member -> number of books on loan

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
        if self._counts.get(member, 0) >= self._max_loans:
            raise LimitReached(member, self._max_loans)
        self._loans[book_id] = member
        self._counts[member] = self._counts.get(member, 0) + 1

    def return_book(self, book_id):
        """Take the book back. KeyError if it is not on loan."""
        member = self._loans.pop(book_id)
        self._counts[member] -= 1

    def loans_of(self, member):
        """The ids of the books ``member`` has on loan, sorted."""
        return sorted(b for b, m in self._loans.items() if m == member)
