"""Hide personal data before it goes into logs."""


def mask_email(address):
    if address.count("@") != 1:
        raise ValueError(f"not an email address: {address!r}")
    local, domain = address.split("@")
    if not local or not domain:
        raise ValueError(f"not an email address: {address!r}")
    if len(local) <= 2:
        return "*" * len(local) + "@" + domain
    return local[0] + "*" * (len(local) - 2) + local[-1] + "@" + domain


def mask_card(number):
    if any(ch not in "0123456789 -" for ch in number):
        raise ValueError(f"unexpected character in card number: {number!r}")
    if sum(ch.isdigit() for ch in number) < 4:
        raise ValueError("card number needs at least 4 digits")
    head, last4 = number[:-4], number[-4:]
    return "".join("*" if ch.isdigit() else ch for ch in head) + last4
