"""The spec stays put: tests the task presents as the spec, and files it says not to touch,
are read-only for the task; every write path (file tools, the shell, whole-file drafts) is
covered by the tool registry, and the model is told why."""

from __future__ import annotations

import asyncio
from pathlib import Path

from openkoi import events
from openkoi.engine.budget import Budget
from openkoi.engine.grounding import spec_files
from openkoi.engine.loop import Engine, TaskRequest
from openkoi.engine.workspace import Snapshot
from openkoi.events import EventBus
from openkoi.models.scripted import ScriptedModel, tool
from openkoi.records import ToolCall
from openkoi.tools.base import ToolContext
from openkoi.tools.registry import default_registry

BAD = "def add(a, b):\n    return a - b\n"
GOOD = "def add(a, b):\n    return a + b\n"
TESTS = "from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n"


def workspace(tmp_path: Path) -> Path:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "calc.py").write_text(BAD)
    (ws / "test_calc.py").write_text(TESTS)
    (ws / "api.py").write_text("X = 1\n")
    return ws


def test_which_files_are_the_spec(tmp_path: Path) -> None:
    base = Snapshot.take(workspace(tmp_path))
    assert set(spec_files("The tests fail, fix the bug in calc.py", base).reasons) == \
        {"test_calc.py"}
    assert set(spec_files("Fix calc.py so that the tests pass", base).reasons) == \
        {"test_calc.py"}
    assert spec_files("Add a test for subtract and fix calc.py; tests fail", base).reasons \
        == {}
    assert spec_files("Write mul() in calc.py", base).reasons == {}
    # a file name inside the sentence (found by a user: the draft rewrote the failing test)
    for said in ("The test in test_calc.py fails: fix the bug in add in calc.py.",
                 "test_calc.py fails, fix calc.py", "Fix calc.py: test_calc.py is red"):
        assert set(spec_files(said, base).reasons) == {"test_calc.py"}, said
    assert spec_files("Fix test_calc.py: it fails on Windows", base).reasons == {}
    hands_off = spec_files("Rename X in calc.py. Do not modify api.py.", base)
    assert set(hands_off.reasons) == {"api.py"}
    assert "not to change" in hands_off.reasons["api.py"]
    for said in ("Add tests for calc.py. api.py itself must stay exactly as it is.",
                 "Add tests for calc.py; api.py should remain unchanged.",
                 "Add tests for calc.py and keep api.py as it is.",
                 "Add tests for calc.py. api.py stays untouched.",
                 "Add tests. Please leave api.py exactly as it is: it works.",
                 "Add tests. Leave api.py (and the rest of it) as it is.",
                 "Add tests for it. api.py is correct and must not be modified.",
                 "Add tests; api.py shouldn't be touched.",
                 "Please keep your hands off api.py. Just the tests.",
                 "api.py is not to be changed. I only want the tests.",
                 "Add tests. Treat api.py as read-only: it works.",
                 "Add tests; api.py is read-only.",
                 # heldout30's road_trip: the module was drafted anew, no test file written
                 "Add tests. No changes to api.py please, it's correct.",
                 "Add tests, but don't make any changes to api.py."):
        assert set(spec_files(said, base).reasons) == {"api.py"}, said
    assert spec_files("Add tests for calc.py; the output must stay the same.",
                      base).reasons == {}
    # "it": the file named last before it that the workspace has
    for said in ("api.py is done and correct, so don't change it at all - just add "
                 "tests/test_api.py.",
                 "Write tests/test_api.py for api.py and leave it alone.",
                 "api.py is in use: it must stay as it is. Add tests for it.",
                 "Add tests for api.py. The module must not be changed.",
                 # heldout27's sourdough_tests: the module was rewritten, no test written
                 "Tests for api.py, please. The module is correct, so it mustn't be modified "
                 "in any way.",
                 "Add tests of api.py; keep it unchanged.",
                 "Tests of api.py, please; the module itself is not to be edited at all.",
                 "Write tests for api.py. No changes to it at all."):
        assert set(spec_files(said, base).reasons) == {"api.py"}, said
    # what an object does, not the file
    assert spec_files("Add a frozen Point to api.py: once made it cannot be changed.",
                      base).reasons == {}
    assert spec_files("Write calc.py's mul(); don't change its add().", base).reasons == {}
    assert spec_files("Fix calc.py. No changes to the output format.", base).reasons == {}
    for said in ("Fix the bug in calc.py; do not change it in a way that breaks the API.",
                 "Fix calc.py, but don't change it more than the bug needs."):
        assert spec_files(said, base).reasons == {}, said
    # what is not to change ends where the sentence turns to what is (heldout38's
    # museum_tickets_fix: the file to fix was made read-only with the tests)
    for said in ("The tests are right, so please don't change test_calc.py - fix calc.py so "
                 "that all of its tests pass.",
                 "Don't touch test_calc.py but fix calc.py.",
                 "Do not modify test_calc.py and then fix calc.py."):
        assert set(spec_files(said, base).reasons) == {"test_calc.py"}, said
    assert set(spec_files("The functions are right, so don't change them - leave api.py "
                          "exactly as it is.", base).reasons) == {"api.py"}
    # the rest of the file is kept, not the file (heldout36's bin_day_edit: api.py was made
    # read-only, and the function the task asks for could not be added)
    for said in ("I've got api.py; please add a function ping() to it.\n\nEverything else "
                 "in api.py is fine, please keep it as it is.",
                 "Add ping() to api.py, and don't change anything else in api.py.",
                 "Add ping() to api.py. The rest of the module works: leave it as it is.",
                 "There's a bug in ping() in api.py: it gives None.\n\nplease fix, rest of "
                 "the file is fine so leave it alone",
                 # what the file holds now is kept (heldout62's self_storage_edit)
                 "I'd like api.py to do more. Please add two functions, ping() and pong()."
                 "\n\nEverything already in api.py works, so keep it as it is."):
        assert spec_files(said, base).reasons == {}, said
    # how the file behaves is kept, not its text (heldout39's cinema_seats_fix: the file the
    # bug report names was made read-only, and the bug could not be fixed)
    for said in ("Bug in api.py: ping() gives None. Please fix it without changing how the "
                 "rest of api.py behaves.",
                 "Fix ping() in api.py without changing what api.py returns for the rest."):
        assert spec_files(said, base).reasons == {}, said
    assert set(spec_files("Fix calc.py without changing api.py.", base).reasons) == {"api.py"}


