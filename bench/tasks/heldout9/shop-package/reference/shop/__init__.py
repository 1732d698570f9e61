"""A tiny shopping cart."""
from .cart import Cart
from .money import format_cents

__all__ = ["Cart", "format_cents"]
