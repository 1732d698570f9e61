DISCOUNTS = {"SAVE10": 10, "HALF": 50}  # percent off


class Cart:
    def __init__(self):
        self.items = {}  # name -> [price, quantity]
        self.code = None

    def add(self, name, price, quantity=1):
        if name in self.items:
            self.items[name][1] += quantity
        else:
            self.items[name] = [price, quantity]

    def remove(self, name):
        if name not in self.items:
            raise KeyError(name)
        del self.items[name]

    def apply_code(self, code):
        if code not in DISCOUNTS:
            raise ValueError(f"unknown discount code: {code}")
        self.code = code

    def total(self):
        subtotal = sum(price * quantity for price, quantity in self.items.values())
        if self.code is None:
            return subtotal
        return subtotal * (100 - DISCOUNTS[self.code]) // 100
