import re
import string


def parse_seat(label: str) -> tuple[str, int]:
    m = re.fullmatch(r"(?P<row>[a-zA-Z])(?P<num>\d+)", label, flags=re.ASCII) if isinstance(label, str) else None
    if m is None or int(m["num"]) == 0:
        raise ValueError(f"bad seat label {label!r}")
    return m["row"].upper(), int(m["num"])


def seat_label(row: str, number: int) -> str:
    if not isinstance(row, str) or len(row) != 1 or row not in string.ascii_letters:
        raise ValueError(f"bad row {row!r}")
    if isinstance(number, bool) or not isinstance(number, int) or number <= 0:
        raise ValueError(f"bad seat number {number!r}")
    return row.upper() + str(number)
