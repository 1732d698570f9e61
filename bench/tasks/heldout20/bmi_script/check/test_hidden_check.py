import os
import subprocess
import sys

import pytest

sys.path.insert(0, os.getcwd())

SCRIPT = os.path.join(os.getcwd(), "bmi.py")
ERROR = "error: weight and height must be positive numbers"


def run(*args):
    return subprocess.run([sys.executable, SCRIPT, *args], capture_output=True,
                          text=True, timeout=30)


def test_script_exists():
    assert os.path.isfile(SCRIPT)


def test_prompt_example():
    p = run("70", "1.75")
    assert p.returncode == 0, p.stderr
    assert p.stdout == "BMI: 22.9 (normal)\n"


@pytest.mark.parametrize("weight,height,expected", [
    ("50", "1.8", "BMI: 15.4 (underweight)"),
    ("18.4", "1", "BMI: 18.4 (underweight)"),
    ("18.5", "1", "BMI: 18.5 (normal)"),
    ("24.9", "1", "BMI: 24.9 (normal)"),
    ("25", "1", "BMI: 25.0 (overweight)"),
    ("29.9", "1", "BMI: 29.9 (overweight)"),
    ("30", "1", "BMI: 30.0 (obese)"),
    ("120", "1.7", "BMI: 41.5 (obese)"),
    ("85", "1.80", "BMI: 26.2 (overweight)"),
])
def test_categories_and_boundaries(weight, height, expected):
    p = run(weight, height)
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip() == expected


def test_category_uses_exact_value_not_rounded():
    # 99.84 / 2.0**2 = 24.96 -> shown as 25.0 but still normal
    p = run("99.84", "2")
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip() == "BMI: 25.0 (normal)"


def test_category_exact_value_near_18_5():
    # 73.8 / 2**2 = 18.45 -> shows as 18.4 or 18.5 but is underweight
    p = run("73.8", "2")
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip().endswith("(underweight)")


def test_imperial():
    # 703 * 200 / 70**2 = 28.69
    p = run("--imperial", "200", "70")
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip() == "BMI: 28.7 (overweight)"


def test_imperial_flag_after_numbers():
    p = run("200", "70", "--imperial")
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip() == "BMI: 28.7 (overweight)"


def test_imperial_exact_value_rule():
    # 703 * 150 / 65**2 = 24.958 -> 25.0 shown, normal
    p = run("--imperial", "150", "65")
    assert p.stdout.strip() == "BMI: 25.0 (normal)"


@pytest.mark.parametrize("args", [[], ["70"], ["70", "1.75", "3"]])
def test_wrong_argument_count(args):
    p = run(*args)
    assert p.returncode == 2
    assert p.stderr.strip() != ""
    assert p.stdout == ""


@pytest.mark.parametrize("args", [["abc", "1.75"], ["70", "tall"], ["0", "1.75"],
                                  ["70", "0"], ["-70", "1.75"], ["70", "-1.75"]])
def test_bad_values(args):
    p = run(*args)
    assert p.returncode == 1
    assert p.stderr.strip() == ERROR
    assert p.stdout == ""
