"""Showing payment card numbers safely."""


def mask_card(number):
    """The card number without spaces or dashes, all but its last 4 digits as '*'."""
    digits = number.replace(" ", "").replace("-", "")
    if len(digits) <= 4:
        return digits
    return "*" * (len(digits) - 4) + digits[-4:]
