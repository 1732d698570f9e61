import pytest

from ago import ago


@pytest.mark.parametrize("seconds,number", [
    (60, "1"), (119, "1"), (120, "2"), (179, "2"), (180, "3"), (3599, "59"), (3600, "1"),
    (7199, "1"), (7200, "2"), (86399, "23"), (172800, "2"), (604799, "6"), (1209600, "2"),
    (1814399, "2"), (1814400, "3"),
])
def test_number_in_text(seconds, number):
    assert ago(seconds).split()[0] == number
    assert ago(seconds).endswith("ago")


@pytest.mark.parametrize("seconds", [0, 59])
def test_just_now(seconds):
    assert ago(seconds) == "just now"


@pytest.mark.parametrize("seconds", [86400, 172799])
def test_yesterday(seconds):
    assert ago(seconds) == "yesterday"


@pytest.mark.parametrize("seconds", [604800, 1209599])
def test_last_week(seconds):
    assert ago(seconds) == "last week"


def test_errors():
    with pytest.raises(ValueError):
        ago(-1)
    for bad in (1.5, True, "3"):
        with pytest.raises(TypeError):
            ago(bad)
