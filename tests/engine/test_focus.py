"""A repair of one function: after a wrong iteration on code the task gave, the function the
failing findings name most is asked for alone, its reply started at its ``def``, and spliced
into the file (heldout29's bug fixes: every repair of the whole file was the given file)."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path

from prompt_models import ByPrompt

from openkoi import events
from openkoi.engine.budget import Budget
from openkoi.engine.focus import focus_of
from openkoi.engine.loop import Engine, TaskRequest
from openkoi.events import EventBus
from openkoi.models.base import Message
from openkoi.prompts import render
from openkoi.records import UNCHECKED_REASON

GIVEN = '''"""Hours slept."""
DAY = 24 * 60


def clock(text):
    hours, minutes = text.split(":")
    return int(hours) * 60 + int(minutes)


def slept(bed, wake):
    """Minutes from ``bed`` to ``wake``; a wake time before the bed time is the next day."""
    return clock(wake) - clock(bed)


def total(nights):
    return sum(slept(bed, wake) for bed, wake in nights)
'''
HEAD = '''def slept(bed, wake):
    """Minutes from ``bed`` to ``wake``; a wake time before the bed time is the next day."""
'''
FIXED = '''def slept(bed, wake):
    """Minutes from ``bed`` to ``wake``; a wake time before the bed time is the next day."""
    return (clock(wake) - clock(bed)) % DAY
'''
TESTS = '''from nights import slept, total


def test_same_day():
    assert slept("01:00", "07:30") == 390


def test_overnight():
    assert slept("23:00", "07:00") == 480


def test_total():
    assert total([("23:00", "07:00"), ("00:00", "06:00")]) == 840
'''
TASK = ("python -m pytest test_nights.py fails: going to bed before midnight gives a negative "
        "number of minutes. Fix the bug in nights.py; test_nights.py is how it should "
        "behave, leave it as it is.")
FEEDBACK = """- [blocker] checks: the task asks for a change to nights.py, but no file changed
- [major] test_nights.py::test_overnight: fails: assert -960 == 480 / where -960 = \
slept('23:00', '07:00') Fix: decide whether the code or the test is wrong
- [major] test_nights.py::test_total: fails: assert -600 == 840 / where -600 = \
total([('23:00', '07:00'), ('00:00', '06:00')]) Fix: decide
- [minor] independent: every agreeing candidate contradicts slept('22:00', '06:00') == 480
Lowest scores: tests=0.33."""


def test_the_function_the_findings_call_most_is_chosen() -> None:
    focus = focus_of(FEEDBACK, {"nights.py": GIVEN}, {"nights.py": GIVEN})
    assert focus is not None and (focus.path, focus.name) == ("nights.py", "slept")
    assert focus.source.startswith("def slept(bed, wake):") and "% DAY" not in focus.source
    # the reply starts after its docstring; the file is shown with the wrong body left out
    assert focus.head == HEAD
    assert "return clock(wake) - clock(bed)" not in focus.shown and \
        "def total(nights):" in focus.shown and "left out" in focus.shown
    # each failing line that calls it, without its severity and generic advice
    assert focus.failing == (
        "test_nights.py::test_overnight: fails: assert -960 == 480 / where -960 = "
        "slept('23:00', '07:00')",
        "independent: every agreeing candidate contradicts slept('22:00', '06:00') == 480")
    # of a file the task did not give, only where it has two functions or more (a new
    # module of one function: the repairs and fresh samples go on), nor where no finding
    # calls a function of it
    new = focus_of(FEEDBACK, {"nights.py": GIVEN}, {})
    assert new is not None and (new.name, new.head) == ("slept", HEAD)
    alone = GIVEN[GIVEN.index("def slept"):GIVEN.index("def total")]
    assert focus_of(FEEDBACK, {"nights.py": alone}, {}) is None
    assert focus_of("- [major] style: too long", {"nights.py": GIVEN},
                    {"nights.py": GIVEN}) is None
    # a check of a function the given code does not define is of that new function, not of
    # the given one that builds its argument (heldout62's self_storage_edit: the given
    # parser was repaired in the place of the missing function)
    new_one = ("- [major] example 1 (task): the stated example week(total([('23:00', "
               "'07:00')])) == 'ok' fails: got raise NameError: name 'week' is not defined")
    assert focus_of(new_one, {"nights.py": GIVEN}, {"nights.py": GIVEN}) is None
    assert focus_of(new_one.replace("week(", "sorted("), {"nights.py": GIVEN},
                    {"nights.py": GIVEN}).name == "total"
    # where no finding calls one: the first function the task names that is still as given
    # (heldout30's reading_plan: "Please fix reading_days and pages_per_day", and the only
    # finding was that no file changed)
    unchanged = "- [blocker] checks: the task asks for a change to nights.py, but no file changed"
    asked = "Fix total and slept in nights.py: they give wrong answers."
    named = focus_of(unchanged, {"nights.py": GIVEN}, {"nights.py": GIVEN}, asked)
    assert named is not None and named.name == "total", named
    assert named.failing == ("checks: the task asks for a change to nights.py, but no file "
                             "changed",)
    fixed_total = GIVEN.replace("return sum(", "return 0 + sum(")
    named = focus_of(unchanged, {"nights.py": fixed_total}, {"nights.py": GIVEN}, asked)
    assert named is not None and named.name == "slept", named
    assert focus_of(unchanged, {"nights.py": GIVEN}, {"nights.py": GIVEN}, "") is None
    # the functions a sentence asking for a fix names come first; one said to be fine is not
    # chosen (heldout30's reading_plan: summary was named first, in its example, and its
    # parameter was renamed)
    asked = ("total(nights) gives -600. Please fix slept in nights.py. total is fine, "
             "leave it as it is.")
    named = focus_of(unchanged, {"nights.py": GIVEN}, {"nights.py": GIVEN}, asked)
    assert named is not None and named.name == "slept", named
    fine = focus_of(unchanged, {"nights.py": fixed_total.replace("return 0 + sum(", "return sum(")
                                .replace("% DAY", "")}, {"nights.py": GIVEN},
                    "Something is off. total is fine, leave it.")
    assert fine is None, fine


class Stubborn(ByPrompt):
    """A model that writes the file it is shown back unchanged, whatever the feedback says,
    and writes the right function where it is asked for that function alone."""

    def __init__(self) -> None:
        super().__init__("scripted/stubborn", at_once=6)
        self.capabilities = replace(self.capabilities, continues_reply=True)
        self.starts: list[str] = []  # each draft's started reply
        self.prompts: list[str] = []  # each draft's last user message

    async def answer(self, messages: list[Message], *,
                     temperature: float | None = None) -> str:
        if messages[0].content == render("grounding_tests_system"):
            return "assert slept('01:00', '02:00') == 60"
        assert messages[0].content.startswith("You are openkoi's executor"), messages[0]
        start = messages[-1].content if messages[-1].role == "assistant" else ""
        self.starts.append(start)
        self.prompts.append(next(m.content for m in reversed(messages) if m.role == "user"))
        if start.endswith(HEAD):
            # (the wrong body is not shown: the file leaves it out)
            prompt = messages[1].content
            assert "return clock(wake) - clock(bed)" not in prompt, prompt
            assert "def total(nights):" in prompt and "left out" in prompt, prompt
            return FIXED.removeprefix(HEAD) + "```"
        return GIVEN + "```"


def nights_folder(root: Path) -> Path:
    """A folder holding the given nights.py and its tests."""
    root.mkdir()
    (root / "nights.py").write_text(GIVEN)
    (root / "test_nights.py").write_text(TESTS)
    return root


def engine_for(model: ByPrompt, out: Path, bus: EventBus | None = None) -> Engine:
    return Engine(model=model, bus=bus or EventBus(), tool_output_dir=out,
                  budget=Budget(1_000_000, 100.0, 600.0))


def test_a_file_written_back_unchanged_is_repaired_one_function_at_a_time(
        tmp_path: Path) -> None:
    ws = nights_folder(tmp_path / "ws")
    model = Stubborn()
    bus = EventBus()
    seen: list[events.Event] = []
    bus.subscribe(seen.append)
    engine = engine_for(model, tmp_path / "out", bus)
    outcome = asyncio.run(engine.run(TaskRequest(TASK, ws, iterations=2, candidates=3), "t1"))
    # the greedy draft: the whole file, written back as given; the project's tests fail on
    # the code as given and name slept(), so the first iteration's other two drafts are
    # repairs of slept alone, shown the failing tests (heldout58's soft_play_fix: "the tests
    # are failing against softplay.py", no function named, and all three drafts of the
    # first iteration were the given file)
    assert model.starts == ["nights.py\n```python\n"] + \
        ["nights.py\n```python\n" + HEAD] * 2, model.starts
    assert "- test_nights.py::test_overnight fails: AssertionError: assert -960 == 480" in \
        model.prompts[-1] and "it is wrong:\n```python\n" in model.prompts[-1]
    text = (ws / "nights.py").read_text()
    assert "% DAY" in text and "def total(nights):" in text and "def clock(text):" in text
    assert (ws / "test_nights.py").read_text() == TESTS
    assert outcome.status == "done", outcome
    notices = [e.data["message"] for e in seen if e.kind == events.NOTICE
               and "candidates sampled" in e.data["message"]]
    assert "(focused)" in notices[-1].split("\n")[1], notices


def test_a_named_function_is_repaired_in_the_first_iteration_after_a_greedy_draft_as_given(
        tmp_path: Path) -> None:
    # where the task names the function to fix and the greedy draft is the given file, the
    # first iteration's samples are repairs of that function (heldout29-30's fixes: the
    # greedy draft and both samples were the given file, 300-330 s)
    ws = nights_folder(tmp_path / "ws")
    model = Stubborn()
    engine = engine_for(model, tmp_path / "out")
    task = TASK.replace("Fix the bug in nights.py", "Fix slept in nights.py")
    outcome = asyncio.run(engine.run(TaskRequest(task, ws, iterations=1, candidates=3), "t1"))
    assert model.starts == ["nights.py\n```python\n",
                            *["nights.py\n```python\n" + HEAD] * 2], model.starts
    assert "% DAY" in (ws / "nights.py").read_text()
    assert outcome.status == "done", outcome
    # a greedy draft that changed the file keeps the whole-file samples
    ws2 = nights_folder(tmp_path / "ws2")

    class Changer(Stubborn):
        async def answer(self, messages: list[Message], *,
                         temperature: float | None = None) -> str:
            reply = await super().answer(messages, temperature=temperature)
            return reply.replace("DAY = 24 * 60", "DAY = 1440")

    changer = Changer()
    asyncio.run(engine_for(changer, tmp_path / "out2").run(
        TaskRequest(task, ws2, iterations=1, candidates=3), "t2"))
    assert changer.starts == ["nights.py\n```python\n"] * 3, changer.starts


def test_a_draft_that_changes_the_code_outranks_the_given_code_written_back(
        tmp_path: Path) -> None:
    # heldout60's jumble_sale_fix: the greedy draft was the given file, it ranked first and
    # was kept, and the evaluation blocked it ("no file changed"): the iteration was lost.
    # Here the repairs change the code but fail the same project tests as the given code;
    # where the evidence ties, one of them is kept over the given code
    def run(change: str, name: str) -> tuple[str, str]:
        ws = nights_folder(tmp_path / name)

        class Repairs(Stubborn):
            async def answer(self, messages: list[Message], *,
                             temperature: float | None = None) -> str:
                reply = await super().answer(messages, temperature=temperature)
                return reply.replace("% DAY", change)

        bus = EventBus()
        seen: list[events.Event] = []
        bus.subscribe(seen.append)
        task = TASK.replace("Fix the bug in nights.py", "Fix slept in nights.py")
        asyncio.run(engine_for(Repairs(), tmp_path / f"out-{name}", bus).run(
            TaskRequest(task, ws, iterations=1, candidates=3), "t1"))
        notice = next(e.data["message"] for e in seen if e.kind == events.NOTICE
                      and "candidates sampled" in e.data["message"])
        return (ws / "nights.py").read_text(), notice

    text, notice = run("+ 0", "tie")  # the same outputs as the given code
    assert "+ 0" in text and "kept sample 2" in notice, notice
    # a repair that fails more of the project's tests stays behind the given code
    # (heldout32's archery_fix)
    text, notice = run("* -1", "worse")
    assert text == GIVEN and "kept sample 1" in notice, notice


def test_a_new_module_of_several_functions_gets_a_repair_of_the_one_that_fails(
        tmp_path: Path) -> None:
    # heldout33's candle_batch_module: five new functions, three failing the task's
    # examples, and every repair of the whole file wrote it back as it was; now the second
    # iteration repairs the function the failing examples call, beside fresh samples
    ws = tmp_path / "ws"
    ws.mkdir()
    model = Stubborn()
    task = ("Write nights.py with clock(text) (minutes since midnight of an 'HH:MM' "
            "text), slept(bed, wake) (minutes from bed to wake; a wake time before the "
            "bed time is the next day) and total(nights). slept('23:00', '07:00') should "
            "be 480 and slept('01:00', '07:30') should be 390.")
    outcome = asyncio.run(engine_for(model, tmp_path / "out").run(
        TaskRequest(task, ws, iterations=2, candidates=3), "t1"))
    whole = "nights.py\n```python\n"
    assert model.starts[:3] == [whole] * 3, model.starts
    assert sorted(model.starts[3:]) == [whole] * 3 + [whole + HEAD] * 3, model.starts
    text = (ws / "nights.py").read_text()
    assert "% DAY" in text and "def total(nights):" in text and "def clock(text):" in text
    # the examples run slept() and, through it, clock(); no check ran total(): not verified
    assert outcome.status == "unverified" and outcome.stop_reason == UNCHECKED_REASON, outcome


def test_the_users_evidence_outweighs_the_independent_writers_guesses() -> None:
    # two of the writer's failing tests call total, one of the project's tests calls slept:
    # slept is repaired (heldout29's pizza_party: the writer's wrong tests of a function
    # already fixed named it most, and it was repaired again)
    guess = ("- [major] independent: an independent test (written from the task by a call "
             "that did not see the code) fails: assert total([('23:00', '07:00')]) == {} "
             "Fix: if the task states this, fix the code")
    feedback = "\n".join([guess.format(1), guess.format(2),
                          "- [major] test_nights.py::test_overnight: fails: assert -960 == 480"
                          " / where -960 = slept('23:00', '07:00') Fix: decide"])
    focus = focus_of(feedback, {"nights.py": GIVEN}, {"nights.py": GIVEN})
    assert focus is not None and focus.name == "slept", focus
    # without the user's finding the writer's decide
    focus = focus_of("\n".join([guess.format(1), guess.format(2)]), {"nights.py": GIVEN},
                     {"nights.py": GIVEN})
    assert focus is not None and focus.name == "total", focus


def test_a_function_the_task_says_is_fine_is_never_repaired() -> None:
    # heldout31's crossword_fix: the writer's wrong test of letters() named it most, and
    # the task says it is fine ("once they're fixed" asks for no fix of it)
    task = ("In nights.py, slept() is broken: it gives -960 for slept('23:00', '07:00'). "
            "total() is fine, it should come right by itself once slept is fixed; leave it "
            "as it is.")
    guess = ("- [major] independent: an independent test (written from the task by a call "
             "that did not see the code) fails: assert total([('23:00', '07:00')]) == {} "
             "Fix: if the task states this, fix the code")
    feedback = "\n".join([guess.format(1), guess.format(2)])
    # (the findings name only total: the function the task says is broken is asked for)
    named = focus_of(feedback, {"nights.py": GIVEN}, {"nights.py": GIVEN}, task)
    assert named is not None and named.name == "slept", named
    assert focus_of(feedback, {"nights.py": GIVEN}, {"nights.py": GIVEN},
                    "Something is off in nights.py. total() is fine, leave it.") is None
    unchanged = "- [blocker] checks: the task asks for a change to nights.py, but no file changed"
    named = focus_of(unchanged, {"nights.py": GIVEN}, {"nights.py": GIVEN}, task)
    assert named is not None and named.name == "slept", named
    # "correct" of code said to be right is fine, of code to change a request
    assert focus_of(unchanged, {"nights.py": GIVEN}, {"nights.py": GIVEN},
                    "total() is correct. slept() is wrong.") .name == "slept"  # type: ignore[union-attr]
    assert focus_of(unchanged, {"nights.py": GIVEN}, {"nights.py": GIVEN},
                    "Please correct total() in nights.py.").name == "total"  # type: ignore[union-attr]


def test_the_call_a_failing_test_checks_counts_before_the_ones_that_built_its_input() -> None:
    # heldout31's kiln_fix: the user's failing test of total_minutes named parse_schedule
    # after it (pytest's "where [...] = parse_schedule(...)"), and three guesses of the
    # writer that every candidate contradicted named parse_segment: it was rewritten
    suspect = ("- [minor] writer test {}: every agreeing candidate contradicts the independent "
               "test clock('7:{}') == 1: either the code or the test misreads the task")
    feedback = "\n".join([
        "- [major] test_nights.py::test_total: fails: assert -600 == 840 / where -600 = "
        "total(nights) / where nights = [(clock('23:00'), clock('07:00'))]",
        *(suspect.format(i, i) for i in range(3))])
    focus = focus_of(feedback, {"nights.py": GIVEN}, {"nights.py": GIVEN})
    assert focus is not None and focus.name == "total", focus


def test_a_blocker_at_a_line_of_a_function_is_shown_with_its_repair() -> None:
    # heldout33's candle_batch_module: batch_plan's ``pours = pours(...)`` (F823); its
    # repairs were shown the failing call's UnboundLocalError, not the line that raised it
    shadowed = GIVEN.replace("    return sum(slept(bed, wake) for bed, wake in nights)",
                             "    slept = slept(*nights[0])\n    return slept")
    feedback = "\n".join([
        "- [blocker] nights.py:16: F823: Local variable `slept` referenced before assignment",
        "- [major] nights.py:2: F841: Local variable `x` is assigned to but never used",
        "- [minor] nights.py:6: F841: Local variable `y` is assigned to but never used",
        "- [major] task example: total([('1:00', '2:00')]) == 60: got raise "
        "UnboundLocalError: cannot access local variable 'slept'"])
    focus = focus_of(feedback, {"nights.py": shadowed}, {})
    assert focus is not None and focus.name == "total", focus
    assert focus.failing == (
        "nights.py:16: F823: Local variable `slept` referenced before assignment",
        "task example: total([('1:00', '2:00')]) == 60: got raise UnboundLocalError: "
        "cannot access local variable 'slept'")
    # a blocker alone names the function (a minor finding at a line of clock does not)
    alone = focus_of(feedback.splitlines()[0] + "\n" + feedback.splitlines()[2],
                     {"nights.py": shadowed}, {})
    assert alone is not None and alone.name == "total", alone
    assert focus_of(feedback.splitlines()[2], {"nights.py": shadowed}, {}) is None


def test_a_failing_test_named_after_a_function_checks_that_function() -> None:
    # heldout32's archery_fix: pytest's messages called nothing ("test_sort_end fails:
    # assert ['10', 'X', ...] == [...]"), one suspect guess of the writer called another
    # function, and that one was rewritten
    feedback = "\n".join([
        "- [major] tests/test_nights.py::test_total_of_two_nights: tests/test_nights.py::"
        "test_total_of_two_nights fails: assert -600 == 840",
        "- [minor] writer test 5: every agreeing candidate contradicts the independent test "
        "slept('1:00', '2:00') == 1: either the code or the test misreads the task"])
    focus = focus_of(feedback, {"nights.py": GIVEN}, {"nights.py": GIVEN})
    assert focus is not None and focus.name == "total", focus
    assert focus.failing == ("tests/test_nights.py::test_total_of_two_nights: tests/"
                             "test_nights.py::test_total_of_two_nights fails: assert -600 == "
                             "840",)
    # a test named after no function leaves the calls to decide
    other = feedback.replace("test_total_of_two_nights", "test_two_nights")
    focus = focus_of(other, {"nights.py": GIVEN}, {"nights.py": GIVEN})
    assert focus is not None and focus.name == "slept", focus


def test_a_repair_that_breaks_a_passing_test_and_fixes_none_is_not_kept(
        tmp_path: Path) -> None:
    # heldout32's archery_fix: the given file failed 2 of its 6 tests; a repair of the wrong
    # function failed those and one more, scored 0.70 to 0.50 ("no file changed" was gone)
    # and was what the run left
    ws = nights_folder(tmp_path / "ws")

    class Breaker(Stubborn):
        async def answer(self, messages: list[Message], *,
                         temperature: float | None = None) -> str:
            if messages[0].content == render("grounding_tests_system"):
                return "assert total([]) == 0"  # (both files pass it)
            reply = await super().answer(messages, temperature=temperature)
            return reply.replace("% DAY", "+ 1")  # fails test_same_day too, fixes nothing

    seen: list[events.Event] = []
    bus = EventBus()
    bus.subscribe(seen.append)
    outcome = asyncio.run(engine_for(Breaker(), tmp_path / "out", bus).run(
        TaskRequest(TASK, ws, iterations=2, candidates=3), "t1"))
    scores = [e.data["score"] for e in seen if e.kind == events.ITERATION]
    assert len(scores) == 2 and scores[1] > scores[0], scores  # it did score higher
    assert (ws / "nights.py").read_text() == GIVEN
    assert outcome.best_iteration == 1 and outcome.status != "done", outcome


HEDGES = '''"""Hedge quotes."""

BANDS = [(1.0, "low"), (2.0, "medium"), (3.5, "tall")]
RATE = {"low": 1.2, "medium": 2.0, "tall": 3.5}


def height_band(height):
    """The band of a hedge this high: up to and including each limit."""
    for limit, band in BANDS:
        if height < limit:
            return band
    raise ValueError("too tall")


def trim_price(length, height):
    """Length times the rate of its band."""
    return round(length * RATE[height_band(height)], 2)


def waste(length):
    """Loads of cuttings."""
    return -(-length // 15)
'''
HEDGE_TASK = ("Something's off with the height bands in hedges.py: a hedge that's exactly 2 m "
              "gets charged as tall. trim_price(20, 2.0) gives me 70.0 and it should be 40.0. "
              "Please fix it.")
HEDGE_FEEDBACK = ("- [major] examples: the stated example trim_price(20, 2.0) == 40.0 fails: "
                  "got 70.0 Fix: make the code give what the example states\n")


def test_a_function_the_failing_call_goes_through_and_the_task_speaks_of_is_repaired_too(
        ) -> None:
    """heldout48's hedge_trimming_fix: every repair was of trim_price, the function the
    failing example calls, while the bug was in height_band, "the height bands"."""
    from openkoi.engine.asks import iteration_asks
    from openkoi.engine.attempts import Turn
    from openkoi.engine.focus import callee_focus
    from openkoi.engine.workspace import Snapshot
    from openkoi.records import Plan

    files = {"hedges.py": HEDGES}
    focus = focus_of(HEDGE_FEEDBACK, files, files, HEDGE_TASK)
    assert focus is not None and focus.name == "trim_price"
    callee = callee_focus(focus, files, files, HEDGE_TASK)
    assert callee is not None and callee.name == "height_band"
    assert callee.failing[0].startswith("trim_price() calls height_band()")
    assert "if height < limit" not in callee.shown  # its wrong body left out
    # not where the task does not speak of it, or says it is fine, or it changed already
    assert callee_focus(focus, files, files, HEDGE_TASK.replace("height bands", "prices")) \
        is None
    assert callee_focus(focus, files, files, HEDGE_TASK + " height_band is fine.") is None
    changed = {"hedges.py": HEDGES.replace("height < limit", "height <= limit")}
    assert callee_focus(focus, changed, files, HEDGE_TASK) is None
    # the second iteration asks for both repairs
    snap = Snapshot(Path("."), {"hedges.py": HEDGES.encode()})
    turn = Turn(HEDGE_TASK, "", "", "", Plan(), HEDGE_FEEDBACK, 2, 0.3, 0.9, snap, snap)
    asks = iteration_asks(turn, 3, 0.7, ["hedges.py"], 3)
    assert [(a.focus.name if a.focus else None, a.n) for a in asks] == [
        ("trim_price", 3), ("height_band", 3)]


PARTIAL = GIVEN.replace("return sum(slept(bed, wake) for bed, wake in nights)",
                        "return sum((clock(w) - clock(b)) % DAY for b, w in nights)")


def test_a_draft_that_fixes_some_of_the_failing_tests_is_kept_over_none(
        tmp_path: Path) -> None:
    """heldout48's pottery_class_fix: three tests failed, and the project's tests were read
    as pass or fail, so a draft that fixed one of them ranked with those that fixed none."""

    class Drafts(Stubborn):
        async def answer(self, messages: list[Message], *,
                         temperature: float | None = None) -> str:
            reply = await super().answer(messages, temperature=temperature)
            # the greedy draft changes the file (but fixes nothing), so the samples are
            # whole files too (``asks.after_greedy``); the second fixes total() alone: one
            # of the two failing tests
            if len(self.starts) == 1 and reply == GIVEN + "```":
                return reply.replace("DAY = 24 * 60", "DAY = 1440")
            return PARTIAL + "```" if len(self.starts) == 2 and reply == GIVEN + "```" \
                else reply

    ws = nights_folder(tmp_path / "ws")
    model = Drafts()
    asyncio.run(engine_for(model, tmp_path / "out").run(
        TaskRequest(TASK, ws, iterations=1, candidates=3), "t1"))
    assert len(model.starts) == 3 and not any(s.endswith(HEAD) for s in model.starts)
    assert (ws / "nights.py").read_text() == PARTIAL


def test_a_failing_pytest_run_is_read_as_how_many_tests_failed() -> None:
    from openkoi.engine.evaluators.tests import UNREAD_FAILING, failing_tests

    assert failing_tests("F..\n=== 1 failed, 2 passed in 0.1s ===") == 1
    assert failing_tests("FE.\n=== 1 failed, 1 passed, 1 error in 0.1s ===") == 2
    assert failing_tests("E\n=== 1 error in 0.1s ===") == UNREAD_FAILING  # none ran
    assert failing_tests("Traceback (most recent call last):") == UNREAD_FAILING
    # ... and as a candidate's notice says it
    from openkoi.engine.project_run import ProjectRun

    assert ProjectRun(False, True, 2).said() == "; the project's tests fail (2 failing)"
    assert ProjectRun(False, False, UNREAD_FAILING).said() == "; the project's tests fail"
    assert ProjectRun(True, True).said() == "; the project's tests pass"
    assert ProjectRun(None).said() == ""


def test_sampling_calls_that_overflow_the_context_lose_their_drafts_not_the_task(
        tmp_path: Path) -> None:
    """heldout58's village_hall_edit: the calls decoded at once overflowed the embedded
    model's context ("Context size has been exceeded.") and the task failed."""
    from openkoi.errors import ContextOverflow

    class Overflowing(Stubborn):
        async def answer(self, messages: list[Message], *,
                         temperature: float | None = None) -> str:
            start = messages[-1].content if messages[-1].role == "assistant" else ""
            if start.endswith(HEAD):  # the repairs of slept, decoded beside the greedy draft
                self.starts.append(start)
                raise ContextOverflow("the prompt does not fit the embedded model's context")
            return await super().answer(messages, temperature=temperature)

    ws = nights_folder(tmp_path / "ws")
    model = Overflowing()
    bus = EventBus()
    seen: list[events.Event] = []
    bus.subscribe(seen.append)
    outcome = asyncio.run(engine_for(model, tmp_path / "out", bus).run(
        TaskRequest(TASK, ws, iterations=1, candidates=3), "t1"))
    assert model.starts[0] == "nights.py\n```python\n" and model.starts[1].endswith(HEAD)
    # the greedy draft is kept and judged; the task ends on its evidence, not an error
    assert outcome.status not in ("failed", "error"), outcome
    assert any("did not fit the model's context" in e.data.get("message", "")
               for e in seen if e.kind == events.NOTICE), seen
    # llama.cpp's words for a slot's context filled while it decoded are read as an overflow
    from openkoi.models.local_chunks import chunk_error
    assert isinstance(chunk_error({"message": "Context size has been exceeded."}, 8192),
                      ContextOverflow)


