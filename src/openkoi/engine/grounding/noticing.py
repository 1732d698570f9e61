"""Tests of code the task gives and leaves alone, each kept for a change it notices.

Tests asked for of code the task gives and says not to change ("a proper set of pytest tests
... so any change in what it outputs gets caught. Please leave numwords.py itself alone")
have an oracle (``grounding.edges``): what the given code answers is what the tests must
expect. Which of its answers to hold is the question, and the answer the user asked for is
"the ones that tell it from a changed copy". So: the changes ``evaluators.notice`` holds test
files to (a function that does nothing, raises that return None, a value or an operator
changed, an operand dropped, a table's string changed) are made to the given code one at a
time; each that the tests so far do not notice is run on a pool of calls built from the tests'
own complete calls (one argument at a time put at the numbers the text or the code write and
either side of them, small whole numbers, the texts the task quotes, and other types: kept
only where the given code raises an exception the text names); the shortest call whose answer
the change alters becomes a test, with the given code's answer. Each added test notices a
change that no test before it did.

The trial this was built for (session 37, heldout19's numwords_tests, loop at 392fe9e): the
written tests never tried ``say(-1)`` or ``say(1000000)``; the check said "never raises
ValueError: not checked" three iterations running, and the test file, built once per task,
had nothing to add. None where the task speaks of a bug: then the given code's answers may
be the bug's.
"""

from __future__ import annotations

import ast
import contextlib
import datetime
import decimal
import re
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from openkoi.engine.grounding.bounds import base_calls
from openkoi.engine.grounding.cases import GroundedTest, TestResult, held_answer
from openkoi.engine.grounding.defined import docstrings, module_of
from openkoi.engine.grounding.edges import literal_arguments, with_argument
from openkoi.engine.grounding.laid import laid_down
from openkoi.engine.grounding.run import PER_TEST_S, run_grounded
from openkoi.engine.grounding.seeds import seed_calls
from openkoi.engine.grounding.stdvalues import NUMBER_TYPES, source_of
from openkoi.engine.grounding.varied import varied_answers

if TYPE_CHECKING:
    from openkoi.engine.evaluators.mutants import Mutant

MAX_ADDED = 40  # tests added to one file
MAX_QUOTED = 12  # of them, calls with a text the task or a docstring quotes
POOL = 400  # calls per function
MUTANTS = 120  # value changes tried per file
TOTAL_S = 45.0  # all the runs of one file's tests
_LONGEST = 12  # the longest list tried (``others``)
HOLD_OUT = 3  # one change in this many is held out of the choice (``choose``)
VERIFY_S = 20.0  # the runs of the held-out changes
RERUN_SLOW = 3  # tests that ran out of time, run again alone (``_noticed``)
_NUMBER = re.compile(r"(?<![\w.])-?\d{1,3}(?:[,_]\d{3})+(?![\d])|(?<![\w.,])-?\d+(?![\w.])")
# (an empty one too, or its closing quote would open the next: "'' -> ''")
# (reStructuredText's ``double`` quotes first: "``#day-one`` gives ``day``")
_QUOTED = re.compile(r"""``([^`\n]{1,30})``"""
                     r"""|(?<!\w)(?:'([^'\n]{0,30})'|"([^"\n]{0,30})"|`([^`\n]{0,30})`)(?!\w)""")
_ANSWER = re.compile(r"(?:->|=>|→|==|\bis)\s*$")  # a quote after it is an answer, not an input
_FILE = re.compile(r"[\w./-]+\.[a-z]{1,4}|.*/.*")  # a file's name, not an input
_SMALL = range(0, 21)
_OTHER = ("True", "1.5", "'1'", "None")  # another type in a number's place


