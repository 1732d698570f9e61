import re


def parse_price(text):
    text = text.strip()
    m = re.fullmatch(r"\$?([\d,]+)(?:\.(\d{1,2}))?", text)
    if not m or not m.group(1).replace(",", ""):
        raise ValueError("invalid price: " + text)
    dollars = int(m.group(1).replace(",", ""))
    cents = int((m.group(2) or "0").ljust(2, "0"))
    return dollars * 100 + cents
