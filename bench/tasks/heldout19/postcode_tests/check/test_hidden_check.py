import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

MODULE = "postcode"
TEST_FILE = Path("tests") / "test_postcode.py"

# The code as handed to the user (the tests must pass on it).
ORIGINAL = '"""UK postcode helpers for the delivery form."""\n\nimport re\n\n_OUTWARD = re.compile(r"[A-Z]{1,2}[0-9][A-Z0-9]?")\n_INWARD = re.compile(r"[0-9][A-Z]{2}")\n\n\ndef normalise(text):\n    """Tidy a postcode the way Royal Mail writes it.\n\n    - Case doesn\'t matter and all whitespace is ignored, wherever it is:\n      \' sw1a1aa \' -> \'SW1A 1AA\', \'M 1 1 A E\' -> \'M1 1AE\'.\n    - The last three characters are the inward code and everything before them is\n      the outward code; the result is outward code, one space, inward code.\n    - The outward code is one or two letters, then a digit, then optionally one more\n      letter or digit (M1, B33, CR2, W1A, EC1A). The inward code is a digit followed\n      by two letters.\n    - Anything else raises ValueError; something that isn\'t a string raises TypeError.\n    """\n    if not isinstance(text, str):\n        raise TypeError("postcode must be a string")\n    compact = "".join(text.split()).upper()\n    outward, inward = compact[:-3], compact[-3:]\n    if not _OUTWARD.fullmatch(outward) or not _INWARD.fullmatch(inward):\n        raise ValueError(f"not a postcode: {text!r}")\n    return f"{outward} {inward}"\n\n\ndef area(text):\n    """The postcode area: the letters at the start. \'sw1a 1aa\' -> \'SW\', \'M1 1AE\' -> \'M\'.\n\n    Raises like normalise() for anything that isn\'t a postcode.\n    """\n    outward = normalise(text).split(" ")[0]\n    return re.match(r"[A-Z]+", outward).group()\n\n\ndef is_valid(text):\n    """True if normalise() would accept text. Never raises, whatever it\'s given."""\n    try:\n        normalise(text)\n    except (TypeError, ValueError):\n        return False\n    return True\n\n\ndef same_area(first, second):\n    """True if both postcodes are in the same area (\'SW1A 1AA\' and \'sw19 5ae\' are)."""\n    return area(first) == area(second)\n'

MUTANTS = {'area_two_chars': [('    return re.match(r"[A-Z]+", outward).group()', '    return outward[:2]')],
 'ignores_case': [('    compact = "".join(text.split()).upper()',
                   '    compact = "".join(text.split())')],
 'inward_digits_anywhere': [('_INWARD = re.compile(r"[0-9][A-Z]{2}")',
                             '_INWARD = re.compile(r"[0-9][A-Z0-9]{2}")')],
 'inward_letter_first': [('_INWARD = re.compile(r"[0-9][A-Z]{2}")',
                          '_INWARD = re.compile(r"[0-9A-Z][A-Z]{2}")')],
 'is_valid_lets_type_error_out': [('    except (TypeError, ValueError):',
                                   '    except ValueError:')],
 'no_fourth_outward_char': [('_OUTWARD = re.compile(r"[A-Z]{1,2}[0-9][A-Z0-9]?")',
                             '_OUTWARD = re.compile(r"[A-Z]{1,2}[0-9][0-9]?")')],
 'no_space': [('    return f"{outward} {inward}"', '    return f"{outward}{inward}"')],
 'no_type_check': [('    if not isinstance(text, str):\n'
                    '        raise TypeError("postcode must be a string")\n',
                    '')],
 'only_spaces_removed': [('    compact = "".join(text.split()).upper()',
                          '    compact = text.replace(" ", "").upper()')],
 'outward_digit_optional': [('_OUTWARD = re.compile(r"[A-Z]{1,2}[0-9][A-Z0-9]?")',
                             '_OUTWARD = re.compile(r"[A-Z]{1,2}[0-9]?[A-Z0-9]?")')],
 'same_area_compares_outward': [('    return area(first) == area(second)',
                                 '    return normalise(first).split()[0] == '
                                 'normalise(second).split()[0]')],
 'three_letter_area': [('_OUTWARD = re.compile(r"[A-Z]{1,2}[0-9][A-Z0-9]?")',
                        '_OUTWARD = re.compile(r"[A-Z]{1,3}[0-9][A-Z0-9]?")')],
 'type_error_is_value_error': [('        raise TypeError("postcode must be a string")',
                                '        raise ValueError("postcode must be a string")')]}


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
