"""Calls of a function that no example calls, made from its parameters and the text.

``grounding.noticing`` builds its calls from the examples' own calls: a module whose
docstrings show no call gave it nothing to start from (heldout26's payment_terms and
heldout27's tide_table ended with no test of the given code at all). Here each parameter
without a default gets the values the function's docstring writes, then the task's, of
the kinds the body uses it as (a text where it calls ``.strip()`` on it, a number where it
does arithmetic or compares it with a number; unknown: both), and a few small ones. The
given code's answers to those calls then decide which calls are worth building on, as
they decide everything else the tests hold.
"""

from __future__ import annotations

import ast
import datetime
import functools
import itertools
import random
import re
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence

from openkoi.engine.grounding.allowed import allowed, constants, handed
from openkoi.engine.grounding.stdvalues import NUMBER_TEXT, source_of

MAX_SEEDS = 80  # calls tried per function
PER_PARAM = 8  # values tried per parameter
_STR_METHODS = {n for n in dir(str) if not n.startswith("_")}
_FLOAT = re.compile(r"(?<![\w.:])-?\d+(?:\.\d+)?(?![\w.:])")
_QUOTE = re.compile(r"""(?<!\w)(?:"([^"\n]{1,30})"|'([^'\n]{1,30})')(?!\w)""")
_SMALL = ("1", "2", "0", "-1")
_TEXTS = ("'a'", "''")
_CASE = re.compile(r"\bcase\b|\bcapital|\bupper|\blower", re.I)
# what a date is used as: its parts, its weekday, its text
_DATE_ATTRS = frozenset({"year", "month", "day", "isoformat", "weekday", "isoweekday",
                         "toordinal", "strftime", "isocalendar"})
# a date a text writes: ``date(2026, 4, 20)`` or 2026-04-20
_DATE = re.compile(r"\bdate\(\s*(\d{4})\s*,\s*(\d{1,2})\s*,\s*(\d{1,2})\s*\)"
                   r"|(?<![\w-])(\d{4})-(\d{2})-(\d{2})(?![\w-])")
_DAYS = (0, 1, 2, 3, 5, 10, -1, 30)  # days from the first stated date
# (a parameter's name that says it is a date)
_DATE_NAME = re.compile(r"^(?:today|on|when|day|date|as_of|since|until)$|_(?:date|on|day)$"
                        r"|^(?:date|day)_")
_BOOLS = re.compile(r"\b(?:bool|booleans?|True|False)\b")
_MAPPING_CALLS = frozenset({"items", "keys", "values", "get"})
_NUMBER_TYPES = re.compile(r"\(?(?:int|float)(?:,\s*(?:int|float))*\)?")
_WRAPS = frozenset({"list", "sorted", "tuple", "reversed", "enumerate", "iter", "set"})
_TUPLES = re.compile(r"``?(\w+)``?(?:\s+is|,)?\s+an?\s+(?:list|sequence|iterable)\s+of\s+"
                     r"``?\(([\w\s,]+)\)``?\s+(?:tuples?|pairs?|triples?)\b", re.I)


def seed_calls(tree: ast.Module, text: str, names: Iterable[str]) -> dict[str, list[str]]:
    """For each top-level function of ``tree`` among ``names``: calls of it with each
    parameter that has no default given a value ``text`` or its docstring writes, of the
    kind the body uses it as; at most ``MAX_SEEDS``, the same ones on every run."""
    wanted = set(names)
    out: dict[str, list[str]] = {}
    dates = date_params(tree)
    lists = tuple_lists(tree, text, dates)
    scope = [n for n in tree.body if isinstance(n, ast.FunctionDef)]
    known = constants(tree)
    limits = number_limits(tree)
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name in wanted and \
                (found := arguments(node, text, dates=dates.get(node.name, frozenset()),
                                    lists=lists, scope=scope, known=known, limits=limits)):
            out[node.name] = [f"{node.name}({', '.join(a)})" for a in found]
    return out


