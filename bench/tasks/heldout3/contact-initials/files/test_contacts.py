from contacts import display_name, initials


def test_two_words():
    assert initials("ada lovelace") == "AL"


def test_three_words():
    assert initials("Alan Mathison Turing") == "AMT"


def test_extra_spaces():
    assert initials("  Grace   Hopper ") == "GH"


def test_display_name():
    assert display_name("Ada", "Lovelace") == "Lovelace, Ada"
