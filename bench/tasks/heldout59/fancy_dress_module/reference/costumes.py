"""Fancy dress hire."""

from datetime import timedelta

SIZES = ("S", "M", "L", "XL")
DEPOSIT = 20
FULL_PRICE_NIGHTS = 3
MAX_NIGHTS = 14


def _code(code):
    return code.strip().upper()


def _size(size):
    size = size.strip().upper()
    if size not in SIZES:
        raise ValueError(f"size must be one of {', '.join(SIZES)}")
    return size


class CostumeShop:
    def __init__(self):
        self.costumes = {}  # code -> {"name", "size", "nightly", "out"}

    def _get(self, code):
        key = _code(code)
        if key not in self.costumes:
            raise KeyError(code)
        return self.costumes[key]

    def add(self, code, name, size, nightly):
        key = _code(code)
        if not key:
            raise ValueError("a costume needs a code")
        if key in self.costumes:
            raise ValueError(f"already have a costume {key}")
        if isinstance(nightly, bool) or not isinstance(nightly, (int, float)) or nightly <= 0:
            raise ValueError("the price a night must be more than 0")
        self.costumes[key] = {"name": name.strip(), "size": _size(size), "nightly": nightly,
                              "out": None}

    def hire(self, code, customer, start, nights):
        costume = self._get(code)
        if costume["out"] is not None:
            raise ValueError(f"{_code(code)} is already hired out")
        if not customer.strip():
            raise ValueError("who is hiring it?")
        if (not isinstance(nights, int) or isinstance(nights, bool)
                or not 1 <= nights <= MAX_NIGHTS):
            raise ValueError(f"nights must be 1 to {MAX_NIGHTS}")
        full = min(nights, FULL_PRICE_NIGHTS)
        pence = round(costume["nightly"] * 100)
        halves = 2 * full * pence + (nights - full) * pence  # in halfpennies
        due = start + timedelta(days=nights)
        costume["out"] = {"customer": customer.strip(), "start": start, "due": due}
        return {"due": due, "charge": (halves + 1) // 2 / 100, "deposit": DEPOSIT}

    def give_back(self, code, day):
        costume = self._get(code)
        out = costume["out"]
        if out is None:
            raise ValueError(f"{_code(code)} isn't hired out")
        if day < out["start"]:
            raise ValueError("returned before it was hired")
        late_days = max(0, (day - out["due"]).days)
        fee = late_days * round(costume["nightly"] * 100) / 100
        costume["out"] = None
        return {"late_days": late_days, "late_fee": fee,
                "refund": round(max(0, DEPOSIT - fee), 2),
                "owed": round(max(0, fee - DEPOSIT), 2)}

    def available(self, size=None):
        wanted = None if size is None else _size(size)
        return sorted(code for code, costume in self.costumes.items()
                      if costume["out"] is None and wanted in (None, costume["size"]))

    def overdue(self, day):
        late = [(code, c["out"]["customer"], (day - c["out"]["due"]).days)
                for code, c in self.costumes.items()
                if c["out"] is not None and c["out"]["due"] < day]
        return sorted(late, key=lambda item: (-item[2], item[0]))
