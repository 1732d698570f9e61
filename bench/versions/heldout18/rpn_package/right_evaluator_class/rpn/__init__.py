"""RPN calculator package."""
from .errors import RPNError
from .tokens import tokenize
from .calc import evaluate

__all__ = ["RPNError", "tokenize", "evaluate"]
