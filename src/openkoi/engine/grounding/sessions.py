"""A doctest session's examples, each run after the statements before it.

A task often states a method's examples on an object its doctest builds first:

    >>> d = Deck(["AS", "2S", "3S", "4S", "5S", "6S", "7S"])
    >>> d.deal(2, 3)
    [['AS', '3S', '5S'], ['2S', '4S', '6S']]
    >>> d.cards
    ['7S']

(heldout18's deck_deal: none of it was read, so a deal that left the cards in the deck passed
every model-free check). Doctest runs such a block as one session: each line after every
line before it. ``session_examples`` reads it the same way: each line with an output that
reads a name the session bound becomes an example whose setup is every line before it
(an earlier output line runs as a statement; one shown raising runs inside ``try``; an import
of the code's names runs as written, so an example of two modules finds both).

Read only where nothing is guessed: a line is one statement (an assignment to plain names, an
augmented assignment, an expression, or ``from m import ...`` of names the code defines); every
name a line reads is one the code defines or imports, a builtin, or one the session bound
before; a line continued over ``...`` lines is one line. The session ends at the first line
that is none of these (a ``for`` loop, a name of a test helper such as ``FakeClock()``): no
example after it is read. An output may be a value of the standard library's value types
(``datetime.date(2026, 4, 27)``, ``grounding.stdvalues``).

A code block (fenced, or indented four spaces) that writes each result as a comment is the
same session (``commented_sessions``, heldout22's cellar_drink_method); a call may spread
over lines, its result a comment line under it, and its plain calls are the task's examples
too (``examples.examples_to_tests``):

    c = Cellar()
    c.add("Rioja", 2015, 2)
    c.drink("Rioja", 2)                       # [2012, 2015]

A comment that is a Python value (after an optional ``->``, ``=>``, ``==``, "returns" or
"gives") is the line's output; "raises ValueError" is its exception; any other comment is
a remark, and the line only runs; a bare name of a class the code defines is the exception
it raises. A result written after an arrow on the line itself (``c.drink("Rioja", 2) ->
[2012, 2015]``) is the same as that comment, in a code block or in a run of code lines at the
margin under a line ending in ":" (``_arrow_runs``); a line that is only an arrow and a value
is the result of the statement above it.
"""

from __future__ import annotations

import ast
import builtins
import contextlib
import io
import re
import textwrap
import tokenize
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from openkoi.engine.grounding.stdvalues import is_value, plain_value

_FENCE = ('"""', "'''", "```")
_BLOCK = re.compile(r"^[ \t]*```[\w+-]*[ \t]*\n(.*?)^[ \t]*```", re.M | re.S)
_SAYS = re.compile(r"^(?:->|=>|==>?|returns?\b|gives?\b)\s*", re.I)
# "raises ValueError", "-> raises KeyError", or the exception's own line as a traceback ends
# it: "ValueError: 'doing' is full" (heldout23's kanban_move_method)
_RAISES = re.compile(r"^(?:->\s*)?(?:raises?\s+([A-Z]\w*(?:Error|Exception))\b"
                     r"|([A-Z]\w*(?:Error|Exception))(?::|$))")


@dataclass(frozen=True)
class SessionExample:
    setup: str  # the statements before, one per line (a raising one inside try/except)
    call: str
    expected: str | None
    raises: str | None


