import pytest

from rsvp import head_count, parse_reply, still_deciding, tables_needed

REPLIES = [
    "Aunt May: yes +2",
    "Tom: no",
    "Priya: Yes",
    "",
    "Gran: YES +1",
    "Big Dave: maybe +3",
    "Olu: maybe",
]


def test_parse_reply():
    assert parse_reply("Aunt May: yes +2") == ("Aunt May", "yes", 2)
    assert parse_reply("Tom: no") == ("Tom", "no", 0)
    assert parse_reply("Priya: Yes") == ("Priya", "yes", 0)
    assert parse_reply("  Gran :  MAYBE +1 ") == ("Gran", "maybe", 1)


@pytest.mark.parametrize("line", ["Tom", "Tom:", ": yes", "Tom: perhaps", "Tom: yes 2",
                                  "Tom: yes +two", "Tom: yes +1 +1"])
def test_parse_reply_bad(line):
    with pytest.raises(ValueError):
        parse_reply(line)


def test_head_count():
    assert head_count(REPLIES) == 6
    assert head_count(["Tom: no +4"]) == 0
    assert head_count(["Big Dave: maybe +3"]) == 0
    assert head_count([]) == 0


def test_still_deciding():
    assert still_deciding(REPLIES) == ["Big Dave", "Olu"]
    assert still_deciding(["Tom: no"]) == []


def test_tables_needed():
    assert tables_needed(REPLIES) == 1
    assert tables_needed(REPLIES, seats=4) == 2
    assert tables_needed(REPLIES, seats=6) == 1
    assert tables_needed(["A: yes +8"]) == 2
    assert tables_needed([]) == 0
    with pytest.raises(ValueError):
        tables_needed(REPLIES, seats=0)
