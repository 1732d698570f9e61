import pytest

from raffle import Raffle, RaffleError


def fair():
    raffle = Raffle("Summer Fair", ["Hamper", "Voucher", "Wine"])
    raffle.sell("Mrs Patel", 7)
    raffle.sell("Tom", 5)
    raffle.sell("mrs patel", 3)
    raffle.sell("Ana", 1)
    return raffle


def test_new_raffle():
    raffle = Raffle("  Summer Fair ", ["Hamper", "Voucher"])
    assert raffle.name == "Summer Fair"
    assert raffle.prizes == ["Hamper", "Voucher"]
    assert raffle.takings == 0
    assert raffle.winners == []
    assert raffle.summary() == "Summer Fair raffle: 0 tickets, £0.00, 0 of 2 prizes drawn"


@pytest.mark.parametrize("name, prizes", [("", ["Hamper"]), ("   ", ["Hamper"]),
                                          ("Summer Fair", [])])
def test_bad_raffles(name, prizes):
    with pytest.raises(ValueError):
        Raffle(name, prizes)


def test_prices():
    raffle = Raffle("Summer Fair", ["Hamper"])
    assert raffle.price(1) == 1.0
    assert raffle.price(4) == 4.0
    assert raffle.price(5) == 4.0
    assert raffle.price(6) == 5.0
    assert raffle.price(7) == 6.0
    assert raffle.price(10) == 8.0
    assert raffle.price(13) == 11.0


def test_selling_numbers_and_takings():
    raffle = Raffle("Summer Fair", ["Hamper"])
    assert raffle.sell("Mrs Patel", 7) == [1, 2, 3, 4, 5, 6, 7]
    assert raffle.takings == 6.0
    assert raffle.sell(" Tom ", 5) == [8, 9, 10, 11, 12]
    assert raffle.takings == 10.0
    assert raffle.sell("Ana", 1) == [13]
    assert raffle.takings == 11.0
    assert raffle.buyers[8] == "Tom"
    assert raffle.buyers[13] == "Ana"
    assert len(raffle.buyers) == 13


@pytest.mark.parametrize("buyer, tickets", [("Tom", 0), ("Tom", -2), ("Tom", 2.0),
                                            ("Tom", "3"), ("Tom", True), ("", 2), ("  ", 2)])
def test_bad_sales(buyer, tickets):
    raffle = Raffle("Summer Fair", ["Hamper"])
    with pytest.raises(ValueError):
        raffle.sell(buyer, tickets)
    assert raffle.takings == 0
    assert raffle.buyers == {}


def test_tickets_of():
    raffle = fair()
    assert raffle.tickets_of("MRS PATEL") == [1, 2, 3, 4, 5, 6, 7, 13, 14, 15]
    assert raffle.tickets_of(" tom") == [8, 9, 10, 11, 12]
    assert raffle.tickets_of("Nobody") == []


def test_draw_in_prize_order():
    raffle = fair()
    assert raffle.draw(8) == ("Hamper", "Tom")
    assert raffle.draw(2) == ("Voucher", "Mrs Patel")
    assert raffle.winners == [("Hamper", 8, "Tom"), ("Voucher", 2, "Mrs Patel")]
    assert raffle.summary() == "Summer Fair raffle: 16 tickets, £14.00, 2 of 3 prizes drawn"


def test_nobody_wins_twice():
    raffle = fair()
    assert raffle.draw(8) == ("Hamper", "Tom")
    assert raffle.draw(9) is None
    assert raffle.draw(2) == ("Voucher", "Mrs Patel")
    assert raffle.draw(15) is None  # "mrs patel" is the same person
    assert raffle.draw(16) == ("Wine", "Ana")
    assert raffle.winners == [("Hamper", 8, "Tom"), ("Voucher", 2, "Mrs Patel"),
                              ("Wine", 16, "Ana")]
    assert raffle.drawn == [8, 9, 2, 15, 16]
    assert raffle.summary() == "Summer Fair raffle: 16 tickets, £14.00, 3 of 3 prizes drawn"


def test_bad_draws():
    raffle = fair()
    with pytest.raises(ValueError):
        raffle.draw(17)
    with pytest.raises(ValueError):
        raffle.draw(0)
    raffle.draw(3)
    with pytest.raises(ValueError):
        raffle.draw(3)
    assert raffle.drawn == [3]


def test_no_selling_once_the_draw_starts():
    raffle = fair()
    raffle.draw(1)
    with pytest.raises(RaffleError):
        raffle.sell("Latecomer", 2)
    assert raffle.takings == 14.0
    assert len(raffle.buyers) == 16


def test_draw_before_selling():
    raffle = Raffle("Summer Fair", ["Hamper"])
    with pytest.raises(RaffleError):
        raffle.draw(1)


def test_draw_when_prizes_have_gone():
    raffle = Raffle("Summer Fair", ["Hamper"])
    raffle.sell("Tom", 2)
    raffle.sell("Ana", 2)
    assert raffle.draw(3) == ("Hamper", "Ana")
    with pytest.raises(RaffleError):
        raffle.draw(1)
    with pytest.raises(RaffleError):
        raffle.draw(4)
