"""Minimal greedy word wrapping."""

import textwrap


def wrap(text, width):
    return textwrap.wrap(
        " ".join(text.split()),
        width=width,
        break_long_words=False,
        break_on_hyphens=False,
    )


def fill(text, width):
    return "\n".join(wrap(text, width))
