"""Tests of a class the task gives and leaves alone: steps on one object, each test kept for
a change it notices.

``grounding.noticing`` builds its calls from the tests' own calls of module functions. A
class has none: what its methods answer depends on what was done to the object before
(heldout24's gym_lockers and venue_counter: "check which locker gets handed out ...", "how
the attributes change"; at 649e347 both ended with no test file at all, the written tests
calling methods on objects never set up). Here the object is made as the docstrings show it
(``lockers = Lockers(3, out_of_order=[2])``, else from the constructor's signature) and
driven through steps: the example's own lines, each of them followed by one more call of
every method, and a few fixed pseudo-random walks. The given code answers each step and,
after it, each attribute and each method that takes no argument; a step it refuses with an
exception the text names stays in the next tests' setup as ``with pytest.raises(...)``.
Those answers are the candidates. The example's steps are held first (the docstring states
them), then, as in ``noticing``, each change of the class's methods that the tests so far let
pass adds the candidate with the fewest statements that notices it.
"""

from __future__ import annotations

import ast
import builtins
import random
import re
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from openkoi.engine.grounding import classes
from openkoi.engine.grounding import objectparts as parts
from openkoi.engine.grounding.allowed import allowed, constants
from openkoi.engine.grounding.bounds import literal
from openkoi.engine.grounding.cases import GroundedTest, TestResult
from openkoi.engine.grounding.defined import docstrings, module_of
from openkoi.engine.grounding.edges import literal_arguments, with_argument
from openkoi.engine.grounding.laid import laid_down
from openkoi.engine.grounding.noticing import (
    TOTAL_S,
    HeldOutLog,
    changes,
    choose,
    numbers_of,
    others,
)
from openkoi.engine.grounding.run import run_grounded
from openkoi.engine.grounding.seeds import arguments, date_params, date_values
from openkoi.engine.grounding.stdvalues import is_value, source_of, value_of

MAX_STATED = 12  # the example's steps held first
MAX_REFUSED = 4  # the constructor's refusals held
MAX_PROBES = 1500  # the given code's answers asked for, per class
WALKS = 40  # pseudo-random walks per class, each of 3-7 steps
PER_METHOD = 16  # calls of one method tried
RUN = 24  # the most times one call is repeated (``_runs``)
RUN_CALLS = 3  # calls of one method repeated
RUN_AFTER = 4  # calls tried after a run
PRIMED = 2  # commands of one method that scenarios start after (``_primed``)
MAX_PRIMED = 4  # such commands in all


@dataclass(frozen=True)
class _Scenario:
    made: str  # "door = DoorCounter(3)"
    steps: tuple[str, ...]  # "door.enter(2)", ...
    look: bool = True  # whether the object is looked at after its last step
    stated: bool = False  # a script the text shows


