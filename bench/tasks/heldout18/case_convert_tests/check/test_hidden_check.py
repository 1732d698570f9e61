import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

MODULE = "caseconv"
TEST_FILE = Path("tests") / "test_caseconv.py"

# The code as handed to the user (the tests must pass on it).
ORIGINAL = r'''"""Convert identifiers between camelCase / PascalCase and snake_case."""

import re

# One word is: an acronym that runs into a capitalised word ("HTTP" in "HTTPServer"),
# an optionally capitalised lowercase run ("parse", "Server"), an all-caps run ("ID"),
# or a bare run of digits. Digits stick to the word in front of them ("version2", "HTTP2").
# Anything that is not a letter or a digit (underscores, hyphens, spaces, ...) just
# separates words.
_WORD = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+[0-9]*|[A-Z]+[0-9]*|[0-9]+")


def split_words(name):
    """Split an identifier into its words.

    'parseHTTPResponse' -> ['parse', 'HTTP', 'Response']
    'user_ID-2 list'    -> ['user', 'ID', '2', 'list']
    """
    return _WORD.findall(name)


def to_snake(name):
    """Convert to snake_case: words lowercased and joined with single underscores.

    'parseHTTPResponse'  -> 'parse_http_response'
    'XMLParser'          -> 'xml_parser'
    'getX'               -> 'get_x'
    'userID'             -> 'user_id'
    'version2Update'     -> 'version2_update'
    'HTTP2Server'        -> 'http2_server'
    'already-kebab case' -> 'already_kebab_case'
    '__private__'        -> 'private'
    ''                   -> ''
    """
    return "_".join(word.lower() for word in split_words(name))


def to_camel(name, upper_first=False):
    """Convert to camelCase (or PascalCase with upper_first=True).

    Every word after the first is capitalised with the rest of it lowercased, and the
    first word is all lowercase unless upper_first is set:

    'http_response_code'                    -> 'httpResponseCode'
    'http_response_code', upper_first=True  -> 'HttpResponseCode'
    'user_ID'                               -> 'userId'
    'HTTP_status'                           -> 'httpStatus'
    'version2_update'                       -> 'version2Update'
    ''                                      -> ''
    """
    words = [word.lower() for word in split_words(name)]
    if not words:
        return ""
    first = words[0].capitalize() if upper_first else words[0]
    return first + "".join(word.capitalize() for word in words[1:])
'''

MUTANTS = {'acronym_not_split': [('r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+[0-9]*|[A-Z]+[0-9]*|[0-9]+"',
                        'r"[A-Z]?[a-z]+[0-9]*|[A-Z]+[0-9]*|[0-9]+"')],
 'camel_first_word_not_lowered': [('    words = [word.lower() for word in split_words(name)]',
                                   '    words = split_words(name)')],
 'caps_run_split_up': [('r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+[0-9]*|[A-Z]+[0-9]*|[0-9]+"',
                        'r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+[0-9]*|[A-Z][0-9]*|[0-9]+"')],
 'digits_become_words': [('r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+[0-9]*|[A-Z]+[0-9]*|[0-9]+"',
                          'r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+"')],
 'empty_string_crashes': [('    if not words:\n        return ""\n', '')],
 'upper_first_ignored': [('    first = words[0].capitalize() if upper_first else words[0]',
                          '    first = words[0]')]}


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
