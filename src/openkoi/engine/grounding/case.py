"""Examples in the other case, where the task says the case of the input does not matter.

"Lower-case 'a' and 'b' should work too", "the code is case-insensitive": the task's own
examples, their one text argument written in lower case or in capitals, give the same
answer (heldout19's tennis_score: code that took only capitals passed every example the task
wrote, all in capitals, and the one pass ended done).

Read only where nothing can be read two ways: a call of one argument, a string with capitals
in it, an example of a value (not an error); and not where the stated answer holds the
argument's own text, which a function may give back as it was typed.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence
from dataclasses import replace

from openkoi.engine.grounding.cases import GroundedTest

_ANY_CASE = re.compile(
    r"\bcase[- ]?insensitive(?:ly)?\b|\bregardless\s+of\s+(?:the\s+)?case\b"
    r"|\bignor\w*\s+(?:the\s+)?(?:upper\s*(?:/|and|or)\s*lower[- ]?)?case\b"
    r"|\bin\s+(?:either|any)\s+case\b"
    r"|\b(?:upper|capital)[- ]?(?:case\s+)?(?:letters\s+)?or\s+lower[- ]?case\b"
    r"|\blower[- ]?(?:case\s+)?or\s+(?:upper|capital)[- ]?case\b"
    r"|\b(?:may|can)\s+(?:also\s+)?be\s+(?:in\s+)?lower[- ]?case\b"
    r"|\blower[- ]?case\b[^.;\n]{0,40}?\b(?:should|must|will|is|are)\s+(?:also\s+)?"
    r"(?:work|be\s+accepted|accepted|fine|allowed|ok(?:ay)?)\b", re.I)


# a comparison of the input with something else ("the password contains the username,
# compared case-insensitively"), or a rule on its letters ("no uppercase letter"): the case
# of the input itself matters (heldout17's password_policy_tests)
_COMPARED = re.compile(r"\b(?:compared|comparison|compares|match(?:es|ed|ing)?)\b[^.;\n]*$",
                       re.I)
_LETTER_RULE = re.compile(r"\b(?:no|an?|one|least\s+one|contains?|needs?)\s+(?:upper|lower)"
                          r"[- ]?case\s+(?:letter|character|char)s?\b", re.I)


def any_case(task: str) -> bool:
    """Whether ``task`` says the case of the input does not matter."""
    if _LETTER_RULE.search(task):
        return False
    return any(not _COMPARED.search(task[:m.start()].split(".")[-1])
               for m in _ANY_CASE.finditer(task))


def lower_case_examples(task: str, tests: Sequence[GroundedTest]) -> list[GroundedTest]:
    """For each of ``tests`` (the stated examples) of one text argument, the same example
    with the argument in lower case (where it has capitals) and in capitals (where it has
    small letters), where ``task`` says the case does not matter."""
    if not any_case(task):
        return []
    out = []
    for test, call, value in one_text_calls(tests):
        if value.lower() in (test.expected or "").lower():
            continue  # the answer may give the text back as it was typed
        for text, case in ((value.lower(), "lower case"), (value.upper(), "capitals")):
            if text != value:
                out.append(replace(test, name=f"{test.name}, in {case}",
                                   call=f"{ast.unparse(call.func)}({text!r})"))
    return out


def one_text_calls(tests: Sequence[GroundedTest]) -> list[tuple[GroundedTest, ast.Call, str]]:
    """(test, its call, the text) for each of ``tests`` that states the value of a call of
    one argument, a string literal (not a refusal, not after a setup)."""
    out = []
    for test in tests:
        if test.guard or test.setup or test.expected is None:
            continue
        try:
            call = ast.parse(test.call, mode="eval").body
        except SyntaxError:
            continue
        if not isinstance(call, ast.Call) or len(call.args) != 1 or call.keywords:
            continue
        arg = call.args[0]
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            out.append((test, call, arg.value))
    return out
