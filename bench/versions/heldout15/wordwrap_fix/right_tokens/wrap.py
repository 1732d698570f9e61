"""Greedy word wrapping for plain-text reports."""


def _tokens(text, width):
    """Yield (piece, must_start_line, must_end_line) for every word piece."""
    for word in text.split():
        if len(word) <= width:
            yield word, False, False
            continue
        chunks = [word[i:i + width] for i in range(0, len(word), width)]
        for i, chunk in enumerate(chunks):
            yield chunk, i == 0, i < len(chunks) - 1


def wrap(text, width):
    """Wrap text into a list of lines, none longer than width."""
    if width < 1:
        raise ValueError("width must be at least 1")
    lines = []
    line = []
    length = 0
    for piece, starts, ends in _tokens(text, width):
        if line and (starts or length + 1 + len(piece) > width):
            lines.append(" ".join(line))
            line, length = [], 0
        length = len(piece) if not line else length + 1 + len(piece)
        line.append(piece)
        if ends:
            lines.append(" ".join(line))
            line, length = [], 0
    if line:
        lines.append(" ".join(line))
    return lines


def fill(text, width):
    """Like wrap(), but returns one string with newlines."""
    return "\n".join(wrap(text, width))
