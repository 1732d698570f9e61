"""Small changes of the code a test file is asked to check: each one a copy of a source with
one value or operator changed.

``value_mutants`` makes them for the functions and methods the tests use, the module's own
functions those call, and the module's top-level constants (the tables the functions read):
a whole number one more (one less too, where a comparison compares with it), a decimal
number a tenth higher, a string
with a character added, a comparison made strict or loose
(``<`` and ``<=``, ``==`` and ``!=``, ``in`` and ``not in``), ``+`` and ``-`` swapped,
``and`` and ``or`` swapped, one operand of an ``and`` or ``or`` dropped, a ``not`` dropped,
a text's case or whitespace left as it came (``.lower()``, ``.strip()`` dropped,
``re.IGNORECASE`` made 0), an exception the code raises made a ``RuntimeError``. Whether
such a change matters is not decided here: ``openkoi.engine.evaluators.notice`` keeps only
the ones that break an example the task or a docstring states, which right code cannot do
without.
"""

from __future__ import annotations

import ast
import builtins
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from openkoi.engine.evaluators.checks import functions_of

MAX_SITES = 40  # the changes tried per source file, spread over all its sites

_SWAP: dict[type[ast.AST], type[ast.AST]] = {
    ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In,
    ast.Add: ast.Sub, ast.Sub: ast.Add, ast.And: ast.Or, ast.Or: ast.And,
}
_SYMBOL = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==",
           ast.NotEq: "!=", ast.In: "in", ast.NotIn: "not in", ast.Add: "+", ast.Sub: "-",
           ast.And: "and", ast.Or: "or"}


@dataclass(frozen=True)
class _Operand:
    """The ``index``-th operand of an ``and`` or ``or``, as a site: the change drops it
    (heldout21's ordinal: ``isinstance(n, bool) or not isinstance(n, int)`` with the bool
    check gone lets ``True`` through as 1, which swapping ``or`` for ``and`` does not
    single out)."""

    op: ast.BoolOp
    index: int

    @property
    def lineno(self) -> int:
        return getattr(self.op.values[self.index], "lineno", 0)


@dataclass(frozen=True)
class _Lower:
    """A whole number a comparison compares with, as a site: the change makes it one less
    (``pct >= 90`` made ``pct >= 89``: tests that never ask about 89 do not see the edge
    moved down, where one more moves it up past the 90 they ask about)."""

    number: ast.Constant

    @property
    def lineno(self) -> int:
        return self.number.lineno


_Site = tuple[tuple[int, str], ast.AST | _Operand | _Lower]  # ((index, where), the change)


@dataclass(frozen=True)
class Mutant:
    where: str  # the function or method ("Stack.push"), or the constant ("ONES")
    path: str
    text: str  # the file's source with the change
    raised: str = ""  # the exception it no longer raises; "" = see ``change``
    change: str = ""  # a value mutant's change ("21 made 22 on line 4"); "" = it does nothing
    line: int = 0  # the line of the source a value mutant changes

    @property
    def what(self) -> str:
        if self.change:
            return f"change ({self.change})"
        return f"never raise {self.raised}" if self.raised else "do nothing"


def value_mutants(path: str, source: str, named: set[str],
                  limit: int = MAX_SITES) -> list[Mutant]:
    """One copy of ``source`` per change (see the module's docstring), at most ``limit``,
    shared out among the places they are in; none where it does not parse."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    named = reached(tree, named)
    sites = _spread(list(_sites(tree, named)), limit)
    out = []
    for key, node in sites:
        where = key[1]
        copy = ast.parse(source)
        described = _apply(dict(_sites(copy, named))[key], copy)
        if described is None:
            continue
        try:
            text = ast.unparse(copy)
        except (ValueError, TypeError, RecursionError):
            continue
        out.append(Mutant(where, path, text + "\n", change=described,
                          line=getattr(node, "lineno", 0)))
    return out


Spot = tuple[str, ast.AST, object]  # (where, the node, which part of it)


def per_spot(path: str, source: str, named: set[str],
              spots: Callable[[ast.Module, set[str]], list[Spot]],
              change: Callable[[ast.Module, ast.AST, object], str | None]) -> list[Mutant]:
    """One copy of ``source`` per spot ``spots`` finds in the functions ``named`` holds and
    those they call; ``change`` edits the copy's spot in place and says what it changed
    (None: nothing could be)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    named = reached(tree, named)
    out: list[Mutant] = []
    for index, (where, node, _) in enumerate(spots(tree, named)):
        copy = ast.parse(source)
        _, found, part = spots(copy, named)[index]
        said = change(copy, found, part)
        if said is None:
            continue
        try:
            text = ast.unparse(copy)
        except (ValueError, TypeError, RecursionError):
            continue
        line = getattr(node, "lineno", 0)
        out.append(Mutant(where, path, text + "\n", line=line, change=f"{said} on line {line}"))
    return out


