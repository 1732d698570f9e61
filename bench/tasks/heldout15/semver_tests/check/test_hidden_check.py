import subprocess
import sys
from pathlib import Path

import pytest

WS = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(WS))

REFERENCE = '"""Parse, compare and bump semantic versions."""\nimport re\n\n_NUM = r"(?:0|[1-9]\\d*)"\n_IDENT = r"(?:0|[1-9]\\d*|\\d*[A-Za-z-][0-9A-Za-z-]*)"\n_VERSION = re.compile(rf"v?({_NUM})\\.({_NUM})\\.({_NUM})(?:-({_IDENT}(?:\\.{_IDENT})*))?")\n\n\ndef parse(version):\n    m = _VERSION.fullmatch(version)\n    if not m:\n        raise ValueError(f"invalid version: {version!r}")\n    pre = ()\n    if m.group(4) is not None:\n        pre = tuple(int(p) if p.isdigit() else p for p in m.group(4).split("."))\n    return int(m.group(1)), int(m.group(2)), int(m.group(3)), pre\n\n\ndef _cmp(a, b):\n    return (a > b) - (a < b)\n\n\ndef _compare_pre(pa, pb):\n    if not pa or not pb:\n        # no prerelease ranks above any prerelease\n        return _cmp(not pa, not pb)\n    for x, y in zip(pa, pb):\n        if x == y:\n            continue\n        if isinstance(x, int) and isinstance(y, int):\n            return _cmp(x, y)\n        if isinstance(x, int):\n            return -1\n        if isinstance(y, int):\n            return 1\n        return _cmp(x, y)\n    return _cmp(len(pa), len(pb))\n\n\ndef compare(a, b):\n    va, vb = parse(a), parse(b)\n    core = _cmp(va[:3], vb[:3])\n    if core:\n        return core\n    return _compare_pre(va[3], vb[3])\n\n\ndef bump(version, part):\n    major, minor, patch, _ = parse(version)\n    if part == "major":\n        return f"{major + 1}.0.0"\n    if part == "minor":\n        return f"{major}.{minor + 1}.0"\n    if part == "patch":\n        return f"{major}.{minor}.{patch + 1}"\n    raise ValueError(f"unknown part: {part!r}")\n'

def _mutate(old, new):
    assert old in REFERENCE, old
    return REFERENCE.replace(old, new)


MUTANTS = {
    # prerelease identifiers compared as strings ("10" < "2")
    "prerelease_as_strings": _mutate("        if x == y:\n            continue\n",
                                     "        if x == y:\n            continue\n"
                                     "        return _cmp(str(x), str(y))\n"),
    # a prerelease is not ranked below the release
    "prerelease_not_lower": _mutate("        return _cmp(not pa, not pb)", "        return 0"),
    # fewer identifiers ranks higher instead of lower
    "fewer_identifiers_higher": _mutate("    return _cmp(len(pa), len(pb))",
                                        "    return _cmp(len(pb), len(pa))"),
    # leading zeros accepted everywhere
    "leading_zeros_ok": _mutate('_NUM = r"(?:0|[1-9]\\d*)"', '_NUM = r"\\d+"').replace(
        '_IDENT = r"(?:0|[1-9]\\d*|', '_IDENT = r"(?:\\d+|'),
    # bump does not reset the lower parts
    "bump_no_reset": _mutate('return f"{major + 1}.0.0"', 'return f"{major + 1}.{minor}.{patch}"')
    .replace('return f"{major}.{minor + 1}.0"', 'return f"{major}.{minor + 1}.{patch}"'),
}


def run_user_tests(tmp_path, impl_source):
    (tmp_path / "semver.py").write_text(impl_source, encoding="utf-8")
    (tmp_path / "test_semver.py").write_text(
        (WS / "test_semver.py").read_text(encoding="utf-8"), encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "test_semver.py"], cwd=tmp_path, capture_output=True, text=True,
                          timeout=120)


# ---------- behaviour of the user's module ----------

def mod():
    import semver
    return semver


@pytest.mark.parametrize("text,expected", [
    ("1.2.3", (1, 2, 3, ())),
    ("v2.0.0-rc.1", (2, 0, 0, ("rc", 1))),
    ("0.1.0", (0, 1, 0, ())),
    ("1.2.3-rc.0", (1, 2, 3, ("rc", 0))),
    ("10.20.30-alpha.beta.7", (10, 20, 30, ("alpha", "beta", 7))),
    ("1.0.0-x-y.7z.-", (1, 0, 0, ("x-y", "7z", "-"))),
])
def test_parse(text, expected):
    assert mod().parse(text) == expected


@pytest.mark.parametrize("bad", [
    "1.2", "1.2.3.4", "", "a.b.c", "1.2.3-", "1.2.3-rc..1", "1.2.3+build", "vv1.2.3",
    "01.2.3", "1.02.3", "1.2.03", "1.2.3-rc.01", "1.2.3-00", "1.2.3-rc_1",
    "1.2.3-rc.", "-1.2.3",
])
def test_parse_invalid(bad):
    with pytest.raises(ValueError):
        mod().parse(bad)


ORDERED = ["0.9.0", "1.0.0-0", "1.0.0-2", "1.0.0-10", "1.0.0-Z", "1.0.0-alpha",
           "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2", "1.0.0-beta.11",
           "1.0.0-rc.1", "1.0.0", "1.0.1", "1.1.0", "1.9.0", "1.10.0", "2.0.0"]


def test_total_order():
    compare = mod().compare
    for i, a in enumerate(ORDERED):
        for j, b in enumerate(ORDERED):
            expected = (i > j) - (i < j)
            assert compare(a, b) == expected, (a, b)


def test_v_prefix_equal():
    compare = mod().compare
    assert compare("v1.2.3", "1.2.3") == 0
    assert compare("1.2.3-rc.1", "v1.2.3-rc.1") == 0
    assert compare("v1.2.3", "1.2.4") == -1


def test_compare_invalid():
    with pytest.raises(ValueError):
        mod().compare("1.2", "1.2.3")


@pytest.mark.parametrize("version,part,expected", [
    ("1.2.3", "minor", "1.3.0"),
    ("v1.2.3-rc.1", "patch", "1.2.4"),
    ("1.9.9", "major", "2.0.0"),
    ("0.9.5-beta", "minor", "0.10.0"),
    ("v3.4.5", "major", "4.0.0"),
    ("1.2.9", "patch", "1.2.10"),
])
def test_bump(version, part, expected):
    assert mod().bump(version, part) == expected


@pytest.mark.parametrize("part", ["build", "", "Major"])
def test_bump_bad_part(part):
    with pytest.raises(ValueError):
        mod().bump("1.2.3", part)


def test_bump_invalid_version():
    with pytest.raises(ValueError):
        mod().bump("1.2", "patch")


# ---------- the requested test file ----------

def test_test_file_exists():
    assert (WS / "test_semver.py").is_file()


def test_user_tests_pass_on_user_code():
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                        "test_semver.py"], cwd=WS, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout[-2000:]
    assert " passed" in r.stdout


def test_user_tests_pass_on_reference(tmp_path):
    r = run_user_tests(tmp_path, REFERENCE)
    assert r.returncode == 0, r.stdout[-2000:]


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_user_tests_catch_mutant(tmp_path, name):
    r = run_user_tests(tmp_path, MUTANTS[name])
    assert r.returncode != 0, f"test_semver.py does not notice the bug: {name}"
