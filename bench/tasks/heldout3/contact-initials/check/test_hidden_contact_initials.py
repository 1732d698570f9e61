from contacts import display_name, initials


def test_example_from_the_task():
    assert initials("  Grace   Hopper ") == "GH"


def test_spaces_before_between_after():
    assert initials("   linus torvalds") == "LT"
    assert initials("margaret    hamilton") == "MH"
    assert initials("Barbara Liskov    ") == "BL"
    assert initials(" alan  mathison   turing  ") == "AMT"


def test_plain_names_unchanged():
    assert initials("ada lovelace") == "AL"
    assert initials("Alan Mathison Turing") == "AMT"
    assert initials("Cher") == "C"


def test_display_name_unchanged():
    assert display_name("Ada", "Lovelace") == "Lovelace, Ada"
