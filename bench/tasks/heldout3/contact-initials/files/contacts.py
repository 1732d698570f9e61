"""Helpers for the contact list screen."""


def initials(full_name):
    """The capitalised first letter of each word of a name: 'ada lovelace' -> 'AL'."""
    return "".join(word[0].upper() for word in full_name.split(" "))


def display_name(first, last):
    """'Lovelace, Ada' style name, for lists sorted by family name."""
    return f"{last}, {first}"
