"""The take-a-number roll at the deli counter: tickets 1 to 99, then 1 again."""

LAST = 99


def _ticket(number):
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= LAST:
        raise ValueError(f"not a ticket number: {number!r}")
    return number


def next_ticket(number):
    """The ticket after ``number``; 99 is followed by 1."""
    return _ticket(number) % LAST + 1


def people_ahead(now_serving, mine):
    """Tickets still to be called before ``mine``, counting forward from the
    one being served (which is not counted). 0 when it is my turn."""
    _ticket(now_serving)
    _ticket(mine)
    if now_serving == mine:
        return 0
    return (mine - now_serving - 1) % LAST


def wait_minutes(now_serving, mine, minutes_each=2):
    """Estimated wait: the customer at the counter plus everybody ahead of
    me, ``minutes_each`` minutes each. 0 when it is my turn."""
    if (isinstance(minutes_each, bool) or not isinstance(minutes_each, (int, float))
            or minutes_each <= 0):
        raise ValueError("minutes_each must be a number greater than 0")
    ahead = people_ahead(now_serving, mine)
    if now_serving == mine:
        return 0
    return (ahead + 1) * minutes_each


def parse_ticket(text):
    """'#07', '07', '7' or ' #7 ' -> 7."""
    if not isinstance(text, str):
        raise TypeError("ticket text must be a str")
    body = text.strip()
    if body.startswith("#"):
        body = body[1:]
    if not (1 <= len(body) <= 2 and body.isascii() and body.isdigit()):
        raise ValueError(f"not a ticket: {text!r}")
    return _ticket(int(body))


def format_ticket(number):
    """7 -> '#07', 99 -> '#99'."""
    return f"#{_ticket(number):02d}"
