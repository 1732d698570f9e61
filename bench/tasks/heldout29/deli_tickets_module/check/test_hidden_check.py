import os
import sys

import pytest

sys.path.insert(0, os.getcwd())
import tickets  # noqa: E402

BAD_NUMBERS = [0, 100, -1, 150, True, False, 7.0, "7", None]


def test_prompt_examples():
    assert tickets.next_ticket(41) == 42
    assert tickets.next_ticket(99) == 1
    assert tickets.people_ahead(12, 15) == 2
    assert tickets.people_ahead(98, 3) == 3
    assert tickets.people_ahead(20, 20) == 0
    assert tickets.wait_minutes(12, 15) == 6
    assert tickets.wait_minutes(20, 20) == 0
    assert tickets.parse_ticket("#07") == 7
    assert tickets.format_ticket(7) == "#07"


def test_next_ticket_all():
    for n in range(1, 99):
        assert tickets.next_ticket(n) == n + 1
    assert tickets.next_ticket(99) == 1


@pytest.mark.parametrize("bad", BAD_NUMBERS)
def test_bad_ticket_numbers(bad):
    with pytest.raises(ValueError):
        tickets.next_ticket(bad)
    with pytest.raises(ValueError):
        tickets.people_ahead(bad, 5)
    with pytest.raises(ValueError):
        tickets.people_ahead(5, bad)
    with pytest.raises(ValueError):
        tickets.wait_minutes(bad, 5)
    with pytest.raises(ValueError):
        tickets.wait_minutes(5, bad)
    with pytest.raises(ValueError):
        tickets.format_ticket(bad)


def test_people_ahead_all_pairs():
    for now in range(1, 100):
        for mine in range(1, 100):
            if mine == now:
                expected = 0
            elif mine > now:
                expected = mine - now - 1
            else:
                expected = (99 - now) + (mine - 1)
            assert tickets.people_ahead(now, mine) == expected, (now, mine)


@pytest.mark.parametrize("now,mine,ahead", [
    (15, 12, 95), (15, 16, 0), (99, 1, 0), (99, 2, 1), (1, 99, 97), (2, 1, 97), (50, 49, 97),
])
def test_people_ahead_cases(now, mine, ahead):
    assert tickets.people_ahead(now, mine) == ahead


@pytest.mark.parametrize("now,mine,each,minutes", [
    (12, 15, 2, 6), (12, 13, 2, 2), (99, 1, 2, 2), (98, 3, 2, 8), (98, 3, 3, 12),
    (98, 3, 1.5, 6.0), (40, 40, 5, 0), (1, 99, 1, 98), (10, 20, 0.5, 5.0),
])
def test_wait_minutes(now, mine, each, minutes):
    assert tickets.wait_minutes(now, mine, each) == pytest.approx(minutes)


def test_wait_minutes_keyword_and_default():
    assert tickets.wait_minutes(30, 33, minutes_each=4) == 12
    assert tickets.wait_minutes(30, 33) == 6


@pytest.mark.parametrize("each", [0, -2, -0.5, True, "2", None])
def test_wait_minutes_bad_minutes(each):
    with pytest.raises(ValueError):
        tickets.wait_minutes(12, 15, each)
    with pytest.raises(ValueError):
        tickets.wait_minutes(12, 12, each)


@pytest.mark.parametrize("text,number", [
    ("#07", 7), ("07", 7), ("7", 7), (" #7 ", 7), ("#99", 99), ("99", 99), ("1", 1),
    ("#01", 1), ("\t42\n", 42), ("#10", 10),
])
def test_parse_ticket(text, number):
    assert tickets.parse_ticket(text) == number


@pytest.mark.parametrize("text", [
    "0", "00", "#00", "100", "#100", "", "#", "  ", "7a", "a7", "-5", "+5", "# 7", "##7",
    "007", "7.0", "7#", "٧",
])
def test_parse_ticket_bad(text):
    with pytest.raises(ValueError):
        tickets.parse_ticket(text)


@pytest.mark.parametrize("value", [7, None, b"07", ["7"]])
def test_parse_ticket_not_str(value):
    with pytest.raises(TypeError):
        tickets.parse_ticket(value)


def test_format_ticket():
    assert tickets.format_ticket(1) == "#01"
    assert tickets.format_ticket(9) == "#09"
    assert tickets.format_ticket(10) == "#10"
    assert tickets.format_ticket(99) == "#99"
    for n in range(1, 100):
        assert tickets.parse_ticket(tickets.format_ticket(n)) == n
