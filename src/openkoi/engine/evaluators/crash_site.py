"""Where a Python program of the work crashed, read from its traceback.

A finding that only says "crashed: ValueError: invalid literal for int() with base 10:
'02.45'" leaves the model to find the line: on heldout42's go_kart_cli all six candidates
of two repair rounds kept the same ``int()`` of the seconds, each told only the error.
``crash_site`` names the innermost frame in a file of the work, its line number and its
source line ("laps.py line 17, in parse: `secs = int(parts[1])`"), which the finding quotes.
``needs_input`` reads from the same traceback whether a crash only says the script was not
given what it needs.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_FRAME = re.compile(r'^\s*File "([^"]+)", line (\d+), in (\S+)\s*$')


def crash_site(output: str, files: Iterable[str]) -> str:
    """The innermost frame of the last traceback in ``output`` that lies in one of
    ``files`` (names relative to the work's root), as "NAME line N, in FUNC: `SOURCE`"; ""
    where the traceback names none of them."""
    names = [f.replace("\\", "/") for f in files]
    lines = output.splitlines()
    site = ""
    for i, line in enumerate(lines):
        if line.startswith("Traceback (most recent call last)"):
            site = ""  # a later traceback (one raised while handling) is the one that ended it
        frame = _FRAME.match(line)
        if not frame:
            continue
        path = frame.group(1).replace("\\", "/")
        if "/lib/python" in path or "-packages/" in path:
            continue  # the standard library's calendar.py is not the work's
        name = next((n for n in names if path == n or path.endswith("/" + n)), None)
        if name is None:
            continue
        after = lines[i + 1] if i + 1 < len(lines) else ""
        source = after.strip() if after.startswith("    ") and not _FRAME.match(after) else ""
        if source and set(source) <= set("^~ "):
            source = ""
        func = frame.group(3)
        site = f"{name} line {frame.group(2)}" + ("" if func == "<module>" else f", in {func}") \
            + (f": `{source[:160]}`" if source else "")
    return site


def needs_input(output: str) -> bool:
    """Whether a script's crash, run with no arguments and no input (the smoke run of a
    program the task states no run of), only says it needs what it was not given: an
    IndexError where it reads ``argv``, or a file it was not given that is not there. A
    right totals.py, stock.py that read ``argv[1]`` crashed so, and the finding stopped
    right work (the suite's csv_totals and heldout4's stock-moves: ``bench/checks_sound.py
    --run``); a script that does not load, or fails another way, is still a finding."""
    lines = output.strip().splitlines()
    last = lines[-1] if lines else ""
    if last.startswith(("FileNotFoundError", "IsADirectoryError")):
        return True
    frames = [i for i, line in enumerate(lines) if line.lstrip().startswith('File "')]
    return last.startswith("IndexError") and bool(frames) and \
        any("argv" in line for line in lines[frames[-1] + 1:-1])
