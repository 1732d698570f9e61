"""Tests apart from code: the test file a task asks for comes from its own call."""

from __future__ import annotations

import ast
import asyncio
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from openkoi import events
from openkoi.engine.budget import Budget
from openkoi.engine.grounding import GroundedTest
from openkoi.engine.loop import Engine, TaskRequest
from openkoi.engine.testfile import (
    early_names_hold,
    names_before_code,
    public_names,
    pytest_file,
    source_under_test,
    writer_names,
)
from openkoi.events import EventBus
from openkoi.models.scripted import ScriptedModel
from openkoi.records import OWN_TESTS_REASON, TaskOutcome

JUDGE = {"scores": {"correctness": 9, "safety": 10, "style": 9}, "findings": []}
CODE = ("def fizzbuzz(n):\n    if n % 15 == 0:\n        return 'FizzBuzz'\n"
        "    if n % 3 == 0:\n        return 'Fizz'\n    if n % 5 == 0:\n        return 'Buzz'\n"
        "    return str(n)\n")


def test_the_source_under_test_and_its_names() -> None:
    assert source_under_test("test_calc.py", ["util.py", "calc.py"]) == "calc.py"
    assert source_under_test("tests/calc_test.py", ["pkg/calc.py"]) == "pkg/calc.py"
    assert source_under_test("test_x.py", ["a.py"]) == "a.py"
    assert source_under_test("test_x.py", ["a.py", "b.py"]) is None
    assert public_names("def f():\n    pass\n\n\nclass C:\n    pass\n\n\ndef _h():\n"
                        "    pass\n") == ["f", "C"]
    assert public_names("def broken(:\n") == []


def test_grounded_tests_become_a_pytest_file_that_runs(tmp_path: Path) -> None:
    tests = [GroundedTest("a", "calc", "add(2, 3)", "5"),
             GroundedTest("b", "calc", "div(1, 0)", raises="ZeroDivisionError"),
             GroundedTest("c", "calc", "add(0, 0)")]
    text = pytest_file(tests, "calc")
    ast.parse(text)
    (tmp_path / "calc.py").write_text("def add(a, b):\n    return a + b\n\n\n"
                                      "def div(a, b):\n    return a / b\n")
    (tmp_path / "test_calc.py").write_text(text)
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and "3 passed" in run.stdout, run.stdout


def test_a_test_file_imports_only_what_the_module_defines(tmp_path: Path) -> None:
    # a written test whose outer call is a builtin (seen in a new user's run: the file
    # imported ``bool`` from slug.py and could not be collected), a comprehension's own name,
    # a module-level constant in the expected value
    code = "LIMIT = 3\n\n\ndef add(a, b):\n    return a + b\n"
    tests = [GroundedTest("a", "calc", "bool(add(1, 1))", "True"),
             GroundedTest("b", "calc", "[add(x, 1) for x in range(2)]", "[1, 2]"),
             GroundedTest("c", "calc", "add(1, 2)", "LIMIT"),
             GroundedTest("d", "calc", "sorted(map(lambda v: add(v, 0), [2, 1]))", "[1, 2]")]
    for given in (code, ""):  # the module's text, or (a fallback) none
        text = pytest_file(tests, "calc", given)
        assert text.startswith("from calc import LIMIT, add\n"), text
        assert "def test_add_1():" in text
        (tmp_path / "calc.py").write_text(code)
        (tmp_path / "test_calc.py").write_text(text)
        run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"],
                             cwd=tmp_path, capture_output=True, text=True, timeout=120)
        assert run.returncode == 0 and "4 passed" in run.stdout, run.stdout


