"""Hidden check for car_boot_fix: pence stickers ("75p") read as pence, an offer of exactly
80 per cent is taken, a tie for the best hour goes to the earlier hour, nothing else changed,
and the given tests/test_carboot.py is untouched and passes."""

import os
import random
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from carboot import accept_offer, best_hour, parse_price, pitch_fee, summary  # noqa: E402

GIVEN_TEST = "tests/test_carboot.py"
# the given tests/test_carboot.py, verbatim
GIVEN = r'''import pytest

from carboot import accept_offer, best_hour, parse_price, pitch_fee, summary


def test_parse_price():
    assert parse_price("£2.50") == 250
    assert parse_price("2.50") == 250
    assert parse_price(" £3 ") == 300
    assert parse_price("75p") == 75
    assert parse_price("5p") == 5
    for bad in ["", "£", "2.5", "two pounds", "0p", "£0.00"]:
        with pytest.raises(ValueError):
            parse_price(bad)


def test_pitch_fee():
    assert pitch_fee("car") == 10.0
    assert pitch_fee("Van", tables=1) == 18.0
    assert pitch_fee(" trailer ", 3) == 29.0
    with pytest.raises(ValueError):
        pitch_fee("bike")
    with pytest.raises(ValueError):
        pitch_fee("car", 4)


def test_accept_offer():
    assert accept_offer("£5", "£4.50")
    assert accept_offer("£5", "£4")
    assert accept_offer("£1", "80p")
    assert not accept_offer("£5", "£3.99")
    assert not accept_offer("£1", "79p")


def test_best_hour():
    sales = [("08:05", "£3"), ("08:40", "50p"), ("09:10", "£2"), ("09:55", "£1.50"),
             ("10:30", "£1")]
    assert best_hour(sales) == (8, 3.5)
    assert best_hour([("11:00", "£4"), ("09:30", "£4")]) == (9, 4.0)
    with pytest.raises(ValueError):
        best_hour([])


def test_summary():
    sales = [("07:50", "£4"), ("08:15", "75p"), ("08:20", "£1.25"), ("09:00", "£10")]
    assert summary(sales, "car", tables=1) == {
        "items": 4, "takings": 16.0, "fees": 13.0, "profit": 3.0}
'''


def sticker(pence, rng):
    if pence < 100 and rng.random() < 0.7:
        return f"{pence}p"
    pounds, p = divmod(pence, 100)
    text = f"{pounds}.{p:02d}" if p or rng.random() < 0.3 else str(pounds)
    return ("£" + text) if rng.random() < 0.7 else text


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


def test_pence_stickers():
    assert parse_price("50p") == 50
    assert parse_price(" 99p ") == 99
    assert parse_price("1p") == 1
    assert parse_price("120p") == 120
    assert parse_price("£1.20") == 120
    assert parse_price("10") == 1000
    assert parse_price("£0.05") == 5
    for bad in ["p", "£50p", "5.0p", "-5p", "£-1", "1.234", "£1.2", "abc"]:
        with pytest.raises(ValueError):
            parse_price(bad)


def test_sampled_prices():
    rng = random.Random(4101)
    for _ in range(2000):
        pence = rng.randint(1, 5000)
        text = sticker(pence, rng)
        assert parse_price(text) == pence, text


def test_offers():
    assert accept_offer("£10", "£8") is True
    assert accept_offer("£10", "£7.99") is False
    assert accept_offer("£2.50", "£2") is True
    assert accept_offer("£2.50", "£1.99") is False
    assert accept_offer("50p", "40p") is True
    assert accept_offer("50p", "39p") is False
    assert accept_offer("£3", "£5") is True
    assert accept_offer("£3", "£3") is True
    rng = random.Random(41)
    for _ in range(2000):
        s, o = rng.randint(1, 3000), rng.randint(1, 3000)
        assert accept_offer(sticker(s, rng), sticker(o, rng)) == (o * 100 >= s * 80), (s, o)


def test_best_hour_ties():
    assert best_hour([("11:00", "£4"), ("09:30", "£4")]) == (9, 4.0)
    assert best_hour([("09:30", "£4"), ("11:00", "£4")]) == (9, 4.0)
    assert best_hour([("12:10", "£1"), ("10:00", "50p"), ("10:50", "50p"),
                      ("08:00", "£1")]) == (8, 1.0)
    assert best_hour([("10:00", "£1"), ("9:15", "£1"), ("10:45", "5p")]) == (10, 1.05)
    assert best_hour([("13:00", "£2")]) == (13, 2.0)
    rng = random.Random(4141)
    for _ in range(500):
        sales, totals = [], {}
        for _ in range(rng.randint(1, 12)):
            hour, pence = rng.randint(7, 13), rng.choice([50, 100, 150, 200, 250])
            sales.append((f"{hour:02d}:{rng.randint(0, 59):02d}", sticker(pence, rng)))
            totals[hour] = totals.get(hour, 0) + pence
        most = max(totals.values())
        want = min(h for h, t in totals.items() if t == most)
        hour, money = best_hour(sales)
        assert hour == want and abs(money - most / 100) < 1e-9, sales


def test_summary_and_fees():
    sales = [("08:00", "50p"), ("08:30", "£2"), ("09:00", "25p")]
    assert summary(sales, "Van") == {"items": 3, "takings": 2.75, "fees": 15.0,
                                     "profit": -12.25}
    assert summary([], "car") == {"items": 0, "takings": 0.0, "fees": 10.0, "profit": -10.0}
    assert pitch_fee("TRAILER", 2) == 26.0
    assert pitch_fee("van", 0) == 15.0
    for bad in [("lorry", 0), ("car", -1), ("car", 1.5)]:
        with pytest.raises(ValueError):
            pitch_fee(*bad)
