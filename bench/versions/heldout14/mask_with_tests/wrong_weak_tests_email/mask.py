"""Hide personal data before it goes into logs."""


def mask_email(address):
    """'jonathan@example.com' -> 'j******n@example.com'."""
    if address.count("@") != 1:
        raise ValueError(f"not an email address: {address!r}")
    local, domain = address.split("@")
    if not local or not domain:
        raise ValueError(f"not an email address: {address!r}")
    if len(local) <= 2:
        hidden = "*" * len(local)
    else:
        hidden = local[0] + "*" * (len(local) - 2) + local[-1]
    return f"{hidden}@{domain}"


def mask_card(number):
    """'4111 1111 1111 1234' -> '**** **** **** 1234'; separators stay put."""
    if any(ch not in "0123456789 -" for ch in number):
        raise ValueError(f"unexpected character in card number: {number!r}")
    digits = sum(ch.isdigit() for ch in number)
    if digits < 4:
        raise ValueError("card number needs at least 4 digits")
    to_hide = digits - 4
    out = []
    for ch in number:
        if ch.isdigit() and to_hide > 0:
            out.append("*")
            to_hide -= 1
        else:
            out.append(ch)
    return "".join(out)
