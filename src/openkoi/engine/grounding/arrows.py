"""Examples a task writes as bare arrows, with no call: ``[("10:00", "11:00"), ("11:00",
"12:00")] -> [("10:00", "12:00")]``, as tests of its one function.

A bug report or a short spec often names its function once and then lists what it should do
as input -> output pairs (heldout12's fix_busy_merge: "back-to-back meetings should become
one block: [...] -> [...]"). Code that gets that case wrong passed every other example the
task wrote as a call, and the one pass ended done on it.

``arrow_examples`` reads them where nothing can be read two ways, and gives nothing
otherwise: the task calls exactly one function by name that the code defines with one
required argument (``f(literal)`` is then a complete call); both sides of ``->``, ``=>`` or
``→`` are whole Python literals (a string, a number, a list, a tuple, a dict, True, False,
None), the left one starting the line or after a colon, a dash or a space; and the line says
nothing of a bug or of what the code does now ("currently", "wrong", "instead", "but",
"not").
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from collections.abc import Callable, Collection

_ARROW = re.compile(r"\s(?:->|=>|→)\s")
# a call of a plain name (``f(``, not ``x.f(``): the functions a sentence names
# a function named in call form: "format_ohms(value)", or after a qualifier of small letters,
# its module's name: "fmt.format_ohms(value)" (heldout21's resistor_package); a name counts
# only where the code defines it, so "data.get(...)" names nothing unless it has a get()
CALLED = re.compile(r"(?<![\w.])(?:[a-z_]+\.)?([A-Za-z_]\w*)\(")
_DOUBT = re.compile(r"\b(?:currently|now|wrong|incorrect|instead|bug|broken|not|but|"
                    r"returns|gives|got|was|were)\b|n't\b", re.I)


def arrow_examples(task: str, one_argument: Collection[str]) -> list[tuple[str, str]]:
    """(call, expected) pairs from ``task``'s bare arrows, for its one function named in
    ``name(...)`` form that ``one_argument`` holds (the code's functions of one required
    argument)."""
    named = {m.group(1) for m in CALLED.finditer(task)} & set(one_argument)
    found: list[tuple[str, str]] = []
    if len(named) == 1:
        # a line, or a sentence wrapped over lines
        _read_pairs(named.pop(), [*task.splitlines(), *logical_lines(task)], _DOUBT, _ARROW,
                    _literal_before, _literal_after, found)
        return found
    # a task of several functions, each described in its own paragraph or bullet
    # ("format_duration(seconds) -> str\n    ... e.g. 93784 -> "1d 2h 3m 4s"": heldout17's
    # duration_parse): a paragraph's arrows are of the one function it names
    for block, func in blocks_of_one(task, one_argument):
        _read_pairs(func, _sentences(" ".join(logical_lines(block))), _DOUBT, _ARROW,
                    _literal_before, _literal_after, found)
    return found


def docstring_arrows(func: str, doc: str, keywords: Collection[str] = (),
                     ) -> list[tuple[str, str]]:
    """(call, expected) pairs the docstring of ``func``, a function of one required
    argument, states as bare arrows ("the units follow after a hyphen: 21 -> 'twenty-one',
    40 -> 'forty'"): a function's own docstring speaks of it (heldout19's numwords_tests:
    every rule of say() was written so, and tests asked "for every rule in the docstring"
    could skip any of them). The input may name one of ``keywords`` (``func``'s parameters
    with a default) after it: "'http_code', upper_first=True -> 'HttpCode'" (heldout18's
    case_convert_tests: no test set upper_first, and a change that ignored it ended done)."""
    found: list[tuple[str, str]] = []
    _read_pairs(func, [*doc.splitlines(), *logical_lines(doc)], _DOUBT, _ARROW,
                _keyword_before(keywords), _literal_after, found)
    return found


def _keyword_before(keywords: Collection[str]) -> Callable[[str, int], str | None]:
    """``_literal_before``, or a literal followed by ``, name=literal`` for a name in
    ``keywords``."""
    def before(line: str, end: int) -> str | None:
        found = _literal_before(line, end)
        if found is not None or not keywords:
            return found
        text = line[:end].rstrip().rstrip("`")
        for m in reversed(list(re.finditer(r",\s*([A-Za-z_]\w*)\s*=\s*", text))):
            value = text[m.end():].strip()
            if m.group(1) in keywords and _literal(value):
                first = _literal_before(line, m.start())
                return f"{first}, {m.group(1)}={value}" if first is not None else None
        return None
    return before


def paragraphs(task: str) -> list[str]:
    """``task``'s paragraphs and bullets."""
    return _BLOCK.split(task)


