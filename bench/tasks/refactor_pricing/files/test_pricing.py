from pricing import book_price, food_price, service_price


def test_book():
    assert book_price(10) == 10.7


def test_food():
    assert food_price(2.5, 2) == 5.35


def test_service():
    assert service_price(3, 40) == 142.8
