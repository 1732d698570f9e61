"""Read a plain-text spending ledger and summarise it."""
from .parsing import Entry, ParseError, load, parse_line
from .reports import monthly_totals, top_categories

__all__ = ["Entry", "ParseError", "load", "parse_line", "monthly_totals", "top_categories"]
