"""Hidden check for vat_cli: vat.py adds VAT (or takes it out with --inc) at --rate (default 20),
half a penny rounding up, one line per amount and a total line for two or more, and exits 2
with nothing on stdout for bad input."""

import os
import random
import subprocess
import sys
from decimal import ROUND_HALF_UP, Decimal

import pytest

WORKSPACE = os.getcwd()
SCRIPT = os.path.join(WORKSPACE, "vat.py")
PENNY = Decimal("0.01")


def run(*args):
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTHONIOENCODING"] = "utf-8"
    env["PYTHONUTF8"] = "1"
    return subprocess.run([sys.executable, SCRIPT, *args], cwd=WORKSPACE, env=env,
                          capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL, encoding="utf-8")


def lines_of(proc):
    assert proc.returncode == 0, (proc.returncode, proc.stdout, proc.stderr)
    return [ln.rstrip() for ln in proc.stdout.strip().splitlines()]


def expected(amounts, rate="20", inc=False):
    r = Decimal(rate)
    rows = []
    for a in amounts:
        a = Decimal(a.lstrip("£"))
        if inc:
            vat = (a * r / (100 + r)).quantize(PENNY, rounding=ROUND_HALF_UP)
            rows.append((a - vat, vat, a))
        else:
            vat = (a * r / 100).quantize(PENNY, rounding=ROUND_HALF_UP)
            rows.append((a, vat, a + vat))
    out = [f"{n:.2f} + {v:.2f} = {g:.2f}" for n, v, g in rows]
    if len(rows) > 1:
        n, v, g = (sum(col) for col in zip(*rows))
        out.append(f"total {n:.2f} + {v:.2f} = {g:.2f}")
    return out


def test_script_exists():
    assert os.path.isfile(SCRIPT)


def test_prompt_examples():
    assert lines_of(run("10", "2.50")) == ["10.00 + 2.00 = 12.00", "2.50 + 0.50 = 3.00",
                                           "total 12.50 + 2.50 = 15.00"]
    assert lines_of(run("--inc", "£12", "--rate", "5")) == ["11.43 + 0.57 = 12.00"]
    assert lines_of(run("0.50", "--rate=5")) == ["0.50 + 0.03 = 0.53"]
    assert lines_of(run("--inc", "0.03")) == ["0.02 + 0.01 = 0.03"]


def test_single_amount_no_total():
    assert lines_of(run("100")) == ["100.00 + 20.00 = 120.00"]
    assert lines_of(run("£19.99")) == ["19.99 + 4.00 = 23.99"]
    assert lines_of(run("0")) == ["0.00 + 0.00 = 0.00"]
    assert lines_of(run("--inc", "120")) == ["100.00 + 20.00 = 120.00"]


def test_rates():
    assert lines_of(run("--rate", "0", "45.5")) == ["45.50 + 0.00 = 45.50"]
    assert lines_of(run("--rate", "100", "7")) == ["7.00 + 7.00 = 14.00"]
    assert lines_of(run("1234.5", "--rate", "12.5")) == ["1234.50 + 154.31 = 1388.81"]
    assert lines_of(run("--rate=5", "--inc", "10.50", "21")) == [
        "10.00 + 0.50 = 10.50", "20.00 + 1.00 = 21.00", "total 30.00 + 1.50 = 31.50"]
    assert lines_of(run("--inc", "--rate", "0", "9.99")) == ["9.99 + 0.00 = 9.99"]


def test_half_pennies_round_up():
    assert lines_of(run("0.10", "--rate", "5")) == ["0.10 + 0.01 = 0.11"]
    assert lines_of(run("--rate", "5", "0.30")) == ["0.30 + 0.02 = 0.32"]
    assert lines_of(run("2.25", "--rate", "2")) == ["2.25 + 0.05 = 2.30"]
    assert lines_of(run("--inc", "0.09")) == ["0.07 + 0.02 = 0.09"]
    assert lines_of(run("--inc", "0.21", "--rate", "5")) == ["0.20 + 0.01 = 0.21"]


def test_totals_add_the_lines():
    amounts = ["0.01", "0.03", "0.05", "0.07"]
    got = lines_of(run(*amounts))
    assert got == expected(amounts)
    assert got[-1] == "total 0.16 + 0.03 = 0.19"
    got = lines_of(run("0.03", "0.03", "0.03"))
    assert got == ["0.03 + 0.01 = 0.04"] * 3 + ["total 0.09 + 0.03 = 0.12"]
    got = lines_of(run("--inc", "0.03", "0.03", "0.03"))
    assert got[-1] == "total 0.06 + 0.03 = 0.09"


def test_sampled():
    rng = random.Random(5656)
    for _ in range(25):
        amounts = []
        for _ in range(rng.randint(1, 6)):
            pence = rng.randint(0, 500000)
            text = rng.choice([f"{pence // 100}.{pence % 100:02d}", f"{pence / 100:g}"])
            amounts.append(rng.choice(["", "£"]) + text)
        rate = rng.choice(["20", "5", "12.5", "0", "17.5", "8"])
        inc = rng.random() < 0.5
        args = list(amounts)
        # options before or after the amounts (not between them)
        args.insert(rng.choice([0, len(args)]), f"--rate={rate}")
        if inc:
            args.insert(rng.choice([0, len(args)]), "--inc")
        assert lines_of(run(*args)) == expected(amounts, rate, inc), args


@pytest.mark.parametrize("args", [
    [], ["--inc"], ["--rate", "5"], ["ten"], ["1.234"], ["5.5.5"], ["12", "abc"],
    ["£"], ["12", "--rate", "101"], ["12", "--rate", "-5"], ["12", "--rate", "abc"],
    ["12", "--rate=twenty"], ["12", "--rate"], ["12", "--vat", "5"], ["12", "--bogus"],
    ["-5"], ["$12"], ["12£"]])
def test_errors(args):
    proc = run(*args)
    assert proc.returncode == 2, (args, proc.returncode, proc.stdout, proc.stderr)
    assert proc.stdout.strip() == "", (args, proc.stdout)
    assert proc.stderr.strip() != "", args
