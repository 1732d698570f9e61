def wrap(text, width):
    lines = []
    words_on_line = []
    length = 0
    for word in text.split():
        extra = len(word) if not words_on_line else len(word) + 1
        if words_on_line and length + extra > width:
            lines.append(" ".join(words_on_line))
            words_on_line, length = [word], len(word)
        else:
            words_on_line.append(word)
            length += extra
    if words_on_line:
        lines.append(" ".join(words_on_line))
    return lines


def fill(text, width):
    return "\n".join(wrap(text, width))
