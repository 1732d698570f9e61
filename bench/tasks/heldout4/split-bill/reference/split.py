"""Splitting a bill between friends."""


def split_bill(total_cents, people):
    """`total_cents` split into `people` amounts that differ by at most a cent, largest first."""
    if people < 1:
        raise ValueError("at least one person has to pay")
    share, extra = divmod(total_cents, people)
    return [share + 1] * extra + [share] * (people - extra)
