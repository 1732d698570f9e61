import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
import luggage  # noqa: E402

CORRECT = '''
def fits_cabin(length, width, height, weight_kg):
    dims = (length, width, height)
    if any(d <= 0 for d in dims) or weight_kg <= 0:
        raise ValueError("dimensions and weight must be positive")
    fits = all(d <= limit for d, limit in zip(sorted(dims), (23, 40, 55)))
    return fits and weight_kg <= 10


def checked_fee(weight_kg):
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    if weight_kg > 32:
        raise ValueError("too heavy for checked baggage")
    return 0 if weight_kg <= 23 else 50
'''

BROKEN = {
    "no_rotation": ("fits = all(d <= limit for d, limit in zip(sorted(dims), (23, 40, 55)))",
                    "fits = all(d <= limit for d, limit in zip(dims, (55, 40, 23)))"),
    "weight_strict": ("return fits and weight_kg <= 10", "return fits and weight_kg < 10"),
    "weight_limit_11": ("return fits and weight_kg <= 10", "return fits and weight_kg <= 11"),
    "size_strict": ("fits = all(d <= limit for", "fits = all(d < limit for"),
    "size_one_cm_slack": ("fits = all(d <= limit for", "fits = all(d <= limit + 1 for"),
    "no_cabin_errors": ('    if any(d <= 0 for d in dims) or weight_kg <= 0:\n'
                        '        raise ValueError("dimensions and weight must be positive")\n',
                        ''),
    "cabin_weight_zero_ok": ("if any(d <= 0 for d in dims) or weight_kg <= 0:",
                             "if any(d <= 0 for d in dims):"),
    "ignores_weight": ("return fits and weight_kg <= 10", "return fits"),
    "fee_at_23": ("return 0 if weight_kg <= 23 else 50", "return 0 if weight_kg < 23 else 50"),
    "fee_from_24": ("return 0 if weight_kg <= 23 else 50", "return 0 if weight_kg < 24 else 50"),
    "no_max_error": ('    if weight_kg > 32:\n        raise ValueError("too heavy for checked baggage")\n', ''),
    "max_strict": ("if weight_kg > 32:", "if weight_kg >= 32:"),
    "max_33": ("if weight_kg > 32:", "if weight_kg > 33:"),
    "fee_zero_weight_ok": ("if weight_kg <= 0:\n        raise ValueError(\"weight must be positive\")",
                           "if weight_kg < 0:\n        raise ValueError(\"weight must be positive\")"),
    "fee_amount_wrong": ("else 50", "else 40"),
}


def run_user_tests(tmp_path, module_source):
    target = tmp_path / "run"
    target.mkdir()
    (target / "luggage.py").write_text(module_source)
    shutil.copy(os.path.join(WORKSPACE, "test_luggage.py"), target / "test_luggage.py")
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    env.pop("PYTHONPATH", None)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider",
                           "test_luggage.py"], cwd=target, capture_output=True, text=True,
                          env=env, timeout=120)


def test_user_test_file_exists():
    assert os.path.isfile(os.path.join(WORKSPACE, "test_luggage.py"))


def test_user_tests_pass_on_workspace_code():
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "test_luggage.py"], cwd=WORKSPACE, capture_output=True, text=True,
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

@pytest.mark.parametrize("args,expected", [
    ((55, 40, 23, 10), True), ((23, 55, 40, 10), True), ((40, 23, 55, 1), True),
    ((56, 40, 23, 5), False), ((55, 41, 23, 5), False), ((55, 40, 23.5, 5), False),
    ((24, 40, 55, 5), False), ((40, 40, 20, 5), True), ((41, 41, 20, 5), False),
    ((50, 35, 20, 10.01), False), ((50, 35, 20, 0.1), True), ((1, 1, 1, 10), True),
])
def test_fits_cabin(args, expected):
    assert luggage.fits_cabin(*args) is expected


@pytest.mark.parametrize("args", [(0, 1, 1, 1), (1, 0, 1, 1), (1, 1, -3, 1), (1, 1, 1, 0),
                                  (1, 1, 1, -1), (-55, 40, 23, 5)])
def test_fits_cabin_errors(args):
    with pytest.raises(ValueError):
        luggage.fits_cabin(*args)


@pytest.mark.parametrize("kg,fee", [(0.1, 0), (23, 0), (23.01, 50), (32, 50), (30, 50)])
def test_checked_fee(kg, fee):
    result = luggage.checked_fee(kg)
    assert result == fee and type(result) is int


@pytest.mark.parametrize("kg", [32.01, 40, 0, -5])
def test_checked_fee_errors(kg):
    with pytest.raises(ValueError):
        luggage.checked_fee(kg)
