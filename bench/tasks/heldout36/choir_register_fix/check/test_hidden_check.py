"""Hidden check for choir_register_fix: rehearsal dates include the last one, exactly 75%
is enough for the concert, section sizes list every part (0 included), nothing else changed,
and the given tests/test_choir.py is untouched and passes."""

import os
import random
import shutil
import subprocess
import sys
from datetime import date, timedelta

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from choir import (concert_ready, parse_register, rehearsal_dates,  # noqa: E402
                   section_sizes, subs_due)

GIVEN_TEST = "tests/test_choir.py"
# the given tests/test_choir.py, verbatim
GIVEN = r'''from datetime import date

import pytest

from choir import concert_ready, parse_register, rehearsal_dates, section_sizes, subs_due

LINES = ["Maggie Brown, alto", "", "Tom Reed, T", " Priya Shah , Soprano", "Alan Cole, b",
         "Jo Fox, SOPRANO"]


def test_parse_register():
    assert parse_register(LINES) == {"Maggie Brown": "alto", "Tom Reed": "tenor",
                                     "Priya Shah": "soprano", "Alan Cole": "bass",
                                     "Jo Fox": "soprano"}
    for bad in ["Maggie Brown alto", "Maggie, Brown, alto", ", alto", "Maggie, treble",
                "Maggie, x"]:
        with pytest.raises(ValueError):
            parse_register([bad])


def test_rehearsal_dates():
    # Tuesdays
    assert rehearsal_dates(date(2024, 9, 3), date(2024, 10, 1)) == [
        date(2024, 9, 3), date(2024, 9, 10), date(2024, 9, 17), date(2024, 9, 24),
        date(2024, 10, 1)]
    assert rehearsal_dates(date(2024, 9, 3), date(2024, 10, 1),
                           skip=[date(2024, 9, 17)]) == [
        date(2024, 9, 3), date(2024, 9, 10), date(2024, 9, 24), date(2024, 10, 1)]
    assert rehearsal_dates(date(2024, 9, 3), date(2024, 9, 3)) == [date(2024, 9, 3)]
    with pytest.raises(ValueError):
        rehearsal_dates(date(2024, 9, 10), date(2024, 9, 3))


def test_concert_ready():
    assert concert_ready(10, 12) is True
    assert concert_ready(9, 12) is True
    assert concert_ready(8, 12) is False
    assert concert_ready(0, 4) is False
    for bad in [(3, 0), (5, 4), (-1, 4)]:
        with pytest.raises(ValueError):
            concert_ready(*bad)


def test_section_sizes():
    assert section_sizes(parse_register(LINES)) == {"soprano": 2, "alto": 1, "tenor": 1,
                                                   "bass": 1}
    assert section_sizes({"Ann": "alto", "Bea": "alto"}) == {"soprano": 0, "alto": 2,
                                                            "tenor": 0, "bass": 0}
    assert section_sizes({}) == {"soprano": 0, "alto": 0, "tenor": 0, "bass": 0}


def test_subs_due():
    register = parse_register(LINES)
    assert subs_due(register) == 240.0
    assert subs_due(register, ["Tom Reed"]) == 216.0
    assert subs_due(register, ["Tom Reed", "Jo Fox"]) == 192.0
    with pytest.raises(ValueError):
        subs_due(register, ["Nobody"])
'''

PARTS = ["soprano", "alto", "tenor", "bass"]


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
    assert "5 passed" in proc.stdout


def test_last_rehearsal_included():
    assert rehearsal_dates(date(2024, 1, 9), date(2024, 1, 23)) == [
        date(2024, 1, 9), date(2024, 1, 16), date(2024, 1, 23)]
    assert rehearsal_dates(date(2024, 1, 9), date(2024, 1, 22)) == [
        date(2024, 1, 9), date(2024, 1, 16)]
    assert rehearsal_dates(date(2024, 2, 27), date(2024, 3, 12),
                           skip={date(2024, 3, 12)}) == [date(2024, 2, 27), date(2024, 3, 5)]
    assert rehearsal_dates(date(2024, 5, 1), date(2024, 5, 1), skip=[date(2024, 5, 1)]) == []
    assert rehearsal_dates(date(2024, 12, 17), date(2025, 1, 7), (date(2024, 12, 24),
                                                                  date(2024, 12, 31))) == [
        date(2024, 12, 17), date(2025, 1, 7)]
    rng = random.Random(3636)
    for _ in range(500):
        first = date(2024, 1, 1) + timedelta(days=rng.randint(0, 400))
        last = first + timedelta(days=rng.randint(0, 120))
        every = [first + timedelta(weeks=w) for w in range(20)
                 if first + timedelta(weeks=w) <= last]
        skip = set(rng.sample(every, rng.randint(0, len(every))))
        want = [d for d in every if d not in skip]
        assert rehearsal_dates(first, last, skip) == want, (first, last, skip)
        assert rehearsal_dates(first, last) == every, (first, last)
    with pytest.raises(ValueError):
        rehearsal_dates(date(2024, 1, 9), date(2024, 1, 8))


def test_exactly_three_quarters_is_enough():
    assert concert_ready(9, 12) is True
    assert concert_ready(3, 4) is True
    assert concert_ready(15, 20) is True
    assert concert_ready(14, 20) is False
    assert concert_ready(12, 12) is True
    assert concert_ready(1, 1) is True
    assert concert_ready(0, 1) is False
    for held in range(1, 30):
        for attended in range(held + 1):
            assert concert_ready(attended, held) is (4 * attended >= 3 * held), (attended, held)
    for bad in [(1, 0), (0, 0), (13, 12), (-1, 12), (2, -3)]:
        with pytest.raises(ValueError):
            concert_ready(*bad)


def test_every_part_in_section_sizes():
    assert section_sizes({"Tom": "tenor"}) == {"soprano": 0, "alto": 0, "tenor": 1, "bass": 0}
    assert section_sizes({}) == dict.fromkeys(PARTS, 0)
    got = section_sizes({"A": "bass", "B": "soprano", "C": "bass", "D": "alto"})
    assert got == {"soprano": 1, "alto": 1, "tenor": 0, "bass": 2}
    rng = random.Random(36)
    for _ in range(300):
        register = {f"singer {i}": rng.choice(PARTS) for i in range(rng.randint(0, 12))}
        want = {p: sum(1 for v in register.values() if v == p) for p in PARTS}
        assert section_sizes(register) == want, register


def test_rest_unchanged():
    assert parse_register(["Ann Lee, A", "bob, s", "Cy, Bass", "  ", "Di, tenor "]) == {
        "Ann Lee": "alto", "bob": "soprano", "Cy": "bass", "Di": "tenor"}
    assert parse_register(["Ann, alto", "Ann, bass"]) == {"Ann": "bass"}
    for bad in ["Ann", "Ann, alto, bass", " , alto", "Ann, baritone", "Ann, "]:
        with pytest.raises(ValueError):
            parse_register([bad])
    register = {"Ann": "alto", "Bob": "bass", "Cy": "tenor"}
    assert subs_due(register) == 144.0
    assert subs_due(register, ["Cy"]) == 120.0
    assert subs_due(register, ("Ann", "Bob", "Cy")) == 72.0
    assert subs_due({}) == 0
    with pytest.raises(ValueError):
        subs_due(register, ["Dee"])
