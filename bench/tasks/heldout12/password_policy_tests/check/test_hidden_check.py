import concurrent.futures
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile

import pytest

ORIGINAL = '''"""Password rules for account sign-up."""

COMMON = {"password", "123456", "qwerty", "letmein", "iloveyou", "password123", "qwerty12345"}


def check_password(pw, username=""):
    """Return a list of problem codes for pw; an empty list means it is acceptable.

    Codes, in this order: too_short (< 10 chars), too_long (> 64 chars), no_digit,
    no_mixed_case (needs at least one upper and one lower case letter),
    common (in COMMON, ignoring case), contains_username (username appears in the
    password, ignoring case; skipped when username is empty).
    """
    problems = []
    if len(pw) < 10:
        problems.append("too_short")
    if len(pw) > 64:
        problems.append("too_long")
    if not any(c.isdigit() for c in pw):
        problems.append("no_digit")
    if not any(c.isupper() for c in pw) or not any(c.islower() for c in pw):
        problems.append("no_mixed_case")
    if pw.lower() in COMMON:
        problems.append("common")
    if username and username.lower() in pw.lower():
        problems.append("contains_username")
    return problems
'''

TEST_FILE = os.path.join("tests", "test_password_policy.py")

MUTANTS = {
    "short_boundary": ("if len(pw) < 10:", "if len(pw) < 9:"),
    "short_boundary_up": ("if len(pw) < 10:", "if len(pw) <= 10:"),
    "long_boundary": ("if len(pw) > 64:", "if len(pw) > 65:"),
    "long_boundary_down": ("if len(pw) > 64:", "if len(pw) >= 64:"),
    "no_digit_missing": ("        problems.append(\"no_digit\")\n", "        pass\n"),
    "upper_only": ("if not any(c.isupper() for c in pw) or not any(c.islower() for c in pw):",
                   "if not any(c.isupper() for c in pw):"),
    "lower_only": ("if not any(c.isupper() for c in pw) or not any(c.islower() for c in pw):",
                   "if not any(c.islower() for c in pw):"),
    "common_case": ("if pw.lower() in COMMON:", "if pw in COMMON:"),
    "common_missing": ("        problems.append(\"common\")\n", "        pass\n"),
    "username_case": ("if username and username.lower() in pw.lower():", "if username and username in pw:"),
    "username_empty": ("if username and username.lower() in pw.lower():",
                       "if username.lower() in pw.lower() or not username:"),
    "username_missing": ("        problems.append(\"contains_username\")\n", "        pass\n"),
    "order": ("    return problems\n", "    return problems[::-1]\n"),
    "good_gets_problem": ("    return problems\n", "    return problems or [\"too_short\"]\n"),
}


def run_user_tests(workdir, fast=False):
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    if fast:
        env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", TEST_FILE],
                          cwd=workdir, capture_output=True, text=True, timeout=60, env=env)


def run_mutant(name):
    old, new = MUTANTS[name]
    assert old in ORIGINAL
    mutated = ORIGINAL.replace(old, new)
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copytree(".", tmp, dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache", "test_hidden_check.py"))
        with open(os.path.join(tmp, "password_policy.py"), "w", encoding="utf-8") as fh:
            fh.write(mutated)
        return run_user_tests(tmp, fast=True).returncode


@pytest.fixture(scope="module")
def mutant_results():
    if not os.path.isfile(TEST_FILE):
        return {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        return dict(zip(sorted(MUTANTS), pool.map(run_mutant, sorted(MUTANTS))))


def test_module_unchanged():
    with open("password_policy.py", encoding="utf-8") as fh:
        current = fh.read()
    assert hashlib.sha256(current.encode()).hexdigest() == hashlib.sha256(ORIGINAL.encode()).hexdigest()


def test_user_tests_pass():
    assert os.path.isfile(TEST_FILE), "tests/test_password_policy.py is missing"
    proc = run_user_tests(".")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert " passed" in proc.stdout


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_user_tests_catch_mutant(name, mutant_results):
    assert os.path.isfile(TEST_FILE), "tests/test_password_policy.py is missing"
    assert mutant_results[name] != 0, f"the tests did not notice a broken check_password ({name})"
