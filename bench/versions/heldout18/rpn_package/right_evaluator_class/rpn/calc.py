from .errors import RPNError
from .tokens import tokenize


class _Machine:
    def __init__(self):
        self.stack = []

    def push(self, value):
        self.stack.append(value)

    def pop2(self):
        if len(self.stack) < 2:
            raise RPNError("stack underflow")
        b = self.stack.pop()
        return self.stack.pop(), b

    def apply(self, op):
        a, b = self.pop2()
        if op == "/":
            if b == 0:
                raise RPNError("division by zero")
            self.push(a / b)
        else:
            self.push({"+": lambda: a + b, "-": lambda: a - b,
                       "*": lambda: a * b, "^": lambda: a ** b}[op]())

    def result(self):
        if len(self.stack) != 1:
            raise RPNError("too many values")
        return self.stack[0]


def evaluate(text):
    tokens = tokenize(text)
    if not tokens:
        raise RPNError("empty expression")
    machine = _Machine()
    for token in tokens:
        if isinstance(token, str):
            machine.apply(token)
        else:
            machine.push(token)
    return machine.result()
