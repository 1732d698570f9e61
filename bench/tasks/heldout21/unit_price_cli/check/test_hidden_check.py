import os
import subprocess
import sys

import pytest

SCRIPT = os.path.join(os.getcwd(), "unitprice.py")


def run(*args):
    return subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True,
                          timeout=30)


def lines(proc):
    return proc.stdout.strip().splitlines()


def test_script_exists():
    assert os.path.isfile(SCRIPT)


def test_prompt_example():
    p = run("Oats 2.49 500g", "Big oats 4.10 1kg", "Milk 1.15 1l")
    assert p.returncode == 0, p.stderr
    assert lines(p) == ["Milk: 1.15 per l", "Big oats: 4.10 per kg", "Oats: 4.98 per kg"]


def test_single_item_and_ml():
    p = run("Juice 1.80 750ml")
    assert p.returncode == 0
    assert lines(p) == ["Juice: 2.40 per l"]


def test_units_case_insensitive():
    p = run("A 3.00 1KG", "B 1.00 250ML", "C 2.00 2L", "D 0.90 300G")
    assert p.returncode == 0, p.stderr
    assert lines(p) == ["C: 1.00 per l", "A: 3.00 per kg", "D: 3.00 per kg", "B: 4.00 per l"]


def test_half_up_rounding():
    p = run("Salt 0.25 2kg")
    assert lines(p) == ["Salt: 0.13 per kg"]
    p = run("Rice 0.45 2kg")
    assert lines(p) == ["Rice: 0.23 per kg"]
    p = run("Flour 0.05 2kg")
    assert lines(p) == ["Flour: 0.03 per kg"]


def test_two_decimals_always():
    p = run("Water 2 4l", "Sugar 3 1kg")
    assert lines(p) == ["Water: 0.50 per l", "Sugar: 3.00 per kg"]


def test_sort_by_exact_not_rounded():
    # 1.004 per kg vs 1.001 per kg: both show 1.00, but Y is cheaper
    p = run("X 1.004 1kg", "Y 1.001 1kg")
    assert lines(p) == ["Y: 1.00 per kg", "X: 1.00 per kg"]


def test_ties_keep_input_order():
    p = run("Zed 2.00 1kg", "Alpha 1.00 500g", "Mid 1.00 1l", "Beta 2.00 1000g")
    assert lines(p) == ["Mid: 1.00 per l", "Zed: 2.00 per kg", "Alpha: 2.00 per kg",
                        "Beta: 2.00 per kg"]


def test_multi_word_names():
    p = run("Extra big family oats 4.10 1kg", "Own brand oats 1.00 500g")
    assert lines(p) == ["Own brand oats: 2.00 per kg", "Extra big family oats: 4.10 per kg"]


def test_decimal_size_and_zero_price():
    p = run("Cheese 3.00 1.5kg", "Free sample 0 100g")
    assert lines(p) == ["Free sample: 0.00 per kg", "Cheese: 2.00 per kg"]


def test_no_args_usage_exit_2():
    p = run()
    assert p.returncode == 2
    assert p.stdout == ""
    assert p.stderr.strip() == "usage: python unitprice.py ITEM [ITEM ...]"


@pytest.mark.parametrize("item", [
    "Oats 500g",
    "Oats",
    "Oats abc 500g",
    "Oats -1.00 500g",
    "Oats 2.49 500",
    "Oats 2.49 500lb",
    "Oats 2.49 0g",
    "Oats 2.49 -5kg",
    "Oats 2.49 kg",
])
def test_bad_item(item):
    p = run("Milk 1.15 1l", item)
    assert p.returncode == 1, (item, p.stdout)
    assert p.stdout == ""
    assert p.stderr.strip() == f"error: cannot parse item '{item}'"
