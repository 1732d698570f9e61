import subprocess
import sys

import pytest


def run(*args):
    return subprocess.run([sys.executable, "split_bill.py", *args], capture_output=True,
                          text=True, timeout=30)


def test_example():
    out = run("100", "3", "--tip", "15")
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "Each person pays 38.33"


def test_no_tip_and_two_decimals():
    out = run("90", "4")
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "Each person pays 22.50"


def test_whole_amount_still_two_decimals():
    out = run("80", "2", "--tip", "12.5")
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "Each person pays 45.00"


def test_decimal_total_one_person():
    out = run("59.99", "1")
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "Each person pays 59.99"


def test_zero_tip_allowed():
    out = run("10", "3", "--tip", "0")
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "Each person pays 3.33"


@pytest.mark.parametrize("args", [
    ["abc", "3"],
    ["-5", "2"],
    ["0", "2"],
    ["100", "0"],
    ["100", "-2"],
    ["100", "2.5"],
    ["100", "two"],
    ["100", "3", "--tip", "-5"],
    ["100", "3", "--tip", "lots"],
])
def test_invalid_input(args):
    out = run(*args)
    assert out.returncode == 2, (out.returncode, out.stdout, out.stderr)
    assert "error:" in out.stderr
    assert "Traceback" not in out.stderr
    assert "Each person pays" not in out.stdout