async def object_tests(task: str, source: str, code: str, tests: Sequence[GroundedTest],
                       files: Mapping[str, bytes], timeout_s: float,
                       log: HeldOutLog | None = None) -> list[GroundedTest]:
    """Tests of the classes of ``source`` (``code``: the given code, as the work left it;
    ``files``: the workspace's) beyond ``tests``, each the given code's answer after steps
    on one object; at most ``MAX_ADDED``. None where the task speaks of a bug."""
    from openkoi.engine.targets import says_code_is_wrong

    if says_code_is_wrong(task):
        return []
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return []
    given = [c for c in tree.body if isinstance(c, ast.ClassDef)
               and not c.name.startswith("_") and classes.methods(c)]
    kinds = [t for t in _kinds(tree, source) if t.call not in {x.call for x in tests}]
    if not given:
        return kinds
    deadline = time.monotonic() + TOTAL_S
    text = "\n".join([task, *docstrings(code)])
    module = module_of(source)
    known = parts.known_errors(tree, text)
    py = {n: d for n, d in files.items() if n.endswith(".py")} | {source: code.encode()}
    added: list[GroundedTest] = kinds
    held = [*tests, *kinds]
    with laid_down(py, "openkoi-objects-") as root:
        for cls in given:
            scripts = _scripts(cls, text)
            made = [s.made for s in scripts] or parts.made_line(cls, tree, text)
            if not made:
                continue
            var = made[0].partition("=")[0].strip()
            answers = Answers(module, known, classes.returning(cls),
                              bool(re.search(r"\border\b", text, re.I)))
            # the object made otherwise: refused (a test), or made (steps start from it)
            # (an object made from the signature alone is tried too: ``Tank(3)`` may be
            # refused, and one made otherwise is then the steps' object)
            same, other = _ctors(cls, made, text, tree, var)
            ctors = [*same, *other]
            refused, made_too = await answers.made(ctors if scripts else [*made, *ctors],
                                                   root, timeout_s)
            if not scripts and made[0] not in made_too:
                # (of the argument's kind first; an unannotated ``Carpool(driver)`` refuses 3
                # and takes '1')
                made_too.sort(key=lambda m: m in other)
                if not made_too:
                    continue
                made = made_too[:1]
            made_too = [m for m in made_too if m not in other or m in made]
            scenarios = _scenarios(cls, tree, text, var, scripts, made, made_too)
            looks = parts.looks(cls, var, parts.texts_tried(tree, parts.quoted_texts(text))[0],
                                date_params(tree), text)
            candidates = refused + await answers.run(scenarios, looks, root, timeout_s)
            before_runs = len(candidates)
            # then one call the object takes, over and over, and each other call after
            # it: the end of what it holds (heldout27's bowling: a game's 10th frame and
            # GameOver come after 12 to 21 balls, which no walk of 3-7 steps reached)
            runs, after = _runs(cls, made[0], scenarios, answers.taken)
            # and every call after a command the object took, once and over and over
            # (heldout29's minibar: nothing can be taken before a restock of two arguments,
            # and no walk drew a restock that holds before a take)
            runs += _primed(cls, made[0], scenarios, answers.taken)
            candidates += await answers.run(runs, looks, root, timeout_s)
            candidates += await answers.run(_after(runs, after, answers.setups), looks,
                                            root, timeout_s)
            # (one of the runs' answers that another step already gives: each is run on
            # every change the tests let pass, and a run's looks repeat once it is refused)
            candidates = _first_of_each(candidates, before_runs)
            have = {(t.setup, t.call) for t in held}
            candidates = [c for c in candidates if (c.setup, c.call) not in have]
            # the example's steps, as the docstring states them, and the object refused
            # (a value of its kind first): held whatever the changes (a change of
            # ``__init__`` that one refusal notices may leave the others' rules unheld)
            stated = [c for c in candidates if c.name.startswith("stated")][:MAX_STATED]
            # and what is read of the object at the example's end (bike_station's example
            # ends reading ``available`` and ``free_docks``: a choice made for the changes
            # alone kept that read or not, as its walks fell)
            ends = {answers.setups.get((s.made, s.steps)) for s in scripts}
            stated += [c for c in candidates if c.name == "look" and c.setup in ends]
            # (a refusal the tests so far hold already is not a candidate; two constructor
            # lines may be refused alike: heldout27's parking_meter crashed on both)
            stated += [c for c in dict.fromkeys(refused)
                       if c in candidates and c not in stated][:MAX_REFUSED]
            for test in dict.fromkeys(stated):
                added.append(replace(test, name=f"stated {len(added) + 1}"))
                held.append(added[-1])
                candidates.remove(test)
            # (``__init__`` too: its checks' edges, ``50 <= capacity``, and the start)
            named = classes.methods(cls) | set(classes.properties(cls)) | \
                classes.helpers(tree, cls) | {"__init__"}
            await choose(changes(task, source, code, named, stateful=True), held,
                         candidates, added, source, code, root, timeout_s, deadline, log)
            added += _asked_for(task, cls, added, candidates, len(added))
    return added


