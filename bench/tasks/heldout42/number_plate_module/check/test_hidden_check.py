"""Hidden check for number_plate_module: plates.py with normalise, registered, age_identifier
and newest_first for current-style UK plates, the prompt's examples and error rules."""

import os
import random
import string
import sys

import pytest

sys.path.insert(0, os.getcwd())
import plates  # noqa: E402


def period_of(number):
    """(first (year, month), last (year, month)) for an age identifier 2..99."""
    if number <= 50:
        return (2000 + number, 3), (2000 + number, 8)
    year = 2000 + number - 50
    return (year, 9), (year + 1, 2)


def ym(pair):
    return f"{pair[0]}-{pair[1]:02d}"


def test_prompt_examples():
    assert plates.normalise(" ab12cde ") == "AB12 CDE"
    assert plates.normalise("LM 74 XYZ") == "LM74 XYZ"
    assert plates.registered("ab12 cde") == ("2012-03", "2012-08")
    assert plates.registered("LM74XYZ") == ("2024-09", "2025-02")
    assert plates.registered("YX51 ABC") == ("2001-09", "2002-02")
    assert plates.age_identifier(2024, 10) == "74"
    assert plates.age_identifier(2025, 2) == "74"
    assert plates.age_identifier(2003, 3) == "03"
    assert plates.newest_first(["AB12 CDE", "cd61fgh", "EF 62 JKL"]) == [
        "EF62 JKL", "AB12 CDE", "CD61 FGH"]
    for bad in ["AB1 CDE", "AB01 CDE"]:
        with pytest.raises(ValueError):
            plates.normalise(bad)
    with pytest.raises(ValueError):
        plates.age_identifier(2001, 8)


def test_normalise_more():
    assert plates.normalise("AB12 CDE") == "AB12 CDE"
    assert plates.normalise("a b 1 2 c d e") == "AB12 CDE"
    assert plates.normalise("Xy02aBc") == "XY02 ABC"
    assert plates.normalise("  zz99   zzz") == "ZZ99 ZZZ"
    assert plates.normalise("QQ50QQQ") == "QQ50 QQQ"
    assert plates.normalise("AA51 AAA") == "AA51 AAA"
    for bad in ["", "   ", "AB00 CDE", "ab01cde", "A112 CDE", "ABC2 CDE", "AB12 CD1",
                "AB12 CDEF", "AB12 CD", "AB123 CDE", "1B12 CDE", "AB12-CDE", "AB1X CDE",
                "ÀB12 CDE", "AB12 CDÉ", "AB 2 CDE"]:
        with pytest.raises(ValueError):
            plates.normalise(bad)


def test_registered_all_numbers():
    for number in range(2, 100):
        first, last = period_of(number)
        plate = f"ab{number:02d} cde"
        assert plates.registered(plate) == (ym(first), ym(last)), number
    assert plates.registered("ZZ99ZZZ") == ("2049-09", "2050-02")
    assert plates.registered("AA50 AAA") == ("2050-03", "2050-08")
    assert plates.registered("AA02 AAA") == ("2002-03", "2002-08")
    assert plates.registered("  cd 61 fgh") == ("2011-09", "2012-02")
    for bad in ["AB01 CDE", "AB00 CDE", "AB1 CDE", "nonsense"]:
        with pytest.raises(ValueError):
            plates.registered(bad)


def test_age_identifier_every_month():
    for number in range(51, 100):
        (y1, m1), (y2, m2) = period_of(number)
        for month in range(9, 13):
            assert plates.age_identifier(y1, month) == f"{number}", (y1, month)
        for month in (1, 2):
            assert plates.age_identifier(y2, month) == f"{number}", (y2, month)
    for number in range(2, 51):
        for month in range(3, 9):
            assert plates.age_identifier(2000 + number, month) == f"{number:02d}"
    assert plates.age_identifier(2001, 9) == "51"
    assert plates.age_identifier(2002, 2) == "51"
    assert plates.age_identifier(2002, 3) == "02"
    assert plates.age_identifier(2009, 12) == "59"
    assert plates.age_identifier(2010, 1) == "59"
    assert plates.age_identifier(2010, 5) == "10"
    assert plates.age_identifier(2050, 8) == "50"
    assert plates.age_identifier(2050, 2) == "99"


def test_age_identifier_errors():
    for year, month in [(2001, 8), (2001, 1), (2000, 10), (1999, 5), (2050, 9), (2050, 12),
                        (2051, 1), (2060, 5), (2024, 0), (2024, 13), (2024, -1)]:
        with pytest.raises(ValueError):
            plates.age_identifier(year, month)


def test_round_trip():
    for year in range(2001, 2051):
        for month in range(1, 13):
            if (year, month) < (2001, 9) or (year, month) > (2050, 8):
                continue
            digits = plates.age_identifier(year, month)
            assert isinstance(digits, str) and len(digits) == 2
            first, last = plates.registered(f"AB{digits} CDE")
            assert first <= f"{year}-{month:02d}" <= last, (year, month)


def test_newest_first_more():
    assert plates.newest_first([]) == []
    assert plates.newest_first(["ab12cde"]) == ["AB12 CDE"]
    assert plates.newest_first(["AB12 CDE", "xy12xyz", "AA11 AAA", "BB 12 BBB"]) == [
        "AB12 CDE", "XY12 XYZ", "BB12 BBB", "AA11 AAA"]
    assert plates.newest_first(["AA51 AAA", "AA02 AAA", "AA99 AAA", "AA50 AAA"]) == [
        "AA50 AAA", "AA99 AAA", "AA02 AAA", "AA51 AAA"]
    given = ["cd61fgh", "EF62JKL"]
    plates.newest_first(given)
    assert given == ["cd61fgh", "EF62JKL"]
    with pytest.raises(ValueError):
        plates.newest_first(["AB12 CDE", "AB01 CDE"])
    with pytest.raises(ValueError):
        plates.newest_first(["AB12 CDE", "rubbish"])


def test_newest_first_sampled():
    rng = random.Random(42)
    for _ in range(300):
        made = []
        for _ in range(rng.randint(0, 12)):
            number = rng.randint(2, 99)
            letters = "".join(rng.choice(string.ascii_uppercase) for _ in range(5))
            made.append((number, f"{letters[:2]}{number:02d} {letters[2:]}"))
        want = [p for _, p in sorted(made, key=lambda item: period_of(item[0])[0],
                                     reverse=True)]
        assert plates.newest_first([p.lower().replace(" ", "") for _, p in made]) == want
