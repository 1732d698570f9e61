import re

PATTERN = re.compile(r"^\$?(\d{1,3}(,\d{3})+|\d+)(\.(\d{1,2}))?$")


def parse_price(text):
    m = PATTERN.match(text.strip())
    if m is None:
        raise ValueError("invalid price")
    dollars = int(m.group(1).replace(",", ""))
    cents = int(m.group(4)) if m.group(4) else 0
    return dollars * 100 + cents
