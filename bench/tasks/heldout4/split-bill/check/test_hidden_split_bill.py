import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from split import split_bill

WORKSPACE = Path(__file__).resolve().parent.parent

# split.py right in every way except that it never raises ValueError
NO_VALUE_ERROR = '''
def split_bill(total_cents, people):
    if people < 1:
        return []
    share, extra = divmod(total_cents, people)
    return [share + 1] * extra + [share] * (people - extra)
'''


def test_example():
    assert split_bill(1000, 3) == [334, 333, 333]


def test_even_and_uneven():
    assert split_bill(1000, 4) == [250, 250, 250, 250]
    assert split_bill(1001, 4) == [251, 250, 250, 250]
    assert split_bill(1003, 4) == [251, 251, 251, 250]
    assert split_bill(5, 1) == [5]
    assert split_bill(2, 3) == [1, 1, 0]
    assert split_bill(0, 2) == [0, 0]


def test_properties():
    for total in (1, 99, 1000, 4567, 123457):
        for people in range(1, 12):
            parts = split_bill(total, people)
            assert len(parts) == people
            assert sum(parts) == total
            assert max(parts) - min(parts) <= 1
            assert parts == sorted(parts, reverse=True)


def test_value_error():
    with pytest.raises(ValueError):
        split_bill(1000, 0)
    with pytest.raises(ValueError):
        split_bill(1000, -2)


def _pytest(folder):
    ini = folder / "empty.ini"
    ini.write_text("[pytest]\n")
    env = dict(os.environ, PYTHONPATH=str(folder), PYTHONDONTWRITEBYTECODE="1")
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-c", str(ini),
         "--rootdir", str(folder), str(folder / "test_split.py")],
        cwd=folder, env=env, capture_output=True, text=True, timeout=60)


def test_own_tests_pass(tmp_path):
    assert (WORKSPACE / "test_split.py").is_file(), "test_split.py was not written"
    shutil.copy(WORKSPACE / "test_split.py", tmp_path / "test_split.py")
    shutil.copy(WORKSPACE / "split.py", tmp_path / "split.py")
    proc = _pytest(tmp_path)
    assert proc.returncode == 0, proc.stdout[-2000:]
    passed = re.search(r"(\d+) passed", proc.stdout)
    assert passed and int(passed.group(1)) >= 2, proc.stdout[-2000:]


def test_own_tests_check_the_value_error(tmp_path):
    assert (WORKSPACE / "test_split.py").is_file(), "test_split.py was not written"
    shutil.copy(WORKSPACE / "test_split.py", tmp_path / "test_split.py")
    (tmp_path / "split.py").write_text(NO_VALUE_ERROR)
    proc = _pytest(tmp_path)
    assert proc.returncode != 0, "the tests pass on a split_bill that never raises ValueError"
