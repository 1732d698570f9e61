import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from colors import rgb_to_hex

WORKSPACE = Path(__file__).resolve().parent.parent

NEVER_RAISES = '''
def rgb_to_hex(r, g, b):
    return "#%02x%02x%02x" % (r % 256, g % 256, b % 256)
'''

WRONG_CONVERSION = '''
def rgb_to_hex(r, g, b):
    for value in (r, g, b):
        if value < 0 or value > 255:
            raise ValueError(value)
    return "#123456"
'''


# ---- the function

def test_examples_from_the_task():
    assert rgb_to_hex(255, 128, 0) == "#ff8000"
    assert rgb_to_hex(0, 0, 0) == "#000000"


@pytest.mark.parametrize("rgb, text", [
    ((255, 255, 255), "#ffffff"), ((1, 2, 3), "#010203"), ((171, 205, 239), "#abcdef"),
    ((16, 32, 15), "#10200f")])
def test_conversions(rgb, text):
    assert rgb_to_hex(*rgb) == text


@pytest.mark.parametrize("rgb", [
    (256, 0, 0), (0, 256, 0), (0, 0, 256), (-1, 0, 0), (0, -1, 0), (0, 0, -1),
    (300, 300, 300)])
def test_out_of_range_raises(rgb):
    with pytest.raises(ValueError):
        rgb_to_hex(*rgb)


# ---- the tests the task asks for

def run_tests_with(module_source):
    """Run the workspace's test_colors.py against colors.py = module_source (None: the
    workspace's own colors.py). Returns (exit code, output)."""
    tests = WORKSPACE / "test_colors.py"
    assert tests.is_file(), "test_colors.py was not written"
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        shutil.copy(tests, root / "test_colors.py")
        if module_source is None:
            shutil.copy(WORKSPACE / "colors.py", root / "colors.py")
        else:
            (root / "colors.py").write_text(module_source)
        (root / "pytest.ini").write_text("[pytest]\n")
        proc = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-c",
             str(root / "pytest.ini"), "--rootdir", str(root), "test_colors.py"],
            cwd=root, capture_output=True, text=True, timeout=60,
            env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(root),
                 "PYTHONDONTWRITEBYTECODE": "1"})
    return proc.returncode, proc.stdout + proc.stderr


def test_written_tests_pass():
    code, out = run_tests_with(None)
    assert code == 0, out
    passed = re.search(r"(\d+) passed", out)
    assert passed and int(passed.group(1)) >= 2, out


def test_written_tests_check_the_value_error():
    code, out = run_tests_with(NEVER_RAISES)
    assert code != 0, "test_colors.py passes on an rgb_to_hex that never raises ValueError"


def test_written_tests_check_a_conversion():
    code, out = run_tests_with(WRONG_CONVERSION)
    assert code != 0, "test_colors.py passes on an rgb_to_hex that converts wrongly"