async def noticing_tests(task: str, source: str, code: str, tests: Sequence[GroundedTest],
                         files: Mapping[str, bytes], timeout_s: float,
                         log: HeldOutLog | None = None) -> list[GroundedTest]:
    """Tests of ``source`` (``code``: the given code, as the work left it; ``files``: the
    workspace's files) beyond ``tests`` (the file's tests so far), each the given code's
    answer to a call that notices a change ``tests`` do not; at most ``MAX_ADDED``. ``log``:
    where the changes held out from the choice go, noticed or missed (``choose``)."""
    from openkoi.engine.evaluators.checks import unhit
    from openkoi.engine.targets import says_code_is_wrong

    if says_code_is_wrong(task):
        return []
    deadline = time.monotonic() + TOTAL_S
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return []
    text = "\n".join([task, *docstrings(code)])
    functions = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)
                 and not n.name.startswith("_")}
    plain = [t for t in tests if t.raises is None and not t.setup]
    calls = base_calls(["\n".join(t.call for t in plain)], functions)
    # (a function no test calls: calls made from its parameters, ``grounding.seeds``)
    seeds = seed_calls(tree, text, functions - set(calls))
    named = set(calls) | set(seeds)
    if not named:
        return []
    module = module_of(source)
    have = {t.call for t in tests}
    py = {n: d for n, d in files.items() if n.endswith(".py")} | {source: code.encode()}
    with laid_down(py, "openkoi-noticing-") as root:
        seeded = [t for t in await _answered({c: "same" for cs in seeds.values() for c in cs},
                                             module, text, root, timeout_s)
                  if t.call not in have]
        calls |= _bases(seeded)
        named = set(calls)
        pool = {c: kind for func in sorted(named)
                for c, kind in _pool(calls[func], tree, text).items()
                if c not in have and c not in seeds.get(func, ())}
        quoted = {c for c, kind in pool.items() if kind == "quoted"}
        candidates = [*seeded, *await _answered(pool, module, text, root, timeout_s)]
        if not candidates:
            return []
        held = [t for t in tests if not t.setup]
        # the texts the task or a docstring quotes, put in a text's place, are inputs the
        # text states ("'23th', '11st' are rejected ... leading zeros are not allowed
        # ('007th')"): held whatever the changes
        # (the ones it refuses first: "are rejected" is what a quote most often shows)
        stated = sorted((c for c in candidates if c.call in quoted),
                        key=lambda c: c.raises is None)
        added = [replace(t, name=f"quoted {i + 1}")
                 for i, t in enumerate(stated[:MAX_QUOTED])]
        held += added
        candidates = [c for c in candidates if c.call not in {t.call for t in added}]
        # a value the request for tests names ("the odd cases like 11-13 and 111-113")
        # that no test gives yet: the shortest call with it
        lines = [x for t in held for x in (t.call, t.expected) if x]
        for value in unhit(task, {"test_.py": "\n".join(lines).encode()}):
            # (its sign as the tests' check reads it: "111-113" may say -113)
            with_it = [c for c in candidates
                       if {float(value), -float(value)} & _arguments(c.call)]
            if with_it:
                best = min(with_it, key=lambda t: len(t.call))
                added.append(replace(best, name=f"asked {len(added) + 1}"))
                held.append(added[-1])
                candidates.remove(best)
        await choose(changes(task, source, code, named), held, candidates, added, source,
                     code, root, timeout_s, deadline, log)
        # (then each place of a function's answers the tests show one value in, shown taking
        # another: ``grounding.varied``)
        for test in varied_answers(held, candidates, MAX_ADDED - len(added)):
            added.append(replace(test, name=f"varied {len(added) + 1}"))
    return added


@dataclass
class HeldOutLog:
    """The changes held out while tests were chosen: noticed by the chosen tests, or missed
    (some call of the pool tells them apart, the chosen tests do not)."""

    noticed: list[str] = field(default_factory=list)
    missed: list[str] = field(default_factory=list)
    unrun: int = 0  # held out, but not run to an answer (out of time, or every test hung)


