"""Morse code encoding and decoding."""
from .codec import decode, encode

__all__ = ["encode", "decode"]
