"""Polynomials in one variable."""


class Polynomial:
    """A polynomial given by its coefficients, lowest power first.

    Polynomial([5, 3, 0, 2]) is 5 + 3x + 2x^3. Trailing zero coefficients are
    dropped and the zero polynomial is stored as [0], so
    Polynomial([1, 2, 0, 0]).coeffs == [1, 2] and Polynomial([]).coeffs == [0].
    """

    def __init__(self, coeffs):
        coeffs = list(coeffs)
        while len(coeffs) > 1 and coeffs[-1] == 0:
            coeffs.pop()
        self.coeffs = coeffs or [0]

    def degree(self):
        """Highest power with a non-zero coefficient (0 for constants)."""
        return len(self.coeffs) - 1

    def __call__(self, x):
        result = 0
        for c in reversed(self.coeffs):
            result = result * x + c
        return result

    def __add__(self, other):
        if not isinstance(other, Polynomial):
            return NotImplemented
        n = max(len(self.coeffs), len(other.coeffs))
        a = self.coeffs + [0] * (n - len(self.coeffs))
        b = other.coeffs + [0] * (n - len(other.coeffs))
        return Polynomial([x + y for x, y in zip(a, b)])

    def derivative(self, n=1):
        if n < 0:
            raise ValueError("n must not be negative")
        if n == 0:
            return Polynomial(self.coeffs)
        return Polynomial([power * c for power, c in enumerate(self.coeffs)][1:])

    def __eq__(self, other):
        if not isinstance(other, Polynomial):
            return NotImplemented
        return self.coeffs == other.coeffs

    def __repr__(self):
        return f"Polynomial({self.coeffs!r})"