async def choose(mutants: Sequence[Mutant], held: list[GroundedTest],
                 candidates: list[GroundedTest], added: list[GroundedTest], source: str,
                 code: str, root: Path, timeout_s: float, deadline: float,
                 log: HeldOutLog | None) -> None:
    """``kept_for_changes`` with every ``HOLD_OUT``-th change of a value, a branch, a
    pattern or a statement held out (not the ones that make a function do nothing or a raise
    return None: the notice check holds a file to those). Then each held-out change is run
    under the chosen tests: noticed, or missed where a call of the pool tells it apart
    (``log``); the missed ones then add their tests as the others did. The chosen tests
    noticing what they were not chosen for is the evidence that they check the rules."""
    valued = [m for m in mutants if m.change]
    out = {id(m) for i, m in enumerate(valued) if i % HOLD_OUT == HOLD_OUT - 1}
    await kept_for_changes([m for m in mutants if id(m) not in out], held, candidates, added,
                           source, code, root, timeout_s, deadline)
    missed: list[Mutant] = []
    end = max(deadline, time.monotonic()) + VERIFY_S
    for change in (m for m in mutants if id(m) in out):
        if time.monotonic() > end:
            if log is not None:
                log.unrun += 1
            continue
        (root / source).write_text(change.text, encoding="utf-8")
        results = await run_grounded([*held, *candidates], root, min(timeout_s, 15.0))
        hung = bool(results) and all(r.status == "timeout" for r in results)
        noticed = not hung and await _noticed(results[:len(held)], root, timeout_s)
        (root / source).write_bytes(code.encode())
        said = f"{change.where}: {change.what}"
        if hung:
            # the whole run hung or was cut off (a busy machine too): no answer either way
            if log is not None:
                log.unrun += 1
        elif noticed:
            if log is not None:
                log.noticed.append(said)
        elif any(not r.passed for r in results[len(held):]):
            missed.append(change)
            if log is not None:
                log.missed.append(said)
    await kept_for_changes(missed, held, candidates, added, source, code, root, timeout_s,
                           end)


def changes(task: str, source: str, code: str, named: set[str],
            stateful: bool = False) -> list[Mutant]:
    """The changes of ``source`` (``code``, the given code) tests of ``named`` are to
    notice: those the notice check holds a test file to, then the generator's own.
    ``stateful``: methods of a class, where a forgotten update or one count taken for
    another (``dropped_mutants``, ``swapped_mutants``) come before the values changed."""
    from openkoi.engine.evaluators.mutants import (
        argument_mutants,
        branch_mutants,
        chained_mutants,
        dropped_mutants,
        guard_mutants,
        swapped_mutants,
        value_mutants,
    )
    from openkoi.engine.evaluators.notice import does_nothing, raises_nothing
    from openkoi.engine.evaluators.text_mutants import (
        case_mutants,
        pattern_mutants,
        predicate_mutants,
    )

    first = [*does_nothing(source, code, named),
             *raises_nothing(source, code, named, task, given=True)]
    state = [*dropped_mutants(source, code, named), *swapped_mutants(source, code, named)]
    values = [*value_mutants(source, code, named, limit=MUTANTS),
              *branch_mutants(source, code, named),
              *guard_mutants(source, code, named),
              *pattern_mutants(source, code),
              *predicate_mutants(source, code, named),
              *case_mutants(source, code, named),
              *chained_mutants(source, code, named),
              *argument_mutants(source, code, named)]
    return [*first, *state, *values] if stateful else [*first, *values, *state]


async def kept_for_changes(mutants: Sequence[Mutant], held: list[GroundedTest],
                           candidates: list[GroundedTest], added: list[GroundedTest],
                           source: str, code: str, root: Path, timeout_s: float,
                           deadline: float) -> None:
    """For each of ``mutants`` (copies of ``source``, whose text at ``root`` is ``code``)
    that the ``held`` tests let pass, the shortest of ``candidates`` (the given code's
    answers) that fails on it moves to ``added`` and ``held``; at most ``MAX_ADDED`` in
    ``added``, until ``deadline``."""
    for change in mutants:
        if len(added) >= MAX_ADDED or time.monotonic() > deadline:
            break
        (root / source).write_text(change.text, encoding="utf-8")
        # (the candidates only where the tests so far let it pass: with a class's runs
        # there are thousands, and most changes are noticed by then)
        noticed = await _noticed(await run_grounded(held, root, min(timeout_s, 15.0)), root,
                                 timeout_s) if held else False
        results = [] if noticed else await run_grounded(candidates, root, min(timeout_s, 15.0))
        (root / source).write_bytes(code.encode())
        if noticed:
            continue  # the tests so far notice it
        failing = [r.test for r in results if not r.passed]
        if not failing:
            continue  # no call of the pool tells it apart (the same code, in effect)
        # (the fewest statements first, then the shortest)
        best = min(failing, key=lambda t: (t.setup.count("\n"), len(t.setup) + len(t.call)))
        test = replace(best, name=f"notices {len(added) + 1}")
        added.append(test)
        held.append(test)
        candidates.remove(best)


