"""Greedy word wrapping for plain-text output (e-mails, terminal help)."""


def wrap_words(text, width):
    """Split ``text`` into lines of at most ``width`` characters, breaking only at spaces.

    Runs of whitespace between words collapse to one space. A word longer than ``width``
    gets a line of its own rather than being split. Returns the list of lines.
    """
    if width < 1:
        raise ValueError("width must be at least 1")
    lines = []
    current = ""
    for word in text.split():
        if not current:
            current = word
        elif len(current) + 1 + len(word) < width:
            current += " " + word
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    return lines


def wrap_text(text, width):
    """The wrapped lines joined with newlines."""
    return "\n".join(wrap_words(text, width))