def test_a_request_for_tests_alone_leaves_the_code_it_names(tmp_path: Path) -> None:
    base = Snapshot.take(workspace(tmp_path))
    # heldout28's bus_timetable and chess_clock: the module was drafted anew, no test built
    for said in ("calc.py adds numbers. Please write tests in test_calc2.py. I'd like it to "
                 "come through this byte-for-byte identical: write only the test file.",
                 "Write pytest tests for calc.py. I want it kept exactly as it is - no edits "
                 "to it whatsoever. Just add the tests, passing on the current code.",
                 "Tests for calc.py, please: your job is purely the test file.",
                 "calc.py works. The only new thing should be the test file."):
        assert set(spec_files(said, base).reasons) == {"calc.py"}, said
    # a change asked of the code, or a bug spoken of: the code may be what is to change
    for said in ("Add a method mul to calc.py, and just add a test for it.",
                 "Only the test of add fails: calc.py has a bug.",
                 "Write tests for calc.py; just the tests, and fix what they show broken."):
        assert "calc.py" not in spec_files(said, base).reasons, said


def test_writes_to_the_spec_are_refused_and_shell_edits_undone(tmp_path: Path) -> None:
    ws = workspace(tmp_path)
    spec = spec_files("The tests fail, fix the bug in calc.py", Snapshot.take(ws))
    ctx = ToolContext(workspace=ws.resolve(), tool_output_dir=tmp_path / "out",
                      read_only=spec)
    registry = default_registry()
    result, changed = asyncio.run(registry.execute(ToolCall(
        "1", "write_file", {"path": "./test_calc.py", "content": "def test_add():\n  pass\n"}),
        ctx))
    assert not result.ok and changed == []
    assert "test_calc.py is read-only for this task: the task presents the tests as the spec" \
        in result.output
    assert (ws / "test_calc.py").read_text() == TESTS
    result, changed = asyncio.run(registry.execute(ToolCall(
        "2", "run_shell", {"command": "echo 'def test_add(): pass' > test_calc.py"}), ctx))
    assert "test_calc.py is read-only for this task" in result.output
    assert (ws / "test_calc.py").read_text() == TESTS and "test_calc.py" not in changed
    ok, _ = asyncio.run(registry.execute(ToolCall(
        "3", "write_file", {"path": "calc.py", "content": GOOD}), ctx))
    assert ok.ok and (ws / "calc.py").read_text() == GOOD


