"""The bad inputs a task lists for a function, as tests that they raise.

Tasks often state a function's errors by listing inputs it must refuse, in prose rather than
as calls: "Raise ValueError for anything else, for example '', '10', '5x' or '1m1h'",
"Anything that isn't a file letter followed by a rank digit raises ValueError ("i1", "a9",
"e44")", "Anything malformed raises ValueError: an empty item ("1,,2" or a trailing comma),
... (so "+2", "2.0" or "1_0" are errors)". Code that accepts one of them passes every example
the task writes as a call, and only a test writer's guess stood in its way.

``stated_bad_inputs`` reads them where nothing can be read two ways, and gives nothing
otherwise:

- the sentence says the inputs raise one named exception (``raises ValueError``, ``is a
  ValueError``, "raise ValueError for ..."), with no negation ("never raises", "instead of
  raising") and no bug report's words (a task's "crashes with an IndexError for '  Ann '"
  states what is wrong now);
- the inputs are quoted string literals, listed after "such as", "like", "e.g.", "for
  example", "for instance", "as in" or "including", or in a parenthesis that starts with a
  literal or one of those words; a list followed by what it means ("like "7-" means page 7
  through last") is none, and so is every literal of a sentence that also says what some input
  gives or that it is fine ("returns None for inputs such as 'x' and raises ValueError for
  ...", "(exactly 30 is still allowed)");
- the function is the only one the sentence calls by name, or, where the sentence names
  none, the only one its line does (a bullet that describes one function), and it takes one
  required argument (``one_argument``): ``f("x")`` is then a complete call.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Collection

from openkoi.engine.grounding.arrows import CALLED, logical_lines, paragraphs

_EXCEPTION = re.compile(r"\b(?P<exc>[A-Z]\w*(?:Error|Exception))\b")
_RAISES = re.compile(r"\b(?:raises?|raising|raised|throws?|is\s+an?|are)\s+(?:an?\s+)?"
                     r"`?[A-Z]\w*(?:Error|Exception)\b", re.I)
_NEGATED = re.compile(r"\b(?:never|not|n't|without|instead\s+of|no)\s+(?:\w+\s+)?"
                      r"(?:raise|raises|raising|throw|exception|error)", re.I)
# a bug report describes what the code does now, not what it must do
_BUG = re.compile(r"\b(?:crash(?:es|ed)?|bug|currently|wrongly|instead|but)\b", re.I)
_INTRO = re.compile(r"(?<![\w-])(?P<word>such\s+as|like|e\.g\.|for\s+example|for\s+instance"
                    r"|as\s+in|including|so)[,\s]*$", re.I)
# a sentence that also says what some input gives ("returns None for inputs such as 'x' and
# raises ValueError for ...") does not say which of its literals are the bad ones
# ("counts as", not the noun: "when a count is zero ("0a")")
_GOOD = re.compile(r"\b(?:fine|allowed|accepted|ok|okay|works?|means?|gives?|returns?"
                   r"|counts?\s+(?:as|for)|equals?|becomes?|treated)\b", re.I)
_SAYS_IS = re.compile(r"\s*(?:is|are)\b(?!\s+(?:an?\s+)?(?:error|invalid|malformed|bad|rejected"
                      r"|refused|[A-Z]\w*Error))")
_NOT_BEFORE = re.compile(r"\b(?:not|unlike|n't)\s+$", re.I)
# what a list or a parenthesis says its literals are, where that is no error
_FINE = re.compile(r"\b(?:fine|valid|allowed|accepted|ok|okay|works?|means?|gives?|returns?"
                   r"|counts?\s+(?:as|for)|equals?|becomes?|is\s+treated)\b", re.I)
_SENTENCE_END = re.compile(r"(?<![Ee]\.g)(?<![Ii]\.e)(?<!etc)[.!?;](?=\s|$)")


def stated_bad_inputs(task: str, defined: Collection[str],
                      one_argument: Collection[str]) -> list[tuple[str, str, str]]:
    """(function, literal, exception) for each bad input ``task`` lists: ``defined`` are the
    names the code defines, ``one_argument`` those of its functions that take one required
    argument."""
    found: list[tuple[str, str, str]] = []
    for line, block_names in task_lines(task, defined):
        in_line = {n for n in CALLED.findall(line) if n in defined} or block_names
        for sentence, exc in stated_exception(line):
            if not _RAISES.search(sentence) or says_good(sentence) \
                    or re.match(r"\s*(?:both|each|all|they)\b", sentence, re.I):
                continue
            named = {n for n in CALLED.findall(sentence) if n in defined} or in_line
            if len(named) != 1 or (func := next(iter(named))) not in one_argument:
                continue
            for literal in _listed(sentence):
                if (func, literal, exc) not in found:
                    found.append((func, literal, exc))
    return found


def task_lines(task: str, defined: Collection[str]) -> list[tuple[str, set[str]]]:
    """``task``'s lines (a sentence wrapped over lines joined), each with the function its
    paragraph or bullet calls by name where it calls one ("parse_duration(text) -> int\n
    ... Raise ValueError for ... (e.g. "90" or "1h30")": heldout17's duration_parse)."""
    out = []
    for block in paragraphs(task):
        named = {n for n in CALLED.findall(block) if n in defined}
        out += [(line, named if len(named) == 1 else set()) for line in logical_lines(block)]
    return out


def stated_exception(line: str) -> list[tuple[str, str]]:
    """(sentence, exception) for each sentence of ``line`` that says something raises one
    named exception ("raise ValueError if ...", "..., otherwise ValueError", "ValueError for
    negative seconds"), with no negation and no bug report's words."""
    out = []
    for sentence in _sentences(line):
        exceptions = {m.group("exc") for m in _EXCEPTION.finditer(sentence)}
        if len(exceptions) != 1 or _NEGATED.search(sentence) or _BUG.search(sentence):
            continue
        exc = next(iter(exceptions))
        if _RAISES.search(sentence) or re.search(
                rf"(?:\b(?:otherwise|else|or)\b|->|=>|→|:)\s*(?:an?\s+)?`?{exc}\b"
                rf"|\b{exc}`?\s+(?:for|if|when|whenever|on)\b", sentence, re.I):
            out.append((sentence, exc))
    return out


# "n must be an int (bool is not accepted) -> TypeError otherwise", "(a bool does not count)",
# "TypeError if n isn't an int (bools aren't accepted either)" (heldout19's numwords)
_BOOL = re.compile(r"\bbools?\b[^.;]{0,30}?\b(?:(?:is|are)\s+(?:not\s+(?:accepted|allowed|valid)"
                   r"|rejected|refused)|(?:isn't|aren't)\s+(?:accepted|allowed|valid))\b"
                   r"|\ba\s+bool\s+(?:does\s+not|doesn't)\s+count\b", re.I)


def bool_rejected(text: str) -> list[str]:
    """The exception each sentence of ``text`` (a function's docstring) says a bool
    argument raises, though bool is an int in Python (heldout21's ordinal and heldout22's
    roman numerals: ``True`` must not read as 1)."""
    return list(dict.fromkeys(exc for line in text.splitlines()
                              for sentence, exc in stated_exception(line)
                              if _BOOL.search(sentence)))


def says_good(text: str) -> bool:
    """Whether ``text`` (outside its quoted literals) says what some input gives or that it
    is fine: then it does not say which inputs are the bad ones."""
    return _GOOD.search(_unquoted(text)) is not None


def one_argument(source: str) -> set[str]:
    """The top-level functions of ``source`` that take exactly one required argument
    (positional; any others have defaults)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return set()
    out = set()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            a = node.args
            positional = [*a.posonlyargs, *a.args]
            required_kw = [d for d in a.kw_defaults if d is None]
            if len(positional) - len(a.defaults) == 1 and not required_kw:
                out.add(node.name)
    return out


def _listed(sentence: str) -> list[str]:
    """The string literals ``sentence`` lists as instances: after an intro word, or in a
    parenthesis that starts with one or with a literal."""
    out: list[str] = []
    for start, end in _literals(sentence):
        before = sentence[:start]
        if _in_listing(sentence, before, end):
            out.append(sentence[start:end])
    return out


def _in_listing(sentence: str, before: str, end: int) -> bool:
    """Whether the literal ending at ``end`` (``before`` is the sentence up to it) is one of
    a list of instances: the list opens with "(" or an intro word, and says no good of
    them."""
    head = _list_head(before)
    if head.endswith("("):
        return _parenthesis_says_no_good(sentence, end)
    intro = _INTRO.search(head)
    if intro is None:
        return False
    opened = head[:intro.start()].rstrip()
    if opened.endswith("("):  # "(so "+2", "2.0" or "1_0" are errors)"
        return _parenthesis_says_no_good(sentence, end)
    if intro.group("word").lower() == "so" or _NOT_BEFORE.search(opened + " "):
        return False
    # what follows the list: "like "7-" means page 7" says what it is, and that is no error
    rest = sentence[end:]
    while (m := re.match(r"`?(?:\s*,\s*|\s+(?:or|and)\s+|,\s*(?:or|and)\s+)`?"
                         r"(\"[^\"]*\"|'[^']*')", rest)) is not None:
        rest = rest[m.end():]
    after = re.split(r"[,(]", rest.lstrip("`"), maxsplit=1)[0]
    return not (_FINE.search(after) or _SAYS_IS.match(after))


def _list_head(before: str) -> str:
    """The text before the list a literal is in: ``before`` without the literals (and their
    separators and backticks) that come first in the list."""
    text = before.rstrip(" `")
    while True:
        sep = re.search(r"(?:,|\s(?:or|and))\s*$", text)
        if sep is None:
            return text
        head = text[:sep.start()].rstrip(" `")
        prior = re.search(r"(\"[^\"]*\"|'[^']*')$", head)
        if prior is None:
            return head.rstrip(",")
        text = head[:prior.start()].rstrip(" `")


def _parenthesis_says_no_good(sentence: str, end: int) -> bool:
    close = sentence.find(")", end)
    inside = sentence[end:close if close != -1 else len(sentence)]
    opened = sentence.rfind("(", 0, end)
    return not _FINE.search(_unquoted(sentence[opened + 1:end] + inside))


def _literals(sentence: str) -> list[tuple[int, int]]:
    """Spans of the quoted string literals in ``sentence`` that parse as one: a single quote
    opens only after a space, a bracket, a comma or a backtick (not "isn't")."""
    spans = []
    for m in re.finditer(r"(?<![\w'\"])(\"[^\"\n]*\"|'[^'\n]*')(?![\w'\"])", sentence):
        try:
            value = ast.literal_eval(m.group(1))
        except (ValueError, SyntaxError):
            continue
        if isinstance(value, str):
            spans.append((m.start(1), m.end(1)))
    return spans


def _unquoted(text: str) -> str:
    return re.sub(r"\"[^\"]*\"|'[^']*'", "", text)


def _sentences(line: str) -> list[str]:
    """``line`` in sentences, never split inside a quoted literal ("1.2." stays whole)."""
    masked = re.sub(r"\"[^\"\n]*\"|(?<![\w'])'[^'\n]*'(?!\w)", lambda m: "x" * len(m.group()),
                    line)
    out, at = [], 0
    for m in _SENTENCE_END.finditer(masked):
        out.append(line[at:m.end()])
        at = m.end()
    out.append(line[at:])
    return [s for s in out if s.strip()]
