"""Hidden check for kiln_fix: kiln.py's cooling segments and whole-firing totals are right,
nothing else changed, and the given tests/test_kiln.py is untouched and passes."""

import os
import random
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
import kiln  # noqa: E402
from kiln import (FULL_RATE, parse_schedule, parse_segment, peak_temperature,  # noqa: E402
                  segment_minutes, total_minutes)

GIVEN_TEST = "tests/test_kiln.py"
# the given tests/test_kiln.py, verbatim
GIVEN = r'''import pytest

from kiln import (FULL_RATE, parse_schedule, parse_segment, peak_temperature,
                  segment_minutes, total_minutes)

BISQUE = "100/600/0, 150/950/15, FULL/1000/10"


def test_parse_segment():
    assert parse_segment("100/600/10") == (100, 600, 10)
    assert parse_segment(" full / 1000 / 0 ") == (FULL_RATE, 1000, 0)
    with pytest.raises(ValueError):
        parse_segment("100/600")
    with pytest.raises(ValueError):
        parse_segment("0/600/0")


def test_parse_schedule():
    assert parse_schedule(BISQUE) == [(100, 600, 0), (150, 950, 15), (500, 1000, 10)]
    assert parse_schedule("80/200/60\n\n200/1220/0,\n") == [(80, 200, 60), (200, 1220, 0)]
    with pytest.raises(ValueError):
        parse_schedule(" , ")


def test_segment_minutes_heating():
    assert segment_minutes(20, (100, 600, 0)) == 348
    assert segment_minutes(600, (150, 950, 15)) == 155
    assert segment_minutes(20, (60, 21, 5)) == 6


def test_segment_minutes_cooling():
    assert segment_minutes(1220, (150, 1000, 0)) == 88
    assert segment_minutes(1000, (100, 800, 30)) == 150


def test_total_minutes():
    assert total_minutes(parse_schedule(BISQUE)) == 348 + 155 + 6 + 10
    assert total_minutes(parse_schedule("100/600/0"), room=0) == 360
    glaze = parse_schedule("200/1220/15, FULL/1000/0, 100/800/30")
    assert total_minutes(glaze) == 360 + 15 + 27 + 150


def test_peak_temperature():
    assert peak_temperature(parse_schedule(BISQUE)) == 1000
    assert peak_temperature([(100, 10, 0)], room=25) == 25
'''


def expected_segment(start, segment):
    rate, target, hold = segment
    degrees = abs(target - start)
    minutes = degrees * 60 // rate + (1 if degrees * 60 % rate else 0)
    return minutes + hold


def expected_total(segments, room):
    total, temperature = 0, room
    for segment in segments:
        total += expected_segment(temperature, segment)
        temperature = segment[1]
    return total


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


def test_cooling_segments():
    assert segment_minutes(1220, (150, 1000, 0)) == 88
    assert segment_minutes(1000, (100, 800, 30)) == 150
    assert segment_minutes(1000, (FULL_RATE, 999, 0)) == 1
    assert segment_minutes(700, (7, 600, 0)) == 858
    assert segment_minutes(600, (100, 600, 45)) == 45


def test_heating_unchanged():
    assert segment_minutes(20, (100, 600, 0)) == 348
    assert segment_minutes(20, (60, 21, 5)) == 6
    assert segment_minutes(0, (7, 100, 0)) == 858
    assert segment_minutes(20, (FULL_RATE, 1000, 0)) == 118


def test_segment_minutes_sampled():
    rng = random.Random(31)
    for _ in range(3000):
        start = rng.randint(0, 1300)
        segment = (rng.choice([1, 7, 50, 60, 80, 100, 120, 150, 333, FULL_RATE]),
                   rng.randint(0, 1300), rng.randint(0, 120))
        got = segment_minutes(start, segment)
        assert got == expected_segment(start, segment), (start, segment)
        assert type(got) is int


def test_total_minutes_examples():
    bisque = parse_schedule("100/600/0, 150/950/15, FULL/1000/10")
    assert total_minutes(bisque) == 519
    assert total_minutes(bisque, room=600) == 0 + 155 + 6 + 10
    glaze = parse_schedule("200/1220/15, FULL/1000/0, 100/800/30")
    assert total_minutes(glaze) == 552
    assert total_minutes(glaze, room=1220) == 0 + 15 + 27 + 150
    assert total_minutes(parse_schedule("100/600/0"), room=0) == 360
    assert total_minutes(parse_schedule("60/80/0, 60/20/0, 60/80/0")) == 180


def test_total_minutes_sampled():
    rng = random.Random(3131)
    for _ in range(500):
        segments = [(rng.choice([40, 60, 100, 150, 200, FULL_RATE]), rng.randint(0, 1300),
                     rng.randint(0, 60)) for _ in range(rng.randint(1, 6))]
        room = rng.randint(0, 40)
        assert total_minutes(segments, room=room) == expected_total(segments, room), (
            segments, room)
        assert total_minutes(segments) == expected_total(segments, 20)


def test_total_minutes_leaves_the_list_alone():
    segments = [(100, 600, 0), (150, 950, 15)]
    total_minutes(segments)
    assert segments == [(100, 600, 0), (150, 950, 15)]


def test_parsing_unchanged():
    assert FULL_RATE == 500
    assert parse_segment("100/600/10") == (100, 600, 10)
    assert parse_segment(" FuLL /1000/ 5") == (500, 1000, 5)
    assert parse_schedule("80/200/60\n\n200/1220/0,\n") == [(80, 200, 60), (200, 1220, 0)]
    for bad in ["100/600", "100/600/0/0", "0/600/0", "x/600/0", "100/-5/0", "100/600/1.5",
                "", "//"]:
        with pytest.raises(ValueError):
            parse_segment(bad)
    with pytest.raises(ValueError):
        parse_schedule("\n,\n")


def test_peak_unchanged():
    assert peak_temperature(parse_schedule("100/600/0, 150/950/15, FULL/1000/10")) == 1000
    assert peak_temperature([(100, 10, 0)], room=25) == 25
    assert peak_temperature([(100, 1220, 0), (500, 1000, 0)]) == 1220
    assert peak_temperature([]) == 20
