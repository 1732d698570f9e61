"""Hidden check for party_rsvp_fix: the given tests/test_rsvp.py is unchanged and passes;
answers in any capitals, only yeses (and who they bring) counted, tables rounded up."""

import math
import os
import random
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from rsvp import head_count, parse_reply, still_deciding, tables_needed  # noqa: E402

GIVEN_TEST = "tests/test_rsvp.py"
# the given tests/test_rsvp.py, verbatim
GIVEN = r'''import pytest

from rsvp import head_count, parse_reply, still_deciding, tables_needed

REPLIES = [
    "Aunt May: yes +2",
    "Tom: no",
    "Priya: Yes",
    "",
    "Gran: YES +1",
    "Big Dave: maybe +3",
    "Olu: maybe",
]


def test_parse_reply():
    assert parse_reply("Aunt May: yes +2") == ("Aunt May", "yes", 2)
    assert parse_reply("Tom: no") == ("Tom", "no", 0)
    assert parse_reply("Priya: Yes") == ("Priya", "yes", 0)
    assert parse_reply("  Gran :  MAYBE +1 ") == ("Gran", "maybe", 1)


@pytest.mark.parametrize("line", ["Tom", "Tom:", ": yes", "Tom: perhaps", "Tom: yes 2",
                                  "Tom: yes +two", "Tom: yes +1 +1"])
def test_parse_reply_bad(line):
    with pytest.raises(ValueError):
        parse_reply(line)


def test_head_count():
    assert head_count(REPLIES) == 6
    assert head_count(["Tom: no +4"]) == 0
    assert head_count(["Big Dave: maybe +3"]) == 0
    assert head_count([]) == 0


def test_still_deciding():
    assert still_deciding(REPLIES) == ["Big Dave", "Olu"]
    assert still_deciding(["Tom: no"]) == []


def test_tables_needed():
    assert tables_needed(REPLIES) == 1
    assert tables_needed(REPLIES, seats=4) == 2
    assert tables_needed(REPLIES, seats=6) == 1
    assert tables_needed(["A: yes +8"]) == 2
    assert tables_needed([]) == 0
    with pytest.raises(ValueError):
        tables_needed(REPLIES, seats=0)
'''


def test_given_test_file_unchanged():
    path = os.path.join(WORKSPACE, GIVEN_TEST)
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
    assert " passed" in proc.stdout


def test_answers_any_capitals():
    assert parse_reply("Sam: NO") == ("Sam", "no", 0)
    assert parse_reply("Sam: Maybe +2") == ("Sam", "maybe", 2)
    assert parse_reply("Sam: yEs +10") == ("Sam", "yes", 10)
    assert parse_reply("Sam: yes") == ("Sam", "yes", 0)


def test_only_yes_counts():
    assert head_count(["A: maybe", "B: Maybe +2", "C: no +1"]) == 0
    assert head_count(["A: yes", "B: YES +2", "C: maybe +5", "", "D: no"]) == 4
    assert still_deciding(["Zed: MAYBE", "amy: yes", "Bob: maybe +1"]) == ["Bob", "Zed"]


def test_tables_round_up():
    assert tables_needed(["A: yes"]) == 1
    assert tables_needed(["A: yes +7"]) == 1
    assert tables_needed(["A: yes +7", "B: yes"]) == 2
    assert tables_needed(["A: yes +4"], seats=5) == 1
    assert tables_needed(["A: yes +5"], seats=5) == 2
    assert tables_needed(["A: maybe +20"], seats=5) == 0


def test_sampled():
    rng = random.Random(4340)
    for _ in range(300):
        lines, coming, maybe = [], 0, []
        for i in range(rng.randint(0, 12)):
            answer = rng.choice(["yes", "no", "maybe"])
            extra = rng.randint(0, 4)
            shown = rng.choice([answer, answer.upper(), answer.title()])
            name = f"Guest {i}"
            lines.append(f"{name}: {shown}" + (f" +{extra}" if extra or rng.random() < 0.5
                                               else ""))
            if answer == "yes":
                coming += 1 + extra
            elif answer == "maybe":
                maybe.append(name)
        seats = rng.randint(1, 10)
        assert head_count(lines) == coming, lines
        assert still_deciding(lines) == sorted(maybe), lines
        assert tables_needed(lines, seats=seats) == math.ceil(coming / seats), (lines, seats)