def _asked_for(task: str, cls: ast.ClassDef, added: Sequence[GroundedTest],
               candidates: Sequence[GroundedTest], count: int) -> list[GroundedTest]:
    """For each method or property of ``cls`` the task names and no test of ``added``
    calls, the shortest candidate that reads it, whether or not it notices a change: the
    task asks for a test of it (heldout29's minibar asks for "subtotal()", and every change
    of subtotal the file noticed through bill())."""
    out: list[GroundedTest] = []
    for name in sorted(classes.methods(cls) | set(classes.properties(cls))):
        if not re.search(rf"\b{name}\b", task):
            continue
        calls = re.compile(rf"\.{name}\b")
        if any(calls.search(t.setup + "\n" + t.call) for t in [*added, *out]):
            continue
        reading = sorted((c for c in candidates if calls.search(c.call)),
                         key=lambda c: len(c.setup.splitlines()))
        if reading:
            # (an answer other than the new object's, where one is: a subtotal of 0.00
            # tells little of a subtotal)
            start = (_answer(reading[0].expected), reading[0].raises)
            best = next((c for c in reading if (_answer(c.expected), c.raises) != start),
                        reading[0])
            out.append(replace(best, name=f"asked {count + len(out) + 1}"))
    return out


class Answers:
    """The given code's answers to the steps of scenarios, as candidate tests."""

    def __init__(self, module: str, known: set[str], returning: set[str],
                 ordered: bool) -> None:
        self.module = module
        self.ordered = ordered  # the text speaks of order: a dict's order is held too
        self.known = known  # the exceptions a test may expect
        self.returning = returning  # the methods whose None answer says something
        # (made line, steps so far) -> the setup they make, or None: a step answered
        # otherwise (an exception the text does not name, a hang), nothing after it is tried
        self.setups: dict[tuple[str, tuple[str, ...]], str | None] = {}
        self.taken: set[tuple[str, str]] = set()  # (made line, step) answered, not refused

    async def made(self, ctors: Sequence[str], root: Path, timeout_s: float,
                   ) -> tuple[list[GroundedTest], list[str]]:
        """The constructor calls of ``ctors`` (``var = Cls(...)`` lines) the given code
        refuses with an exception the text names, as tests; and the lines it runs."""
        probes = [GroundedTest(f"made {i}", self.module, c.partition("=")[2].strip())
                  for i, c in enumerate(ctors)]
        refused: list[GroundedTest] = []
        made: list[str] = []
        for line, probe, result in zip(ctors, probes, await run_grounded(
                probes, root, timeout_s), strict=True):
            test = self._test(probe, result)
            if test is not None and test.raises:
                refused.append(test)
            elif result.status == "passed":  # (an object's repr is seldom a literal)
                made.append(line)
        return refused, made

    async def run(self, scenarios: Sequence[_Scenario], looks: Sequence[str], root: Path,
                  timeout_s: float) -> list[GroundedTest]:
        """Each scenario's steps answered in turn (one run per step), then what is read of
        the object after its last step (``looks``; run twice: an answer that changes is
        left out)."""
        out: list[GroundedTest] = []
        for s in scenarios:
            self.setups[(s.made, ())] = s.made
        depth = 0
        while any(len(s.steps) > depth for s in scenarios):
            asked: dict[tuple[str, tuple[str, ...]], GroundedTest] = {}
            for s in scenarios:
                if len(s.steps) <= depth:
                    continue
                key = (s.made, s.steps[:depth + 1])
                setup = self.setups.get((s.made, s.steps[:depth]))
                if setup is None or key in asked:
                    continue
                asked[key] = GroundedTest(f"{'stated' if s.stated else 'step'} {depth}",
                                          self.module, s.steps[depth], setup=setup)
            probes = list(asked.values())
            for key, probe, result in zip(asked, probes, await run_grounded(
                    probes, root, timeout_s), strict=True):
                test = self._test(probe, result)
                self.setups[key] = None if test is None else _then(probe.setup, test)
                if test is not None and test.raises is None and depth == 0:
                    self.taken.add((key[0], probe.call))
                if test is not None and not (test.expected == "None" and
                                             _callee(probe.call) not in self.returning):
                    out.append(test)
            depth += 1
        # the object looked at after each scenario's last step
        seen: set[str] = set()
        probes = []
        for s in scenarios:
            setup = self.setups.get((s.made, s.steps))
            if setup is None or not s.look or setup in seen:
                continue
            seen.add(setup)
            probes += [GroundedTest("look", self.module, look, setup=setup) for look in looks]
            if len(probes) >= MAX_PROBES:
                break
        first = await run_grounded(probes, root, timeout_s)
        again = await run_grounded(probes, root, timeout_s)
        for probe, one, two in zip(probes, first, again, strict=True):
            if one.actual == two.actual:
                test = self._test(probe, one)
                if test is not None:
                    out.append(test)
        return out

    def _test(self, probe: GroundedTest, result: TestResult) -> GroundedTest | None:
        """``probe`` with the given code's answer as what it must give: a literal value, or
        an exception the text names; None for any other answer, and where the call never
        ran (its setup failed: a test of it would fail at the setup)."""
        status, actual = result.status, result.actual
        if status not in ("passed", "error") or result.in_setup:
            return None
        if actual.startswith("raise "):
            exc = actual[6:].partition(":")[0]
            return replace(probe, raises=exc) if exc in self.known else None
        if is_value(actual) and len(actual) < 300:
            value = ast.literal_eval(actual) if literal(actual) else None
            if self.ordered and isinstance(value, dict) and len(value) > 1:
                # (== on dicts ignores their order: "holders() and its order")
                return replace(probe, call=f"list({probe.call}.items())",
                               expected=repr(list(value.items())))
            return replace(probe, expected=actual)
        return None


