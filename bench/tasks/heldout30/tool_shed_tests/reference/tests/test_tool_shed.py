import pytest

from tool_shed import LimitReached, NotAvailable, ShedError, ToolShed


def make_shed(**kw):
    return ToolShed({"Drill": 2, " Hedge Trimmer ": 1, "saw": 3, "LADDER": 1}, **kw)


def test_new_shed_everything_in():
    shed = make_shed()
    assert shed.available("drill") == 2
    assert shed.available("hedge trimmer") == 1
    assert shed.available("saw") == 3
    assert shed.available("ladder") == 1
    assert shed.on_loan() == {}
    assert shed.borrowed_by("Ann") == []
    assert shed.limit == 2


def test_tool_names_case_and_spaces():
    shed = make_shed()
    assert shed.available("  HEDGE trimmer") == 1
    assert shed.available("Ladder ") == 1
    shed.lend("Ann", " DRILL ")
    assert shed.borrowed_by("Ann") == ["drill"]
    assert shed.on_loan() == {"drill": ["Ann"]}
    with pytest.raises(KeyError):
        shed.available("hammer")
    with pytest.raises(KeyError):
        shed.lend("Ann", "hammer")
    with pytest.raises(KeyError):
        shed.give_back("Ann", "hammer")


@pytest.mark.parametrize("number", [0, -1, True, False, 1.0, "2", None])
def test_bad_number_of_copies(number):
    with pytest.raises(ValueError):
        ToolShed({"drill": number})


@pytest.mark.parametrize("limit", [0, -2, True, 1.5, "2"])
def test_bad_limit(limit):
    with pytest.raises(ValueError):
        ToolShed({"drill": 1}, limit=limit)


def test_repeated_tool_name():
    with pytest.raises(ValueError):
        ToolShed({"Drill": 1, " drill": 2})


def test_empty_shed():
    shed = ToolShed({})
    assert shed.on_loan() == {}
    with pytest.raises(KeyError):
        shed.available("drill")


def test_lend_and_give_back():
    shed = make_shed()
    shed.lend("Ann", "drill")
    assert shed.available("drill") == 1
    shed.lend("Bob", "drill")
    assert shed.available("drill") == 0
    shed.give_back("Ann", "drill")
    assert shed.available("drill") == 1
    assert shed.borrowed_by("Ann") == []
    assert shed.on_loan() == {"drill": ["Bob"]}


def test_last_copy_can_be_lent():
    shed = make_shed()
    shed.lend("Ann", "ladder")
    assert shed.available("ladder") == 0
    with pytest.raises(NotAvailable):
        shed.lend("Bob", "ladder")
    assert shed.borrowed_by("Bob") == []
    assert shed.on_loan() == {"ladder": ["Ann"]}


def test_not_available_is_shed_error():
    shed = make_shed()
    shed.lend("Ann", "hedge trimmer")
    with pytest.raises(ShedError):
        shed.lend("Bob", "hedge trimmer")


def test_default_limit_two():
    shed = make_shed()
    shed.lend("Ann", "drill")
    shed.lend("Ann", "saw")
    with pytest.raises(LimitReached):
        shed.lend("Ann", "ladder")
    assert shed.available("ladder") == 1
    assert shed.borrowed_by("Ann") == ["drill", "saw"]
    shed.give_back("Ann", "saw")
    shed.lend("Ann", "ladder")
    assert shed.borrowed_by("Ann") == ["drill", "ladder"]


def test_custom_limit():
    shed = make_shed(limit=1)
    shed.lend("Ann", "saw")
    with pytest.raises(LimitReached):
        shed.lend("Ann", "drill")
    big = make_shed(limit=3)
    for tool in ("saw", "drill", "ladder"):
        big.lend("Ann", tool)
    with pytest.raises(LimitReached):
        big.lend("Ann", "hedge trimmer")


def test_one_copy_each():
    shed = make_shed(limit=3)
    shed.lend("Ann", "saw")
    with pytest.raises(ShedError):
        shed.lend("Ann", "SAW")
    assert shed.available("saw") == 2
    assert shed.borrowed_by("Ann") == ["saw"]


def test_give_back_something_not_borrowed():
    shed = make_shed()
    with pytest.raises(ShedError):
        shed.give_back("Ann", "drill")
    shed.lend("Bob", "drill")
    with pytest.raises(ShedError):
        shed.give_back("Ann", "drill")
    assert shed.available("drill") == 1
    assert shed.on_loan() == {"drill": ["Bob"]}


def test_member_names():
    shed = make_shed()
    shed.lend("  Ann ", "saw")
    assert shed.borrowed_by("Ann") == ["saw"]
    assert shed.borrowed_by("ann") == []
    shed.give_back("Ann", "saw")
    assert shed.on_loan() == {}
    for blank in ("", "   "):
        with pytest.raises(ValueError):
            shed.lend(blank, "saw")
    assert shed.available("saw") == 3


def test_borrowed_by_sorted():
    shed = make_shed()
    shed.lend("Ann", "saw")
    shed.lend("Ann", "drill")
    assert shed.borrowed_by("Ann") == ["drill", "saw"]


def test_on_loan_sorted():
    shed = make_shed()
    shed.lend("Zoe", "saw")
    shed.lend("Ann", "saw")
    shed.lend("Max", "drill")
    shed.lend("Bob", "saw")
    assert shed.on_loan() == {"drill": ["Max"], "saw": ["Ann", "Bob", "Zoe"]}
    assert list(shed.on_loan()) == ["drill", "saw"]
    got = shed.on_loan()
    got["saw"].append("Eve")
    assert shed.on_loan()["saw"] == ["Ann", "Bob", "Zoe"]


def test_add_copies():
    shed = make_shed()
    shed.add_copies("Drill")
    assert shed.available("drill") == 3
    shed.add_copies("drill", 2)
    assert shed.available("drill") == 5
    shed.add_copies(" Wheelbarrow ", 2)
    assert shed.available("wheelbarrow") == 2
    shed.lend("Ann", "wheelbarrow")
    assert shed.available("wheelbarrow") == 1


@pytest.mark.parametrize("number", [0, -1, True, 2.0])
def test_add_copies_bad_number(number):
    shed = make_shed()
    with pytest.raises(ValueError):
        shed.add_copies("drill", number)
    assert shed.available("drill") == 2
