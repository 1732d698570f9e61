import re
import sys
from decimal import Decimal, ROUND_HALF_UP

ITEM = re.compile(r"^\s*(?P<name>\S.*?)\s+(?P<price>\d+(?:\.\d+)?|\.\d+)\s+"
                  r"(?P<size>\d+(?:\.\d+)?|\.\d+)(?P<unit>kg|g|ml|l)\s*$", re.I)


def main():
    args = sys.argv[1:]
    if len(args) == 0:
        sys.stderr.write("usage: python unitprice.py ITEM [ITEM ...]\n")
        sys.exit(2)
    parsed = []
    for i, raw in enumerate(args):
        m = ITEM.match(raw)
        size = Decimal(m.group("size")) if m else Decimal(0)
        if not m or size == 0:
            sys.stderr.write("error: cannot parse item '%s'\n" % raw)
            sys.exit(1)
        unit = m.group("unit").lower()
        if unit in ("g", "ml"):
            size = size / 1000
        per = Decimal(m.group("price")) / size
        parsed.append((per, i, m.group("name"), "kg" if "g" in unit else "l"))
    for per, _, name, base in sorted(parsed):
        print("%s: %s per %s" % (name, per.quantize(Decimal("0.01"), ROUND_HALF_UP), base))


main()
