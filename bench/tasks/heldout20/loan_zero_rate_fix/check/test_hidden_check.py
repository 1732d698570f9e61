import os
import subprocess
import sys

import pytest

sys.path.insert(0, os.getcwd())

from loan import monthly_payment, schedule, total_interest  # noqa: E402

ORIGINAL_TESTS = '''from loan import monthly_payment, schedule


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
'''


def cents(x):
    return round(x * 100)


def test_zero_rate_payment():
    assert monthly_payment(12000, 0, 1) == 1000.0


def test_zero_rate_payment_rounded_to_cents():
    assert monthly_payment(1000, 0, 1) == 83.33
    assert monthly_payment(5000, 0, 2) == 208.33


def test_zero_rate_schedule_even():
    rows = schedule(12000, 0, 1)
    assert len(rows) == 12
    for i, (month, payment, interest, principal_paid, balance) in enumerate(rows, 1):
        assert month == i
        assert payment == 1000.0
        assert interest == 0
        assert principal_paid == 1000.0
        assert balance == pytest.approx(12000 - 1000 * i, abs=0.001)
    assert rows[-1][4] == 0


def test_zero_rate_schedule_uneven_final_adjusted():
    rows = schedule(1000, 0, 1)
    assert len(rows) == 12
    assert all(r[1] == 83.33 for r in rows[:-1])
    assert rows[-1][0] == 12
    assert rows[-1][1] == pytest.approx(83.37, abs=0.001)
    assert rows[-1][2] == 0
    assert rows[-1][3] == pytest.approx(83.37, abs=0.001)
    assert rows[-1][4] == 0


def test_zero_rate_total_interest():
    assert total_interest(12000, 0, 1) == 0


def test_mortgage_final_balance_zero():
    rows = schedule(100000, 6, 30)
    assert len(rows) == 360
    assert rows[-1][0] == 360
    assert rows[-1][4] == 0


@pytest.mark.parametrize("principal,rate,years", [
    (100000, 6, 30), (20000, 4.5, 5), (15000, 7.9, 3), (1000, 0, 1), (250000, 3.25, 25),
])
def test_schedule_consistent(principal, rate, years):
    rows = schedule(principal, rate, years)
    payment = monthly_payment(principal, rate, years)
    assert len(rows) == years * 12
    assert [r[0] for r in rows] == list(range(1, years * 12 + 1))
    # every payment except the last is the regular monthly payment
    assert all(r[1] == payment for r in rows[:-1])
    # each row: payment = interest + principal paid, balance goes down by principal paid
    previous = principal
    for month, pay, interest, paid, balance in rows:
        assert cents(pay) == cents(interest) + cents(paid)
        assert cents(balance) == cents(previous) - cents(paid)
        previous = balance
    assert rows[-1][4] == 0
    assert sum(cents(r[3]) for r in rows) == cents(principal)


def test_mortgage_last_payment_adjusted():
    rows = schedule(100000, 6, 30)
    month, payment, interest, paid, balance = rows[-1]
    # the final payment clears what was left after month 359
    assert cents(paid) == cents(rows[-2][4])
    assert cents(payment) == cents(rows[-2][4]) + cents(interest)
    assert payment != 599.55


def test_existing_values_unchanged():
    assert monthly_payment(100000, 6, 30) == 599.55
    assert monthly_payment(20000, 4.5, 5) == 372.86
    first = schedule(100000, 6, 30)[0]
    assert first == (1, 599.55, 500.0, 99.55, 99900.45)


def test_total_interest_mortgage():
    rows = schedule(100000, 6, 30)
    assert total_interest(100000, 6, 30) == pytest.approx(
        sum(cents(r[2]) for r in rows) / 100, abs=0.001)
    # total paid = principal + interest
    assert sum(cents(r[1]) for r in rows) == cents(100000) + cents(total_interest(100000, 6, 30))


def _pytest(path):
    env = dict(os.environ, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")
    env.pop("PYTHONPATH", None)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           str(path)], cwd=os.getcwd(), capture_output=True, text=True,
                          env=env, timeout=120)


def test_original_tests_still_pass(tmp_path):
    original = tmp_path / "test_loan_original.py"
    original.write_text(ORIGINAL_TESTS)
    p = _pytest(original)
    assert p.returncode == 0, p.stdout + p.stderr


def test_workspace_tests_pass():
    p = _pytest(os.path.join(os.getcwd(), "tests", "test_loan.py"))
    assert p.returncode == 0, p.stdout + p.stderr
