from datetime import date

import pytest

from choir import concert_ready, parse_register, rehearsal_dates, section_sizes, subs_due

LINES = ["Maggie Brown, alto", "", "Tom Reed, T", " Priya Shah , Soprano", "Alan Cole, b",
         "Jo Fox, SOPRANO"]


def test_parse_register():
    assert parse_register(LINES) == {"Maggie Brown": "alto", "Tom Reed": "tenor",
                                     "Priya Shah": "soprano", "Alan Cole": "bass",
                                     "Jo Fox": "soprano"}
    for bad in ["Maggie Brown alto", "Maggie, Brown, alto", ", alto", "Maggie, treble",
                "Maggie, x"]:
        with pytest.raises(ValueError):
            parse_register([bad])


def test_rehearsal_dates():
    # Tuesdays
    assert rehearsal_dates(date(2024, 9, 3), date(2024, 10, 1)) == [
        date(2024, 9, 3), date(2024, 9, 10), date(2024, 9, 17), date(2024, 9, 24),
        date(2024, 10, 1)]
    assert rehearsal_dates(date(2024, 9, 3), date(2024, 10, 1),
                           skip=[date(2024, 9, 17)]) == [
        date(2024, 9, 3), date(2024, 9, 10), date(2024, 9, 24), date(2024, 10, 1)]
    assert rehearsal_dates(date(2024, 9, 3), date(2024, 9, 3)) == [date(2024, 9, 3)]
    with pytest.raises(ValueError):
        rehearsal_dates(date(2024, 9, 10), date(2024, 9, 3))


def test_concert_ready():
    assert concert_ready(10, 12) is True
    assert concert_ready(9, 12) is True
    assert concert_ready(8, 12) is False
    assert concert_ready(0, 4) is False
    for bad in [(3, 0), (5, 4), (-1, 4)]:
        with pytest.raises(ValueError):
            concert_ready(*bad)


def test_section_sizes():
    assert section_sizes(parse_register(LINES)) == {"soprano": 2, "alto": 1, "tenor": 1,
                                                   "bass": 1}
    assert section_sizes({"Ann": "alto", "Bea": "alto"}) == {"soprano": 0, "alto": 2,
                                                            "tenor": 0, "bass": 0}
    assert section_sizes({}) == {"soprano": 0, "alto": 0, "tenor": 0, "bass": 0}


def test_subs_due():
    register = parse_register(LINES)
    assert subs_due(register) == 240.0
    assert subs_due(register, ["Tom Reed"]) == 216.0
    assert subs_due(register, ["Tom Reed", "Jo Fox"]) == 192.0
    with pytest.raises(ValueError):
        subs_due(register, ["Nobody"])
