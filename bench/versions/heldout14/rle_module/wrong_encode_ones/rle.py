"""Run-length encoding of strings: "aaabccdddd" <-> "3ab2c4d"."""


def encode(text):
    """Encode runs as COUNT + CHAR, writing runs of one as just the char."""
    if any(ch.isdigit() for ch in text):
        raise ValueError("cannot encode text containing digits")
    parts = []
    i = 0
    while i < len(text):
        j = i
        while j < len(text) and text[j] == text[i]:
            j += 1
        run = j - i
        parts.append(f"{run}{text[i]}")
        i = j
    return "".join(parts)


def decode(data):
    """Reverse of encode; ValueError for a dangling count or a zero/zero-led count."""
    out = []
    count = ""
    for ch in data:
        if ch.isdigit():
            count += ch
            continue
        if count:
            if count[0] == "0":
                raise ValueError(f"bad count {count!r}")
            out.append(ch * int(count))
            count = ""
        else:
            out.append(ch)
    if count:
        raise ValueError(f"count {count!r} at the end is not followed by a character")
    return "".join(out)
