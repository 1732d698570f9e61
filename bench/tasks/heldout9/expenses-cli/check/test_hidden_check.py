import subprocess
import sys
from pathlib import Path

import pytest


def run(tmp_path, content, name="data.csv"):
    path = tmp_path / name
    path.write_text(content)
    return subprocess.run([sys.executable, "expenses.py", str(path)],
                          capture_output=True, text=True, timeout=60)


def test_example(tmp_path):
    r = run(tmp_path, "date,category,amount\n2024-01-02,food,12.50\n"
                      "2024-01-03,rent,800\n2024-01-05,food,7.25\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout == "rent: 800.00\nfood: 19.75\nTOTAL: 819.75\n"


def test_ties_alphabetical_and_order(tmp_path):
    r = run(tmp_path, "date,category,amount\n"
                      "2024-02-01,travel,10\n"
                      "2024-02-01,books,10.00\n"
                      "2024-02-02,coffee,3.5\n"
                      "2024-02-03,games,25\n"
                      "2024-02-04,art,10\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == [
        "games: 25.00", "art: 10.00", "books: 10.00", "travel: 10.00",
        "coffee: 3.50", "TOTAL: 58.50"]


def test_decimal_exact(tmp_path):
    # with floats 0.1 + 0.1 + 0.1 is more than 0.3, which would break the tie order
    r = run(tmp_path, "date,category,amount\n" + "2024-01-01,misc,0.10\n" * 3
                      + "2024-01-02,apple,0.30\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["apple: 0.30", "misc: 0.30", "TOTAL: 0.60"]


def test_category_stripped_and_case_sensitive(tmp_path):
    r = run(tmp_path, "date,category,amount\n"
                      "2024-01-01, food ,5\n"
                      "2024-01-01,food,5\n"
                      "2024-01-01,Food,1\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["food: 10.00", "Food: 1.00", "TOTAL: 11.00"]


def test_header_only(tmp_path):
    r = run(tmp_path, "date,category,amount\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout == "TOTAL: 0.00\n"


def test_missing_file(tmp_path):
    missing = tmp_path / "nope.csv"
    r = subprocess.run([sys.executable, "expenses.py", str(missing)],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2
    assert r.stderr.strip() == f"error: cannot read {missing}"


def test_bad_amount_line_number(tmp_path):
    r = run(tmp_path, "date,category,amount\n"
                      "2024-01-01,food,5\n"
                      "2024-01-02,rent,800\n"
                      "2024-01-03,fun,ten\n"
                      "2024-01-04,food,1\n")
    assert r.returncode == 1
    assert r.stderr.strip() == "error: line 4: bad amount"
    assert "TOTAL" not in r.stdout
    assert r.stdout == ""


def test_bad_amount_first_data_line(tmp_path):
    r = run(tmp_path, "date,category,amount\n2024-01-01,food,1.2.3\n2024-01-02,food,abc\n")
    assert r.returncode == 1
    assert r.stderr.strip() == "error: line 2: bad amount"
