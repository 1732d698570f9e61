"""Which files the task presents as its spec, and so are read-only for it.

- Existing tests, when the task presents them as the measure ("the tests fail, fix the bug
  in X", "make the tests pass", "keep the tests green") and does not ask to change tests
  ("add a test", "update the tests", "fix test_x.py");
- files the task says not to touch ("do not modify api.py", "config.py must not change",
  "without changing the tests").

The user's tests are never weakened: the loop edits the code under test instead.
"""

from __future__ import annotations

import re

from openkoi.engine.workspace import Snapshot
from openkoi.tools.readonly import ReadOnly

# "the test in test_prices.py fails": a file name's dot does not end the sentence
_TESTS_ARE_SPEC = re.compile(
    r"(?:\btests?\b|\btest_\w+\.py\b|\b\w+_test\.py\b)(?:[^.;\n]|\.(?=\w)){0,40}?"
    r"\b(?:fail|fails|failing|pass|passes|passing|green|red|broken)\b"
    r"|\bmake\s+(?:the\s+|all\s+|these\s+)*tests?\s+pass\b"
    r"|\bkeep(?:ing)?\s+(?:the\s+|all\s+|existing\s+)*tests?\s+(?:green|passing)\b"
    r"|\bfailing\s+tests?\b", re.I)
_CHANGE_TESTS = re.compile(
    r"\b(?:add|write|update|change|modify|edit|extend|rewrite|improve|create|fix|correct)\s+"
    r"(?:(?:the|a|an|some|new|more|unit|its|existing|failing|broken|missing|wrong)\s+)*"
    r"(?:tests?|test\s+cases?|test_\w+\.py|\w+_test\.py)\b", re.I)
_HANDS_OFF = re.compile(
    r"\b(?:do\s+not|don't|never|without)\s+(?:touch|touching|modify|modifying|change|changing|"
    r"edit|editing|rewrite|rewriting)\s+(?P<what>(?:[^.;,\n]|\.(?=\w))+)"
    r"|(?P<file>[\w./-]+\.\w+)`?\s+(?:must|should|may)\s+not\s+(?:be\s+)?"
    r"(?:change|changed|modified|touched|edited)", re.I)
_NAME = re.compile(r"[\w./-]+\.\w{1,8}")


def spec_files(task: str, baseline: Snapshot) -> ReadOnly:
    """The task's read-only files with the reason for each (empty when there are none)."""
    reasons: dict[str, str] = {}
    tests = [n for n in baseline.files if _is_test(n)]
    said = _TESTS_ARE_SPEC.search(task)
    if said and tests and not _CHANGE_TESTS.search(task):
        for name in tests:
            reasons[name] = f'the task presents the tests as the spec ("{said.group(0)}")'
    for m in _HANDS_OFF.finditer(task):
        if m.group("file"):
            names = [m.group("file")]
        else:
            what = m.group("what")
            names = _NAME.findall(what)
            if re.search(r"\btests?\b", what, re.I) and not names:
                names = tests
        for name in names:
            name = name.strip("`'\"").removeprefix("./")
            if name in baseline.files:
                reasons[name] = f'the task says not to change it ("{m.group(0).strip()}")'
    return ReadOnly({n: baseline.files[n] for n in reasons}, reasons)


def _is_test(name: str) -> bool:
    base = name.rsplit("/", 1)[-1]
    return base.endswith(".py") and (base.startswith("test_") or base.endswith("_test.py")) \
        or name.startswith("tests/") and base.endswith((".py", ".js", ".ts"))
