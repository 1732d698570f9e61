"""Money formatting."""


def format_cents(cents):
    """Format an int number of cents as "$1,234.56" ("-$0.50" for negatives)."""
    sign = "-" if cents < 0 else ""
    dollars, rest = divmod(abs(cents), 100)
    return f"{sign}${dollars:,}.{rest:02d}"
