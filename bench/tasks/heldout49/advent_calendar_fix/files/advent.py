"""Our family advent calendar: 24 doors, one chocolate behind each, and the
children take it in turns to open them."""

from datetime import date

LAST_DOOR = 24


def door_for(day):
    """The door to open on ``day`` (a date): 1 on 1 December ... 24 on 24 December.

    Any other day of the year has no door: None.
    """
    if day.month != 12 or day.day > LAST_DOOR:
        return None
    return day.day


def _check_children(children):
    names = [name.strip() for name in children]
    if not names or any(not name for name in names):
        raise ValueError("need at least one child, and every child needs a name")
    if len({name.lower() for name in names}) != len(names):
        raise ValueError("the same name is in twice")
    return names


def whose_turn(door, children):
    """Who opens door number ``door`` (1 to 24).

    The children take turns in the order they're listed: the first one opens
    door 1, the second door 2, and so on, and round again.
    """
    names = _check_children(children)
    if isinstance(door, bool) or not isinstance(door, int) or not 1 <= door <= LAST_DOOR:
        raise ValueError("doors go from 1 to 24")
    return names[door % len(names)]


def turns(children):
    """{child: [the doors that child opens]} for the whole calendar."""
    names = _check_children(children)
    out = {name: [] for name in names}
    for door in range(1, LAST_DOOR + 1):
        out[whose_turn(door, names)].append(door)
    return out


def todays_turn(day, children):
    """Whose turn it is on ``day``, or None when there's no door that day."""
    door = door_for(day)
    if door is None:
        return None
    return whose_turn(door, children)


def doors_left(day):
    """How many doors are still shut at the start of ``day`` (24 before December)."""
    if day.month != 12:
        return LAST_DOOR if day.month < 12 else 0
    return max(0, LAST_DOOR - day.day + 1)
