import itertools
import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
import snooker  # noqa: E402

VALUES = {"red": 1, "yellow": 2, "green": 3, "brown": 4, "blue": 5, "pink": 6, "black": 7}
ORDER = ["yellow", "green", "brown", "blue", "pink", "black"]
COLOURS = ORDER


def expected_valid(pots, reds):
    """A break is a prefix of (red, any colour) * reds followed by the colours in order."""
    if len(pots) > 2 * reds + 6:
        return False
    for i, ball in enumerate(pots):
        if i < 2 * reds:
            if (i % 2 == 0) != (ball == "red"):
                return False
        elif ball != ORDER[i - 2 * reds]:
            return False
    return True


def test_prompt_examples():
    assert snooker.ball_value("Pink") == 6
    assert snooker.ball_value(" black ") == 7
    assert snooker.break_score(["red", "black", "red", "pink"]) == 15
    assert snooker.points_left(15) == 147
    assert snooker.points_left(3) == 51
    assert snooker.needs_snookers(40, 70, 0) is True
    assert snooker.needs_snookers(43, 70, 0) is False
    assert snooker.valid_break(["red", "black", "red", "black"]) is True
    assert snooker.valid_break(["red", "red"]) is False
    assert snooker.valid_break(["black"]) is False
    assert snooker.valid_break(["red", "pink", "yellow", "green"], reds=1) is True
    assert snooker.valid_break(["red", "pink", "green"], reds=1) is False
    assert snooker.valid_break(["yellow", "green", "brown", "blue", "pink", "black"],
                               reds=0) is True


@pytest.mark.parametrize("name,value", sorted(VALUES.items()))
def test_ball_values(name, value):
    assert snooker.ball_value(name) == value
    assert snooker.ball_value(name.upper()) == value
    assert snooker.ball_value(f"  {name.title()}\t") == value


@pytest.mark.parametrize("bad", ["white", "", "  ", "reds", "bl ack", "cue"])
def test_unknown_ball(bad):
    with pytest.raises(ValueError):
        snooker.ball_value(bad)
    with pytest.raises(ValueError):
        snooker.break_score(["red", bad])
    with pytest.raises(ValueError):
        snooker.valid_break(["red", "black", bad])


@pytest.mark.parametrize("bad", [None, 1, 7.0, True, ["red"]])
def test_ball_not_a_str(bad):
    with pytest.raises(TypeError):
        snooker.ball_value(bad)
    with pytest.raises(TypeError):
        snooker.break_score([bad])


def test_unknown_ball_after_invalid_pot():
    with pytest.raises(ValueError):
        snooker.valid_break(["black", "purple"])
    with pytest.raises(ValueError):
        snooker.valid_break(["red", "red", "orange"], reds=3)


def test_break_score():
    assert snooker.break_score([]) == 0
    assert snooker.break_score(["red", "black"] * 15 + ORDER) == 147
    assert snooker.break_score(["Yellow", " GREEN "]) == 5


def test_points_left_all():
    for reds in range(16):
        assert snooker.points_left(reds) == reds * 8 + 27
    assert snooker.points_left(0) == 27


@pytest.mark.parametrize("bad,exc", [(-1, ValueError), (16, ValueError), (True, TypeError),
                                     (3.0, TypeError), ("3", TypeError), (None, TypeError)])
def test_points_left_bad(bad, exc):
    with pytest.raises(exc):
        snooker.points_left(bad)
    with pytest.raises(exc):
        snooker.needs_snookers(10, 20, bad)
    with pytest.raises(exc):
        snooker.valid_break([], reds=bad)


def test_needs_snookers_boundaries():
    for reds in range(16):
        left = reds * 8 + 27
        assert snooker.needs_snookers(10, 10 + left, reds) is False
        assert snooker.needs_snookers(10, 11 + left, reds) is True
        assert snooker.needs_snookers(10 + left, 10, reds) is False
        assert snooker.needs_snookers(0, 0, reds) is False


@pytest.mark.parametrize("bad,exc", [(-1, ValueError), (True, TypeError), (2.5, TypeError),
                                     ("7", TypeError)])
def test_needs_snookers_bad_scores(bad, exc):
    with pytest.raises(exc):
        snooker.needs_snookers(bad, 10, 3)
    with pytest.raises(exc):
        snooker.needs_snookers(10, bad, 3)


def test_maximum_break_and_its_prefixes():
    full = []
    for colour in ["black", "pink", "black", "blue", "black", "green", "black", "black",
                   "yellow", "black", "brown", "black", "black", "black", "black"]:
        full += ["red", colour]
    full += ORDER
    for n in range(len(full) + 1):
        assert snooker.valid_break(full[:n]) is True, n
    assert snooker.valid_break(full + ["black"]) is False
    assert snooker.valid_break(full + ["red"]) is False


def test_empty_break():
    for reds in range(16):
        assert snooker.valid_break([], reds=reds) is True


def test_colours_out_of_order():
    assert snooker.valid_break(["green"], reds=0) is False
    assert snooker.valid_break(["yellow", "yellow"], reds=0) is False
    assert snooker.valid_break(["yellow", "green", "blue"], reds=0) is False
    assert snooker.valid_break(ORDER + ["black"], reds=0) is False
    assert snooker.valid_break(["red", "yellow", "red"], reds=1) is False
    assert snooker.valid_break(["red", "black", "red", "black", "yellow"], reds=2) is True
    assert snooker.valid_break(["red", "black", "yellow"], reds=2) is False


def test_every_short_break():
    balls = ["red"] + COLOURS
    for reds in (0, 1, 2, 15):
        for length in range(0, 5):
            for pots in itertools.product(balls, repeat=length):
                assert snooker.valid_break(list(pots), reds=reds) is expected_valid(
                    list(pots), reds), (pots, reds)


def test_random_breaks():
    rng = random.Random(147)
    balls = ["red"] + COLOURS
    for _ in range(4000):
        reds = rng.randint(0, 15)
        # mostly legal sequences with one slip somewhere, plus plain random ones
        pots = []
        for i in range(rng.randint(0, 2 * reds + 7)):
            if i < 2 * reds:
                pots.append("red" if i % 2 == 0 else rng.choice(COLOURS))
            elif i - 2 * reds < 6:
                pots.append(ORDER[i - 2 * reds])
            else:
                pots.append(rng.choice(balls))
        if pots and rng.random() < 0.5:
            pots[rng.randrange(len(pots))] = rng.choice(balls)
        assert snooker.valid_break(pots, reds) is expected_valid(pots, reds), (pots, reds)
    for _ in range(1000):
        reds = rng.randint(0, 15)
        pots = [rng.choice(balls) for _ in range(rng.randint(0, 10))]
        assert snooker.valid_break(pots, reds=reds) is expected_valid(pots, reds)


def test_valid_break_names_normalised():
    assert snooker.valid_break([" RED", "Black "], reds=1) is True
    assert snooker.valid_break(["Red", "RED"], reds=2) is False
