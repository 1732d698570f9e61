"""Hidden check for engraving_quote_fix: spaces anywhere in a line are not charged (so quotes
come out right), everything else in engraving.py still works as before."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from engraving import centre, chargeable, check_lines, quote  # noqa: E402


def test_spaces_free():
    assert chargeable("HAPPY 40TH BIRTHDAY") == 17
    assert chargeable("LOVE FROM ALL") == 11
    assert chargeable("  J & M  ") == 3
    assert chargeable("A  B") == 2
    assert chargeable("BEST-IN-SHOW") == 12
    assert chargeable("2nd Place, U11s!") == 14
    assert chargeable("") == 0
    assert chargeable("   ") == 0


def test_quotes():
    lines = ["HAPPY 40TH BIRTHDAY", "LOVE FROM ALL", "THE TEAM"]
    assert quote(lines) == 7.0
    assert quote(lines, "script") == 10.5
    assert quote(lines, "script", rush=True) == 15.75
    assert quote(lines, rush=True) == 10.5
    assert quote(["CLUB CHAMPION 2024", "SENIOR MENS SINGLES"]) == 6.6
    assert quote(["J & M"]) == 4.5
    assert quote(["J & M"], rush=True) == 6.75
    assert quote(["A B C D E F G H I J K L"], "script") == 4.5
    assert quote(["PLAYER OF THE SEASON", "2023 - 24"]) == 4.8


def test_quotes_sampled():
    rng = random.Random(5353)
    words = ["TO", "MUM", "WITH", "LOVE", "1st", "PRIZE", "&", "2024", "THE", "CUP"]
    for _ in range(1500):
        lines = []
        for _ in range(rng.randint(1, 4)):
            line = " ".join(rng.choice(words) for _ in range(rng.randint(1, 4)))
            lines.append(line[:24])
        style = rng.choice(["block", "script"])
        rush = rng.random() < 0.5
        chars = sum(len(line.replace(" ", "")) for line in lines)
        pence = max(chars * {"block": 20, "script": 30}[style], 450)
        if rush:
            pence = pence * 3 // 2
        assert quote(lines, style, rush) == round(pence / 100, 2), (lines, style, rush)


def test_checks_unchanged():
    check_lines(["A" * 24])
    check_lines(["A", "B", "C", "D"])
    check_lines(["WORD " * 4 + "WORD"])  # 24 characters with spaces
    for bad in [[], ["A"] * 5, ["A" * 25], ["OK", "  "], [""], ["ONE TWO THREE FOUR FIVE S"]]:
        with pytest.raises(ValueError):
            check_lines(bad)
        with pytest.raises(ValueError):
            quote(bad)
    with pytest.raises(ValueError):
        quote(["FINE"], "gothic")
    with pytest.raises(ValueError):
        quote(["FINE"], "Block")


def test_centre_unchanged():
    assert centre("CUP") == " " * 10 + "CUP" + " " * 11
    assert centre("  TO MUM  ", 10) == "  TO MUM  "
    assert centre("ABC", 6) == " ABC  "
    assert centre("AB", 6) == "  AB  "
    assert centre("A" * 24) == "A" * 24
    assert len(centre("HAPPY 40TH BIRTHDAY")) == 24
    with pytest.raises(ValueError):
        centre("A" * 25)
    with pytest.raises(ValueError):
        centre("TOO LONG", 5)
