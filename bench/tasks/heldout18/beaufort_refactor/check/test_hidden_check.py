import ast
import importlib
import inspect
import math
import os
import sys

import pytest

ORIGINAL_SOURCE = r'''
"""Beaufort wind force from a speed in km/h."""


def beaufort(speed_kmh):
    """Return (force, description) for a mean wind speed in km/h."""
    if speed_kmh < 0:
        raise ValueError("wind speed cannot be negative")
    if speed_kmh < 1:
        return 0, "Calm"
    elif speed_kmh < 6:
        return 1, "Light air"
    elif speed_kmh < 12:
        return 2, "Light breeze"
    elif speed_kmh < 20:
        return 3, "Gentle breeze"
    elif speed_kmh < 29:
        return 4, "Moderate breeze"
    elif speed_kmh < 39:
        return 5, "Fresh breeze"
    elif speed_kmh < 50:
        return 6, "Strong breeze"
    elif speed_kmh < 62:
        return 7, "High wind"
    elif speed_kmh < 75:
        return 8, "Gale"
    elif speed_kmh < 89:
        return 9, "Strong gale"
    elif speed_kmh < 103:
        return 10, "Storm"
    elif speed_kmh < 118:
        return 11, "Violent storm"
    else:
        return 12, "Hurricane force"


def report(speed_kmh, gust_kmh=None):
    """One line for the club noticeboard, e.g. 'Force 4 (Moderate breeze) at 25.0 km/h'.

    Gusts are mentioned only when they reach a higher force than the mean wind.
    """
    force, description = beaufort(speed_kmh)
    text = "Force %d (%s) at %.1f km/h" % (force, description, speed_kmh)
    if gust_kmh is not None:
        if gust_kmh < speed_kmh:
            raise ValueError("gusts cannot be slower than the mean wind")
        gust_force, _ = beaufort(gust_kmh)
        if gust_force > force:
            text += ", gusting force %d" % gust_force
    return text
'''

_original = {}
exec(compile(ORIGINAL_SOURCE, "original_wind.py", "exec"), _original)
orig_beaufort = _original["beaufort"]
orig_report = _original["report"]

LIMITS = [1, 6, 12, 20, 29, 39, 50, 62, 75, 89, 103, 118]
DESCRIPTIONS = ["Calm", "Light air", "Light breeze", "Gentle breeze", "Moderate breeze",
                "Fresh breeze", "Strong breeze", "High wind", "Gale", "Strong gale", "Storm",
                "Violent storm", "Hurricane force"]


@pytest.fixture()
def wind():
    ws = os.getcwd()
    if ws not in sys.path:
        sys.path.insert(0, ws)
    sys.modules.pop("wind", None)
    importlib.invalidate_caches()
    return importlib.import_module("wind")


def speeds():
    values = [0, 0.0, 0.5, 1e-9, 1000, 1e9, 117.9999, 118.0001]
    values += list(range(0, 200))
    for limit in LIMITS:
        values += [limit - 0.001, limit - 1e-9, float(limit), limit + 1e-9, limit + 0.001]
    return values


def test_beaufort_same_as_before(wind):
    for speed in speeds():
        assert tuple(wind.beaufort(speed)) == orig_beaufort(speed), speed


@pytest.mark.parametrize("speed", [-0.001, -1, -100, -1e-12])
def test_negative_speed_still_rejected(wind, speed):
    with pytest.raises(ValueError):
        wind.beaufort(speed)
    with pytest.raises(ValueError):
        wind.report(speed)


@pytest.mark.parametrize("args", [
    (25,), (25, 40), (25, 28.9), (25, 25), (0,), (0, 0), (117.96,), (117.96, 118),
    (5.55, 130), (61.99, 62), (1,), (0.99, 1), (200.04, 300), (12, 19.99), (3, 12),
])
def test_report_text_unchanged(wind, args):
    assert wind.report(*args) == orig_report(*args)


def test_report_known_text(wind):
    assert wind.report(25) == "Force 4 (Moderate breeze) at 25.0 km/h"
    assert wind.report(25, 40) == "Force 4 (Moderate breeze) at 25.0 km/h, gusting force 6"
    assert wind.report(25, 28) == "Force 4 (Moderate breeze) at 25.0 km/h"


@pytest.mark.parametrize("speed, gust", [(20, 10), (50, 49.9), (0.5, 0.1)])
def test_gust_slower_than_wind_still_rejected(wind, speed, gust):
    with pytest.raises(ValueError):
        wind.report(speed, gust)


def test_scale_constant(wind):
    scale = wind.BEAUFORT_SCALE
    assert isinstance(scale, list)
    assert len(scale) == 13
    assert all(isinstance(entry, tuple) and len(entry) == 2 for entry in scale)
    assert [entry[1] for entry in scale] == DESCRIPTIONS
    assert [entry[0] for entry in scale[:-1]] == LIMITS
    assert math.isinf(scale[-1][0]) and scale[-1][0] > 0


def test_force_is_index_in_scale(wind):
    for force, (limit, description) in enumerate(wind.BEAUFORT_SCALE):
        assert wind.beaufort(0 if force == 0 else wind.BEAUFORT_SCALE[force - 1][0]) == (force, description)


def test_format_report(wind):
    f = wind.format_report
    assert f(4, "Moderate breeze", 25) == "Force 4 (Moderate breeze) at 25.0 km/h"
    assert f(4, "Moderate breeze", 25, None) == "Force 4 (Moderate breeze) at 25.0 km/h"
    assert f(4, "Moderate breeze", 25, 6) == "Force 4 (Moderate breeze) at 25.0 km/h, gusting force 6"
    assert f(12, "Hurricane force", 130.26) == "Force 12 (Hurricane force) at 130.3 km/h"
    assert f(0, "Calm", 0, gust_force=3) == "Force 0 (Calm) at 0.0 km/h, gusting force 3"
    # format_report only formats: a gust force is printed whenever it is given
    assert f(4, "Moderate breeze", 25, gust_force=4) == "Force 4 (Moderate breeze) at 25.0 km/h, gusting force 4"


def test_report_goes_through_format_report(wind, monkeypatch):
    calls = []

    def fake(*args, **kwargs):
        calls.append((args, kwargs))
        return "FAKE"

    monkeypatch.setattr(wind, "format_report", fake)
    assert wind.report(25, 40) == "FAKE"
    assert wind.report(25) == "FAKE"
    assert len(calls) == 2


def _module_tree(wind):
    return ast.parse(inspect.getsource(wind))


def test_no_if_elif_ladder_left(wind):
    tree = _module_tree(wind)
    func = next(node for node in ast.walk(tree)
                if isinstance(node, ast.FunctionDef) and node.name == "beaufort")
    ifs = [node for node in ast.walk(func) if isinstance(node, (ast.If, ast.IfExp))]
    assert len(ifs) <= 3, "beaufort() still branches band by band"


def test_band_limits_not_hard_coded_in_functions(wind):
    # the limits belong in module-level data (BEAUFORT_SCALE or whatever builds it),
    # not in comparisons inside functions
    tree = _module_tree(wind)
    banned = {12, 20, 29, 39, 50, 62, 75, 89, 103, 118}
    stray = []
    for func in ast.walk(tree):
        if isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            stray += [node.value for node in ast.walk(func)
                      if isinstance(node, ast.Constant) and type(node.value) in (int, float)
                      and node.value in banned]
    assert not stray, f"band limits hard-coded in functions: {stray}"
