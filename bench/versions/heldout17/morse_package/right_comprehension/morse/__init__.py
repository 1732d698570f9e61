"""Morse code: ``from morse import encode, decode``."""
from . import codec

encode = codec.encode
decode = codec.decode