def branch_mutants(path: str, source: str, named: set[str]) -> list[Mutant]:
    """One copy of ``source`` per side of each conditional expression (``a if c else b``
    made ``a``, and made ``b``) in the functions ``named`` holds and those they call: a flag
    that a change leaves unread (heldout18's case_convert: ``upper_first`` ignored). For the
    tests built from given code (``grounding.noticing``), not held against a test file."""
    def spots(tree: ast.Module, named: set[str]) -> list[Spot]:
        return [(where, n, side) for where, scope in scopes(tree, named)
                for n in ast.walk(scope) if isinstance(n, ast.IfExp)
                for side in ("body", "orelse")]

    def change(tree: ast.Module, node: ast.AST, side: object) -> str:
        _replace(tree, node, getattr(node, str(side)))
        return f"a conditional made {'the first' if side == 'body' else 'the second'} side"

    return per_spot(path, source, named, spots, change)


def guard_mutants(path: str, source: str, named: set[str]) -> list[Mutant]:
    """One copy of ``source`` per ``if`` statement whose body raises nothing, its test made
    ``False`` (the case it handles never taken), in the functions and methods ``named``
    holds and those they call: a state the code answers otherwise forgotten (heldout26's
    rain_barrel: ``if self.frozen: return 0.0`` gone, frozen rain kept). A guard that
    raises is ``raises_nothing``'s. For the tests built from given code
    (``grounding.noticing``), not held against a test file."""
    def spots(tree: ast.Module, named: set[str]) -> list[Spot]:
        return [(where, n, None) for where, scope in scopes(tree, named)
                for n in ast.walk(scope) if isinstance(n, ast.If)
                and not isinstance(n.body[-1], ast.Raise)]

    def change(tree: ast.Module, node: ast.AST, _: object) -> str | None:
        if not isinstance(node, ast.If):
            return None
        said = ast.unparse(node.test)[:60]
        node.test = ast.Constant(False)
        return f"`if {said}` never taken"

    return per_spot(path, source, named, spots, change)


def chained_mutants(path: str, source: str, named: set[str]) -> list[Mutant]:
    """One copy of ``source`` per comparison after the first of a chain made strict or
    loose (``0 < w <= MAX`` made ``0 < w < MAX``: ``value_mutants`` changes only the
    first; heldout24's roast_timer let 10 kg, "10 itself is fine", go untested). For the
    tests built from given code (``grounding.noticing``), not held against a test file."""
    def spots(tree: ast.Module, named: set[str]) -> list[Spot]:
        return [(where, n, i) for where, scope in scopes(tree, named) for n in ast.walk(scope)
                if isinstance(n, ast.Compare) for i in range(1, len(n.ops))
                if type(n.ops[i]) in _SWAP]

    def change(tree: ast.Module, node: ast.AST, at: object) -> str | None:
        if not isinstance(node, ast.Compare) or not isinstance(at, int):
            return None
        old = type(node.ops[at])
        node.ops[at] = _SWAP[old]()  # type: ignore[call-overload]
        return f"{_SYMBOL[old]} made {_SYMBOL[type(node.ops[at])]}"

    return per_spot(path, source, named, spots, change)


