"""My books and the shelves in the spare room. Widths are the spine thickness in mm."""


def parse_books(lines):
    """Lines like 'Wolf Hall | 48' -> [('Wolf Hall', 48), ...] in the same order.

    Blank lines and lines starting with # are skipped. A width must be a whole number
    above 0, else ValueError.
    """
    books = []
    for line in lines:
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        title, sep, width = text.rpartition("|")
        if not sep or not title.strip() or not width.strip().isdigit() or int(width) == 0:
            raise ValueError(f"can't read this book: {line!r}")
        books.append((title.strip(), int(width)))
    return books


def total_width(books):
    """How many mm of shelf the books take up, side by side."""
    return sum(width for _, width in books)


def fits(books, shelf_width):
    """True if all the books fit on one shelf of shelf_width mm."""
    return total_width(books) <= shelf_width


def arrange(books, shelf_width, shelves):
    """Put the books on the shelves in the order given, top shelf first.

    Returns (rows, left_over): rows has one list of titles per shelf (empty if nothing
    goes on it), left_over the titles that didn't fit once the last shelf was full.
    """
    if not isinstance(shelves, int) or isinstance(shelves, bool) or shelves < 1:
        raise ValueError("shelves must be a whole number, 1 or more")
    if shelf_width <= 0:
        raise ValueError("shelf_width must be more than 0")
    for title, width in books:
        if width > shelf_width:
            raise ValueError(f"{title!r} is wider than a shelf")
    rows = [[] for _ in range(shelves)]
    left_over = []
    shelf, used = 0, 0
    for title, width in books:
        if shelf < shelves and used + width > shelf_width:
            shelf, used = shelf + 1, 0
        if shelf >= shelves:
            left_over.append(title)
            continue
        rows[shelf].append(title)
        used += width
    return rows, left_over
