from budget.parse import Transaction, ParseError, parse_line, load
from budget.report import totals_by_category, monthly_net
