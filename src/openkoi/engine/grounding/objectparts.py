"""What an object of a class the task gives is made of and read through: the constructor
line where no text shows one, the texts its methods are called with, what is read of it after
steps, the exceptions a test of it may expect, and a built call's arguments put at values of
another kind (``grounding.objects`` drives it)."""

from __future__ import annotations

import ast
import re
from collections.abc import Collection, Mapping, Sequence

from openkoi.engine.grounding import classes
from openkoi.engine.grounding.allowed import allowed, constants
from openkoi.engine.grounding.edges import literal_arguments, with_argument
from openkoi.engine.grounding.noticing import code_texts, others
from openkoi.engine.grounding.seeds import date_values, param_kind, param_values
from openkoi.engine.grounding.stdvalues import NUMBER_TEXT

NAMES = ("Ann", "Bob")  # texts tried where the text quotes none


def texts_tried(tree: ast.Module, quoted: Sequence[str]) -> list[str]:
    """The texts a method call (and a constructor's mapping, as its keys) is tried with:
    the text's quoted ones and the code's own, two names where there are fewer than two."""
    said = messages(tree)
    texts = [t for t in dict.fromkeys([*quoted[:6], *code_texts(tree)[:6]])
             if t.strip() not in said]
    if len(texts) < 2:
        texts += [n for n in NAMES if n not in texts]
    return texts


def made_line(cls: ast.ClassDef, tree: ast.Module, text: str) -> list[str]:
    """An object of ``cls`` made from its constructor's signature where no text shows one:
    no argument, or a value of each needed one's kind: a text the docstring quotes for an
    annotated ``str``, a mapping of the texts tried (``texts_tried``) to values of the kind its
    loop uses them as (heldout29's minibar: ``Minibar(prices)``, prices each a Decimal),
    a list of what a loop over it uses its items as (``seeds.list_item``), a Decimal where
    one is checked for, the quoted text again for one the body uses as text, 3 otherwise."""
    quoted = quoted_texts(text)
    init = classes.init_of(cls)
    var = re.sub(r"(?<!^)(?=[A-Z])", "_", cls.name).lower()
    if init is None:  # (a dataclass: its fields without a default)
        kinds = [kind for _, default, kind in classes.fields(cls) if not default]
        needed: list[ast.arg] = []
    else:
        needed = init.args.args[1:len(init.args.args) - len(init.args.defaults)]
        kinds = [ast.unparse(a.annotation) if a.annotation else "" for a in needed]
    first = repr(quoted[0]) if quoted else "'a'"
    values = [first if kind == "str" else "3.0" if kind == "float" else "3" for kind in kinds]
    if init is not None:
        texts = texts_tried(tree, quoted)
        # (the class's methods, and the module's functions it hands a value to)
        scope = [n for n in [*cls.body, *tree.body] if isinstance(n, ast.FunctionDef)]
        known = constants(tree)
        for at, arg in enumerate(needed):
            kind = param_kind(init, arg.arg, arg.annotation, scope)
            # (or one a constant allows: heldout34's homebrew_batch, ``Batch(name,
            # original_gravity, litres)`` refused 3 for a gravity of 1020-1130)
            if kind in ("dict", "decimal", "list") or allowed(init, arg.arg, known, scope):
                values[at] = param_values(init, arg.arg, arg.annotation, "", text, texts,
                                          scope, known)[0]
            elif kind == "str":  # used as text with no annotation: ``customer.strip()``
                # (heldout35's bike_repair: ``RepairJob(3, 3)`` failed on ``.strip()``)
                values[at] = first
    return [f"{var} = {cls.name}({', '.join(values)})"]


