"""`openkoi think` end to end: the real CLI in a subprocess, OPENKOI_HOME in a temp dir, the
openai SDK talking to a scripted fake server on 127.0.0.1 (as in tests/cli/test_run_e2e.py)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from cli_support import openkoi, setup_home, text, write
from fake_servers import FakeServer

PLAN = {"summary": "Write add()", "steps": ["write calc.py"], "files": ["calc.py"],
        "tools": ["write_file"], "estimated_iterations": 1}
GOOD = "def add(a, b):\n    return a + b\n"
JUDGE_OK = {"scores": {"correctness": 9, "safety": 10, "style": 9}, "findings": []}


def vote(verdict: str = "APPROVE", reason: str = "fine", caveats=()) -> dict:
    return {"verdict": verdict, "reason": reason, "caveats": list(caveats), "confidence": 0.9}


VOTES = {"guardian": vote(), "economist": vote(), "empath": vote(),
         "scholar": vote("APPROVE_WITH_CAVEATS", "needs a check", ["keep add() pure"]),
         "strategist": vote()}


def stored_events(env: dict[str, str], kind: str) -> list[dict]:
    db = sqlite3.connect(Path(env["OPENKOI_HOME"]) / "data" / "openkoi.db")
    try:
        rows = db.execute("SELECT data FROM events WHERE kind = ?", (kind,)).fetchall()
    finally:
        db.close()
    return [json.loads(r[0]) for r in rows]


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    d = tmp_path / "ws"
    d.mkdir()
    return d


def test_a_destructive_task_is_blocked_by_rule_without_a_model_call(
        tmp_path: Path, ws: Path) -> None:
    with FakeServer() as srv:
        env = setup_home(tmp_path, srv.url)
        done = openkoi(["think", "-m", "fake/scripted", "delete the staging database",
                        "--verbose"], env, ws)
        as_json = openkoi(["think", "-m", "fake/scripted", "--json", "--quiet",
                           "delete the staging database"], env, ws)
    assert done.returncode == 9, done.stderr
    assert srv.requests == []
    assert "[PARLIAMENT] Guardian=BLOCK" in done.stderr
    assert "GUARDIAN -- BLOCK" in done.stderr
    assert "ESCALATION" in done.stderr and "The Guardian has blocked this action." in done.stderr
    assert "openkoi think 'delete the staging database' --override" in done.stderr
    assert "[PLAN]" not in done.stderr and list(ws.iterdir()) == []
    assert as_json.returncode == 9
    result = json.loads(as_json.stdout)
    assert result["blocked"] is True and result["status"] == "failed"
    assert result["verdicts"][0]["agency"] == "Guardian"
    assert result["verdicts"][0]["verdict"] == "BLOCK" and result["verdicts"][0]["reason"]
    stored = stored_events(env, "parliament")
    assert len(stored) == 2 and all(d["blocked"] for d in stored)


def test_an_approved_task_runs_with_the_caveats_as_instructions(
        tmp_path: Path, ws: Path) -> None:
    with FakeServer(text(VOTES), text(PLAN), write("c1", "calc.py", GOOD),
                    text("Wrote calc.py."), text(JUDGE_OK)) as srv:
        env = setup_home(tmp_path, srv.url)
        done = openkoi(["think", "-m", "fake/scripted", "-i", "1", "--json",
                        "Write add(a, b) in calc.py"], env, ws)
    assert done.returncode == 10, done.stderr  # unverified: only a model judged it
    assert (ws / "calc.py").read_text() == GOOD
    line = ("[PARLIAMENT] Guardian=APPROVE Economist=APPROVE Empath=APPROVE Scholar=APPROVE+"
            " Strategist=APPROVE")
    assert line in done.stderr
    assert done.stderr.index("[PARLIAMENT]") < done.stderr.index("[PLAN]")
    assert "keep add() pure" in json.dumps(srv.requests[2].body)  # the executor's directive
    result = json.loads(done.stdout)
    assert result["blocked"] is False and result["status"] == "unverified"
    assert [v["verdict"] for v in result["verdicts"]].count("APPROVE") == 4
    # the deliberation's tokens are in the task's totals, and it is stored
    cost = stored_events(env, "cost")
    assert cost[0]["purpose"] == "parliament"
    assert result["usage"]["calls"] == 5  # parliament, plan, two execute turns, judge
    assert stored_events(env, "parliament")[0]["verdicts"][3]["caveats"] == ["keep add() pure"]


def test_unreadable_votes_need_a_human(tmp_path: Path, ws: Path) -> None:
    with FakeServer(text("sure, go ahead"), text("yes"), text("{}")) as srv:
        env = setup_home(tmp_path, srv.url)
        done = openkoi(["think", "-m", "fake/scripted", "Write add(a, b)"], env, ws)
    assert done.returncode == 9, done.stderr
    assert len(srv.requests) == 3 and "unreadable: needs a human" in done.stderr
    # the result line says what the ESCALATION text says
    assert "The Parliament could not reach a readable decision" in done.stderr
    assert "✗ Failed: needs a human: the Parliament could not reach a readable decision" \
        in done.stderr
    assert list(ws.iterdir()) == []


def test_override_needs_a_confirmation(tmp_path: Path, ws: Path) -> None:
    env = setup_home(tmp_path, "http://127.0.0.1:9")
    done = openkoi(["think", "-m", "fake/scripted", "--override", "drop the users table"],
                   env, ws)
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert "--override needs a confirmation" in done.stderr and "--yes" in done.stderr


def test_override_with_yes_lets_a_guardian_block_through(tmp_path: Path, ws: Path) -> None:
    with FakeServer(text(PLAN), write("c1", "calc.py", GOOD), text("Done."),
                    text(JUDGE_OK)) as srv:
        env = setup_home(tmp_path, srv.url)
        done = openkoi(["think", "-m", "fake/scripted", "-i", "1", "--override", "--yes",
                        "drop the users table, then write add() in calc.py"], env, ws)
    assert done.returncode == 10, done.stderr  # unverified: only a model judged it
    assert "ESCALATION" in done.stderr and "overridden by the user" in done.stderr
    assert (ws / "calc.py").exists() and len(srv.requests) == 4
    assert stored_events(env, "parliament")[0]["overridden"] is True


def test_a_rule_block_loads_no_model(tmp_path: Path, ws: Path) -> None:
    # the model named does not even exist: resolving it would exit 4, the rule decides first
    env = setup_home(tmp_path, "http://127.0.0.1:9")
    done = openkoi(["think", "-m", "fake/no-such-model", "git push --force origin main"],
                   env, ws)
    assert done.returncode == 9, done.stderr
    assert "git push --force rewrites shared history" in done.stderr


def test_a_rule_block_with_no_model_named_is_recorded(tmp_path: Path, ws: Path) -> None:
    # no -m, no OPENKOI_MODEL, no key: the task is recorded under the model it would have used
    env = setup_home(tmp_path, "http://127.0.0.1:9")
    env = {k: v for k, v in env.items() if not k.endswith("_API_KEY")}
    done = openkoi(["think", "drop the staging database and recreate it"], env, ws)
    assert done.returncode == 9, done.stderr
    assert "ESCALATION" in done.stdout + done.stderr
    listed = json.loads(openkoi(["task", "list", "--json"], env, ws).stdout)
    assert listed[0]["model"].startswith("local/")
