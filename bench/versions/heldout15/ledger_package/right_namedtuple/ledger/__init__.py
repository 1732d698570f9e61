from ledger.parsing import Entry, ParseError, load, parse_line
from ledger.reports import monthly_totals, top_categories