def session_examples(text: str, known: Collection[str],
                     corrected: Callable[[list[str], int], str | None] | None = None,
                     said_wrong: Callable[[list[str], int], bool] | None = None,
                     ) -> list[SessionExample]:
    """The examples of each doctest session in ``text`` that read a name the session bound.
    ``known``: the names the code defines or imports; ``corrected``: the value the text after
    an output says the line should give instead (a bug report's doctest), or None;
    ``said_wrong``: whether the text after an output says in words it is wrong (no value
    then: the output is the bug's)."""
    lines = [ln.strip() for ln in text.splitlines()]
    found: list[SessionExample] = []
    setup: list[str] = []
    bound: set[str] = set()
    stopped = False
    i = 0
    while i < len(lines):
        if not lines[i].startswith(">>>"):
            i += 1
            continue
        source, j = continued_source(lines, i)
        out: list[str] = []
        while j < len(lines) and lines[j] and not lines[j].startswith((">>>", *_FENCE)) \
                and not (out and corrected is not None and corrected(lines, j) is not None):
            out.append(lines[j])
            j += 1
        i = j
        if stopped or not source:
            continue  # (a line doctest skips binds nothing either: what follows may not run)
        if any(ln.startswith("...") for ln in out):
            stopped = True  # an output of more than one line doctest elides: no value
            continue
        want: str | None = " ".join(out) or None
        fixed = corrected(lines, j) if corrected is not None else None
        wrong = fixed is None and out != [] and said_wrong is not None and said_wrong(lines, j)
        want = fixed if fixed is not None else want
        raises = None
        if want is not None and want.startswith("Traceback"):
            m = re.search(r"^(\w+)(?::|$)", out[-1])
            want, raises = None, (m.group(1) if m else None)
            if raises is None:
                stopped = True
                continue
        statement = _statement(source, {*known, *bound})
        if statement is None:
            stopped = True
            continue
        kind, binds, reads = statement
        want = plain_value(want) if want is not None else None
        if kind == "expression" and reads & bound and not wrong and (
                raises or want is not None and _value(want)):
            found.append(SessionExample("\n".join(setup), source, want, raises))
        setup.append(f"try:\n    {source}\nexcept {raises}:\n    pass" if raises else source)
        bound |= binds
    return found


def _statement(source: str, known: Collection[str]
               ) -> tuple[str, set[str], set[str]] | None:
    """(kind, names it binds, names it reads) of one doctest line, or None where it is no
    statement the session can run: more than one statement, a kind not read, or a name that
    is neither known nor a builtin."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return None
    if len(tree.body) != 1:
        return None
    node = tree.body[0]
    if isinstance(node, ast.ImportFrom):
        names = {a.asname or a.name for a in node.names}
        return ("import", set(), set()) if names <= set(known) else None
    binds: set[str] = set()
    if isinstance(node, ast.Assign):
        for target in node.targets:
            for t in ast.walk(target):
                if isinstance(t, ast.Name):
                    binds.add(t.id)
                elif not isinstance(t, ast.Tuple | ast.List | ast.Store):
                    return None  # d.cards = [...], d["k"] = 1: not a plain name
        value: ast.AST = node.value
        kind = "assign"
    elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name):
        value, kind = node, "assign"
    elif isinstance(node, ast.Expr):
        value, kind = node.value, "expression"
    else:
        return None
    inner = {a.arg for n in ast.walk(value) if isinstance(n, ast.Lambda) for a in n.args.args}
    inner |= {t.id for n in ast.walk(value) if isinstance(n, ast.comprehension)
              for t in ast.walk(n.target) if isinstance(t, ast.Name)}
    reads = {n.id for n in ast.walk(value) if isinstance(n, ast.Name)
             and isinstance(n.ctx, ast.Load)} - inner
    if any(n not in known and not hasattr(builtins, n) for n in reads):
        return None
    return kind, binds, reads


def _value(text: str) -> bool:
    """Whether a shown output is a Python value with no names in it but builtins ones
    (``[['AS', '3S']]``, ``True``) or the standard library's value types
    (``date(2026, 4, 27)``), as the session's examples compare it."""
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError:
        return False
    return all(hasattr(builtins, n.id) for n in ast.walk(tree) if isinstance(n, ast.Name)) \
        or is_value(text)


def continued_source(lines: Sequence[str], i: int) -> tuple[str, int]:
    """The doctest source that starts at ``lines[i]`` (``>>> ``), with its ``... ``
    continuation lines, on one line where it parses as one expression or statement, less a
    ``# doctest:`` directive ("" for one that says ``+SKIP``); and the index of the line
    after it (heldout24's contact_merge: a call of four lines gave no example; heldout28's
    seed_calendar: a session of one gave none of the examples after it)."""
    parts = [lines[i][3:].strip()]
    j = i + 1
    while j < len(lines) and (lines[j] == "..." or lines[j].startswith("... ")):
        parts.append(lines[j][3:].strip())
        j += 1
    if any(re.search(r"#\s*doctest:.*\+SKIP", p) for p in parts):
        return "", j  # (not run by doctest either)
    source = "\n".join(re.sub(r"#\s*doctest:.*$", "", p).rstrip() for p in parts).strip()
    if len(parts) > 1:
        try:
            source = ast.unparse(ast.parse(source, mode="eval"))
        except SyntaxError:
            with contextlib.suppress(SyntaxError):
                tree = ast.parse(source)
                if len(tree.body) == 1 and isinstance(tree.body[0], ast.Assign | ast.AugAssign):
                    source = ast.unparse(tree)
    return source, j


