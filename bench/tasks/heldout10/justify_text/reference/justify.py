def justify(text, width):
    words = text.split()
    lines = []
    current = []
    for word in words:
        if current and len(" ".join(current + [word])) > width:
            lines.append(current)
            current = []
        current.append(word)
    if current:
        lines.append(current)

    result = []
    for index, line in enumerate(lines):
        if index == len(lines) - 1 or len(line) == 1:
            result.append(" ".join(line).ljust(width))
            continue
        gaps = len(line) - 1
        spaces = width - sum(len(w) for w in line)
        base, extra = divmod(spaces, gaps)
        out = ""
        for i, word in enumerate(line[:-1]):
            out += word + " " * (base + (1 if i < extra else 0))
        out += line[-1]
        result.append(out)
    return result
