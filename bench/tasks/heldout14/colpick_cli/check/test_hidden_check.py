import csv
import io
import os
import subprocess
import sys

import pytest

SCRIPT = os.path.abspath("colpick.py")

PEOPLE = (
    "name,email,age,phone\n"
    '"Smith, John",john@example.com,41,555-0100\n'
    'Ann,ann@example.com,29,"555-0101, ext 2"\n'
    'Bo,"say ""hi""",7,\n'
)


def run(args, stdin=PEOPLE):
    return subprocess.run([sys.executable, SCRIPT, *args], input=stdin,
                          capture_output=True, text=True, timeout=30)


def rows(text):
    return list(csv.reader(io.StringIO(text)))


def test_script_exists():
    assert os.path.isfile(SCRIPT)


def test_keep_in_given_order():
    r = run(["name,email"])
    assert r.returncode == 0, r.stderr
    assert rows(r.stdout) == [
        ["name", "email"],
        ["Smith, John", "john@example.com"],
        ["Ann", "ann@example.com"],
        ["Bo", 'say "hi"'],
    ]


def test_reordered():
    r = run(["age,name"])
    assert r.returncode == 0, r.stderr
    assert rows(r.stdout) == [["age", "name"], ["41", "Smith, John"], ["29", "Ann"], ["7", "Bo"]]


def test_single_column_with_comma_values():
    r = run(["phone"])
    assert r.returncode == 0
    assert rows(r.stdout) == [["phone"], ["555-0100"], ["555-0101, ext 2"], [""]]


def test_exclude_one():
    r = run(["-x", "email"])
    assert r.returncode == 0, r.stderr
    assert rows(r.stdout) == [
        ["name", "age", "phone"],
        ["Smith, John", "41", "555-0100"],
        ["Ann", "29", "555-0101, ext 2"],
        ["Bo", "7", ""],
    ]


def test_exclude_two_keeps_original_order():
    r = run(["-x", "phone,name"])
    assert r.returncode == 0
    assert rows(r.stdout) == [["email", "age"], ["john@example.com", "41"],
                              ["ann@example.com", "29"], ['say "hi"', "7"]]


def test_case_sensitive():
    r = run(["Name"])
    assert r.returncode == 1
    assert r.stderr.strip() == "colpick: unknown column: Name"


def test_unknown_column():
    r = run(["name,nme"])
    assert r.returncode == 1
    assert r.stderr.strip() == "colpick: unknown column: nme"


def test_several_unknown_in_given_order():
    r = run(["nme,age,mail"])
    assert r.returncode == 1
    assert r.stderr.strip() == "colpick: unknown column: nme, mail"


def test_unknown_after_exclude():
    r = run(["-x", "email,fax"])
    assert r.returncode == 1
    assert r.stderr.strip() == "colpick: unknown column: fax"


def test_usage():
    r = run([])
    assert r.returncode == 2
    assert "usage: colpick.py [-x] COLUMNS" in r.stderr


def test_empty_input():
    r = run(["name"], stdin="")
    assert r.returncode == 0
    assert r.stdout == ""
