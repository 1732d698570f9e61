"""Hidden check for shearing_tally_cli: shearing.py run as a script on tally files: output
lines and order, --rate and --sort, exit codes 0/1/2 with errors on stderr."""

import os
import random
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
SCRIPT = os.path.join(WORKSPACE, "shearing.py")

TALLY = """# Tuesday at Pen-y-bryn
Gareth, ewe, 212
Sian, lamb, 150

Gareth, Ram, 6
Tom, ewe, 180
Sian, ewe, 90
"""


def run(tmp_path, args, text=None, name="tally.txt"):
    if text is not None:
        (tmp_path / name).write_text(text, encoding="utf-8")
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTHONIOENCODING"] = "utf-8"
    proc = subprocess.run([sys.executable, SCRIPT, *args], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL)
    return proc


def out_lines(proc):
    return [ln.rstrip() for ln in proc.stdout.splitlines() if ln.strip()]


def test_script_exists():
    assert os.path.isfile(SCRIPT)


def test_prompt_example(tmp_path):
    text = "Gareth, ewe, 212\nSian, lamb, 150\nGareth, ram, 6\nSian, ewe, 90\n"
    proc = run(tmp_path, ["tally.txt"], text)
    assert proc.returncode == 0, proc.stderr
    assert out_lines(proc) == ["Gareth: 218 sheep, 402.60", "Sian: 240 sheep, 342.00",
                               "Total: 458 sheep, 744.60"]


def test_default_order_by_pay(tmp_path):
    proc = run(tmp_path, ["tally.txt"], TALLY)
    assert proc.returncode == 0, proc.stderr
    assert out_lines(proc) == ["Gareth: 218 sheep, 402.60", "Sian: 240 sheep, 342.00",
                               "Tom: 180 sheep, 324.00", "Total: 638 sheep, 1068.60"]
    assert proc.stderr.strip() == ""


def test_sort_name_and_rates(tmp_path):
    proc = run(tmp_path, ["tally.txt", "--sort", "name", "--rate", "lamb=1.5",
                          "--rate", "EWE=2"], TALLY)
    assert proc.returncode == 0, proc.stderr
    assert out_lines(proc) == ["Gareth: 218 sheep, 445.00", "Sian: 240 sheep, 405.00",
                               "Tom: 180 sheep, 360.00", "Total: 638 sheep, 1210.00"]
    proc = run(tmp_path, ["--rate", "ewe=1.85", "tally.txt"], TALLY)
    assert proc.returncode == 0, proc.stderr
    assert out_lines(proc) == ["Gareth: 218 sheep, 413.20", "Sian: 240 sheep, 346.50",
                               "Tom: 180 sheep, 333.00", "Total: 638 sheep, 1092.70"]
    proc = run(tmp_path, ["tally.txt", "--rate", "ram=0"], TALLY)
    assert proc.returncode == 0, proc.stderr
    assert out_lines(proc)[0] == "Gareth: 218 sheep, 381.60"


def test_sort_name_ignores_capitals(tmp_path):
    text = "zoe, ewe, 10\nAled, ewe, 300\nbryn, lamb, 100\nCarys, ram, 20\n"
    proc = run(tmp_path, ["tally.txt", "--sort", "name"], text)
    assert proc.returncode == 0, proc.stderr
    assert out_lines(proc) == ["Aled: 300 sheep, 540.00", "bryn: 100 sheep, 120.00",
                               "Carys: 20 sheep, 70.00", "zoe: 10 sheep, 18.00",
                               "Total: 430 sheep, 748.00"]
    proc = run(tmp_path, ["tally.txt", "--sort", "pay"], text)
    assert out_lines(proc) == ["Aled: 300 sheep, 540.00", "bryn: 100 sheep, 120.00",
                               "Carys: 20 sheep, 70.00", "zoe: 10 sheep, 18.00",
                               "Total: 430 sheep, 748.00"]


