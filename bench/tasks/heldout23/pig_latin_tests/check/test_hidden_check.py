import hashlib
import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
PIGLATIN_SHA256 = "06d9b0065d7c4b3504824643f3643a758a3dbf79cddde8f22b56224c30d12ae7"

# the given piglatin.py, verbatim
ORIGINAL = '"""Pig Latin translator."""\nimport re\n\nVOWELS = "aeiou"\n\n\ndef word(w):\n    """Translate one word made of ASCII letters only.\n\n    - starts with a vowel: add "way"                       apple  -> appleway\n    - otherwise move the leading consonants to the end\n      and add "ay"                                         string -> ingstray\n    - a "u" right after a leading "q" moves with it        queen  -> eenquay, square -> aresquay\n    - "y" is a consonant at the start of a word and a\n      vowel anywhere else                                  yellow -> ellowyay, rhythm -> ythmrhay\n    - a word without any vowel just gets "ay"              hmm    -> hmmay\n    - the result is lower case, except that a word whose\n      first letter is upper case keeps a capital first     Hello  -> Ellohay, NASA -> Asanay\n      letter\n\n    Raises ValueError if w is empty or has anything other than a-z / A-Z.\n    """\n    if not w or not w.isascii() or not w.isalpha():\n        raise ValueError(f"not a word: {w!r}")\n    capital = w[0].isupper()\n    low = w.lower()\n    if low[0] in VOWELS:\n        out = low + "way"\n    else:\n        i = 0\n        while i < len(low) and low[i] not in VOWELS and not (low[i] == "y" and i > 0):\n            i += 1\n        if i < len(low) and low[i] == "u" and low[i - 1] == "q":\n            i += 1\n        out = low[i:] + low[:i] + "ay"\n    if capital:\n        out = out[0].upper() + out[1:]\n    return out\n\n\ndef sentence(text):\n    """Translate every run of letters in text; everything else stays as it is.\n\n    >>> sentence("Hello, world! Route 66 is quiet.")\n    \'Ellohay, orldway! Outeray 66 isway ietquay.\'\n    """\n    return re.sub(r"[A-Za-z]+", lambda m: word(m.group()), text)\n'

BROKEN = {
    "vowel_yay": ('out = low + "way"', 'out = low + "yay"'),
    "vowel_ay": ('out = low + "way"', 'out = low + "ay"'),
    "consonant_way": ('out = low[i:] + low[:i] + "ay"', 'out = low[i:] + low[:i] + "way"'),
    "consonant_first_only": ('out = low[i:] + low[:i] + "ay"', 'out = low[1:] + low[:1] + "ay"'),
    "no_qu_rule": ('if i < len(low) and low[i] == "u" and low[i - 1] == "q":', 'if False:'),
    "qu_any_consonant": ('and low[i] == "u" and low[i - 1] == "q":', 'and low[i] == "u":'),
    "qu_only_at_start": ('and low[i] == "u" and low[i - 1] == "q":',
                         'and low[i] == "u" and low[i - 1] == "q" and i == 1:'),
    "y_always_vowel": ('and not (low[i] == "y" and i > 0)', 'and low[i] != "y"'),
    "y_always_consonant": (' and not (low[i] == "y" and i > 0)', ''),
    "no_vowel_gets_way": ('        out = low[i:] + low[:i] + "ay"',
                          '        out = low[i:] + low[:i] + ("way" if i == len(low) else "ay")'),
    "no_capital": ("    if capital:\n", "    if False:\n"),
    "capital_only_all_caps": ("capital = w[0].isupper()", "capital = w.isupper()"),
    "capital_any_upper": ("capital = w[0].isupper()", "capital = not w.islower()"),
    "capital_whole_word": ("out = out[0].upper() + out[1:]", "out = out.upper()"),
    "keeps_input_case": ("    low = w.lower()\n", "    low = w\n"),
    "non_ascii_ok": ("if not w or not w.isascii() or not w.isalpha():",
                     "if not w or not w.isalpha():"),
    "digits_ok": ("if not w or not w.isascii() or not w.isalpha():",
                  "if not w or not w.isascii() or not w.isalnum():"),
    "error_is_type_error": ('raise ValueError(f"not a word: {w!r}")',
                            'raise TypeError(f"not a word: {w!r}")'),
    "sentence_word_chars": ('return re.sub(r"[A-Za-z]+", lambda m: word(m.group()), text)',
                            'return re.sub(r"\\w+", lambda m: word(m.group()), text)'),
    "sentence_splits_on_spaces": ('return re.sub(r"[A-Za-z]+", lambda m: word(m.group()), text)',
                                  'return " ".join(re.sub(r"[A-Za-z]+", lambda m: word(m.group()), t) for t in text.split())'),
    "sentence_drops_punctuation": ('return re.sub(r"[A-Za-z]+", lambda m: word(m.group()), text)',
                                   'return re.sub(r"[A-Za-z]+", lambda m: word(m.group()), re.sub(r"[^A-Za-z0-9\\s]", "", text))'),
    "sentence_lowercases": ('return re.sub(r"[A-Za-z]+", lambda m: word(m.group()), text)',
                            'return re.sub(r"[A-Za-z]+", lambda m: word(m.group()).lower(), text)'),
}


def run_user_tests(tmp_path, source):
    target = tmp_path / "run"
    target.mkdir()
    (target / "piglatin.py").write_text(source)
    shutil.copy(os.path.join(WORKSPACE, "test_piglatin.py"), target / "test_piglatin.py")
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    env.pop("PYTHONPATH", None)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider",
                           "test_piglatin.py"], cwd=target, capture_output=True, text=True,
                          env=env, timeout=120)


def test_piglatin_py_unchanged():
    with open(os.path.join(WORKSPACE, "piglatin.py"), "rb") as fh:
        assert hashlib.sha256(fh.read()).hexdigest() == PIGLATIN_SHA256


def test_test_file_exists():
    assert os.path.isfile(os.path.join(WORKSPACE, "test_piglatin.py"))


def test_user_tests_pass_in_workspace():
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "test_piglatin.py"], cwd=WORKSPACE, capture_output=True, text=True,
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
