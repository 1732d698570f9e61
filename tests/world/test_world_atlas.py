"""The Tool, Domain and Human Atlas from stored events; `openkoi world` through the CLI."""

from __future__ import annotations

import json
from pathlib import Path

from cli_support import openkoi, setup_home
from world_helpers import paths_in, record_task

from openkoi.memory.store import Store
from openkoi.world import domains, human
from openkoi.world.tools import atlas, error_signature, load_calls

MISSING = "error: No such file or directory: 'src/app.py'"


def _history(store: Store) -> list[str]:
    ids = [
        record_task(store, "fix the parser bug in parser.py", [
            ("read_file", {"path": "src/app.py"}, False, MISSING),
            ("read_file", {"path": "app.py"}, True, "print(1)"),
            ("run_shell", {"command": "python -m pytest -q"}, True, "3 passed"),
        ], files=["parser.py"], score=0.9),
        record_task(store, "fix the lexer bug in lexer.py", [
            ("read_file", {"path": "lib/lexer.py"}, False,
             "error: No such file or directory: 'lib/lexer.py'"),
            ("run_shell", {"command": "pytst -q"}, False, "bash: pytst: command not found"),
            ("run_shell", {"command": "python -m pytest -q"}, True, "5 passed"),
        ], files=["lexer.py"], status="below_threshold", score=0.5),
        record_task(store, "update the install section of README.md", [
            ("write_file", {"path": "README.md", "content": "x"}, True, "wrote README.md"),
        ], files=["README.md"], score=0.95),
    ]
    return ids


def test_tool_atlas_reliability_failure_modes_workarounds(tmp_path: Path) -> None:
    with Store.open(paths_in(tmp_path)) as store:
        _history(store)
        found = atlas(load_calls(store.db))
    read = found["read_file"]
    assert (read.calls, read.ok, read.failed) == (3, 1, 2)
    assert read.reliability == 1 / 3
    # Two "no such file" errors with different paths are one failure mode.
    assert len(read.modes) == 1 and read.modes[0].count == 2
    assert read.modes[0].workarounds == {"then read_file path=app.py": 1}
    shell = found["run_shell"]
    assert shell.reliability == 2 / 3
    assert shell.modes[0].workarounds == {"then run_shell: python -m pytest -q": 1}
    assert error_signature(MISSING) == "error: no such file or directory: <str>"


def test_domain_atlas_levels(tmp_path: Path) -> None:
    with Store.open(paths_in(tmp_path)) as store:
        _history(store)
        for i in range(3):
            record_task(store, f"write query {i}", [], files=[f"q{i}.sql"], score=0.95)
        found = domains.atlas(store.db)
    assert found["code"].tasks == 2 and found["code"].success == 0.5
    assert found["code"].level == "untested"  # fewer than 3 tasks
    assert found["prose"].tasks == 1
    assert found["sql"].level == "competent" and round(found["sql"].mean_score, 6) == 0.95
    assert found["code"].evaluators == {}  # no evaluation events recorded for these


def test_human_atlas_preferences(tmp_path: Path) -> None:
    with Store.open(paths_in(tmp_path)) as store:
        for text in ("tighten the parser tests", "speed up the build"):
            record_task(store, text, [], options={"quality": 0.9, "iterations": 5})
        blocked = {"blocked": True, "overridden": True, "verdicts": []}
        record_task(store, "delete the staging database", [], parliament=blocked)
        record_task(store, "port the cli to click", [], status="below_threshold", score=0.4)
        record_task(store, "Port the CLI to click!", [], score=0.9)
        prefs = human.atlas(store.db, trust_granted={"shell": "ask"},
                            trust_audit=[{"domain": "shell", "action": "declined"}] * 2,
                            soul_history=[{"ts": 0, "changes": [
                                {"value": "testing", "says": "test-driven", "evidence": []}]}])
    says = [p.says for p in prefs]
    assert "wants a stricter quality bar: 0.90" in says
    assert "usually allows 5 iteration(s)" in says  # 2 of 5 tasks: a habit
    assert "overrode the Guardian 1 time(s)" in says
    assert "wants to be asked before shell" in says
    assert "usually declines shell actions when asked" in says
    assert "values testing: test-driven" in says
    assert any(s.startswith("re-ran 1 task(s) that did not succeed") for s in says)
    assert not any("called done" in s for s in says)


def test_world_cli_shows_a_tool_failure(tmp_path: Path) -> None:
    env = setup_home(tmp_path, "http://127.0.0.1:9")
    with Store.open(paths_in(tmp_path)) as store:
        _history(store)
    out = openkoi(["world", "tools"], env, tmp_path)
    assert out.returncode == 0, out.stderr
    line = next(ln for ln in out.stdout.splitlines() if ln.startswith("read_file"))
    assert "33%" in line and "no such file or directory" in line
    detail = openkoi(["world", "tools", "read_file"], env, tmp_path)
    assert "x2  error: no such file or directory: <str>" in detail.stdout
    assert "workaround (x1): then read_file path=app.py" in detail.stdout
    data = json.loads(openkoi(["world", "tools", "run_shell", "--json"], env, tmp_path).stdout)
    assert data["failed"] == 1 and data["failure_modes"][0]["count"] == 1
    typo = openkoi(["world", "tools", "read_fil"], env, tmp_path)
    assert typo.returncode == 2 and "did you mean 'read_file'" in typo.stderr
    assert "Traceback" not in typo.stderr
    world_map = openkoi(["world"], env, tmp_path)
    assert world_map.returncode == 0
    assert "TOOL ATLAS" in world_map.stdout and "DOMAIN ATLAS" in world_map.stdout
    assert json.loads(openkoi(["world", "domains", "--json"], env, tmp_path).stdout)[0][
        "domain"] == "code"
