import subprocess
import sys
from pathlib import Path

import pytest

WS = Path(__file__).resolve().parent.parent


def run(*args):
    return subprocess.run([sys.executable, "split_bill.py", *args],
                          capture_output=True, text=True, cwd=WS, timeout=30)


def lines(r):
    assert r.returncode == 0, r.stderr
    return r.stdout.splitlines()


def test_uneven_split_first_people_pay_more():
    assert lines(run("10", "3")) == ["person 1: 3.34", "person 2: 3.33", "person 3: 3.33",
                                     "total: 10.00"]


def test_tip_even_split():
    assert lines(run("100", "4", "--tip", "15")) == [
        f"person {i}: 28.75" for i in range(1, 5)] + ["total: 115.00"]


def test_half_up_rounding_of_total():
    assert lines(run("0.05", "2", "--tip", "10")) == ["person 1: 0.03", "person 2: 0.03",
                                                      "total: 0.06"]


def test_half_up_not_bankers():
    assert lines(run("1", "1", "--tip", "12.5")) == ["person 1: 1.13", "total: 1.13"]


def test_half_up_larger_amount():
    # 2.45 * 1.1 = 2.695 exactly -> 2.70
    assert lines(run("2.45", "1", "--tip", "10")) == ["person 1: 2.70", "total: 2.70"]


def test_fewer_cents_than_people():
    assert lines(run("0.02", "3")) == ["person 1: 0.01", "person 2: 0.01", "person 3: 0.00",
                                       "total: 0.02"]


def test_tip_twenty_percent():
    assert lines(run("50", "2", "--tip", "20")) == ["person 1: 30.00", "person 2: 30.00",
                                                   "total: 60.00"]


def test_two_leftover_cents():
    assert lines(run("10.01", "3")) == ["person 1: 3.34", "person 2: 3.34", "person 3: 3.33",
                                        "total: 10.01"]


def test_one_decimal_and_zero_amount():
    assert lines(run("84.5", "2")) == ["person 1: 42.25", "person 2: 42.25", "total: 84.50"]
    assert lines(run("0", "2")) == ["person 1: 0.00", "person 2: 0.00", "total: 0.00"]


def test_single_person_no_tip():
    assert lines(run("7", "1")) == ["person 1: 7.00", "total: 7.00"]


@pytest.mark.parametrize("amount", ["1.005", "-3", "abc", "12.345"])
def test_invalid_amount(amount):
    r = run(amount, "2")
    assert r.returncode == 2
    assert r.stdout == ""
    assert r.stderr.strip() == f"invalid amount: {amount}"


@pytest.mark.parametrize("people", ["0", "two", "2.5"])
def test_invalid_people(people):
    r = run("10", people)
    assert r.returncode == 2
    assert r.stdout == ""
    assert r.stderr.strip() == f"invalid number of people: {people}"


@pytest.mark.parametrize("tip", ["-5", "lots"])
def test_invalid_tip(tip):
    r = run("10", "2", "--tip", tip)
    assert r.returncode == 2
    assert r.stdout == ""
    assert r.stderr.strip() == f"invalid tip: {tip}"


def test_wrong_argument_count():
    r = run("10")
    assert r.returncode == 2
    assert r.stdout == ""
    assert r.stderr.strip() != ""
