"""Planning the packing for our house move.

I measure how much stuff there is in litres (I guess each cupboard, shelf or
drawer by eye) and work out the boxes from that. Boxes come in three sizes.
"""

import math

BOX_LITRES = {"small": 30, "medium": 65, "large": 100}  # how much one box holds
BOX_PRICE = {"small": 1.50, "medium": 2.20, "large": 3.10}  # pounds each
TAPE_PER_BOX_M = 3  # metres of tape to make up and seal one box
TAPE_ROLL_M = 66


def boxes_needed(litres, size="medium"):
    """How many boxes of ``size`` it takes to pack ``litres`` litres of stuff.

    A part-filled box still counts as a whole box. litres must be 0 or more
    and size one of BOX_LITRES, else ValueError.
    """
    if size not in BOX_LITRES:
        raise ValueError(f"unknown box size: {size!r}")
    if litres < 0:
        raise ValueError("litres can't be negative")
    return math.ceil(litres / BOX_LITRES[size])


def packing_plan(rooms, size="medium"):
    """rooms is {room: litres}. Returns {room: boxes, ..., "total": all the boxes}."""
    plan = {room: boxes_needed(litres, size) for room, litres in rooms.items()}
    plan["total"] = sum(plan.values())
    return plan


def tape_rolls(boxes):
    """Whole rolls of tape for ``boxes`` boxes (a part roll means buying a roll).

    boxes must be a whole number, 0 or more, else ValueError.
    """
    if not isinstance(boxes, int) or isinstance(boxes, bool) or boxes < 0:
        raise ValueError("boxes must be a whole number, 0 or more")
    metres = boxes * TAPE_PER_BOX_M
    return -(-metres // TAPE_ROLL_M)


def box_cost(boxes, size="medium"):
    """What ``boxes`` boxes of ``size`` cost, in pounds to 2 decimal places."""
    if size not in BOX_LITRES:
        raise ValueError(f"unknown box size: {size!r}")
    if not isinstance(boxes, int) or isinstance(boxes, bool) or boxes < 0:
        raise ValueError("boxes must be a whole number, 0 or more")
    return round(boxes * BOX_PRICE[size], 2)