def looks(cls: ast.ClassDef, var: str, first: str = "a",
          dates: Mapping[str, Collection[str]] | None = None, text: str = "") -> list[str]:
    """What is read of an object: its public attributes, fields and properties (as one
    tuple), its methods that take no argument and return a value (a flag's other value
    too: ``bill(False)`` of ``bill(service=True)``), and those that take one, given the
    ``first`` text (``stock('Ann')``), or the first date ``text`` writes where it takes a date
    (``dates``: ``seeds.date_params``)."""
    attrs = [t.attr for n in ast.walk(cls) if isinstance(n, ast.Assign | ast.AugAssign)
             for t in (n.targets if isinstance(n, ast.Assign) else [n.target])
             if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name)
             and t.value.id == "self" and not t.attr.startswith("_")]
    attrs = [*(f for f, _, _ in classes.fields(cls) if not f.startswith("_")), *attrs,
             *classes.properties(cls)]
    queries = [n.name for n in cls.body if isinstance(n, ast.FunctionDef)
               and n.name in classes.methods(cls) and n.name in classes.returning(cls)
               and len(n.args.args) - len(n.args.defaults) == 1]
    # (all at once: a change that updates one count too many shows in any test of them;
    # the shortest test that notices a change is kept, so one at a time it would read only
    # the count the change was found through)
    attrs = list(dict.fromkeys(attrs))
    read = [f"({', '.join(f'{var}.{a}' for a in attrs)})"] if len(attrs) > 1 else \
        [f"{var}.{a}" for a in attrs]
    flags = [f"{var}.{n.name}({not n.args.defaults[0].value})" for n in cls.body
             if isinstance(n, ast.FunctionDef) and n.name in queries
             and len(n.args.args) == 2 and n.args.defaults
             and isinstance(n.args.defaults[0], ast.Constant)
             and isinstance(n.args.defaults[0].value, bool)]
    keyed = [f"{var}.{n.name}({date_values('', text)[0]})"
             if n.args.args[1].arg in (dates or {}).get(n.name, ()) else
             f"{var}.{n.name}({first!r})" for n in cls.body if isinstance(n, ast.FunctionDef)
             and n.name in classes.methods(cls) and n.name in classes.returning(cls)
             and len(n.args.args) - len(n.args.defaults) == 2]
    return [*read, *(f"{var}.{q}()" for q in queries), *flags, *keyed]


def known_errors(tree: ast.Module, text: str) -> set[str]:
    """The exceptions a test may expect: the module's own, and the ones the text names."""
    own = {n.name for n in tree.body if isinstance(n, ast.ClassDef)}
    named = set(re.findall(r"\b([A-Z]\w*(?:Error|Exception))\b", text))
    return own | named


def messages(tree: ast.Module) -> set[str]:
    """The texts the code says rather than handles: its raises' messages and docstrings."""
    out = {c.value.strip() for n in ast.walk(tree) if isinstance(n, ast.Raise) and n.exc
           for c in ast.walk(n.exc) if isinstance(c, ast.Constant) and isinstance(c.value, str)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            doc = ast.get_docstring(node)
            if doc:
                out.add(doc.strip())
    return out


def quoted_texts(text: str) -> list[str]:
    """The short texts ``text`` quotes."""
    # (not a number written as the text of a value type: ``Decimal("0")``)
    text = NUMBER_TEXT.sub(" ", text)
    found = re.findall(r"""(?<!\w)(?:"([^"\n]{1,30})"|'([^'\n]{1,30})')""", text)
    return list(dict.fromkeys(a or b for a, b in found))[:12]


def each_other(call: str, numbers: Sequence[int], quoted: Sequence[str]) -> list[str]:
    """``call`` with each literal argument in turn put at a value of another kind, then at
    one of its own kind that code often refuses (0, -1, a blank text, True)."""
    if not call:
        return []
    node = ast.parse(call, mode="eval").body
    if not isinstance(node, ast.Call):
        return []
    out: list[str] = []
    for at, value in literal_arguments(node):
        same, foreign = others(value, numbers, quoted)
        refused = [v for v in same if v in ("0", "-1", "''", "' '", "True")]
        out += [with_argument(node, at, v) for v in [*foreign[:1], *refused[:2]]]
    return out
