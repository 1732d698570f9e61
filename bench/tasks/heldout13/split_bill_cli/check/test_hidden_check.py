import os
import subprocess
import sys

import pytest

SCRIPT = os.path.join(os.getcwd(), "splitbill.py")


def run(*args):
    return subprocess.run([sys.executable, SCRIPT, *args], capture_output=True,
                          text=True, timeout=60, cwd=os.getcwd())


def shares(*args):
    r = run(*args)
    assert r.returncode == 0, r.stderr
    return r.stdout.split()


def test_leftover_cent_goes_to_first():
    assert shares("100", "3") == ["33.34", "33.33", "33.33"]


def test_tip_example():
    assert shares("84.50", "4", "--tip", "20") == ["25.35"] * 4


def test_half_cent_rounds_up():
    assert shares("1.10", "1", "--tip", "15") == ["1.27"]


def test_several_leftover_cents():
    assert shares("100", "7") == ["14.29"] * 4 + ["14.28"] * 3


def test_tiny_amount():
    assert shares("0.05", "3") == ["0.02", "0.02", "0.01"]


def test_two_decimals_always():
    assert shares("30", "3") == ["10.00", "10.00", "10.00"]


def test_shares_add_up_with_tip():
    out = shares("250", "6", "--tip", "18")
    assert out == ["49.17"] * 4 + ["49.16"] * 2
    assert sum(round(float(x) * 100) for x in out) == 29500


def test_zero_people_message_and_status():
    r = run("10", "0")
    assert r.returncode == 2
    assert r.stdout.strip() == ""
    assert r.stderr.strip() == "error: people must be at least 1"


@pytest.mark.parametrize("args", [
    ["abc", "2"],
    ["-5", "2"],
    ["10", "2.5"],
    ["10", "x"],
    ["10", "-1"],
    ["10", "2", "--tip", "-5"],
])
def test_bad_input(args):
    r = run(*args)
    assert r.returncode == 2
    assert r.stdout.strip() == ""
    assert r.stderr.strip().startswith("error:")
