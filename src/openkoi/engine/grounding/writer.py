"""The test-writing call: a model that sees the task but NOT the code writes small asserts.

Independent of the code by construction (it runs from the task text alone), so its tests and
the code's candidates are two independent readings of the task, which is what dual execution
agreement needs. The answer is plain text (assert lines), never code inside JSON; lines that
do not parse, call no named function or use free names are dropped, so a rambling answer
gives fewer tests, never broken ones.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence

from openkoi.engine.calls import Caller
from openkoi.engine.grounding.cases import GroundedTest
from openkoi.engine.grounding.exprs import called, free_names
from openkoi.engine.grounding.reports import reported_wrong
from openkoi.engine.grounding.stdvalues import STD_TYPES
from openkoi.models.base import LineForm, Message
from openkoi.prompts import render

MAX_TESTS = 8
_STD = frozenset(STD_TYPES)
MAX_TOKENS = 480
ASSERT_CHARS = 200  # one assert line at most (a longer one is a string run away)
SAMPLE_TEMPERATURE = 0.7  # several answers of one prompt must differ to be worth a vote
_LIST_MARK = re.compile(r"^(?:\d+[.)]|[-*])\s+")  # "1. assert ...", "- assert ..."
_EXCEPTION_NAME = re.compile(r"^[A-Z]\w*(?:Error|Exception|Exit|Interrupt)$")
_RAISES_LINE = re.compile(
    r"^with\s+(?:pytest\.)?raises\(\s*(?P<exc>[A-Za-z_][\w.]*)\s*(?:,[^)]*)?\)\s*:\s*(?P<call>.+)$")


def messages(task: str, names: Sequence[str], *, count: int = 5,
             spec: str = "") -> list[Message]:
    """The test-writing prompt: the task, the names to test and ``spec``, never code."""
    return [Message("system", render("grounding_tests_system")),
            Message("user", render("grounding_tests_user", task=task, names=list(names),
                                   count=count, spec=spec))]


async def write_tests(caller: Caller, task: str, names: Sequence[str], *, module: str,
                      count: int = 5, spec: str = "", samples: int = 1,
                      min_votes: int = 2) -> list[GroundedTest]:
    """Ask for up to ``count`` asserts of ``names`` (defined in ``module``) from the task and
    ``spec`` (signatures and docstrings, no code bodies; "" for a new file). With
    ``samples`` > 1 the answer is sampled that many times (one batched decode where the model
    can) and only the asserts the answers agree on are kept (``agreed_asserts``)."""
    if not names:
        return []
    prompt = messages(task, names, count=count, spec=spec)
    if samples <= 1:
        response = await caller.call(prompt, purpose="write tests", max_tokens=MAX_TOKENS)
        answers = [response.text]
    else:
        answers = [a.text for a in await caller.sample(
            prompt, n=samples, purpose="write tests", max_tokens=MAX_TOKENS,
            temperature=SAMPLE_TEMPERATURE, form=answer_form(count))]
    return tests_of_answers(answers, names, module=module, task=task, count=count,
                            min_votes=min_votes)


def answer_form(count: int) -> LineForm:
    """What the prompt asks for, as a form a model can be held to: ``count`` assert lines
    (or one-line ``pytest.raises``). Unheld, 28 of the embedded 1.5B model's 54 sampled
    answers on the writer bench's tuning set held more than asserts (the whole solution,
    prose, comments, a string repeated up to the token limit): 63 % of their characters."""
    return LineForm(starts=("assert ", "with pytest.raises("), max_lines=count,
                    max_chars=ASSERT_CHARS)


def tests_of_answers(answers: Sequence[str], names: Sequence[str], *, module: str, task: str,
                     count: int = 5, min_votes: int = 2) -> list[GroundedTest]:
    """The tests the writer's answers give: one answer's asserts as they stand, several
    answers' pooled (``agreed_asserts``); none of an input the task rules out
    (``in_domain``); at most ``count``."""
    tests = parse_asserts(answers[0], names, module=module) if len(answers) == 1 else \
        agreed_asserts(answers, names, module=module, min_votes=min_votes)
    return in_domain(tests, task)[:min(count, MAX_TESTS)]


_POSITIVE = re.compile(r"\bpositive\s+(?:integer|int|number|whole\s+number)s?\b", re.I)
_NON_NEGATIVE = re.compile(r"\bnon-?\s?negative\s+(?:integer|int|number|whole\s+number)s?\b",
                           re.I)


def in_domain(tests: list[GroundedTest], task: str) -> list[GroundedTest]:
    """The tests whose input the task allows: where it says its number is a positive (or
    non-negative) integer, a one-argument call with 0 or a negative literal (a negative one)
    tests what the task leaves open, and is dropped. The writer is told this, and a sampled
    answer still does it ("fizzbuzz(0) == None")."""
    floor = 1 if _POSITIVE.search(task) else 0 if _NON_NEGATIVE.search(task) else None
    if floor is not None:
        tests = [t for t in tests if (value := _sole_number(t.call)) is None or value >= floor]
    return [t for t in _not_against_stated(tests, task) if _of_stated_type(t, task)]


def _not_against_stated(tests: list[GroundedTest], task: str) -> list[GroundedTest]:
    """The tests that do not hold a call to the value the task reports it gives wrongly:
    "share(900, 3) gives me 225, but that should be 300" and the writer's ``share(900, 3)
    == 225`` contested the right fix, which ended unverified (a new user's trial, session
    46). Only the value the task calls wrong: a test that merely differs from an example
    as read stays, so a misread example cannot silence it."""
    wrong = {(_norm(call), _outcome(GroundedTest("", "", call, value)))
             for call, value in reported_wrong(task)}
    return [t for t in tests if (_norm(t.call), _outcome(t)) not in wrong]


# a return type the task states for a function: "is_balanced(text) -> bool:"
_RETURNS = re.compile(r"\b([A-Za-z_]\w*)\([^()\n]*\)\s*->\s*`?([\w |\[\],]+?)`?\s*"
                      r"(?=[:.,;)]|$)", re.M)
_TYPES = {"bool": (bool,), "int": (int,), "float": (float, int), "str": (str,),
          "None": (type(None),), "list": (list,), "dict": (dict,), "tuple": (tuple,),
          "set": (set,)}


def _of_stated_type(test: GroundedTest, task: str) -> bool:
    """Whether ``test``'s expected value, where it is a literal, is of the type the task
    states its function returns (``-> bool``, ``-> int | None``): a writer's answer that
    ``is_balanced("x)") == 1`` mixed two functions up (heldout14's brackets_with_tests: the
    loop's right code ended below the threshold on it). True wherever nothing is stated, or
    the type or the value is not a plain one."""
    if test.expected is None:
        return True
    try:
        value = ast.literal_eval(test.expected)
        node = ast.parse(test.call, mode="eval").body
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return True
    if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
        return True
    stated = {m.group(2).strip() for m in _RETURNS.finditer(task) if m.group(1) == node.func.id}
    if len(stated) != 1:
        return True
    parts = [p.strip().split("[")[0] for p in stated.pop().split("|")]
    if not parts or any(p not in _TYPES for p in parts):
        return True
    allowed = tuple(t for p in parts for t in _TYPES[p])
    # True is an int to Python, never to a task that states int (nor 1 to one that states bool)
    if isinstance(value, bool) != (bool in allowed):
        return False
    return isinstance(value, allowed)


def _sole_number(call: str) -> float | None:
    """The number a call's only argument is, when it is a literal (``f(0)``, ``f(-2)``)."""
    try:
        node = ast.parse(call, mode="eval").body
    except SyntaxError:
        return None
    if not isinstance(node, ast.Call) or len(node.args) != 1 or node.keywords:
        return None
    try:
        value = ast.literal_eval(node.args[0])
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return None
    return value if isinstance(value, int | float) and not isinstance(value, bool) else None


def agreed_asserts(answers: Sequence[str], names: Sequence[str], *, module: str,
                   min_votes: int = 2, origin: str = "writer") -> list[GroundedTest]:
    """The asserts several independent answers agree on (CodeT's idea, on the tests' side):
    for each call, the outcome (a value, an exception) most answers give is kept when at
    least ``min_votes`` answers give it and no other outcome is given as often; a call the
    answers disagree on evenly is dropped. Most-agreed first, then in order of appearance."""
    votes: dict[str, dict[tuple[str, str], list[GroundedTest]]] = {}
    for text in answers:
        for test in parse_asserts(text, names, module=module, origin=origin):
            outcome = _outcome(test)
            votes.setdefault(_norm(test.call), {}).setdefault(outcome, []).append(test)
    kept: list[tuple[int, GroundedTest]] = []
    for outcomes in votes.values():
        ranked = sorted(outcomes.values(), key=len, reverse=True)
        top = ranked[0]
        if len(top) >= min_votes and (len(ranked) == 1 or len(ranked[1]) < len(top)):
            kept.append((len(top), top[0]))
    kept.sort(key=lambda pair: -pair[0])  # stable: appearance order among equal votes
    return [GroundedTest(f"{origin} test {i + 1}", module, t.call, t.expected, t.raises,
                         origin=origin) for i, (_, t) in enumerate(kept)]


def against_user_tests(tests: Sequence[GroundedTest], test_texts: Sequence[str],
                       ) -> tuple[list[GroundedTest], list[GroundedTest]]:
    """(kept, set aside): a written test whose call one of the user's own test files asserts
    with another outcome is set aside; the user's tests always count. heldout41's
    car_boot_fix ("the tests are right"): the writer asserted ``parse_price("£2.50") ==
    2.5`` where the user's tests assert 250 (pence), and the candidates were ranked on both.
    Only plain ``assert f(...) == value`` lines of the user's files are read."""
    names = sorted({name for t in tests if (name := called(_unwrapped(t.call)))})
    stated: dict[str, set[tuple[str, str]]] = {}
    for text in test_texts:
        for test in parse_asserts(text, names, module=""):
            stated.setdefault(_norm(test.call), set()).add(_outcome(test))
    kept: list[GroundedTest] = []
    aside: list[GroundedTest] = []
    for test in tests:
        outcomes = stated.get(_norm(test.call))
        (aside if outcomes and _outcome(test) not in outcomes else kept).append(test)
    return kept, aside


def _unwrapped(call: str) -> str:
    return call[5:-1] if call.startswith("bool(") else call


def _norm(expr: str) -> str:
    """One spelling of an expression (quotes, spaces), so answers can be compared."""
    try:
        return ast.unparse(ast.parse(expr, mode="eval"))
    except SyntaxError:
        return expr.strip()


def _outcome(test: GroundedTest) -> tuple[str, str]:
    if test.raises:
        return ("raises", test.raises)
    if test.expected is None:
        return ("runs", "")
    try:
        return ("value", repr(ast.literal_eval(test.expected)))
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return ("value", _norm(test.expected))


def parse_asserts(text: str, names: Sequence[str], *, module: str,
                  origin: str = "writer") -> list[GroundedTest]:
    """GroundedTests from assert lines (in or out of code fences)."""
    wanted = set(names)
    tests: list[GroundedTest] = []
    seen: set[str] = set()
    for raw in text.splitlines():
        line = _LIST_MARK.sub("", raw.strip()).rstrip(";")
        found = _one(line)
        if found is None:
            continue
        call, expected, raises = found
        func = called(_unwrapped(call))
        # (the standard library's value types by their own names are no free names: the
        # harness imports them, as it does for the task's examples; every assert of a date
        # was dropped, heldout57's kennel_booking_fix: three samples, no test left)
        if func not in wanted or free_names(call) - wanted - _STD or \
                (expected and free_names(expected) - _STD):
            continue
        key = f"{call}|{expected}|{raises}"
        if key in seen:
            continue
        seen.add(key)
        tests.append(GroundedTest(f"{origin} test {len(tests) + 1}", module, call, expected,
                                  raises, origin=origin))
    return tests


def _one(line: str) -> tuple[str, str | None, str | None] | None:
    m = _RAISES_LINE.match(line)
    if m:
        call = _without_comment(m.group("call").strip())
        return (call, None, m.group("exc").rsplit(".", 1)[-1]) if call else None
    if not line.startswith("assert "):
        return None
    try:
        node = ast.parse(line).body[0]
    except (SyntaxError, IndexError):
        return None
    if not isinstance(node, ast.Assert):
        return None
    test = node.test
    if isinstance(test, ast.Compare) and len(test.ops) == 1 and \
            isinstance(test.ops[0], ast.Eq | ast.Is):
        left = ast.get_source_segment(line, test.left)
        right = ast.get_source_segment(line, test.comparators[0])
        if left and right:
            raised = _exception(test.comparators[0])
            if isinstance(test.left, ast.Call) and raised:
                return left, None, raised  # assert f("x") == ValueError(...): f raises it
            if isinstance(test.left, ast.Call):
                return left, right, None
            if isinstance(test.comparators[0], ast.Call):
                return right, left, None
        return None
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not) and \
            isinstance(test.operand, ast.Call):
        seg = ast.get_source_segment(line, test.operand)
        return (f"bool({seg})", "False", None) if seg else None
    if isinstance(test, ast.Call):
        seg = ast.get_source_segment(line, test)
        return (f"bool({seg})", "True", None) if seg else None
    return None


def _exception(node: ast.expr) -> str | None:
    """The class name when ``node`` is ``SomeError(...)`` or ``SomeError``: a small writer's
    way of saying a call raises it."""
    target = node.func if isinstance(node, ast.Call) else node
    if isinstance(target, ast.Name) and _EXCEPTION_NAME.match(target.id):
        return target.id
    return None


def _without_comment(text: str) -> str | None:
    """``text`` without a trailing comment (``f(0)  # edge case``: the comment was shown as
    part of the call in the loop's findings), or None where it is no expression."""
    try:
        node = ast.parse(text, mode="eval").body
    except SyntaxError:
        return None
    return ast.get_source_segment(text, node) or text
