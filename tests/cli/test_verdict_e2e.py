"""Honest verdicts through the real CLI: a result only a model judged is "unverified" (exit
10, never "✓ Done") in the result line, --json and `task list`; failing tests never end as
done, whatever --quality says."""

from __future__ import annotations

import json
from pathlib import Path

from cli_support import openkoi, setup_home, text, write
from fake_servers import FakeServer

PLAN = {"summary": "Write add()", "steps": ["write calc.py"], "files": ["calc.py"],
        "tools": ["write_file"], "estimated_iterations": 1}
GOOD = "def add(a, b):\n    return a + b\n"
BAD = "def add(a, b):\n    return a - b\n"
TESTS = ("from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n\n\n"
         "def test_zero():\n    assert add(0, 0) == 0\n")
JUDGE_OK = {"scores": {"correctness": 10, "safety": 10, "style": 10}, "findings": []}


def test_a_result_only_the_judge_approved_is_unverified(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    with FakeServer(text(PLAN), write("c1", "calc.py", GOOD), text("Wrote calc.py."),
                    text(JUDGE_OK)) as srv:
        env = setup_home(tmp_path, srv.url)
        run = openkoi(["-m", "fake/scripted", "Write a function that adds two numbers"], env,
                      ws)
    assert run.returncode == 10, run.stderr
    assert "✓ Done" not in run.stderr
    assert "? Unverified: only a model judged it (score 1.00); nothing ran the code" \
        in run.stderr
    listed = json.loads(openkoi(["task", "list", "--json"], env, ws).stdout)
    assert listed[0]["status"] == "unverified"
    # the line after the result says where the findings are
    assert f"findings: openkoi task show {listed[0]['id']}" in run.stderr
    shown = openkoi(["task", "show", listed[0]["id"][:8]], env, ws)
    assert "unverified" in shown.stdout
    with FakeServer(text(PLAN), write("c1", "calc.py", GOOD), text("Wrote calc.py."),
                    text(JUDGE_OK)) as srv:
        (tmp_path / "again").mkdir()
        env = setup_home(tmp_path / "again", srv.url)
        as_json = openkoi(["-m", "fake/scripted", "--json", "--quiet",
                           "Write a function that adds two numbers"], env, ws)
    assert as_json.returncode == 10
    result = json.loads(as_json.stdout)
    assert result["status"] == "unverified" and "nothing ran the code" in result["stop_reason"]


def test_failing_tests_never_end_as_done_even_with_a_low_quality_bar(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "test_calc.py").write_text(TESTS)
    with FakeServer(text(PLAN), write("c1", "calc.py", BAD), text("Wrote calc.py."),
                    text(JUDGE_OK)) as srv:
        env = setup_home(tmp_path, srv.url)
        run = openkoi(["-m", "fake/scripted", "--json", "--quiet", "-i", "1", "--quality", "0.6",
                       "Write add(a, b) in calc.py"], env, ws)
    result = json.loads(run.stdout)
    assert result["score"] >= 0.6  # the cap (0.7) alone would have let this pass
    assert result["status"] == "below_threshold" and run.returncode == 1, run.stderr
