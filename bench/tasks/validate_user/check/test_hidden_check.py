import pytest

from users import create_user


def test_valid():
    assert create_user("Ada", 36) == {"name": "Ada", "age": 36, "active": True}
    assert create_user("  Bob ", 0)["name"] == "Bob"
    assert create_user("Old", 150)["age"] == 150


@pytest.mark.parametrize("name", ["", "   ", None, 42])
def test_bad_name(name):
    with pytest.raises(ValueError):
        create_user(name, 30)


@pytest.mark.parametrize("age", [-1, 151, 30.5, "30", True, None])
def test_bad_age(age):
    with pytest.raises(ValueError):
        create_user("Ada", age)
