import pytest

from pocket_money import Jars


def test_new_jars_are_empty():
    jars = Jars()
    assert jars.balance() == 0
    assert [jars.balance(j) for j in ("spend", "save", "give")] == [0, 0, 0]
    assert jars.summary() == "spend £0.00, save £0.00, give £0.00"


def test_bad_splits():
    for bad in [(70, 20), (70, 20, 5, 5), (70, 20, 20), (60, 20, 10), (110, -10, 0),
                (70.0, 20, 10), ("70", 20, 10)]:
        with pytest.raises(ValueError):
            Jars(bad)
    Jars((100, 0, 0))
    Jars([0, 50, 50])


def test_pay_default_split():
    jars = Jars()
    assert jars.pay(500) == {"spend": 350, "save": 100, "give": 50}
    assert jars.balance() == 500
    assert jars.balance("spend") == 350
    assert jars.balance("save") == 100
    assert jars.balance("give") == 50


def test_pay_rounds_save_and_give_down():
    jars = Jars()
    assert jars.pay(99) == {"spend": 71, "save": 19, "give": 9}
    jars = Jars((50, 25, 25))
    assert jars.pay(3) == {"spend": 3, "save": 0, "give": 0}
    assert jars.pay(7) == {"spend": 5, "save": 1, "give": 1}
    assert jars.balance() == 10


def test_pay_adds_up():
    jars = Jars((34, 33, 33))
    jars.pay(250)
    jars.pay(250)
    assert jars.balance("save") == 164
    assert jars.balance("give") == 164
    assert jars.balance("spend") == 172


def test_pay_bad_amounts():
    jars = Jars()
    for bad in [0, -100, 2.5, True, "100"]:
        with pytest.raises(ValueError):
            jars.pay(bad)
    assert jars.balance() == 0


def test_spend():
    jars = Jars()
    jars.pay(500)
    assert jars.spend(120) == 230
    assert jars.spend(230) == 0
    with pytest.raises(ValueError):
        jars.spend(1)
    assert jars.balance() == 150


def test_spend_too_much_takes_nothing():
    jars = Jars()
    jars.pay(100)
    with pytest.raises(ValueError):
        jars.spend(71)
    assert jars.balance("spend") == 70
    for bad in [0, -5]:
        with pytest.raises(ValueError):
            jars.spend(bad)


def test_move():
    jars = Jars()
    jars.pay(1000)
    jars.move(200, "spend", "save")
    assert [jars.balance(j) for j in ("spend", "save", "give")] == [500, 400, 100]
    jars.move(100, "give", "save")
    assert [jars.balance(j) for j in ("spend", "save", "give")] == [500, 500, 0]
    assert jars.balance() == 1000


def test_move_errors_move_nothing():
    jars = Jars()
    jars.pay(1000)
    with pytest.raises(ValueError):
        jars.move(101, "give", "spend")
    with pytest.raises(ValueError):
        jars.move(50, "save", "save")
    with pytest.raises(ValueError):
        jars.move(50, "save", "sweets")
    with pytest.raises(ValueError):
        jars.move(50, "piggy", "save")
    with pytest.raises(ValueError):
        jars.move(0, "save", "spend")
    assert [jars.balance(j) for j in ("spend", "save", "give")] == [700, 200, 100]


def test_donate():
    jars = Jars()
    jars.pay(1000)
    assert jars.donate() == 100
    assert jars.balance("give") == 0
    assert jars.donate() == 0
    assert jars.balance() == 900


def test_balance_unknown_jar():
    with pytest.raises(ValueError):
        Jars().balance("sweets")


def test_summary():
    jars = Jars()
    jars.pay(507)
    assert jars.summary() == "spend £3.56, save £1.01, give £0.50"
    jars.move(45, "give", "save")
    assert jars.summary() == "spend £3.56, save £1.46, give £0.05"
    jars.pay(10000)
    assert jars.summary() == "spend £73.56, save £21.46, give £10.05"
