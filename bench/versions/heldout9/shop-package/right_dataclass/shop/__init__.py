from shop.money import format_cents
from shop.cart import Cart
