"""The paper stamp card of a bakery, kept on the till instead of in the customer's wallet."""

from dataclasses import dataclass


class NoRewardError(Exception):
    """Raised by StampCard.redeem() when the card has no free item to give."""


@dataclass
class StampCard:
    """One customer's stamp card.

    Fields:

    ``owner``
        The customer's name (any string; not checked).
    ``stamps``
        Stamps collected towards the next free item, default 0. It must be an int
        with ``0 <= stamps < stamps_needed``.
    ``stamps_needed``
        How many stamps earn one free item, default 9. It must be an int of at
        least 2.
    ``free_items``
        Free items earned and not yet used, default 0.
    ``redeemed``
        Free items used so far, default 0.

    Creating a card with a ``stamps`` or ``stamps_needed`` outside those rules
    (bools included) raises ValueError.

    ``add_purchase(items=1) -> int``
        One stamp for each item bought. Whenever the stamps reach
        ``stamps_needed`` they go back to 0 and one free item is earned, so one
        big purchase can earn several. Returns how many free items this purchase
        earned. ``items`` must be an int from 1 to 50 inclusive (not a bool),
        else ValueError and the card is unchanged.

    ``redeem() -> None``
        Uses one free item: ``free_items`` goes down by one and ``redeemed`` up
        by one. A free item earns no stamp. Raises NoRewardError when
        ``free_items`` is 0.

    ``progress`` (property)
        ``"<stamps>/<stamps_needed>"``, e.g. ``"3/9"``.

    ``until_next`` (property)
        How many more stamps the next free item needs (from 1 to
        ``stamps_needed``).
    """

    owner: str
    stamps: int = 0
    stamps_needed: int = 9
    free_items: int = 0
    redeemed: int = 0

    def __post_init__(self):
        for name in ("stamps", "stamps_needed"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"{name} must be an int")
        if self.stamps_needed < 2:
            raise ValueError("stamps_needed must be at least 2")
        if not 0 <= self.stamps < self.stamps_needed:
            raise ValueError("stamps must be from 0 to stamps_needed - 1")

    def add_purchase(self, items=1):
        if isinstance(items, bool) or not isinstance(items, int):
            raise ValueError("items must be an int")
        if not 1 <= items <= 50:
            raise ValueError("items must be from 1 to 50")
        earned = 0
        for _ in range(items):
            self.stamps += 1
            if self.stamps >= self.stamps_needed:
                self.stamps = 0
                self.free_items += 1
                earned += 1
        return earned

    def redeem(self):
        if self.free_items == 0:
            raise NoRewardError(self.owner)
        self.free_items -= 1
        self.redeemed += 1

    @property
    def progress(self):
        return f"{self.stamps}/{self.stamps_needed}"

    @property
    def until_next(self):
        return self.stamps_needed - self.stamps