def blocks_of_one(task: str, functions: Collection[str]) -> list[tuple[str, str]]:
    """(block, function) for each paragraph or bullet of ``task`` that calls exactly one of
    ``functions`` by name."""
    out = []
    for block in paragraphs(task):
        named = {m.group(1) for m in CALLED.finditer(block)} & set(functions)
        if len(named) == 1:
            out.append((block, named.pop()))
    return out


def logical_lines(text: str) -> list[str]:
    """``text``'s lines, a line that runs on into the next joined to it: wrapped prose, it
    ends inside a sentence and the next goes on with a small letter, a literal or a bracket
    (not a new sentence, bullet or example: heldout10's semver_parse put the examples above
    "Anything else raises ValueError: ... ("1.2", ...)" into its list of bad inputs)."""
    out: list[str] = []
    run_on = False
    for line in text.splitlines():
        if run_on and re.match(r"\s*[a-z0-9\"'(\[{-]", line) and not _NEW_ITEM.match(line):
            out[-1] = f"{out[-1]} {line.strip()}"
        else:
            out.append(line)
        run_on = bool(line.strip()) and not re.search(r"[.!?:;]`?\s*$", line) and \
            not re.search(r"==|\bis\s+(?:True|False)\b", line) and \
            not re.match(r"\s*(?:>>>|[$>]\s|[\w.]+\(.*\)\s*(?:->|=>|→)\s*\w+\s*$)", line)
    return out


_NEW_ITEM = re.compile(r"\s*(?:[-*•]|\d+[.)]|>>>)\s|\s*[$>]\s|\s*(?:\"\"\"|\'\'\'|```)")


def _read_pairs(func: str, pieces: list[str], doubt: re.Pattern[str], says: re.Pattern[str],
                before: Callable[[str, int], str | None],
                after: Callable[[str, int], str | None], found: list[tuple[str, str]]) -> None:
    """Add to ``found`` each (call, expected) pair a piece of text (a line, a sentence)
    states: a literal ``before`` a ``says`` match and one ``after`` it, in a piece with no
    ``doubt``."""
    for piece in pieces:
        if doubt.search(piece):
            continue
        for m in says.finditer(piece):
            left, right = before(piece, m.start()), after(piece, m.end())
            if left is not None and right is not None:
                pair = (f"{func}({left})", right)
                if pair not in found:
                    found.append(pair)


def _literal(text: str) -> bool:
    """Whether ``text`` is one whole literal (``1, 2`` is two: a tuple only in brackets)."""
    try:
        ast.literal_eval(text)
        node = ast.parse(text, mode="eval").body
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return False
    if isinstance(node, ast.Constant) and isinstance(node.value, str | bytes):
        # "'a' 'b'" is one string to Python, two texts to a reader: "'httpResponseCode'"
        # and the next example's input, joined over a line
        return _strings(text) == 1
    return not (isinstance(node, ast.Tuple) and not text.startswith("("))


def _strings(text: str) -> int:
    """How many string tokens ``text`` holds."""
    try:
        return sum(t.type == tokenize.STRING
                   for t in tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, SyntaxError):
        return 0


def _literal_before(line: str, end: int) -> str | None:
    """The longest whole literal that ends at ``end`` and starts the line or follows a
    colon, a dash or a space (not a call's argument: ``f([1]) -> 2`` is read elsewhere)."""
    text = line[:end].rstrip().rstrip("`")
    for start in range(len(text)):
        before = line[:start].rstrip()
        if start and (line[start - 1] not in " :-`(\t" or
                      (before and not (before[-1] in ":-`(" or before[-1].isalpha()
                                       or _after_pair(before)
                                       or re.search(r"\b(?:e\.g|i\.e)\.,?$", before)))):
            continue  # "1, 2 -> 3": the 2 is no input of its own
        if (alt := re.search(r"\s+or$", before)) and any(
                _literal(before[i:alt.start()].strip("`")) for i in range(alt.start())
                if i == 0 or before[i - 1] in " \t:("):
            # '"A 3" or "b 1" -> ("A", 3)': two inputs, the answer of the first only
            # (heldout49's petanque_edit held "b 1" to ("A", 3))
            return None
        candidate = text[start:].strip()
        if candidate and candidate[0] in "([{'\"-0123456789TFN" and _literal(candidate):
            return candidate
    return None


