import subprocess
import sys


def test_totals(tmp_path):
    f = tmp_path / "data.csv"
    f.write_text("name,amount\nbob,3\nalice,10.5\nbob,4.25\nalice,2\ncarol,0\n")
    out = subprocess.run([sys.executable, "totals.py", str(f)], capture_output=True,
                         text=True, timeout=30)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines() == ["alice: 12.50", "bob: 7.25", "carol: 0.00"]


def test_header_only(tmp_path):
    f = tmp_path / "empty.csv"
    f.write_text("name,amount\n")
    out = subprocess.run([sys.executable, "totals.py", str(f)], capture_output=True,
                         text=True, timeout=30)
    assert out.returncode == 0 and out.stdout.strip() == ""