async def _noticed(results: Sequence[TestResult], root: Path, timeout_s: float) -> bool:
    """Whether the results of tests that pass on the given code say the code at ``root``
    (a change of it) is otherwise. A test that ran out of its share of the run's time
    (half a second, where the run is of hundreds) is run again alone with more: a busy
    machine makes timeouts that no change caused, and one taken as noticing would flatter
    the tests, in the held-out count above all."""
    if any(not r.passed and r.status != "timeout" for r in results):
        return True
    slow = [r.test for r in results if r.status == "timeout"][:RERUN_SLOW]
    if not slow:
        return False
    again = await run_grounded(slow, root, min(timeout_s, PER_TEST_S * len(slow)))
    return any(not r.passed for r in again)


def _pool(calls: Sequence[ast.Call], tree: ast.Module, text: str) -> dict[str, str]:
    """Calls like ``calls``, one argument at a time put at other values of its kind, then
    of other kinds, each with what it is: "quoted" (a text's argument at a text ``text``
    quotes as an input, not after ``->``), "same" (a value of the argument's kind) or
    "other" (a value of another kind)."""
    numbers = numbers_of(text, tree)
    words = code_texts(tree)
    found = [(next(g for g in m.groups() if g is not None), _ANSWER.search(text[:m.start()]))
             for m in _QUOTED.finditer(text)]
    # (not the code's own names: "``minutes`` after midnight", "``high_m - low_m``")
    idents = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} | \
        {a.arg for a in ast.walk(tree) if isinstance(a, ast.arg)}
    quoted = [q for q in dict.fromkeys(q for q, _ in found) if q and not _FILE.fullmatch(q)
              and not set(re.findall(r"[^\W\d]\w*|\d+", q)) <= idents]
    inputs = {repr(q) for q, answer in found if not answer and q in quoted}
    out: dict[str, str] = {}
    defaults = _defaults(tree)
    for call in calls:
        # a parameter the call leaves at its default, set ("upper_first=True")
        given = {k.arg for k in call.keywords}
        for name, (at, default) in defaults.get(ast.unparse(call.func), {}).items():
            if name not in given and at >= len(call.args):
                head = ast.unparse(call)[:-1]
                for other in _set(default, call, quoted):
                    out.setdefault(f"{head}, {name}={other})", "same")
        for at, value in literal_arguments(call):
            same, foreign = others(value, numbers, [*quoted, *words])
            for other in [*same, *foreign]:
                kind = "other" if other in foreign else \
                    "quoted" if isinstance(value, str) and other in inputs else "same"
                out.setdefault(with_argument(call, at, other), kind)
                if len(out) >= POOL:
                    return out
    return out


def _bases(seeded: Sequence[GroundedTest], per_function: int = 3) -> dict[str, list[ast.Call]]:
    """The seeded calls to build others on: per function, the first few the given code
    answers with a value, each answer once."""
    out: dict[str, list[ast.Call]] = {}
    answers: set[tuple[str, str]] = set()
    for test in seeded:
        call = ast.parse(test.call, mode="eval").body
        if test.expected is None or not isinstance(call, ast.Call) or \
                not isinstance(call.func, ast.Name):
            continue
        func = call.func.id
        if (func, test.expected) in answers or len(out.get(func, [])) >= per_function:
            continue
        answers.add((func, test.expected))
        out.setdefault(func, []).append(call)
    return out


