import hashlib
import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
ROMAN_SHA256 = "a01e617b07ba7a5fc15eb9132fa01ec91d26d2615eab9ca9ecf71c9cda926639"

# the given roman.py, verbatim
ORIGINAL = (
    '"""Roman numerals (standard subtractive notation, 1 to 3999)."""\n'
    '\n'
    '_VALUES = [\n'
    '    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"),\n'
    '    (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),\n'
    '    (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),\n'
    ']\n'
    '_SYMBOLS = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}\n'
    '\n'
    '\n'
    'def to_roman(n):\n'
    '    """Return the Roman numeral for n.\n'
    '\n'
    '    >>> to_roman(1994)\n'
    "    'MCMXCIV'\n"
    '    >>> [to_roman(n) for n in (1, 4, 9, 14, 40, 90, 400, 900, 3999)]\n'
    "    ['I', 'IV', 'IX', 'XIV', 'XL', 'XC', 'CD', 'CM', 'MMMCMXCIX']\n"
    '\n'
    '    n must be an int (bool is not accepted) -> TypeError otherwise.\n'
    '    n outside 1..3999 -> ValueError.\n'
    '    """\n'
    '    if isinstance(n, bool) or not isinstance(n, int):\n'
    '        raise TypeError(f"to_roman() needs an int, not {type(n).__name__}")\n'
    '    if not 1 <= n <= 3999:\n'
    '        raise ValueError("only 1..3999 can be written in Roman numerals")\n'
    '    parts = []\n'
    '    for value, symbol in _VALUES:\n'
    '        count, n = divmod(n, value)\n'
    '        parts.append(symbol * count)\n'
    '    return "".join(parts)\n'
    '\n'
    '\n'
    'def from_roman(text):\n'
    '    """Parse a Roman numeral and return its value.\n'
    '\n'
    '    Case-insensitive and surrounding whitespace is ignored:\n'
    '\n'
    '    >>> from_roman(" mcmxciv ")\n'
    '    1994\n'
    '\n'
    '    Only the canonical form (exactly what to_roman() produces) is accepted, so\n'
    "    'IIII', 'VV', 'IC', 'XM', 'IXI' and 'MMMM' all raise ValueError, as do the empty\n"
    '    string and any other character. A non-str argument raises TypeError.\n'
    '    """\n'
    '    if not isinstance(text, str):\n'
    '        raise TypeError(f"from_roman() needs a str, not {type(text).__name__}")\n'
    '    numeral = text.strip().upper()\n'
    '    if not numeral or any(ch not in _SYMBOLS for ch in numeral):\n'
    '        raise ValueError(f"not a Roman numeral: {text!r}")\n'
    '    total = 0\n'
    '    for i, ch in enumerate(numeral):\n'
    '        value = _SYMBOLS[ch]\n'
    '        if i + 1 < len(numeral) and _SYMBOLS[numeral[i + 1]] > value:\n'
    '            total -= value\n'
    '        else:\n'
    '            total += value\n'
    '    if not 1 <= total <= 3999 or to_roman(total) != numeral:\n'
    '        raise ValueError(f"not a canonical Roman numeral: {text!r}")\n'
    '    return total\n'
)

BROKEN = {
    "no_cm": ('(1000, "M"), (900, "CM"), ', '(1000, "M"), '),
    "no_cd": ('(500, "D"), (400, "CD"),', '(500, "D"),'),
    "no_xc": ('(100, "C"), (90, "XC"), ', '(100, "C"), '),
    "no_xl": ('(50, "L"), (40, "XL"),', '(50, "L"),'),
    "no_ix": ('(10, "X"), (9, "IX"), ', '(10, "X"), '),
    "no_iv": ('(5, "V"), (4, "IV"), ', '(5, "V"), '),
    "max_3998": ("if not 1 <= n <= 3999:", "if not 1 <= n <= 3998:"),
    "max_4999": ("if not 1 <= n <= 3999:", "if not 1 <= n <= 4999:"),
    "zero_allowed": ("if not 1 <= n <= 3999:", "if not 0 <= n <= 3999:"),
    "range_type_error": ('raise ValueError("only 1..3999 can be written in Roman numerals")',
                         'raise TypeError("only 1..3999 can be written in Roman numerals")'),
    "bool_accepted": ("if isinstance(n, bool) or not isinstance(n, int):", "if not isinstance(n, int):"),
    "float_accepted": ("if isinstance(n, bool) or not isinstance(n, int):",
                       "if isinstance(n, float):\n        n = int(n)\n    if isinstance(n, bool) or not isinstance(n, int):"),
    "to_type_as_value": ('raise TypeError(f"to_roman() needs an int, not {type(n).__name__}")',
                         'raise ValueError(f"to_roman() needs an int, not {type(n).__name__}")'),
    "not_canonical": (" or to_roman(total) != numeral:", ":"),
    "from_case_sensitive": ("numeral = text.strip().upper()", "numeral = text.strip()"),
    "from_no_strip": ("numeral = text.strip().upper()", "numeral = text.upper()"),
    "from_non_str_value_error": ('raise TypeError(f"from_roman() needs a str, not {type(text).__name__}")',
                                 'raise ValueError(f"from_roman() needs a str, not {type(text).__name__}")'),
    "from_max_3000": ("    if not 1 <= total <= 3999 or", "    if not 1 <= total <= 3000 or"),
    "from_no_char_check": ("    if not numeral or any(ch not in _SYMBOLS for ch in numeral):",
                           "    numeral = \"\".join(ch for ch in numeral if ch in _SYMBOLS)\n    if not numeral:"),
}


def run_user_tests(tmp_path, source):
    target = tmp_path / "run"
    target.mkdir()
    (target / "roman.py").write_text(source)
    shutil.copy(os.path.join(WORKSPACE, "test_roman.py"), target / "test_roman.py")
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    env.pop("PYTHONPATH", None)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider",
                           "test_roman.py"], cwd=target, capture_output=True, text=True,
                          env=env, timeout=120)


def test_roman_py_unchanged():
    with open(os.path.join(WORKSPACE, "roman.py"), "rb") as fh:
        assert hashlib.sha256(fh.read()).hexdigest() == ROMAN_SHA256


def test_test_file_exists():
    assert os.path.isfile(os.path.join(WORKSPACE, "test_roman.py"))


def test_user_tests_pass_in_workspace():
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "test_roman.py"], cwd=WORKSPACE, capture_output=True, text=True,
                          env=env, timeout=120)
    assert proc.returncode == 0, proc.stdout[-2000:]


def test_user_tests_pass_on_original(tmp_path):
    proc = run_user_tests(tmp_path, ORIGINAL)
    assert proc.returncode == 0, proc.stdout[-2000:]
    assert " passed" in proc.stdout


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_user_tests_catch_broken(tmp_path, name):
    old, new = BROKEN[name]
    assert old in ORIGINAL, name
    proc = run_user_tests(tmp_path, ORIGINAL.replace(old, new))
    assert proc.returncode == 1, f"user tests did not catch: {name}\n{proc.stdout[-1500:]}"