def test_the_loop_fixes_the_code_not_the_tests(tmp_path: Path) -> None:
    ws = workspace(tmp_path)
    model = ScriptedModel([
        {"summary": "fix", "steps": ["fix"], "files": ["calc.py"], "tools": ["write_file"],
         "estimated_iterations": 1},
        tool("write_file", path="test_calc.py", content="def test_add():\n    pass\n"),
        tool("write_file", path="calc.py", content=GOOD), "Fixed calc.py.",
        {"scores": {"correctness": 9, "safety": 10, "style": 9}, "findings": []}])
    bus = EventBus()
    seen: list[events.Event] = []
    bus.subscribe(seen.append)
    engine = Engine(model=model, bus=bus, budget=Budget(1_000_000, 100.0, 600.0),
                    tool_output_dir=tmp_path / "out")
    outcome = asyncio.run(engine.run(TaskRequest(
        task="The tests fail, fix the bug in calc.py", workspace=ws, iterations=2,
        edit_format="tools", shell_timeout_s=60), "t1"))
    assert outcome.status == "done" and outcome.files_changed == ["calc.py"]
    assert (ws / "test_calc.py").read_text() == TESTS
    refused = [e.data for e in seen if e.kind == events.TOOL_RESULT and not e.data["ok"]]
    assert refused and "read-only for this task" in refused[0]["output"]
    # the model heard why, in the conversation of the same iteration
    assert "read-only for this task" in model.calls[2].messages[-1].content
    assert any(e.kind == events.NOTICE and "test_calc.py" in e.data["message"] for e in seen)


def test_a_whole_file_draft_is_not_asked_to_write_the_spec(tmp_path: Path) -> None:
    ws = workspace(tmp_path)
    model = ScriptedModel([f"calc.py\n```python\n{GOOD}```\nFixed add.",
                           {"scores": {"correctness": 9, "safety": 10, "style": 9},
                            "findings": []}])
    engine = Engine(model=model, bus=EventBus(), budget=Budget(1_000_000, 100.0, 600.0),
                    tool_output_dir=tmp_path / "out")
    outcome = asyncio.run(engine.run(TaskRequest(
        task="Fix add in calc.py. test_calc.py checks it: make it pass (do not change "
             "test_calc.py).", workspace=ws, iterations=1, edit_format="whole",
        candidates=1, shell_timeout_s=60), "t1"))
    assert outcome.status == "done" and outcome.files_changed == ["calc.py"]
    prompt = model.calls[0].messages[-1].content
    assert "Write calc.py now" in prompt  # the file to write; the spec is only shown
    assert "test_calc.py\n```" in prompt and "Write calc.py, test_calc.py" not in prompt


def test_a_data_file_the_task_only_reads_is_read_only(tmp_path: Path) -> None:
    # found by a user: the task's example named notes.txt, and the draft rewrote it
    files = {"notes.txt": b"one two\nthree\n", "README.md": b"# x\n", "config.toml": b"a = 1\n",
             "sales.csv": b"1\n", "calc.py": b"x = 1\n"}
    base = Snapshot(tmp_path, files)
    reads = {
        "Create count.py: python count.py FILE prints its line, word and character counts "
        "(for notes.txt here it prints '2 3 14').": {"notes.txt"},
        "Write report.py that reads sales.csv and prints the total": {"sales.csv"},
        "Explain what calc.py does, using README.md": {"README.md"},
        "Add a line 'done' to notes.txt": set(),
        "Update README.md with a usage section": set(),
        "In config.toml, set a to 2": set(),
        "notes.txt: remove the empty lines": set(),
        # one mention that asks a change is enough, wherever the file is named again
        "Append 'done' to notes.txt. Afterwards notes.txt has three lines.": set(),
        "Fix the bug in calc.py": set(),  # code is never an input this way
    }
    for task, expected in reads.items():
        spec = spec_files(task, base)
        assert set(spec.reasons) == expected, task
        assert all("names it as input" in r for r in spec.reasons.values())