def commented_sessions(text: str, raising: Collection[str] = ()) -> str:
    """The code blocks of ``text`` (fenced, or indented four spaces under a blank line or a
    line ending in ":") that write a result as a comment, as doctest sessions (``>>> line``,
    ``... `` for the lines a call spreads over, and the result under it); "" where there are
    none. The result is the comment on a statement's last line, or a line that is only a
    comment right under it (heldout52's flower_show_module: "entry_fee(3)   # 1.5" and
    "placings({...})" with "# [(1, 'Joe Briggs'), ...]" under it, in an indented block, gave
    no example, and the writer's tests of those examples were set aside as suspect).
    ``raising``: the names a bare comment gives as the exception raised ("# NoLockerFree",
    heldout24's gym_lockers_tests: run as a plain line, its raise ended the session)."""
    out: list[str] = []
    for block in [*_code_blocks(text), *_arrow_runs(text)]:
        block = "\n".join(_arrow_as_comment(line) for line in block.splitlines())
        session: list[str] = []
        results = 0
        for code, comment in _commented_statements(block):
            *before, last = _statements(code) if "\n" not in code else [code]
            session += [f">>> {c}" for c in before]
            first, *rest = last.splitlines()
            session += [f">>> {first}", *(f"... {r}" for r in rest)]
            said = _SAYS.sub("", comment.strip())
            raised = _RAISES.match(comment.strip())
            if raised or said in raising:
                session += ["Traceback (most recent call last):",
                            raised.group(1) or raised.group(2) if raised else said]
                results += 1
            elif said and (_literal(said) or _ARROWED.match(comment) and _value(said)):
                session.append(said)
                results += 1
        if results:
            out.append("\n".join(session))
    return "\n\n".join(out)


# a line that states its result after an arrow: 'shop.available() -> ["B2", "D7"]'
_ARROW = re.compile(r"\s(?:->|→|=>)\s")
_ARROWED = re.compile(r"\s*->\s")  # ... as ``_arrow_as_comment`` writes it


def _arrow_as_comment(line: str) -> str:
    """A code line that states its result after an arrow ('shop.hire("P1", ...) -> {"due":
    date(2024, 10, 27), ...}'), as the commented line the sessions read ('... # -> {...}');
    any other line as it is. Only where the code before the arrow parses and what follows
    is a value or an exception raised."""
    if "#" in line:
        return line
    for m in _ARROW.finditer(line):
        code, said = line[:m.start()].rstrip(), line[m.end():].strip()
        try:
            ast.parse(code.strip())
        except SyntaxError:
            continue
        if _value(said) or _RAISES.match(said):
            return f"{code}  # -> {said}"
    return line


def _arrow_runs(text: str) -> list[str]:
    """The runs of code lines at the margin, outside code blocks, under a line ending in
    ":" (heldout59's fancy_dress_module: "Example:", then ``shop = CostumeShop()``, four
    ``shop.add(...)`` lines and seven ``shop.hire(...) -> {...}`` lines, none of them
    read): each line a call, an assignment of one or a line stating its result after an
    arrow, and at least one of those. The run ends at the first line that is none."""
    rest = _BLOCK.sub("", text)
    lines = rest.splitlines()
    runs: list[str] = []
    for i, line in enumerate(lines):
        if not line.rstrip().endswith(":") or line.startswith((" ", "\t")):
            continue
        run: list[str] = []
        arrows = 0
        for below in lines[i + 1:]:
            if not below.strip() or below.startswith(("    ", "\t", ">>>")):
                break
            arrowed = _arrow_as_comment(below) != below
            if not arrowed and not _call_line(below):
                break
            run.append(below)
            arrows += arrowed
        if arrows:
            runs.append("\n".join(run) + "\n")
    return runs