def _answer(expected: str | None) -> object:
    """The value a test's expected text writes (``Decimal('0')`` is ``Decimal('0.00')``),
    else the text."""
    if expected is None:
        return None
    try:
        value = value_of(ast.parse(expected, mode="eval").body)
        hash(value)
        return value
    except (SyntaxError, ValueError, TypeError, RecursionError):
        return expected


def _kinds(tree: ast.Module, source: str) -> list[GroundedTest]:
    """``issubclass(X, Base)`` for each exception class of the module whose base is another
    of its classes or a builtin exception other than ``Exception`` (``except LockerError``
    catches an ``UnknownLocker``; no answer of a call shows that)."""
    own = {n.name for n in tree.body if isinstance(n, ast.ClassDef)}
    out: list[GroundedTest] = []
    for node in tree.body:
        if not isinstance(node, ast.ClassDef) or node.name.startswith("_"):
            continue
        for base in node.bases:
            if not isinstance(base, ast.Name) or base.id in ("Exception", "BaseException"):
                continue
            kind = getattr(builtins, base.id, None)
            if base.id in own or (isinstance(kind, type) and issubclass(kind, BaseException)):
                out.append(GroundedTest(f"kind {len(out) + 1}", module_of(source),
                                        f"issubclass({node.name}, {base.id})", "True",
                                        shows_work=False))
    return [t for t in out if _exception(t.call, tree)]


def _exception(call: str, tree: ast.Module) -> bool:
    """Whether the class ``issubclass(X, ...)`` asks of is an exception: it derives, through
    the module's own classes, from a builtin exception."""
    bases = {n.name: [b.id for b in n.bases if isinstance(b, ast.Name)]
             for n in tree.body if isinstance(n, ast.ClassDef)}
    todo, seen = [call.removeprefix("issubclass(").partition(",")[0]], set()
    while todo:
        name = todo.pop()
        kind = getattr(builtins, name, None)
        if isinstance(kind, type) and issubclass(kind, BaseException):
            return True
        if name not in seen:
            seen.add(name)
            todo += bases.get(name, [])
    return False


def _then(setup: str, test: GroundedTest) -> str:
    """``setup`` with ``test``'s call after it (under ``pytest.raises`` where it raises)."""
    if test.raises:
        return f"{setup}\nwith pytest.raises({test.raises}):\n    {test.call}"
    return f"{setup}\n{test.call}"