def dropped_mutants(path: str, source: str, named: set[str]) -> list[Mutant]:
    """One copy of ``source`` per statement that changes state made ``pass`` (an assignment,
    an augmented one, a ``del``, a call whose value is not used) in the functions and methods
    ``named`` holds and those they call: an update forgotten (heldout24's gym_lockers:
    ``release`` that takes the key back but leaves the member down as holding it). For the
    tests built from given code (``grounding.noticing``), not held against a test file."""
    def spots(tree: ast.Module, named: set[str]) -> list[Spot]:
        return [(where, n, None) for where, scope in scopes(tree, named)
                for n in ast.walk(scope)
                if isinstance(n, ast.Assign | ast.AugAssign | ast.Delete)
                or (isinstance(n, ast.Expr) and isinstance(n.value, ast.Call))]

    def change(tree: ast.Module, node: ast.AST, _: object) -> str | None:
        if not isinstance(node, ast.stmt):
            return None
        said = ast.unparse(node).splitlines()[0][:60]
        _replace(tree, node, ast.Pass())
        return f"`{said}` dropped"

    return per_spot(path, source, named, spots, change)


def argument_mutants(path: str, source: str, named: set[str]) -> list[Mutant]:
    """One copy of ``source`` per call whose last positional argument is a constant, with
    that argument dropped (``queue.pop(0)`` made ``queue.pop()``, ``round(x, 2)`` made
    ``round(x)``) in the functions and methods ``named`` holds and those they call: a queue
    served from the wrong end, a rounding lost (session 38's new-user trial: a
    first-come-first-served queue turned last-in first-out went unnoticed). For the tests
    built from given code (``grounding.noticing``), not held against a test file."""
    def spots(tree: ast.Module, named: set[str]) -> list[Spot]:
        found: list[Spot] = [
            (where, n, None) for where, scope in scopes(tree, named) for n in ast.walk(scope)
            if isinstance(n, ast.Call) and n.args and isinstance(n.args[-1], ast.Constant)
            and not n.keywords and not isinstance(n.args[-1].value, str | bytes)]
        return found[:MAX_SITES]

    def change(tree: ast.Module, node: ast.AST, _: object) -> str | None:
        if not isinstance(node, ast.Call):
            return None
        said = ast.unparse(node)[:60]
        node.args = node.args[:-1]
        return f"{said} made {ast.unparse(node)[:60]}"

    return per_spot(path, source, named, spots, change)


def swapped_mutants(path: str, source: str, named: set[str]) -> list[Mutant]:
    """One copy of ``source`` per use of one of the object's attributes made a use of
    another it sets to a number too (``self.inside == self.capacity`` made ``self.peak ==
    self.capacity``, ``self.refused += n`` made ``self.total_in += n``), and per
    ``min``/``max`` of two values made one of them (``max(self.peak, self.inside)`` made
    ``self.inside``), in the methods ``named`` holds: one count mistaken for another
    (heldout24's venue_counter). At most ``MAX_SITES`` of them. For the tests
    built from given code (``grounding.noticing``), not held against a test file."""
    def counts(tree: ast.Module) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for cls in (n for n in tree.body if isinstance(n, ast.ClassDef)):
            out[cls.name] = sorted({t.attr for a in ast.walk(cls) if isinstance(a, ast.Assign)
                                    and isinstance(a.value, ast.Constant)
                                    and type(a.value.value) in (int, float)
                                    for t in a.targets if isinstance(t, ast.Attribute)
                                    and isinstance(t.value, ast.Name) and t.value.id == "self"})
        return out

    def spots(tree: ast.Module, named: set[str]) -> list[Spot]:
        numeric = counts(tree)
        found: list[Spot] = []
        for where, scope in scopes(tree, named):
            mine = numeric.get(where.partition(".")[0], []) if "." in where else []
            for n in ast.walk(scope):
                if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and \
                        n.value.id == "self" and n.attr in mine:
                    found += [(where, n, other) for other in mine if other != n.attr]
                elif isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and \
                        n.func.id in ("min", "max") and len(n.args) == 2 and not n.keywords:
                    found += [(where, n, 0), (where, n, 1)]
        return found[:MAX_SITES]

    def change(tree: ast.Module, node: ast.AST, part: object) -> str | None:
        if isinstance(node, ast.Attribute) and isinstance(part, str):
            old, node.attr = node.attr, part
            return f"self.{old} made self.{part}"
        if isinstance(node, ast.Call) and isinstance(part, int):
            said = ast.unparse(node)
            _replace(tree, node, node.args[part])
            return f"{said} made {ast.unparse(node.args[part])}"
        return None

    return per_spot(path, source, named, spots, change)


