import ast
import importlib
import importlib.util
import itertools
import os
import subprocess
import sys
import types
from datetime import date, timedelta

import pytest

ORIGINAL = '"""When to water the house plants."""\n\nfrom datetime import timedelta\n\n\ndef watering_interval(plant, season, indoor=True, pot="medium"):\n    """Days between waterings for a plant."""\n    p = plant.strip().lower()\n    if season not in ("spring", "summer", "autumn", "winter"):\n        raise ValueError("unknown season: " + str(season))\n    if p == "cactus":\n        if season == "summer":\n            d = 14\n        elif season == "winter":\n            d = 35\n        else:\n            d = 21\n    elif p == "fern":\n        if season == "summer":\n            d = 2\n        elif season == "winter":\n            d = 5\n        else:\n            d = 3\n    elif p == "basil":\n        if season == "summer":\n            d = 1\n        elif season == "winter":\n            d = 3\n        else:\n            d = 2\n    elif p == "monstera" or p == "swiss cheese plant":\n        if season == "summer":\n            d = 7\n        elif season == "winter":\n            d = 14\n        else:\n            d = 10\n    elif p == "orchid":\n        if season == "winter":\n            d = 14\n        else:\n            d = 7\n    elif p == "snake plant":\n        if season == "summer":\n            d = 10\n        elif season == "winter":\n            d = 30\n        else:\n            d = 14\n    else:\n        raise ValueError("unknown plant: " + plant)\n    if not indoor:\n        if season == "summer":\n            d = d * 0.5\n        elif season == "winter":\n            d = d * 1.5\n    if pot == "small":\n        d = d * 0.75\n    elif pot == "large":\n        d = d * 1.25\n    elif pot != "medium":\n        raise ValueError("unknown pot size: " + str(pot))\n    d = int(d)\n    if d < 1:\n        d = 1\n    return d\n\n\ndef next_watering(plant, last_watered, season, indoor=True, pot="medium"):\n    """The date a plant watered on last_watered needs water again."""\n    return last_watered + timedelta(days=watering_interval(plant, season, indoor, pot))\n\n\ndef watering_plan(plants, start, season, days):\n    """(date, plant) for every watering in the `days` days after start.\n\n    Every plant is assumed to have been watered on `start`; plants are indoor, medium pots.\n    """\n    out = []\n    i = 1\n    while i <= days:\n        day = start + timedelta(days=i)\n        for pl in plants:\n            n = watering_interval(pl, season)\n            if i % n == 0:\n                out.append((day, pl))\n        i = i + 1\n    return out\n'


def load_original():
    module = types.ModuleType("watering_original")
    exec(compile(ORIGINAL, "watering_original.py", "exec"), module.__dict__)
    return module


@pytest.fixture()
def watering():
    ws = os.getcwd()
    if ws not in sys.path:
        sys.path.insert(0, ws)
    sys.modules.pop("watering", None)
    importlib.invalidate_caches()
    return importlib.import_module("watering")


ORIG = load_original()

PLANT_NAMES = ["cactus", "fern", "basil", "monstera", "swiss cheese plant", "orchid", "snake plant",
               "Cactus", "  FERN ", "Swiss Cheese Plant", "Snake Plant\n", "Orchid",
               "triffid", "", "ferns", "swiss  cheese plant", "snake", "cheese plant"]
SEASONS = ["spring", "summer", "autumn", "winter", "Summer", "fall", "", " winter", None]
POTS = ["small", "medium", "large", "Large", "huge", "", None]


def outcome(func, *args, **kwargs):
    try:
        return ("ok", func(*args, **kwargs))
    except Exception as exc:  # noqa: BLE001
        return ("error", type(exc).__name__, str(exc))


def test_interval_identical_for_every_combination(watering):
    mismatches = []
    for plant, season, indoor, pot in itertools.product(PLANT_NAMES, SEASONS, [True, False], POTS):
        expected = outcome(ORIG.watering_interval, plant, season, indoor, pot)
        got = outcome(watering.watering_interval, plant, season, indoor, pot)
        if expected != got:
            mismatches.append(((plant, season, indoor, pot), expected, got))
    assert not mismatches, mismatches[:10]


def test_interval_keyword_arguments(watering):
    for plant in ["cactus", "orchid", "basil"]:
        for season in ["summer", "winter", "spring"]:
            assert watering.watering_interval(plant, season, pot="small", indoor=False) == \
                ORIG.watering_interval(plant, season, pot="small", indoor=False)
            assert watering.watering_interval(plant=plant, season=season) == \
                ORIG.watering_interval(plant=plant, season=season)


