"""Hidden check for silent_auction_fix: a bid at the opening price counts, the step at
exactly 20 is 2, the same person with other capitals or spaces is one person in
what_they_owe, nothing else changed, and the given tests/test_auction.py is untouched and
passes."""

import os
import random
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from auction import counted_bids, min_step, unsold, what_they_owe, winner  # noqa: E402

GIVEN_TEST = "tests/test_auction.py"
# the given tests/test_auction.py, verbatim
GIVEN = r'''import pytest

from auction import counted_bids, min_step, unsold, what_they_owe, winner


@pytest.mark.parametrize("current, step", [
    (5, 1), (19, 1), (19.5, 1), (20, 2), (49, 2), (50, 5), (199, 5), (200, 10), (350, 10),
])
def test_min_step(current, step):
    assert min_step(current) == step


def test_counted_bids():
    bids = [("Tom", 15), ("Priya", 16), ("Dave", 16.5), ("Tom", 20), ("Priya", 21),
            ("Sue", 22)]
    assert counted_bids(15, bids) == [("Tom", 15), ("Priya", 16), ("Tom", 20), ("Sue", 22)]


def test_first_bid_at_the_opening_price_counts():
    assert counted_bids(10, [("Ann", 10)]) == [("Ann", 10)]
    assert counted_bids(10, [("Ann", 9), (" Bob ", 10)]) == [("Bob", 10)]


def test_winner():
    assert winner(40, [("Ann", 40), ("Bob", 41), ("Cat", 42), ("Ann", 45)]) == ("Ann", 45)
    assert winner(40, [("Ann", 30)]) is None
    assert winner(40, []) is None


def test_what_they_owe():
    lots = {
        "Hamper": (30, [("Mrs Hill", 30), ("Raj", 32), ("Mrs Hill", 40)]),
        "Pizza for 4": (20, [("raj", 20), ("Ben", 22)]),
        "Haircut": (15, [("mrs hill ", 15)]),
        "Signed football": (50, [("Ben", 45)]),
    }
    assert what_they_owe(lots) == {"Mrs Hill": 55, "Ben": 22}


def test_unsold():
    lots = {"signed football": (50, [("Ben", 45)]), "Cake": (5, []),
            "Hamper": (30, [("Raj", 30)])}
    assert unsold(lots) == ["Cake", "signed football"]
'''


def expected_step(current):
    return 1 if current < 20 else 2 if current < 50 else 5 if current < 200 else 10


def expected_counted(opening, bids):
    out, high = [], None
    for name, amount in bids:
        if (amount >= opening) if high is None else (amount >= high + expected_step(high)):
            out.append((name.strip(), amount))
            high = amount
    return out


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
    assert "14 passed" in proc.stdout


def test_steps():
    for current in [0, 1, 10, 19, 19.99, 20, 20.5, 30, 49, 49.5, 50, 120, 199, 199.5, 200,
                    500, 1000]:
        assert min_step(current) == expected_step(current), current


def test_opening_price_counts():
    assert counted_bids(25, [("Jo", 25), ("Kim", 26), ("Lee", 27)]) == [("Jo", 25),
                                                                        ("Lee", 27)]
    assert winner(25, [("Jo", 25)]) == ("Jo", 25)
    assert winner(25, [("Jo", 24.99)]) is None
    assert winner(5, [(" Amy  ", 5), ("Bo", 5.5), ("Cy", 6)]) == ("Cy", 6)
    assert winner(18, [("Amy", 18), ("Bo", 20), ("Cy", 21), ("Di", 22)]) == ("Di", 22)


def test_sampled_bids():
    rng = random.Random(55)
    names = ["Ann", "Bob ", " Cat", "Dev", "Eve"]
    for _ in range(1500):
        opening = rng.choice([5, 10, 15, 18, 20, 25, 40, 50, 100, 150, 200])
        bids, price = [], opening - 2
        for _ in range(rng.randint(0, 8)):
            price += rng.choice([0, 0.5, 1, 1, 2, 2, 3, 5, 10])
            bids.append((rng.choice(names), price))
        want = expected_counted(opening, bids)
        assert counted_bids(opening, bids) == want, (opening, bids)
        assert winner(opening, bids) == (want[-1] if want else None), (opening, bids)


def test_owe_one_person_any_capitals():
    lots = {
        "Hamper": (30, [("Mrs Hill", 30), ("Raj", 32), ("Mrs Hill", 40)]),
        "Pizza for 4": (20, [("raj", 20), ("Ben", 22)]),
        "Haircut": (15, [("mrs hill ", 15)]),
        "Signed football": (50, [("Ben", 45)]),
        "Riding lesson": (25, [("RAJ", 25)]),
        "Wine": (12, [("  ben", 12), ("MRS HILL", 13)]),
    }
    got = what_they_owe(lots)
    assert got == {"Mrs Hill": 68, "Ben": 22, "RAJ": 25}
    assert list(got) == ["Mrs Hill", "Ben", "RAJ"]
    assert what_they_owe({"Cake": (5, [("tom", 5.5)]), "Vase": (8, [(" Tom", 8.25)])}) == {
        "tom": 13.75}
    assert what_they_owe({"Cake": (5, [])}) == {}
    assert what_they_owe({}) == {}


def test_unsold_more():
    lots = {"Hamper": (30, [("Raj", 30)]), "bike": (40, [("Ann", 39)]), "Art": (10, []),
            "Cake": (5, [("Tom", 4), ("Tom", 5)])}
    assert unsold(lots) == ["Art", "bike"]
    assert unsold({}) == []
