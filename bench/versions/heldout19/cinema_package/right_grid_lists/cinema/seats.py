LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def parse_seat(label):
    if not isinstance(label, str) or len(label) < 2:
        raise ValueError("invalid seat label: %r" % (label,))
    row, digits = label[0].upper(), label[1:]
    if row not in LETTERS:
        raise ValueError("invalid row in %r" % label)
    if not (digits.isascii() and digits.isdigit()):
        raise ValueError("invalid seat number in %r" % label)
    number = int(digits)
    if number < 1:
        raise ValueError("seat numbers start at 1")
    return row, number


def seat_label(row, number):
    if not isinstance(row, str) or len(row) != 1 or row.upper() not in LETTERS:
        raise ValueError("invalid row %r" % (row,))
    if type(number) is not int or number < 1:
        raise ValueError("invalid seat number %r" % (number,))
    return row.upper() + str(number)
