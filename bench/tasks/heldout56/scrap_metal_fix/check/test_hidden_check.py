"""Hidden check for scrap_metal_fix: ticket() adds up each metal's pieces before rounding the
total down to whole kg (then price and total follow); parsing, prices and errors unchanged."""

import math
import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from scrap import PRICES, parse_item, ticket, total  # noqa: E402

SLIP = ["copper 2.6", "Brass 4.4", "copper 3.7", "aluminium 12.5", "copper 1.9", "brass 0.8",
        "lead 0.4"]
PRICE_P = {"copper": 580, "brass": 390, "aluminium": 95, "lead": 145, "steel": 18}


def test_reported_case():
    assert ticket(SLIP) == [("copper", 8, 46.4), ("brass", 5, 19.5), ("aluminium", 12, 11.4),
                            ("lead", 0, 0.0)]
    assert total(SLIP) == 77.3


def test_more_slips():
    assert ticket(["lead 0.5", "lead 0.5"]) == [("lead", 1, 1.45)]
    assert ticket(["steel 0.75", "steel 0.75", "", "STEEL 0.5"]) == [("steel", 2, 0.36)]
    assert ticket(["brass 0.9", "copper 1.5", "brass 0.2"]) == [("brass", 1, 3.9),
                                                                 ("copper", 1, 5.8)]
    assert ticket(["aluminium 0.3", "aluminium 0.3"]) == [("aluminium", 0, 0.0)]
    assert ticket(["steel 250", "steel 180.5"]) == [("steel", 430, 77.4)]
    assert ticket(["copper 10"]) == [("copper", 10, 58.0)]
    assert ticket([]) == []
    assert total([]) == 0
    assert total(["lead 0.5", "lead 0.5", "copper 0.5", "copper 0.7"]) == 7.25
    assert total(["brass 3.5", "steel 40.5", "brass 2.5", "steel 0.5"]) == 30.78


def test_sampled():
    rng = random.Random(5656)
    metals = list(PRICE_P)
    for _ in range(2000):
        tenths = {}
        lines = []
        for _ in range(rng.randint(1, 9)):
            metal = rng.choice(metals)
            t = rng.randint(1, 400)
            tenths[metal] = tenths.get(metal, 0) + t
            name = rng.choice([metal, metal.title(), metal.upper()])
            lines.append(f"{name} {t // 10}.{t % 10}")
        if any(t % 10 == 0 for t in tenths.values()):
            continue  # (whole-kg totals of tenths are tested separately)
        want = [(m, t // 10, round(t // 10 * PRICE_P[m] / 100, 2)) for m, t in tenths.items()]
        assert ticket(lines) == want, lines
        want_p = sum(t // 10 * PRICE_P[m] for m, t in tenths.items())
        assert abs(total(lines) - want_p / 100) < 0.001, lines
        assert round(total(lines), 2) == total(lines)


def test_parse_unchanged():
    assert parse_item("Copper 2.6") == ("copper", 2.6)
    assert parse_item("  STEEL   120 ") == ("steel", 120.0)
    assert parse_item("lead 0.4") == ("lead", 0.4)
    for bad in ["copper", "copper 2.6 kg", "gold 1.0", "tin 3", "copper lots", "copper 0",
                "brass -2", ""]:
        with pytest.raises(ValueError):
            parse_item(bad)
    with pytest.raises(ValueError):
        ticket(["copper 2.6", "iron 40"])
    with pytest.raises(ValueError):
        total(["copper 2.6", "copper -1"])
    assert PRICES == {"copper": 5.80, "brass": 3.90, "aluminium": 0.95, "lead": 1.45,
                      "steel": 0.18}
