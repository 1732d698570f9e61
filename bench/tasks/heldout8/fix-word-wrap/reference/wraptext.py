"""Minimal greedy word wrapping."""


def wrap(text, width):
    """Greedily wrap text into lines of at most ``width`` characters.

    Words are separated by any whitespace and joined with single spaces; each
    line takes as many words as fit. A word longer than ``width`` is put on its
    own line unbroken. Blank text gives an empty list.
    """
    lines = []
    current = ""
    for word in text.split():
        if not current:
            current = word
        elif len(current) + 1 + len(word) <= width:
            current += " " + word
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    return lines


def fill(text, width):
    """Like wrap() but returns a single string with newlines."""
    return "\n".join(wrap(text, width))
