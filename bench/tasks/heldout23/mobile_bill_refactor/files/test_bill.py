from decimal import Decimal

import pytest

from bill import monthly_bill


def test_basic_within_allowance():
    bill = monthly_bill("basic", {"minutes": 100, "sms": 50, "data_mb": 1024})
    assert bill == {"fee": Decimal("9.99"), "extras": Decimal("0.00"), "vat": Decimal("2.00"),
                    "total": Decimal("11.99")}


def test_basic_over_allowance():
    bill = monthly_bill("basic", {"minutes": 130, "sms": 60, "data_mb": 1200})
    # 30 min * 0.09 + 10 sms * 0.05 + 2 blocks * 1.50
    assert bill["extras"] == Decimal("6.20")
    assert bill["total"] == Decimal("19.43")


def test_unlimited_only_roaming():
    bill = monthly_bill("unlimited", {"minutes": 5000, "sms": 900, "data_mb": 90000,
                                      "roaming_mb": 300})
    assert bill["extras"] == Decimal("6.00")
    assert bill["total"] == Decimal("49.19")


def test_roaming_cap_and_discount():
    bill = monthly_bill("plus", {"minutes": 0, "sms": 0, "data_mb": 0, "roaming_mb": 10000})
    assert bill["extras"] == Decimal("48.00")


def test_errors():
    with pytest.raises(ValueError):
        monthly_bill("gold", {})
    with pytest.raises(ValueError):
        monthly_bill("basic", {"minutes": -1})
    with pytest.raises(ValueError):
        monthly_bill("basic", {"sms": 2.5})
