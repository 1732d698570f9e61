"""An exception class the task says is, or is not, a kind of another.

"`RPNError`, a subclass of ValueError", "ParseError, which must be a subclass of
`ValueError`", "SeatTaken is our own exception class (not a ValueError)": a caller that
catches ValueError depends on it, and no example run shows it (heldout19's cinema_package:
a SeatTaken derived from ValueError passed every model-free check). ``stated_kinds`` reads
each where the class is one the code defines and the other a builtin exception, and gives
``issubclass(X, Y)`` with the answer the sentence states. It checks a declaration, not the
work: the tests it gives are guards.
"""

from __future__ import annotations

import builtins
import re
from collections.abc import Collection

_IS = re.compile(r"`?(?P<cls>[A-Z]\w*)`?\s*(?:\(|,)?\s*(?:which\s+(?:must|should)\s+be\s+)?"
                 r"an?\s+subclass\s+of\s+`?(?P<base>[A-Z]\w*)`?")
_IS_NOT = re.compile(r"`?(?P<cls>[A-Z]\w*)`?[^.;\n]{0,60}?\((?:but\s+)?not\s+an?\s+`?"
                     r"(?P<base>[A-Z]\w*)`?\)")


def stated_kinds(task: str, classes: Collection[str]) -> list[tuple[str, str, bool]]:
    """(class, base, whether it is one) for each relation the task states of a class in
    ``classes`` (the code's) and a builtin exception."""
    found: list[tuple[str, str, bool]] = []
    for rx, answer in ((_IS, True), (_IS_NOT, False)):
        for m in rx.finditer(task):
            cls, base = m.group("cls"), m.group("base")
            kind = getattr(builtins, base, None)
            if cls in classes and isinstance(kind, type) and issubclass(kind, BaseException) \
                    and (cls, base, answer) not in found:
                found.append((cls, base, answer))
    return found
