import os
import subprocess
import sys

import pytest

SCRIPT = "perms.py"
LETTERS = "rwxrwxrwx"


def run(*args):
    path = os.path.join(os.getcwd(), SCRIPT)
    assert os.path.isfile(path), "perms.py is missing"
    return subprocess.run([sys.executable, path, *args], capture_output=True, text=True,
                          timeout=60, cwd=os.getcwd())


def symbolic(value):
    return "".join(LETTERS[i] if value & (256 >> i) else "-" for i in range(9))


def lines(text):
    return [line.strip() for line in text.strip().splitlines()]


def test_prompt_examples():
    proc = run("754")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc.stdout) == ["rwxr-xr--"]
    proc = run("rw-r--r--")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc.stdout) == ["644"]
    proc = run("-rwxr-x---", "600")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc.stdout) == ["750", "rw-------"]


def test_leading_zero_kept():
    proc = run("---r--r--", "---------", "--------x", "------rwx")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc.stdout) == ["044", "000", "001", "007"]


def test_every_octal_mode():
    modes = [f"{v:03o}" for v in range(512)]
    proc = run(*modes)
    assert proc.returncode == 0, proc.stderr
    assert lines(proc.stdout) == [symbolic(v) for v in range(512)]


def test_every_symbolic_mode():
    modes = [symbolic(v) for v in range(512)]
    proc = run(*modes)
    assert proc.returncode == 0, proc.stderr
    assert lines(proc.stdout) == [f"{v:03o}" for v in range(512)]


def test_ls_long_form_ignores_type():
    proc = run("drwxr-xr-x", "-rw-r-----", "lrwxrwxrwx", "crw--w----")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc.stdout) == ["755", "640", "777", "620"]


def test_output_order_matches_input():
    proc = run("777", "r--------", "000", "rwx------")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc.stdout) == ["rwxrwxrwx", "400", "---------", "700"]


@pytest.mark.parametrize("mode", [
    "789", "0755", "75", "8", "rwxrwxrwz", "rw-", "rwxr-xr-xx", "xwrxwrxwr", "RWXR-XR-X",
    "abc", "rwxr-xr-x-", "7 5", "r-x-r-x-r", "-1",
])
def test_invalid_mode(mode):
    proc = run(mode)
    assert proc.returncode == 1, (proc.stdout, proc.stderr)
    assert f"perms: invalid mode: {mode}" in proc.stderr
    assert proc.stdout.strip() == ""


def test_invalid_does_not_stop_the_rest():
    proc = run("644", "789", "rwx------", "rw-", "---------")
    assert proc.returncode == 1
    assert lines(proc.stdout) == ["rw-r--r--", "700", "000"]
    assert "perms: invalid mode: 789" in proc.stderr
    assert "perms: invalid mode: rw-" in proc.stderr


def test_no_arguments():
    proc = run()
    assert proc.returncode == 2
    assert proc.stderr.strip() != ""
    assert proc.stdout.strip() == ""