def _after_pair(before: str) -> bool:
    """Whether ``before`` ends with a whole pair and a comma: "93784 -> "1d 2h 3m 4s", 3600
    -> "1h"" lists pairs."""
    if not before.endswith(","):
        return False
    prior = before[:-1].rstrip().rstrip("`")
    arrows = list(_ARROW.finditer(prior))
    value = _literal_after(prior, arrows[-1].end()) if arrows else None
    return value is not None and prior.endswith(value) and \
        _literal_before(prior, arrows[-1].start()) is not None


def _literal_after(line: str, start: int) -> str | None:
    """The shortest whole literal that starts at ``start`` and ends the line or a clause
    (what follows it starts with ``,``, ``;`` or ``.``): "-1 if it is negative" is no
    value; nor is "26" of "26.5" (heldout32's ski_rental_fix: "26.2 -> 26.5, 26.6 -> 27.0"
    was held as 26 and 27)."""
    text = line[start:].lstrip("`")
    for end in range(1, len(text) + 1):
        rest = text[end:].lstrip("`").strip()
        if rest and (rest[0] not in ",;.)" or (rest[0] == "." and rest[1:2].isdigit())):
            continue
        candidate = text[:end].strip()
        if candidate and _literal(candidate):
            return candidate
    return None


# Examples in words: "so 'jonathan@example.com' becomes 'j******n@example.com'", "('al@x.org'
# gives '**@x.org')", "does the reverse: "3ab2c4d" gives back "aaabccdddd"" (heldout14's
# mask_with_tests and rle_module: none was read, so code that got them wrong passed every
# model-free check).
_SAYS = re.compile(r"\s+(?:becomes|gives(?:\s+back)?|turns\s+into|is\s+turned\s+into"
                   r"|comes\s+out\s+as|yields|maps\s+to|is\s+mapped\s+to)\s+")
# what may stand before the input: the start of a clause, or a word that introduces an example
_LEAD = re.compile(r"(?:^|[(:;,\-]|\b(?:so|e\.g\.|eg|example|instance|thus|and|or|while"
                   r"|whereas|then|also|likewise))\s*$", re.I)
# what may follow the value: the end of its clause
_TAIL = re.compile(r"\s*(?:$|[,;)]|\.(?!\d)|\s(?:and|while|whereas|or)\b)")
_BLOCK = re.compile(r"\n\s*\n|\n(?=\s*(?:[-*•]|\d+[.)])\s)")
_WORD_DOUBT = re.compile(r"\b(?:currently|now|wrong|wrongly|incorrect|instead|bug|broken|not"
                         r"|but|got|was|were|should|expected|expect)\b|n't\b", re.I)
_SENTENCE = re.compile(r"(?<![Ee]\.g)(?<![Ii]\.e)[.!?](?=\s|$)")


def word_examples(task: str, one_argument: Collection[str]) -> list[tuple[str, str]]:
    """(call, expected) pairs a paragraph (or a bullet) of ``task`` states in words, "X
    becomes Y" / "X gives (back) Y" / "X turns into Y", both whole literals, for the one
    function in ``one_argument`` the paragraph calls by name; nothing from a sentence that
    speaks of a bug or of what should be ("currently", "instead", "but", "should"), nor where
    the paragraph names two functions."""
    found: list[tuple[str, str]] = []
    for block in _BLOCK.split(task):
        named = {m.group(1) for m in CALLED.finditer(block)} & set(one_argument)
        if len(named) != 1:
            continue
        _read_pairs(named.pop(), _sentences(block), _WORD_DOUBT, _SAYS, _word_input,
                    _word_value, found)
    return found


def _sentences(block: str) -> list[str]:
    """``block``'s sentences, a literal's own full stop ("'a.b' becomes 'b'") kept inside."""
    out, start = [], 0
    for m in _SENTENCE.finditer(block):
        if _in_quotes(block, m.start()):
            continue
        out.append(block[start:m.end()])
        start = m.end()
    out.append(block[start:])
    return [s.replace("\n", " ") for s in out if s.strip()]


def _in_quotes(text: str, at: int) -> bool:
    """Whether ``at`` is inside a string literal of ``text`` (quotes counted from the start)."""
    quote = None
    for i, c in enumerate(text[:at]):
        if quote is None and c in "'\"" and (i == 0 or not text[i - 1].isalnum()):
            quote = c
        elif c == quote and (i + 1 >= len(text) or not text[i + 1].isalnum()):
            quote = None
    return quote is not None