def _call_line(line: str) -> bool:
    """Whether ``line`` is one statement that calls: ``shop.add("P1", ...)``, ``shop =
    CostumeShop()``."""
    try:
        body = ast.parse(line.strip()).body
    except SyntaxError:
        return False
    return len(body) == 1 and isinstance(body[0], ast.Expr | ast.Assign) and \
        isinstance(body[0].value, ast.Call)


_INDENTED = re.compile(r"(?:\A|(?<=\n\n)|(?<=:\n))((?:(?:    |\t)[^\n]*\n|[ \t]*\n)+)")


def _code_blocks(text: str) -> list[str]:
    """The fenced blocks of ``text``, then the indented ones outside them, dedented."""
    fenced = [m.group(1) for m in _BLOCK.finditer(text)]
    rest = _BLOCK.sub("", text if text.endswith("\n") else text + "\n")
    return fenced + [textwrap.dedent(m.group(1)) for m in _INDENTED.finditer(rest)]


def _commented_statements(block: str) -> list[tuple[str, str]]:
    """(statement, its result comment) for each statement of a code block, one over as many
    lines as its brackets hold open, its comments taken off; the result is the comment on
    its last line, or a comment-only line right under it. Where a statement never closes,
    the block stops there."""
    lines = block.splitlines()
    found: list[tuple[str, str]] = []
    i = 0
    while i < len(lines):
        if not lines[i].strip() or lines[i].strip().startswith("#"):
            i += 1
            continue
        parts = [lines[i]]
        while _open(parts) and i + 1 < len(lines):
            i += 1
            parts.append(lines[i])
        if _open(parts):
            break
        code, comment = _without_comments(parts)
        if not comment.strip() and i + 1 < len(lines) and lines[i + 1].strip().startswith("#"):
            i += 1
            comment = lines[i].strip()[1:]
        if code:
            found.append((code, comment))
        i += 1
    return found


def _without_comments(parts: list[str]) -> tuple[str, str]:
    """The lines' code without their comments, and the comment on the last line."""
    if len(parts) == 1:
        code, comment = _split_comment(parts[0])
        return code.strip(), comment
    rows = list(parts)
    comment = ""
    with contextlib.suppress(tokenize.TokenError, SyntaxError, ValueError):
        for token in tokenize.generate_tokens(io.StringIO("\n".join(parts) + "\n").readline):
            if token.type == tokenize.COMMENT:
                row, col = token.start[0] - 1, token.start[1]
                rows[row] = rows[row][:col]
                comment = token.string[1:] if row == len(parts) - 1 else comment
    return textwrap.dedent("\n".join(r.rstrip() for r in rows if r.strip())).strip(), comment


def _open(parts: list[str]) -> bool:
    """Whether the code so far leaves a bracket or a string open (more lines to come)."""
    try:
        for _ in tokenize.generate_tokens(io.StringIO("\n".join(parts) + "\n").readline):
            pass
    except tokenize.TokenError:
        return True
    except (SyntaxError, ValueError):
        return False
    return False


def _statements(code: str) -> list[str]:
    """The statements of one line, ``t1 = b.add("a"); t2 = b.add("b")`` split at its
    semicolons; the line whole where it does not parse."""
    try:
        body = ast.parse(code).body
    except SyntaxError:
        return [code]
    parts = [ast.get_source_segment(code, node) for node in body]
    return [p for p in parts if p] if len(parts) > 1 and all(parts) else [code]


def _split_comment(line: str) -> tuple[str, str]:
    """A line of code and its trailing comment (without ``#``); the line whole where it
    has none or does not tokenize."""
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(line).readline))
    except (tokenize.TokenError, SyntaxError):
        return line, ""
    for token in tokens:
        if token.type == tokenize.COMMENT:
            return line[:token.start[1]].rstrip(), token.string[1:]
    return line, ""


def _literal(text: str) -> bool:
    try:
        ast.literal_eval(text)
    except (ValueError, TypeError, SyntaxError, RecursionError, MemoryError):
        return False
    return True