def _ctors(cls: ast.ClassDef, made: Sequence[str], text: str, tree: ast.Module, var: str,
           ) -> tuple[list[str], list[str]]:
    """The ``made`` lines with one argument of the constructor changed: to a value of its
    kind, and to one of another kind (tried for a refusal only: ``Card(1)`` for
    ``Card('Ann')`` makes no object a user would)."""
    numbers = numbers_of(text, tree)
    same_kind: list[str] = []
    other_kind: list[str] = []
    for line in made:
        call = ast.parse(line.partition("=")[2].strip(), mode="eval").body
        if not isinstance(call, ast.Call):
            continue
        # the arguments the line gives, and each defaulted one it leaves out, given
        # (``RainBarrel()`` tells nothing of ``capacity`` from 50 to 1000)
        given = {k.arg for k in call.keywords}
        left = [(name, value) for name, value in classes.ctor_defaults(cls)
                if name not in given][max(0, len(call.args) - classes.positional(cls)):]
        at_end = len(call.args) + len(call.keywords)
        places = [*((at, value, call) for at, value in literal_arguments(call)),
                  *((at_end, value, _given(call, name, value)) for name, value in left)]
        for at, value, base in places:
            same, foreign = others(value, numbers, parts.quoted_texts(text))
            same_kind += [f"{var} = {with_argument(base, at, v)}" for v in same[:12]]
            other_kind += [f"{var} = {with_argument(base, at, v)}" for v in foreign]
    same_kind = list(dict.fromkeys(same_kind))
    return same_kind, [c for c in dict.fromkeys(other_kind) if c not in same_kind]


def _given(call: ast.Call, name: str, value: object) -> ast.Call:
    """``call`` with ``name=value`` added at its end."""
    return ast.Call(call.func, call.args, [*call.keywords, ast.keyword(
        name, ast.parse(repr(value), mode="eval").body)])


def _scenarios(cls: ast.ClassDef, tree: ast.Module, text: str, var: str,
               scripts: Sequence[_Scenario], made: Sequence[str], made_too: Sequence[str],
               ) -> list[_Scenario]:
    """The scenarios to run on ``cls``: the scripts the text shows, each prefix of them
    with one more call, one call on each object made otherwise (``made_too``), and walks."""
    numbers = numbers_of(text, tree)
    quoted = parts.quoted_texts(text)
    ctors = [c for c in made_too if c not in made]
    pool = _calls(cls, tree, var, scripts, numbers, quoted, text)
    out = [*scripts]
    for script in scripts or [_Scenario(made[0], ())]:
        for k in range(len(script.steps) + 1):
            out += [_Scenario(script.made, (*script.steps[:k], call)) for call in pool]
    out += [_Scenario(c, (call,)) for c in ctors[:12] for call in pool[:24]]
    # each call after each call that takes no argument: a state set (``freeze()``, then
    # ``draw(5)`` refused), which the walks below may never reach
    # (not after a query: ``riding()`` leaves the object as it was)
    returning = classes.returning(cls)
    out += [_Scenario(made[0], (flag, call)) for flag in pool if flag.endswith("()")
            and _callee(flag) not in returning for call in pool if call != flag]
    rng = random.Random(7)  # fixed: the same scenarios every run
    for _ in range(WALKS):
        if not pool:
            break
        out.append(_Scenario(rng.choice(list(made)),
                             tuple(rng.choice(pool) for _ in range(rng.randint(3, 7)))))
    return out


def _runs(cls: ast.ClassDef, made: str, scenarios: Sequence[_Scenario],
          taken: set[tuple[str, str]]) -> tuple[list[_Scenario], list[str]]:
    """Of each method taking no argument or one, up to ``RUN_CALLS`` calls the object made
    by ``made`` took as its first step, each repeated up to ``RUN`` times; and the
    ``RUN_AFTER`` calls to try after them (``_after``)."""
    one = {m for m in classes.methods(cls) if classes.required(cls, m) <= 1}
    first = list(dict.fromkeys(s.steps[0] for s in scenarios if s.made == made and s.steps
                               and (made, s.steps[0]) in taken))
    runs: list[str] = []
    for method in sorted(one):
        runs += [c for c in first if _callee(c) == method][:RUN_CALLS]
    return [_Scenario(made, (call,) * k) for call in runs for k in range(2, RUN + 1)], \
        first[:RUN_AFTER]


