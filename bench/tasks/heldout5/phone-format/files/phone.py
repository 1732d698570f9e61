def format_phone(text):
    """Format a US phone number as '(555) 123-4567'.

    Accepts the digits with any spaces, dashes, dots or parentheses in between.
    """
    digits = "".join(c for c in text if c.isdigit())
    if len(digits) != 10:
        raise ValueError(f"not a phone number: {text!r}")
    return f"({digits[:3]}) {digits[3:6]}-{digits[6:]}"
