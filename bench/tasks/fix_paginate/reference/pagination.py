def paginate(items, page, per_page):
    """The items on page `page` (numbered from 1), `per_page` items per page. A page past
    the end is an empty list. page < 1 or per_page < 1 raises ValueError."""
    if page < 1 or per_page < 1:
        raise ValueError("page and per_page must be at least 1")
    start = (page - 1) * per_page
    return items[start:start + per_page]


def page_count(total, per_page):
    """How many pages `total` items need (0 items need 0 pages)."""
    return (total + per_page - 1) // per_page
