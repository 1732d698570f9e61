from rpn.errors import RPNError
from rpn.tokens import tokenize


def evaluate(text):
    tokens = tokenize(text)
    if len(tokens) == 0:
        raise RPNError("empty expression")
    stack = []
    for tok in tokens:
        if not isinstance(tok, str):
            stack.append(tok)
            continue
        if len(stack) < 2:
            raise RPNError("stack underflow")
        b = stack.pop()
        a = stack.pop()
        if tok == "+":
            stack.append(a + b)
        elif tok == "-":
            stack.append(a - b)
        elif tok == "*":
            stack.append(a * b)
        elif tok == "/":
            if b == 0:
                raise RPNError("division by zero")
            stack.append(a / b)
        else:
            stack.append(a ** b)
    if len(stack) > 1:
        raise RPNError("too many values")
    return stack.pop()
