"""`openkoi chat` with /think and /simulate: the same pipeline as `openkoi think`, one turn
each, the real CLI in a subprocess against a scripted model on 127.0.0.1."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from cli_support import openkoi, setup_home, text
from fake_servers import FakeServer, Reply, openai_tool_calls

PLAN = {"summary": "Write notes.txt", "steps": ["write notes.txt"], "files": ["notes.txt"],
        "tools": ["write_file"], "estimated_iterations": 1}
VOTE = {"verdict": "APPROVE", "reason": "fine", "caveats": [], "confidence": 0.9}
CAVEAT = {"verdict": "APPROVE_WITH_CAVEATS", "reason": "ok", "caveats": ["keep it short"],
          "confidence": 0.8}
VOTES = {a: VOTE for a in ("guardian", "economist", "empath", "scholar")} | {
    "strategist": CAVEAT}
JUDGE = {"scores": {"completeness": 9, "correctness": 9, "clarity": 9, "safety": 10,
                    "style": 9}, "findings": []}
FUTURES = {"futures": [
    {"name": "Write it", "consequences": ["notes.txt exists"], "risk": "low"},
    {"name": "Skip it", "consequences": ["nothing changes"], "risk": "low"}],
    "recommendation": "Write it", "champion": "Strategist", "dissent": ""}


def write_notes(call_id: str) -> Reply:
    return Reply(sse=openai_tool_calls(
        [(call_id, "write_file", json.dumps({"path": "notes.txt", "content": "hi\n"}))]))


def test_think_and_simulate_turns_in_a_chat(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    with FakeServer(
            # /simulate: votes, plan, one dry-run tool turn + its answer, futures (no judge)
            text(VOTES), text(PLAN), write_notes("s1"), text("I would write notes.txt."),
            text(FUTURES),
            # /think: votes, plan, the tool turn + answer, the judge
            text(VOTES), text(PLAN), write_notes("t1"), text("Wrote notes.txt."),
            text(JUDGE)) as srv:
        env = setup_home(tmp_path, srv.url)
        done = openkoi(["chat", "-m", "fake/scripted", "-i", "1"], env, ws, stdin=None,
                       input="/simulate write notes.txt\n/think write notes.txt\n"
                             "/think delete the staging database\n/think\n/history\n/quit\n")
        sent = [json.dumps(r.body) for r in srv.requests if r.method == "POST"]
    assert done.returncode == 0, done.stderr
    out, err = done.stdout, done.stderr
    assert "Traceback" not in out + err
    # /simulate: nothing written, the would-change list and the futures on stdout
    assert "SIMULATION (nothing was written or run)" in out
    assert "would change: notes.txt" in out and "RECOMMENDATION (Strategist)" in out
    # /think: the Sovereign and the Parliament first, then the task ran for real
    assert err.count("[SOVEREIGN]") == 3 and "[PARLIAMENT] Guardian=APPROVE" in err
    assert err.index("[PARLIAMENT]") < err.index("[PLAN]")
    assert (ws / "notes.txt").read_text() == "hi\n"
    assert "keep it short" in sent[6]  # the Parliament's caveat reached the planner
    # a Guardian rule blocks without any model call: the ESCALATION, no task
    assert "ESCALATION" in err and "The Guardian has blocked this action." in err
    assert "(no answer: blocked by the Guardian: " in out  # its rule's reason follows
    assert len(sent) == 10
    assert "error: no task given" in out
    db = sqlite3.connect(Path(env["OPENKOI_HOME"]) / "data" / "openkoi.db")
    kinds = [r[0] for r in db.execute(
        "SELECT e.kind FROM events e JOIN tasks t ON t.id = e.task_id"
        " WHERE e.kind IN ('parliament', 'simulation') ORDER BY e.id")]
    statuses = [r[0] for r in db.execute("SELECT status FROM tasks ORDER BY started_at")]
    assert kinds == ["parliament", "simulation", "parliament", "parliament"]
    # /simulate: a dry run, never "done"; /think: only a model judged it; the blocked one
    assert statuses == ["simulated", "unverified", "failed"]
