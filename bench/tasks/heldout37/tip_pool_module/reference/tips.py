"""Sharing out the tip jar at the restaurant by hours worked."""

from fractions import Fraction


def _minutes(text):
    hours, sep, minutes = text.partition(":")
    if not sep or not hours.isdigit() or not minutes.isdigit() or len(minutes) != 2:
        raise ValueError(f"not a time: {text!r}")
    h, m = int(hours), int(minutes)
    if h > 23 or m > 59:
        raise ValueError(f"not a time: {text!r}")
    return h * 60 + m


def parse_shift(line):
    """"Anna 17:00-23:30" -> ("Anna", 6.5)."""
    name, _, times = line.strip().rpartition(" ")
    name = name.strip()
    start, sep, end = times.partition("-")
    if not name or not sep:
        raise ValueError(f"can't read shift: {line!r}")
    begin, finish = _minutes(start), _minutes(end)
    if begin == finish:
        raise ValueError(f"a shift can't start and end at the same time: {line!r}")
    return name, ((finish - begin) % (24 * 60)) / 60


def hours_worked(lines):
    """{name: total hours} from shift lines, names matched ignoring capitals."""
    totals = {}
    spelling = {}
    for line in lines:
        if not line.strip() or line.strip().startswith("#"):
            continue
        name, hours = parse_shift(line)
        key = spelling.setdefault(name.lower(), name)
        totals[key] = totals.get(key, 0) + hours
    return totals


def _pence(total):
    if total < 0:
        raise ValueError("the tips can't be negative")
    return round(Fraction(str(total)) * 100)


def split_kitchen(total, percent=10):
    """(kitchen's cut, what's left for front of house); the cut rounded down to the penny."""
    if not 0 <= percent <= 100:
        raise ValueError("percent has to be 0 to 100")
    pence = _pence(total)
    kitchen = int(pence * Fraction(str(percent)) / 100)
    return kitchen / 100, (pence - kitchen) / 100


def share_tips(total, hours):
    """{name: share} in proportion to hours, in pennies, adding up exactly to total."""
    pence = _pence(total)
    if not hours:
        raise ValueError("nobody to share with")
    exact = {name: Fraction(str(h)) for name, h in hours.items()}
    if any(h < 0 for h in exact.values()):
        raise ValueError("hours can't be negative")
    all_hours = sum(exact.values())
    if all_hours == 0:
        raise ValueError("nobody worked any hours")
    shares = {name: pence * h / all_hours for name, h in exact.items()}
    floors = {name: int(share) for name, share in shares.items()}
    left = pence - sum(floors.values())
    order = sorted(shares, key=lambda name: (-(shares[name] - floors[name]), name.lower()))
    for name in order[:left]:
        floors[name] += 1
    return {name: floors[name] / 100 for name in hours}


def tip_sheet(lines, total, kitchen_percent=10):
    """The sheet I pin up: kitchen first, then everyone, most tips first."""
    kitchen, front = split_kitchen(total, kitchen_percent)
    hours = hours_worked(lines)
    shares = share_tips(front, hours)
    sheet = [f"Kitchen: £{kitchen:.2f}"]
    for name in sorted(shares, key=lambda name: (-shares[name], name.lower())):
        sheet.append(f"{name}: {hours[name]:g} h, £{shares[name]:.2f}")
    return sheet
