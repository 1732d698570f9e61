"""The school tuck shop: prices, orders, the meal deal and each pupil's daily limit.

All money is in pence.
"""

PRICES = {"crisps": 50, "apple": 30, "flapjack": 60, "water": 40, "juice": 55, "cookie": 45}
MEAL_DEAL_PRICE = 95  # a flapjack and a juice together
DAILY_LIMIT = 200  # the most a pupil may spend in one day


def parse_order(text):
    """Read an order like '2 crisps, apple, 3 x water' into {'crisps': 2, 'apple': 1, 'water': 3}.

    Capitals don't matter. An item that isn't on the price list, or a
    quantity of 0, is a ValueError.
    """
    order = {}
    for part in text.split(","):
        words = part.strip().split()
        if not words:
            continue
        quantity = 1
        if words[0].isdigit():
            quantity = int(words.pop(0))
            if words and words[0] == "x":
                words.pop(0)
        name = " ".join(words)
        if name not in PRICES:
            raise ValueError(f"we don't sell {name!r}")
        if quantity < 1:
            raise ValueError(f"can't buy {quantity} of {name}")
        order[name] = order.get(name, 0) + quantity
    return order


def order_total(order):
    """The price of an order. Every flapjack paired with a juice is a meal deal."""
    total = sum(PRICES[name] * quantity for name, quantity in order.items())
    deals = 1 if order.get("flapjack") and order.get("juice") else 0
    saving = PRICES["flapjack"] + PRICES["juice"] - MEAL_DEAL_PRICE
    return total - deals * saving


def can_buy(spent_today, order):
    """True if the order keeps the pupil within DAILY_LIMIT for the day."""
    return spent_today + order_total(order) < DAILY_LIMIT


def format_pence(pence):
    """45 -> '45p', 105 -> '£1.05', 200 -> '£2.00'."""
    if pence < 100:
        return f"{pence}p"
    return f"£{pence // 100}.{pence % 100:02d}"


def restock(stock, sold, minimum=5):
    """Items to reorder, alphabetically: those left with fewer than ``minimum`` after ``sold``.

    Selling more of an item than is in stock is a ValueError.
    """
    low = []
    for name, count in stock.items():
        left = count - sold.get(name, 0)
        if left < 0:
            raise ValueError(f"sold more {name} than we had")
        if left < minimum:
            low.append(name)
    return sorted(low)
