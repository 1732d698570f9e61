"""Run-length encoding for strings without digits.

encode("aaabcc") == "3a1b2c"   (every run is written as count + character)
decode("3a1b2c") == "aaabcc"
"""


def encode(text):
    if not text:
        return ""
    out = []
    prev = text[0]
    count = 1
    for ch in text[1:]:
        if ch == prev:
            count += 1
        else:
            out.append(f"{count}{prev}")
            prev = ch
            count = 1
    return "".join(out)


def decode(code):
    out = []
    i = 0
    while i < len(code):
        count = int(code[i])
        out.append(code[i + 1] * count)
        i += 2
    return "".join(out)
