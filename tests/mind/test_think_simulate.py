"""`openkoi think --simulate`: the real CLI against a scripted fake server; nothing on disk
changes and no command runs, the futures come back (text and --json)."""

from __future__ import annotations

import json
import os
from pathlib import Path

from cli_support import openkoi, text
from fake_servers import FakeServer, Reply, openai_tool_calls

PLAN = {"summary": "Rewrite calc.py and test it", "steps": ["write calc.py", "run tests"],
        "files": ["calc.py"], "tools": ["write_file", "run_shell"], "estimated_iterations": 1}
OLD = "def add(a, b):\n    return a - b\n"
NEW = "def add(a, b):\n    return a + b\n"
VOTE = {"verdict": "APPROVE", "reason": "fine", "caveats": [], "confidence": 0.9}
VOTES = {a: VOTE for a in ("guardian", "economist", "empath", "scholar", "strategist")}
FUTURES = {"futures": [
    {"name": "Fix it as planned", "consequences": ["add() is correct"], "risk": "LOW"},
    {"name": "Leave it", "consequences": ["the bug stays", "callers keep failing"],
     "risk": "medium"}],
    "recommendation": "Fix it as planned", "champion": "strategist",
    "dissent": "Economist: a test first would cost more"}


def setup(tmp_path: Path, url: str) -> tuple[dict[str, str], Path]:
    home, ws = tmp_path / "home", tmp_path / "ws"
    home.mkdir()
    ws.mkdir()
    (ws / "calc.py").write_text(OLD)
    (home / "config.toml").write_text(
        f'[providers.fake]\nbase_url = "{url}/v1"\nmodels = ["scripted"]\n')
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENKOI_")}
    env.update({"OPENKOI_HOME": str(home), "OPENKOI_NO_PROBE": "1", "HOME": str(tmp_path)})
    return env, ws


def replies(marker: Path) -> list[Reply]:
    calls = [("c1", "write_file", json.dumps({"path": "calc.py", "content": NEW})),
             ("c2", "write_file", json.dumps({"path": "new.py", "content": "x = 1\n"})),
             ("c3", "run_shell", json.dumps({"command": f"touch {marker}"}))]
    return [text(VOTES), text(PLAN), Reply(sse=openai_tool_calls(calls)),
            text("I would fix add() and run the tests."), text(FUTURES)]


def snapshot(ws: Path) -> dict[str, str]:
    return {str(p.relative_to(ws)): p.read_text() for p in ws.rglob("*") if p.is_file()}


def test_simulate_writes_nothing_runs_nothing_and_gives_futures(tmp_path: Path) -> None:
    marker = tmp_path / "marker"
    with FakeServer(*replies(marker)) as srv:
        env, ws = setup(tmp_path, srv.url)
        before = snapshot(ws)
        done = openkoi(["think", "-m", "fake/scripted", "--simulate", "fix add() in calc.py"],
                       env, ws)
    assert done.returncode == 0, done.stderr
    assert snapshot(ws) == before and not marker.exists()
    assert len(srv.requests) == 5  # votes, plan, two execute turns, futures: no judge
    assert "dry run: would overwrite calc.py" in json.dumps(srv.requests[3].body)
    out = done.stdout
    assert "would change: calc.py" in out and "would change: new.py" in out
    assert f"would run: touch {marker}" in out
    assert "1. Fix it as planned (risk low)" in out and "the bug stays" in out
    assert "RECOMMENDATION (Strategist): Fix it as planned" in out
    assert "DISSENT: Economist" in out
    assert "[PARLIAMENT] Guardian=APPROVE" in done.stderr
    # the policy's decision and its reason, with the intent check's own verdict
    assert "[POLICY] approve: no rule, intent flag or Guardian block | intent check" \
        in done.stderr
    # nothing happened, so nothing is done, and the model's account of work it never did
    # ("Wrote calc.py.") is not shown as if it had been
    assert "○ Simulated: nothing was written or run. 1 iteration." in done.stderr
    assert "Done" not in done.stderr and "I would fix add()" not in out
    assert "changed:" not in out


def test_simulate_json_includes_the_futures(tmp_path: Path) -> None:
    marker = tmp_path / "marker"
    with FakeServer(*replies(marker)) as srv:
        env, ws = setup(tmp_path, srv.url)
        done = openkoi(["think", "-m", "fake/scripted", "--simulate", "--json", "--quiet",
                        "fix add() in calc.py"], env, ws)
        mind = openkoi(["mind", "parliament", "--json"], env, ws)
        calibrate = openkoi(["mind", "calibrate", "--json"], env, ws)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["simulated"] is True and result["files_changed"] == []
    assert result["status"] == "simulated"  # never "done": nothing was written or run
    assert result["would_change"] == ["calc.py", "new.py"]
    assert result["would_run"] == [f"touch {marker}"]
    assert [f["risk"] for f in result["futures"]["futures"]] == ["low", "medium"]
    assert result["futures"]["champion"] == "Strategist"
    assert [v["agency"] for v in result["verdicts"]] == [
        "Guardian", "Economist", "Empath", "Scholar", "Strategist"]
    assert result["policy"]["outcome"] == "approve" and result["policy"]["reason"]
    assert (tmp_path / "ws" / "calc.py").read_text() == OLD and not marker.exists()
    assert json.loads(mind.stdout)["data"]["simulated"] is True
    assert json.loads(calibrate.stdout)["with_outcome"] == 0  # a simulation is not scored


def test_simulate_keeps_the_guardian_on_the_dry_run(tmp_path: Path) -> None:
    calls = [("c1", "run_shell", json.dumps({"command": "git reset --hard HEAD~3"}))]
    with FakeServer(text(VOTES), text(PLAN), Reply(sse=openai_tool_calls(calls)),
                    text("Would reset."), text(FUTURES)) as srv:
        env, ws = setup(tmp_path, srv.url)
        done = openkoi(["think", "-m", "fake/scripted", "--simulate", "--json", "--quiet",
                        "tidy up the branch"], env, ws)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["would_run"] == [] and result["actions"][0]["ok"] is False
    assert "refused by the Guardian" in result["actions"][0]["output"]
