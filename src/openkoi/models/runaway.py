"""A reply caught in a loop: the same line, or the same few lines, over and over.

A small model that has written its answer sometimes goes on repeating its last line until
the output limit: on the held-out task set heldout5 the embedded model's draft of a
two-method class ended in ``card.buy_coffee()  # Earns free coffee`` a hundred times, 2,048
tokens, and both sampled drafts after it did the same (6,300 tokens, 373 s of a one-pass run
whose other tasks took about 50 s). Nothing after the loop's first copy is worth decoding.

``loop_end(text)`` finds such a loop at the end of a reply: one line repeated
``LINE_REPEATS`` times in a row, or a cycle of two to four lines repeated ``CYCLE_REPEATS``
times (more than code or data written by hand repeats), and gives the length of the text
up to the end of the loop's first copy. ``cut_loop(parts, piece)`` is what a streaming
caller does with each piece: it stops the generation where that returns True and reports the
reply cut (finish reason "length"), as the output limit would have, only sooner.
"""

from __future__ import annotations

LINE_REPEATS = 16
CYCLE_REPEATS = 8
MAX_CYCLE = 4
_TAIL_CHARS = 8_000  # the loop is looked for in the end of the reply only


def loop_end(text: str) -> int | None:
    """The length of ``text`` up to the end of the first copy of the loop it ends in (its
    complete lines only), or None where it does not end in one."""
    start = max(0, len(text) - _TAIL_CHARS)
    tail = text[start:]
    cut = tail.rfind("\n")
    if cut < 0:
        return None
    body = tail[:cut]
    lines = body.split("\n")
    if start:  # the first line of the tail may be cut: leave it out
        lines = lines[1:]
    offset = start + len(body) - len("\n".join(lines))  # where lines[0] begins in text
    for period in range(1, MAX_CYCLE + 1):
        repeats = LINE_REPEATS if period == 1 else CYCLE_REPEATS
        if len(lines) < period * repeats:
            continue
        unit = lines[-period:]
        if period > 1 and len(set(unit)) == 1:
            continue  # one line repeated: the period-1 case
        first = len(lines) - period
        count = 1
        while first - period >= 0 and lines[first - period:first] == unit:
            first -= period
            count += 1
        if count >= repeats:
            return offset + len("\n".join(lines[:first + period])) + 1
    return None


def cut_loop(parts: list[str], piece: str) -> bool:
    """Append ``piece`` to the reply ``parts``; where the reply now ends in a loop, leave
    ``parts`` as the reply up to the loop's first copy (one string) and return True."""
    parts.append(piece)
    end = loop_end("".join(parts)) if "\n" in piece else None
    if end is None:
        return False
    parts[:] = ["".join(parts)[:end]]
    return True
