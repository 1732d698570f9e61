"""Reverse Polish notation calculator."""

from .calc import evaluate

__all__ = ["evaluate"]
