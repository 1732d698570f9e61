"""Hidden check for hashtag_extract_tests: the user's test_hashtags.py must pass on the given
hashtags.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "hashtags.py"
TEST_FILE = "test_hashtags.py"

# the given hashtags.py, verbatim
ORIGINAL = r'''"""Pull the hashtags out of a post, for the "trending" box on the community page."""

import re

MAX_LENGTH = 30

# "#" not glued to a word (or to another "#"), then one or more word characters
_TAG = re.compile(r"(?<![\w#])#(\w+)")


def hashtags(text, *, lowercase=False, unique=True):
    """Return the hashtags found in ``text``, without their ``#``, in the order they appear.

    What counts as a hashtag:

    * a ``#`` followed by letters (of any alphabet), digits or underscores; the tag
      ends at the first other character, so ``#summer!`` gives ``summer`` and
      ``#day-one`` gives ``day``
    * the ``#`` must be at the very start of the text or come right after a character
      that is not a letter, digit, underscore or ``#``: ``email#tag`` and ``##double``
      contain no hashtag, ``(#inside)`` does
    * a tag made only of digits is not a hashtag (``#2024``), but one that merely
      contains digits is (``#2024goals``, ``#top10``)
    * a tag longer than 30 characters (not counting the ``#``) is ignored completely;
      exactly 30 characters is fine

    Keyword-only options:

    * ``unique`` (default ``True``): each tag is reported once, at its first
      appearance and spelled as it was there; repeats are recognised ignoring case,
      so ``#Cats`` and ``#cats`` are the same tag. With ``unique=False`` every
      occurrence is reported.
    * ``lowercase`` (default ``False``): report the tags in lower case.

    ``text`` must be a ``str``; anything else raises ``TypeError``.

    >>> hashtags("Sunny #Beach day! #beach #sun_set #2024 #café")
    ['Beach', 'sun_set', 'café']
    >>> hashtags("Sunny #Beach day! #beach", unique=False)
    ['Beach', 'beach']
    >>> hashtags("#Beach #BEACH #Sea", lowercase=True)
    ['beach', 'sea']
    >>> hashtags("no tags here, mail me at a#b")
    []
    """
    if not isinstance(text, str):
        raise TypeError("text must be a str")
    found = []
    seen = set()
    for match in _TAG.finditer(text):
        tag = match.group(1)
        if tag.isdigit() or len(tag) > MAX_LENGTH:
            continue
        key = tag.casefold()
        if unique:
            if key in seen:
                continue
            seen.add(key)
        found.append(tag.lower() if lowercase else tag)
    return found
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'hyphen_in_tag': [
        ('_TAG = re.compile(r"(?<![\\w#])#(\\w+)")',
         '_TAG = re.compile(r"(?<![\\w#])#([\\w-]+)")'),
    ],
    'no_lookbehind': [
        ('_TAG = re.compile(r"(?<![\\w#])#(\\w+)")',
         '_TAG = re.compile(r"#(\\w+)")'),
    ],
    'ascii_only': [
        ('_TAG = re.compile(r"(?<![\\w#])#(\\w+)")',
         '_TAG = re.compile(r"(?<![\\w#])#([A-Za-z0-9_]+)")'),
    ],
    'digits_only_kept': [
        ('if tag.isdigit() or len(tag) > MAX_LENGTH:',
         'if len(tag) > MAX_LENGTH:'),
    ],
    'leading_digit_rejected': [
        ('if tag.isdigit() or len(tag) > MAX_LENGTH:',
         'if tag[0].isdigit() or len(tag) > MAX_LENGTH:'),
    ],
    'length_30_rejected': [
        ('len(tag) > MAX_LENGTH:',
         'len(tag) >= MAX_LENGTH:'),
    ],
    'long_tags_truncated': [
        ('        if tag.isdigit() or len(tag) > MAX_LENGTH:\n            continue\n',
         '        if tag.isdigit():\n            continue\n        tag = tag[:MAX_LENGTH]\n'),
    ],
    'max_length_32': [
        ('MAX_LENGTH = 30',
         'MAX_LENGTH = 32'),
    ],
    'unique_ignored': [
        ('        if unique:\n',
         '        if False:\n'),
    ],
    'unique_case_sensitive': [
        ('key = tag.casefold()',
         'key = tag'),
    ],
    'unique_default_off': [
        ('unique=True):',
         'unique=False):'),
    ],
    'lowercase_ignored': [
        ('found.append(tag.lower() if lowercase else tag)',
         'found.append(tag)'),
    ],
    'lowercase_default_on': [
        ('lowercase=False,',
         'lowercase=True,'),
    ],
    'sorted_output': [
        ('    return found\n',
         '    return sorted(found)\n'),
    ],
    'non_str_empty': [
        ('raise TypeError("text must be a str")',
         'return []'),
    ],
    'non_str_value_error': [
        ('raise TypeError("text must be a str")',
         'raise ValueError("text must be a str")'),
    ],
}


def _env():
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def _run_user_tests(tmp_path, source):
    root = tmp_path / "ws"
    shutil.copytree(WORKSPACE, root, symlinks=True,
                    ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache",
                                                  ".hidden_check", ".git"))
    with open(root / MODULE, "w", encoding="utf-8", newline="") as fh:
        fh.write(source)
    try:
        return subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", TEST_FILE],
            cwd=root, env=_env(), capture_output=True, text=True, timeout=120,
            stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{TEST_FILE} ran for more than 120 s")


def _mutant(name):
    source = ORIGINAL
    for old, new in MUTANTS[name]:
        assert old in source, f"{name}: text to replace not found: {old!r}"
        source = source.replace(old, new, 1)
    assert source != ORIGINAL
    return source


def test_module_unchanged():
    path = os.path.join(WORKSPACE, MODULE)
    assert os.path.isfile(path), f"{MODULE} is missing"
    with open(path, encoding="utf-8", newline="") as fh:
        assert fh.read() == ORIGINAL, f"{MODULE} was changed"


def test_test_file_exists():
    assert os.path.isfile(os.path.join(WORKSPACE, TEST_FILE)), f"{TEST_FILE} is missing"


def test_user_tests_pass_on_original(tmp_path):
    proc = _run_user_tests(tmp_path, ORIGINAL)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-1000:]
    assert " passed" in proc.stdout


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_user_tests_catch_mutant(tmp_path, name):
    proc = _run_user_tests(tmp_path, _mutant(name))
    assert proc.returncode != 0, (
        f"{TEST_FILE} still passes when {MODULE} is broken ({name})\n"
        + proc.stdout[-1500:])
