"""Greedy word wrapping for plain-text reports."""
import re


def wrap(text, width):
    """Wrap text into a list of lines, none longer than width."""
    if width < 1:
        raise ValueError("width must be at least 1")
    out = []
    cur = None
    for word in re.findall(r"\S+", text):
        if len(word) > width:
            if cur is not None:
                out.append(cur)
            n_full = (len(word) - 1) // width
            out.extend(word[k * width:(k + 1) * width] for k in range(n_full))
            cur = word[n_full * width:]
            continue
        if cur is None:
            cur = word
        elif len(cur) + len(word) + 1 > width:
            out.append(cur)
            cur = word
        else:
            cur = cur + " " + word
    if cur is not None:
        out.append(cur)
    return out


def fill(text, width):
    """Like wrap(), but returns one string with newlines."""
    return "\n".join(wrap(text, width))
