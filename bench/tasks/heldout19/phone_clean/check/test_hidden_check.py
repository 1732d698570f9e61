import os
import subprocess
import sys

import pytest

SCRIPT = "normphone.py"


def run(stdin, *args):
    path = os.path.join(os.getcwd(), SCRIPT)
    assert os.path.isfile(path), "normphone.py is missing"
    return subprocess.run([sys.executable, path, *args], input=stdin, capture_output=True,
                          text=True, timeout=60, cwd=os.getcwd())


def out_lines(proc):
    return [line.strip() for line in proc.stdout.splitlines() if line.strip()]


def test_prompt_example():
    proc = run("0044 20 7946 0018\n")
    assert proc.returncode == 0, proc.stderr
    assert out_lines(proc) == ["+442079460018"]


@pytest.mark.parametrize("line, expected", [
    ("+44 20 7946 0018", "+442079460018"),
    ("020 7946 0018", "+442079460018"),
    ("(020) 7946-0018", "+442079460018"),
    ("07700.900.461", "+447700900461"),
    ("+1 (415) 555-0100", "+14155550100"),
    ("001-415-555-0100", "+14155550100"),
    ("  +353 87 123 4567  ", "+353871234567"),
    ("+49 30 12345678", "+493012345678"),
    ("0 1234 5678", "+4412345678"),
    ("+12345678", "+12345678"),
    ("+123456789012345", "+123456789012345"),
    ("00123456789012345", "+123456789012345"),
])
def test_single_valid_numbers(line, expected):
    proc = run(line + "\n")
    assert proc.returncode == 0, proc.stderr
    assert out_lines(proc) == [expected]
    assert proc.stderr.strip() == ""


@pytest.mark.parametrize("line", [
    "2079460018",            # no leading + or 0
    "+44 20 79x6 0018",      # letter
    "call 020 7946 0018",
    "+44+2079460018",        # + in the middle
    "020 7946+0018",
    "+1234567",              # 7 digits
    "+1234567890123456",     # 16 digits
    "0012345",
    "01",
    "+",
    "0",
    "00",
    "020/7946/0018",
    "44 20 7946 0018",
])
def test_single_invalid_numbers(line):
    proc = run("\n" + line + "\n")
    assert proc.returncode == 1, (proc.stdout, proc.stderr)
    assert f"line 2: invalid number: {line.strip()}" in proc.stderr
    assert out_lines(proc) == []


def test_mixed_list_order_duplicates_and_blank_lines():
    text = (
        "020 7946 0018\n"          # 1
        "\n"                       # 2
        "+1 415 555 0100\n"        # 3
        "  not a number  \n"       # 4
        "0044 (0)20\n"             # 5 -> +44020 (5 digits) invalid
        "+44 20 7946 0018\n"       # 6 duplicate of line 1
        "   \n"                    # 7
        "07700 900461\n"           # 8
        "001 415 555 0100\n"       # 9 duplicate of line 3
        "12345\n"                  # 10
        "07700-900-461\n"          # 11 duplicate
    )
    proc = run(text)
    assert proc.returncode == 1
    assert out_lines(proc) == ["+442079460018", "+14155550100", "+447700900461"]
    err = proc.stderr
    assert "line 4: invalid number: not a number" in err
    assert "line 5: invalid number: 0044 (0)20" in err
    assert "line 10: invalid number: 12345" in err
    bad = [line for line in err.splitlines() if "invalid number" in line]
    assert len(bad) == 3


def test_duplicates_only_once_and_exit_zero():
    proc = run("020 7946 0018\n+442079460018\n0044 20 7946 0018\n020-7946-0018\n")
    assert proc.returncode == 0, proc.stderr
    assert out_lines(proc) == ["+442079460018"]


def test_country_option():
    proc = run("087 123 4567\n+44 20 7946 0018\n0044 1632 960001\n", "--country", "353")
    assert proc.returncode == 0, proc.stderr
    assert out_lines(proc) == ["+353871234567", "+442079460018", "+441632960001"]


def test_country_one_digit():
    proc = run("0415 555 0100\n", "--country", "1")
    assert proc.returncode == 0, proc.stderr
    assert out_lines(proc) == ["+14155550100"]


def test_country_changes_deduplication():
    proc = run("020 7946 0018\n+33 20 7946 0018\n", "--country", "33")
    assert proc.returncode == 0, proc.stderr
    assert out_lines(proc) == ["+33207946001" + "8"]


@pytest.mark.parametrize("value", ["abc", "1234", "+44", "", "4a"])
def test_bad_country_is_usage_error(value):
    proc = run("020 7946 0018\n", "--country", value)
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    assert proc.stderr.strip() != ""
    assert out_lines(proc) == []


def test_empty_input():
    proc = run("")
    assert proc.returncode == 0
    assert out_lines(proc) == []


def test_only_blank_lines():
    proc = run("\n\n   \n")
    assert proc.returncode == 0
    assert out_lines(proc) == []
