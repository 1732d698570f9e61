import os
import sys

import pytest

sys.path.insert(0, os.getcwd())
import timecode  # noqa: E402


def test_prompt_examples():
    assert timecode.to_frames("00:01:00:10", 25) == 1510
    assert timecode.from_frames(1510, 25) == "00:01:00:10"
    assert timecode.from_frames(-1, 25) == "23:59:59:24"
    assert timecode.add("23:59:59:20", 10, 25) == "00:00:00:05"
    assert timecode.duration("23:59:00:00", "00:01:00:00", 30) == 3600
    assert timecode.duration("10:00:00:00", "10:00:00:00", 24) == 0


@pytest.mark.parametrize("tc,fps,frames", [
    ("00:00:00:00", 24, 0), ("00:00:00:23", 24, 23), ("00:00:01:00", 24, 24),
    ("01:00:00:00", 25, 90000), ("23:59:59:29", 30, 2591999), ("12:34:56:49", 50, 2264849),
    ("00:10:00:59", 60, 36059), ("10:00:00:00", 60, 2160000),
])
def test_to_frames(tc, fps, frames):
    assert timecode.to_frames(tc, fps) == frames
    assert timecode.from_frames(frames, fps) == tc


@pytest.mark.parametrize("frames,fps,tc", [
    (2160000, 25, "00:00:00:00"), (2160001, 25, "00:00:00:01"), (2160000 * 3 + 25, 25, "00:00:01:00"),
    (-25, 25, "23:59:59:00"), (-2160000, 25, "00:00:00:00"), (-2160001, 25, "23:59:59:24"),
    (-90000, 25, "23:00:00:00"), (24 * 3600 * 24 - 1, 24, "23:59:59:23"), (86399 * 30, 30, "23:59:59:00"),
])
def test_from_frames_wraps(frames, fps, tc):
    assert timecode.from_frames(frames, fps) == tc


@pytest.mark.parametrize("tc,frames,fps,expected", [
    ("00:00:00:00", 0, 30, "00:00:00:00"), ("00:00:00:29", 1, 30, "00:00:01:00"),
    ("00:00:59:23", 1, 24, "00:01:00:00"), ("00:59:59:49", 1, 50, "01:00:00:00"),
    ("00:00:00:00", -1, 60, "23:59:59:59"), ("01:00:00:00", -90001, 25, "23:59:59:24"),
    ("12:00:00:00", 24 * 3600 * 25 * 2, 25, "12:00:00:00"), ("05:30:10:10", -10, 24, "05:30:10:00"),
])
def test_add(tc, frames, fps, expected):
    assert timecode.add(tc, frames, fps) == expected


@pytest.mark.parametrize("start,end,fps,expected", [
    ("00:00:00:00", "00:00:01:00", 24, 24), ("10:00:00:00", "10:00:00:01", 60, 1),
    ("10:00:00:01", "10:00:00:00", 60, 24 * 3600 * 60 - 1), ("23:00:00:00", "01:00:00:00", 25, 180000),
    ("00:00:00:00", "23:59:59:29", 30, 2591999), ("12:00:00:00", "11:59:59:00", 50, 4319950),
])
def test_duration(start, end, fps, expected):
    assert timecode.duration(start, end, fps) == expected


@pytest.mark.parametrize("fps", [0, 23, 29.97, 48, 100, -25, 120])
def test_bad_fps(fps):
    with pytest.raises(ValueError):
        timecode.to_frames("00:00:00:00", fps)
    with pytest.raises(ValueError):
        timecode.from_frames(10, fps)
    with pytest.raises(ValueError):
        timecode.add("00:00:00:00", 10, fps)
    with pytest.raises(ValueError):
        timecode.duration("00:00:00:00", "00:00:00:01", fps)


@pytest.mark.parametrize("tc,fps", [
    ("00:00:00:25", 25), ("00:00:00:24", 24), ("00:00:00:30", 30), ("00:00:00:60", 60),
    ("24:00:00:00", 25), ("00:60:00:00", 25), ("00:00:60:00", 25), ("0:00:00:00", 25),
    ("00:0:00:00", 25), ("00:00:00:5", 25), ("000:00:00:00", 25), ("00:00:00", 25),
    ("00:00:00:00:00", 25), ("00:00:00;00", 25), ("00-00-00-00", 25), ("", 25),
    (" 00:00:00:00", 25), ("00:00:00:00 ", 25), ("aa:bb:cc:dd", 25), ("-1:00:00:00", 25),
    ("99:99:99:99", 60),
])
def test_bad_timecode(tc, fps):
    with pytest.raises(ValueError):
        timecode.to_frames(tc, fps)
    with pytest.raises(ValueError):
        timecode.add(tc, 1, fps)
    with pytest.raises(ValueError):
        timecode.duration(tc, "00:00:00:00", fps)
    with pytest.raises(ValueError):
        timecode.duration("00:00:00:00", tc, fps)


def test_last_frame_allowed_per_rate():
    for fps in (24, 25, 30, 50, 60):
        assert timecode.to_frames(f"00:00:00:{fps - 1:02d}", fps) == fps - 1