def test_an_iteration_whose_every_call_overflows_tries_one_sample_alone(tmp_path: Path) -> None:
    """heldout62's ham_radio_fix: in the second iteration every sampling call overflowed the
    shared context together with the test writer's answers, and the task failed on it."""
    from openkoi.errors import ContextOverflow
    from openkoi.models.base import Response

    class Crowded(Stubborn):
        async def sample(self, messages: list[Message], *, n: int, max_tokens: int = 1024,
                         temperature: float | None = None, on_delta: object = None,
                         form: object = None, stop: list[str] | None = None
                         ) -> list[Response]:
            if n > 1 and messages[0].content.startswith("You are openkoi's executor"):
                self.crowded += 1
                raise ContextOverflow("the prompt does not fit the embedded model's context")
            return await super().sample(messages, n=n, max_tokens=max_tokens,
                                        temperature=temperature, stop=stop)

    ws = nights_folder(tmp_path / "ws")
    model = Crowded()
    model.crowded = 0
    outcome = asyncio.run(engine_for(model, tmp_path / "out").run(
        TaskRequest(TASK, ws, iterations=2, candidates=3), "t1"))
    # the second iteration's calls (of three samples each) all overflowed; the repair asked
    # once more with one sample fixed the bug
    assert model.crowded >= 2, model.crowded
    assert outcome.status == "done", outcome
    assert FIXED in (ws / "nights.py").read_text()
