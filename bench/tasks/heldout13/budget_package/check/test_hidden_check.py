import dataclasses
import os
import subprocess
import sys
from datetime import date
from decimal import Decimal

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)

import budget  # noqa: E402
from budget.parse import ParseError, Transaction, load, parse_line  # noqa: E402
from budget.report import monthly_net, totals_by_category  # noqa: E402

SAMPLE = """# my spending
2024-03-05, groceries, -45.20, weekly shop

2024-03-06, Salary, 2500.00
2024-03-09, Groceries , -0.10
2024-03-20, fun, -12.5, cinema
  # indented comment
2024-04-01, groceries, -0.20
2024-04-02, fun, -30
"""


def write(tmp_path, text, name="spend.txt"):
    p = tmp_path / name
    p.write_text(text)
    return str(p)


def test_package_reexports():
    for name in ["Transaction", "ParseError", "parse_line", "load", "totals_by_category", "monthly_net"]:
        assert hasattr(budget, name), name
    assert budget.parse_line is parse_line
    assert budget.totals_by_category is totals_by_category


def test_transaction_dataclass():
    assert dataclasses.is_dataclass(Transaction)
    t = Transaction(date(2024, 1, 2), "rent", Decimal("-900"))
    assert t.note == ""


def test_parse_line_full():
    t = parse_line("2024-03-05, groceries, -45.20, weekly shop")
    assert t == Transaction(date(2024, 3, 5), "groceries", Decimal("-45.20"), "weekly shop")
    assert isinstance(t.amount, Decimal)


def test_parse_line_no_note_and_case():
    t = parse_line("2024-03-06, Salary, 2500.00")
    assert t.date == date(2024, 3, 6)
    assert t.category == "salary"
    assert t.amount == Decimal("2500.00") and isinstance(t.amount, Decimal)
    assert t.note == ""
    assert parse_line("2024-03-06,  Eating Out ,-3").category == "eating out"


def test_parse_error_is_value_error():
    assert issubclass(ParseError, ValueError)


@pytest.mark.parametrize("line", [
    "2024-13-01, food, 1",
    "yesterday, food, 1",
    "2024-03-05, food, abc",
    "2024-03-05, food",
    "2024-03-05",
    "2024-03-05, , 5",
])
def test_parse_line_rejects(line):
    with pytest.raises(ParseError):
        parse_line(line)


def test_load(tmp_path):
    items = load(write(tmp_path, SAMPLE))
    assert len(items) == 6
    assert items[0] == Transaction(date(2024, 3, 5), "groceries", Decimal("-45.20"), "weekly shop")
    assert items[2].category == "groceries"
    assert all(isinstance(t.amount, Decimal) for t in items)


def test_load_error_line_number(tmp_path):
    text = "# header\n\n2024-03-05, food, -1\n2024-03-06, food, lots\n"
    with pytest.raises(ParseError) as info:
        load(write(tmp_path, text))
    assert str(info.value).startswith("line 4:")


def test_load_error_line_number_first_line(tmp_path):
    with pytest.raises(ParseError) as info:
        load(write(tmp_path, "2024-02-30, food, 1\n"))
    assert str(info.value).startswith("line 1:")


def test_totals_by_category(tmp_path):
    totals = totals_by_category(load(write(tmp_path, SAMPLE)))
    assert totals == {
        "groceries": Decimal("-45.50"),
        "salary": Decimal("2500.00"),
        "fun": Decimal("-42.5"),
    }
    assert all(isinstance(v, Decimal) for v in totals.values())


def test_totals_exact_decimal():
    ts = [parse_line("2024-01-01, a, 0.10"), parse_line("2024-01-02, a, 0.20")]
    assert totals_by_category(ts) == {"a": Decimal("0.30")}


def test_monthly_net(tmp_path):
    net = monthly_net(load(write(tmp_path, SAMPLE)))
    assert net == {"2024-03": Decimal("2442.20"), "2024-04": Decimal("-30.20")}
    assert all(isinstance(v, Decimal) for v in net.values())


def run_cli(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "budget", *args], capture_output=True, text=True,
                          timeout=60, cwd=cwd or WORKSPACE)


def test_cli_report(tmp_path):
    r = run_cli(write(tmp_path, SAMPLE))
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == [
        "fun: -42.50",
        "groceries: -45.50",
        "salary: 2500.00",
        "net: 2412.00",
    ]


def test_cli_prompt_example(tmp_path):
    r = run_cli(write(tmp_path, "2024-03-05, groceries, -45.20, weekly shop\n2024-03-06, Salary, 2500\n"))
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["groceries: -45.20", "salary: 2500.00", "net: 2454.80"]


def test_cli_missing_file(tmp_path):
    r = run_cli(str(tmp_path / "nope.txt"))
    assert r.returncode == 1
    assert r.stderr.strip()
    assert r.stdout.strip() == ""


def test_cli_bad_line(tmp_path):
    r = run_cli(write(tmp_path, "2024-03-05, food, -1\nnot a line\n"))
    assert r.returncode == 1
    assert r.stderr.strip()
