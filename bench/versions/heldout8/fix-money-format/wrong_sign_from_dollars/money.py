"""Formatting and parsing of money amounts held as integer cents."""


def format_money(cents, symbol="$"):
    """Format an amount of cents, e.g. 123456 -> '$1,234.56', -250 -> '-$2.50'."""
    dollars, rest = divmod(abs(cents), 100)
    if cents < 0:
        dollars = -dollars
    sign = "-" if dollars < 0 else ""
    return f"{sign}{symbol}{abs(dollars):,}.{rest:02d}"


def parse_money(text, symbol="$"):
    """Parse text written by format_money back into cents."""
    text = text.strip()
    negative = text.startswith("-")
    if negative:
        text = text[1:]
    if not text.startswith(symbol):
        raise ValueError(f"missing currency symbol: {text!r}")
    number = text[len(symbol):].replace(",", "")
    whole, _, frac = number.partition(".")
    if not whole.isdigit() or (frac and (not frac.isdigit() or len(frac) != 2)):
        raise ValueError(f"not a money amount: {text!r}")
    cents = int(whole) * 100 + int(frac or 0)
    return -cents if negative else cents
