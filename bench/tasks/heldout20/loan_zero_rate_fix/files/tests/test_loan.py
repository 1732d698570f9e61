from loan import monthly_payment, schedule


def test_thirty_year_mortgage_payment():
    assert monthly_payment(100000, 6, 30) == 599.55


def test_car_loan_payment():
    assert monthly_payment(20000, 4.5, 5) == 372.86


def test_schedule_length():
    assert len(schedule(20000, 4.5, 5)) == 60


def test_first_row():
    month, payment, interest, principal_paid, balance = schedule(100000, 6, 30)[0]
    assert (month, payment, interest) == (1, 599.55, 500.0)
    assert principal_paid == 99.55
    assert balance == 99900.45
