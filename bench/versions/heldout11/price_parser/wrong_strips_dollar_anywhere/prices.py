import re


def parse_price(text):
    cleaned = text.replace("$", "").strip()
    if not re.fullmatch(r"(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?", cleaned):
        raise ValueError(f"invalid price {text!r}")
    whole, _, frac = cleaned.replace(",", "").partition(".")
    return int(whole) * 100 + int(frac.ljust(2, "0") or 0)
