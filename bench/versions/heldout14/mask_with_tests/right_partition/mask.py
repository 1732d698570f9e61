import re

_CARD_CHARS = re.compile(r"[0-9 -]*")


def mask_email(address):
    if address.count("@") != 1:
        raise ValueError("expected exactly one @")
    user, _, host = address.partition("@")
    if user == "" or host == "":
        raise ValueError("empty part in email address")
    if len(user) < 3:
        return "*" * len(user) + "@" + host
    return user[0] + "*" * (len(user) - 2) + user[-1] + "@" + host


def mask_card(number):
    if not _CARD_CHARS.fullmatch(number):
        raise ValueError("card numbers may only contain digits, spaces and dashes")
    digit_positions = [i for i, c in enumerate(number) if c.isdigit()]
    if len(digit_positions) < 4:
        raise ValueError("too few digits")
    chars = list(number)
    for i in digit_positions[:-4]:
        chars[i] = "*"
    return "".join(chars)
