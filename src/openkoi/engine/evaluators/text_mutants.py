"""Changes of the rules a text is held to, for the tests built from given code
(``grounding.noticing``): a text predicate made wider, a comparison made blind to case, a
regular expression loosened. Each is a copy of a source with one change (``mutants``)."""

from __future__ import annotations

import ast
import re

from openkoi.engine.evaluators.mutants import Mutant, Spot, per_spot, scopes

_WIDER = {"isalpha": "isalnum", "isalnum": "isprintable", "isdigit": "isalnum",
          "isdecimal": "isalnum", "isupper": "isalpha", "islower": "isalpha"}


def predicate_mutants(path: str, source: str, named: set[str]) -> list[Mutant]:
    """One copy of ``source`` per text predicate made a wider one (``w.isalpha()`` made
    ``w.isalnum()``, ``isdigit`` made ``isalnum``, ...) in the functions ``named`` holds
    and those they call: a rule of what a text may hold loosened (heldout23's pig_latin:
    digits let into a word). For the tests built from given code (``grounding.noticing``),
    not held against a test file."""
    def spots(tree: ast.Module, named: set[str]) -> list[Spot]:
        return [(where, n.func, None) for where, scope in scopes(tree, named)
                for n in ast.walk(scope) if isinstance(n, ast.Call)
                and isinstance(n.func, ast.Attribute) and n.func.attr in _WIDER and not n.args]

    def change(tree: ast.Module, node: ast.AST, _: object) -> str | None:
        if not isinstance(node, ast.Attribute):
            return None
        old, node.attr = node.attr, _WIDER[node.attr]
        return f".{old}() made .{node.attr}()"

    return per_spot(path, source, named, spots, change)


_SAYS_CASE = re.compile(r"\bcase\b|\bcapital", re.I)


def case_mutants(path: str, source: str, named: set[str]) -> list[Mutant]:
    """One copy of ``source`` per comparison of two names made blind to case (``a != b``
    made ``str(a).lower() != str(b).lower()``) in a function whose docstring speaks of case,
    of the functions ``named`` holds and those they call: heldout32's typing_speed lived
    with tests that never gave a capital letter where case decides (``value_mutants``
    drops a case fold, ``.lower()``, already). For the tests built from given code
    (``grounding.noticing``), not held against a test file."""
    def spots(tree: ast.Module, named: set[str]) -> list[Spot]:
        found: list[Spot] = []
        for where, scope in scopes(tree, named):
            speaks = isinstance(scope, ast.FunctionDef) and \
                bool(_SAYS_CASE.search(ast.get_docstring(scope) or ""))
            found += [(where, n, None) for n in ast.walk(scope) if speaks
                      and isinstance(n, ast.Compare) and len(n.ops) == 1
                      and isinstance(n.ops[0], ast.Eq | ast.NotEq)
                      and isinstance(n.left, ast.Name) and isinstance(n.comparators[0], ast.Name)]
        return found

    def lowered(node: ast.expr) -> ast.expr:
        return ast.Call(ast.Attribute(ast.Call(ast.Name("str", ast.Load()), [node], []),
                                      "lower", ast.Load()), [], [])

    def change(tree: ast.Module, node: ast.AST, _: object) -> str | None:
        if not isinstance(node, ast.Compare):
            return None
        said = ast.unparse(node)
        node.left, node.comparators = lowered(node.left), [lowered(node.comparators[0])]
        return f"{said} made blind to case"

    return per_spot(path, source, named, spots, change)


_RE_CALLS = {"compile", "match", "fullmatch", "search", "sub", "subn", "findall", "finditer",
             "split"}
_QUANTIFIED = re.compile(r"(?<!\\)\{(\d+)(?:,(\d*))?\}|(?<![\\(])[?+]|(?<!\\)\[([^\]]+)\]")
MAX_PATTERN = 30


def pattern_mutants(path: str, source: str) -> list[Mutant]:
    """One copy of ``source`` per change of a regular expression the module compiles or
    matches with (``re.compile(r"...")``, ``re.fullmatch(r"...", text)``): a count one wider
    (``{2}`` made ``{2,3}``, ``{1,2}`` made ``{1,3}`` and ``{0,2}``), an optional part made
    required (``?`` dropped), ``+`` made ``*``, a character class that also takes letters and
    digits (``[0-9]`` made ``[0-9A-Za-z]``): a rule of a text's form loosened (heldout19's
    postcode: an area of three letters, a letter first in the inward code). For the tests
    built from given code (``grounding.noticing``), not held against a test file."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    out: list[Mutant] = []
    for index, pattern in enumerate(_patterns(tree)):
        for edit, said in _loosened(str(pattern.value)):
            copy = ast.parse(source)
            _patterns(copy)[index].value = edit
            try:
                changed = ast.unparse(copy)
                re.compile(edit)
            except (ValueError, TypeError, RecursionError, re.error):
                continue
            out.append(Mutant("pattern", path, changed + "\n", line=pattern.lineno,
                              change=f"{said} in the pattern on line {pattern.lineno}"))
            if len(out) >= MAX_PATTERN:
                return out
    return out


def _patterns(tree: ast.Module) -> list[ast.Constant]:
    """The literal patterns of the module's ``re.compile(...)``, ``re.match(...)``, ...
    calls, in a fixed order."""
    return [n.args[0] for n in ast.walk(tree)
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
            and n.func.attr in _RE_CALLS and isinstance(n.func.value, ast.Name)
            and n.func.value.id == "re" and n.args and isinstance(n.args[0], ast.Constant)
            and isinstance(n.args[0].value, str)]


def _loosened(text: str) -> list[tuple[str, str]]:
    """(pattern, what changed) for each loosening of ``text`` (``pattern_mutants``)."""
    out: list[tuple[str, str]] = []
    for m in _QUANTIFIED.finditer(text):
        head, tail = text[:m.start()], text[m.end():]
        if m.group(1) is not None:
            low, high = int(m.group(1)), m.group(2)
            if high is None:  # {m}
                out.append((f"{head}{{{low},{low + 1}}}{tail}",
                            f"{{{low}}} made {{{low},{low + 1}}}"))
            elif high:
                out.append((f"{head}{{{low},{int(high) + 1}}}{tail}",
                            f"{m.group()} made {{{low},{int(high) + 1}}}"))
                if low > 0:
                    out.append((f"{head}{{{low - 1},{high}}}{tail}",
                                f"{m.group()} made {{{low - 1},{high}}}"))
        elif m.group(3) is not None:
            out.append((f"{head}[{m.group(3)}0-9A-Za-z]{tail}",
                        f"{m.group()} made [{m.group(3)}0-9A-Za-z]"))
        elif m.group() == "?":
            out.append((head + tail, "a ? dropped"))
        else:
            out.append((f"{head}*{tail}", "+ made *"))
    return out
