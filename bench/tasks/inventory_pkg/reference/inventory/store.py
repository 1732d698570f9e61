class Store:
    def __init__(self):
        self._items = []

    def add(self, item):
        self._items.append(item)

    def total_value(self):
        return sum(i.price * i.quantity for i in self._items)

    def find(self, name):
        for item in self._items:
            if item.name == name:
                return item
        return None
