"""Hidden check for pressure_wash_edit: parse_job reads "Patio 4.5 x 3.2 seal" style lines
(any capitals, spaces round the x optional, area to 2 places, errors), quote_text totals a
note skipping blank and # lines, and job_price and quote are unchanged."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
import jetwash  # noqa: E402
from jetwash import job_price, parse_job, quote, quote_text  # noqa: E402

NOTE = "# Mrs Patel, 14 Elm Road\nDriveway 8 x 5\npatio 4.5x3.2 SEAL\n\npath 12 x 0.9\n"


def same_job(got, want):
    assert isinstance(got, tuple) and len(got) == 3, got
    assert got[0] == want[0], (got, want)
    assert abs(got[1] - want[1]) < 1e-9, (got, want)
    assert got[2] is want[2], (got, want)


def test_prompt_examples():
    same_job(parse_job("Patio 4.5 x 3.2 seal"), ("patio", 14.4, True))
    same_job(parse_job("driveway 6x4.5"), ("driveway", 27.0, False))
    assert quote_text(NOTE) == 190.0
    assert quote_text("path 3 x 1") == 60.0


def test_parse_job_more():
    same_job(parse_job("DRIVEWAY 6 X 4.5"), ("driveway", 27.0, False))
    same_job(parse_job("Decking 3 x 2.5 Seal"), ("decking", 7.5, True))
    same_job(parse_job("path 10x1.2 SEAL"), ("path", 12.0, True))
    same_job(parse_job("  patio 4 x 4  "), ("patio", 16.0, False))
    same_job(parse_job("patio 4 x4"), ("patio", 16.0, False))
    same_job(parse_job("patio 4x 4 seal"), ("patio", 16.0, True))
    same_job(parse_job("patio 3.33 x 3.33"), ("patio", 11.09, False))
    same_job(parse_job("Driveway 7.3 x 4.1"), ("driveway", 29.93, False))
    same_job(parse_job("decking 2 x 0.5"), ("decking", 1.0, False))


def test_parse_job_errors():
    for bad in ["conservatory 3 x 4", "patio", "patio 4.5", "patio 4.5 x", "patio x 3",
                "patio 4.5 by 3.2", "patio 0 x 3", "patio 4 x -2", "patio four x 3",
                "patio 4.5 x 3.2 seal please", "patio 4.5 x 3.2 x 2", "4.5 x 3.2 patio",
                "", "seal", "patio seal", "patio 4.5 x 3.2 seal seal", "patio 4.5 3.2"]:
        with pytest.raises(ValueError):
            parse_job(bad)


def test_parse_job_sampled():
    rng = random.Random(5757)
    for _ in range(500):
        surface = rng.choice(sorted(jetwash.RATES))
        length = rng.randint(1, 400) / 10
        width = rng.randint(1, 200) / 10
        seal = rng.random() < 0.5
        shown = rng.choice([surface, surface.upper(), surface.title()])
        x = rng.choice([" x ", "x", " X ", "X", "  x  "])
        line = f"{shown} {length}{x}{width}" + (rng.choice([" seal", " SEAL", " Seal"])
                                                if seal else "")
        same_job(parse_job(line), (surface, round(length * width, 2), seal))


def test_quote_text_more():
    assert quote_text("# just a comment\n\n  \npath 3 x 1\n") == 60.0
    assert quote_text("Driveway 8 x 5\nDriveway 8 x 5 seal") == 270.0
    assert quote_text("decking 4 x 5 seal\n# gate side\npatio 2x2") == 117.0
    assert quote_text("patio 10 x 3\r\npath 5 x 1\r\n") == 100.0
    assert quote_text(NOTE) == quote([("driveway", 40.0, False), ("patio", 14.4, True),
                                      ("path", 10.8, False)])


def test_quote_text_errors():
    for bad in ["", "\n\n", "# only a comment\n", "patio 4 x 4\nshed 2 x 2",
                "patio 4 x 4\npatio four x 4"]:
        with pytest.raises(ValueError):
            quote_text(bad)


def test_rest_unchanged():
    assert jetwash.RATES == {"driveway": 2.50, "patio": 3.00, "decking": 3.50, "path": 2.00}
    assert jetwash.MINIMUM == 60.0
    assert job_price("driveway", 40) == 100.0
    assert job_price("patio", 14.4, True) == 68.4
    assert job_price("decking", 10, seal=True) == 52.5
    for bad in [("shed", 10), ("patio", 0), ("patio", -3)]:
        with pytest.raises(ValueError):
            job_price(*bad)
    assert quote([("path", 3, False)]) == 60.0
    assert quote([("driveway", 40, False), ("patio", 14.4, True)]) == 168.4
    with pytest.raises(ValueError):
        quote([])
    with pytest.raises(ValueError):
        job_price("Patio", 10)
