import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.getcwd()
PYTEST_ENV = dict(os.environ, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")
PYTEST_ENV.pop("PYTEST_ADDOPTS", None)
sys.path.insert(0, ROOT)

import elo  # noqa: E402


def E(ra, rb):
    return 1 / (1 + 10 ** ((rb - ra) / 400))


# ---------------------------------------------------------------- implementation

def test_expected():
    assert elo.expected(1500, 1500) == pytest.approx(0.5)
    assert elo.expected(1600, 1400) == pytest.approx(E(1600, 1400), rel=1e-12)
    assert elo.expected(1200, 2000) == pytest.approx(E(1200, 2000), rel=1e-12)
    assert elo.expected(1830, 1777) + elo.expected(1777, 1830) == pytest.approx(1.0)


@pytest.mark.parametrize("rating,games,k", [
    (1500, 0, 40), (1500, 29, 40), (1500, 30, 20), (1500, 31, 20), (2399, 30, 20), (2399.5, 80, 20),
    (2400, 30, 10), (2400, 29, 40), (2450, 12, 40), (2401, 30, 10), (2800, 1000, 10), (900, 30, 20),
])
def test_k_factor(rating, games, k):
    assert elo.k_factor(rating, games) == k


@pytest.mark.parametrize("ra,rb,s,ga,gb", [
    (1500, 1500, 1, 40, 40),
    (1600, 1400, 0.5, 10, 50),
    (1600, 1400, 0, 100, 5),
    (2400, 2350, 1, 30, 30),
    (2410, 2390, 0.5, 29, 60),
    (1450, 1980, 1, 30, 29),
])
def test_update(ra, rb, s, ga, gb):
    def k(r, g):
        return 40 if g < 30 else (10 if r >= 2400 else 20)
    want_a = ra + k(ra, ga) * (s - E(ra, rb))
    want_b = rb + k(rb, gb) * ((1 - s) - E(rb, ra))
    new_a, new_b = elo.update(ra, rb, s, ga, gb)
    assert new_a == pytest.approx(want_a, rel=1e-12)
    assert new_b == pytest.approx(want_b, rel=1e-12)


def test_update_returns_pair():
    result = elo.update(1500, 1500, 1, 40, 40)
    assert isinstance(result, tuple) and len(result) == 2
    assert result == pytest.approx((1510, 1490))


@pytest.mark.parametrize("score", [2, -1, 0.3, 0.75, 1.5, -0.5])
def test_bad_score(score):
    with pytest.raises(ValueError):
        elo.update(1500, 1600, score, 10, 10)


# ---------------------------------------------------------------- the user's tests

def run_user_tests(workdir):
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests"],
                          cwd=workdir, capture_output=True, text=True, timeout=120, env=PYTEST_ENV)


def test_user_tests_exist_and_pass():
    assert os.path.isfile(os.path.join(ROOT, "tests", "test_elo.py"))
    r = run_user_tests(ROOT)
    assert r.returncode == 0, r.stdout + r.stderr
    assert " passed" in r.stdout


# Each mutant keeps the user's elo.py (renamed) and breaks one stated behaviour on top of it.
PRELUDE = r"""
import importlib.util as _ilu
import inspect as _inspect
import os as _os
_spec = _ilu.spec_from_file_location("_elo_orig", _os.path.join(_os.path.dirname(__file__), "_elo_orig.py"))
_orig = _ilu.module_from_spec(_spec)
_spec.loader.exec_module(_orig)
globals().update({_k: _v for _k, _v in vars(_orig).items() if not _k.startswith("__")})


def _args(func, args, kwargs):
    return list(_inspect.signature(func).bind(*args, **kwargs).arguments.values())
"""

MUTANTS = {
    "k_games_boundary": r"""
def k_factor(*args, **kwargs):
    rating, games = _args(_orig.k_factor, args, kwargs)[:2]
    if games == 30:
        return 40
    return _orig.k_factor(*args, **kwargs)
""",
    "k_rating_boundary": r"""
def k_factor(*args, **kwargs):
    rating, games = _args(_orig.k_factor, args, kwargs)[:2]
    if rating == 2400 and games >= 30:
        return 20
    return _orig.k_factor(*args, **kwargs)
""",
    "no_score_check": r"""
def update(*args, **kwargs):
    try:
        return _orig.update(*args, **kwargs)
    except ValueError:
        ra, rb, s, ga, gb = _args(_orig.update, args, kwargs)[:5]
        ea = 1 / (1 + 10 ** ((rb - ra) / 400))
        return (ra + 20 * (s - ea), rb + 20 * ((1 - s) - (1 - ea)))
""",
    "draw_changes_nothing": r"""
def update(*args, **kwargs):
    values = _args(_orig.update, args, kwargs)
    if values[2] == 0.5:
        _orig.update(*args, **kwargs)
        return (values[0], values[1])
    return _orig.update(*args, **kwargs)
""",
}


def _mutant_workspace(tmp_path, source):
    work = tmp_path / "ws"
    shutil.copytree(ROOT, work, ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache", ".git", ".venv"))
    os.replace(work / "elo.py", work / "_elo_orig.py")
    (work / "elo.py").write_text(source)
    return work


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_user_tests_catch_mutant(name, tmp_path):
    r = run_user_tests(_mutant_workspace(tmp_path, PRELUDE + MUTANTS[name]))
    assert r.returncode != 0, f"the tests in tests/ do not notice an elo.py with bug {name!r}"


def test_mutant_wrapper_itself_is_harmless(tmp_path):
    r = run_user_tests(_mutant_workspace(tmp_path, PRELUDE))
    assert r.returncode == 0, r.stdout + r.stderr
