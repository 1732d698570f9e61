"""Checking that (), [] and {} are properly nested."""

PAIRS = {")": "(", "]": "[", "}": "{"}
OPENERS = set(PAIRS.values())


def first_error(text):
    """Index of the first bracket problem in text, or None if it is balanced.

    A closer with no matching opener (wrong type, or nothing open) is reported
    at its own index; otherwise the earliest opener that is never closed.
    """
    stack = []  # indices of open brackets
    for i, ch in enumerate(text):
        if ch in OPENERS:
            stack.append(i)
        elif ch in PAIRS:
            if not stack or text[stack[-1]] != PAIRS[ch]:
                return i
            stack.pop()
    if stack:
        return stack[0]
    return None


def is_balanced(text):
    """True when every bracket is closed by the matching kind, in order."""
    return first_error(text) is None
