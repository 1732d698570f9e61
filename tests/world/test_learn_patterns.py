"""Pattern mining end to end: 3 similar tasks -> a proposed SKILL.md -> `openkoi learn
approve` -> the selector gives the approved skill to the next similar task."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from cli_support import openkoi, setup_home, text, write
from fake_servers import FakeServer
from world_helpers import paths_in, record_task

from openkoi.memory.store import Store
from openkoi.skills.similarity import hashed
from openkoi.world.patterns import mine, program, workflow
from openkoi.world.tools import load_calls

ENDPOINTS = ["health", "version", "status"]


def flask_task(store: Store, route: str) -> str:
    return record_task(store, f"add a /{route} endpoint to the flask app with a test", [
        ("read_file", {"path": "app.py"}, True, "from flask import Flask"),
        ("edit_file", {"path": "app.py", "old": "x", "new": "y"}, True, "edited app.py"),
        ("write_file", {"path": f"test_{route}.py", "content": "..."}, True, "wrote"),
        ("run_shell", {"command": "python -m pytest -q"}, False, "1 failed"),
        ("edit_file", {"path": "app.py", "old": "y", "new": "z"}, True, "edited app.py"),
        ("run_shell", {"command": "python -m pytest -q"}, True, "2 passed"),
    ], files=["app.py", f"test_{route}.py"], score=0.9)


def test_workflow_steps_and_programs(tmp_path: Path) -> None:
    assert program("python3 -m pytest -q tests/") == "python -m pytest"
    assert program("FOO=1 npm run build") == "npm run"
    assert program("/usr/bin/make test") == "make test"
    with Store.open(paths_in(tmp_path)) as store:
        tid = flask_task(store, "health")
        calls = load_calls(store.db)
    assert workflow([c for c in calls if c.task_id == tid]) == [
        "read_file *.py", "edit_file *.py", "write_file *.py", "edit_file *.py",
        "run_shell python -m pytest"]


def test_two_occurrences_are_not_a_pattern(tmp_path: Path) -> None:
    with Store.open(paths_in(tmp_path)) as store:
        for route in ENDPOINTS[:2]:
            flask_task(store, route)
        record_task(store, "write a haiku about autumn", [
            ("write_file", {"path": "haiku.md", "content": "..."}, True, "wrote")])
        assert mine(store.db, hashed()) == []
        flask_task(store, ENDPOINTS[2])
        found = mine(store.db, hashed())
    assert len(found) == 1 and len(found[0].task_ids) == 3
    assert found[0].name == "endpoint-flask-app"  # words in all three, in order
    assert found[0].commands == {"run_shell python -m pytest": "python -m pytest -q"}


PLAN = {"summary": "Add /metrics and its test", "steps": ["edit app.py", "test it"],
        "files": ["app.py"], "tools": ["write_file"], "estimated_iterations": 1}
JUDGE = {"scores": {"consistency": 9, "error_handling": 9, "usability": 9}, "findings": []}


def test_learn_approve_then_selected_for_a_similar_task(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    with FakeServer(text(PLAN), write("c1", "app.py", "ROUTES = ['metrics']\n"),
                    write("c2", "test_app.py", "from app import ROUTES\n\n\ndef test_metrics():"
                                               "\n    assert 'metrics' in ROUTES\n"),
                    text("Added /metrics."), text(JUDGE)) as srv:
        env = setup_home(tmp_path, srv.url)
        with Store.open(paths_in(tmp_path)) as store:
            ids = [flask_task(store, r) for r in ENDPOINTS]
            record_task(store, "write a haiku about autumn", [
                ("write_file", {"path": "haiku.md", "content": "..."}, True, "wrote")])
        with (tmp_path / "home" / "config.toml").open("a") as fh:
            fh.write("\n[memory]\nmodel_learnings = false\n")
        listed = openkoi(["learn", "list", "--json"], env, ws)
        assert listed.returncode == 0, listed.stderr
        data = json.loads(listed.stdout)
        assert len(data["pending"]) == 1 and data["new"] == [data["pending"][0]["name"]]
        name = data["pending"][0]["name"]
        assert sorted(data["pending"][0]["tasks"]) == sorted(ids)
        shown = openkoi(["learn", "show", name], env, ws).stdout
        assert "run `python -m pytest -q` (run_shell)" in shown
        assert all(f"task {i}" in shown for i in ids)
        assert openkoi(["learn", "approve", "nope"], env, ws).returncode == 2
        approved = openkoi(["learn", "approve", name], env, ws)
        assert approved.returncode == 0, approved.stderr
        home = tmp_path / "home"
        assert (home / "skills" / "approved" / name / "SKILL.md").is_file()
        assert not (home / "skills" / "proposed" / name).exists()
        again = json.loads(openkoi(["learn", "list", "--json"], env, ws).stdout)
        assert again == {"new": [], "pending": []}  # not proposed twice
        skills = json.loads(openkoi(["learn", "skills", "--json"], env, ws).stdout)
        assert {"name": name, "source": "approved"}.items() <= next(
            s for s in skills["skills"] if s["name"] == name).items()

        done = openkoi(["-m", "fake/scripted", "--json",
                        "add a /metrics endpoint to the flask app with a test"], env, ws)
    assert done.returncode == 0, done.stderr
    plan_request = json.dumps(srv.requests[0].body)
    assert f"Skill {name}" in plan_request and "python -m pytest -q" in plan_request
    assert f"Skill {name}" in json.dumps(srv.requests[1].body)  # the executor's too
    task_id = json.loads(done.stdout)["task_id"]
    with Store.open(paths_in(tmp_path)) as store:
        used = store.db.query("SELECT skill, source FROM skill_usage WHERE task_id = ?",
                              (task_id,))
    assert [(r["skill"], r["source"]) for r in used] == [(name, "approved")]


def test_workspace_skills_load_once_the_folder_is_trusted(tmp_path: Path) -> None:
    env = setup_home(tmp_path, "http://127.0.0.1:9")
    ws = tmp_path / "project"
    skill = ws / ".agents" / "skills" / "team-style"
    skill.mkdir(parents=True)
    (skill / "SKILL.md").write_text("---\nname: team-style\ndescription: our style\n---\nx\n")
    broken = ws / ".agents" / "skills" / "broken"
    broken.mkdir()
    (broken / "SKILL.md").write_text("---\nname: [oops\n---\n")

    def names() -> tuple[set[str], list[str]]:
        out = openkoi(["learn", "skills", "--json"], env, ws)
        assert out.returncode == 0, out.stderr
        data = json.loads(out.stdout)
        return {s["name"] for s in data["skills"]}, data["warnings"]

    found, warnings = names()
    assert "team-style" not in found and any("not trusted" in w for w in warnings)
    added = openkoi(["trust", "folder", "add"], env, ws)
    assert added.returncode == 0 and str(ws.resolve()) in added.stdout
    found, warnings = names()
    assert "team-style" in found
    assert any(str(broken / "SKILL.md") in w for w in warnings)  # skipped, named, no crash
    listed = json.loads(openkoi(["trust", "folder", "list", "--json"], env, ws).stdout)
    assert listed == [str(ws.resolve())]
    missing = openkoi(["trust", "folder", "add", str(tmp_path / "nope")], env, ws)
    assert missing.returncode == 2 and "is not a folder" in missing.stderr
    assert openkoi(["trust", "folder", "remove"], env, ws).returncode == 0
    assert "team-style" not in names()[0]


def test_interactive_review_edits_then_rejects(tmp_path: Path, monkeypatch: Any,
                                               capsys: Any) -> None:
    import io

    from openkoi.cli import learn
    from openkoi.cli.main import main

    env = setup_home(tmp_path, "http://127.0.0.1:9")
    for key in ("OPENKOI_HOME", "HOME", "OPENKOI_NO_PROBE"):
        monkeypatch.setenv(key, env[key])
    monkeypatch.setenv("EDITOR", "sed -i s/Adapt/ADAPT/")
    with Store.open(paths_in(tmp_path)) as store:
        for route in ENDPOINTS:
            flask_task(store, route)
    monkeypatch.setattr(learn, "_tty", lambda: True)
    monkeypatch.setattr("sys.stdin", io.StringIO("what\ne\nr\n"))
    monkeypatch.chdir(tmp_path)
    assert main(["learn"]) == 0
    out = capsys.readouterr()
    assert "[1/1] ---" in out.out and "[a]pprove, [e]dit, [r]eject" in out.err
    assert "edited endpoint-flask-app" in out.out
    assert "rejected endpoint-flask-app" in out.out
    with Store.open(paths_in(tmp_path)) as store:
        row = store.db.query_one("SELECT status FROM skill_proposals")
    assert row["status"] == "rejected"
    assert not (tmp_path / "home" / "skills" / "proposed" / "endpoint-flask-app").exists()


def test_a_broken_or_renamed_proposal_is_not_approved(tmp_path: Path) -> None:
    import pytest

    from openkoi.errors import UsageError
    from openkoi.skills.loader import load_skills
    from openkoi.world.proposals import Proposals, mine_and_propose

    paths = paths_in(tmp_path)
    with Store.open(paths) as store:
        for route in ENDPOINTS:
            flask_task(store, route)
        [p] = mine_and_propose(paths, store.db, hashed(), load_skills(paths, None))
        text = p.path.read_text()
        proposals = Proposals(paths, store.db)
        p.path.write_text(text.replace(f"name: {p.name}", "name: other", 1))
        with pytest.raises(UsageError, match="renames the skill"):
            proposals.approve(p.name)
        p.path.write_text("---\nname: [broken\n---\n")
        with pytest.raises(UsageError, match="does not parse"):
            proposals.approve(p.name)
        p.path.write_text(text)
        assert proposals.approve(p.name).is_file()
        with pytest.raises(UsageError, match="already approved"):
            proposals.reject(p.name)
        assert mine_and_propose(paths, store.db, hashed(), load_skills(paths, None)) == []
