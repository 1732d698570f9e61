"""Hidden check: brackets.py behaves as asked, and test_brackets.py catches broken versions."""
import os
import shutil
import subprocess
import sys
import textwrap

import pytest

import brackets

WORKSPACE = os.getcwd()
USER_TESTS = os.path.join(WORKSPACE, "test_brackets.py")


# ---- behaviour of brackets.py --------------------------------------------

@pytest.mark.parametrize("text", ["", "plain text", "()", "[]", "{}", "f(a[1], {b: 2})",
                                  "{[()()]}", "((()))[]"])
def test_balanced(text):
    assert brackets.is_balanced(text) is True
    assert brackets.first_error(text) is None


@pytest.mark.parametrize("text", ["(]", "(()", ")(", "([)]", "{", "]", "a(b]", "{[}]"])
def test_not_balanced(text):
    assert brackets.is_balanced(text) is False


@pytest.mark.parametrize("text, index", [
    ("a(b]", 3), ("x)", 1), ("((a)", 0), ("[()", 0), ("()[", 2),
    ("([)]", 2), (")(", 0), ("ab}", 2), ("(((", 0), ("x((y)", 1),
    ("{[(", 0), ("(]((", 1), ("()(", 2),
])
def test_first_error(text, index):
    assert brackets.first_error(text) == index


# ---- the user's tests ----------------------------------------------------

MUTANTS = {
    "type_blind": '''
        def first_error(text):
            stack = []
            for i, ch in enumerate(text):
                if ch in "([{":
                    stack.append(i)
                elif ch in ")]}":
                    if not stack:
                        return i
                    stack.pop()
            return stack[0] if stack else None
    ''',
    "leftover_openers_ignored": '''
        def first_error(text):
            pairs = {")": "(", "]": "[", "}": "{"}
            stack = []
            for i, ch in enumerate(text):
                if ch in "([{":
                    stack.append(i)
                elif ch in pairs:
                    if not stack or text[stack[-1]] != pairs[ch]:
                        return i
                    stack.pop()
            return None
    ''',
    "stray_closers_ignored": '''
        def first_error(text):
            pairs = {")": "(", "]": "[", "}": "{"}
            stack = []
            for i, ch in enumerate(text):
                if ch in "([{":
                    stack.append(i)
                elif ch in pairs and stack:
                    if text[stack[-1]] != pairs[ch]:
                        return i
                    stack.pop()
            return stack[0] if stack else None
    ''',
    "wrong_type_reports_opener": '''
        def first_error(text):
            pairs = {")": "(", "]": "[", "}": "{"}
            stack = []
            for i, ch in enumerate(text):
                if ch in "([{":
                    stack.append(i)
                elif ch in pairs:
                    if not stack:
                        return i
                    if text[stack[-1]] != pairs[ch]:
                        return stack[-1]
                    stack.pop()
            return stack[0] if stack else None
    ''',
}

IS_BALANCED = '''

def is_balanced(text):
    return first_error(text) is None
'''


def run_user_tests(tmp_path, module_source):
    shutil.copy(USER_TESTS, tmp_path / "test_brackets.py")
    (tmp_path / "brackets.py").write_text(module_source)
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_brackets.py"],
        cwd=tmp_path, capture_output=True, text=True, timeout=120, env=env,
    )


def test_user_test_file_exists():
    assert os.path.isfile(USER_TESTS)


def test_user_tests_pass_on_user_code(tmp_path):
    with open(os.path.join(WORKSPACE, "brackets.py")) as fh:
        source = fh.read()
    r = run_user_tests(tmp_path, source)
    assert r.returncode == 0, r.stdout[-2000:]


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_user_tests_catch_mutant(tmp_path, name):
    assert os.path.isfile(USER_TESTS)
    source = textwrap.dedent(MUTANTS[name]) + IS_BALANCED
    r = run_user_tests(tmp_path, source)
    # 1: some test failed (2: the tests could not even import the broken module's names)
    assert r.returncode in (1, 2), f"mutant {name} was not caught:\n{r.stdout[-2000:]}"