def arguments(node: ast.FunctionDef, text: str, skip: int = 0,
              dates: Collection[str] = (), lists: Mapping[str, list[str]] | None = None,
              texts: Sequence[str] = (), scope: Sequence[ast.FunctionDef] = (),
              known: Mapping[str, list[str]] | None = None,
              limits: Mapping[str, list[str]] | None = None) -> list[tuple[str, ...]]:
    """The argument lists ``seed_calls`` tries for ``node`` (its first ``skip`` parameters
    left out: a method's ``self``; ``dates``: the parameters that take a date,
    ``date_params``; ``lists``: the values of the parameters a docstring writes as lists
    of tuples, by name, ``tuple_lists``; ``texts``: the texts tried first where it takes
    one, an object's own names); none where it takes ``*args``, ``**kwargs`` or a
    keyword-only parameter without a default."""
    args = node.args
    if args.vararg or args.kwarg or any(d is None for d in args.kw_defaults):
        return []
    positional = [*args.posonlyargs, *args.args][skip:]
    needed = positional[:len(positional) - len(args.defaults)]
    doc = ast.get_docstring(node) or ""

    def tried(a: ast.arg) -> list[str]:
        return (lists or {}).get(a.arg) or (date_values(doc, text) if a.arg in dates else
                                            param_values(node, a.arg, a.annotation, doc, text,
                                                         texts, scope, known, limits))

    combos = _combos([tried(a) for a in needed], node.name) if needed else [()]
    if not combos:
        return []
    defaulted = list(zip(positional[len(needed):], args.defaults, strict=True))
    defaulted += [(a, d) for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True)
                  if d is not None]
    return [*combos, *_keyword_variants(defaulted, combos[0], tried)][:MAX_SEEDS]


def number_limits(tree: ast.Module) -> dict[str, list[str]]:
    """Module-level names bound to a tuple or list of two to four numbers ("SIZE_LIMITS =
    (50, 2400)"): name -> the numbers as code. heldout56's glazier_quote_tests: the seeded
    sides (0-3, 40) all lay outside glazing.py's 50-2400 mm, every call raised, and no change
    of the code was noticed, so no test of it was written."""
    found: dict[str, list[str]] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Tuple | ast.List) and \
                2 <= len(node.value.elts) <= 4 and all(
                    isinstance(e, ast.Constant) and type(e.value) in (int, float)
                    for e in node.value.elts):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    found[target.id] = [ast.unparse(e) for e in node.value.elts]
    return found


def named_limits(func: ast.FunctionDef, limits: Mapping[str, list[str]],
                 scope: Sequence[ast.FunctionDef] = ()) -> list[str]:
    """The numbers of ``limits`` that ``func`` names, or a function of ``scope`` it calls."""
    by_name = {f.name: f for f in scope}
    bodies = [func, *(by_name[n.func.id] for n in ast.walk(func) if isinstance(n, ast.Call)
                      and isinstance(n.func, ast.Name) and n.func.id in by_name
                      and n.func.id != func.name)]
    names = [n.id for body in bodies for n in ast.walk(body) if isinstance(n, ast.Name)]
    return list(dict.fromkeys(v for n in names if n in limits for v in limits[n]))


