def format_phone(text):
    """Format a US phone number as '(555) 123-4567'.

    Accepts the digits with any spaces, dashes, dots or parentheses in between, with or
    without the country code 1 in front.
    """
    digits = "".join(c for c in text if c.isdigit())
    if len(digits) == 11 and digits[0] == "1":
        digits = digits[1:]
    if len(digits) != 10:
        raise ValueError(f"not a phone number: {text!r}")
    return f"({digits[:3]}) {digits[3:6]}-{digits[6:]}"
