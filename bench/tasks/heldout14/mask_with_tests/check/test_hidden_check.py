"""Hidden check: mask.py behaves as asked, and test_mask.py catches broken versions."""
import os
import shutil
import subprocess
import sys
import textwrap

import pytest

import mask

WORKSPACE = os.getcwd()
USER_TESTS = os.path.join(WORKSPACE, "test_mask.py")


# ---- behaviour of mask.py ------------------------------------------------

@pytest.mark.parametrize("address, expected", [
    ("jonathan@example.com", "j******n@example.com"),
    ("al@x.org", "**@x.org"),
    ("a@x.org", "*@x.org"),
    ("abc@x.org", "a*c@x.org"),
    ("john.smith@mail.co.uk", "j********h@mail.co.uk"),
])
def test_mask_email(address, expected):
    assert mask.mask_email(address) == expected


@pytest.mark.parametrize("bad", ["nope", "a@b@c.com", "@x.org", "bob@", "@", ""])
def test_mask_email_invalid(bad):
    with pytest.raises(ValueError):
        mask.mask_email(bad)


@pytest.mark.parametrize("number, expected", [
    ("4111 1111 1111 1234", "**** **** **** 1234"),
    ("4111-1111-1111-12-34", "****-****-****-12-34"),
    ("4111111111111234", "************1234"),
    ("1234", "1234"),
    ("12345", "*2345"),
    ("1-2-3-4-5", "*-2-3-4-5"),
    (" 5555 4444 ", " **** 4444 "),
])
def test_mask_card(number, expected):
    assert mask.mask_card(number) == expected


@pytest.mark.parametrize("bad", ["123", "", "1-2-3", "4111 1111 1111 123a", "4111/1111/1111/1234",
                                 "card 4111 1111 1111 1234"])
def test_mask_card_invalid(bad):
    with pytest.raises(ValueError):
        mask.mask_card(bad)


# ---- the user's tests ----------------------------------------------------

GOOD_EMAIL = '''
    def mask_email(address):
        if address.count("@") != 1:
            raise ValueError(address)
        local, domain = address.split("@")
        if not local or not domain:
            raise ValueError(address)
        if len(local) <= 2:
            return "*" * len(local) + "@" + domain
        return local[0] + "*" * (len(local) - 2) + local[-1] + "@" + domain
'''

GOOD_CARD = '''
    def mask_card(number):
        if any(c not in "0123456789 -" for c in number):
            raise ValueError(number)
        n = sum(c.isdigit() for c in number)
        if n < 4:
            raise ValueError(number)
        hide = n - 4
        out = ""
        for c in number:
            if c.isdigit() and hide > 0:
                out += "*"
                hide -= 1
            else:
                out += c
        return out
'''

MUTANTS = {
    "email_short_local_kept": GOOD_CARD + '''
    def mask_email(address):
        if address.count("@") != 1:
            raise ValueError(address)
        local, domain = address.split("@")
        if not local or not domain:
            raise ValueError(address)
        if len(local) == 1:
            return "*@" + domain
        return local[0] + "*" * (len(local) - 2) + local[-1] + "@" + domain
    ''',
    "email_several_at_allowed": GOOD_CARD + '''
    def mask_email(address):
        local, at, domain = address.rpartition("@")
        if not at or not local or not domain:
            raise ValueError(address)
        if len(local) <= 2:
            return "*" * len(local) + "@" + domain
        return local[0] + "*" * (len(local) - 2) + local[-1] + "@" + domain
    ''',
    "card_last_four_characters": GOOD_EMAIL + '''
    def mask_card(number):
        if any(c not in "0123456789 -" for c in number):
            raise ValueError(number)
        if sum(c.isdigit() for c in number) < 4:
            raise ValueError(number)
        head, tail = number[:-4], number[-4:]
        return "".join("*" if c.isdigit() else c for c in head) + tail
    ''',
    "card_separators_dropped": GOOD_EMAIL + '''
    def mask_card(number):
        if any(c not in "0123456789 -" for c in number):
            raise ValueError(number)
        digits = [c for c in number if c.isdigit()]
        if len(digits) < 4:
            raise ValueError(number)
        return "*" * (len(digits) - 4) + "".join(digits[-4:])
    ''',
    "card_other_characters_allowed": GOOD_EMAIL + '''
    def mask_card(number):
        n = sum(c.isdigit() for c in number)
        if n < 4:
            raise ValueError(number)
        hide = n - 4
        out = ""
        for c in number:
            if c.isdigit() and hide > 0:
                out += "*"
                hide -= 1
            else:
                out += c
        return out
    ''',
}


def run_user_tests(tmp_path, module_source):
    shutil.copy(USER_TESTS, tmp_path / "test_mask.py")
    (tmp_path / "mask.py").write_text(module_source)
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_mask.py"],
        cwd=tmp_path, capture_output=True, text=True, timeout=120, env=env,
    )


def test_user_test_file_exists():
    assert os.path.isfile(USER_TESTS)


def test_user_tests_pass_on_user_code(tmp_path):
    with open(os.path.join(WORKSPACE, "mask.py")) as fh:
        source = fh.read()
    r = run_user_tests(tmp_path, source)
    assert r.returncode == 0, r.stdout[-2000:]


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_user_tests_catch_mutant(tmp_path, name):
    assert os.path.isfile(USER_TESTS)
    r = run_user_tests(tmp_path, textwrap.dedent(MUTANTS[name]))
    # 1: some test failed (2: the tests could not even import the broken module's names)
    assert r.returncode in (1, 2), f"mutant {name} was not caught:\n{r.stdout[-2000:]}"
