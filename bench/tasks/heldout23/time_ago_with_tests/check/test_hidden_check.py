import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
import ago as ago_module  # noqa: E402

CORRECT = '''
def ago(seconds):
    if isinstance(seconds, bool) or not isinstance(seconds, int):
        raise TypeError("seconds must be an int")
    if seconds < 0:
        raise ValueError("negative")
    if seconds < 60:
        return "just now"
    if seconds < 120:
        return "1 minute ago"
    if seconds < 3600:
        return f"{seconds // 60} minutes ago"
    if seconds < 7200:
        return "1 hour ago"
    if seconds < 86400:
        return f"{seconds // 3600} hours ago"
    if seconds < 172800:
        return "yesterday"
    if seconds < 604800:
        return f"{seconds // 86400} days ago"
    if seconds < 1209600:
        return "last week"
    return f"{seconds // 604800} weeks ago"
'''

BROKEN = {
    "just_now_until_60": ("if seconds < 60:", "if seconds <= 60:"),
    "just_now_until_58": ("if seconds < 60:", "if seconds < 59:"),
    "one_minute_until_120": ("if seconds < 120:", "if seconds <= 120:"),
    "one_minute_until_118": ("if seconds < 120:", "if seconds < 119:"),
    "minutes_until_3600": ("if seconds < 3600:", "if seconds <= 3600:"),
    "minutes_until_3598": ("if seconds < 3600:", "if seconds < 3599:"),
    "minutes_rounded": ('return f"{seconds // 60} minutes ago"',
                        'return f"{round(seconds / 60)} minutes ago"'),
    "minutes_ceil": ('return f"{seconds // 60} minutes ago"',
                     'return f"{-(-seconds // 60)} minutes ago"'),
    "one_hour_until_7200": ("if seconds < 7200:", "if seconds <= 7200:"),
    "one_hour_until_7198": ("if seconds < 7200:", "if seconds < 7199:"),
    "hours_until_86400": ("if seconds < 86400:", "if seconds <= 86400:"),
    "hours_until_86398": ("if seconds < 86400:", "if seconds < 86399:"),
    "hours_rounded": ('return f"{seconds // 3600} hours ago"',
                      'return f"{round(seconds / 3600)} hours ago"'),
    "yesterday_until_172800": ("if seconds < 172800:", "if seconds <= 172800:"),
    "yesterday_until_172798": ("if seconds < 172800:", "if seconds < 172799:"),
    "days_until_604800": ("if seconds < 604800:", "if seconds <= 604800:"),
    "days_until_604798": ("if seconds < 604800:", "if seconds < 604799:"),
    "days_rounded": ('return f"{seconds // 86400} days ago"',
                     'return f"{round(seconds / 86400)} days ago"'),
    "last_week_until_1209600": ("if seconds < 1209600:", "if seconds <= 1209600:"),
    "last_week_until_1209598": ("if seconds < 1209600:", "if seconds < 1209599:"),
    "weeks_rounded": ('return f"{seconds // 604800} weeks ago"',
                      'return f"{round(seconds / 604800)} weeks ago"'),
    "weeks_off_by_one": ('return f"{seconds // 604800} weeks ago"',
                         'return f"{seconds // 604800 + 1} weeks ago"'),
    "a_minute": ('return "1 minute ago"', 'return "a minute ago"'),
    "an_hour": ('return "1 hour ago"', 'return "an hour ago"'),
    "one_day_ago": ('return "yesterday"', 'return "1 day ago"'),
    "one_week": ('return "last week"', 'return "1 week ago"'),
    "just_now_text": ('return "just now"', 'return "now"'),
    "hour_singular_text": ('hours ago"', 'hour ago"'),
    "negative_ok": ('        raise ValueError("negative")', '        return "just now"'),
    "zero_rejected": ("if seconds < 0:", "if seconds <= 0:"),
    "negative_type_error": ('raise ValueError("negative")', 'raise TypeError("negative")'),
    "bool_ok": ("if isinstance(seconds, bool) or not isinstance(seconds, int):",
                "if not isinstance(seconds, int):"),
    "float_ok": ("if isinstance(seconds, bool) or not isinstance(seconds, int):",
                 "if isinstance(seconds, float):\n        seconds = int(seconds)\n"
                 "    if isinstance(seconds, bool) or not isinstance(seconds, int):"),
    "type_value_error": ('raise TypeError("seconds must be an int")',
                         'raise ValueError("seconds must be an int")'),
}


def run_user_tests(tmp_path, module_source):
    target = tmp_path / "run"
    target.mkdir()
    (target / "ago.py").write_text(module_source)
    shutil.copy(os.path.join(WORKSPACE, "test_ago.py"), target / "test_ago.py")
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    env.pop("PYTHONPATH", None)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider",
                           "test_ago.py"], cwd=target, capture_output=True, text=True,
                          env=env, timeout=120)


def test_user_test_file_exists():
    assert os.path.isfile(os.path.join(WORKSPACE, "test_ago.py"))


def test_user_tests_pass_on_workspace_code():
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "test_ago.py"], cwd=WORKSPACE, capture_output=True, text=True,
                          env=env, timeout=120)
    assert proc.returncode == 0, proc.stdout[-2000:]


def test_user_tests_pass_on_correct_code(tmp_path):
    proc = run_user_tests(tmp_path, CORRECT)
    assert proc.returncode == 0, proc.stdout[-2000:]
    assert " passed" in proc.stdout


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_user_tests_catch_broken(tmp_path, name):
    old, new = BROKEN[name]
    assert old in CORRECT, name
    proc = run_user_tests(tmp_path, CORRECT.replace(old, new))
    assert proc.returncode == 1, f"user tests did not catch: {name}\n{proc.stdout[-1500:]}"


# ---- the workspace module itself --------------------------------------------------------

@pytest.mark.parametrize("seconds,text", [
    (0, "just now"), (59, "just now"), (60, "1 minute ago"), (119, "1 minute ago"),
    (120, "2 minutes ago"), (150, "2 minutes ago"), (3599, "59 minutes ago"),
    (3600, "1 hour ago"), (7199, "1 hour ago"), (7200, "2 hours ago"), (86399, "23 hours ago"),
    (86400, "yesterday"), (90000, "yesterday"), (172799, "yesterday"), (172800, "2 days ago"),
    (200000, "2 days ago"), (604799, "6 days ago"), (604800, "last week"),
    (1209599, "last week"), (1209600, "2 weeks ago"), (1814399, "2 weeks ago"),
    (3000000, "4 weeks ago"), (10**9, "1653 weeks ago"),
])
def test_module(seconds, text):
    assert ago_module.ago(seconds) == text


def test_module_errors():
    for bad in (-1, -86400):
        with pytest.raises(ValueError):
            ago_module.ago(bad)
    for bad in (1.0, True, False, "5", None):
        with pytest.raises(TypeError):
            ago_module.ago(bad)