def _spread(sites: list[_Site], limit: int) -> list[_Site]:
    """At most ``limit`` of ``sites``, shared out among the places (functions and
    tables) in turn, each place's own spread evenly: a long table does not crowd out the
    function that reads it (heldout22's roman_tests: the numeral tables took 36 of 40, and
    to_roman's range check none)."""
    places: dict[str, list[_Site]] = {}
    for site in sites:
        places.setdefault(site[0][1], []).append(site)
    share = {where: 0 for where in places}
    left = min(limit, len(sites))
    while left:
        for where, mine in places.items():
            if left and share[where] < len(mine):
                share[where] += 1
                left -= 1
    chosen = {id(mine[int(i * len(mine) / share[where])][1])
              for where, mine in places.items() for i in range(share[where])}
    return [site for site in sites if id(site[1]) in chosen]


def reached(tree: ast.Module, named: set[str]) -> set[str]:
    """``named`` and the module's own functions they call, and those they call in turn: a
    helper's value changes what the tested function gives (heldout21's ordinal_tests: the
    suffix rule of ordinal() lives in _suffix(), which the tests never call by name)."""
    bodies = {fn.name: fn for cls, fn in functions_of(tree) if not cls}
    out, todo = set(named), [n for n in named if n in bodies]
    while todo:
        for node in ast.walk(bodies[todo.pop()]):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                    node.func.id in bodies and node.func.id not in out:
                out.add(node.func.id)
                todo.append(node.func.id)
    return out


def _sites(tree: ast.Module, named: set[str]) -> Iterator[_Site]:
    """((index, where), node) for each node a change can be made at: in the functions and
    methods ``named`` holds and in top-level assignments, in a fixed order."""
    index = 0
    for where, scope in scopes(tree, named):
        defs = [n for n in ast.walk(scope)
                if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)]
        docstrings = {id(n.body[0].value) for n in defs
                      if n.body and isinstance(n.body[0], ast.Expr)}
        # a parameter's default is left alone: tests that pass every argument check the
        # rule, not the default (heldout12's chunked_with_tests: right tests of windows()
        # gave the step each time)
        defaults = {id(sub) for n in defs if not isinstance(n, ast.ClassDef)
                    for d in [*n.args.defaults, *n.args.kw_defaults] if d is not None
                    for sub in ast.walk(d)}
        compared: set[int] = set()
        for found in ast.walk(scope):
            if isinstance(found, ast.Compare):
                compared |= {id(n) for n in [found.left, *found.comparators]}
            if id(found) in docstrings | defaults or not _changeable(found):
                continue
            # an operand dropped is a finer fault than ``and`` and ``or`` swapped (which
            # breaks what either drop breaks): the drops come first
            if isinstance(found, ast.BoolOp):
                for i in range(len(found.values)):
                    yield (index, where), _Operand(found, i)
                    index += 1
            yield (index, where), found
            index += 1
            if id(found) in compared and isinstance(found, ast.Constant) and \
                    isinstance(found.value, int):
                yield (index, where), _Lower(found)
                index += 1


def scopes(tree: ast.Module, named: set[str]) -> list[tuple[str, ast.AST]]:
    """(where, node): the values of top-level assignments, then the functions and methods
    ``named`` holds, in a fixed order (a dunder only where ``named`` holds ``__init__``,
    the tests of a class's objects: its checks and its start)."""
    explicit = {"__init__"} & named
    scopes: list[tuple[str, ast.AST]] = []
    for node in tree.body:
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names = [t.id for t in targets if isinstance(t, ast.Name)]
            if names:
                scopes.append((names[0], node.value))
    scopes += [(f"{cls}.{fn.name}" if cls else fn.name, fn) for cls, fn in functions_of(tree)
               if fn.name in named and (not fn.name.startswith("__") or fn.name in explicit)]
    return scopes


# the calls that fold a text's case or trim it: dropped, the text is taken as it came
_NORMALISE = {"lower", "upper", "casefold", "strip", "lstrip", "rstrip"}


