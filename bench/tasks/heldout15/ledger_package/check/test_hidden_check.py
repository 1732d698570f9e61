import importlib
import sys
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

WS = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(WS))

import ledger  # noqa: E402

D = Decimal

SAMPLE = """# comments start with #
2024-01-05 | Groceries | -42.10 | weekly shop
2024-01-06 | salary    | +1,500.00
2024-01-20 | rent      | -900
"""


def test_package_layout():
    assert (WS / "ledger" / "__init__.py").is_file()
    parsing = importlib.import_module("ledger.parsing")
    reports = importlib.import_module("ledger.reports")
    for name in ("Entry", "ParseError", "parse_line", "load"):
        assert getattr(ledger, name) is getattr(parsing, name), name
    for name in ("monthly_totals", "top_categories"):
        assert getattr(ledger, name) is getattr(reports, name), name


def test_entry_construction_and_equality():
    a = ledger.Entry(date(2024, 1, 5), "food", D("-3.50"), "lunch")
    b = ledger.Entry(date(2024, 1, 5), "food", D("-3.50"), "lunch")
    c = ledger.Entry(date(2024, 1, 5), "food", D("-3.50"))
    assert a == b
    assert c.note == ""
    assert a != c
    assert (a.date, a.category, a.amount, a.note) == (date(2024, 1, 5), "food", D("-3.50"), "lunch")


def test_parse_line_with_note():
    e = ledger.parse_line("2024-01-05 | Groceries | -42.10 | weekly shop")
    assert e == ledger.Entry(date(2024, 1, 5), "groceries", D("-42.10"), "weekly shop")
    assert isinstance(e.amount, Decimal)
    assert isinstance(e.date, date)


def test_parse_line_without_note_and_commas():
    e = ledger.parse_line("2024-01-06 | salary    | +1,500.00")
    assert e.date == date(2024, 1, 6)
    assert e.category == "salary"
    assert e.amount == D("1500.00")
    assert e.note == ""


def test_parse_line_big_number_and_integer():
    assert ledger.parse_line("2024-02-01|Car|-12,345,678.9|").amount == D("-12345678.9")
    assert ledger.parse_line("  2024-01-20 |  RENT  | -900  ").amount == D("-900")
    assert ledger.parse_line("  2024-01-20 |  RENT  | -900  ").category == "rent"
    assert ledger.parse_line("2024-01-20 | gift | 25").amount == D("25")


def test_parse_error_is_value_error():
    assert issubclass(ledger.ParseError, ValueError)


@pytest.mark.parametrize("line", [
    "2024-13-01 | food | -1",
    "2024-02-30 | food | -1",
    "yesterday | food | -1",
    "2024-01-05 |  | -1",
    "2024-01-05 | food | abc",
    "2024-01-05 | food | 12.3.4",
    "2024-01-05 | food | ",
    "2024-01-05 | food",
    "2024-01-05 | food | -1 | note | extra",
    "just some text",
])
def test_parse_line_errors(line):
    with pytest.raises(ledger.ParseError):
        ledger.parse_line(line)


def test_load_sample():
    entries = ledger.load(SAMPLE)
    assert [e.category for e in entries] == ["groceries", "salary", "rent"]
    assert [e.amount for e in entries] == [D("-42.10"), D("1500.00"), D("-900")]
    assert entries[0].note == "weekly shop"


def test_load_skips_blank_and_indented_comments():
    text = "\n   \n  # indented comment\n2024-03-01 | a | -1\n\t\n#x\n2024-03-02 | b | 2\n"
    entries = ledger.load(text)
    assert [e.category for e in entries] == ["a", "b"]


def test_load_empty():
    assert ledger.load("") == []


def test_load_error_line_number_counts_everything():
    text = "# header\n\n2024-01-01 | a | -1\n   \n2024-01-02 | b | nope\n2024-01-03 | c | -1\n"
    with pytest.raises(ledger.ParseError) as exc:
        ledger.load(text)
    assert str(exc.value).startswith("line 5: ")


def test_load_error_first_line():
    with pytest.raises(ValueError) as exc:
        ledger.load("garbage\n2024-01-01 | a | -1\n")
    assert str(exc.value).startswith("line 1: ")


def E(d, cat, amount):
    return ledger.Entry(date.fromisoformat(d), cat, D(amount))


def test_monthly_totals():
    entries = [
        E("2024-02-03", "food", "-10.50"),
        E("2024-01-06", "salary", "1500.00"),
        E("2024-01-05", "groceries", "-42.10"),
        E("2024-01-20", "rent", "-900"),
        E("2024-02-28", "refund", "20"),
        E("2023-12-31", "party", "-99.99"),
    ]
    result = ledger.monthly_totals(entries)
    assert list(result) == ["2023-12", "2024-01", "2024-02"]
    assert result["2024-01"] == {"income": D("1500.00"), "expenses": D("942.10"),
                                 "net": D("557.90")}
    assert result["2024-02"] == {"income": D("20"), "expenses": D("10.50"), "net": D("9.50")}
    assert result["2023-12"] == {"income": D("0"), "expenses": D("99.99"), "net": D("-99.99")}


def test_monthly_totals_empty():
    assert ledger.monthly_totals([]) == {}


def test_top_categories():
    entries = [
        E("2024-01-01", "rent", "-900"),
        E("2024-01-02", "food", "-30"),
        E("2024-01-03", "salary", "2000"),
        E("2024-01-04", "food", "-25"),
        E("2024-01-05", "fun", "-55"),
        E("2024-01-06", "books", "-12"),
        E("2024-01-07", "refund", "40"),
    ]
    assert ledger.top_categories(entries) == [("rent", D("900")), ("food", D("55")),
                                              ("fun", D("55"))]
    assert ledger.top_categories(entries, n=1) == [("rent", D("900"))]
    assert ledger.top_categories(entries, n=10) == [("rent", D("900")), ("food", D("55")),
                                                    ("fun", D("55")), ("books", D("12"))]


def test_top_categories_ties_alphabetical():
    entries = [E("2024-01-01", "zoo", "-5"), E("2024-01-02", "cafe", "-5"),
               E("2024-01-03", "music", "-5")]
    assert ledger.top_categories(entries, n=2) == [("cafe", D("5")), ("music", D("5"))]


def test_end_to_end():
    entries = ledger.load(SAMPLE)
    assert ledger.monthly_totals(entries) == {
        "2024-01": {"income": D("1500.00"), "expenses": D("942.10"), "net": D("557.90")}}
    assert ledger.top_categories(entries, 2) == [("rent", D("900")), ("groceries", D("42.10"))]
