"""Hidden check for rowing_erg_fix: format_time carries a rounded-up 60 seconds into the minute,
split works for any distance, nothing else changed, and the given tests/test_erg.py is untouched
and passes."""

import os
import random
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from erg import format_time, parse_time, session, split, watts  # noqa: E402

GIVEN_TEST = "tests/test_erg.py"
# the given tests/test_erg.py, verbatim
GIVEN = r'''import pytest

from erg import format_time, parse_time, session, split, watts


def test_parse_time():
    assert parse_time("1:52.4") == pytest.approx(112.4)
    assert parse_time("7:31") == 451
    assert parse_time(" 0:58.7 ") == pytest.approx(58.7)
    assert parse_time("20:00.0") == 1200
    for bad in ["1:5", "1:60", "92.5", "", "1:52.45", "a:bc"]:
        with pytest.raises(ValueError):
            parse_time(bad)


def test_format_time():
    assert format_time(112.4) == "1:52.4"
    assert format_time(65.3) == "1:05.3"
    assert format_time(7.0) == "0:07.0"
    assert format_time(452.04) == "7:32.0"
    assert format_time(3600) == "60:00.0"


def test_format_time_rounds_up_to_a_whole_minute():
    assert format_time(119.96) == "2:00.0"
    assert format_time(59.97) == "1:00.0"
    assert format_time(479.99) == "8:00.0"


def test_split():
    assert split(2000, 452.0) == pytest.approx(113.0)
    assert split(5000, 1200) == pytest.approx(120.0)
    assert split(750, 150.3) == pytest.approx(100.2)
    assert split(1250, 300) == pytest.approx(120.0)
    assert split(100, 18.5) == pytest.approx(92.5)
    with pytest.raises(ValueError):
        split(0, 100)
    with pytest.raises(ValueError):
        split(500, 0)


def test_watts():
    assert watts(120) == 203
    assert watts(105) == 302
    assert watts(90) == 480
    assert watts(150) == 104


def test_session():
    assert session([(1000, "3:40.0"), (750, "2:50.5"), (500, "1:49.9")]) == {
        "metres": 2250, "time": "8:20.4", "split": "1:51.2"}
    assert session([(250, "0:52.3"), (250, "0:51.9"), (250, "0:52.0")]) == {
        "metres": 750, "time": "2:36.2", "split": "1:44.1"}
    with pytest.raises(ValueError):
        session([])
'''


def fmt(seconds):
    tenths = round(seconds * 10)
    return f"{tenths // 600}:{tenths % 600 // 10:02d}.{tenths % 10}"


def test_given_test_file_unchanged():
    path = os.path.join(WORKSPACE, GIVEN_TEST)
    assert os.path.isfile(path), f"{GIVEN_TEST} is missing"
    with open(path, encoding="utf-8", newline="") as fh:
        assert fh.read() == GIVEN, f"{GIVEN_TEST} was changed"


def test_given_test_file_passes(tmp_path):
    root = tmp_path / "ws"
    shutil.copytree(WORKSPACE, root, symlinks=True,
                    ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache",
                                                  ".hidden_check", ".git"))
    with open(root / GIVEN_TEST, "w", encoding="utf-8", newline="") as fh:
        fh.write(GIVEN)
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", GIVEN_TEST],
        cwd=root, env=env, capture_output=True, text=True, timeout=120,
        stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-1000:]
    assert "6 passed" in proc.stdout


def test_format_time_more():
    assert format_time(59.96) == "1:00.0"
    assert format_time(599.98) == "10:00.0"
    assert format_time(0) == "0:00.0"
    assert format_time(0.04) == "0:00.0"
    assert format_time(61.06) == "1:01.1"
    assert format_time(118.94) == "1:58.9"
    assert format_time(1799.99) == "30:00.0"
    with pytest.raises(ValueError):
        format_time(-1)


def test_format_time_sampled():
    rng = random.Random(53)
    for _ in range(3000):
        tenths = rng.randint(0, 40000)
        seconds = tenths / 10 + rng.choice([-0.03, -0.01, 0, 0.01, 0.04])
        if seconds < 0:
            continue
        assert format_time(seconds) == fmt(seconds), seconds
    for tenths in range(0, 40000, 7):
        assert format_time(tenths / 10) == fmt(tenths / 10)


def test_split_any_distance():
    assert split(300, 60) == pytest.approx(100.0)
    assert split(1000, 230.4) == pytest.approx(115.2)
    assert split(6000, 1500) == pytest.approx(125.0)
    assert split(999, 222) == pytest.approx(222 / 999 * 500)
    rng = random.Random(5353)
    for _ in range(500):
        metres = rng.randint(1, 21097)
        seconds = rng.uniform(1, 7200)
        assert split(metres, seconds) == pytest.approx(seconds / metres * 500)
    for bad in [(0, 10), (-500, 100), (500, -1)]:
        with pytest.raises(ValueError):
            split(*bad)


def test_session_more():
    assert session([(300, "1:00.0"), (300, "1:01.0")]) == {
        "metres": 600, "time": "2:01.0", "split": "1:40.8"}
    assert session([(500, "1:59.9")]) == {
        "metres": 500, "time": "1:59.9", "split": "1:59.9"}
    assert session([(2000, "7:59.9"), (2000, "8:00.1")]) == {
        "metres": 4000, "time": "16:00.0", "split": "2:00.0"}


def test_rest_unchanged():
    assert parse_time("0:00") == 0
    assert parse_time("12:05.5") == pytest.approx(725.5)
    for bad in ["1:52.", ":52.4", "1:52:4", "-1:00.0"]:
        with pytest.raises(ValueError):
            parse_time(bad)
    assert watts(100) == 350
    assert watts(112.4) == 246
    with pytest.raises(ValueError):
        watts(0)
