import re


def justify(text, width):
    words = re.findall(r"\S+", text)
    groups = []
    for w in words:
        if groups and sum(map(len, groups[-1])) + len(groups[-1]) + len(w) <= width:
            groups[-1].append(w)
        else:
            groups.append([w])
    lines = []
    for n, g in enumerate(groups):
        last = n == len(groups) - 1
        if last or len(g) < 2:
            lines.append("{:<{}}".format(" ".join(g), width))
        else:
            spaces = [" "] * (len(g) - 1)
            k = 0
            while sum(map(len, g)) + sum(map(len, spaces)) < width:
                spaces[k % len(spaces)] += " "
                k += 1
            lines.append("".join(a + b for a, b in zip(g, spaces + [""])))
    return lines
