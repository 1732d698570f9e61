"""Hidden check for contact_merge_tests: the user's test_contacts.py must pass on the given
contacts.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "contacts.py"
TEST_FILE = "test_contacts.py"

# the given contacts.py, verbatim
ORIGINAL = r'''"""Clean up an address book that has the same person in it more than once."""

FIELDS = ("name", "email", "phones")


def _digits(phone):
    return "".join(ch for ch in phone if ch.isdigit())


def merge_contacts(contacts):
    """Merge the contacts that share an email address; return a new list.

    ``contacts`` is a list of dicts, each with the keys "name" (str), "email" (str)
    and "phones" (list of str). The result is a new list of dicts with the same
    three keys.

    - Two contacts are the same person when their emails are equal ignoring case
      and spaces around them. The merged contact's email is the stripped, lower
      case form.
    - A contact whose email is empty (or only spaces) is never merged with another
      one; it stays on its own, with email "".
    - Each person appears once, at the position of their first contact in the list;
      the people keep the order in which they first appear.
    - name: the first name (in list order) that is not empty after stripping,
      stripped; "" if every contact of that person has an empty name.
    - phones: every phone number of the person's contacts, in order of first
      appearance, without duplicates. Two numbers are duplicates when they have the
      same digits ("020 7946 0018" and "(020) 7946-0018"); the first spelling
      is kept.
    - The list and the dicts passed in are not changed.

    ValueError if a contact lacks one of the three keys.

    >>> merge_contacts([
    ...     {"name": "", "email": "Ann@Example.com ", "phones": ["0123 456"]},
    ...     {"name": "Bob", "email": "bob@example.com", "phones": []},
    ...     {"name": " Ann Lee", "email": "ann@example.com", "phones": ["0123-456", "999"]},
    ... ])  # doctest: +NORMALIZE_WHITESPACE
    [{'name': 'Ann Lee', 'email': 'ann@example.com', 'phones': ['0123 456', '999']},
     {'name': 'Bob', 'email': 'bob@example.com', 'phones': []}]
    """
    merged = []
    by_email = {}
    for contact in contacts:
        missing = [field for field in FIELDS if field not in contact]
        if missing:
            raise ValueError(f"contact without {', '.join(missing)}: {contact!r}")
        email = contact["email"].strip().lower()
        name = contact["name"].strip()
        if email and email in by_email:
            person = by_email[email]
        else:
            person = {"name": "", "email": email, "phones": []}
            merged.append(person)
            if email:
                by_email[email] = person
        if not person["name"]:
            person["name"] = name
        seen = {_digits(phone) for phone in person["phones"]}
        for phone in contact["phones"]:
            if _digits(phone) not in seen:
                seen.add(_digits(phone))
                person["phones"].append(phone)
    return merged
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'email_case_sensitive': [
        ('email = contact["email"].strip().lower()',
         'email = contact["email"].strip()'),
    ],
    'email_spaces_matter': [
        ('email = contact["email"].strip().lower()',
         'email = contact["email"].lower()'),
    ],
    'merged_email_as_written': [
        ('person = {"name": "", "email": email, "phones": []}',
         'person = {"name": "", "email": contact["email"], "phones": []}'),
    ],
    'last_name_wins': [
        ('if not person["name"]:',
         'if name:'),
    ],
    'name_not_stripped': [
        ('name = contact["name"].strip()',
         'name = contact["name"]'),
    ],
    'phones_compared_as_written': [
        ('    return "".join(ch for ch in phone if ch.isdigit())\n',
         '    return phone\n'),
    ],
    'phones_not_deduplicated': [
        ('if _digits(phone) not in seen:',
         'if True:'),
    ],
    'phones_dedup_within_contact_only': [
        ('seen = {_digits(phone) for phone in person["phones"]}',
         'seen = set()'),
    ],
    'empty_emails_merged': [
        ('if email and email in by_email:',
         'if email in by_email:'),
        ('            if email:\n                by_email[email] = person\n',
         '            by_email[email] = person\n'),
    ],
    'sorted_by_email': [
        ('    return merged\n',
         '    return sorted(merged, key=lambda person: person["email"])\n'),
    ],
    'input_phone_list_reused': [
        ('person = {"name": "", "email": email, "phones": []}',
         'person = {"name": "", "email": email, "phones": contact["phones"]}'),
    ],
    'missing_key_raises_key_error': [
        ('raise ValueError(f"contact without',
         'raise KeyError(f"contact without'),
    ],
    'phones_key_not_checked': [
        ('FIELDS = ("name", "email", "phones")',
         'FIELDS = ("name", "email")'),
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
