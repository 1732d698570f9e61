"""Choosing the attempt strategy once per task, from the kind of task and the model's data."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path

from openkoi.engine.attempts import ToolLoop, Turn, WholeFile
from openkoi.engine.budget import Budget
from openkoi.engine.calls import Caller
from openkoi.engine.grounding.cases import GroundedTest
from openkoi.engine.strategy import choose, whole_files
from openkoi.engine.targets import asked_files, named_files, task_kind
from openkoi.engine.workspace import Snapshot
from openkoi.events import EventBus
from openkoi.models.base import Capabilities, DraftFormats
from openkoi.models.catalog import CATALOG
from openkoi.models.scripted import ScriptedModel
from openkoi.records import Plan
from openkoi.tools.base import ToolContext
from openkoi.tools.registry import default_registry


def _choose(tmp_path: Path, task: str, edit_format: str = "auto",
            capabilities: Capabilities | None = None):
    (tmp_path / "app.py").write_text("x = 1\n")
    (tmp_path / "test_app.py").write_text("from app import x\n")
    model = ScriptedModel([])
    caps = capabilities or replace(model.capabilities, edit_format="whole")
    caller = Caller(model, Budget(1000, 1.0, 60.0), EventBus(), "t")
    base = Snapshot.take(tmp_path)
    return choose(edit_format, caps, task, named_files(task, base), base,
                  caller=caller, registry=default_registry(),
                  ctx=ToolContext(workspace=tmp_path, tool_output_dir=tmp_path / "out"),
                  max_steps=5)


def test_task_kinds(tmp_path: Path) -> None:
    (tmp_path / "app.py").write_text("x = 1\n")
    (tmp_path / "test_app.py").write_text("from app import x\n")
    base = Snapshot.take(tmp_path)

    def kind(task: str) -> str:
        return task_kind(task, named_files(task, base), base)

    assert kind("Make the greeting friendlier") == "explore"
    assert kind("Create slug.py with slugify(s) and tests in test_slug.py") == "new"
    assert kind("Add a method to the class in app.py") == "edit"
    assert kind("The tests in test_app.py fail: fix app.py") == "fix"
    assert kind("Fix the off-by-one bug in app.py") == "fix"
    # words of a bug without "fix" or "bug" (heldout32's ski_rental_fix); input errors a
    # task lists are none
    assert kind("x in app.py is handing out the wrong poles; just sort out x") == "fix"
    assert kind("x in app.py gives the wrong total. Please sort it out.") == "fix"
    assert kind("In app.py, exit 2 with the wrong number of arguments") == "edit"
    assert kind("In app.py, raise TypeError with the wrong type") == "edit"
    assert kind("Move parse() from app.py into util.py") == "multi"


def test_abbreviations_are_not_files_the_task_names(tmp_path: Path) -> None:
    base = Snapshot.take(tmp_path)
    task = ("Write grep.py: print each matching line (e.g. `python grep.py x a.txt`), i.e. "
            "like grep; see notes.md")
    assert named_files(task, base) == ["grep.py", "a.txt", "notes.md"]
    (tmp_path / "e.g").write_text("")  # a file of that name that exists is still named
    assert "e.g" in named_files("Read e.g and fix it", Snapshot.take(tmp_path))
    assert named_files("Create a.c with main() and x.h", base) == ["a.c", "x.h"]


def test_numbers_and_versions_are_not_files_the_task_names(tmp_path: Path) -> None:
    base = Snapshot.take(tmp_path)
    task = "Fix weather.py: average_temp([20, 22.0]) should be 21.0, as on Python 3.8 and v1.2"
    assert named_files(task, base) == ["weather.py"]
    (tmp_path / "run.1").write_text("")  # an existing file of that form is still named
    assert named_files("Read run.1", Snapshot.take(tmp_path)) == ["run.1"]


def test_method_calls_and_names_of_other_things_are_not_files(tmp_path: Path) -> None:
    # heldout11's dig_path: "data.get" came first, and the draft's code went into it
    base = Snapshot.take(tmp_path)
    task = ("I keep writing `data.get('a', {}).get('b')` chains: make dig(data, path) in "
            "dig.py using datetime.date, like json.dumps, for john.doe@example.com and "
            "MAJOR.MINOR versions; tests in test_dig.py, the log in run.log")
    assert named_files(task, base) == ["dig.py", "test_dig.py", "run.log"]
    (tmp_path / "notes.weird").write_text("")  # an existing file is named, whatever it ends in
    assert named_files("Read notes.weird", Snapshot.take(tmp_path)) == ["notes.weird"]


def test_a_bare_name_of_a_path_the_task_names_is_that_path(tmp_path: Path) -> None:
    task = ("Create a package chesskit (a folder chesskit/ with an __init__.py) with "
            "chesskit/squares.py; chesskit/__init__.py re-exports parse_square. Keep setup.py.")
    assert named_files(task, Snapshot.take(tmp_path)) == [
        "chesskit/squares.py", "chesskit/__init__.py", "setup.py"]
    (tmp_path / "__init__.py").write_text("")  # one that exists is that file
    assert "__init__.py" in named_files(task, Snapshot.take(tmp_path))


def test_a_bare_init_is_the_one_folders_and_a_traceback_names_no_file(tmp_path: Path) -> None:
    # heldout15's ledger_package: "a package folder `ledger/` (with `__init__.py`)"
    task = ("Create a package folder `ledger/` (with `__init__.py`) split into "
            "`ledger/parsing.py` and `ledger/reports.py`.")
    assert named_files(task, Snapshot.take(tmp_path)) == [
        "ledger/__init__.py", "ledger/parsing.py", "ledger/reports.py"]
    two = "Create `__init__.py` files in `a/x.py`'s and `b/y.py`'s folders."
    assert named_files(two, Snapshot.take(tmp_path)) == ["__init__.py", "a/x.py", "b/y.py"]
    # heldout15's logfilter_cli: the log it shows quotes a traceback's frame
    logs = ('Write logfilter.py. Logs look like:\n    Traceback (most recent call last):\n'
            '      File "app.py", line 10, in <module>\nKeep app.py\'s lines as they are.')
    assert named_files(logs, Snapshot.take(tmp_path)) == ["logfilter.py", "app.py"]
    framed = logs.replace("Keep app.py's lines as they are.", "")
    assert named_files(framed, Snapshot.take(tmp_path)) == ["logfilter.py"]


def test_a_data_file_given_to_a_stated_run_is_not_a_file_to_deliver(tmp_path: Path) -> None:
    # heldout8's timesheet-cli: every right hours.py was "missing" sheet.txt
    base = Snapshot.take(tmp_path)
    task = ("Write hours.py. If sheet.txt contains `2024-03-04 09:00-12:30`, then "
            "`python hours.py sheet.txt` prints `2024-03-04 3.50`. Also write notes.txt "
            "and run `python hours.py cli.py`.")
    named = named_files(task, base)
    assert named == ["hours.py", "sheet.txt", "notes.txt", "cli.py"]
    assert asked_files(task, named, base) == ["hours.py", "notes.txt", "cli.py"]
    # heldout34-41: a data file the task says its program reads is the user's input
    reads = ("Write steps.py, run like python steps.py < march.txt. bookclub.py reads "
             "members.txt; plants.py reads my plants.txt list and my watered.txt log. "
             "Also save a summary to totals.csv.")
    named = named_files(reads, base)
    assert asked_files(reads, named, base) == ["steps.py", "bookclub.py", "plants.py",
                                               "totals.csv"]
    # heldout44: a file the task shows the lines of, or whose lines the program reads
    shown = ("Fix sponsor.py. My sponsors.csv is:\n\nname,gift_aid\nJean,no\n\nAlso put a "
             "fifth field on a line in cards.txt, and write report.txt.")
    assert asked_files(shown, named_files(shown, base), base) == ["sponsor.py", "report.txt"]
    # heldout62's ham_radio_fix: the lines shown are from the user's own file
    shown = "Fix qso.py. With these lines from my log.txt:\n\nG4ABC 14.205\n\nit counts 2."
    assert asked_files(shown, named_files(shown, base), base) == ["qso.py"]
    # heldout47: the file named in parentheses after what the program reads
    named_in = ("comics.py reads my comic collection list (collection.txt, lines like "
                '"Saga | 12 | VF"). It loads the defaults and writes (out.txt) too.')
    assert asked_files(named_in, named_files(named_in, base), base) == ["comics.py", "out.txt"]
    asks = "app.py reads config.json. Create config.json with the defaults."
    assert asked_files(asks, named_files(asks, base), base) == ["app.py", "config.json"]


def test_the_models_measured_format_decides_auto_per_kind(tmp_path: Path) -> None:
    new = _choose(tmp_path, "Create slug.py with slugify(s) and pytest tests in test_slug.py")
    assert isinstance(new, WholeFile) and new.resamples and new.plans_from_task()
    assert new.apart == ("test_slug.py",)  # the new test file is written in its own call
    assert isinstance(_choose(tmp_path, "Make the greeting friendlier"), ToolLoop)
    edits_by_tools = replace(Capabilities(), edit_format="whole",
                             draft_formats=DraftFormats(edit="tools"))
    assert isinstance(_choose(tmp_path, "Add f to app.py", capabilities=edits_by_tools),
                      ToolLoop)
    assert isinstance(_choose(tmp_path, "Create b.py", capabilities=edits_by_tools), WholeFile)
    tools = _choose(tmp_path, "Add f to app.py", capabilities=Capabilities())
    assert isinstance(tools, ToolLoop) and not tools.resamples and tools.max_steps == 5


def test_an_explicit_format_wins(tmp_path: Path) -> None:
    assert isinstance(_choose(tmp_path, "Add f to app.py", "tools"), ToolLoop)
    chosen = _choose(tmp_path, "Improve things", "whole", capabilities=Capabilities())
    assert isinstance(chosen, WholeFile) and not chosen.plans_from_task()  # nothing named
    assert whole_files("whole", Capabilities(), "explore")


def test_the_embedded_catalog_writes_code_as_whole_files_for_every_kind() -> None:
    for entry in CATALOG.values():
        for kind in ("new", "edit", "fix", "multi"):
            assert entry.draft_formats.get(kind, "tools") == "whole"


def test_a_layout_tree_names_the_paths_inside_its_folders(tmp_path: Path) -> None:
    base = Snapshot.take(tmp_path)
    task = ("A package `resistors`. Layout:\n\n```\nresistors/\n    __init__.py    # re-exports"
            " decode\n    bands.py       # decode()\n```\n\n**bands.decode(colors)** -> ohms")
    assert named_files(task, base) == ["resistors/__init__.py", "resistors/bands.py"]
    drawn = ("```\nshop/\n├── __init__.py\n├── cart/\n│   ├── __init__.py\n│   └── items.py\n"
             "└── pay.py\nREADME.md\n```")
    assert named_files(drawn, base) == ["shop/__init__.py", "shop/cart/__init__.py",
                                        "shop/cart/items.py", "shop/pay.py", "README.md"]
    # outside a fenced block, or a file of that name already at the top: as written
    assert named_files("resistors/\n    bands.py\n", base) == ["bands.py"]
    (tmp_path / "bands.py").write_text("x = 1\n")
    assert named_files(task, Snapshot.take(tmp_path))[:2] == ["resistors/__init__.py",
                                                              "bands.py"]


def test_a_tests_task_asks_the_writer_again_about_what_its_tests_missed(
        tmp_path: Path) -> None:
    # heldout43's canoe_hire_tests made no call after its first iteration: the finding
    # "the tests pass even when late_fee() never raises" was never acted on
    (tmp_path / "fees.py").write_text("def fee(kind, days):\n    return 2 * days\n\n\n"
                                      "def late_fee(days):\n    return days\n")
    model = ScriptedModel(["with pytest.raises(ValueError): late_fee(-1)\n"
                           "assert late_fee(2) == 2\n"])
    model.capabilities = replace(model.capabilities, edit_format="whole", local=True)
    attempt = WholeFile(Caller(model, Budget(100_000, 1.0, 60.0), EventBus(), "t"),
                        default_registry(), ToolContext(workspace=tmp_path,
                                                        tool_output_dir=tmp_path / "out"),
                        ["fees.py", "tests/test_fees.py"], apart=("tests/test_fees.py",))
    first = GroundedTest("t1", "fees", "fee('canoe', 1)", "2", origin="writer")
    attempt._tests["fees.py"] = [first]
    base = Snapshot.take(tmp_path)
    feedback = ("- [major] fees.py: the tests pass even when late_fee() never raises "
                "ValueError (each raise returns None instead) Fix: add tests\n"
                "Lowest scores: notice=0.75.\n")
    turn = Turn("Write tests/test_fees.py for fees.py. Don't change fees.py.", "", "", "",
                Plan(), feedback, 2, 0.9, 0.9, base, base)
    asyncio.run(attempt._ask_again(turn))
    calls = [t.call for t in attempt._tests["fees.py"]]
    assert calls[0] == "fee('canoe', 1)" and "late_fee(-1)" in calls and "late_fee(2)" in calls
    asked = model.calls[0].messages[-1].content
    assert "The tests written so far miss" in asked and "late_fee() never raises" in asked
    assert "Lowest scores" not in asked and "late_fee" in asked.rsplit("Write tests of", 1)[1]
    asyncio.run(attempt._ask_again(turn))  # the same finding again: not asked twice
    assert len(model.calls) == 1
    # no name of the file in the findings: no call
    asyncio.run(attempt._ask_again(replace(turn, feedback="- [major] lint: E501\n")))
    assert len(model.calls) == 1
