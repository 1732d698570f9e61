import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
import liftpass  # noqa: E402

CORRECT = '''
DAY_PRICE = {"infant": 0, "child": 30, "adult": 52, "senior": 41}


def category(age):
    if age < 0:
        raise ValueError("negative age")
    if age <= 5:
        return "infant"
    if age <= 15:
        return "child"
    if age <= 64:
        return "adult"
    return "senior"


def pass_price(age, days):
    if days < 1 or days > 14:
        raise ValueError("1 to 14 days")
    total = DAY_PRICE[category(age)] * days
    if days >= 6:
        return (total * 85 + 50) // 100
    return total
'''

BROKEN = {
    "infant_up_to_6": ("if age <= 5:", "if age <= 6:"),
    "infant_up_to_4": ("if age <= 5:", "if age <= 4:"),
    "child_up_to_16": ("if age <= 15:", "if age <= 16:"),
    "child_up_to_14": ("if age <= 15:", "if age <= 14:"),
    "senior_from_66": ("if age <= 64:", "if age <= 65:"),
    "senior_from_64": ("if age <= 64:", "if age <= 63:"),
    "negative_age_ok": ('    if age < 0:\n        raise ValueError("negative age")\n', ""),
    "zero_age_rejected": ("if age < 0:", "if age <= 0:"),
    "discount_from_7": ("if days >= 6:", "if days >= 7:"),
    "discount_from_5": ("if days >= 6:", "if days >= 5:"),
    "rounding_half_even": ("return (total * 85 + 50) // 100", "return round(total * 85 / 100)"),
    "rounding_down": ("return (total * 85 + 50) // 100", "return (total * 85) // 100"),
    "rounding_up": ("return (total * 85 + 50) // 100", "return (total * 85 + 99) // 100"),
    "discount_20": ("return (total * 85 + 50) // 100", "return (total * 80 + 50) // 100"),
    "returns_float": ("return (total * 85 + 50) // 100", "return float((total * 85 + 50) // 100)"),
    "days_15_allowed": ("days > 14", "days > 15"),
    "days_14_rejected": ("days > 14", "days >= 14"),
    "days_0_allowed": ("if days < 1 or", "if days < 0 or"),
    "child_price": ('"child": 30', '"child": 32'),
    "adult_price": ('"adult": 52', '"adult": 50'),
    "senior_price": ('"senior": 41', '"senior": 52'),
    "infant_pays": ('"infant": 0', '"infant": 10'),
}


def run_user_tests(tmp_path, module_source):
    target = tmp_path / "run"
    target.mkdir()
    (target / "liftpass.py").write_text(module_source)
    shutil.copy(os.path.join(WORKSPACE, "test_liftpass.py"), target / "test_liftpass.py")
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    env.pop("PYTHONPATH", None)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider",
                           "test_liftpass.py"], cwd=target, capture_output=True, text=True,
                          env=env, timeout=120)


def test_user_test_file_exists():
    assert os.path.isfile(os.path.join(WORKSPACE, "test_liftpass.py"))


def test_user_tests_pass_on_workspace_code():
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "test_liftpass.py"], cwd=WORKSPACE, capture_output=True, text=True,
                          env=env, timeout=120)
    assert proc.returncode == 0, proc.stdout[-2000:]


def test_user_tests_pass_on_correct_code(tmp_path):
    proc = run_user_tests(tmp_path, CORRECT)
    assert proc.returncode == 0, proc.stdout[-2000:]
    assert " passed" in proc.stdout


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_user_tests_catch_broken(tmp_path, name):
    old, new = BROKEN[name]
    assert old in CORRECT
    proc = run_user_tests(tmp_path, CORRECT.replace(old, new))
    assert proc.returncode == 1, f"user tests did not catch: {name}\n{proc.stdout[-1500:]}"


# ---- the workspace module itself --------------------------------------------------------

@pytest.mark.parametrize("age,expected", [
    (0, "infant"), (1, "infant"), (5, "infant"), (6, "child"), (12, "child"), (15, "child"),
    (16, "adult"), (40, "adult"), (64, "adult"), (65, "senior"), (66, "senior"), (104, "senior"),
])
def test_category(age, expected):
    assert liftpass.category(age) == expected


@pytest.mark.parametrize("age,days,price", [
    (30, 5, 260), (30, 6, 265), (10, 7, 179), (4, 10, 0), (0, 14, 0),
    (10, 1, 30), (30, 1, 52), (70, 1, 41), (15, 5, 150), (16, 5, 260), (64, 5, 260),
    (65, 5, 205), (6, 6, 153), (65, 6, 209), (70, 10, 349), (30, 14, 619), (10, 14, 357),
    (10, 9, 230), (70, 8, 279), (30, 13, 575), (30, 11, 486),
])
def test_pass_price(age, days, price):
    result = liftpass.pass_price(age, days)
    assert result == price
    assert isinstance(result, int) and not isinstance(result, bool)


@pytest.mark.parametrize("age,days", [(30, 0), (30, 15), (30, -3), (10, 100), (-1, 3), (-20, 20)])
def test_pass_price_errors(age, days):
    with pytest.raises(ValueError):
        liftpass.pass_price(age, days)


@pytest.mark.parametrize("age", [-1, -30])
def test_category_errors(age):
    with pytest.raises(ValueError):
        liftpass.category(age)
