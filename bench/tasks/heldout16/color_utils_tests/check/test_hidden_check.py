import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.getcwd()
PYTEST_ENV = dict(os.environ, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")
PYTEST_ENV.pop("PYTEST_ADDOPTS", None)
sys.path.insert(0, ROOT)

import colors  # noqa: E402

# ---------------------------------------------------------------- implementation

@pytest.mark.parametrize("text,rgb", [
    ("#000000", (0, 0, 0)), ("#FFFFFF", (255, 255, 255)), ("#1a2B3c", (26, 43, 60)),
    ("1a2b3c", (26, 43, 60)), ("#abc", (170, 187, 204)), ("ABC", (170, 187, 204)),
    ("#f0a", (255, 0, 170)), ("#09f", (0, 153, 255)),
])
def test_parse_hex(text, rgb):
    got = colors.parse_hex(text)
    assert tuple(got) == rgb
    assert all(type(c) is int for c in got)


@pytest.mark.parametrize("bad", ["", "#", "#ab", "#abcd", "#abcde", "#abcdef0", "#12345g", "xyz",
                                 " #abc", "#abc ", "#ab c", "##abc", "0x123456"])
def test_parse_hex_invalid(bad):
    with pytest.raises(ValueError):
        colors.parse_hex(bad)


def test_to_hex():
    assert colors.to_hex((255, 0, 171)) == "#ff00ab"
    assert colors.to_hex((0, 10, 255)) == "#000aff"
    assert colors.to_hex((170, 187, 204)) == "#aabbcc"


@pytest.mark.parametrize("bad", [(256, 0, 0), (0, -1, 0), (0, 0, 1.5), (0, 0, "7")])
def test_to_hex_invalid(bad):
    with pytest.raises(ValueError):
        colors.to_hex(bad)


def test_mix():
    a, b = (10, 20, 30), (200, 100, 0)
    assert tuple(colors.mix(a, b, 0)) == a
    assert tuple(colors.mix(a, b, 1)) == b
    assert tuple(colors.mix((0, 0, 0), (1, 3, 5), 0.5)) == (1, 2, 3)
    assert tuple(colors.mix((0, 0, 0), (255, 255, 255), 0.5)) == (128, 128, 128)
    assert tuple(colors.mix((100, 0, 50), (0, 100, 50), 0.25)) == (75, 25, 50)
    assert tuple(colors.mix((255, 255, 255), (0, 0, 0), 0.5)) == (128, 128, 128)
    assert all(type(c) is int for c in colors.mix((0, 0, 0), (9, 9, 9), 0.3))


@pytest.mark.parametrize("t", [-0.01, 1.01, 2, -1])
def test_mix_bad_t(t):
    with pytest.raises(ValueError):
        colors.mix((0, 0, 0), (9, 9, 9), t)


def test_contrast_ratio():
    assert colors.contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21, abs=1e-6)
    assert colors.contrast_ratio((255, 255, 255), (0, 0, 0)) == pytest.approx(21, abs=1e-6)
    assert colors.contrast_ratio((119, 119, 119), (255, 255, 255)) == pytest.approx(4.478, abs=0.005)
    assert colors.contrast_ratio((255, 0, 0), (255, 255, 255)) == pytest.approx(3.998, abs=0.005)
    assert colors.contrast_ratio((0, 0, 255), (255, 255, 0)) == pytest.approx(8.0, abs=0.01)
    assert colors.contrast_ratio((12, 34, 56), (12, 34, 56)) == pytest.approx(1.0)


# ---------------------------------------------------------------- the user's tests

def run_user_tests(workdir):
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests"],
                          cwd=workdir, capture_output=True, text=True, timeout=120, env=PYTEST_ENV)


def test_user_tests_exist_and_pass():
    assert os.path.isfile(os.path.join(ROOT, "tests", "test_colors.py"))
    r = run_user_tests(ROOT)
    assert r.returncode == 0, r.stdout + r.stderr
    assert " passed" in r.stdout


# Each mutant keeps the user's colors.py (renamed) and breaks one stated behaviour on top of it.
PRELUDE = r"""
import importlib.util as _ilu
import math as _math
import os as _os
_spec = _ilu.spec_from_file_location("_colors_orig", _os.path.join(_os.path.dirname(__file__), "_colors_orig.py"))
_orig = _ilu.module_from_spec(_spec)
_spec.loader.exec_module(_orig)
globals().update({_k: _v for _k, _v in vars(_orig).items() if not _k.startswith("__")})
"""

MUTANTS = {
    "no_shorthand": r"""
def parse_hex(s):
    body = s[1:] if isinstance(s, str) and s.startswith("#") else s
    if isinstance(body, str) and len(body) == 3:
        raise ValueError("shorthand not supported")
    return _orig.parse_hex(s)
""",
    "never_raises": r"""
def _safe(f, fallback):
    def wrapper(*args, **kwargs):
        try:
            return f(*args, **kwargs)
        except ValueError:
            return fallback(*args, **kwargs)
    return wrapper

parse_hex = _safe(_orig.parse_hex, lambda *a, **k: (0, 0, 0))
to_hex = _safe(_orig.to_hex, lambda *a, **k: "#000000")
mix = _safe(_orig.mix, lambda c1, c2, *a, **k: tuple(c1))
""",
    "mix_reversed": r"""
def mix(c1, c2, t):
    return _orig.mix(c2, c1, t)
""",
    "contrast_no_flare": r"""
def _lin(v):
    c = v / 255
    return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

def contrast_ratio(c1, c2):
    l1, l2 = sorted((0.2126 * _lin(c[0]) + 0.7152 * _lin(c[1]) + 0.0722 * _lin(c[2]) for c in (c1, c2)),
                    reverse=True)
    return l1 / l2
""",
}


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_user_tests_catch_mutant(name, tmp_path):
    work = tmp_path / "ws"
    shutil.copytree(ROOT, work, ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache", ".git", ".venv"))
    os.replace(work / "colors.py", work / "_colors_orig.py")
    (work / "colors.py").write_text(PRELUDE + MUTANTS[name])
    r = run_user_tests(work)
    assert r.returncode != 0, f"the tests in tests/ do not notice a colors.py with bug {name!r}"


def test_mutant_wrapper_itself_is_harmless(tmp_path):
    # control: the renamed-and-reexported original must still pass the user's tests
    work = tmp_path / "ws"
    shutil.copytree(ROOT, work, ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache", ".git", ".venv"))
    os.replace(work / "colors.py", work / "_colors_orig.py")
    (work / "colors.py").write_text(PRELUDE)
    r = run_user_tests(work)
    assert r.returncode == 0, r.stdout + r.stderr
