"""Hidden check for till_cashup_cli: cashup.py, run as a program, reads a count file
(denomination x count, blanks and # lines skipped, repeats added), takes off the float
(--float, 100 by default) and compares with --sales, with the output lines and error rules
the prompt gives."""

import os
import random
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
PROGRAM = "cashup.py"
DENOMS = {"£50": 5000, "£20": 2000, "£10": 1000, "£5": 500, "£2": 200, "£1": 100,
          "50p": 50, "20p": 20, "10p": 10, "5p": 5, "2p": 2, "1p": 1}
EXAMPLE = """# Saturday
£20 x 3
£10 x 5
£5 x 7

£2 x 12
£1 x 20
50p x 9
20p x 15
10p x30
5p x 11
2p x 4
1p x 8
"""


def run(tmp_path, content, *args):
    path = tmp_path / "counts.txt"
    path.write_text(content, encoding="utf-8")
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTHONIOENCODING"] = "utf-8"
    env["PYTHONUTF8"] = "1"
    proc = subprocess.run([sys.executable, PROGRAM, str(path), *args], cwd=WORKSPACE,
                          env=env, capture_output=True, timeout=60, stdin=subprocess.DEVNULL)
    return proc.returncode, proc.stdout.decode("utf-8"), proc.stderr.decode("utf-8")


def lines(out):
    return [" ".join(line.split()) for line in out.strip().splitlines() if line.strip()]


def money(pence):
    return f"£{pence // 100}.{pence % 100:02d}"


def test_program_exists():
    assert os.path.isfile(os.path.join(WORKSPACE, PROGRAM)), f"{PROGRAM} is missing"


def test_prompt_example(tmp_path):
    code, out, _ = run(tmp_path, EXAMPLE, "--sales", "97.50")
    assert code == 0
    assert lines(out) == ["Counted: £200.21", "Float: £100.00", "Takings: £100.21",
                          "Sales: £97.50", "Over by £2.71"]
    code, out, _ = run(tmp_path, EXAMPLE, "--float", "150", "--sales", "50.21")
    assert code == 0
    assert lines(out) == ["Counted: £200.21", "Float: £150.00", "Takings: £50.21",
                          "Sales: £50.21", "Spot on"]


def test_without_sales(tmp_path):
    code, out, _ = run(tmp_path, EXAMPLE)
    assert code == 0
    assert lines(out) == ["Counted: £200.21", "Float: £100.00", "Takings: £100.21"]
    code, out, _ = run(tmp_path, EXAMPLE, "--float", "75.5")
    assert code == 0
    assert lines(out) == ["Counted: £200.21", "Float: £75.50", "Takings: £124.71"]


def test_short_and_big(tmp_path):
    code, out, _ = run(tmp_path, EXAMPLE, "--sales", "101")
    assert code == 0
    assert lines(out)[-2:] == ["Sales: £101.00", "Short by £0.79"]
    content = "£50 x 20\n£20 x 13\n1p x 3\n"
    code, out, _ = run(tmp_path, content, "--sales", "1250")
    assert code == 0
    assert lines(out) == ["Counted: £1260.03", "Float: £100.00", "Takings: £1160.03",
                          "Sales: £1250.00", "Short by £89.97"]
    code, out, _ = run(tmp_path, "£50 x 2\n", "--sales", "0")
    assert code == 0
    assert lines(out) == ["Counted: £100.00", "Float: £100.00", "Takings: £0.00",
                          "Sales: £0.00", "Spot on"]


def test_file_rules(tmp_path):
    content = "\n# counted twice, the bag of pound coins\n  £1 x 10  \n5p x 0\n£1x5\n\n#\n2p  x  7\n"
    code, out, _ = run(tmp_path, content, "--float", "0")
    assert code == 0
    assert lines(out) == ["Counted: £15.14", "Float: £0.00", "Takings: £15.14"]


def test_sampled(tmp_path):
    rng = random.Random(58)
    for _ in range(25):
        rows, pence = [], 0
        for _ in range(rng.randint(1, 15)):
            denom = rng.choice(list(DENOMS))
            count = rng.randint(0, 60)
            pence += DENOMS[denom] * count
            rows.append(f"{denom}{rng.choice([' x ', 'x', ' x', 'x  '])}{count}")
        float_pence = rng.randint(0, pence)
        sales = rng.choice([pence - float_pence, rng.randint(0, 40000)])
        code, out, err = run(tmp_path, "\n".join(rows) + "\n", "--float",
                             f"{float_pence / 100:.2f}", "--sales", f"{sales / 100:.2f}")
        assert code == 0, (rows, err)
        takings = pence - float_pence
        diff = takings - sales
        last = ("Spot on" if diff == 0 else
                f"Over by {money(diff)}" if diff > 0 else f"Short by {money(-diff)}")
        assert lines(out) == [f"Counted: {money(pence)}", f"Float: {money(float_pence)}",
                              f"Takings: {money(takings)}", f"Sales: {money(sales)}",
                              last], rows


@pytest.mark.parametrize("content", [
    "£20 x 3\n£3 x 2\n",
    "£20 x 3\n£20 3\n",
    "£20 x 3\n£10 x -2\n",
    "£20 x 3\n10p x 2.5\n",
    "£20 x 3\n10p x many\n",
    "£20 x 3\n25p x 4\n",
    "£20 x 3\nhello\n",
])
def test_bad_lines(tmp_path, content):
    code, out, err = run(tmp_path, content * 3, "--float", "10")
    assert code == 1
    assert out.strip() == ""
    assert err.strip() != ""


def test_less_than_float(tmp_path):
    code, out, err = run(tmp_path, "£20 x 4\n50p x 39\n")
    assert code == 1
    assert out.strip() == ""
    assert err.strip() != ""
    code, out, _ = run(tmp_path, "£20 x 4\n50p x 40\n")
    assert code == 0
    assert lines(out) == ["Counted: £100.00", "Float: £100.00", "Takings: £0.00"]


def test_missing_file(tmp_path):
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTHONIOENCODING"] = "utf-8"
    env["PYTHONUTF8"] = "1"
    proc = subprocess.run([sys.executable, PROGRAM, str(tmp_path / "nope.txt")],
                          cwd=WORKSPACE, env=env, capture_output=True, timeout=60,
                          stdin=subprocess.DEVNULL)
    assert proc.returncode == 1
    assert proc.stdout.strip() == b""
    assert proc.stderr.strip() != b""