def _arguments(call: str) -> set[float]:
    """The numbers ``call`` passes as arguments."""
    try:
        node = ast.parse(call, mode="eval").body
    except SyntaxError:
        return set()
    if not isinstance(node, ast.Call):
        return set()
    out: set[float] = set()
    for arg in [*node.args, *(k.value for k in node.keywords)]:
        try:
            value = ast.literal_eval(arg)
        except (ValueError, TypeError, SyntaxError):
            continue
        if isinstance(value, int | float) and not isinstance(value, bool):
            out.add(float(value))
    return out


def _defaults(tree: ast.Module) -> dict[str, dict[str, tuple[int, object]]]:
    """Each top-level function's parameters whose default is a constant (keyword-only ones
    too), with their position (a large number for a keyword-only one) and that default."""
    out: dict[str, dict[str, tuple[int, object]]] = {}
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef):
            continue
        a = node.args
        positional = [*a.posonlyargs, *a.args]
        first = len(positional) - len(a.defaults)
        pairs = [*((arg, d, first + i) for i, (arg, d) in enumerate(
                     zip(positional[first:], a.defaults, strict=True))),
                 *((arg, d, 1 << 20) for arg, d in zip(a.kwonlyargs, a.kw_defaults,
                                                        strict=True))]
        out[node.name] = {arg.arg: (at, d.value) for arg, d, at in pairs
                          if isinstance(d, ast.Constant)}
    return out


def _set(default: object, call: ast.Call, quoted: Sequence[str]) -> list[str]:
    """The values tried for a parameter a call leaves at ``default``: a flag the other way;
    for a text, the texts quoted and a piece of the call's first text (a username found in
    the password)."""
    if isinstance(default, bool):
        return [repr(not default)]
    if isinstance(default, str):
        first = next((a.value for a in call.args if isinstance(a, ast.Constant)
                      and isinstance(a.value, str) and a.value), "")
        pieces = [first[:4], first[:4].upper()] if len(first) > 4 else []
        return [repr(t) for t in dict.fromkeys([*pieces, *quoted[:6]]) if t != default]
    return []


def others(value: object, numbers: Sequence[int], quoted: Sequence[str],
            ) -> tuple[list[str], list[str]]:
    """The values tried in the place of ``value``: of its kind, and of other kinds."""
    if isinstance(value, bool):
        return ["True", "False"], ["None"]
    if isinstance(value, datetime.date):
        return _dates(value, numbers)
    if isinstance(value, int):
        near = [value - 1, value + 1]
        return [repr(n) for n in dict.fromkeys([*numbers, *near, *_SMALL, -1])], list(_OTHER)
    if isinstance(value, float):
        return ([repr(float(n)) for n in dict.fromkeys([*numbers, *_SMALL, -1])]
                + [repr(value + 0.5), repr(value - 0.5)], ["'1'", "None"])
    if isinstance(value, str):
        texts = [*quoted, "", " ", value.upper(), value.lower(), value.capitalize(),
                 f" {value} ", value.replace(" ", "\t"), value[:-1], value + value[-1:],
                 *_edits(value), *_digits(value, numbers), *_lengths(value, numbers)]
        return [repr(t) for t in dict.fromkeys(texts)], ["1", "None"]
    if isinstance(value, decimal.Decimal):
        return _decimals(value, numbers)
    if isinstance(value, dict) and value:
        return _dicts(value, numbers, quoted)
    if isinstance(value, list | tuple) and value:
        # one item twice, one fewer, none, the order turned: "no id twice", "at most"
        items = list(value)
        kind = type(value)
        lists = [kind(v) for v in (items + items[-1:], items[:-1], [], items[::-1])]
        # ... and its first or its last item repeated up to a count the text or the code
        # writes (and either side of it, ``numbers_of``): "every full 5 shirts cost 15.00"
        # (heldout48's dry_cleaning_tests: no test had five shirts on a ticket, so the deal
        # went unheld)
        counts = [n for n in dict.fromkeys(numbers) if len(items) + 1 < n <= _LONGEST]
        lists += [kind(items[:1] * (n - len(items)) + items) for n in counts]
        if items[-1] != items[0]:
            lists += [kind(items + items[-1:] * (n - len(items))) for n in counts]
        # (as a test writes them: heldout31's bird_log got ``datetime.date(2026, 1, 1)``
        # under ``from datetime import date, datetime``, a TypeError a test then expected)
        return list(dict.fromkeys(source_of(v) for v in lists if v != value)), ["None"]
    return [], []


