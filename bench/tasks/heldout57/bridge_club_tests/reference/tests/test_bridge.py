import pytest

from bridge import joining_sub, pair_percentage, session_takings, table_money, tables


def test_table_money_adults():
    assert table_money(True, 60) == 3.0
    assert table_money(False, 60) == 4.5
    assert table_money(True, 25) == 3.0
    assert table_money(False, 25) == 4.5


def test_table_money_young():
    assert table_money(True, 24) == 1.5
    assert table_money(False, 24) == 2.25
    assert table_money(True, 0) == 1.5
    assert table_money(False, 12) == 2.25


@pytest.mark.parametrize("age", [-1, 30.5, "40", True])
def test_table_money_bad_age(age):
    with pytest.raises(ValueError):
        table_money(True, age)


def test_session_takings():
    assert session_takings([]) == 0
    assert session_takings([(True, 70), (True, 65), (False, 40), (False, 19)]) == 12.75
    assert session_takings([(True, 24), (True, 25)]) == 4.5
    with pytest.raises(ValueError):
        session_takings([(True, 70), (False, -5)])


def test_tables():
    assert tables(8) == (2, 0)
    assert tables(9) == (2, 1)
    assert tables(11) == (2, 3)
    assert tables(12) == (3, 0)
    assert tables(30) == (7, 2)


@pytest.mark.parametrize("players", [0, 4, 6, 7])
def test_tables_too_few(players):
    with pytest.raises(ValueError):
        tables(players)


def test_joining_sub():
    assert joining_sub(1) == 36.0
    assert joining_sub(2) == 33.0
    assert joining_sub(6) == 21.0
    assert joining_sub(9) == 12.0
    assert joining_sub(10) == 0.0
    assert joining_sub(11) == 0.0
    assert joining_sub(12) == 0.0


@pytest.mark.parametrize("month", [0, 13, -1, 5.5])
def test_joining_sub_bad_month(month):
    with pytest.raises(ValueError):
        joining_sub(month)


def test_pair_percentage():
    assert pair_percentage(60, 10, 12) == 50.0
    assert pair_percentage(0, 10, 12) == 0.0
    assert pair_percentage(120, 10, 12) == 100.0
    assert pair_percentage(77, 8, 18) == 53.47
    assert pair_percentage(50, 4, 24) == 52.08


@pytest.mark.parametrize("args", [(121, 10, 12), (-1, 10, 12), (10, 0, 12), (10, 10, 0),
                                  (10, -2, 12)])
def test_pair_percentage_errors(args):
    with pytest.raises(ValueError):
        pair_percentage(*args)