def test_the_code_reply_holds_no_tests_and_a_task_only_call_writes_them(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    task = ("Create fizzbuzz.py with fizzbuzz(n): 'Fizz' for multiples of 3, 'Buzz' of 5, "
            "'FizzBuzz' of both, else the number as text; plus pytest tests in test_fizzbuzz.py")
    model = ScriptedModel([
        # the code reply also writes a (wrong) test file: it is not written
        f"fizzbuzz.py\n```python\n{CODE}```\ntest_fizzbuzz.py\n```python\nassert False\n```",
        "assert fizzbuzz(3) == 'Fizz'\nassert fizzbuzz(10) == 'Buzz'\n"
        "assert fizzbuzz(30) == 'FizzBuzz'\nassert fizzbuzz(7) == '7'\n",
        JUDGE,
    ])
    outcome, seen = _run(model, task, ws)
    assert sorted(outcome.files_changed) == ["fizzbuzz.py", "test_fizzbuzz.py"]
    tests = (ws / "test_fizzbuzz.py").read_text()
    assert "from fizzbuzz import fizzbuzz" in tests and "assert False" not in tests
    assert tests.count("def test_") == 4
    # no plan (the task names its files): the code, the tests, then a judge, since nothing
    # verifies it: the task states no example, and one draft passing the written tests is
    # one reading of the task against one other (the test file is openkoi's own: it holds
    # only tests the code passed)
    assert len(model.calls) == 3
    writer_prompt = "\n".join(m.content for m in model.calls[1].messages)
    assert "fizzbuzz" in writer_prompt and "return 'Fizz'" not in writer_prompt  # never the code
    code_prompt = model.calls[0].messages[-1].content
    assert "Do not write test_fizzbuzz.py" in code_prompt
    purposes = [e.data["purpose"] for e in seen if e.kind == events.COST]
    assert purposes[:2] == ["execute", "write tests"]
    assert outcome.status == "unverified" and outcome.stop_reason == OWN_TESTS_REASON
    evaluation = [e.data for e in seen if e.kind == events.EVALUATION][0]
    assert "4 test(s), 1 candidate(s) agreeing" in evaluation["evidence"]["independent"]


def test_a_written_test_the_code_fails_is_not_left_out_of_the_verdict(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    task = ("Create fizzbuzz.py with fizzbuzz(n): 'Fizz' for multiples of 3, 'Buzz' of 5, "
            "'FizzBuzz' of both, else the number as text; plus pytest tests in test_fizzbuzz.py")
    wrong = CODE.replace("n % 15 == 0", "n % 16 == 0")
    model = ScriptedModel([
        f"fizzbuzz.py\n```python\n{wrong}```",
        "assert fizzbuzz(3) == 'Fizz'\nassert fizzbuzz(10) == 'Buzz'\n"
        "assert fizzbuzz(30) == 'FizzBuzz'\nassert fizzbuzz(7) == '7'\n",
        JUDGE,
    ])
    outcome, seen = _run(model, task, ws, iterations=1)
    # the test file leaves out the test the code fails (it would bend the code to it), so
    # that test is run as independent evidence: it fails, and that is not done (it was: the
    # file's three tests passed)
    assert (ws / "test_fizzbuzz.py").read_text().count("def test_") == 3
    evaluation = [e.data for e in seen if e.kind == events.EVALUATION][0]
    assert evaluation["grounded"] == "contested"
    assert "fizzbuzz(30) == 'FizzBuzz'" in evaluation["evidence"]["independent"]
    assert outcome.status != "done"


def _run(model: ScriptedModel, task: str, ws: Path, iterations: int = 2
         ) -> tuple[TaskOutcome, list[events.Event]]:
    model.capabilities = replace(model.capabilities, edit_format="whole", local=True)
    bus = EventBus()
    seen: list[events.Event] = []
    bus.subscribe(seen.append)
    engine = Engine(model=model, bus=bus, tool_output_dir=ws.parent / "out",
                    budget=Budget(1_000_000, 100.0, 600.0))
    return asyncio.run(engine.run(TaskRequest(task, ws, iterations=iterations), "t1")), seen


def test_written_tests_the_old_code_contradicts_are_set_aside_unless_a_bug_is_named() -> None:
    from openkoi.engine.calls import Caller
    from openkoi.engine.testfile import grounded_tests

    before = ("def price(amount):\n    \"\"\"The amount with 7 % tax.\"\"\"\n"
              "    return round(amount * 1.07, 2)\n")
    after = before + "\n\ndef _tax(amount):\n    return amount * 0.07\n"
    reply = ("assert price(100) == 100\nassert price(200) == 214.0\n"
             "assert total([1]) == 1\nwith pytest.raises(ValueError): price(-1)")

    def written(task: str) -> tuple[list[str], list[events.Event]]:
        model = ScriptedModel([reply])
        bus = EventBus()
        seen: list[events.Event] = []
        bus.subscribe(seen.append)
        caller = Caller(model, Budget(100_000, 1.0, 60.0), bus, "t")
        tests = asyncio.run(grounded_tests(caller, task, "pricing.py", after, spec=before))
        return [t.describe() for t in tests], seen

    kept, seen = written("Refactor pricing.py: move the tax into _tax(). Behaviour must "
                         "not change; a negative amount must raise ValueError.")
    # price(100) == 100: the old code says 107.0 and the task asks for no change there
    assert kept == ["price(200) == 214.0", "price(-1) raises ValueError"]
    assert any("set aside" in e.data.get("message", "") and "price(100) == 100" in
               e.data["message"] for e in seen if e.kind == events.NOTICE)
    kept, _ = written("price() in pricing.py has a bug: fix it.")  # the old code is wrong
    assert kept == ["price(100) == 100", "price(200) == 214.0", "price(-1) raises ValueError"]
    # a task that names the function may change its values without speaking of a bug
    kept, _ = written("Make price in pricing.py return the amount without tax.")
    assert kept == ["price(100) == 100", "price(200) == 214.0", "price(-1) raises ValueError"]


def test_a_test_of_a_method_the_task_does_not_name_is_set_aside_by_the_old_code() -> None:
    """The test is of the callee whose value it checks: ``Inventory().add(...)`` tests
    ``add``, which the task does not name, though it names ``Inventory``. Found in a new-user
    trial: the writer asserted that ``add`` (returning nothing before and after the task)
    returns something true, and the right ``remove`` ended unverified."""
    from openkoi.engine.grounding.baseline import against_baseline
    from openkoi.engine.grounding.cases import GroundedTest

    before = ("class Inventory:\n    def __init__(self):\n        self.items = {}\n\n"
              "    def add(self, name, qty):\n"
              "        self.items[name] = self.items.get(name, 0) + qty\n")
    task = ("Add a method remove(name, qty) to Inventory in inventory.py that lowers the "
            "count and raises ValueError when qty is more than what is in stock.")

    def test(call: str, expected: str) -> GroundedTest:
        return GroundedTest(name=call, module="inventory", call=call, expected=expected,
                            origin="writer")

    tests = [test('bool(Inventory().add("apple", 5))', "True"),
             test('Inventory().remove("apple", 1)', "None"),  # what the task adds: kept
             test('len(Inventory().items)', "1")]  # tests Inventory() itself: named, kept
    kept, aside = asyncio.run(against_baseline(tests, "inventory.py", before, task))
    assert [t.call for t in aside] == ['bool(Inventory().add("apple", 5))']
    assert [t.call for t in kept] == ['Inventory().remove("apple", 1)', "len(Inventory().items)"]
    # named by its own name, the method's test is kept: the task may change its value
    kept, aside = asyncio.run(against_baseline(
        tests, "inventory.py", before, task + " Make add return the new count."))
    assert aside == []


def test_where_the_behaviour_stays_a_value_the_old_code_refuses_is_a_guess() -> None:
    """Found in a new-user trial of a refactor ("The behaviour must stay exactly the same,
    errors included"): the writer asserted prices for zones 'B' to 'F', which the code
    refuses, and a right refactor ended below the threshold."""
    from openkoi.engine.grounding.baseline import against_baseline
    from openkoi.engine.grounding.cases import GroundedTest

    before = ("def cost(weight, zone):\n    if zone not in ('eu', 'us'):\n"
              "        raise ValueError(zone)\n    return 5 + 2 * weight\n")
    task = ("Refactor shipping.py: put the rates in a dict RATES. The behaviour must stay "
            "exactly the same, errors included.")

    def test(call: str, expected: str | None = None, raises: str | None = None
             ) -> GroundedTest:
        return GroundedTest(name=call, module="shipping", call=call, expected=expected,
                            raises=raises, origin="writer")

    tests = [test("cost(1, 'B')", "15"),  # the old code refuses it: a guess
             test("cost(1, 'eu')", "7"),  # the old code agrees: kept
             test("cost(-1, 'eu')", raises="ValueError"),  # a refusal the task may add
             test("rate_of('eu')", "2")]  # a helper the task may add: kept
    kept, aside = asyncio.run(against_baseline(tests, "shipping.py", before, task))
    assert [t.describe() for t in aside] == ["cost(1, 'B') == 15"]
    assert [t.describe() for t in kept] == ["cost(1, 'eu') == 7", "cost(-1, 'eu') raises "
                                            "ValueError", "rate_of('eu') == 2"]
    # where the task does not say the behaviour stays, an exception is no other value
    task = "Put the rates of shipping.py in a dict RATES."
    assert asyncio.run(against_baseline(tests, "shipping.py", before, task))[1] == []


TALLY = ("Write a script tally.py that I run as `python tally.py FILE`, where FILE is a CSV file "
         "with the header name,qty. It prints one line per name in the form `name: total`, "
         "the biggest total first, then a last line `TOTAL: x`.")


def test_the_writer_is_not_asked_about_helpers_a_scripts_task_never_names() -> None:
    code = "def read_rows(path):\n    pass\n\ndef main():\n    pass\n\ndef to_f(c):\n    pass\n"
    assert writer_names(TALLY, "tally.py", code) == []
    named = TALLY.replace("Write a script", "Write, with a function to_f(c), a script")
    assert writer_names(named, "tally.py", code) == ["to_f"]
    module = "Write tally.py with read_rows(path) that reads the rows of a CSV file."
    assert writer_names(module, "tally.py", code) == ["read_rows", "main", "to_f"]


def test_the_writer_is_asked_about_the_function_a_task_adds_to_a_file() -> None:
    # heldout39's reading_streak_edit: asked about every public name, the writer spent six of
    # its seven asserts on parse_line, which the task said to keep, and the wrong
    # longest_streak of all three candidates passed the seventh
    spec = ("def parse_line(line):\n    return line\n\n\ndef pages_per_book(entries):\n"
            "    return {}\n")
    code = spec + "\n\ndef longest_streak(entries):\n    return 0\n"
    task = ("Please add a function longest_streak(entries) to reading.py. entries is a list "
            "of what parse_line returns. Keep parse_line and pages_per_book as they are.")
    assert writer_names(task, "reading.py", code, spec) == ["longest_streak"]
    # named by call, an existing function is asked about too; no function added: all names
    both = task.replace("Keep parse_line", "Make parse_line('x') strip it. Keep it")
    assert writer_names(both, "reading.py", code, spec) == ["longest_streak", "parse_line"]
    # no function added: the functions the task names, by call or by word, in its order
    # (heldout41's book_club_edit: asked about every name of bookclub.py, the writer spent
    # its four asserts on parse_members, which the task never names)
    fix = "Fix parse_line('2024-03-02, Dune, 40') in reading.py."
    assert writer_names(fix, "reading.py", spec, spec) == ["parse_line"]
    edit = "Give pages_per_book a cap, and parse_line should cope with it. x.parse_line no."
    assert writer_names(edit, "reading.py", spec, spec) == ["pages_per_book", "parse_line"]
    assert writer_names("Fix the bug in reading.py.", "reading.py", spec, spec) == [
        "parse_line", "pages_per_book"]  # none named: every public name
    early = names_before_code(edit, "reading.py", spec)
    assert early == ["pages_per_book", "parse_line"]
    assert early_names_hold(early, spec, new=False, spec=spec)
    assert not early_names_hold(early, spec + "\n\ndef extra():\n    pass\n", new=False,
                                spec=spec)  # a function the draft adds is tested too
    assert writer_names(task, "reading.py", code) == ["parse_line", "pages_per_book",
                                                      "longest_streak"]  # a new file
