"""Hidden check for solar_panels_cli: solar.py run as a script, output lines and exit codes as
the prompt describes them."""

import os
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
SCRIPT = os.path.join(WORKSPACE, "solar.py")

EXAMPLE = """# June
2024-06-01 10432.5
2024-06-02 10446.1

2024-06-03 10452.0
2024-06-05 10480.4
"""


def run(tmp_path, text, *args):
    log = tmp_path / "readings.txt"
    if text is not None:
        log.write_text(text, encoding="utf-8")
    proc = subprocess.run([sys.executable, SCRIPT, str(log), *args], cwd=tmp_path,
                          capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL, encoding="utf-8",
                          env=dict(os.environ, PYTHONIOENCODING="utf-8"))
    return proc


def lines(proc):
    return [ln.rstrip() for ln in proc.stdout.strip().splitlines()]


def test_prompt_example(tmp_path):
    proc = run(tmp_path, EXAMPLE, "--rate", "12")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == ["2024-06-02 13.6 kWh", "2024-06-03 5.9 kWh", "2024-06-05 28.4 kWh",
                           "total 47.9 kWh over 4 days", "earned £5.75"]


def test_no_rate(tmp_path):
    proc = run(tmp_path, EXAMPLE)
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == ["2024-06-02 13.6 kWh", "2024-06-03 5.9 kWh", "2024-06-05 28.4 kWh",
                           "total 47.9 kWh over 4 days"]


def test_other_log(tmp_path):
    text = "2024-02-28   500\n2024-03-01\t500\n  2024-03-11 562.3  \n#end\n"
    proc = run(tmp_path, text, "--rate", "20")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == ["2024-03-01 0.0 kWh", "2024-03-11 62.3 kWh",
                           "total 62.3 kWh over 12 days", "earned £12.46"]
    proc = run(tmp_path, "2024-01-01 1\n2024-01-03 3.5\n", "--rate", "0")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == ["2024-01-03 2.5 kWh", "total 2.5 kWh over 2 days", "earned £0.00"]


@pytest.mark.parametrize("text", [
    "2024-06-01 10.0\n2024-06-02\n",
    "2024-06-01 10.0\n2024-06-02 11 kWh\n",
    "2024-06-01 10.0\n2024-06-31 11\n",
    "2024-06-01 10.0\n2024-06-02 eleven\n",
    "2024-06-01 10.0\n2024-06-01 11\n",
    "2024-06-02 10.0\n2024-06-01 11\n",
    "2024-06-01 10.0\n2024-06-02 9.5\n",
    "2024-06-01 10.0\n",
    "# nothing yet\n\n",
    "",
])
def test_bad_logs_exit_1(tmp_path, text):
    proc = run(tmp_path, text)
    assert proc.returncode == 1, (text, proc.returncode, proc.stdout)
    assert proc.stderr.strip()


def test_missing_file_exit_1(tmp_path):
    proc = run(tmp_path, None)
    assert proc.returncode == 1
    assert proc.stderr.strip()


def test_usage_errors_exit_2(tmp_path):
    proc = subprocess.run([sys.executable, SCRIPT], cwd=tmp_path, capture_output=True,
                          text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert proc.returncode == 2
    for rate in ["abc", "-5"]:
        proc = run(tmp_path, EXAMPLE, f"--rate={rate}")
        assert proc.returncode == 2, rate
