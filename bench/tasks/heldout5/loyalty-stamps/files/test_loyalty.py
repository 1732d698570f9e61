from loyalty import LoyaltyCard


def test_new_card_is_empty():
    card = LoyaltyCard("Ana")
    assert card.owner == "Ana"
    assert card.stamps == 0
    assert card.free_coffees == 0


def test_first_coffee_is_stamped():
    card = LoyaltyCard("Ana")
    assert card.buy_coffee() is False
    assert card.stamps == 1
