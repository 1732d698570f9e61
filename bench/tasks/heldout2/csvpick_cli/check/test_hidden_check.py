import csv
import io
import subprocess
import sys
from pathlib import Path

SCRIPT = Path("csvpick.py").resolve()

PEOPLE = (
    "name,email,age,city\n"
    "Ann,ann@example.com,31,Oslo\n"
    '"Smith, John",john@example.com,45,"Paris, TX"\n'
    'Eve,"eve ""the hacker""@example.com",28,Rome\n'
)


def run(*args, stdin=""):
    return subprocess.run([sys.executable, str(SCRIPT), *args], input=stdin,
                          capture_output=True, text=True, timeout=30)


def rows_of(text):
    return list(csv.reader(io.StringIO(text)))


def write(tmp_path, text):
    path = tmp_path / "people.csv"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_selects_columns_in_requested_order(tmp_path):
    proc = run(write(tmp_path, PEOPLE), "age,name")
    assert proc.returncode == 0, proc.stderr
    assert rows_of(proc.stdout) == [
        ["age", "name"], ["31", "Ann"], ["45", "Smith, John"], ["28", "Eve"]]


def test_commas_and_quotes_survive(tmp_path):
    proc = run(write(tmp_path, PEOPLE), "email,city")
    assert proc.returncode == 0, proc.stderr
    assert rows_of(proc.stdout) == [
        ["email", "city"], ["ann@example.com", "Oslo"], ["john@example.com", "Paris, TX"],
        ['eve "the hacker"@example.com', "Rome"]]


def test_dash_reads_standard_input():
    proc = run("-", "city", stdin=PEOPLE)
    assert proc.returncode == 0, proc.stderr
    assert rows_of(proc.stdout) == [["city"], ["Oslo"], ["Paris, TX"], ["Rome"]]


def test_short_rows_give_empty_cells(tmp_path):
    proc = run(write(tmp_path, "a,b,c\n1,2,3\n4\n"), "c,a")
    assert proc.returncode == 0, proc.stderr
    assert rows_of(proc.stdout) == [["c", "a"], ["3", "1"], ["", "4"]]


def test_unknown_column_exits_2(tmp_path):
    proc = run(write(tmp_path, PEOPLE), "name,phone")
    assert proc.returncode == 2
    assert "unknown column: phone" in proc.stderr
    assert proc.stdout == ""


def test_wrong_argument_count_exits_2(tmp_path):
    for args in [(), (write(tmp_path, PEOPLE),), (write(tmp_path, PEOPLE), "name", "extra")]:
        proc = run(*args)
        assert proc.returncode == 2, args
        assert proc.stderr.strip(), args
