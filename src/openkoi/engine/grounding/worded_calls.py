"""A bug report's call written in words: "For 12 scouts, 2 nights, site fee 40 a night ...
it tells me 25 each ... it should be 29".

A user reporting a wrong number often gives the inputs by what they are, not as a call:
heldout48's scout_camp_fix named ``price_per_scout`` in one sentence and gave its case in the
next, and nothing was read from it (no example ran; the run ended unverified with a candidate
that gave 35 for that case). ``worded_calls`` reads such a case where nothing can be read two
ways:

- a sentence binds every required parameter of one function of the code, each to exactly one
  number written next to the parameter's words ("12 scouts", "2 nights", "site fee 40":
  ``site_fee``'s words before the number, or the number before them, a plural allowed);
- the function is the one the task names last before that sentence (the report's subject),
  the sentence names no other, and no parameter of it is left unbound or bound twice;
- the same sentence, after the numbers, says what it "should be": one number, ending its
  clause (a currency sign before it allowed; "29 (still rounded up)" ends at the bracket).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from openkoi.engine.grounding.bounds import Signature

_SENTENCE = re.compile(r"(?:[^.!?\n]|\.(?=\d)|[.!?](?=\w))+")
_NUMBER = r"-?\d+(?:\.\d+)?"
_SHOULD = re.compile(r"\b(?:it\s+)?should\s+(?:be|give|say|come\s+to|come\s+out\s+(?:at|as))\s+"
                     r"[£$€]?(?P<value>" + _NUMBER + r")(?=\s*(?:[,;:!?)(]|\.(?!\d)|$|\s+"
                     r"(?:each|a\s+head|per\s+\w+|in\s+total|total)\b))", re.I)


def worded_calls(task: str, sigs: Mapping[str, Signature]) -> list[tuple[str, str]]:
    """(call, expected) pairs for the cases ``task`` writes in words (module docstring);
    ``sigs``: the code's top-level functions."""
    found: list[tuple[str, str]] = []
    for m in _SENTENCE.finditer(task):
        sentence = m.group()
        func = _subject(task[:m.start()], sigs)
        if func is None or not sigs[func].required or \
                (_subject(sentence, sigs) or func) != func:
            continue  # (a sentence that names another function speaks of that one)
        args = [_bound(sentence, p) for p in sigs[func].required]
        if any(a is None for a in args):
            continue
        last = max(a[1] for a in args if a is not None)
        should = [s for s in _SHOULD.finditer(sentence) if s.start() >= last]
        if len(should) != 1:
            continue
        call = f"{func}({', '.join(a[0] for a in args if a is not None)})"
        found.append((call, should[0].group("value")))
    return found


def _subject(before: str, sigs: Mapping[str, Signature]) -> str | None:
    """The function of ``sigs`` that ``before`` names last (as a word of its own)."""
    best: tuple[int, str] | None = None
    for name in sigs:
        for m in re.finditer(rf"(?<![\w.]){re.escape(name)}\b", before):
            if best is None or m.start() > best[0]:
                best = (m.start(), name)
    return best[1] if best else None


def _bound(sentence: str, param: str) -> tuple[str, int] | None:
    """The one number ``sentence`` writes next to ``param``'s words ("12 scouts", "site fee
    40"), and where it ends; None where it writes none or more than one."""
    words = [re.escape(w) for w in param.strip("_").split("_") if w]
    if not words:
        return None
    named = r"[\s-]+".join(words) + r"(?:s|es)?"
    pattern = re.compile(rf"(?<![\w.])(?P<before>{_NUMBER})\s+{named}\b"
                         rf"|\b{named}\s+(?:of\s+|is\s+|=\s*)?[£$€]?(?P<after>{_NUMBER})(?![\w.])",
                         re.I)
    found = {(m.group("before") or m.group("after")): m.end()
             for m in pattern.finditer(sentence)}
    return found.popitem() if len(found) == 1 else None
