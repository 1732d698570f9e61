"""Halves the task rounds up, and code that rounds them to even.

Python's ``round()`` rounds an exact half to the even neighbour: ``round(2.5) == 2``,
``round(0.125, 2) == 0.12``. A task that says halves go up ("with .5 going up", "exact
halfway cases round up", "ROUND HALF UP") is not met by code that calls it: a wrong version
of each of the four benchmark tasks that say so did (heldout13's recipe_scale, heldout15's
splitbill_cli, heldout16's color_utils_tests and recipe_quantities), and each passed every
other check; no right version of them calls it (``bench/checks_sound.py``).
"""

from __future__ import annotations

import ast
import re

from openkoi.records import Finding

_HALF_UP = re.compile(
    r"\bround(?:s|ed|ing)?\s+half[- _]up\b|\bROUND_HALF_UP\b"
    r"|(?:\.5|\bhalf|\bhalves|\bhalfway(?:\s+(?:cases?|values?|points?))?|\bties?)\s+"
    r"(?:go(?:es|ing)?|rounds?|rounded|rounding|are\s+rounded|is\s+rounded)\s+up\b", re.I)


def says_half_up(task: str) -> bool:
    """Whether the task says an exact half rounds up."""
    return bool(_HALF_UP.search(task))


def half_even(task: str, trees: dict[str, ast.Module]) -> list[Finding]:
    """A finding for each source that calls the built-in ``round()`` where the task says
    halves round up (a module that defines its own ``round`` is left alone)."""
    if not says_half_up(task):
        return []
    out: list[Finding] = []
    for name, tree in trees.items():
        if any(isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef) and n.name == "round"
               for n in ast.walk(tree)):
            continue
        calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call)
                 and isinstance(n.func, ast.Name) and n.func.id == "round"]
        if calls:
            out.append(Finding(
                "major", "checks", "the task says halves round up, but round() rounds an "
                "exact half to even (round(2.5) == 2, round(0.125, 2) == 0.12)",
                f"{name}:{calls[0].lineno}", "round halves up: decimal.Decimal(str(x))."
                "quantize(..., rounding=ROUND_HALF_UP), or math.floor(x + 0.5)"))
    return out