def test_interval_defaults(watering):
    for plant in ["cactus", "fern", "basil", "monstera", "orchid", "snake plant"]:
        for season in ["spring", "summer", "autumn", "winter"]:
            assert watering.watering_interval(plant, season) == ORIG.watering_interval(plant, season)
            assert watering.watering_interval(plant, season, False) == \
                ORIG.watering_interval(plant, season, False)


def test_result_is_int(watering):
    for plant, season, indoor, pot in itertools.product(
            ["cactus", "fern", "basil", "monstera", "orchid", "snake plant"],
            ["spring", "summer", "autumn", "winter"], [True, False], ["small", "medium", "large"]):
        assert type(watering.watering_interval(plant, season, indoor, pot)) is int


def test_next_watering_identical(watering):
    start = date(2024, 2, 27)
    for plant, season, indoor, pot in itertools.product(
            ["cactus", "Fern", "basil", "swiss cheese plant", "orchid", "snake plant", "triffid"],
            ["spring", "summer", "winter", "Winter"], [True, False], ["small", "large", "tiny"]):
        expected = outcome(ORIG.next_watering, plant, start, season, indoor, pot)
        got = outcome(watering.next_watering, plant, start, season, indoor, pot)
        assert got == expected, (plant, season, indoor, pot)
    assert watering.next_watering("fern", date(2024, 7, 1), "summer") == date(2024, 7, 3)
    assert watering.next_watering("cactus", last_watered=date(2023, 12, 20), season="winter",
                                  pot="small") == ORIG.next_watering("cactus", date(2023, 12, 20),
                                                                     "winter", pot="small")


@pytest.mark.parametrize("plants, season, days", [
    (["fern", "cactus"], "summer", 4),
    (["fern", "cactus", "basil", "orchid"], "summer", 30),
    (["basil", "Basil", "monstera", "swiss cheese plant"], "winter", 60),
    (["snake plant", "orchid", "fern"], "autumn", 45),
    ([], "spring", 10),
    (["cactus"], "spring", 0),
    (["cactus"], "spring", -5),
    (["fern"], "spring", 1),
    (["fern", "triffid"], "spring", 5),
    (["fern"], "monsoon", 5),
    (("fern", "basil"), "spring", 7),
])
def test_plan_identical(watering, plants, season, days):
    start = date(2024, 12, 20)
    assert outcome(watering.watering_plan, plants, start, season, days) == \
        outcome(ORIG.watering_plan, plants, start, season, days)


def test_plants_dict(watering):
    assert isinstance(watering.PLANTS, dict)
    keys = {str(k).strip().lower() for k in watering.PLANTS}
    for name in ["cactus", "fern", "basil", "monstera", "orchid", "snake plant"]:
        assert name in keys, name


def load_with_extra_plant(new_name, copy_of):
    """Load the workspace module with one more PLANTS entry added right after PLANTS."""
    path = os.path.join(os.getcwd(), "watering.py")
    with open(path, encoding="utf-8") as handle:
        source = handle.read()
    tree = ast.parse(source)
    end = None
    for node in tree.body:
        targets = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AnnAssign):
            targets = [node.target]
        if any(isinstance(t, ast.Name) and t.id == "PLANTS" for t in targets):
            end = node.end_lineno
            break
    assert end is not None, "no module-level PLANTS assignment"
    lines = source.splitlines()
    lines.insert(end, f"PLANTS[{new_name!r}] = PLANTS[{copy_of!r}]")
    module = types.ModuleType("watering_extended")
    module.__file__ = path
    exec(compile("\n".join(lines) + "\n", path, "exec"), module.__dict__)
    return module


@pytest.mark.parametrize("new_name, copy_of", [("mint", "basil"), ("aloe", "cactus"),
                                               ("moth orchid", "orchid")])
def test_adding_a_plant_is_one_entry(watering, new_name, copy_of):
    extended = load_with_extra_plant(new_name, copy_of)
    for season, indoor, pot in itertools.product(["spring", "summer", "autumn", "winter"],
                                                 [True, False], ["small", "medium", "large"]):
        assert extended.watering_interval(new_name, season, indoor, pot) == \
            ORIG.watering_interval(copy_of, season, indoor, pot), (season, indoor, pot)
        assert extended.watering_interval(" " + new_name.upper(), season, indoor, pot) == \
            ORIG.watering_interval(copy_of, season, indoor, pot)
    plan = extended.watering_plan([new_name, "fern"], date(2024, 5, 1), "summer", 20)
    expected = ORIG.watering_plan([copy_of, "fern"], date(2024, 5, 1), "summer", 20)
    assert plan == [(d, new_name if p == copy_of else p) for d, p in expected]


def test_existing_tests_pass():
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           os.path.join("tests", "test_watering.py")],
                          cwd=os.getcwd(), env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-2000:]
    assert "5 passed" in proc.stdout
