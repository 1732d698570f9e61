"""`openkoi think` prints the Sovereign's directive before the Parliament and hands it to the
executor with the caveats (the real CLI, a scripted fake server, OPENKOI_HOME in a temp dir)."""

from __future__ import annotations

import json
import os
from pathlib import Path

from cli_support import openkoi as run
from cli_support import text
from fake_servers import FakeServer, Reply, openai_tool_calls

PLAN = {"summary": "Write add()", "steps": ["write calc.py"], "files": ["calc.py"],
        "tools": ["write_file"], "estimated_iterations": 1}
GOOD = "def add(a, b):\n    return a + b\n"
JUDGE_OK = {"scores": {"correctness": 9, "safety": 10, "style": 9}, "findings": []}
VOTE = {"verdict": "APPROVE", "reason": "fine", "caveats": [], "confidence": 0.9}
VOTES = {a: VOTE for a in ("guardian", "economist", "empath", "strategist")} | {
    "scholar": VOTE | {"verdict": "APPROVE_WITH_CAVEATS", "caveats": ["keep add() pure"]}}
SOUL = "---\nvalues:\n  security: {weight: 1.0, says: security-first}\n---\n# Mine\n"


def home_env(tmp_path: Path, url: str) -> dict[str, str]:
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.toml").write_text(
        f'[providers.fake]\nbase_url = "{url}/v1"\nmodels = ["scripted"]\n')
    (home / "SOUL.md").write_text(SOUL)
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENKOI_")}
    env.update({"OPENKOI_HOME": str(home), "OPENKOI_NO_PROBE": "1", "HOME": str(tmp_path)})
    return env


def test_think_prints_the_sovereign_and_passes_its_directive(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    calls = [("c1", "write_file", json.dumps({"path": "calc.py", "content": GOOD}))]
    with FakeServer(text(VOTES), text(PLAN), Reply(sse=openai_tool_calls(calls)),
                    text("Wrote calc.py."), text(JUDGE_OK)) as srv:
        env = home_env(tmp_path, srv.url)
        done = run(["think", "-m", "fake/scripted", "-i", "1", "--json",
                    "Write add(a, b) in calc.py"], env, ws)
    assert done.returncode == 10, done.stderr  # unverified: only a model judged it
    assert '[SOVEREIGN] "Be security-first."' in done.stderr
    assert done.stderr.index("[SOVEREIGN]") < done.stderr.index("[PARLIAMENT]")
    executor = json.dumps(srv.requests[2].body)
    assert "Be security-first." in executor and "keep add() pure" in executor
    assert json.loads(done.stdout)["sovereign"] == "Be security-first."


def test_a_corrupt_soul_stops_think_with_one_line(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    with FakeServer() as srv:
        env = home_env(tmp_path, srv.url)
        (Path(env["OPENKOI_HOME"]) / "SOUL.md").write_text("---\nvalues: [\n---\n")
        done = run(["think", "-m", "fake/scripted", "write add()"], env, ws)
    assert done.returncode == 3 and srv.requests == []
    assert len(done.stderr.strip().splitlines()) == 1 and "SOUL.md" in done.stderr
