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
    out.append(f"{count}{prev}")
    return "".join(out)


def decode(code):
    out = []
    i = 0
    while i < len(code):
        j = i
        while j < len(code) and code[j].isdigit():
            j += 1
        if j == i or j == len(code):
            raise ValueError(f"malformed run-length code: {code!r}")
        out.append(code[j] * int(code[i:j]))
        i = j + 1
    return "".join(out)
