"""Errors raised by the rpn package."""


class RPNError(ValueError):
    """Any problem with a reverse Polish notation expression."""