def _decimals(value: decimal.Decimal, numbers: Sequence[int],
              ) -> tuple[list[str], list[str]]:
    """The decimals tried in the place of ``value`` (money: "20.00 or more", "not below
    zero"): a step of its last digit either side, 0, -1, a half step (rounding), the numbers
    the text states; of other kinds: the same as an int, a float, its text, None."""
    if not value.is_finite():
        return [], ["None"]
    step = decimal.Decimal(1).scaleb(min(0, value.as_tuple().exponent))  # type: ignore[arg-type]
    near = [value + step, value - step, decimal.Decimal(0), decimal.Decimal(-1),
            value + step / 2, *(decimal.Decimal(n) for n in numbers)]
    same = [source_of(v) for v in dict.fromkeys(near) if v != value]
    return same, [repr(int(value)), repr(float(value)), repr(str(value)), "None"]


def _dicts(value: dict[object, object], numbers: Sequence[int], quoted: Sequence[str],
           ) -> tuple[list[str], list[str]]:
    """The dicts tried in the place of ``value`` (a price list): its last entry left out,
    none, each key written otherwise (" Cola ", "COLA"), and each value changed as a value
    of its own place is; of other kinds: its items as a list, None."""
    items = list(value.items())
    same = [dict(items[:-1]), {}]
    out = [source_of(d) for d in same]
    for at, (key, item) in enumerate(items):
        if isinstance(key, str):
            for other in dict.fromkeys([f" {key} ", key.upper(), key.lower()]):
                if other != key and other not in value:
                    out.append(_with(items, at, other, source_of(item)))
        kinds, foreign = others(item, numbers, quoted)
        out += [_with(items, at, key, written) for written in [*kinds[:4], *foreign[:2]]]
    return list(dict.fromkeys(out))[:16], [source_of(items), "None"]


def _with(items: list[tuple[object, object]], at: int, key: object, written: str) -> str:
    """``items`` as a dict's source, its ``at``'th entry made ``key: <written>``."""
    parts = [f"{source_of(k)}: {source_of(v)}" for k, v in items]
    parts[at] = f"{source_of(key)}: {written}"
    return "{" + ", ".join(parts) + "}"


def _dates(value: datetime.date, numbers: Sequence[int]) -> tuple[list[str], list[str]]:
    """The dates tried in the place of ``value``: a day either side, the numbers the text
    states as days from it (a window's "-56 to -42", a grace of "2 days") and a day either
    side of those, then a week, a month and a year on; of other kinds: the same day as
    ISO text, as a ``datetime`` (where only a date is taken), and None."""
    steps = [1, -1, *(d for n in numbers if 0 < abs(n) <= 400 for d in (n - 1, n, n + 1)),
             2, -2, 7, -7, 30, 365]
    same: list[str] = []
    for step in dict.fromkeys(steps):
        with contextlib.suppress(OverflowError):
            if step:
                same.append(source_of(value + datetime.timedelta(days=step)))
    foreign = [repr(value.isoformat()), "None"]
    if not isinstance(value, datetime.datetime):
        foreign.insert(1, source_of(datetime.datetime(value.year, value.month, value.day)))
    return same, foreign


