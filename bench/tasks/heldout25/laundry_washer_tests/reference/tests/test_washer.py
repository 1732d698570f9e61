import pytest

from washer import NotEnoughCredit, Washer


def test_new_washer():
    w = Washer()
    assert (w.credit, w.minutes_left, w.washes_done) == (0, 0, 0)
    assert w.running is False


def test_insert_accepted_coins():
    w = Washer()
    assert w.insert(20) == 20
    assert w.insert(50) == 70
    assert w.insert(100) == 170
    assert w.insert(200) == 370
    assert w.credit == 370


@pytest.mark.parametrize("coin", [10, 5, 1, 2, 500, 0, -20, 25])
def test_other_coins_refused(coin):
    w = Washer()
    w.insert(50)
    with pytest.raises(ValueError):
        w.insert(coin)
    assert w.credit == 50


@pytest.mark.parametrize("program, price, minutes", [
    ("quick", 250, 30), ("normal", 350, 45), ("hot", 450, 60),
])
def test_programs(program, price, minutes):
    w = Washer()
    for _ in range(5):
        w.insert(100)
    assert w.start(program) == minutes
    assert w.credit == 500 - price
    assert w.minutes_left == minutes
    assert w.running is True


@pytest.mark.parametrize("name", ["HOT", " Hot ", "hot\n", "  hOt"])
def test_program_name_loose(name):
    w = Washer()
    w.insert(200)
    w.insert(200)
    w.insert(50)
    assert w.start(name) == 60
    assert w.credit == 0


@pytest.mark.parametrize("name", ["warm", "", "quick wash", "h o t"])
def test_unknown_program(name):
    w = Washer()
    w.insert(200)
    w.insert(200)
    w.insert(200)
    with pytest.raises(KeyError):
        w.start(name)
    assert w.credit == 600
    assert w.running is False


def test_exact_credit_is_enough():
    w = Washer()
    w.insert(200)
    w.insert(50)
    assert w.start("quick") == 30
    assert w.credit == 0


def test_leftover_credit_stays():
    w = Washer()
    w.insert(200)
    w.insert(200)
    assert w.start("normal") == 45
    assert w.credit == 50
    assert w.refund() == 50


def test_not_enough_credit():
    w = Washer()
    w.insert(200)
    w.insert(20)
    with pytest.raises(NotEnoughCredit) as info:
        w.start("normal")
    assert info.value.missing == 130
    assert w.credit == 220
    assert w.running is False
    assert w.minutes_left == 0


def test_not_enough_credit_when_empty():
    w = Washer()
    with pytest.raises(NotEnoughCredit) as info:
        w.start("hot")
    assert info.value.missing == 450
    assert w.credit == 0


def test_start_while_running():
    w = Washer()
    for _ in range(4):
        w.insert(200)
    w.start("quick")
    w.advance(10)
    with pytest.raises(RuntimeError):
        w.start("quick")
    assert w.credit == 550
    assert w.minutes_left == 20


def test_coins_while_running_kept():
    w = Washer()
    w.insert(200)
    w.insert(50)
    w.start("quick")
    assert w.insert(100) == 100
    assert w.credit == 100


def test_advance_runs_to_end():
    w = Washer()
    w.insert(200)
    w.insert(200)
    w.insert(50)
    w.start("hot")
    w.advance(59)
    assert w.minutes_left == 1
    assert w.running is True
    assert w.washes_done == 0
    w.advance(1)
    assert w.minutes_left == 0
    assert w.running is False
    assert w.washes_done == 1


def test_advance_past_end():
    w = Washer()
    w.insert(200)
    w.insert(50)
    w.start("quick")
    w.advance(100)
    assert w.minutes_left == 0
    assert w.running is False
    assert w.washes_done == 1


def test_idle_time_changes_nothing():
    w = Washer()
    w.advance(30)
    assert w.washes_done == 0
    w.insert(200)
    w.insert(50)
    w.start("quick")
    w.advance(30)
    w.advance(30)
    w.advance(0)
    assert w.washes_done == 1
    assert w.minutes_left == 0


def test_two_washes():
    w = Washer()
    for _ in range(3):
        w.insert(200)
    w.start("quick")
    w.advance(30)
    w.insert(20)
    w.insert(20)
    w.insert(200)
    w.start("normal")
    w.advance(45)
    assert w.washes_done == 2
    assert w.credit == 240


def test_refund():
    w = Washer()
    w.insert(100)
    w.insert(20)
    assert w.refund() == 120
    assert w.credit == 0
    assert w.refund() == 0
