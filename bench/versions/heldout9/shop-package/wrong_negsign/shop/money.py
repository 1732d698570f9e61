"""Money formatting."""


def format_cents(cents):
    """Format an int number of cents as "$1,234.56" ("-$0.50" for negatives)."""
    dollars, rest = divmod(abs(cents), 100)
    if cents < 0:
        dollars = -dollars
    return f"${dollars:,}.{rest:02d}"
