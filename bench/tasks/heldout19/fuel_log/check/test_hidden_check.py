import os
import re
import subprocess
import sys
import tempfile

import pytest

SCRIPT = "fuel.py"
HEADER = "date,odometer,litres\n"


def run(*args):
    path = os.path.join(os.getcwd(), SCRIPT)
    assert os.path.isfile(path), "fuel.py is missing"
    return subprocess.run([sys.executable, path, *args], capture_output=True, text=True,
                          timeout=60, cwd=os.getcwd())


def run_log(text):
    with tempfile.TemporaryDirectory() as tmp:
        log = os.path.join(tmp, "fuel log.csv")
        with open(log, "w", encoding="utf-8") as handle:
            handle.write(text)
        return run(log)


def out_lines(proc):
    return [line.strip() for line in proc.stdout.strip().splitlines() if line.strip()]


def test_prompt_example():
    proc = run_log(HEADER + "2024-01-05,15200,41.0\n2024-01-19,15840,38.4\n2024-02-02,16305,30.1\n")
    assert proc.returncode == 0, proc.stderr
    assert out_lines(proc) == [
        "2024-01-19: 640 km, 6.00 L/100km",
        "2024-02-02: 465 km, 6.47 L/100km",
        "average: 6.20 L/100km",
    ]


def test_average_is_weighted_not_mean():
    # per-row: 10.00 and 5.00 -> mean would be 7.50; weighted is 50/900 = 5.56
    text = HEADER + "2024-03-01,1000,50\n2024-03-05,1100,10\n2024-03-20,1900,40\n"
    proc = run_log(text)
    assert proc.returncode == 0, proc.stderr
    assert out_lines(proc) == [
        "2024-03-05: 100 km, 10.00 L/100km",
        "2024-03-20: 800 km, 5.00 L/100km",
        "average: 5.56 L/100km",
    ]


def test_two_rows_and_first_litres_ignored():
    proc = run_log(HEADER + "2023-12-30,500,99.9\n2024-01-02,1000,35.55\n")
    assert proc.returncode == 0, proc.stderr
    assert out_lines(proc) == ["2024-01-02: 500 km, 7.11 L/100km", "average: 7.11 L/100km"]


def test_blank_lines_ignored_and_no_trailing_newline():
    text = HEADER + "\n2024-01-05,15200,41.0\n\n   \n2024-01-19,15840,38.4\n\n2024-02-02,16305,30.1"
    proc = run_log(text)
    assert proc.returncode == 0, proc.stderr
    assert out_lines(proc) == [
        "2024-01-19: 640 km, 6.00 L/100km",
        "2024-02-02: 465 km, 6.47 L/100km",
        "average: 6.20 L/100km",
    ]


def test_many_rows():
    rows = [("2024-05-%02d" % (i + 1), 20000 + 413 * i, 20.0 + i) for i in range(12)]
    text = HEADER + "".join(f"{d},{o},{l}\n" for d, o, l in rows)
    proc = run_log(text)
    assert proc.returncode == 0, proc.stderr
    expected = [f"{d}: 413 km, {l / 413 * 100:.2f} L/100km" for d, _, l in rows[1:]]
    total = sum(l for _, _, l in rows[1:])
    expected.append(f"average: {total / (413 * 11) * 100:.2f} L/100km")
    assert out_lines(proc) == expected


def assert_file_error(proc, line_number):
    assert proc.returncode == 1, (proc.stdout, proc.stderr)
    assert proc.stdout.strip() == ""
    assert proc.stderr.startswith("fuel: "), proc.stderr
    if line_number is not None:
        assert re.search(rf"\bline {line_number}\b", proc.stderr), proc.stderr
    assert "Traceback" not in proc.stderr


def test_odometer_going_down():
    text = HEADER + "2024-01-05,15200,41.0\n2024-01-19,15840,38.4\n2024-02-02,15800,30.1\n"
    assert_file_error(run_log(text), 4)


def test_odometer_not_moving():
    text = HEADER + "2024-01-05,15200,41.0\n2024-01-19,15200,38.4\n2024-02-02,16305,30.1\n"
    assert_file_error(run_log(text), 3)


def test_line_number_counts_blank_lines():
    text = HEADER + "2024-01-05,15200,41.0\n\n2024-01-19,15840,38.4\n\n2024-02-02,15000,30.1\n"
    assert_file_error(run_log(text), 6)


@pytest.mark.parametrize("bad_row", [
    "2024-01-19,15840",
    "2024-01-19,15840,38.4,extra",
    "2024-01-19,lots,38.4",
    "2024-01-19,15840,a lot",
    "2024-01-19,15840,",
])
def test_malformed_row(bad_row):
    text = HEADER + "2024-01-05,15200,41.0\n2024-01-12,15500,20.0\n" + bad_row + "\n2024-02-02,16305,30.1\n"
    assert_file_error(run_log(text), 4)


def test_error_after_good_rows_prints_nothing():
    text = HEADER + "".join(f"2024-01-{i:02d},{1000 + 100 * i},9.5\n" for i in range(1, 9))
    text += "2024-01-20,oops,9.5\n"
    assert_file_error(run_log(text), 10)


def test_single_fill_up():
    assert_file_error(run_log(HEADER + "2024-01-05,15200,41.0\n"), None)


def test_header_only():
    assert_file_error(run_log(HEADER), None)


def test_missing_file():
    proc = run(os.path.join(tempfile.gettempdir(), "no-such-dir-fuel", "log.csv"))
    assert proc.returncode == 2
    assert proc.stderr.startswith("fuel: ")
    assert "Traceback" not in proc.stderr
    assert proc.stdout.strip() == ""


def test_no_argument():
    proc = run()
    assert proc.returncode == 2
    assert proc.stderr.startswith("fuel: ")
    assert proc.stdout.strip() == ""


def test_two_arguments():
    with tempfile.TemporaryDirectory() as tmp:
        log = os.path.join(tmp, "a.csv")
        with open(log, "w") as handle:
            handle.write(HEADER + "2024-01-05,15200,41.0\n2024-01-19,15840,38.4\n")
        proc = run(log, log)
    assert proc.returncode == 2
    assert proc.stderr.startswith("fuel: ")
    assert proc.stdout.strip() == ""