def _primed(cls: ast.ClassDef, made: str, scenarios: Sequence[_Scenario],
            taken: set[tuple[str, str]]) -> list[_Scenario]:
    """Scenarios from the object made by ``made`` after one command that takes arguments
    and that it took as a first step (``PRIMED`` of each method, ``MAX_PRIMED`` in all):
    each first step of ``scenarios`` once after it, and each of a method taking no
    argument or one two to four times."""
    returning = classes.returning(cls)
    pool = list(dict.fromkeys(s.steps[0] for s in scenarios
                              if s.made == made and len(s.steps) == 1))
    starts: list[str] = []
    for method in sorted(classes.methods(cls) - returning):
        if classes.required(cls, method) >= 1:
            starts += [c for c in pool if _callee(c) == method and (made, c) in taken][:PRIMED]
    one = [c for c in pool if classes.required(cls, _callee(c)) <= 1]
    out = [_Scenario(made, (start, call)) for start in starts[:MAX_PRIMED] for call in pool]
    return out + [_Scenario(made, (start, *(call,) * k)) for start in starts[:MAX_PRIMED]
                  for call in one if call != start for k in range(2, 5)]


def _after(runs: Sequence[_Scenario], after: Sequence[str],
           setups: Mapping[tuple[str, tuple[str, ...]], str | None]) -> list[_Scenario]:
    """Each run's prefixes (``setups``: what they made) up to its first refused step, each
    followed by each call of ``after``: past a refusal the object stays as it was."""
    out: list[_Scenario] = []
    for made, call in dict.fromkeys((r.made, r.steps[0]) for r in runs):
        for k in range(1, RUN + 1):
            setup = setups.get((made, (call,) * k))
            if setup is None:
                break
            out += [_Scenario(made, (*(call,) * k, other)) for other in after if other != call]
            if setup.splitlines()[-2:-1] and \
                    setup.splitlines()[-2].startswith("with pytest.raises("):
                break
    return out


def _first_of_each(candidates: Sequence[GroundedTest], kept: int) -> list[GroundedTest]:
    """``candidates``' first ``kept`` (the scenarios'), then of the rest (the runs') the
    first of each call with each answer that none before gives."""
    seen = {(c.call, c.expected, c.raises) for c in candidates[:kept]}
    out = list(candidates[:kept])
    for c in candidates[kept:]:
        if (c.call, c.expected, c.raises) not in seen:
            seen.add((c.call, c.expected, c.raises))
            out.append(c)
    return out


