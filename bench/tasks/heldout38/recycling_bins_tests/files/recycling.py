"""Our council's bin collections, and what extra bins cost."""

from datetime import timedelta

COLLECTION_DAY = 1  # Tuesday, counted as date.weekday() counts
GARDEN_MONTHS = range(3, 12)  # March to November
EXTRA_BIN_FEE = 35.0  # a year, for each extra bin after the first
MAX_EXTRA = 3


def next_collection(day):
    """The next collection day on or after day (day itself if it is a Tuesday)."""
    return day + timedelta(days=(COLLECTION_DAY - day.weekday()) % 7)


def bins_out(day):
    """The bins emptied on this day, in the order general, recycling, garden.

    Nothing ([]) on any day but a Tuesday. General waste goes every Tuesday;
    recycling on Tuesdays in even ISO week numbers; garden waste on Tuesdays in
    odd ISO week numbers, but only from March to November.
    """
    if day.weekday() != COLLECTION_DAY:
        return []
    week = day.isocalendar()[1]
    bins = ["general"]
    if week % 2 == 0:
        bins.append("recycling")
    elif day.month in GARDEN_MONTHS:
        bins.append("garden")
    return bins


def extra_bin_charge(extra):
    """The yearly charge for extra bins: the first extra bin is free, each one after
    it costs EXTRA_BIN_FEE. extra must be a whole number from 0 to MAX_EXTRA, else
    ValueError."""
    if not isinstance(extra, int) or isinstance(extra, bool) or not 0 <= extra <= MAX_EXTRA:
        raise ValueError("0 to 3 extra bins")
    return max(0, extra - 1) * EXTRA_BIN_FEE
