"""Planning a school trip: adults, coaches, the price per child, payments and
the head count on the coach."""

from fractions import Fraction


def _whole(value, low, what):
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise ValueError(f"{what} must be a whole number, {low} or more")
    return value


def _money(value, what):
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0:
        raise ValueError(f"{what} must be an amount, 0 or more")
    return value


def adults_needed(children, ratio=10):
    """One adult for every ``ratio`` children or part of that, and never fewer than 2."""
    _whole(children, 1, "children")
    _whole(ratio, 1, "ratio")
    return max(2, -(-children // ratio))


def coaches_needed(children, adults, seats=49):
    """How many coaches to seat everyone."""
    _whole(children, 1, "children")
    _whole(adults, 0, "adults")
    _whole(seats, 1, "seats")
    return -(-(children + adults) // seats)


def price_per_child(coach_cost, entry_fee, children, adults):
    """(coaches * coach_cost + children * entry_fee) split over the children,
    rounded up to the next 50p. Adults go free."""
    _money(coach_cost, "coach cost")
    _money(entry_fee, "entry fee")
    coaches = coaches_needed(children, adults)
    total = coaches * Fraction(str(coach_cost)) + children * Fraction(str(entry_fee))
    halves = -(-(total * 2) // children)  # whole 50p pieces, rounded up
    return float(Fraction(halves, 2))


def payments(price, paid):
    """Who has paid and who still owes, from {child: amount paid so far}."""
    _money(price, "price")
    full, owing = [], {}
    for name, amount in paid.items():
        _money(amount, f"{name}'s payment")
        if amount >= price:
            full.append(name)
        else:
            owing[name] = round(price - amount, 2)
    return {"paid_in_full": sorted(full, key=str.lower),
            "owing": dict(sorted(owing.items(), key=lambda kv: kv[0].lower())),
            "total_owing": round(sum(owing.values()), 2)}


def missing(register, counted):
    """Names on the register that weren't counted on the coach, in register order."""
    def key(name):
        return " ".join(name.split()).lower()
    on_register = {key(name) for name in register}
    seen = set()
    for name in counted:
        if key(name) not in on_register:
            raise ValueError(f"{name!r} isn't on the register")
        seen.add(key(name))
    return [name for name in register if key(name) not in seen]