def _calls(cls: ast.ClassDef, tree: ast.Module, var: str, scripts: Sequence[_Scenario],
           numbers: Sequence[int], quoted: Sequence[str], text: str = "") -> list[str]:
    """The method calls to try: each call the example makes with one argument changed, and
    for a method the example never calls, calls built from the example's own arguments."""
    seen: dict[str, list[ast.Call]] = {}
    values: list[object] = []
    for script in scripts:
        for step in script.steps:
            call = ast.parse(step, mode="eval").body
            if isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute):
                seen.setdefault(call.func.attr, []).append(call)
                values += [v for _, v in literal_arguments(call)]
    # (two names where nothing is quoted: a carpool's riders, a waitlist's parties; the
    # given code answers them, whatever they are)
    # (the texts the code writes too: a table's keys, "neon tetra")
    # (not the code's own messages: a raise's text, a one-line docstring; heldout28's
    # sock_drawer put "colour must not be empty" in the drawer as a colour, and tried no
    # second colour)
    texts = parts.texts_tried(tree, quoted)
    # (0 and -1 among the first: "0 or more, else ValueError", "above 0")
    # (and True: "an int, bools refused")
    # (and the first text written otherwise: "matched stripped, case-insensitive")
    tried = [*values, *texts[:4], *numbers[:4], 0, -1, *texts[4:], *numbers[4:6], True,
             f" {texts[0].upper()} "]
    values = list({source_of(v): v for v in tried}.values())
    dates = date_params(tree)
    # (the class's methods and the module's functions; the module's constants: a method's
    # argument checked against one is tried with its members first, ``allowed``)
    scope = [n for n in [*cls.body, *tree.body] if isinstance(n, ast.FunctionDef)]
    known = constants(tree)
    out: list[str] = []
    for method in sorted(classes.methods(cls)):
        fn = next(n for n in cls.body if isinstance(n, ast.FunctionDef) and n.name == method)
        required = classes.required(cls, method)
        mine: list[str] = []
        other: list[str] = []  # the first built call, an argument of another kind
        for call in seen.get(method, []):
            mine.append(ast.unparse(call))
            for at, value in literal_arguments(call):
                same, foreign = others(value, numbers, quoted)
                mine += [with_argument(call, at, v) for v in [*same[:10], *foreign]]
        if required <= 0:
            mine.append(f"{var}.{method}()")
        default = fn.args.defaults[-len(fn.args.args) + 1] \
            if required == 0 and fn.args.defaults and \
            len(fn.args.defaults) == len(fn.args.args) - 1 else None
        if method not in seen and (required == 1 or isinstance(default, ast.Constant)
                                   and default.value is None):
            # (a date where it takes one: a pantry's ``past(today)``)
            # (and a first parameter that may be None as a required one: heldout31's
            # bird_log ``best_site(species=None)`` was never asked of one species)
            doc = ast.get_docstring(fn) or ""
            members = allowed(fn, fn.args.args[1].arg, known, scope)
            mine += [f"{var}.{method}({v})" for v in date_values(doc, text)] \
                if fn.args.args[1].arg in dates.get(method, ()) else \
                [f"{var}.{method}({v})" for v in members] + \
                [f"{var}.{method}({source_of(v)})" for v in values]
        if required >= 2 and method not in seen:
            # (heldout27's sourdough: ``feed(flour_g, water_g)`` was never called)
            built = [f"{var}.{method}({', '.join(a)})"
                     for a in arguments(fn, text, skip=1, texts=texts[:2],
                                        dates=dates.get(method, frozenset()), scope=scope,
                                        known=known)]
            mine += built
            # and the first with one argument at a time of another kind, or one code
            # often refuses (heldout31's bird_log: ``add(day, species, count, site)`` was
            # never given a blank species, a bool count or a day that is no date)
            other = parts.each_other(built[0] if built else "", numbers, quoted)
        if method not in seen and isinstance(default, ast.Constant) and \
                default.value is not None:
            # the first parameter, at other values of its default's kind ("items=1": 0-20,
            # the numbers the text and the code write) and of other kinds
            same, foreign = others(default.value, numbers, quoted)
            mine += [f"{var}.{method}({v})" for v in [*same[:12], *foreign]]
        # (beside the method's own share, not in it: they took the place of calls that
        # noticed changes, heldout29's minibar)
        out += list(dict.fromkeys(mine))[:PER_METHOD] + other[:PER_METHOD // 2]
    return out


def _scripts(cls: ast.ClassDef, text: str) -> list[_Scenario]:
    """The scripts ``text`` shows on ``cls``: a line that makes one (``door = DoorCounter(3)``,
    a ``>>>`` prompt or a trailing comment allowed) and the calls on it that follow."""
    out: list[_Scenario] = []
    made, var, steps = "", "", list[str]()
    for raw in text.splitlines():
        line = raw.strip().removeprefix(">>>").strip()
        try:
            node = ast.parse(line).body
        except SyntaxError:
            continue
        if len(node) != 1:
            continue
        stmt = node[0]
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and \
                isinstance(stmt.targets[0], ast.Name) and isinstance(stmt.value, ast.Call) and \
                isinstance(stmt.value.func, ast.Name) and stmt.value.func.id == cls.name and \
                all(literal(a) for a in [*stmt.value.args,
                                         *(k.value for k in stmt.value.keywords)]):
            if made:
                out.append(_Scenario(made, tuple(steps), stated=True))
            made, var, steps = ast.unparse(stmt), stmt.targets[0].id, []
            continue
        value = stmt.value if isinstance(stmt, ast.Expr | ast.Assign) else None
        if made and isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) \
                and isinstance(value.func.value, ast.Name) and value.func.value.id == var \
                and all(literal(a) for a in [*value.args, *(k.value for k in value.keywords)]):
            steps.append(ast.unparse(value))
    if made:
        out.append(_Scenario(made, tuple(steps), stated=True))
    return out


def _callee(call: str) -> str:
    """``door.enter(2)`` -> ``enter``."""
    return call.partition("(")[0].rpartition(".")[2]
