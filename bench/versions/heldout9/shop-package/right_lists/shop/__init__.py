from . import cart, money

Cart = cart.Cart
format_cents = money.format_cents
