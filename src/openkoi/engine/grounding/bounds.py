"""The numeric bounds a task states for a parameter, as tests that a value past one raises.

Tasks state a function's errors as a bound on one of its parameters far more often than as
calls: "Raise ValueError if n is less than 1", "If max_seconds is zero or negative raise
ValueError", "capacity must be a positive int, otherwise raise ValueError", "ValueError for
negative seconds", a docstring's "window must be >= 1, otherwise ValueError". Code that
checks ``window == 0`` instead of ``window < 1`` passes every example the task writes as a
call (heldout17's sensor_smooth_fix).

``stated_bounds`` reads them where nothing can be read two ways, and gives nothing otherwise:

- the sentence names exactly one exception, with no negation ("never raises") and no bug
  report's words, and says nothing of what some input gives or that it is fine (outside
  a parenthesis: "(exactly 30 is still allowed)" is about the bound itself);
- the bound is on a parameter of exactly one function: the one the sentence
  names, or else the only function with a parameter of that name ("sizes below 1": size);
- a complete call to build on: one the given tests or the task's examples make with
  literal arguments and that numeric parameter, or none needed where the function takes
  that parameter alone. The values tried are past the bound by 1 and by 5 ("below 1": 0
  and -4; "zero or negative", "positive": 0 and -1; "negative": -1; "above 255": 256 and
  260; "outside 1..3999": 0, -4, 4000 and 4004): code that tests one value (``== 0``)
  fails.

A bound the parameter *must* meet is the other way round: "fare must be more than 0, else
ValueError" raises at 0 and -5, "must be less than 10" at 10 and 15 (heldout42's
train_delay_fix and lemonade_stand_tests: read as "above 0 raises", refund(1, 20) and
cups_in_jug(1) were asserted to raise, and right code failed them).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass

from openkoi.engine.grounding.bad_inputs import says_good, stated_exception
from openkoi.engine.grounding.cases import GroundedTest

_NUMBER = r"(?P<n>-?\d+(?:\.\d+)?)"
_MUST = r"\s+(?:must|should|has\s+to|needs\s+to)\s+be"
_BE = r"(?:\s+(?:is|are|was)|" + _MUST + ")?"
_IS = r"(?:\s+(?:is|are|was))?"  # a state, not a requirement: "ValueError if n is above 9"
# (kind, pattern with the parameter's name in {p}): below, not_below (must be below),
# at_least, at_most_n, above, not_above (must be above), positive (must be > 0),
# non_negative (must be >= 0), outside
_BOUNDS: tuple[tuple[str, str], ...] = (
    ("below", r"\b{p}" + _IS + r"\s+(?:below|less\s+than|lower\s+than|smaller\s+than|under|<)\s*"
     + _NUMBER),
    # a requirement: "fare must be more than 0" raises at 0, "must be under 10" at 10
    ("not_above", r"\b{p}" + _MUST + r"\s+(?:above|greater\s+than|more\s+than|bigger\s+than"
     r"|larger\s+than|over|>)\s*" + _NUMBER),
    ("not_below", r"\b{p}" + _MUST + r"\s+(?:below|less\s+than|lower\s+than|smaller\s+than"
     r"|under|<)\s*" + _NUMBER),
    ("at_least", r"\b{p}" + _BE + r"\s+(?:at\s+least|>=|≥)\s*" + _NUMBER
     + r"(?=.*\b(?:otherwise|else|or\b))"),
    ("at_most_n", r"\b{p}" + _BE + r"\s+(?:<=|≤)\s*" + _NUMBER + r"(?=\s+(?:or|and)\b)"),
    ("above", r"\b{p}" + _IS + r"\s+(?:(?:below\s+-?\d+(?:\.\d+)?\s+)?or\s+)?(?:above|greater"
     r"\s+than|more\s+than|bigger\s+than|larger\s+than|over|>)\s*" + _NUMBER),
    ("positive", r"\b{p}" + _BE + r"\s+(?:zero\s+or\s+negative|negative\s+or\s+zero|non-?positive"
     r"|not\s+positive|<=\s*0\b|a\s+positive\b(?=.*\b(?:otherwise|else)\b)"
     r"|positive\b(?=.*\b(?:otherwise|else)\b))"),
    ("positive", r"\b(?:zero\s+or\s+negative|non-?positive)\s+{p}"),
    ("non_negative", r"\b{p}" + _BE + r"\s+(?:negative|<\s*0\b)"),
    ("non_negative", r"\bnegative\s+{p}"),
    # a range the parameter must be in: "reps has to be a whole number from 1 to 12,
    # otherwise ValueError" (heldout47's barbell_plates_module), tried as "outside"
    ("within", r"\b{p}" + _MUST + r"\s+(?:(?:a|an)\s+)?(?:(?:whole|positive)\s+)?(?:number|"
     r"integer|int|value)?\s*(?:from|between)\s+" + _NUMBER + r"\s+(?:to|and)\s+"
     r"(?P<m>-?\d+(?:\.\d+)?)\b(?=.*\b(?:otherwise|else)\b)"),
    # "n outside 1..3999 -> ValueError": below the first and above the second
    ("outside", r"\b{p}" + _BE + r"\s+(?:outside|not\s+in)(?:\s+(?:of\s+)?the\s+range)?\s+"
     r"[\[(]?" + _NUMBER + r"\s*(?:\.\.\.?|–|to|-)\s*(?P<m>-?\d+(?:\.\d+)?)\b"),
)


# a sentence that also says some value is let through in another way ("raise ValueError for
# an unknown unit, and amounts below 0 are clamped to 0") does not say which ones raise
_LENIENT = re.compile(r"\b(?:clamp|clip|ignor|skip|treat|round|wrap|default|fall\s+back)\w*",
                      re.I)


@dataclass(frozen=True)
class Signature:
    """A top-level function's (or a class's ``__init__``'s) parameters: the names in
    positional order, and those with a default."""

    params: tuple[str, ...]
    defaults: frozenset[str]

    @property
    def required(self) -> tuple[str, ...]:
        return tuple(p for p in self.params if p not in self.defaults)


def signatures(files: Mapping[str, str]) -> dict[str, Signature]:
    """The signature of each top-level function and class that exactly one of ``files``
    (Python source, name -> text) defines."""
    found: dict[str, Signature | None] = {}
    for tree in _trees(files):
        for node in tree.body:
            func: ast.FunctionDef | ast.AsyncFunctionDef | None = None
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                func = node
            elif isinstance(node, ast.ClassDef):
                func = next((item for item in node.body if isinstance(item, ast.FunctionDef)
                             and item.name == "__init__"), None)
            if func is None or not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef
                                              | ast.ClassDef):
                continue
            sig = _signature(func, skip_first=isinstance(node, ast.ClassDef))
            found[node.name] = None if node.name in found else sig
    return {n: s for n, s in found.items() if s is not None}


def returned_names(files: Mapping[str, str]) -> dict[str, str]:
    """name -> the top-level function of ``files`` whose every ``return`` gives back a
    variable of that name (``return loans``), where exactly one function does."""
    found: dict[str, str | None] = {}
    for tree in _trees(files):
        for node in tree.body:
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            names = {r.value.id if isinstance(r.value, ast.Name) else None
                     for r in _returns(node)}
            if len(names) == 1 and (name := names.pop()) is not None:
                found[name] = None if name in found else node.name
    return {n: f for n, f in found.items() if f is not None}


def _returns(func: ast.FunctionDef | ast.AsyncFunctionDef) -> Iterator[ast.Return]:
    """The ``return`` statements of ``func`` itself (not of functions or classes in it)."""
    todo: list[ast.AST] = list(func.body)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Return):
            yield node
        elif not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef
                            | ast.Lambda):
            todo.extend(ast.iter_child_nodes(node))


def method_signatures(files: Mapping[str, str]) -> dict[str, Signature]:
    """The signature (``self`` left out) of each method that exactly one class of ``files``
    defines, by its name; not a dunder."""
    found: dict[str, Signature | None] = {}
    for tree in _trees(files):
        for node in tree.body:
            if not isinstance(node, ast.ClassDef):
                continue
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and not item.name.startswith("__") and \
                        not item.decorator_list:
                    sig = _signature(item, skip_first=True)
                    found[item.name] = None if item.name in found else sig
    return {n: s for n, s in found.items() if s is not None}


def _trees(files: Mapping[str, str]) -> Iterator[ast.Module]:
    """Each Python file of ``files`` that parses."""
    for name, text in files.items():
        if name.endswith(".py"):
            try:
                yield ast.parse(text)
            except SyntaxError:
                continue


def _signature(func: ast.FunctionDef | ast.AsyncFunctionDef, skip_first: bool) -> Signature:
    a = func.args
    positional = [x.arg for x in (*a.posonlyargs, *a.args)]
    if skip_first:
        positional = positional[1:]
    with_default = positional[len(positional) - len(a.defaults):] if a.defaults else []
    kw_default = [x.arg for x, d in zip(a.kwonlyargs, a.kw_defaults, strict=True)
                  if d is not None]
    required_kw = [x.arg for x, d in zip(a.kwonlyargs, a.kw_defaults, strict=True)
                   if d is None]
    return Signature(tuple(positional + required_kw + kw_default),
                     frozenset(with_default + kw_default))


def base_calls(sources: Iterable[str], names: Iterable[str]) -> dict[str, list[ast.Call]]:
    """The calls of ``names`` in ``sources`` (Python code, or call expressions) whose
    arguments are all literals, per name."""
    wanted = set(names)
    found: dict[str, list[ast.Call]] = {}
    for source in sources:
        try:
            tree = ast.parse(source)
        except SyntaxError:
            continue
        # a call a test expects to raise is no complete call to build on
        raising = {id(n) for w in ast.walk(tree) if isinstance(w, ast.With | ast.AsyncWith)
                   and any("raises" in ast.unparse(item.context_expr) for item in w.items)
                   for n in ast.walk(w)}
        raising |= {id(n) for c in ast.walk(tree) if isinstance(c, ast.Call)
                    and "raises" in ast.unparse(c.func).lower() for n in ast.walk(c)}
        for node in ast.walk(tree):
            if id(node) in raising:
                continue
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                    node.func.id in wanted and all(
                        literal(x) for x in (*node.args, *(k.value for k in node.keywords))) \
                    and all(k.arg for k in node.keywords) \
                    and not any(isinstance(x, ast.Starred) for x in node.args):
                found.setdefault(node.func.id, []).append(node)
    return found


def stated_bounds(text: str, sigs: Mapping[str, Signature],
                  calls: Mapping[str, list[ast.Call]], only: str | None = None,
                  ) -> list[tuple[str, str]]:
    """(call, exception) for each value past a bound that ``text`` states must raise.
    ``sigs``: the functions the code defines; ``calls``: complete calls to build on;
    ``only``: the function ``text`` is the docstring of."""
    out: list[tuple[str, str]] = []
    for line in text.splitlines():
        for sentence, exc in stated_exception(line):
            bare = re.sub(r"\([^()]*\)", " ", sentence)
            if says_good(bare) or _LENIENT.search(bare):
                continue
            named = [f for f in sigs if re.search(rf"\b{re.escape(f)}\b", sentence)]
            for kind, param, number in _bounds(bare):
                # the function the sentence names, or the only one with that parameter
                # ("move the tax into _tax(). ... a negative amount must raise": price and
                # _tax both take amount, and the line's _tax is not the one meant)
                owners = [only] if only else [f for f in named if param in sigs[f].params] \
                    or [f for f, s in sigs.items() if param in s.params]
                if len(owners) > 1:
                    # the one whose parameter list the text writes: "add a method
                    # `drink(self, wine, bottles=1)`" (add() takes bottles too)
                    written = [f for f in owners
                               if re.search(rf"\b{re.escape(f)}\s*\([^()]*\b{param}\b", text)]
                    owners = written if len(written) == 1 else owners
                if len(owners) != 1 or owners[0] not in sigs or \
                        param not in sigs[owners[0]].params:
                    continue
                func = owners[0]
                for value in _past(kind, number):
                    call = _with(func, sigs[func], calls.get(func, []), param, value)
                    if call is not None and (call, exc) not in out:
                        out.append((call, exc))
    return out


def method_bounds(task: str, tests: Sequence[GroundedTest], files: Mapping[str, str],
                  sigs: Mapping[str, Signature]) -> list[tuple[GroundedTest, str, str]]:
    """(the session example built on, call, exception) for each value past a bound the
    task states of a method's parameter, on the calls ``tests`` make of that method after
    their setup (``c.drink("Rioja", 2)`` -> ``c.drink("Rioja", 0)``). ``sigs``: the
    top-level functions, which a sentence may mean as well; a method of a function's name is
    not read."""
    methods = {n: sig for n, sig in method_signatures(files).items() if n not in sigs}
    out: list[tuple[GroundedTest, str, str]] = []
    for test in tests:
        if test.raises is not None or test.expected is None or not test.setup:
            continue
        try:
            node = ast.parse(test.call, mode="eval").body
        except SyntaxError:
            continue
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr in methods):
            continue
        name, receiver = node.func.attr, ast.unparse(node.func.value)
        bare = ast.Call(ast.Name(name, ast.Load()), node.args, node.keywords)
        for call, exc in stated_bounds(task, {**sigs, **methods}, {name: [bare]}):
            if call.startswith(f"{name}(") and call != ast.unparse(bare):
                out.append((test, f"{receiver}.{call}", exc))
    return out


# a bound stated with no verb after a requirement ("reps has to be from 1 to 12 and weight
# more than 0, otherwise ValueError": weight *has to be* more than 0; heldout47's
# barbell_plates_module, where one_rep_max(1, 5) was asserted to raise)
_ELIDED = {"above": "not_above", "below": "not_below"}
_REQUIRED = re.compile(_MUST + r"\b[^.;]*(?:\band\b|,)\s*$", re.I)


def _elided_requirement(sentence: str, m: re.Match[str]) -> bool:
    """Whether the bound ``m`` has no verb of its own and continues a requirement the
    sentence has just stated and then enforces ("X must be ... and <param> more than N,
    otherwise ..."; not "... and n above 5 raises")."""
    verbless = re.match(r"`?\w+`?\s+(?!is\b|are\b|was\b)", m.group(0), re.I) is not None
    rest = sentence[m.end():]
    return verbless and _REQUIRED.search(sentence[:m.start()]) is not None and \
        re.match(r"[^.;]*?\b(?:otherwise|else)\b", rest, re.I) is not None and \
        re.match(r"\W*(?:raises?|throws?|gives?)\b", rest, re.I) is None


def _bounds(sentence: str) -> list[tuple[str, str, str | None]]:
    """(kind, parameter word, number) for each bound ``sentence`` states."""
    found = []
    for word in dict.fromkeys(re.findall(r"`?\b([A-Za-z_]\w*)\b`?", sentence)):
        p = rf"`?(?:{re.escape(word)})`?"
        for kind, pattern in _BOUNDS:
            m = re.search(pattern.replace("{p}", p), sentence, re.I)
            if m is not None and kind in _ELIDED and _elided_requirement(sentence, m):
                kind = _ELIDED[kind]
            if m is not None and kind in ("outside", "within"):
                found += [("below", word, m.group("n")), ("above", word, m.group("m"))]
            elif m is not None:
                found.append((kind, word, m.groupdict().get("n")))
    return found


def _past(kind: str, number: str | None) -> list[int | float]:
    """Values past a bound of ``kind`` at ``number``."""
    if kind == "positive":
        return [0, -1]
    if kind == "non_negative":
        return [-1, -5]
    if number is None:
        return []
    n: int | float = float(number) if "." in number else int(number)
    if kind == "below" or kind == "at_least":
        return [n - 1, n - 5]
    if kind == "not_above":
        return [n, n - 5]
    if kind == "not_below":
        return [n, n + 5]
    return [n + 1, n + 5]  # above, at_most_n


def _with(func: str, sig: Signature, calls: list[ast.Call], param: str,
          value: int | float) -> str | None:
    """A call of ``func`` with ``param`` set to ``value``: built on the first complete call
    where that parameter is a number, or ``func(value)`` where it is the only one required."""
    index = sig.params.index(param)
    other = False  # a call gives the parameter something else than a number: a list of them
    for call in calls:
        args = list(call.args)
        keywords = list(call.keywords)
        given = [k for k in keywords if k.arg == param]
        if given:
            old = given[0].value
        elif index < len(args):
            old = args[index]
        elif param in sig.defaults:
            old = None
        else:
            continue
        if old is not None and not _number(old):
            other = True
            continue
        if len(args) + len(keywords) < len(sig.required):
            continue
        new = ast.Constant(value)
        if given:
            keywords = [ast.keyword(param, new) if k.arg == param else k for k in keywords]
        elif index < len(args):
            args[index] = new
        else:
            keywords.append(ast.keyword(param, new))
        return ast.unparse(ast.Call(ast.Name(func, ast.Load()), args, keywords))
    if sig.required == (param,) and not other:
        # (heldout9's "ValueError for scores outside 0-100" is of each score of the list)
        return f"{func}({value!r})"
    return None


def literal(node: ast.expr | str) -> bool:
    """Whether a node, or a text, is a Python literal ``ast.literal_eval`` reads."""
    try:
        ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, RecursionError, MemoryError):
        return False
    return True


def _number(node: ast.expr) -> bool:
    try:
        value = ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError):
        return False
    return isinstance(value, int | float) and not isinstance(value, bool)
