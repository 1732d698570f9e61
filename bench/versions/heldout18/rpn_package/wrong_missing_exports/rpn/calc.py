"""Evaluate RPN expressions."""

import operator

from .errors import RPNError
from .tokens import tokenize


def _divide(a, b):
    if b == 0:
        raise RPNError("division by zero")
    return a / b


OPERATIONS = {
    "+": operator.add,
    "-": operator.sub,
    "*": operator.mul,
    "/": _divide,
    "^": operator.pow,
}


def evaluate(text):
    tokens = tokenize(text)
    if not tokens:
        raise RPNError("empty expression")
    stack = []
    for token in tokens:
        if isinstance(token, str):
            if len(stack) < 2:
                raise RPNError("stack underflow")
            right = stack.pop()
            left = stack.pop()
            stack.append(OPERATIONS[token](left, right))
        else:
            stack.append(token)
    if len(stack) != 1:
        raise RPNError("too many values")
    return stack[0]