def _normalises(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
        node.func.attr in _NORMALISE and not node.args and not node.keywords


def _ignores_case(node: ast.AST) -> bool:
    return isinstance(node, ast.Attribute) and node.attr in {"IGNORECASE", "I"} and \
        isinstance(node.value, ast.Name) and node.value.id == "re"


def _changeable(node: ast.AST) -> bool:
    if _normalises(node) or _ignores_case(node):
        return True
    if isinstance(node, ast.Constant):
        return (isinstance(node.value, int | float) and not isinstance(node.value, bool)) or \
            (isinstance(node.value, str) and node.value != "")
    if isinstance(node, ast.Compare):
        return type(node.ops[0]) in _SWAP
    if isinstance(node, ast.BinOp | ast.BoolOp):
        return type(node.op) in _SWAP
    if isinstance(node, ast.UnaryOp):
        return isinstance(node.op, ast.Not)
    if isinstance(node, ast.Raise):
        exc = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
        return isinstance(exc, ast.Name) and exc.id != "RuntimeError"
    return False


def _apply(node: ast.AST | _Operand | _Lower, tree: ast.Module) -> str | None:
    """Change ``node`` in place; what changed, or None where nothing could be."""
    line = getattr(node, "lineno", 0)
    if isinstance(node, _Lower):
        number = node.number.value
        if not isinstance(number, int):
            return None
        node.number.value = number - 1
        return f"{number!r} made {number - 1!r} on line {line}"
    if isinstance(node, _Operand):
        values = node.op.values
        dropped = ast.unparse(values[node.index])
        rest = [*values[:node.index], *values[node.index + 1:]]
        if len(rest) == 1:
            _replace(tree, node.op, rest[0])
        else:
            node.op.values = rest
        word = "or" if isinstance(node.op.op, ast.Or) else "and"
        shown = dropped if len(dropped) <= 40 else dropped[:37] + "..."
        return f"`{shown}` dropped from an `{word}` on line {line}"
    if isinstance(node, ast.Constant):
        old = node.value
        if isinstance(old, float):
            # a rate or a price a tenth higher: "OTHER_RATES = {"bicycle": 0.20}" made 0.22
            # (heldout37's mileage_claim_tests: a changed rate went unnoticed, no float was
            # ever changed)
            node.value = round(old * 1.1, 10) if old else 0.5
        else:
            node.value = old + 1 if isinstance(old, int) else f"{old!s}~"
        return f"{old!r} made {node.value!r} on line {line}"
    if isinstance(node, ast.Compare):
        cmp = type(node.ops[0])
        node.ops[0] = _SWAP[cmp]()  # type: ignore[call-overload]
        return f"{_SYMBOL[cmp]} made {_SYMBOL[type(node.ops[0])]} on line {line}"
    if isinstance(node, ast.BinOp | ast.BoolOp):
        old_op = type(node.op)
        node.op = _SWAP[old_op]()  # type: ignore[assignment]
        return f"{_SYMBOL[old_op]} made {_SYMBOL[type(node.op)]} on line {line}"
    if isinstance(node, ast.UnaryOp):
        _replace(tree, node, node.operand)
        return f"a `not` dropped on line {line}"
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
            _normalises(node):
        _replace(tree, node, node.func.value)
        return f"`.{node.func.attr}()` dropped on line {line}"
    if _ignores_case(node):
        _replace(tree, node, ast.Constant(0))
        return f"re.IGNORECASE made 0 on line {line}"
    if isinstance(node, ast.Raise):
        exc = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
        if not isinstance(exc, ast.Name):
            return None
        old_name = exc.id
        if old_name in vars(builtins) and isinstance(vars(builtins)[old_name], type) and \
                issubclass(vars(builtins)[old_name], RuntimeError):
            return None
        exc.id = "RuntimeError"
        return f"raise {old_name} made raise RuntimeError on line {line}"
    return None


def _replace(tree: ast.AST, old: ast.AST, new: ast.AST) -> None:
    for parent in ast.walk(tree):
        for field, value in ast.iter_fields(parent):
            if value is old:
                setattr(parent, field, new)
                return
            if isinstance(value, list) and any(v is old for v in value):
                value[value.index(old)] = new
                return
