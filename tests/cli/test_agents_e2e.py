"""Teams end to end: the real CLI, an agents file in the workspace, the official openai SDK
against a scripted fake server. The lead delegates to a member; the member's events show
under the lead's; a broken file names its line and field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_support import openkoi, run_on_terminal, setup_home, text, write
from fake_servers import FakeServer, Reply, openai_tool_calls

AGENTS = '''\
[team]
lead = "lead"

[agents.lead]
role = "tech lead"
instructions = "Hand every code change to coder."
tools = ["read_file", "list_files", "delegate"]

[agents.coder]
role = "writes Python"
instructions = "Small functions, a pytest test for each."
tools = ["read_file", "write_file", "run_shell"]
path = "pkg"
'''
PLAN = {"summary": "Hand calc to coder", "steps": ["delegate"], "files": [],
        "tools": ["delegate"], "estimated_iterations": 1}
CHILD_PLAN = {"summary": "Write add and its test", "steps": ["write both"],
              "files": ["calc.py", "test_calc.py"], "tools": ["write_file"],
              "estimated_iterations": 1}
GOOD = "def add(a, b):\n    return a + b\n"
TESTS = "from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n"
JUDGE = {"scores": {"correctness": 9, "safety": 10, "style": 9}, "findings": []}


def delegate(**args: object) -> Reply:
    return Reply(sse=openai_tool_calls([("d1", "delegate", json.dumps(args))]))


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    d = tmp_path / "ws"
    (d / "pkg").mkdir(parents=True)
    (d / ".openkoi").mkdir()
    (d / ".openkoi" / "agents.toml").write_text(AGENTS)
    return d


def test_the_lead_hands_work_to_a_member_whose_events_nest(tmp_path: Path, ws: Path) -> None:
    with FakeServer(text(PLAN),
                    delegate(agent="coder", task="Write add(a, b) in calc.py with a test"),
                    text(CHILD_PLAN), write("c1", "calc.py", GOOD),
                    write("c2", "test_calc.py", TESTS), text("wrote calc.py and its test"),
                    text(JUDGE), text("coder wrote pkg/calc.py, verified"), text(JUDGE)) as srv:
        env = setup_home(tmp_path, srv.url)
        done = openkoi(["-m", "fake/scripted", "-i", "1", "Add add(a, b) to pkg with a test"],
                       env, ws, timeout=300)  # a child agent and two evaluations: slow on a
        # loaded machine
    assert done.returncode == 0, done.stderr
    assert (ws / "pkg" / "calc.py").read_text() == GOOD
    assert "  [coder] [EXEC] write_file calc.py" in done.stderr
    assert "  [coder] ✓ Done." in done.stderr
    lead_tools = {t["function"]["name"]: t["function"] for t in srv.requests[1].body["tools"]}
    assert set(lead_tools) == {"read_file", "list_files", "delegate"}
    assert lead_tools["delegate"]["parameters"]["properties"]["agent"]["enum"] == ["coder"]
    assert "Hand every code change to coder." in json.dumps(srv.requests[1].body)
    coder_tools = {t["function"]["name"] for t in srv.requests[3].body["tools"]}
    # run_shell brings its background form along (run_background, check_job)
    assert coder_tools == {"read_file", "write_file", "run_shell", "run_background", "check_job"}
    assert "Small functions, a pytest test for each." in json.dumps(srv.requests[3].body)
    # the member's events are in the task's record, nested under the lead's
    listed = openkoi(["task", "list", "--json"], env, ws)
    task_id = json.loads(listed.stdout)[0]["id"]
    replay = openkoi(["task", "replay", task_id[:8]], env, ws)
    assert replay.returncode == 0 and "### Agent coder" in replay.stdout, replay.stdout
    assert "    [EXEC] write_file calc.py" in replay.stdout


def test_agents_list_and_show(tmp_path: Path, ws: Path) -> None:
    env = setup_home(tmp_path, "http://127.0.0.1:9")
    listed = openkoi(["agents", "list"], env, ws)
    assert listed.returncode == 0, listed.stderr
    assert "lead (lead): tech lead" in listed.stdout and "coder (member)" in listed.stdout
    shown = openkoi(["agents", "show", "coder", "--json"], env, ws)
    data = json.loads(shown.stdout)
    assert data["tools"] == ["read_file", "write_file", "run_shell"] and data["path"] == "pkg"
    assert data["line"] == 9
    missing = openkoi(["agents", "show", "nobody"], env, ws)
    assert missing.returncode != 0 and "no agent named 'nobody'" in missing.stderr


def test_a_broken_agents_file_names_line_and_field_and_runs_nothing(tmp_path: Path,
                                                                   ws: Path) -> None:
    (ws / ".openkoi" / "agents.toml").write_text(AGENTS.replace('path = "pkg"', "path = 3"))
    with FakeServer() as srv:
        env = setup_home(tmp_path, srv.url)
        done = openkoi(["-m", "fake/scripted", "do it"], env, ws)
        listed = openkoi(["agents", "list"], env, ws)
    assert done.returncode == listed.returncode == 3, done.stderr
    assert "agents.toml:13: agents.coder.path must be a string" in done.stderr
    assert "Traceback" not in done.stderr and not srv.requests
    assert "agents.toml:13" in listed.stderr


EVENTS = AGENTS + '''
[agents.coder.on.tests_failed]
description = "Fix failing tests"
playbook = "Make the failing tests pass: ${args.tests}"
'''


def test_the_lead_raises_a_named_event_and_the_member_that_handles_it_runs(
        tmp_path: Path, ws: Path) -> None:
    (ws / ".openkoi" / "agents.toml").write_text(EVENTS)
    with FakeServer(text(PLAN), delegate(event="tests_failed", data={"tests": "the add tests"}),
                    text(CHILD_PLAN), write("c1", "calc.py", GOOD),
                    write("c2", "test_calc.py", TESTS), text("fixed calc.py"),
                    text(JUDGE), text("coder fixed the tests, verified"), text(JUDGE)) as srv:
        env = setup_home(tmp_path, srv.url)
        done = openkoi(["-m", "fake/scripted", "-i", "1", "The tests fail; get them fixed"],
                       env, ws, timeout=300)
    assert done.returncode == 0, done.stderr
    delegate_spec = {t["function"]["name"]: t["function"] for t in
                     srv.requests[1].body["tools"]}["delegate"]["parameters"]
    assert delegate_spec["properties"]["event"]["enum"] == ["tests_failed"]
    assert "tests_failed -> coder (Fix failing tests), data: tests" in \
        delegate_spec["properties"]["event"]["description"]
    child = json.dumps(srv.requests[2].body)  # the coder's own plan, from the playbook
    assert "Make the failing tests pass: the add tests" in child
    assert "Small functions, a pytest test for each." in child
    assert (ws / "pkg" / "calc.py").read_text() == GOOD
    assert "  [coder] ✓ Done." in done.stderr


def test_agents_emit_runs_the_handler_and_show_lists_events(tmp_path: Path, ws: Path) -> None:
    (ws / ".openkoi" / "agents.toml").write_text(EVENTS)
    with FakeServer(text(CHILD_PLAN), write("c1", "calc.py", GOOD),
                    write("c2", "test_calc.py", TESTS), text("fixed"), text(JUDGE)) as srv:
        env = setup_home(tmp_path, srv.url)
        shown = openkoi(["agents", "show", "coder"], env, ws)
        assert "  on tests_failed (data: tests): Fix failing tests" in shown.stdout
        missing = openkoi(["agents", "emit", "tests_failed"], env, ws)
        assert missing.returncode == 2
        assert "event 'tests_failed' needs data tests" in missing.stderr
        assert "tests=..." in missing.stderr
        unknown = openkoi(["agents", "emit", "deploy"], env, ws)
        assert unknown.returncode == 3 and "handles the event 'deploy'" in unknown.stderr
        done = openkoi(["agents", "emit", "-m", "fake/scripted", "-i", "1", "tests_failed",
                        "tests=the add tests"], env, ws, timeout=300)
        first = json.dumps(srv.requests[0].body)
    assert done.returncode == 0, done.stderr
    assert "[EVENT] tests_failed -> coder" in done.stderr
    assert "Make the failing tests pass: the add tests" in first
    assert "Small functions, a pytest test for each." in first  # as the coder
    assert (ws / "calc.py").read_text() == GOOD  # like `agents run`: in the workspace


def test_agents_run_picks_the_agent_and_asks_for_the_task_on_a_terminal(
        tmp_path: Path, ws: Path) -> None:
    with FakeServer(text(CHILD_PLAN), write("c1", "calc.py", GOOD),
                    write("c2", "test_calc.py", TESTS), text("wrote both"),
                    text(JUDGE)) as srv:
        env = setup_home(tmp_path, srv.url)
        code, shown = run_on_terminal(
            ["agents", "run", "-m", "fake/scripted", "-i", "1"], env, ws,
            [("number (", "coder"), ("Task for coder: ", "Write add(a, b) with a test")],
            timeout=300, resolve=lambda menu, answer: next(
                (line.split(".")[0].strip() for line in menu.splitlines()
                 if f". {answer}:" in line), answer))  # an agent's number, else as typed
        first = json.dumps(srv.requests[0].body)
    assert code == 0, shown
    menu = shown.split("Which agent runs the task?")[1].split("number (")[0]
    assert "lead: tech lead (lead)" in menu and "coder: writes Python" in menu
    assert "Write add(a, b) with a test" in first  # the typed task, run as the coder
    assert "Small functions, a pytest test for each." in first
    assert (ws / "calc.py").read_text() == GOOD


@pytest.mark.parametrize("args, missing", [
    (["agents", "run"], "NAME and the task are required"),
    (["agents", "run", "coder"], "the task is required"),
])
def test_agents_run_without_a_terminal_names_the_listing(tmp_path: Path, ws: Path,
                                                        args: list[str], missing: str) -> None:
    env = setup_home(tmp_path, "http://127.0.0.1:9")
    done = openkoi(args, env, ws)
    assert done.returncode == 2, done.stderr
    assert missing in done.stderr and "openkoi agents list" in done.stderr
    assert done.stderr.count("\n") <= 2 and "Traceback" not in done.stderr
