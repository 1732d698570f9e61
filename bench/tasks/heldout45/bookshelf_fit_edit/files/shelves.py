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
