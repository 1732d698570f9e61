"""Reverse Polish notation calculator."""

from .calc import evaluate
from .errors import RPNError
from .tokens import tokenize

__all__ = ["evaluate", "tokenize", "RPNError"]
