from parking import parking_fee


def test_parking_fee_exists():
    assert callable(parking_fee)
