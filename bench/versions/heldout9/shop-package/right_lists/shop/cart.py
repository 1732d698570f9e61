from .money import format_cents


class Cart:
    def __init__(self):
        self.names = []
        self.prices = {}
        self.quantities = {}

    def add(self, name, price_cents, qty=1):
        if price_cents < 0:
            raise ValueError("negative price")
        if qty < 1:
            raise ValueError("qty must be >= 1")
        if name in self.prices:
            if self.prices[name] != price_cents:
                raise ValueError("different price")
            self.quantities[name] += qty
            return
        self.names.append(name)
        self.prices[name] = price_cents
        self.quantities[name] = qty

    def remove(self, name):
        if name not in self.prices:
            raise KeyError(name)
        self.names.remove(name)
        del self.prices[name], self.quantities[name]

    def total_cents(self):
        return sum(self.prices[n] * self.quantities[n] for n in self.names)

    def lines(self):
        out = []
        for n in self.names:
            q, p = self.quantities[n], self.prices[n]
            out.append(f"{q} x {n} @ {format_cents(p)} = {format_cents(p * q)}")
        return out
