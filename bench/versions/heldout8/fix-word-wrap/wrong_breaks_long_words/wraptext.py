def wrap(text, width):
    words = []
    for word in text.split():
        while len(word) > width:
            words.append(word[:width])
            word = word[width:]
        if word:
            words.append(word)
    lines = []
    current = ""
    for word in words:
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
    return "\n".join(wrap(text, width))
