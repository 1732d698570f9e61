"""Hidden check for tea_rota_fix: next_maker wraps round the rota skipping people who are
away (never last again, ValueError when nobody else is in), plan follows, the rest of tea.py
still works."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from tea import next_maker, parse_order, plan, shopping  # noqa: E402

ROTA = ["Amy", "Ben", "Chloe", "Dev", "Ewa"]


def expected_next(rota, last, away):
    i = rota.index(last)
    for name in rota[i + 1:] + rota[:i]:
        if name not in away:
            return name
    return None


def test_reported_cases():
    assert next_maker(ROTA, "Ewa", away=["Amy"]) == "Ben"
    assert plan(ROTA, "Chloe", 6, away=["Amy"]) == ["Dev", "Ewa", "Ben", "Chloe", "Dev", "Ewa"]
    with pytest.raises(ValueError):
        next_maker(["Amy", "Ben"], "Ben", away=["Amy"])


def test_wrapping():
    assert next_maker(ROTA, "Ewa") == "Amy"
    assert next_maker(ROTA, "Dev", away=["Ewa"]) == "Amy"
    assert next_maker(ROTA, "Dev", away=["Ewa", "Amy"]) == "Ben"
    assert next_maker(ROTA, "Dev", away=("Ewa", "Amy", "Ben")) == "Chloe"
    with pytest.raises(ValueError):
        next_maker(ROTA, "Chloe", away={"Dev", "Ewa", "Amy", "Ben"})
    with pytest.raises(ValueError):
        next_maker(["Sam"], "Sam")
    with pytest.raises(ValueError):
        plan(ROTA, "Chloe", 2, away=["Dev", "Ewa", "Amy", "Ben"])
    assert next_maker(ROTA, "Ben", away=["Amy", "Chloe"]) == "Dev"
    assert next_maker(ROTA, "Amy") == "Ben"
    assert plan(ROTA, "Dev", 4, away=["Ewa", "Amy"]) == ["Ben", "Chloe", "Dev", "Ben"]
    assert plan(ROTA, "Ewa", 7) == ["Amy", "Ben", "Chloe", "Dev", "Ewa", "Amy", "Ben"]
    assert plan(["Sam", "Jo"], "Jo", 3) == ["Sam", "Jo", "Sam"]
    assert plan(ROTA, "Ewa", 0) == []


def test_last_is_away_too():
    # last made a round and then went off: still the next one along who is in
    assert next_maker(ROTA, "Ewa", away=["Ewa", "Amy"]) == "Ben"
    with pytest.raises(ValueError):
        next_maker(["Amy", "Ben"], "Ben", away=["Amy", "Ben"])


def test_sampled():
    rng = random.Random(464)
    names = ["Amy", "Ben", "Chloe", "Dev", "Ewa", "Finn", "Gus"]
    for _ in range(2000):
        rota = rng.sample(names, rng.randint(1, 7))
        last = rng.choice(rota)
        away = rng.sample(names, rng.randint(0, 4))
        want = expected_next(rota, last, away)
        if want is None:
            with pytest.raises(ValueError):
                next_maker(rota, last, away)
        else:
            assert next_maker(rota, last, away) == want, (rota, last, away)


def test_not_on_rota():
    with pytest.raises(ValueError):
        next_maker(ROTA, "Zoe")
    with pytest.raises(ValueError):
        next_maker(ROTA, "Zoe", away=["Amy"])


def test_rest_unchanged():
    assert parse_order("Tea, milk, 2 sugars") == {"drink": "tea", "milk": True, "sugars": 2}
    assert parse_order("coffee") == {"drink": "coffee", "milk": False, "sugars": 0}
    assert parse_order(" Green Tea , no sugar") == {"drink": "green tea", "milk": False,
                                                    "sugars": 0}
    assert parse_order("hot chocolate, 1 sugar, milk") == {"drink": "hot chocolate",
                                                           "milk": True, "sugars": 1}
    for bad in ["", "beer", "tea, lemon", "coffee, some sugars"]:
        with pytest.raises(ValueError):
            parse_order(bad)
    orders = [parse_order(t) for t in ["tea, milk, 2 sugars", "coffee", "tea, milk"]]
    assert shopping(orders) == {"milk_ml": 900, "sugar_cubes": 30}
    assert shopping(orders, rounds_a_week=10) == {"milk_ml": 600, "sugar_cubes": 20}
    assert shopping([]) == {"milk_ml": 0, "sugar_cubes": 0}
