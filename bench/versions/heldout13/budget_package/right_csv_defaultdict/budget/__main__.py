import sys
from decimal import Decimal

from budget import ParseError, load, totals_by_category

if len(sys.argv) != 2:
    sys.exit("usage: python -m budget FILE")
try:
    items = load(sys.argv[1])
except FileNotFoundError:
    sys.exit(f"error: {sys.argv[1]}: no such file")
except (OSError, ParseError) as e:
    sys.exit(f"error: {e}")
totals = totals_by_category(items)
for cat, amount in sorted(totals.items()):
    print(f"{cat}: {amount.quantize(Decimal('0.01'))}")
print(f"net: {sum(totals.values(), Decimal(0)).quantize(Decimal('0.01'))}")
