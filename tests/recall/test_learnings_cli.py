"""The real CLI in a subprocess: a task that fixed a failing test leaves learnings that
`openkoi learnings` lists, shows, recalls and forgets, and that a similar task gets in its
prompts unless --no-memory is given."""

from __future__ import annotations

import json
from pathlib import Path

from cli_support import openkoi, setup_home, text, write
from fake_servers import FakeServer

PLAN = {"summary": "Write parse_day and its test", "steps": ["write code", "write the test"],
        "files": ["dates.py", "test_dates.py"], "tools": ["write_file"],
        "estimated_iterations": 1}
TESTS = ("from dates import parse_day\n\n\ndef test_parse_day():\n"
         "    assert parse_day('03/04/2024') == (3, 4, 2024)\n")
BAD = "def parse_day(s):\n    m, d, y = s.split('/')\n    return int(d), int(m), int(y)\n"
GOOD = "def parse_day(s):\n    d, m, y = s.split('/')\n    return int(d), int(m), int(y)\n"
JUDGE = {"scores": {"correctness": 9, "safety": 10, "style": 9}, "findings": []}
LOW = {"scores": {"correctness": 5, "safety": 10, "style": 9}, "findings": []}
LESSON = "Parse DD/MM/YYYY day first: never swap day and month in parse_day."
MARK = "What earlier tasks taught"


def test_learnings_flow_through_the_cli(tmp_path: Path) -> None:
    ws1, ws2, ws3 = (tmp_path / n for n in ("ws1", "ws2", "ws3"))
    for d in (ws1, ws2, ws3):
        d.mkdir()
    with FakeServer(text(PLAN), write("c1", "dates.py", BAD), write("c2", "test_dates.py", TESTS),
                    text("done"), text(LOW), write("c3", "dates.py", GOOD), text("fixed"),
                    text(JUDGE),
                    text({"learnings": [{"type": "failed", "text": LESSON,
                                         "confidence": 0.8}]})) as srv:
        env = setup_home(tmp_path, srv.url)
        config = Path(env["OPENKOI_HOME"]) / "config.toml"  # the learn call may be slow here
        config.write_text(config.read_text() + "\n[memory]\nlearn_wait_s = 100\n")
        first = openkoi(["-m", "fake/scripted", "Write parse_day(s) in dates.py for "
                         "DD/MM/YYYY dates, with a pytest test"], env, ws1)
        assert first.returncode == 0, first.stderr
        assert len(srv.requests) == 9  # the last one: the learn call
        assert "[LEARNED]" in first.stderr and "never swap day and month" in first.stderr

    listed = openkoi(["learnings", "list", "--json"], env, ws1)
    assert listed.returncode == 0, listed.stderr
    rows = json.loads(listed.stdout)
    assert {r["type"] for r in rows} == {"worked", "failed"}
    lesson = next(r for r in rows if r["text"] == LESSON)
    assert lesson["origin"] == "model" and lesson["source_task"]
    table = openkoi(["learnings"], env, ws1)
    assert "never swap day and month" in table.stdout and "TYPE" in table.stdout
    shown = openkoi(["learnings", "show", lesson["id"][:6]], env, ws1)
    assert shown.returncode == 0 and LESSON in shown.stdout and "model" in shown.stdout
    similar = "Add parse_day to dates.py for DD/MM/YYYY strings and test it"
    recalled = openkoi(["learnings", "recall", similar], env, ws1)
    assert "never swap day and month" in recalled.stdout
    unrelated = openkoi(["learnings", "recall", "Write a haiku about autumn into poem.txt"],
                        env, ws1)
    assert "nothing relevant" in unrelated.stdout

    # a similar task with --no-memory: no learnings in its prompts, none learned after
    with FakeServer(text(PLAN), write("c1", "dates.py", GOOD), write("c2", "test_dates.py", TESTS),
                    text("done"), text(JUDGE)) as srv:
        env = setup_home_again(env, srv.url)
        off = openkoi(["-m", "fake/scripted", "--no-memory", similar], env, ws2)
        assert off.returncode == 0, off.stderr
        assert all(MARK not in json.dumps(r.body) for r in srv.requests)
    # the same task with memory: the plan and execute prompts carry the lesson
    with FakeServer(text(PLAN), write("c1", "dates.py", GOOD), write("c2", "test_dates.py", TESTS),
                    text("done"), text(JUDGE)) as srv:
        env = setup_home_again(env, srv.url)
        on = openkoi(["-m", "fake/scripted", similar], env, ws3)
        assert on.returncode == 0, on.stderr
        for request in srv.requests[:2]:
            body = json.dumps(request.body)
            assert MARK in body and "never swap day and month" in body
        assert len(srv.requests) == 5  # a clean pass: no learn call
    used = json.loads(openkoi(["learnings", "show", lesson["id"], "--json"], env, ws1).stdout)
    assert used["use_count"] == 1

    gone = openkoi(["learnings", "forget", lesson["id"][:8]], env, ws1)
    assert gone.returncode == 0 and lesson["id"] in gone.stdout
    again = openkoi(["learnings", "recall", similar], env, ws1)
    assert "never swap" not in again.stdout
    missing = openkoi(["learnings", "show", "ffffffff"], env, ws1)
    assert missing.returncode == 2 and "no learning matches" in missing.stderr
    assert "Traceback" not in missing.stderr


def test_bad_memory_settings_are_config_errors(tmp_path: Path) -> None:
    env = setup_home(tmp_path, "http://127.0.0.1:9")
    config = Path(env["OPENKOI_HOME"]) / "config.toml"
    config.write_text(config.read_text() + '\n[memory]\nembedder = "bert"\n')
    done = openkoi(["learnings", "recall", "anything"], env, tmp_path)
    assert done.returncode == 3 and "memory.embedder" in done.stderr
    config.write_text('[memory]\nenabled = "yes"\n')
    done = openkoi(["learnings", "recall", "anything"], env, tmp_path)
    assert done.returncode == 3 and "memory.enabled" in done.stderr
    assert "Traceback" not in done.stderr


def setup_home_again(env: dict[str, str], url: str) -> dict[str, str]:
    """Point the existing home's fake provider at a new server."""
    config = Path(env["OPENKOI_HOME"]) / "config.toml"
    config.write_text(f'[providers.fake]\nbase_url = "{url}/v1"\nmodels = ["scripted"]\n')
    return env
