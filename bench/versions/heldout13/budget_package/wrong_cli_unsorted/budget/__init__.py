"""Household budget: parse a spending file and summarise it."""
from .parse import ParseError, Transaction, load, parse_line
from .report import monthly_net, totals_by_category

__all__ = ["ParseError", "Transaction", "load", "parse_line", "monthly_net", "totals_by_category"]