def test_same_pay_by_name(tmp_path):
    text = "  rhys ,EWE, 100\nDai, ewe, 100\nbeca, lamb, 150\nOwen, lamb, 0\n"
    proc = run(tmp_path, ["tally.txt"], text)
    assert proc.returncode == 0, proc.stderr
    assert out_lines(proc) == ["beca: 150 sheep, 180.00", "Dai: 100 sheep, 180.00",
                               "rhys: 100 sheep, 180.00", "Owen: 0 sheep, 0.00",
                               "Total: 350 sheep, 540.00"]


def test_empty_tally(tmp_path):
    proc = run(tmp_path, ["tally.txt"], "# nobody came\n\n")
    assert proc.returncode == 0, proc.stderr
    assert out_lines(proc) == ["Total: 0 sheep, 0.00"]
    proc = run(tmp_path, ["tally.txt"], "")
    assert proc.returncode == 0, proc.stderr
    assert out_lines(proc) == ["Total: 0 sheep, 0.00"]


def test_sampled(tmp_path):
    rng = random.Random(5050)
    names = ["Gareth", "Sian", "Tom", "Aled", "Nia", "Emyr"]
    rates = {"ewe": 180, "lamb": 120, "ram": 350}
    for i in range(8):
        sheep, pay, lines = {}, {}, []
        for _ in range(rng.randint(1, 12)):
            name, kind, count = rng.choice(names), rng.choice(list(rates)), rng.randint(0, 300)
            lines.append(f"{name}, {kind}, {count}")
            sheep[name] = sheep.get(name, 0) + count
            pay[name] = pay.get(name, 0) + count * rates[kind]
        proc = run(tmp_path, ["tally.txt", "--sort", "name"], "\n".join(lines) + "\n")
        assert proc.returncode == 0, proc.stderr
        want = [f"{n}: {sheep[n]} sheep, {pay[n] // 100}.{pay[n] % 100:02d}"
                for n in sorted(sheep)]
        total = sum(pay.values())
        want.append(f"Total: {sum(sheep.values())} sheep, {total // 100}.{total % 100:02d}")
        assert out_lines(proc) == want, lines


@pytest.mark.parametrize("bad, number", [
    ("Gareth, ewe", 3),
    ("Gareth, ewe, 12, 4", 3),
    (", ewe, 12", 3),
    ("Gareth, goat, 12", 3),
    ("Gareth, ewe, twelve", 3),
    ("Gareth, ewe, 12.5", 3),
    ("Gareth, ewe, -4", 3),
])
def test_bad_line(tmp_path, bad, number):
    text = "# day one\nSian, ewe, 10\n" + bad + "\nTom, ewe, 5\n"
    proc = run(tmp_path, ["tally.txt"], text)
    assert proc.returncode == 1
    assert f"line {number}" in proc.stderr
    assert proc.stdout.strip() == ""


def test_bad_line_counts_blank_lines(tmp_path):
    proc = run(tmp_path, ["tally.txt"], "\n\n# x\nSian, ewe, 10\n\nSian, ewes, 3\n")
    assert proc.returncode == 1
    assert "line 6" in proc.stderr
    assert proc.stdout.strip() == ""


def test_missing_file(tmp_path):
    proc = run(tmp_path, ["nope.txt"])
    assert proc.returncode == 1
    assert proc.stderr.strip()
    assert proc.stdout.strip() == ""


@pytest.mark.parametrize("args", [
    [],
    ["tally.txt", "--rate", "goat=1"],
    ["tally.txt", "--rate", "ewe"],
    ["tally.txt", "--rate", "ewe=cheap"],
    ["tally.txt", "--rate", "ewe=-1"],
    ["tally.txt", "--sort", "sheep"],
    ["tally.txt", "--bonus", "5"],
])
def test_usage_errors(tmp_path, args):
    proc = run(tmp_path, args, TALLY)
    assert proc.returncode == 2, (args, proc.stdout, proc.stderr)
    assert proc.stderr.strip()
