import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

MODULE = "soundex"
TEST_FILE = Path("tests") / "test_soundex.py"

# The code as handed to the user (the tests must pass on it).
ORIGINAL = r'''"""American Soundex, as used for indexing surnames in census records."""

_GROUPS = {"1": "BFPV", "2": "CGJKQSXZ", "3": "DT", "4": "L", "5": "MN", "6": "R"}
_CODES = {letter: digit for digit, letters in _GROUPS.items() for letter in letters}


def soundex(name):
    """Return the four-character Soundex code of a name.

    Rules:
    - Case doesn't matter and anything that isn't a letter is ignored:
      'robert' -> 'R163', "O'Hara" -> 'O600'.
    - The first letter is kept (in upper case); the following letters become digits:
      B F P V = 1, C G J K Q S X Z = 2, D T = 3, L = 4, M N = 5, R = 6.
    - Letters with the same digit next to each other are coded once, and that
      includes the first letter: 'Pfister' -> 'P236', 'Jackson' -> 'J250'.
    - H and W do not separate letters with the same digit: 'Ashcraft' -> 'A261'.
      Vowels (A E I O U Y) do separate them: 'Tymczak' -> 'T522'.
    - The code is padded with zeros or cut to exactly four characters:
      'Lee' -> 'L000', 'Washington' -> 'W252'.
    - ValueError if the name has no letters at all.
    """
    letters = [char for char in name.upper() if char.isalpha()]
    if not letters:
        raise ValueError(f"no letters in {name!r}")
    first = letters[0]
    digits = []
    previous = _CODES.get(first, "")
    for letter in letters[1:]:
        code = _CODES.get(letter, "")
        if code:
            if code != previous:
                digits.append(code)
            previous = code
        elif letter not in "HW":
            previous = ""
    return (first + "".join(digits) + "000")[:4]


def same_sound(a, b):
    """True when two names have the same Soundex code."""
    return soundex(a) == soundex(b)
'''

MUTANTS = {'first_letter_code_forgotten': [('    previous = _CODES.get(first, "")', '    previous = ""')],
 'first_letter_keeps_case': [('    first = letters[0]',
                              '    first = [char for char in name if char.isalpha()][0]')],
 'h_w_separate_like_vowels': [('        elif letter not in "HW":\n            previous = ""',
                               '        else:\n            previous = ""')],
 'no_error_without_letters': [('        raise ValueError(f"no letters in {name!r}")',
                               '        return ""')],
 'no_truncation': [('    return (first + "".join(digits) + "000")[:4]',
                    '    return first + "".join(digits) + "000"[len(digits):]')],
 'no_zero_padding': [('    return (first + "".join(digits) + "000")[:4]',
                      '    return (first + "".join(digits))[:4]')],
 'vowels_do_not_separate': [('        elif letter not in "HW":\n            previous = ""\n', '')]}


def mutate(replacements):
    source = ORIGINAL
    for old, new in replacements:
        assert old in source, old
        source = source.replace(old, new)
    assert source != ORIGINAL
    return source


def run_user_tests(source):
    """Copy the workspace, put `source` in place of the module, run the user's tests."""
    workspace = Path(os.getcwd())
    with tempfile.TemporaryDirectory(prefix="user_tests_") as tmp:
        copy = Path(tmp) / "ws"
        shutil.copytree(workspace, copy, ignore=shutil.ignore_patterns(
            "__pycache__", ".pytest_cache", ".git", ".venv", "venv", "*.pyc"))
        (copy / (MODULE + ".py")).write_text(source)
        env = dict(os.environ)
        env.pop("PYTHONPATH", None)
        env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        proc = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(TEST_FILE)],
            cwd=copy, env=env, capture_output=True, text=True, timeout=300,
        )
        return proc.returncode, (proc.stdout + proc.stderr)[-3000:]


def test_test_file_exists():
    assert (Path(os.getcwd()) / TEST_FILE).is_file()


def test_user_tests_pass_on_the_real_code():
    assert (Path(os.getcwd()) / TEST_FILE).is_file()
    rc, output = run_user_tests(ORIGINAL)
    assert rc == 0, output
    assert " passed" in output, output


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_user_tests_catch_mutant(name):
    assert (Path(os.getcwd()) / TEST_FILE).is_file()
    rc, output = run_user_tests(mutate(MUTANTS[name]))
    assert rc != 0, f"mutant {name} was not caught (pytest rc={rc}):\n{output}"
