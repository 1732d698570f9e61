import pytest

from account import Account, InsufficientFunds


def test_withdraw():
    acc = Account("ann", 100)
    acc.withdraw(30)
    assert acc.balance == 70
    acc.withdraw(70)
    assert acc.balance == 0


def test_insufficient_funds_leaves_balance():
    assert issubclass(InsufficientFunds, Exception)
    acc = Account("ann", 50)
    with pytest.raises(InsufficientFunds):
        acc.withdraw(50.01)
    assert acc.balance == 50


@pytest.mark.parametrize("amount", [0, -5])
def test_non_positive_amounts(amount):
    acc = Account("ann", 10)
    with pytest.raises(ValueError):
        acc.withdraw(amount)
    with pytest.raises(ValueError):
        acc.deposit(amount)
    assert acc.balance == 10


def test_deposit_still_works():
    acc = Account("bo")
    acc.deposit(5)
    assert acc.balance == 5
