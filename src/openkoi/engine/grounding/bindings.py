"""Examples stated on an object the task builds first: "with p = Polynomial([5, 3, 0, 2]):
p.derivative() == Polynomial([3, 0, 6])" (heldout14's poly_derivative: none of its four
examples was read, so a derivative off by one passed every model-free check).

``bound_examples_text`` writes the name out: each use ``p.method(...)`` after the binding
becomes ``Polynomial([5, 3, 0, 2]).method(...)``, which the example readers read as any
other call. Only where nothing can change the object between its examples: the name is bound
once, to one call of a name the code defines, and after the binding every line that uses
the name is an example of it (a line such as ``p.add(1)`` on its own, or ``q = p.scale(2)``,
leaves the text as it was: the examples after it would hold only after that statement).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Collection

from openkoi.engine.grounding.literals import call_end, literal_end
from openkoi.engine.grounding.stdvalues import is_value

_BINDING = re.compile(r"(?<![\w.])(?P<var>[A-Za-z_]\w*)\s*=\s*(?=[A-Za-z_]\w*\()")


def bound_examples_text(task: str, defined: Collection[str],
                        call_end: Callable[[str, int], int | None],
                        examples_in: Callable[[str], int]) -> str | None:
    """``task`` with each bound name written out after its binding, or None where it has
    none to write out. ``call_end``: where the call whose argument list opens at an index
    ends; ``examples_in``: how many examples a line states."""
    bindings: dict[str, tuple[str, int]] = {}
    seen: set[str] = set()
    for m in _BINDING.finditer(task):
        var = m.group("var")
        paren = task.index("(", m.end())
        end = call_end(task, paren)
        callee = task[m.end():paren]
        if var in seen or var in defined or end is None or callee not in defined:
            bindings.pop(var, None)
            seen.add(var)
            continue
        seen.add(var)
        bindings[var] = (task[m.end():end], end)
    if not bindings:
        return None
    lines = task.splitlines(keepends=True)
    changed = False
    for var, (expr, end) in bindings.items():
        use = re.compile(rf"(?<![\w.]){re.escape(var)}(?=\s*\.\s*[A-Za-z_]\w*\s*\()")
        at = 0
        out: list[str] = []
        ok = True
        for line in lines:
            at += len(line)
            if at <= end or not use.search(line):
                out.append(line)
                continue
            written = use.sub(expr.replace("\\", "\\\\"), line)
            if re.search(rf"(?<![\w.]){re.escape(var)}\b", written) or \
                    examples_in(written) < len(use.findall(line)):
                ok = False  # a statement on the object, or a use no example reads
                break
            out.append(written)
        if ok:
            lines, changed = out, True
    return "".join(lines) if changed else None


# a line of its own that binds a name to a literal: 'requests = [("Dave", "Jolene"), ...]'
_DATA_LINE = re.compile(r"^\s*(?P<var>[A-Za-z_]\w*)\s*=\s*(?P<value>\S.*?)\s*$")
# ... or a sentence that ends on one: 'Example, with stock = {"pasta": 8, ...}:' (heldout54's
# food_bank_edit: its example call on ``stock`` was never run)
_WITH_LINE = re.compile(r"\b(?:[Ww]ith|[Ww]here|[Gg]iven)\s+(?P<var>[A-Za-z_]\w*)\s*=\s*"
                        r"(?P<value>[\[{(].*?)\s*:?\s*$")

# ... or a sentence that binds one and goes on to an example of it: 'With points = {"Okafor":
# 11, ...}, team_score(points, "Okafor") is 37' (heldout52's fantasy_football_module; the same
# in heldout45's dentist_recall_module: none of their examples on the name was run)
_WITH_INLINE = re.compile(r"\b(?:[Ww]ith|[Gg]iven|[Ww]here)\s+(?P<var>[A-Za-z_]\w*)\s*=\s*"
                          r"(?=[\[{(])")


def literal_bindings_text(task: str, defined: Collection[str]) -> str | None:
    """``task`` with each name a line of its own binds to a literal ("requests = [...]",
    "lengths = {...}", or a sentence ending "with stock = {...}:") written out where a
    later example reads it: a doctest line ('>>> order = running_order(requests)') or a line
    that passes it to a call; None where there is none (heldout36's karaoke_module: its
    example night's four doctest examples read two such names, and none was tested). Only
    a name bound once, to a literal, that the code does not define."""
    lines = task.splitlines(keepends=True)
    bound: dict[str, tuple[str, int]] = {}
    for i, line in enumerate(lines):
        m = _DATA_LINE.match(line)
        value = m.group("value") if m else ""
        if m is None and (inline := _WITH_INLINE.search(line)) is not None and \
                (end := literal_end(line, inline.end())) is not None and \
                re.match(r"\s*[,:]", line[end:]):
            m, value = inline, line[inline.end():end]
        elif m is None and (m := _WITH_LINE.search(line)) is not None:
            value = m.group("value")
        if m is None or line.lstrip().startswith(">>>") or m.group("var") in defined:
            continue
        try:
            ast.literal_eval(value)
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            value = _call_of_literals(value, defined) or _built_value(value) or ""
            if not value:
                continue
        # (the uses after it: on its own line too where a sentence binds it inline)
        bound[m.group("var")] = (value, i if m.re is _WITH_INLINE else i + 1)
    for var in list(bound):  # bound again anywhere ('>>> requests = []'): not one value
        again = re.compile(rf"(?<![\w.]){re.escape(var)}\s*=(?!=)")
        if sum(1 for line in lines if again.search(line)) > 1:
            bound.pop(var)
    if not bound:
        return None
    out = list(lines)
    changed = [write_out(out, var, value, at) for var, (value, at) in bound.items()]
    return "".join(out) if any(changed) else None


# what may follow a bound call on its line: the value it states, "-> [1, 2]", "== 3", "# 3"
_STATED = re.compile(r"\s*(?:(?:->|=>|→|==|#).*)?$")


def _call_of_literals(text: str, defined: Collection[str]) -> str | None:
    """The call ``text`` opens with, where it calls a function the code defines on literals
    only and nothing but the value it states follows it ('sam = parse_numbers("1, 2-4")
    -> [1, 2, 3, 4]', heldout54's sticker_album_module: the four examples on ``sam`` were
    never run); None otherwise. Such a call gives the same value wherever it is written."""
    name = re.match(r"([A-Za-z_]\w*)\(", text)
    if name is None or name.group(1) not in defined:
        return None
    end = call_end(text, name.end() - 1)
    if end is None or not _STATED.fullmatch(text, end):
        return None
    try:
        call = ast.parse(text[:end], mode="eval").body
    except SyntaxError:
        return None
    if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name)):
        return None  # "f(x).total()", "f(x)[0]": a part of what it gives
    try:
        for arg in [*call.args, *(k.value for k in call.keywords)]:
            ast.literal_eval(arg)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return None
    return text[:end]


def _built_value(text: str) -> str | None:
    """``text`` in brackets where it builds a value of values (``stdvalues.is_value``: dates,
    decimals) with ``+`` and ``*`` alone, the way data is typed by hand: "bookings =
    [(date(2024, 8, 10), date(2024, 8, 14))] + [(date(2024, 8, 12), date(2024, 8, 19))] *
    11" (heldout57's kennel_booking_fix: its reported occupied(bookings, ...) was never run);
    None otherwise."""
    try:
        node = ast.parse(text, mode="eval").body
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None

    def built(part: ast.expr) -> bool:
        if isinstance(part, ast.BinOp) and isinstance(part.op, ast.Add):
            return built(part.left) and built(part.right)
        if isinstance(part, ast.BinOp) and isinstance(part.op, ast.Mult):
            count = part.right if isinstance(part.left, ast.List | ast.Tuple) else part.left
            items = part.left if count is part.right else part.right
            return isinstance(count, ast.Constant) and type(count.value) is int and \
                0 <= count.value <= 1000 and built(items)
        return is_value(ast.unparse(part))

    return f"({text.strip()})" if isinstance(node, ast.BinOp) and built(node) else \
        text.strip() if built(node) else None


def write_out(lines: list[str], var: str, value: str, start: int,
              only: Collection[str] | None = None) -> bool:
    """Write ``value`` for ``var`` in ``lines`` from ``start`` on, where a doctest line or a
    call's argument list reads it (``only``: where given, a call of one of those names);
    whether any line changed."""
    use = re.compile(rf"(?<![\w.\"']){re.escape(var)}(?![\w\"'(])(?!\s*=(?!=))")
    changed = False
    for i in range(start, len(lines)):
        line = lines[i]
        # in a call's argument list: more brackets open than closed before it (a name written
        # out before it may have brought brackets of its own: "swap(parse(...), leo)")
        if not any(_in_call(line[:u.start()], only) if only is not None else
                   line.lstrip().startswith(">>>") or
                   line[:u.start()].count("(") > line[:u.start()].count(")")
                   for u in use.finditer(line)):
            continue
        lines[i] = use.sub(value.replace("\\", "\\\\"), line)
        changed = True
    return changed


def _in_call(before: str, only: Collection[str]) -> bool:
    """Whether text ending ``before`` stands in the argument list of a call of one of
    ``only``."""
    depth = 0
    for at in range(len(before) - 1, -1, -1):
        if before[at] == ")":
            depth += 1
        elif before[at] == "(":
            if depth == 0:
                callee = re.search(r"([A-Za-z_]\w*)\s*$", before[:at])
                return callee is not None and callee.group(1) in only
            depth -= 1
    return False


# "For example with these bookings:" and the records under it, one a line, that a parser the
# code defines reads ("bookings is a list of what parse_booking gives back"), heldout37's
# campsite_day_sheet_edit: its example day_sheet(bookings, "2024-07-20") was never run
_INTRO = re.compile(r"(?i)\b(?:these|this|the following|those)\s+(?P<var>[a-z_]\w*)\s*:\s*$")
_PARSERS = ("parse_{}", "read_{}", "{}_from_line", "{}_from_str", "{}_from_string",
            "{}_from_text")


def _parser_of(var: str, defined: Collection[str]) -> str | None:
    """The function the code defines that reads one of ``var``'s records from its text."""
    one = var[:-3] + "y" if var.endswith("ies") else var[:-1] if var.endswith("s") else ""
    return next((f.format(one) for f in _PARSERS if one and f.format(one) in defined), None)


def record_bindings_text(task: str, defined: Collection[str]) -> str | None:
    """``task`` with each name a data block stands for ("with these bookings:" and one record
    a line under it) written out as the list the code's parser makes of it
    (``[parse_booking('3, Okafor, ...'), ...]``) where a later example passes it to a call;
    None where there is none. Only a name the task binds nowhere else and the code does not
    define, with a parser named for one of its records (``_PARSERS``)."""
    lines = task.splitlines(keepends=True)
    out = list(lines)
    changed = False
    for i, line in enumerate(lines):
        m = _INTRO.search(line.rstrip())
        var = m.group("var") if m else ""
        parser = _parser_of(var, defined) if var and var not in defined else None
        if parser is None or re.search(rf"(?<![\w.]){re.escape(var)}\s*=(?!=)", task):
            continue
        k = i + 1
        while k < len(lines) and not lines[k].strip():
            k += 1
        block = []
        while k < len(lines) and lines[k].strip():
            block.append(lines[k].strip())
            k += 1
        if block:
            value = "[" + ", ".join(f"{parser}({record!r})" for record in block) + "]"
            changed = write_out(out, var, value, k) or changed
    return "".join(out) if changed else None


# a name a sentence binds to a literal in words, not code: 'With the queue ["basic",
# "deluxe", "super"], wait_for(queue, 1) gives 6, ...' (heldout38's car_wash_fix: neither of
# its two reported values was tested, the call read a name nothing bound)
_PROSE_BINDING = re.compile(r"(?i)\b(?:with|for|given|take|using|on)\s+(?:the|a|an|this|that|"
                            r"my|our)\s+(?P<var>[a-z_]\w*)\s+(?=[\[{(\"'])")


def prose_bindings_text(task: str, defined: Collection[str]) -> str | None:
    """``task`` with each name a sentence binds to a literal ("with the queue [...]")
    written out where a call after it, in that line or a later one, passes it; None where
    there is none. Only a name bound so once, to a Python literal, that the code does not
    define and no line binds with "="."""
    lines = task.splitlines(keepends=True)
    found: dict[str, list[tuple[int, int, str]]] = {}
    for i, line in enumerate(lines):
        for m in _PROSE_BINDING.finditer(line):
            end = literal_end(line, m.end())
            if end is None or m.group("var") in defined:
                continue
            try:
                ast.literal_eval(line[m.end():end])
            except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
                continue
            found.setdefault(m.group("var"), []).append((i, end, line[m.end():end]))
    out = list(lines)
    changed = False
    for var, places in found.items():
        if len(places) > 1 or re.search(rf"(?<![\w.]){re.escape(var)}\s*=(?!=)", task):
            continue
        i, end, value = places[0]
        rest = [out[i][end:]]
        if write_out(rest, var, value, 0):
            out[i], changed = out[i][:end] + rest[0], True
        changed = write_out(out, var, value, i + 1) or changed
    return "".join(out) if changed else None
