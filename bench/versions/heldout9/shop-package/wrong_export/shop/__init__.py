from shop.cart import Cart
