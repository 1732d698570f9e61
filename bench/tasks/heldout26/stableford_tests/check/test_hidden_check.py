"""Hidden check for stableford_tests: the user's tests/test_stableford.py must pass on the given
stableford.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "stableford.py"
TEST_FILE = "tests/test_stableford.py"

# the given stableford.py, verbatim
ORIGINAL = r'''"""Stableford scoring for the golf club's Saturday competition: handicap strokes,
points per hole, reading a scorecard and the leaderboard with countback."""

HOLES = 18


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def strokes_received(handicap, stroke_index):
    """Handicap strokes a player gets on one hole.

    ``handicap`` is an int from 0 to 54 and ``stroke_index`` an int from 1 to 18
    (1 is the hardest hole); anything else (bools included) raises ValueError.
    Every hole gets ``handicap // 18`` strokes, and the holes whose stroke index
    is at most ``handicap % 18`` get one more. So a handicap of 20 gives 2
    strokes on stroke index 1 and 2, and 1 stroke on the others.
    """
    if not _is_int(handicap) or not 0 <= handicap <= 54:
        raise ValueError("handicap must be an int from 0 to 54")
    if not _is_int(stroke_index) or not 1 <= stroke_index <= HOLES:
        raise ValueError("stroke_index must be an int from 1 to 18")
    extra = 1 if stroke_index <= handicap % HOLES else 0
    return handicap // HOLES + extra


def hole_points(par, strokes, received=0):
    """Stableford points for one hole.

    ``par`` must be 3, 4 or 5, else ValueError. ``strokes`` is None when the
    player picked the ball up (0 points), otherwise the strokes taken. The net
    score is ``strokes - received``; a net par scores 2 points, each stroke
    under par one more and each stroke over one less, never below 0 (net
    bogey 1, net birdie 3, net double bogey or worse 0).
    """
    if par not in (3, 4, 5):
        raise ValueError("par must be 3, 4 or 5")
    if strokes is None:
        return 0
    net = strokes - received
    return max(0, 2 + par - net)


def parse_card(text):
    """The 18 scores written on a card, separated by commas and/or spaces.

    Each score is an int from 1 to 15, or ``x``/``X``/``-`` for a hole the
    player picked up, which becomes None. A card without exactly 18 scores,
    or with anything else in it, raises ValueError.

    >>> parse_card("4,5,3 x " + "4 " * 14)[:4]
    [4, 5, 3, None]
    """
    scores = []
    for word in text.replace(",", " ").split():
        if word.lower() in ("x", "-"):
            scores.append(None)
        elif word.isdigit() and 1 <= int(word) <= 15:
            scores.append(int(word))
        else:
            raise ValueError(f"bad score {word!r}")
    if len(scores) != HOLES:
        raise ValueError(f"a card has {HOLES} scores, not {len(scores)}")
    return scores


def hole_by_hole(pars, indexes, card, handicap):
    """The points on each of the 18 holes, as a list.

    ``pars`` and ``indexes`` give each hole's par and stroke index; ``indexes``
    must hold each number from 1 to 18 exactly once and both must have 18
    entries, else ValueError. ``card`` is a list like parse_card() returns.
    """
    if len(pars) != HOLES or sorted(indexes) != list(range(1, HOLES + 1)):
        raise ValueError("pars and indexes must describe 18 holes")
    return [hole_points(par, strokes, strokes_received(handicap, si))
            for par, si, strokes in zip(pars, indexes, card)]


def leaderboard(results):
    """``results`` is a list of ``(name, points)`` pairs, ``points`` being the
    18 hole points. Returns ``[(name, total), ...]`` with the highest total
    first. Equal totals are decided by countback: more points on the back nine
    (holes 10-18) first, then on the last 6 holes, then on the last 3; players
    still level keep the order they were given in. ``results`` is not changed.
    """
    def key(i):
        points = results[i][1]
        return (-sum(points), -sum(points[9:]), -sum(points[12:]), -sum(points[15:]), i)

    order = sorted(range(len(results)), key=key)
    return [(results[i][0], sum(results[i][1])) for i in order]
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'extra_stroke_index_exclusive': [
        ('    extra = 1 if stroke_index <= handicap % HOLES else 0\n',
         '    extra = 1 if stroke_index < handicap % HOLES else 0\n'),
    ],
    'handicap_54_refused': [
        ('not 0 <= handicap <= 54:\n',
         'not 0 <= handicap < 54:\n'),
    ],
    'base_strokes_ignored': [
        ('    return handicap // HOLES + extra\n',
         '    return extra\n'),
    ],
    'bool_handicap_accepted': [
        ('    if not _is_int(handicap) or not 0 <= handicap <= 54:\n',
         '    if not isinstance(handicap, int) or not 0 <= handicap <= 54:\n'),
    ],
    'net_par_one_point': [
        ('    return max(0, 2 + par - net)\n',
         '    return max(0, 1 + par - net)\n'),
    ],
    'negative_points': [
        ('    return max(0, 2 + par - net)\n',
         '    return 2 + par - net\n'),
    ],
    'picked_up_one_point': [
        ('    if strokes is None:\n        return 0\n',
         '    if strokes is None:\n        return 1\n'),
    ],
    'received_ignored': [
        ('    net = strokes - received\n',
         '    net = strokes\n'),
    ],
    'par_six_allowed': [
        ('    if par not in (3, 4, 5):\n',
         '    if par not in (3, 4, 5, 6):\n'),
    ],
    'capital_x_refused': [
        ('        if word.lower() in ("x", "-"):\n',
         '        if word in ("x", "-"):\n'),
    ],
    'dash_refused': [
        ('        if word.lower() in ("x", "-"):\n',
         '        if word.lower() in ("x",):\n'),
    ],
    'short_card_accepted': [
        ('    if len(scores) != HOLES:\n',
         '    if len(scores) > HOLES:\n'),
    ],
    'fifteen_refused': [
        ('and 1 <= int(word) <= 15:\n',
         'and 1 <= int(word) < 15:\n'),
    ],
    'commas_not_separators': [
        ('    for word in text.replace(",", " ").split():\n',
         '    for word in text.split():\n'),
    ],
    'repeated_index_allowed': [
        ('    if len(pars) != HOLES or sorted(indexes) != list(range(1, HOLES + 1)):\n',
         '    if len(pars) != HOLES or len(indexes) != HOLES or not set(indexes) <= set(range(1, HOLES + 1)):\n'),
    ],
    'countback_front_nine': [
        ('-sum(points), -sum(points[9:]),',
         '-sum(points), -sum(points[:9]),'),
    ],
    'level_players_reversed': [
        ('-sum(points[15:]), i)\n',
         '-sum(points[15:]), -i)\n'),
    ],
}


def _env():
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def _run_user_tests(tmp_path, source):
    root = tmp_path / "ws"
    shutil.copytree(WORKSPACE, root, symlinks=True,
                    ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache",
                                                  ".hidden_check", ".git"))
    with open(root / MODULE, "w", encoding="utf-8", newline="") as fh:
        fh.write(source)
    try:
        return subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", TEST_FILE],
            cwd=root, env=_env(), capture_output=True, text=True, timeout=120,
            stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{TEST_FILE} ran for more than 120 s")


def _mutant(name):
    source = ORIGINAL
    for old, new in MUTANTS[name]:
        assert old in source, f"{name}: text to replace not found: {old!r}"
        source = source.replace(old, new, 1)
    assert source != ORIGINAL
    return source


def test_module_unchanged():
    path = os.path.join(WORKSPACE, MODULE)
    assert os.path.isfile(path), f"{MODULE} is missing"
    with open(path, encoding="utf-8", newline="") as fh:
        assert fh.read() == ORIGINAL, f"{MODULE} was changed"


def test_test_file_exists():
    assert os.path.isfile(os.path.join(WORKSPACE, TEST_FILE)), f"{TEST_FILE} is missing"


def test_user_tests_pass_on_original(tmp_path):
    proc = _run_user_tests(tmp_path, ORIGINAL)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-1000:]
    assert " passed" in proc.stdout


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_user_tests_catch_mutant(tmp_path, name):
    proc = _run_user_tests(tmp_path, _mutant(name))
    assert proc.returncode != 0, (
        f"{TEST_FILE} still passes when {MODULE} is broken ({name})\n"
        + proc.stdout[-1500:])
