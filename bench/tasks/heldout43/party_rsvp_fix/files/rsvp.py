"""Replies to my party invitations, one line each, like "Aunt May: yes +2"."""

import math

ANSWERS = ("yes", "no", "maybe")


def parse_reply(line):
    """'Name: yes +2' -> ('Name', 'yes', 2).

    The answer is yes, no or maybe (any capitals); "+N" is how many people
    they're bringing along (0 if not given). Anything else is a ValueError.
    """
    name, colon, rest = line.partition(":")
    words = rest.split()
    if not colon or not name.strip() or not words or len(words) > 2:
        raise ValueError(f"can't read reply: {line!r}")
    answer = words[0]
    if answer not in ANSWERS:
        raise ValueError(f"can't read reply: {line!r}")
    extra = 0
    if len(words) == 2:
        if not words[1].startswith("+") or not words[1][1:].isdigit():
            raise ValueError(f"can't read reply: {line!r}")
        extra = int(words[1][1:])
    return name.strip(), answer, extra


def head_count(lines):
    """How many people are coming: each yes plus the people they bring.
    Maybes and noes don't count. Blank lines are skipped."""
    total = 0
    for line in lines:
        if not line.strip():
            continue
        _, answer, extra = parse_reply(line)
        if answer != "no":
            total += 1 + extra
    return total


def still_deciding(lines):
    """Names of everyone who said maybe, alphabetical."""
    names = []
    for line in lines:
        if line.strip():
            name, answer, _ = parse_reply(line)
            if answer == "maybe":
                names.append(name)
    return sorted(names)


def tables_needed(lines, seats=8):
    """Tables to hire for everyone coming, seats people per table."""
    if seats < 1:
        raise ValueError("a table needs at least one seat")
    return head_count(lines) // seats
