"""Little helpers for setting and solving cryptic crosswords.

An answer's enumeration is the bracket printed after the clue: the
lengths of its words, separated by "," between words and by "-" inside a
hyphenated word. "HOT DOG" is (3,3), "FOLLOW-UP" is (6-2), "CAT" is (3).
Only letters count towards a length: apostrophes and full stops are
dropped, so "DON'T" is (4) and "ST. IVES" is (2,4).
"""


def letters(answer):
    """The answer as it goes into the grid: its letters only, in capitals.

    letters("Follow-up") is "FOLLOWUP".
    """
    return "".join(ch for ch in answer.upper() if ch.isalpha())


def parse_enumeration(text):
    """The word lengths in an enumeration: "(5,3)" -> [5, 3], "(6-2)" -> [6, 2].

    The brackets are optional and spaces are ignored. ValueError for
    anything that is not positive whole numbers separated by "," or "-".
    """
    body = text.replace(" ", "")
    if body.startswith("(") and body.endswith(")"):
        body = body[1:-1]
    parts = body.replace("-", ",").split(",")
    if not all(part.isdigit() and int(part) > 0 for part in parts):
        raise ValueError(f"not an enumeration: {text!r}")
    return [int(part) for part in parts]


def enumeration(answer):
    """The enumeration for an answer, e.g. "(3,3)" for "hot dog".

    Runs of spaces count as one gap between words; a word with no letters
    at all (a stray "&" say) is left out.
    """
    groups = []
    for word in answer.split():
        pieces = [len(piece) for piece in word.split("-")]
        pieces = [n for n in pieces if n]
        if pieces:
            groups.append("-".join(str(n) for n in pieces))
    return "(" + ",".join(groups) + ")"


def fits(answer, pattern):
    """Whether an answer fits the letters already in the grid.

    The pattern has one character per square: a letter that is already
    there, or "?" for an empty square. Case does not matter and only the
    answer's letters are compared, so fits("hot dog", "H?T??G") is True
    and fits("cat", "C?TS") is False.
    """
    word = letters(answer)
    squares = pattern.upper()
    return all(square in ("?", ch) for ch, square in zip(word, squares))


def candidates(words, pattern, enum=None):
    """The words from a list that fit the pattern (and the enumeration, if
    one is given), in the order they came, each only once."""
    wanted = None if enum is None else parse_enumeration(enum)
    found = []
    for word in words:
        if word in found or not fits(word, pattern):
            continue
        if wanted is not None and parse_enumeration(enumeration(word)) != wanted:
            continue
        found.append(word)
    return found
