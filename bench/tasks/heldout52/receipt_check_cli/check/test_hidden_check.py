"""Hidden check for receipt_check_cli: checkreceipt.py prints OK (exit 0) when the items add up
to the TOTAL, a MISMATCH line (exit 1) with over/undercharged when not, and exits 2 with a
message on stderr only for bad arguments, unreadable files, bad lines (naming the line) and a
missing or doubled TOTAL."""

import os
import random
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
SCRIPT = os.path.join(WORKSPACE, "checkreceipt.py")

EXAMPLE = """# Saturday shop
Milk 2L, 1, 1.65
Bananas, 6, 0.18
Cheese, 1, 3.20
Clubcard price cheese, 1, -0.75
TOTAL, 5.18
"""


def run(tmp_path, *args):
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    proc = subprocess.run([sys.executable, SCRIPT, *args], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    return proc.returncode, proc.stdout, proc.stderr


def check_file(tmp_path, text, name="receipt.txt"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return run(tmp_path, str(path))


def lines_of(out):
    return [ln.strip() for ln in out.strip().splitlines() if ln.strip()]


def expect_error(result, line=None):
    code, out, err = result
    assert code == 2, (code, out, err)
    assert out.strip() == "", out
    assert err.strip(), "no message on stderr"
    if line is not None:
        assert f"line {line}" in err.lower(), err


def test_script_exists():
    assert os.path.isfile(SCRIPT), "checkreceipt.py is missing"


def test_example_ok(tmp_path):
    code, out, err = check_file(tmp_path, EXAMPLE)
    assert code == 0, (code, out, err)
    assert lines_of(out) == ["OK: 5.18"]


def test_example_overcharged(tmp_path):
    code, out, err = check_file(tmp_path, EXAMPLE.replace("TOTAL, 5.18", "TOTAL, 5.38"))
    assert code == 1, (code, out, err)
    assert lines_of(out) == [
        "MISMATCH: items add up to 5.18 but the receipt says 5.38 (overcharged by 0.20)"]


def test_undercharged(tmp_path):
    code, out, err = check_file(tmp_path, EXAMPLE.replace("TOTAL, 5.18", "TOTAL, 4.9"))
    assert code == 1, (code, out, err)
    assert lines_of(out) == [
        "MISMATCH: items add up to 5.18 but the receipt says 4.90 (undercharged by 0.28)"]


def test_more_ok_cases(tmp_path):
    cases = [
        ("Bread, 1, 3\nTOTAL, 3\n", "OK: 3.00"),
        ("Apples, 3, 0.10\nPears, 1, 0.20\nTOTAL, 0.50\n", "OK: 0.50"),
        ("TOTAL, 7.45\n\n# note\n  Eggs ,  2 ,  1.10  \nCoffee, 1, 5.25\n", "OK: 7.45"),
        ("Tea, 10, 0.35\nTOTAL,3.50\n", "OK: 3.50"),
        ("   \n# nothing bought\nTOTAL, 0.00\n", "OK: 0.00"),
        ("Wine, 2, 7.50\nMultibuy saving, 1, -2.00\nTOTAL, 13.00", "OK: 13.00"),
    ]
    for i, (text, want) in enumerate(cases):
        code, out, err = check_file(tmp_path, text, f"r{i}.txt")
        assert code == 0, (text, code, out, err)
        assert lines_of(out) == [want], text


def test_sampled(tmp_path):
    rng = random.Random(5252)
    for i in range(25):
        items = [(f"item {j}", rng.randint(1, 12), rng.randint(-300, 2000))
                 for j in range(rng.randint(1, 8))]
        pence = sum(q * p for _, q, p in items)
        shift = rng.choice([0, 0, 1, -1, 10, -37, 250])
        said = pence + shift
        body = "".join(f"{n}, {q}, {p / 100:.2f}\n" for n, q, p in items)
        code, out, err = check_file(tmp_path, body + f"TOTAL, {said / 100:.2f}\n", f"s{i}.txt")

        def fmt(x):
            return f"{x / 100:.2f}"
        if shift == 0:
            assert code == 0, (body, out, err)
            assert lines_of(out) == [f"OK: {fmt(said)}"]
        else:
            word = "overcharged" if shift > 0 else "undercharged"
            assert code == 1, (body, said, out, err)
            assert lines_of(out) == [
                f"MISMATCH: items add up to {fmt(pence)} but the receipt says {fmt(said)} "
                f"({word} by {fmt(abs(shift))})"], (body, said)


def test_argument_errors(tmp_path):
    expect_error(run(tmp_path))
    (tmp_path / "a.txt").write_text(EXAMPLE)
    expect_error(run(tmp_path, str(tmp_path / "a.txt"), str(tmp_path / "a.txt")))
    expect_error(run(tmp_path, str(tmp_path / "no_such_receipt.txt")))


def test_bad_lines(tmp_path):
    head = "# Monday\nMilk, 1, 1.65\n\n"
    bad_lines = ["Bread, 1", "Bread, 1, 1.20, extra", "Bread", "Bread, 0, 1.20",
                 "Bread, -1, 1.20", "Bread, 1.5, 1.20", "Bread, two, 1.20", "Bread, 1, abc",
                 "Bread, 1, 1.205", "Bread, 1, "]
    for i, bad in enumerate(bad_lines):
        result = check_file(tmp_path, head + bad + "\nTOTAL, 2.85\n", f"b{i}.txt")
        expect_error(result, line=4)


def test_total_errors(tmp_path):
    expect_error(check_file(tmp_path, "Milk, 1, 1.65\n", "t1.txt"))
    expect_error(check_file(tmp_path, "", "t2.txt"))
    expect_error(check_file(tmp_path, "Milk, 1, 1.65\nTOTAL, 1.65\nTOTAL, 1.65\n", "t3.txt"))
    expect_error(check_file(tmp_path, "Milk, 1, 1.65\nTOTAL, lots\n", "t4.txt"))
