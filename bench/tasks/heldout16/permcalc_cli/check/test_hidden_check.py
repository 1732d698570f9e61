import os
import subprocess
import sys

import pytest

ROOT = os.getcwd()


def run(*args):
    return subprocess.run(
        [sys.executable, os.path.join(ROOT, "permcalc.py"), *args],
        capture_output=True, text=True, cwd=ROOT, timeout=30,
    )


@pytest.mark.parametrize("arg,expected", [
    ("rwxr-x---", "750"),
    ("rw-r-----", "640"),
    ("---------", "000"),
    ("rwxrwxrwx", "777"),
    ("r--------", "400"),
    ("----w----", "020"),
    ("--------x", "001"),
    ("r-xr-xr-x", "555"),
])
def test_symbolic_to_octal(arg, expected):
    r = run(arg)
    assert r.returncode == 0, r.stderr
    assert r.stdout == expected + "\n"


@pytest.mark.parametrize("arg,expected", [
    ("640", "rw-r-----"),
    ("750", "rwxr-x---"),
    ("000", "---------"),
    ("007", "------rwx"),
    ("777", "rwxrwxrwx"),
    ("123", "--x-w--wx"),
    ("456", "r--r-xrw-"),
])
def test_octal_to_symbolic(arg, expected):
    r = run(arg)
    assert r.returncode == 0, r.stderr
    assert r.stdout == expected + "\n"


@pytest.mark.parametrize("arg", [
    "wrx------", "rwxr-x--", "rwxr-x----", "0755", "75", "789", "708", "rwsr-xr-x",
    "RWXR-XR-X", "7a5", "", "r-x r-x", "xwr------", "--r------",
])
def test_invalid(arg):
    r = run(arg)
    assert r.returncode == 1
    assert r.stdout == ""
    assert f"error: invalid mode '{arg}'" in r.stderr


@pytest.mark.parametrize("args", [(), ("750", "640"), ("rwx------", "x")])
def test_usage(args):
    r = run(*args)
    assert r.returncode == 2
    assert r.stdout == ""
    assert r.stderr.strip() != ""
