import os
import subprocess
import sys

import pytest

SCRIPT = os.path.abspath("split_bill.py")


def run(*args):
    return subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True,
                          timeout=30)


def lines(*args):
    r = run(*args)
    assert r.returncode == 0, r.stderr
    return r.stdout.split()


def test_example_three_people():
    assert lines("100", "3") == ["33.34", "33.33", "33.33"]


def test_example_with_tip():
    assert lines("50.00", "4", "--tip", "15") == ["14.38", "14.38", "14.37", "14.37"]


def test_even_split_and_format():
    assert lines("12.5", "2") == ["6.25", "6.25"]
    assert lines("9", "1") == ["9.00"]
    assert lines("0", "3") == ["0.00", "0.00", "0.00"]


def test_no_cent_lost():
    out = lines("10.00", "7")
    assert out == ["1.43", "1.43", "1.43", "1.43", "1.43", "1.43", "1.42"]
    assert sum(round(float(x) * 100) for x in out) == 1000


def test_more_people_than_cents():
    assert lines("0.03", "5") == ["0.01", "0.01", "0.01", "0.00", "0.00"]


def test_large_amount_plain_format():
    assert lines("123456.78", "2") == ["61728.39", "61728.39"]


def test_tip_half_rounds_up():
    # 15% of 10.30 is 1.545 -> 1.55
    assert lines("10.30", "1", "--tip", "15") == ["11.85"]
    # 12.5% of 0.20 is 0.025 -> 0.03
    assert lines("0.20", "1", "--tip", "12.5") == ["0.23"]


def test_fractional_tip():
    # 12.5% of 80 = 10 -> 90 / 4
    assert lines("80", "4", "--tip", "12.5") == ["22.50"] * 4


@pytest.mark.parametrize("args", [
    ["abc", "2"],
    ["-5", "2"],
    ["10.999", "2"],
    ["10", "0"],
    ["10", "-2"],
    ["10", "2.5"],
    ["10", "two"],
    ["10", "2", "--tip", "-1"],
    ["10", "2", "--tip", "lots"],
])
def test_invalid_input_exit_2(args):
    r = run(*args)
    assert r.returncode == 2, (args, r.stdout)
    assert r.stderr.strip() != ""
    assert "Traceback" not in r.stderr
