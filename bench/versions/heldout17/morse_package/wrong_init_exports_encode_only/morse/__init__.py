"""Morse code encoding and decoding."""
from .codec import encode

__all__ = ["encode"]
