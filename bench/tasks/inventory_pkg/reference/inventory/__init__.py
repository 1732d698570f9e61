from inventory.item import Item
from inventory.store import Store

__all__ = ["Item", "Store"]
