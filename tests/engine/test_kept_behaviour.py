"""A task that says the behaviour stays is checked against the code as the task gave it, on
the calls its tests make and their neighbours (engine/grounding/kept.py)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from openkoi.engine.evaluators.base import Part
from openkoi.engine.grounding.baseline import against_baseline
from openkoi.engine.grounding.cases import GroundedTest
from openkoi.engine.grounding.kept import calls_without, kept_behaviour, stays, stays_without
from openkoi.engine.grounding.run import run_grounded

TASK = ("Refactor shipping.py: put the zone rates in a module-level dict RATES and look them "
        "up there instead of the if/elif chain. The behaviour must stay exactly the same, "
        "errors included, and test_shipping.py must keep passing.")
START = '''def shipping_cost(weight, zone):
    if weight <= 0:
        raise ValueError("weight must be positive")
    if zone == "eu":
        rate = 2
    elif zone == "us":
        rate = 3
    else:
        raise ValueError(f"unknown zone: {zone}")
    return 5 + rate * weight if weight < 10 else 4 + rate * weight
'''
TESTS = '''import pytest
from shipping import shipping_cost

def test_cost():
    assert shipping_cost(2, "eu") == 9
    assert shipping_cost(12, "us") == 40

def test_bad():
    with pytest.raises(ValueError):
        shipping_cost(1, "mars")
'''
RIGHT = '''RATES = {"eu": 2, "us": 3}


def shipping_cost(weight, zone):
    if weight <= 0:
        raise ValueError("weight must be positive")
    if zone not in RATES:
        raise ValueError(f"unknown zone: {zone}")
    return (5 if weight < 10 else 4) + RATES[zone] * weight
'''
# the edge moved (10 now counts as light), and the zone checked before the weight
EDGE = RIGHT.replace("weight < 10", "weight <= 10")
ORDER = RIGHT.replace('''    if weight <= 0:
        raise ValueError("weight must be positive")
    if zone not in RATES:
        raise ValueError(f"unknown zone: {zone}")''', '''    if zone not in RATES:
        raise ValueError(f"unknown zone: {zone}")
    if weight <= 0:
        raise ValueError("weight must be positive")''')


def _statuses(code: str, tmp_path: Path, task: str = TASK) -> list[str]:
    before = {"shipping.py": START.encode(), "test_shipping.py": TESTS.encode()}
    tests = asyncio.run(kept_behaviour(task, before, {"shipping.py": code}))
    (tmp_path / "shipping.py").write_text(code, encoding="utf-8")
    return [r.status for r in asyncio.run(run_grounded(tests, tmp_path, 30))]


def test_the_old_codes_answers_hold_the_new_code_to_the_behaviour_the_task_keeps(
        tmp_path: Path) -> None:
    right = _statuses(RIGHT, tmp_path)
    assert len(right) >= 10 and set(right) == {"passed"}
    assert "failed" in _statuses(EDGE, tmp_path)  # shipping_cost(10, ...) is a neighbour
    assert "failed" in _statuses(ORDER, tmp_path)  # (0, 'mars'): which error comes first


def test_nothing_where_the_task_changes_behaviour_or_does_not_say_it_stays(
        tmp_path: Path) -> None:
    assert stays(TASK) is not None
    assert stays("Fix the bug in shipping.py; the behaviour must otherwise stay the same.") \
        is None
    assert stays("Make shipping_cost return 0 instead of raising. The behaviour must stay "
                 "the same otherwise.") is None
    assert stays("Add a zone 'uk' to shipping.py.") is None
    assert _statuses(RIGHT, tmp_path, "Add a zone 'uk' to shipping.py.") == []


def _examples(root: Path, code: str) -> Part:
    tmp_path = root
    tmp_path.mkdir()
    from openkoi.engine.evaluators.base import EvalContext
    from openkoi.engine.evaluators.grounded import StatedExamples
    from openkoi.engine.workspace import Snapshot
    (tmp_path / "shipping.py").write_text(START, encoding="utf-8")
    (tmp_path / "test_shipping.py").write_text(TESTS, encoding="utf-8")
    before = Snapshot.take(tmp_path)
    (tmp_path / "shipping.py").write_text(code, encoding="utf-8")
    ctx = EvalContext(TASK, tmp_path, before, Snapshot.take(tmp_path), "answer", 1,
                      timeout_s=30)
    return asyncio.run(StatedExamples().evaluate(ctx))


def test_the_evaluator_says_what_changed_and_counts_kept_behaviour_as_no_work_shown(
        tmp_path: Path) -> None:
    wrong = _examples(tmp_path / "a", ORDER)
    assert wrong.grounded == "failed"
    assert any(f.message.startswith(
        "the task says the behaviour stays, but shipping_cost(0, 'mars') raises ValueError: "
        "unknown zone: mars where the code as the task gave it raises ValueError: weight must "
        "be positive") for f in wrong.findings), [f.message for f in wrong.findings]
    # the behaviour kept is a guard: a refactor that makes no change of form keeps it too
    right = _examples(tmp_path / "b", RIGHT)
    assert right.findings == [] and right.grounded == ""


PLANTS_START = '''def interval(plant, season, pot="medium"):
    plant, season, pot = plant.lower(), season.lower(), pot.lower()
    if season not in ("summer", "winter"):
        raise ValueError(f"unknown season: {season}")
    if plant not in ("fern", "cactus"):
        raise ValueError(f"unknown plant: {plant}")
    if pot not in ("small", "medium", "large"):
        raise ValueError(f"unknown pot size: {pot}")
    return 3
'''
PLANTS_TESTS = '''import pytest
from plants import interval

def test_interval():
    assert interval("fern", "summer") == 3
    assert interval("cactus", "winter", pot="large") == 3
    with pytest.raises(ValueError):
        interval("triffid", "summer")
'''
_PLANT = '''    if plant not in ("fern", "cactus"):
        raise ValueError(f"unknown plant: {plant}")
'''
_POT = '''    if pot not in ("small", "medium", "large"):
        raise ValueError(f"unknown pot size: {pot}")
'''
POT_FIRST = PLANTS_START.replace(_PLANT + _POT, _POT + _PLANT)
assert POT_FIRST != PLANTS_START


def test_a_word_no_table_holds_shows_which_unknown_argument_is_named_first(
        tmp_path: Path) -> None:
    task = ("Refactor plants.py into a table. The behaviour must stay exactly the same, "
            "the same ValueError messages included.")
    before = {"plants.py": PLANTS_START.encode(), "test_plants.py": PLANTS_TESTS.encode()}

    def statuses(code: str, where: Path) -> list[str]:
        tests = asyncio.run(kept_behaviour(task, before, {"plants.py": code}))
        where.mkdir()
        (where / "plants.py").write_text(code, encoding="utf-8")
        return [r.status for r in asyncio.run(run_grounded(tests, where, 30))]

    assert set(statuses(PLANTS_START, tmp_path / "same")) == {"passed"}
    assert "failed" in statuses(POT_FIRST, tmp_path / "pot_first")  # ('zzz', ..., pot='zzz')


GROOM = '''BASE = {"small": 30.0, "medium": 40.0, "large": 55.0}
EXTRAS = {"nails": 8.0, "teeth": 6.0}


def groom_price(size, extras=()):
    size = size.strip().lower()
    total = BASE[size]
    for extra in extras:
        total += EXTRAS[extra.strip().lower()]
    return round(total, 2)
'''
PUPPY = ("Could you give groom_price in groom.py a puppy option, groom_price(size, extras=(), "
         "puppy=False)? For a puppy the basic groom is 25% cheaper, but the extras stay full "
         'price. So groom_price("medium", ["nails"], puppy=True) should be 38.0. Without '
         "puppy=True everything should work exactly like it does now.")


def test_behaviour_said_to_stay_without_a_new_parameter_holds_the_calls_without_it(
        tmp_path: Path) -> None:
    # heldout43's dog_grooming_edit: the draft dropped the size's normalising
    assert stays_without(PUPPY) == [PUPPY.rsplit(". ", 1)[1]]
    assert stays(PUPPY) is None  # the task changes behaviour: only the scoped stay holds
    assert calls_without(PUPPY, {"groom.py": GROOM}, {"groom_price"}) == \
        "groom_price(size, extras=())\ngroom_price('medium', ['nails'])"
    for said in ("With no away given, the rota must come out exactly as it does now.",
                 "When align isn't given the output must stay exactly as it is now.",
                 "Without the option everything should work exactly as it does today."):
        assert stays_without(said), said
    assert stays_without("Without puppy=True it is fine. Fix the bug in groom.py.") == []
    new = GROOM.replace("extras=()", "extras=(), puppy=False").replace(
        "    total = BASE[size]\n", "    total = BASE[size] * (0.75 if puppy else 1)\n")
    dropped = new.replace("    size = size.strip().lower()\n", "")
    before = {"groom.py": GROOM.encode()}
    for code, want in ((new, {"passed"}), (dropped, {"passed", "failed"})):
        tests = asyncio.run(kept_behaviour(PUPPY, before, {"groom.py": code}))
        (tmp_path / "groom.py").write_text(code, encoding="utf-8")
        results = asyncio.run(run_grounded(tests, tmp_path, 30))
        assert {r.status for r in results} == want, [r.describe() for r in results]
    # a written test of a call the old code takes, that it answers otherwise, is a guess
    written = [GroundedTest("w1", "groom", 'groom_price("small", ["nails"])', "22.5",
                            origin="writer"),
               GroundedTest("w2", "groom", 'groom_price("small", [], puppy=True)', "22.5",
                            origin="writer")]
    kept, aside = asyncio.run(against_baseline(written, "groom.py", GROOM, PUPPY))
    assert [t.name for t in kept] == ["w2"] and [t.name for t in aside] == ["w1"]
