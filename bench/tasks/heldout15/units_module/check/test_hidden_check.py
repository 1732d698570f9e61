import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from units import convert, convert_text, parse_quantity  # noqa: E402

REL = 1e-9


@pytest.mark.parametrize("value,src,dst,expected", [
    (1, "mi", "km", 1.609344),
    (1, "lb", "oz", 16.0),
    (2.5, "m", "m", 2.5),
    (1, "in", "cm", 2.54),
    (1, "ft", "in", 12.0),
    (3, "ft", "yd", 1.0),
    (1, "yd", "m", 0.9144),
    (1, "mi", "ft", 5280.0),
    (1, "oz", "g", 28.349523125),
    (5, "kg", "lb", 5000 / 453.59237),
    (1500, "mm", "m", 1.5),
    (2, "km", "cm", 200000.0),
    (250, "g", "kg", 0.25),
    (100, "cm", "in", 100 / 2.54),
])
def test_convert(value, src, dst, expected):
    assert convert(value, src, dst) == pytest.approx(expected, rel=REL)


def test_convert_returns_float():
    assert isinstance(convert(1, "m", "cm"), float)


def test_unknown_unit_message():
    with pytest.raises(ValueError, match="unknown unit: furlong"):
        convert(1, "furlong", "m")
    with pytest.raises(ValueError, match="unknown unit: stone"):
        convert(1, "kg", "stone")


def test_units_are_case_sensitive():
    with pytest.raises(ValueError, match="unknown unit: KG"):
        convert(1, "KG", "g")


@pytest.mark.parametrize("src,dst", [("g", "m"), ("mi", "lb"), ("oz", "in")])
def test_incompatible(src, dst):
    with pytest.raises(ValueError, match="incompatible"):
        convert(1, src, dst)


@pytest.mark.parametrize("text,expected", [
    ("3.5 kg", (3.5, "kg")),
    ("12in", (12.0, "in")),
    ("  -2 m ", (-2.0, "m")),
    ("0.25lb", (0.25, "lb")),
    ("7   mi", (7.0, "mi")),
])
def test_parse_quantity(text, expected):
    value, unit = parse_quantity(text)
    assert (value, unit) == expected
    assert isinstance(value, float)


def test_parse_unknown_unit():
    with pytest.raises(ValueError, match="unknown unit: parsecs"):
        parse_quantity("3 parsecs")


@pytest.mark.parametrize("text", ["kg", "5", "", "1.2.3 m", "kg 5", "5 k g", "abc"])
def test_parse_invalid(text):
    with pytest.raises(ValueError):
        parse_quantity(text)


@pytest.mark.parametrize("text,unit,expected", [
    ("5 ft", "cm", "152.4 cm"),
    ("1 mi", "km", "1.61 km"),
    ("100 g", "oz", "3.53 oz"),
    ("2 kg", "g", "2000 g"),
    ("3 mm", "km", "0 km"),
    ("-3 mm", "km", "0 km"),
    ("10 m", "cm", "1000 cm"),
    ("1 lb", "oz", "16 oz"),
    ("-1in", "mm", "-25.4 mm"),
    ("1 yd", "ft", "3 ft"),
    ("2 km", "mm", "2000000 mm"),
])
def test_convert_text(text, unit, expected):
    assert convert_text(text, unit) == expected


def test_convert_text_errors():
    with pytest.raises(ValueError, match="incompatible"):
        convert_text("1 kg", "m")
    with pytest.raises(ValueError, match="unknown unit: cubit"):
        convert_text("1 m", "cubit")
