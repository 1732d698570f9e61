CLOSE_FOR = {"(": ")", "[": "]", "{": "}"}


def first_error(text):
    expected = []  # (closer we expect, index of the opener)
    i = 0
    while i < len(text):
        c = text[i]
        if c in CLOSE_FOR:
            expected.append((CLOSE_FOR[c], i))
        elif c in ")]}":
            if expected and expected[-1][0] == c:
                expected.pop()
            else:
                return i
        i += 1
    return expected[0][1] if expected else None


def is_balanced(text):
    return first_error(text) is None
