from . import parsing, reports

Entry = parsing.Entry
ParseError = parsing.ParseError
parse_line = parsing.parse_line
load = parsing.load
monthly_totals = reports.monthly_totals
top_categories = reports.top_categories
