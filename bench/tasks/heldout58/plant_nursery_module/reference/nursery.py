"""Pot prices, baskets, labels and stock for the plant nursery."""

POT_PRICES = {1: 4.50, 2: 7.00, 3: 9.50, 5: 14.00, 10: 25.00}  # litres: pounds
THREE_FOR_TWO_SIZE = 1
BIG_BASKET = 50.00
BIG_BASKET_OFF = 0.10


def pot_price(size):
    """Price of one pot of ``size`` litres; a size we don't sell is a ValueError."""
    if isinstance(size, bool) or size not in POT_PRICES:
        raise ValueError(f"we don't sell {size} litre pots")
    return POT_PRICES[size]


def _counts(items):
    counts = {}
    for size, qty in items:
        pot_price(size)
        if not isinstance(qty, int) or isinstance(qty, bool) or qty < 1:
            raise ValueError(f"bad quantity: {qty!r}")
        counts[size] = counts.get(size, 0) + qty
    return counts


def basket_total(items):
    """What a basket of (size, quantity) pairs costs: 3 for 2 on 1 litre pots,
    then 10% off if that comes to 50 pounds or more. To the penny."""
    counts = _counts(items)
    pence = 0
    for size, qty in counts.items():
        paid = qty - qty // 3 if size == THREE_FOR_TWO_SIZE else qty
        pence += paid * round(POT_PRICES[size] * 100)
    if pence >= BIG_BASKET * 100:
        pence = pence * (1 - BIG_BASKET_OFF)
    return round(pence / 100, 2)


def label(name, size):
    """'LAVENDER HIDCOTE | 2L | £7.00' for label('  lavender   hidcote ', 2)."""
    words = name.split()
    if not words:
        raise ValueError("a label needs a name")
    return f"{' '.join(words).upper()} | {size}L | £{pot_price(size):.2f}"


def sell(stock, items):
    """The stock left after selling ``items``, as a new dict; not enough pots
    of any size is a ValueError (and nothing is taken)."""
    counts = _counts(items)
    for size, qty in counts.items():
        if stock.get(size, 0) < qty:
            raise ValueError(f"only {stock.get(size, 0)} {size} litre pots in stock")
    left = dict(stock)
    for size, qty in counts.items():
        left[size] -= qty
    return left
