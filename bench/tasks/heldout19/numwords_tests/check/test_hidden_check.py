import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

MODULE = "numwords"
TEST_FILE = Path("tests") / "test_numwords.py"

# The code as handed to the user (the tests must pass on it).
ORIGINAL = '"""Spell out whole numbers in British English."""\n\nONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",\n        "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",\n        "seventeen", "eighteen", "nineteen"]\nTENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]\n\n\ndef _below_hundred(n):\n    if n < 20:\n        return ONES[n]\n    tens, ones = divmod(n, 10)\n    if ones == 0:\n        return TENS[tens]\n    return f"{TENS[tens]}-{ONES[ones]}"\n\n\ndef _below_thousand(n):\n    hundreds, rest = divmod(n, 100)\n    if hundreds == 0:\n        return _below_hundred(rest)\n    words = f"{ONES[hundreds]} hundred"\n    if rest:\n        words += f" and {_below_hundred(rest)}"\n    return words\n\n\ndef say(n):\n    """Spell out n, from 0 to 999,999, in lower case British English.\n\n    - 0 to 19 have their own words: \'zero\', \'seven\', \'thirteen\'.\n    - Tens are \'twenty\' ... \'ninety\' (note \'forty\'); the units follow after a\n      hyphen: 21 -> \'twenty-one\', 40 -> \'forty\', 99 -> \'ninety-nine\'.\n    - Hundreds: 100 -> \'one hundred\', and anything left over follows \'and\':\n      105 -> \'one hundred and five\', 342 -> \'three hundred and forty-two\'.\n    - Thousands: the number of thousands is said the same way, then \'thousand\':\n      7000 -> \'seven thousand\', 120000 -> \'one hundred and twenty thousand\'.\n      A remainder under 100 follows \'and\' (2019 -> \'two thousand and nineteen\');\n      a remainder of 100 or more follows a plain space\n      (1100 -> \'one thousand one hundred\', 1234 -> \'one thousand two hundred and thirty-four\').\n    - TypeError if n isn\'t an int (bools aren\'t accepted either);\n      ValueError if it\'s below 0 or above 999,999.\n    """\n    if isinstance(n, bool) or not isinstance(n, int):\n        raise TypeError(f"say() needs an int, not {type(n).__name__}")\n    if not 0 <= n <= 999_999:\n        raise ValueError(f"out of range: {n}")\n    thousands, rest = divmod(n, 1000)\n    if thousands == 0:\n        return _below_thousand(rest)\n    words = f"{_below_thousand(thousands)} thousand"\n    if rest == 0:\n        return words\n    if rest < 100:\n        return f"{words} and {_below_hundred(rest)}"\n    return f"{words} {_below_thousand(rest)}"\n'

MUTANTS = {'and_before_hundreds_too': [('    if rest < 100:\n'
                              '        return f"{words} and {_below_hundred(rest)}"\n'
                              '    return f"{words} {_below_thousand(rest)}"',
                              '    return f"{words} and {_below_thousand(rest)}"')],
 'bools_accepted': [('    if isinstance(n, bool) or not isinstance(n, int):',
                     '    if not isinstance(n, int):')],
 'eightteen': [('"seventeen", "eighteen", "nineteen"', '"seventeen", "eightteen", "nineteen"')],
 'exact_tens_get_zero': [('    if ones == 0:\n        return TENS[tens]\n', '')],
 'floats_value_error': [('        raise TypeError(f"say() needs an int, not {type(n).__name__}")',
                         '        raise ValueError(f"say() needs an int, not '
                         '{type(n).__name__}")')],
 'fourty': [('"thirty", "forty", "fifty"', '"thirty", "fourty", "fifty"')],
 'hundreds_of_thousands_simplified': [('    words = f"{_below_thousand(thousands)} thousand"',
                                       '    words = f"{_below_hundred(thousands % 100)} '
                                       'thousand"')],
 'hyphen_is_space': [('    return f"{TENS[tens]}-{ONES[ones]}"',
                      '    return f"{TENS[tens]} {ONES[ones]}"')],
 'million_allowed': [('    if not 0 <= n <= 999_999:', '    if not 0 <= n <= 1_000_000:')],
 'negative_allowed': [('    if not 0 <= n <= 999_999:', '    if n > 999_999:')],
 'no_and_after_hundred': [('        words += f" and {_below_hundred(rest)}"',
                           '        words += f" {_below_hundred(rest)}"')],
 'no_and_after_thousand': [('        return f"{words} and {_below_hundred(rest)}"',
                            '        return f"{words} {_below_hundred(rest)}"')],
 'thousand_and_zero': [('    if rest == 0:\n        return words\n', '')],
 'upper_case_first_letter': [('    thousands, rest = divmod(n, 1000)\n'
                              '    if thousands == 0:\n'
                              '        return _below_thousand(rest)',
                              '    thousands, rest = divmod(n, 1000)\n'
                              '    if thousands == 0:\n'
                              '        return _below_thousand(rest).capitalize()')],
 'upper_limit_off_by_one': [('    if not 0 <= n <= 999_999:', '    if not 0 <= n < 999_999:')]}


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


def test_module_not_changed():
    assert (Path(os.getcwd()) / (MODULE + ".py")).read_text() == ORIGINAL


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
