from dataclasses import dataclass

FIRST, LAST = ord("A"), ord("Z")


@dataclass(frozen=True, order=True)
class Seat:
    row: str
    number: int

    def __str__(self):
        return f"{self.row}{self.number}"


def _row(text):
    if not isinstance(text, str) or len(text) != 1 or not FIRST <= ord(text.upper()) <= LAST:
        raise ValueError(f"invalid row: {text!r}")
    return text.upper()


def _number(value):
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError(f"invalid seat number: {value!r}")
    return value


def parse_seat(label):
    if not isinstance(label, str) or len(label) < 2:
        raise ValueError(f"invalid seat: {label!r}")
    digits = label[1:]
    if not all("0" <= d <= "9" for d in digits):
        raise ValueError(f"invalid seat: {label!r}")
    return _row(label[0]), _number(int(digits))


def seat_label(row, number):
    return str(Seat(_row(row), _number(number)))