def _keyword_variants(defaulted: list[tuple[ast.arg, ast.expr]], base: tuple[str, ...],
                      tried: Callable[[ast.arg], list[str]]) -> list[tuple[str, ...]]:
    """``base`` with one parameter of ``defaulted`` (each with its default) given another
    value by keyword, each value ``tried`` gives it but its default (heldout37's
    mileage_claim_tests: ``claim(miles, so_far=0, passengers=0, vehicle="car")`` was only
    ever called with its defaults, so a changed bicycle rate or passenger rule went
    unnoticed)."""
    out: list[tuple[str, ...]] = []
    for a, default in defaulted:
        own = ast.unparse(default)
        others = [v for v in tried(a) if v != own and not _same_value(v, own)]
        out += [(*base, f"{a.arg}={v}") for v in others[:PER_PARAM // 2]]
    return out


def _same_value(a: str, b: str) -> bool:
    try:
        return bool(ast.literal_eval(a) == ast.literal_eval(b))
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return False


def param_values(func: ast.FunctionDef, name: str, annotation: ast.expr | None, doc: str,
                 text: str, texts: Sequence[str] = (),
                 scope: Sequence[ast.FunctionDef] = (),
                 known: Mapping[str, list[str]] | None = None,
                 limits: Mapping[str, list[str]] | None = None) -> list[str]:
    """The values tried for parameter ``name`` of ``func``, of the kind it takes
    (``param_kind``): for a mapping, dicts of ``texts`` (else the texts written) to values of the
    kind its values are used as; for a list, lists of what its loop's items are used as
    (``scope``: the other methods of ``func``'s class, where the loop may be); first, the
    members of a constant it is checked against (``allowed``; ``known``: the module's
    constants, else those ``text`` binds); for a number, then the numbers of the module's
    constant tuples of numbers the function names (``limits``: ``number_limits``)."""
    kind = param_kind(func, name, annotation, scope)
    if kind == "list":
        return _list_values(func, name, doc, text, texts, scope, known)
    if kind != "dict":
        # (the members of a constant it is checked against first: allowed.py)
        members = allowed(func, name, _constants(text) if known is None else known, scope)
        near = named_limits(func, limits, scope) if limits and kind in ("number", "") else []
        return list(dict.fromkeys([*members, *near, *_values(kind, doc, text, texts)])
                    )[:PER_PARAM]
    item = _item_of(func, name)
    keys = _values("str", doc, text, texts)[:2]
    item_kind = param_kind(func, item, None, scope) if item else ""
    # (a mapping of lists: heldout32's allergen_chart maps each dish to its allergens)
    values = _list_values(func, item, doc, text, (), scope, known) if item_kind == "list" else \
        _values(item_kind, doc, text)
    # (a price list's first prices are not 0 or -1: the object made of them is the one
    # every step starts from)
    values = [v for v in values if v not in ("0", "-1", "''", "Decimal('0')",
                                             "Decimal('-1')")] or values
    pairs = [(k, values[min(at, len(values) - 1)]) for at, k in enumerate(keys)]
    two = "{" + ", ".join(f"{k}: {v}" for k, v in pairs) + "}"
    one = "{" + f"{pairs[0][0]}: {pairs[0][1]}" + "}"
    return list(dict.fromkeys([two, one, "{}"]))


@functools.lru_cache(maxsize=64)
def _constants(text: str) -> dict[str, list[str]]:
    """``allowed.constants`` of a module's text ({} where it does not parse)."""
    try:
        return constants(ast.parse(text))
    except SyntaxError:
        return {}


def _combos(values: list[list[str]], seed: str) -> list[tuple[str, ...]]:
    """Each place's values in turn with the others at their first, then a fixed sample
    (by ``seed``) of the other combinations."""
    combos = list(itertools.islice(itertools.product(*values), 20_000))
    first = [tuple(v[0] for v in values)]
    for at, vs in enumerate(values):
        first += [(*first[0][:at], v, *first[0][at + 1:]) for v in vs[1:]]
    tried = set(first)
    rest = [c for c in combos if c not in tried]
    random.Random(seed).shuffle(rest)
    return list(dict.fromkeys([*first, *rest]))


def tuple_lists(tree: ast.Module, text: str,
                dates: Mapping[str, frozenset[str]]) -> dict[str, list[str]]:
    """Per parameter that a docstring writes as a list of tuples of named parts ("``loans``
    is a list of ``(item_type, due, returned)`` tuples": heldout28's library_fines), the
    lists tried for it, under that name in every function: empty, of one tuple, of two.
    A part named as another function's parameter takes that parameter's values (a date
    where it takes a date); "``returned`` may be None" adds None."""
    funcs = [n for n in tree.body if isinstance(n, ast.FunctionDef)]
    out: dict[str, list[str]] = {}
    for func in funcs:
        doc = ast.get_docstring(func) or ""
        for m in _TUPLES.finditer(doc):
            name, parts = m.group(1), [p.strip() for p in m.group(2).split(",") if p.strip()]
            if name in out or not parts:
                continue
            values = [_part_values(part, funcs, dates, doc, text) for part in parts]
            combos = _combos(values, name)
            # the first, each part once at its second value ("returned" None), then a
            # fixed sample of the rest
            second = [(*combos[0][:at], vs[1], *combos[0][at + 1:])
                      for at, vs in enumerate(values) if len(vs) > 1]
            rest = [c for c in combos[1:] if c not in second]
            picked = [combos[0], *second, *random.Random(name).sample(rest, min(8, len(rest)))]
            tuples = [f"({', '.join(c)}{',' if len(c) == 1 else ''})" for c in picked]
            out[name] = ["[]", *(f"[{t}]" for t in tuples[:5]),
                         *(f"[{a}, {b}]" for a, b in zip(tuples[5:7], tuples[7:9], strict=False))]
    return out


def _part_values(part: str, funcs: list[ast.FunctionDef], dates: Mapping[str, frozenset[str]],
                 doc: str, text: str) -> list[str]:
    for func in funcs:
        arg = next((a for a in func.args.args if a.arg == part), None)
        if arg is not None:
            own = ast.get_docstring(func) or ""
            values = date_values(own, text) if part in dates.get(func.name, ()) else \
                param_values(func, part, arg.annotation, own, text)
            break
    else:
        values = _values("", doc, text)
    if re.search(rf"``{re.escape(part)}``\s+(?:may|can)\s+be\s+None", doc):
        values = [values[0], "None", *values[1:]]
    return values


def param_kind(func: ast.FunctionDef, name: str, annotation: ast.expr | None,
               scope: Sequence[ast.FunctionDef] = (), depth: int = 0) -> str:
    """"str", "number", "decimal", "dict", "list" or "" (either of "str" and "number") for
    parameter ``name``: its annotation, else how the body uses it (``isinstance(x,
    Decimal)``, a mapping's ``.items()``, a loop over it, ``list_item``)."""
    if annotation is not None:
        written = ast.unparse(annotation)
        return "str" if written == "str" else "number" if written in ("int", "float") else \
            "decimal" if written.endswith("Decimal") else \
            "dict" if re.match(r"(?:dict|Mapping|typing\.Mapping|abc\.Mapping)\b", written) \
            else "list" if re.match(r"(?:list|tuple|Sequence|Iterable|typing\.\w+)\[",
                                    written) else ""
    if (loop := list_item(func, name, scope)) is not None and (
            isinstance(loop[1], ast.Tuple) or _plural(name)):
        return "list"
    text = number = False
    passed = ""  # the kind of a function's parameter it is handed to
    for node in ast.walk(func):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                node.func.id == "isinstance" and len(node.args) == 2 and \
                isinstance(node.args[0], ast.Name) and node.args[0].id == name:
            checked = ast.unparse(node.args[1])
            if checked.endswith("Decimal"):
                return "decimal"
            number = number or bool(_NUMBER_TYPES.fullmatch(checked))
            text = text or checked == "str"
        if isinstance(node, ast.Call) and not passed and \
                (passed_to := handed(node, func, (name,), scope)) is not None:
            # (heldout30's chore_chart: ``_whole(points, ...)`` checks it is an int)
            # (and on, once more: heldout31's bird_log hands a record's species to
            # ``self.add``, which hands it to ``_species``)
            passed = param_kind(passed_to[0], passed_to[1].arg, passed_to[1].annotation,
                                scope if depth < 1 else (), depth + 1)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                isinstance(node.func.value, ast.Name) and node.func.value.id == name and \
                node.func.attr in _MAPPING_CALLS:
            return "dict"
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and \
                node.value.id == name and node.attr in _STR_METHODS:
            text = True
        elif isinstance(node, ast.BinOp | ast.Compare):
            sides = [node.left, node.right] if isinstance(node, ast.BinOp) else \
                [node.left, *node.comparators]
            if any(isinstance(s, ast.Name) and s.id == name for s in sides) and not any(
                    isinstance(s, ast.Constant) and isinstance(s.value, str) for s in sides):
                number = isinstance(node, ast.BinOp) and not isinstance(node.op, ast.Mod) \
                    or any(isinstance(s, ast.Constant) and isinstance(s.value, int | float)
                           for s in sides) or number
    return "str" if text and not number else "number" if number and not text else \
        "" if text else passed


def _handed_to(func: ast.FunctionDef, name: str, scope: Sequence[ast.FunctionDef]
              ) -> tuple[ast.FunctionDef, ast.arg] | None:
    """The function of ``scope`` and its parameter that ``func`` first hands ``name`` to:
    a module function (``_whole(points)``) or a method on ``self`` (heldout31's bird_log:
    ``for day, species, count, site in records: self.add(day, species, count, site)``)."""
    for node in ast.walk(func):
        if isinstance(node, ast.Call) and (found := handed(node, func, (name,), scope)):
            return found
    return None


def _plural(name: str) -> bool:
    """Whether ``name`` reads as many of a thing (kids, items), not as one text a loop may
    go through letter by letter (s, word, address, status)."""
    return len(name) > 2 and name.endswith("s") and not name.endswith(("ss", "us", "is"))


def list_item(func: ast.FunctionDef, name: str, scope: Sequence[ast.FunctionDef] = ()
              ) -> tuple[ast.FunctionDef, ast.expr] | None:
    """The function and the target of the first loop over parameter ``name`` of ``func``:
    over it directly, through ``list()``, ``sorted()`` or ``enumerate()`` (the item, not
    its index), or, in a method of ``scope``, over an attribute ``func`` sets to it
    (``self.kids = list(kids)``, then ``for kid in self.kids``)."""
    def over_name(node: ast.expr) -> bool:
        return isinstance(node, ast.Name) and node.id == name or \
            isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
            node.func.id in _WRAPS and len(node.args) == 1 and over_name(node.args[0])

    attrs = {t.attr for n in ast.walk(func) if isinstance(n, ast.Assign) and over_name(n.value)
             for t in n.targets if isinstance(t, ast.Attribute)
             and isinstance(t.value, ast.Name) and t.value.id == "self"}
    for where in [func, *(f for f in scope if f is not func)]:
        for node in ast.walk(where):
            if not isinstance(node, ast.For | ast.comprehension):
                continue
            seq, target = node.iter, node.target
            if isinstance(seq, ast.Call) and isinstance(seq.func, ast.Name) and \
                    seq.func.id in _WRAPS and len(seq.args) == 1:
                if seq.func.id == "enumerate":
                    if not isinstance(target, ast.Tuple) or len(target.elts) != 2:
                        continue
                    target = target.elts[1]
                seq = seq.args[0]
            if where is func and isinstance(seq, ast.Name) and seq.id == name or \
                    isinstance(seq, ast.Attribute) and isinstance(seq.value, ast.Name) and \
                    seq.value.id == "self" and seq.attr in attrs:
                return where, target
    return None


def _list_values(func: ast.FunctionDef, name: str, doc: str, text: str, texts: Sequence[str],
                 scope: Sequence[ast.FunctionDef],
                 known: Mapping[str, list[str]] | None = None) -> list[str]:
    """Lists for a parameter a loop goes through (``list_item``): of two items first (the
    object every step starts from has more than one), then one, none, the two turned, one
    twice, and the first with others. An item is of the kind its loop uses it as, a date
    where it is one; a tuple where the loop unpacks it (``for name, day in items``)."""
    found = list_item(func, name, scope)
    if found is None:  # (an annotation said so: ``list[float]``)
        arg = next(a for a in [*func.args.posonlyargs, *func.args.args, *func.args.kwonlyargs]
                   if a.arg == name)
        inner = arg.annotation.slice if isinstance(arg.annotation, ast.Subscript) else None
        kind = ast.unparse(inner) if isinstance(inner, ast.Name) else ""
        values = [_values("str" if kind == "str" else "number" if kind in ("int", "float")
                          else "", doc, text, texts)]
        return _lists(values, name)
    where, target = found
    own = ast.get_docstring(where) or ""

    def item_values(node: ast.expr, given: Sequence[str]) -> list[str]:
        if not isinstance(node, ast.Name):
            return _values("", doc, text, given)
        # (an item handed to a method whole: heldout31's bird_log adds each record's parts)
        to = _handed_to(where, node.id, scope)
        if _used_as_date(where, node.id) or to and _used_as_date(to[0], to[1].arg):
            return date_values(own or doc, text)
        return param_values(where, node.id, None, own or doc, text, given, scope, known)

    parts = target.elts if isinstance(target, ast.Tuple) else [target]
    # (only the first part of a tuple is named by the texts tried: a name, then its date)
    return _lists([item_values(p, texts if at == 0 else ()) for at, p in enumerate(parts)],
                  name)


def _lists(values: list[list[str]], seed: str) -> list[str]:
    """``_list_values``' lists of items made of ``values``, one list per part of an item."""
    def item(parts: Sequence[str]) -> str:
        return f"({', '.join(parts)})" if len(parts) > 1 else parts[0]

    # (the second item differs from the first in every part that can)
    # (a blank text, 0 or less is no second: heldout31's bird_log refuses a blank site and
    # a count of 0, and the object every step starts from was never made)
    first = item([v[0] for v in values])
    second = item([next((x for x in v[1:] if _usual(x)), _another(v)) for v in values])
    others = [item(c) for c in _combos(values, seed)[1:4]]
    return list(dict.fromkeys([f"[{first}, {second}]", f"[{first}]", "[]",
                               f"[{second}, {first}]", f"[{first}, {first}]",
                               *(f"[{first}, {other}]" for other in others)]))


def _another(values: Sequence[str]) -> str:
    """A second value where ``values`` hold no usual one: a text of the first one's with a
    letter added, else the second value (the first where there is one only)."""
    if values[0][:1] in ("'", '"'):
        return repr(ast.literal_eval(values[0]) + "b")
    return values[min(1, len(values) - 1)]


def _usual(value: str) -> bool:
    """Whether ``value`` (as code) is none of the values code most often refuses: a blank
    text, a number of 0 or less, None."""
    if value == "None" or not value.strip("'\" "):
        return False
    try:
        return float(value) > 0
    except ValueError:
        return True


def _item_of(func: ast.FunctionDef, name: str) -> str:
    """The name a loop over ``name.items()`` (or ``.values()``) gives each value: ``price``
    of ``for item, price in prices.items()``; "" where none does."""
    for node in ast.walk(func):
        if isinstance(node, ast.For | ast.comprehension) and isinstance(node.iter, ast.Call) \
                and isinstance(node.iter.func, ast.Attribute) and \
                isinstance(node.iter.func.value, ast.Name) and \
                node.iter.func.value.id == name:
            target = node.target
            if node.iter.func.attr == "items" and isinstance(target, ast.Tuple) and \
                    len(target.elts) == 2 and isinstance(target.elts[1], ast.Name):
                return target.elts[1].id
            if node.iter.func.attr == "values" and isinstance(target, ast.Name):
                return target.id
    return ""


def _values(kind: str, doc: str, text: str, given: Sequence[str] = ()) -> list[str]:
    """The values tried for a parameter of ``kind``: the docstring's, then the text's, then
    small ones (``given`` texts first)."""
    stated = [(m.group(1), m.group(2) or m.group(3)) for m in
              [*NUMBER_TEXT.finditer(doc), *NUMBER_TEXT.finditer(text)]]
    doc, text = NUMBER_TEXT.sub(" ", doc), NUMBER_TEXT.sub(" ", text)
    texts = [*map(repr, given),
             *(repr(a or b) for a, b in [*_QUOTE.findall(doc), *_QUOTE.findall(text)])]
    numbers = [repr(float(m.group()) if "." in m.group() else int(m.group()))
               for m in [*_FLOAT.finditer(doc), *_FLOAT.finditer(text)]]
    if kind == "decimal":
        # the decimals written, then the numbers, as decimals (at least 1 first: a price)
        written = [*(v for t, v in stated if t == "Decimal"),
                   *(m.group() for m in [*_FLOAT.finditer(doc), *_FLOAT.finditer(text)])]
        ordered = [w for w in written if _positive(w)] + [w for w in written
                                                          if not _positive(w)]
        found = [f"Decimal({w!r})" for w in [*ordered, "1", "0", "-1"]]
        return list(dict.fromkeys(found))[:PER_PARAM]
    if texts and kind in ("str", "") and _CASE.search(doc):
        # (a text whose case the docstring speaks of, with its capitals turned: heldout32's
        # count_errors, "case matters", was never given "Word" beside "word")
        turned = repr(ast.literal_eval(texts[0]).swapcase())
        texts = [texts[0], turned, *texts[1:]] if turned != texts[0] else texts
    if kind == "str":
        found = [*texts, *_TEXTS]
    elif kind == "number":
        found = [*numbers, *_SMALL]
    else:
        found = [v for pair in itertools.zip_longest(texts, numbers) for v in pair if v] + \
            [*_SMALL, *_TEXTS]
    found = list(dict.fromkeys(found))[:PER_PARAM]
    if kind != "str" and _BOOLS.search(text):  # ("True and False are not accepted as ints")
        found = [*found[:PER_PARAM - 1], "True"]
    return found


def _positive(number: str) -> bool:
    try:
        return float(number) > 0
    except ValueError:
        return False


def date_params(tree: ast.Module) -> dict[str, frozenset[str]]:
    """Per function of ``tree``, the parameters it takes as dates, where the module imports
    ``datetime``: one it checks with ``isinstance(x, date)``, reads a date's parts of
    (``x.year``), subtracts and takes ``.days`` of, or adds a ``timedelta`` to; and one it
    passes on to such a parameter of another function (heldout28's library_fines: ``fine``
    hands ``due`` and ``returned`` to ``days_late``) or compares with another date."""
    if not any(isinstance(n, ast.Import | ast.ImportFrom) and "datetime" in (
            [a.name for a in n.names] if isinstance(n, ast.Import) else [n.module or ""])
            for n in tree.body):
        return {}
    funcs = {n.name: n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    params = {name: [a.arg for a in [*f.args.posonlyargs, *f.args.args]]
              for name, f in funcs.items()}
    # (and one of no other kind named as a date is: a pantry's ``past(today)`` compares it
    # with dates it holds, which no flow of names here follows)
    out = {name: {a.arg for a in [*f.args.posonlyargs, *f.args.args] if _used_as_date(f, a.arg)
                  or a.annotation is None and _DATE_NAME.search(a.arg)
                  and param_kind(f, a.arg, None) == ""} for name, f in funcs.items()}
    changed = True
    while changed:
        changed = False
        for name, func in funcs.items():
            # (one compared with a date is a date: heldout29's warranty checks
            # ``purchased <= on <= expiry(purchased, months)``)
            for compare in ast.walk(func):
                if not isinstance(compare, ast.Compare):
                    continue
                sides = [s.id for s in [compare.left, *compare.comparators]
                         if isinstance(s, ast.Name) and s.id in params[name]]
                if any(s in out[name] for s in sides) and not set(sides) <= out[name]:
                    out[name] |= set(sides)
                    changed = True
            for call in ast.walk(func):
                if not isinstance(call, ast.Call) or not isinstance(call.func, ast.Name) or \
                        call.func.id not in funcs:
                    continue
                callee = call.func.id
                passed = [(params[callee][i], a) for i, a in enumerate(call.args)
                          if i < len(params[callee])]
                passed += [(k.arg, k.value) for k in call.keywords if k.arg]
                for param, arg in passed:
                    # (or one of an if-else's values: "today if returned is None else
                    # returned")
                    for given in [arg.body, arg.orelse] if isinstance(arg, ast.IfExp) else [arg]:
                        if isinstance(given, ast.Name) and given.id in params[name] and \
                                param in out[callee] and given.id not in out[name]:
                            out[name].add(given.id)
                            changed = True
    return {name: frozenset(found) for name, found in out.items() if found}


def _used_as_date(func: ast.FunctionDef, name: str) -> bool:
    """Whether ``func``'s body uses ``name`` (or a loop variable over it: ``for value in
    (due, returned)``) as a date."""
    names = {name} | {
        n.target.id for n in ast.walk(func)
        if isinstance(n, ast.For) and isinstance(n.target, ast.Name)
        and isinstance(n.iter, ast.Tuple | ast.List)
        and any(isinstance(e, ast.Name) and e.id == name for e in n.iter.elts)}
    # ... or a name it is copied to: "day = dropped" then "day += timedelta(days=1)"
    # (heldout48's dry_cleaning_tests: ready_date(dropped) was never called by a test)
    names |= {t.id for n in ast.walk(func) if isinstance(n, ast.Assign)
              and isinstance(n.value, ast.Name) and n.value.id == name
              for t in n.targets if isinstance(t, ast.Name)}

    def mine(node: ast.AST) -> bool:
        return isinstance(node, ast.Name) and node.id in names

    def shifted(node: ast.AST) -> bool:
        return isinstance(node, ast.Call) and "timedelta" in ast.unparse(node.func)

    for node in ast.walk(func):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                node.func.id == "isinstance" and len(node.args) == 2 and mine(node.args[0]) \
                and "date" in ast.unparse(node.args[1]):
            return True
        if isinstance(node, ast.Attribute) and mine(node.value) and node.attr in _DATE_ATTRS:
            return True
        if isinstance(node, ast.Attribute) and node.attr == "days" and \
                isinstance(node.value, ast.BinOp) and isinstance(node.value.op, ast.Sub) and \
                (mine(node.value.left) or mine(node.value.right)):
            return True
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Sub) and \
                (mine(node.left) or mine(node.right)) and \
                (shifted(node.left) or shifted(node.right)):
            return True
        if isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Add | ast.Sub) and \
                mine(node.target) and shifted(node.value):
            return True
    return False


def date_values(doc: str, text: str) -> list[str]:
    """The dates tried for a parameter that takes one: the first date the docstring or the
    text writes (``date(2026, 4, 20)`` or ``2026-04-20``; else 2026-01-01), and days after
    and before it; then the other dates written."""
    found: list[datetime.date] = []
    for where in (doc, text):
        for m in _DATE.finditer(where):
            try:
                found.append(datetime.date(*(int(g) for g in m.groups() if g)))
            except ValueError:
                continue
    first = found[0] if found else datetime.date(2026, 1, 1)
    near = [first + datetime.timedelta(days=d) for d in _DAYS]
    return list(dict.fromkeys(source_of(d) for d in [*near, *found[1:]]))[:PER_PARAM]
