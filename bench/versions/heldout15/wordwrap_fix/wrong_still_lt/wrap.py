"""Greedy word wrapping for plain-text reports."""


def wrap(text, width):
    """Wrap text into a list of lines, none longer than width."""
    if width < 1:
        raise ValueError("width must be at least 1")
    lines = []
    current = ""
    for word in text.split():
        if len(word) > width:
            if current:
                lines.append(current)
            while len(word) > width:
                lines.append(word[:width])
                word = word[width:]
            current = word
        elif not current:
            current = word
        elif len(current) + 1 + len(word) < width:
            current += " " + word
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    return lines


def fill(text, width):
    """Like wrap(), but returns one string with newlines."""
    return "\n".join(wrap(text, width))
