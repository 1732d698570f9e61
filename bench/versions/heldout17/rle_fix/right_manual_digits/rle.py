"""Run-length encoding for strings without digits.

encode("aaabcc") == "3a1b2c"   (every run is written as count + character)
decode("3a1b2c") == "aaabcc"
"""


def encode(text):
    runs = []
    for ch in text:
        if runs and runs[-1][0] == ch:
            runs[-1][1] += 1
        else:
            runs.append([ch, 1])
    return "".join(str(n) + ch for ch, n in runs)


def decode(code):
    result = []
    digits = ""
    for ch in code:
        if ch.isdigit():
            digits += ch
        elif digits:
            result.append(ch * int(digits))
            digits = ""
        else:
            raise ValueError("character %r has no count" % ch)
    if digits:
        raise ValueError("count %s has no character" % digits)
    return "".join(result)
