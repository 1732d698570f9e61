from dataclasses import dataclass

from shop.money import format_cents


@dataclass
class _Line:
    name: str
    price: int
    qty: int

    @property
    def total(self):
        return self.price * self.qty


class Cart:
    def __init__(self):
        self._lines = []

    def _find(self, name):
        for line in self._lines:
            if line.name == name:
                return line
        return None

    def add(self, name, price_cents, qty=1):
        if qty < 1 or price_cents < 0:
            raise ValueError("bad quantity or price")
        line = self._find(name)
        if line is None:
            self._lines.append(_Line(name, price_cents, qty))
        elif line.price != price_cents:
            raise ValueError("price mismatch for " + name)
        else:
            line.qty += qty

    def remove(self, name):
        line = self._find(name)
        if line is None:
            raise KeyError(name)
        self._lines.remove(line)

    def total_cents(self):
        return sum(l.total for l in self._lines)

    def lines(self):
        return ["%d x %s @ %s = %s" % (l.qty, l.name, format_cents(l.price), format_cents(l.total))
                for l in self._lines]
