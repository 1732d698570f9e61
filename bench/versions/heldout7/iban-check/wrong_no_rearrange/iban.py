import string

ALLOWED = set(string.ascii_uppercase + string.digits)


def is_valid_iban(text):
    """True if ``text`` is a well-formed IBAN with a correct mod-97 checksum."""
    iban = text.replace(" ", "").upper()
    if not 15 <= len(iban) <= 34:
        return False
    if not set(iban) <= ALLOWED:
        return False
    if not (iban[:2].isalpha() and iban[2:4].isdigit()):
        return False
    rearranged = iban
    number = "".join(str(int(ch, 36)) for ch in rearranged)
    return int(number) % 97 == 1
