import os
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, os.getcwd())

import pytest

from policy import check_password

WS = Path(os.getcwd())

GOOD = '''
def check_password(pw, username=None):
    broken = []
    if len(pw) < 10:
        broken.append("length")
    if not any(c.isupper() for c in pw):
        broken.append("upper")
    if not any(c.islower() for c in pw):
        broken.append("lower")
    if not any(c.isdigit() for c in pw):
        broken.append("digit")
    if username and username.lower() in pw.lower():
        broken.append("username")
    return broken
'''

MUTANTS = {
    "nine_chars_allowed": ('if len(pw) < 10:', 'if len(pw) < 9:'),
    "ten_chars_rejected": ('if len(pw) < 10:', 'if len(pw) <= 10:'),
    "no_upper_rule": ('        broken.append("upper")', '        pass'),
    "no_lower_rule": ('        broken.append("lower")', '        pass'),
    "no_digit_rule": ('        broken.append("digit")', '        pass'),
    "username_case_sensitive": ('if username and username.lower() in pw.lower():',
                                'if username and username in pw:'),
    "username_never_checked": ('        broken.append("username")', '        pass'),
}


@pytest.mark.parametrize("pw,user,expected", [
    ("Abcdefgh12", None, []),
    ("Abcdefg12", None, ["length"]),
    ("Abcdefghi1", None, []),
    ("abcdefgh12", None, ["upper"]),
    ("ABCDEFGH12", None, ["lower"]),
    ("Abcdefghij", None, ["digit"]),
    ("hunter2", None, ["length", "upper"]),
    ("", None, ["length", "upper", "lower", "digit"]),
    ("short", None, ["length", "upper", "digit"]),
    ("1234567890", None, ["upper", "lower"]),
    ("xxJohnDoe99Z", "johndoe", ["username"]),
    ("xxJohnDoe99Z", "JOHNDOE", ["username"]),
    ("xxjohndoe9", "JohnDoe", ["upper", "username"]),
    ("xxJohnDoe99Z", "", []),
    ("xxJohnDoe99Z", None, []),
    ("xxJohnDoe99Z", "alice", []),
    ("alice", "alice", ["length", "upper", "digit", "username"]),
])
def test_check_password(pw, user, expected):
    if user is None:
        assert check_password(pw) == expected
    assert check_password(pw, user) == expected
    assert check_password(pw, username=user) == expected


def run_user_tests(policy_source, tmp_path):
    work = tmp_path / "ws"
    shutil.copytree(WS, work, ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache"))
    if policy_source is not None:
        (work / "policy.py").write_text(policy_source)
    env = dict(os.environ, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")
    env.pop("PYTHONPATH", None)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "test_policy.py"], cwd=work, capture_output=True, text=True,
                          env=env, timeout=300)


def test_user_tests_exist_and_pass(tmp_path):
    assert (WS / "test_policy.py").is_file()
    r = run_user_tests(None, tmp_path)
    assert r.returncode == 0, r.stdout + r.stderr


def test_user_tests_pass_on_correct_code(tmp_path):
    r = run_user_tests(GOOD, tmp_path)
    assert r.returncode == 0, r.stdout + r.stderr


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_user_tests_catch_mutant(name, tmp_path):
    old, new = MUTANTS[name]
    assert GOOD.count(old) == 1
    r = run_user_tests(GOOD.replace(old, new), tmp_path)
    assert r.returncode == 1, f"mutant {name} not caught:\n" + r.stdout + r.stderr
