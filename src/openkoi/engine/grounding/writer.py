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
from openkoi.engine.grounding.examples import _called, _free
from openkoi.models.base import Message
from openkoi.prompts import render

MAX_TESTS = 8
MAX_TOKENS = 480
_LIST_MARK = re.compile(r"^(?:\d+[.)]|[-*])\s+")  # "1. assert ...", "- assert ..."
_EXCEPTION_NAME = re.compile(r"^[A-Z]\w*(?:Error|Exception|Exit|Interrupt)$")
_RAISES_LINE = re.compile(
    r"^with\s+(?:pytest\.)?raises\(\s*(?P<exc>[A-Za-z_][\w.]*)\s*(?:,[^)]*)?\)\s*:\s*(?P<call>.+)$")


async def write_tests(caller: Caller, task: str, names: Sequence[str], *, module: str,
                      count: int = 5, spec: str = "") -> list[GroundedTest]:
    """Ask for up to ``count`` asserts of ``names`` (defined in ``module``) from the task and
    ``spec`` (signatures and docstrings, no code bodies; "" for a new file)."""
    if not names:
        return []
    messages = [Message("system", render("grounding_tests_system")),
                Message("user", render("grounding_tests_user", task=task, names=list(names),
                                       count=count, spec=spec))]
    response = await caller.call(messages, purpose="write tests", max_tokens=MAX_TOKENS)
    return parse_asserts(response.text, names, module=module)[:min(count, MAX_TESTS)]


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
        func = _called(call[5:-1] if call.startswith("bool(") else call)
        if func not in wanted or _free(call) - wanted or (expected and _free(expected)):
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
        call = m.group("call").strip()
        return (call, None, m.group("exc").rsplit(".", 1)[-1]) if _parses(call) else None
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


def _parses(text: str) -> bool:
    try:
        ast.parse(text, mode="eval")
    except SyntaxError:
        return False
    return True
