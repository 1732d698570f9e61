"""Parse price strings into integer cents."""
import re

PRICE_RE = re.compile(r"\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?")


def parse_price(text):
    """'$1,234.50' -> 123450. Raises ValueError for anything malformed."""
    match = PRICE_RE.fullmatch(text.strip())
    if not match:
        raise ValueError(f"not a price: {text!r}")
    whole = int(match.group(1).replace(",", ""))
    fraction = (match.group(2) or "").ljust(2, "0")
    return whole * 100 + int(fraction)