def code_texts(tree: ast.Module) -> list[str]:
    """The short texts the code writes (a table's entries: the common passwords), each
    upper-cased too; not a docstring."""
    docs = {id(n.body[0].value) for n in ast.walk(tree)
            if isinstance(n, ast.Module | ast.FunctionDef | ast.ClassDef | ast.AsyncFunctionDef)
            and n.body and isinstance(n.body[0], ast.Expr)}
    # (not a number written as text, ``Decimal("20.00")``, nor a piece of an f-string)
    docs |= {id(a) for n in ast.walk(tree) if isinstance(n, ast.Call) and
             ast.unparse(n.func).rpartition(".")[2] in NUMBER_TYPES for a in n.args}
    docs |= {id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) for v in n.values}
    found = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)
             and isinstance(n.value, str) and 0 < len(n.value) <= 30 and id(n) not in docs]
    return list(dict.fromkeys([*found, *(f.upper() for f in found)]))[:40]


def _lengths(value: str, numbers: Sequence[int]) -> list[str]:
    """``value`` cut or repeated to each length ``numbers`` holds (up to 200): "9 vs 10
    characters, and 64 vs 65"."""
    unit = value or "a"
    return [(unit * (n // len(unit) + 1))[:n] for n in numbers if 0 < n <= 200]


def _digits(value: str, numbers: Sequence[int]) -> list[str]:
    """``value`` with each of its (first three) numbers put at each of ``numbers`` that fits
    in as many digits and one more, zero-padded as written: "01:00" with "00 to 23" and
    "00 to 59" gives "24:00" and "01:60"."""
    out: list[str] = []
    for match in list(re.finditer(r"\d+", value))[:3]:
        width = len(match.group())
        for n in numbers:
            if 0 <= n < 10 ** (width + 1):
                out.append(f"{value[:match.start()]}{n:0{width}d}{value[match.end():]}")
    return out


def _edits(value: str) -> list[str]:
    """``value`` with one character dropped, doubled, swapped with the next, or a digit
    made a letter and a letter a digit, and with a letter not in ASCII, a digit or a mark
    added: the near misses of a text's form."""
    if len(value) > 24:
        return []
    # a letter not in ASCII, a digit and a mark put in (words of "letters only")
    out: list[str] = [value + "é", value + "1", value + "!", "é" + value[1:]] if value else []
    for i, char in enumerate(value):
        head, tail = value[:i], value[i + 1:]
        out += [head + tail, head + char + char + tail]
        if tail:
            out.append(head + tail[0] + char + tail[1:])
        if char.isdigit():
            out.append(head + "A" + tail)
        elif char.isalpha():
            out.append(head + "1" + tail)
    return out


def numbers_of(text: str, tree: ast.Module) -> list[int]:
    """The whole numbers ``text`` writes (``999,999``, ``999_999``) and the code's own, each
    with either side of it."""
    written = [int(re.sub(r"[,_]", "", m.group())) for m in _NUMBER.finditer(text)]
    code = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)
            and isinstance(n.value, int) and not isinstance(n.value, bool)]
    out: list[int] = []
    for number in dict.fromkeys([*written, *code]):
        out += [number, number - 1, number + 1]
    return list(dict.fromkeys(out))[:90]


async def _answered(calls: Mapping[str, str], module: str, text: str, root: Path,
                    timeout_s: float) -> list[GroundedTest]:
    """``calls`` as tests of the given code's answers: a literal value (not for a call with
    a value of another kind in it: ``calls[call] == "other"``), or an exception the text
    names; a call that answers otherwise, or differently twice, is left out."""
    probes = [GroundedTest(f"probe {i + 1}", module, call) for i, call in enumerate(calls)]
    results = await run_grounded([*probes, *probes], root, timeout_s)
    first, again = results[:len(probes)], results[len(probes):]
    out: list[GroundedTest] = []
    for probe, one, two in zip(probes, first, again, strict=True):
        if one.actual != two.actual or one.status not in ("passed", "error") or one.in_setup:
            continue
        held = held_answer(one.actual, text)
        # (a value only for a call of values of its own kind: ``calls[call] != "other"``)
        if held is not None and (held[1] is not None or calls[probe.call] != "other"):
            out.append(GroundedTest(probe.name, module, probe.call, *held))
    return out
