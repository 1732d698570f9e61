import importlib
import os
import sys

import pytest

sys.path.insert(0, os.getcwd())
import resistors  # noqa: E402
from resistors import bands, fmt, network  # noqa: E402


def test_layout_and_exports():
    for name in ("decode", "format_ohms", "series", "parallel", "describe"):
        assert callable(getattr(resistors, name)), name
    assert resistors.decode is bands.decode
    assert resistors.format_ohms is fmt.format_ohms
    assert resistors.series is network.series
    assert resistors.parallel is network.parallel
    assert os.path.isfile(os.path.join("resistors", "__init__.py"))


@pytest.mark.parametrize("colors,ohms,tol", [
    (["yellow", "violet", "red", "gold"], 4700, 5),
    (["brown", "black", "black", "red", "green"], 10000, 0.5),
    (["brown", "black", "orange", "silver"], 10000, 10),
    (["red", "red", "black", "brown"], 22, 1),
    (["orange", "white", "brown", "red"], 390, 2),
    (["green", "blue", "blue", "violet"], 56000000, 0.1),
    (["white", "white", "violet", "grey"], 990000000, 0.05),
    (["brown", "grey", "green", "blue"], 1800000, 0.25),
    (["black", "black", "black", "gold"], 0, 5),
    (["brown", "red", "orange", "black", "brown"], 123, 1),
    (["red", "violet", "black", "orange", "brown"], 270000, 1),
])
def test_decode_whole(colors, ohms, tol):
    got_ohms, got_tol = bands.decode(colors)
    assert got_ohms == ohms and type(got_ohms) is int
    assert got_tol == tol


@pytest.mark.parametrize("colors,ohms", [
    (["yellow", "violet", "gold", "gold"], 4.7),
    (["red", "red", "silver", "gold"], 0.22),
    (["brown", "black", "black", "silver", "brown"], 1.0),
    (["blue", "grey", "silver", "gold"], 0.68),
    (["orange", "orange", "orange", "gold", "red"], 33.3),
])
def test_decode_fractional(colors, ohms):
    got, _ = bands.decode(colors)
    assert got == pytest.approx(ohms, abs=1e-9)
    if ohms != int(ohms):
        assert isinstance(got, float)


def test_decode_case_gray_and_tuple():
    assert bands.decode(("YELLOW", "Violet", "rEd", "GOLD")) == (4700, 5)
    assert bands.decode(["gray", "red", "brown", "gray"]) == (820, 0.05)
    assert bands.decode(["grey", "red", "brown", "Gray"]) == (820, 0.05)
    assert bands.decode(["GRAY", "gray", "gray", "black", "grey"]) == (888, 0.05)


@pytest.mark.parametrize("colors", [
    ["red", "red", "gold"],
    ["red", "red", "red", "red", "red", "red"],
    [],
    ["gold", "red", "red", "gold"],
    ["red", "silver", "red", "gold"],
    ["red", "red", "white", "gold"],
    ["red", "red", "grey", "gold"],
    ["red", "red", "red", "white"],
    ["red", "red", "red", "black"],
    ["red", "red", "red", "orange"],
    ["red", "red", "red", "yellow"],
    ["pink", "red", "red", "gold"],
    ["red", "red", "red", "gold", "white"],
    ["red", "red", "gold", "red", "brown"],
    ["red", "red", "red", "none"],
])
def test_decode_errors(colors):
    with pytest.raises(ValueError):
        bands.decode(colors)


@pytest.mark.parametrize("value,text", [
    (470, "470Ω"), (4700, "4.7kΩ"), (1000, "1kΩ"), (0.47, "0.47Ω"), (12345, "12.3kΩ"),
    (2200000, "2.2MΩ"), (0, "0Ω"), (999999, "1MΩ"), (999, "999Ω"), (999.6, "1kΩ"),
    (1, "1Ω"), (10, "10Ω"), (100, "100Ω"), (10000, "10kΩ"), (100000, "100kΩ"),
    (56000000, "56MΩ"), (990000000, "990MΩ"), (1e9, "1GΩ"), (4.7e9, "4.7GΩ"),
    (12.0, "12Ω"), (3.333, "3.33Ω"), (0.22, "0.22Ω"), (15.66, "15.7Ω"), (1234567, "1.23MΩ"),
    (333.3333, "333Ω"), (2.0, "2Ω"), (0.01, "0.01Ω"), (47000.0, "47kΩ"),
    (999500, "1MΩ"), (999400, "999kΩ"),
])
def test_format(value, text):
    assert fmt.format_ohms(value) == text


def test_format_negative():
    with pytest.raises(ValueError):
        fmt.format_ohms(-1)


def test_series_parallel():
    assert network.series(100, 220, 330) == pytest.approx(650.0)
    assert isinstance(network.series(100, 220), float)
    assert network.series(47) == 47.0
    assert network.series(0, 0) == 0.0
    assert network.parallel(100, 100) == pytest.approx(50.0)
    assert network.parallel(1000, 1000, 1000) == pytest.approx(333.3333333)
    assert network.parallel(220) == pytest.approx(220.0)
    assert network.parallel(100, 0, 50) == 0.0
    assert isinstance(network.parallel(10, 10), float)


@pytest.mark.parametrize("func", ["series", "parallel"])
def test_network_errors(func):
    f = getattr(network, func)
    with pytest.raises(ValueError):
        f()
    with pytest.raises(ValueError):
        f(100, -5)


def test_describe():
    assert resistors.describe(["yellow", "violet", "red", "gold"]) == "4.7kΩ ±5%"
    assert resistors.describe(["brown", "black", "black", "red", "green"]) == "10kΩ ±0.5%"
    assert resistors.describe(["yellow", "violet", "gold", "silver"]) == "4.7Ω ±10%"
    assert resistors.describe(["Orange", "ORANGE", "blue", "Grey"]) == "33MΩ ±0.05%"
    assert resistors.describe(["red", "red", "black", "blue"]) == "22Ω ±0.25%"
    with pytest.raises(ValueError):
        resistors.describe(["red", "red", "red"])


def test_package_import_fresh():
    for name in list(sys.modules):
        if name == "resistors" or name.startswith("resistors."):
            del sys.modules[name]
    mod = importlib.import_module("resistors")
    assert mod.describe(["brown", "black", "yellow", "brown"]) == "100kΩ ±1%"