def _word_input(sentence: str, end: int) -> str | None:
    """The whole literal that ends at ``end`` and starts a clause or follows a word that
    introduces an example ("so", "e.g.", "and", a colon, a parenthesis); never a call's
    argument nor a value in prose ("a count of 3 gives ..." is none)."""
    text = sentence[:end].rstrip().rstrip("`")
    for start in range(len(text)):
        if text[start] not in "([{'\"-0123456789TFN":
            continue
        candidate = text[start:]
        if not _literal(candidate):
            continue
        before = sentence[:start].rstrip("`")
        if before.endswith("(") and before[:-1][-1:].isalnum():
            continue  # f("x") gives: a call's argument, read elsewhere
        return candidate if _LEAD.search(before) else None
    return None


def _word_value(sentence: str, start: int) -> str | None:
    """The shortest whole literal that starts at ``start`` and ends its clause."""
    text = sentence[start:]
    offset = len(text) - len(text.lstrip("`"))
    text = text[offset:]
    for end in range(1, len(text) + 1):
        if not _TAIL.match(text[end:].lstrip("`")):
            continue
        candidate = text[:end].strip()
        if candidate and candidate[0] in "([{'\"-0123456789TFN" and _literal(candidate):
            return candidate
    return None


# A predicate's examples in words: "so "f(a[1], {b: 2})" is balanced, while "(]", "(()" and
# ")(" are not" of is_balanced (heldout14's brackets_with_tests: none was read).
_PREDICATE = re.compile(r"^(?:is|has)_(?P<word>[a-z]\w*)$")
_TOKEN = re.compile(r"\"[^\"\n]*\"|'[^'\n]*'|-?\d+(?:\.\d+)?")
_JOIN = re.compile(r"\s*(?:,\s*(?:(?:and|or)\s+)?|(?:and|or)\s+)$")
_PREDICATE_DOUBT = re.compile(r"\b(?:currently|now|wrong|wrongly|incorrect|instead|bug|broken"
                              r"|but|got|was|were|should|expected|expect|if|when|unless)\b"
                              r"|n't\b", re.I)


def predicate_examples(task: str, one_argument: Collection[str]) -> list[tuple[str, str]]:
    """(call, "True"/"False") pairs for a predicate of one argument (``is_balanced``,
    ``has_cycle``) from a paragraph that calls it by name: "X is balanced", "X and Y are
    balanced", "X is not balanced", "while X, Y and Z are not" (the word left out), each X a
    whole literal that starts a clause or follows a word that introduces an example."""
    found: list[tuple[str, str]] = []
    for block in _BLOCK.split(task):
        called = {m.group(1) for m in CALLED.finditer(block)} & set(one_argument)
        for func in sorted(called):
            m = _PREDICATE.match(func)
            if m is None:
                continue
            word = r"\s+".join(m.group("word").split("_"))
            says = re.compile(rf"\s+(?P<verb>is|are)\s+(?P<neg>not\b\s*)?(?:(?:a|an)\s+)?"
                              rf"(?:(?P<word>{word})\b|(?=\s*(?:$|[,;.)])))", re.I)
            for sentence in _sentences(block):
                if _PREDICATE_DOUBT.search(sentence):
                    continue
                for verb in says.finditer(sentence):
                    if verb.group("word") is None and verb.group("neg") is None:
                        continue  # "X is." says nothing
                    value = "False" if verb.group("neg") else "True"
                    for literal in _listed_before(sentence, verb.start(),
                                                  plural=verb.group("verb") == "are"):
                        pair = (f"{func}({literal})", value)
                        if pair not in found:
                            found.append(pair)
    return found


def _listed_before(sentence: str, end: int, plural: bool) -> list[str]:
    """The literals listed right before ``end`` ("X", "X and Y", "X, Y or Z"), where the
    list starts a clause or follows a word that introduces an example; one literal for
    "is", two or more for "are"."""
    tokens = [t for t in _TOKEN.finditer(sentence[:end]) if _literal(t.group(0))]
    chain: list[re.Match[str]] = []
    stop = end
    for token in reversed(tokens):
        gap = sentence[token.end():stop]
        if not (gap.strip() == "" if not chain else _JOIN.fullmatch(gap) or
                re.fullmatch(r"\s*,\s*", gap)):
            break
        chain.insert(0, token)
        stop = token.start()
        if not plural:
            break
    if not chain or (plural and len(chain) < 2) or not _LEAD.search(sentence[:stop]):
        return []
    return [t.group(0) for t in chain]
