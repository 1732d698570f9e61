import subprocess
import sys
from pathlib import Path

WORKSPACE = Path(__file__).resolve().parent.parent


def run(path):
    proc = subprocess.run([sys.executable, "stock.py", str(path)], cwd=WORKSPACE,
                          capture_output=True, text=True, timeout=30)
    assert proc.returncode == 0, proc.stderr[-1000:]
    return [line.rstrip() for line in proc.stdout.strip().splitlines()]


def write(tmp_path, lines):
    path = tmp_path / "moves.log"
    path.write_text("".join(line + "\n" for line in lines))
    return path


def test_moves_txt():
    assert run("moves.txt") == ["bolt 12", "nut 3"]


def test_example_from_the_task(tmp_path):
    assert run(write(tmp_path, ["IN bolt 10", "IN bolt 2", "OUT bolt 5"])) == ["bolt 7"]


def test_alphabetical_not_first_seen(tmp_path):
    lines = ["IN screw 40", "IN anchor 3", "IN hinge 12", "OUT screw 15", "IN bracket 9"]
    assert run(write(tmp_path, lines)) == ["anchor 3", "bracket 9", "hinge 12", "screw 25"]


def test_items_at_zero_are_left_out(tmp_path):
    lines = ["IN glue 2", "IN tape 6", "OUT glue 2", "OUT tape 1", "IN rivet 1", "OUT rivet 1"]
    assert run(write(tmp_path, lines)) == ["tape 5"]


def test_back_in_stock_after_zero(tmp_path):
    lines = ["IN nail 100", "OUT nail 100", "IN nail 30", "OUT nail 4"]
    assert run(write(tmp_path, lines)) == ["nail 26"]
