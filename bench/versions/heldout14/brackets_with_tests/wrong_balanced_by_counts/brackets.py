"""Checking that (), [] and {} are properly nested."""

PAIRS = {")": "(", "]": "[", "}": "{"}


def is_balanced(text):
    """True when every bracket is closed by the matching kind."""
    return all(text.count(opener) == text.count(closer) for closer, opener in PAIRS.items())


def first_error(text):
    stack = []
    for i, ch in enumerate(text):
        if ch in "([{":
            stack.append(i)
        elif ch in PAIRS:
            if not stack or text[stack[-1]] != PAIRS[ch]:
                return i
            stack.pop()
    return stack[0] if stack else None
