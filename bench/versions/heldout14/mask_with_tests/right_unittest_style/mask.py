"""Masking helpers for log output."""

ALLOWED_IN_CARD = set("0123456789 -")


def mask_email(address: str) -> str:
    pieces = address.split("@")
    if len(pieces) != 2 or not all(pieces):
        raise ValueError(f"invalid email address: {address!r}")
    local, domain = pieces
    n = len(local)
    masked = "*" * n if n <= 2 else local[:1] + "*" * (n - 2) + local[-1:]
    return masked + "@" + domain


def mask_card(number: str) -> str:
    if not set(number) <= ALLOWED_IN_CARD:
        raise ValueError(f"invalid card number: {number!r}")
    result = []
    kept = 0
    for ch in reversed(number):
        if ch.isdigit():
            result.append(ch if kept < 4 else "*")
            kept += 1
        else:
            result.append(ch)
    if kept < 4:
        raise ValueError("a card number needs at least four digits")
    return "".join(reversed(result))
