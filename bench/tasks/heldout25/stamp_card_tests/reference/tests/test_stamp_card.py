import pytest

from stamp_card import NoRewardError, StampCard


def test_defaults():
    card = StampCard("Mia")
    assert card.owner == "Mia"
    assert (card.stamps, card.stamps_needed, card.free_items, card.redeemed) == (0, 9, 0, 0)
    assert card.progress == "0/9"
    assert card.until_next == 9


def test_one_stamp_per_item():
    card = StampCard("Mia")
    assert card.add_purchase() == 0
    assert card.stamps == 1
    assert card.add_purchase(3) == 0
    assert card.stamps == 4
    assert card.progress == "4/9"
    assert card.until_next == 5


def test_ninth_stamp_earns_reward_and_resets():
    card = StampCard("Mia", stamps=8)
    assert card.until_next == 1
    assert card.add_purchase() == 1
    assert card.stamps == 0
    assert card.free_items == 1
    assert card.progress == "0/9"
    assert card.until_next == 9


def test_reward_exactly_at_stamps_needed_by_single_items():
    card = StampCard("Mia")
    results = [card.add_purchase() for _ in range(9)]
    assert results == [0] * 8 + [1]
    assert card.free_items == 1
    assert card.stamps == 0
    assert [card.add_purchase() for _ in range(9)] == [0] * 8 + [1]
    assert card.free_items == 2


def test_big_purchase_earns_several():
    card = StampCard("Mia", stamps=5)
    assert card.add_purchase(22) == 3
    assert card.stamps == 0
    assert card.free_items == 3
    assert card.add_purchase(20) == 2
    assert card.stamps == 2
    assert card.free_items == 5


def test_return_value_is_this_purchase_only():
    card = StampCard("Mia", free_items=4)
    assert card.add_purchase(9) == 1
    assert card.free_items == 5
    assert card.add_purchase(2) == 0


def test_custom_stamps_needed():
    card = StampCard("Mia", stamps_needed=2)
    assert card.add_purchase() == 0
    assert card.add_purchase() == 1
    assert card.progress == "0/2"
    assert StampCard("x", stamps=1, stamps_needed=2).until_next == 1


@pytest.mark.parametrize("items", [0, -1, 51, 2.0, "3", True, None])
def test_bad_items(items):
    card = StampCard("Mia", stamps=3)
    with pytest.raises(ValueError):
        card.add_purchase(items)
    assert card.stamps == 3
    assert card.free_items == 0


def test_fifty_items_allowed():
    card = StampCard("Mia")
    assert card.add_purchase(50) == 5
    assert card.stamps == 5


@pytest.mark.parametrize("kwargs", [
    {"stamps": -1}, {"stamps": 9}, {"stamps": 10}, {"stamps": 1.0}, {"stamps": True},
    {"stamps_needed": 1}, {"stamps_needed": 0}, {"stamps_needed": 9.0},
    {"stamps_needed": True}, {"stamps": 4, "stamps_needed": 4},
])
def test_bad_card(kwargs):
    with pytest.raises(ValueError):
        StampCard("Mia", **kwargs)


def test_edge_cards_allowed():
    assert StampCard("Mia", stamps=8).stamps == 8
    assert StampCard("Mia", stamps=0, stamps_needed=2).progress == "0/2"


def test_redeem():
    card = StampCard("Mia", free_items=2)
    card.redeem()
    assert (card.free_items, card.redeemed) == (1, 1)
    card.redeem()
    assert (card.free_items, card.redeemed) == (0, 2)
    assert card.stamps == 0
    with pytest.raises(NoRewardError):
        card.redeem()
    assert (card.free_items, card.redeemed) == (0, 2)


def test_redeem_without_reward():
    card = StampCard("Mia", stamps=8)
    with pytest.raises(NoRewardError):
        card.redeem()
    assert card.free_items == 0
    assert card.redeemed == 0


def test_earn_then_redeem():
    card = StampCard("Mia")
    card.add_purchase(9)
    card.redeem()
    assert card.free_items == 0
    assert card.redeemed == 1
    assert card.progress == "0/9"


def test_progress_format():
    assert StampCard("Mia", stamps=3).progress == "3/9"
    assert StampCard("Mia", stamps=11, stamps_needed=12).progress == "11/12"
