import subprocess
import sys
from pathlib import Path

WORKSPACE = Path(__file__).resolve().parent.parent


def run(path):
    proc = subprocess.run([sys.executable, "postage.py", str(path)], cwd=WORKSPACE,
                          capture_output=True, text=True, timeout=30)
    assert proc.returncode == 0, proc.stderr[-1000:]
    return proc.stdout.strip()


def write(tmp_path, text):
    path = tmp_path / "weights.txt"
    path.write_text(text)
    return path


def test_example_from_the_task():
    assert run("parcels.txt") == "37.50"


def test_limits_are_inclusive(tmp_path):
    assert run(write(tmp_path, "2\n10\n10.01\n")) == "28.50"


def test_single_light_parcel_with_blank_lines(tmp_path):
    assert run(write(tmp_path, "0.3\n\n\n")) == "4.50"


def test_bands(tmp_path):
    assert run(write(tmp_path, "2.01\n9.99\n")) == "18.00"
    assert run(write(tmp_path, "25\n")) == "15.00"
    assert run(write(tmp_path, "1\n" * 20)) == "90.00"


def test_absolute_path_elsewhere(tmp_path):
    sub = tmp_path / "week 12"
    sub.mkdir()
    assert run(write(sub, "5.5\n1.5\n11\n")) == "28.50"
