import subprocess
import sys
from pathlib import Path

import pytest

WS = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(WS))

REFERENCE = '''
import re
import unicodedata


def slugify(text, max_length=None, sep="-"):
    ascii_text = "".join(c for c in unicodedata.normalize("NFKD", text)
                         if not unicodedata.combining(c))
    words = re.findall(r"[a-z0-9]+", ascii_text.lower())
    if max_length is None:
        return sep.join(words)
    result = ""
    for word in words:
        candidate = word if not result else result + sep + word
        if len(candidate) > max_length:
            break
        result = candidate
    if not result and words:
        result = words[0][:max_length]
    return result
'''

MUTANTS = {
    # accented letters are not transliterated, they just become separators
    "no_transliteration": REFERENCE.replace(
        'ascii_text = "".join(c for c in unicodedata.normalize("NFKD", text)\n'
        '                         if not unicodedata.combining(c))',
        "ascii_text = text"),
    # every junk character becomes its own separator (ends still stripped)
    "no_collapse": REFERENCE.replace(
        'words = re.findall(r"[a-z0-9]+", ascii_text.lower())',
        'words = re.sub(r"[^a-z0-9]", " ", ascii_text.lower()).strip().split(" ")'),
    # separators kept at the start and end
    "no_strip": REFERENCE.replace(
        'words = re.findall(r"[a-z0-9]+", ascii_text.lower())',
        'words = re.split(r"[^a-z0-9]+", ascii_text.lower())\n'
        '    words = words if any(words) else []'),
    # max_length cuts in the middle of words
    "cut_mid_word": REFERENCE.replace(
        "    result = \"\"\n    for word in words:",
        "    return sep.join(words)[:max_length].strip(sep)\n    result = \"\"\n    for word in words:"),
    # a too-long first word gives an empty slug instead of a hard cut
    "no_hard_cut": REFERENCE.replace("        result = words[0][:max_length]", "        result = \"\""),
    # sep argument ignored
    "sep_ignored": REFERENCE.replace('def slugify(text, max_length=None, sep="-"):',
                                     'def slugify(text, max_length=None, sep="-"):\n    sep = "-"'),
}


def run_user_tests(tmp_path, impl_source):
    (tmp_path / "slugify.py").write_text(impl_source, encoding="utf-8")
    (tmp_path / "test_slugify.py").write_text(
        (WS / "test_slugify.py").read_text(encoding="utf-8"), encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "test_slugify.py"], cwd=tmp_path, capture_output=True, text=True,
                          timeout=120)


# ---------- behaviour of the user's slugify ----------

def _slugify():
    from slugify import slugify
    return slugify


@pytest.mark.parametrize("text,kwargs,expected", [
    ("Crème Brûlée", {}, "creme-brulee"),
    ("  Hello,   World!! ", {}, "hello-world"),
    ("C'est l'été", {}, "c-est-l-ete"),
    ("Hello World", {"sep": "_"}, "hello_world"),
    ("hello big world", {"max_length": 10}, "hello-big"),
    ("hello world", {"max_length": 7}, "hello"),
    ("extraordinary claims", {"max_length": 5}, "extra"),
    ("!!!", {}, ""),
    ("", {}, ""),
    ("Top 10 Tips", {}, "top-10-tips"),
    ("--x--", {}, "x"),
    ("hello world", {"max_length": 11}, "hello-world"),
    ("hello world", {"max_length": 50}, "hello-world"),
    ("hello world", {"max_length": 5}, "hello"),
    ("one two three", {"max_length": 8, "sep": "_"}, "one_two"),
    ("a b c", {"sep": "--"}, "a--b--c"),
    ("a b c", {"sep": "--", "max_length": 5}, "a--b"),
    ("Ærøskøbing Straße", {}, "r-sk-bing-stra-e"),
    ("ŞİŞLİ", {}, "sisli"),
    ("中文 abc", {}, "abc"),
    ("!!!", {"max_length": 3}, ""),
])
def test_slugify_behaviour(text, kwargs, expected):
    assert _slugify()(text, **kwargs) == expected


# ---------- the requested test file ----------

def test_test_file_exists():
    assert (WS / "test_slugify.py").is_file()


def test_user_tests_pass_on_user_code():
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                        "test_slugify.py"], cwd=WS, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout[-2000:]
    assert " passed" in r.stdout


def test_user_tests_pass_on_reference(tmp_path):
    r = run_user_tests(tmp_path, REFERENCE)
    assert r.returncode == 0, r.stdout[-2000:]


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_user_tests_catch_mutant(tmp_path, name):
    assert MUTANTS[name] != REFERENCE
    r = run_user_tests(tmp_path, MUTANTS[name])
    assert r.returncode != 0, f"test_slugify.py does not notice the bug: {name}"
