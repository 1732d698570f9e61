"""budget package."""
from .parse import *  # noqa: F401,F403
from .parse import ParseError, Transaction, load, parse_line  # noqa: F401
from .report import monthly_net, totals_by_category  # noqa: F401
