"""Search, not only retry: several whole-file candidates per iteration, ranked by running
them on grounded tests; a model judge never picks among candidates the evidence separates."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from openkoi import events
from openkoi.engine.budget import Budget
from openkoi.engine.calls import Caller
from openkoi.engine.loop import Engine, TaskRequest
from openkoi.events import EventBus
from openkoi.models.base import Message
from openkoi.models.scripted import ScriptedModel

TASK = ("Create slug.py with slugify(text): lower-case words joined by '-'.\n"
        "slugify('Hello World') == 'hello-world'")
WRONG = "slug.py\n```python\ndef slugify(text):\n    return text\n```"
BROKEN = "slug.py\n```python\ndef slugify(text:\n    return text\n```"
RIGHT = ("slug.py\n```python\ndef slugify(text):\n"
         "    return '-'.join(text.lower().split())\n```")
JUDGE = {"scores": {"correctness": 9, "safety": 10, "style": 9}, "findings": []}


def _run(model: ScriptedModel, ws: Path, candidates: int, task: str = TASK,
         iterations: int = 1) -> tuple[object, list[events.Event]]:
    bus = EventBus()
    seen: list[events.Event] = []
    bus.subscribe(seen.append)
    engine = Engine(model=model, bus=bus, tool_output_dir=ws.parent / "out",
                    budget=Budget(1_000_000, 100.0, 600.0))
    req = TaskRequest(task, ws, iterations=iterations, candidates=candidates)
    return asyncio.run(engine.run(req, "t1")), seen


def _model(*replies: object) -> ScriptedModel:
    model = ScriptedModel(list(replies))
    model.capabilities = replace(model.capabilities, edit_format="whole", local=True)
    return model


def test_the_candidate_that_passes_the_grounded_tests_is_written(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    # the greedy draft and two samples, the task-only test writer; no judge: the task's
    # example ran and passed, so it decides (local judge)
    model = _model(BROKEN, WRONG, RIGHT, "assert slugify('A b') == 'a-b'")
    outcome, seen = _run(model, ws, candidates=3)
    assert "'-'.join" in (ws / "slug.py").read_text()
    assert outcome.iterations == 1 and model.remaining == 0
    cost = [e.data for e in seen if e.kind == events.COST]
    # the greedy draft (one call), two samples (one after the other: the scripted model
    # cannot batch), then the writer
    assert "samples" not in cost[0]
    assert cost[1]["samples"] == 2 and cost[1]["sampling"] == "sequential"
    assert [c["purpose"] for c in cost] == ["execute", "execute", "write tests"]
    assert [c.temperature for c in model.calls[:3]] == [0.0, 0.7, 0.7]
    assert outcome.status == "done"  # the stated example ran and passed
    notice = next(e.data["message"] for e in seen if e.kind == events.NOTICE
                  and "candidates sampled" in e.data["message"])
    assert "kept sample 3" in notice and "2 grounded tests" in notice
    # the drafts were asked with the same prompt
    prompts = {m.content for call in model.calls[:3] for m in call.messages}
    assert len(prompts) == 2


def test_a_parse_error_never_wins_a_tie(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    model = _model(BROKEN, WRONG, "nothing to say", JUDGE)
    _run(model, ws, candidates=2, task="Create slug.py with slugify(text)")
    assert (ws / "slug.py").read_text() == "def slugify(text):\n    return text\n"


def test_one_candidate_is_the_plain_whole_file_format(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    model = _model(RIGHT)  # no judge: the task's example ran and passed (local judge)
    outcome, seen = _run(model, ws, candidates=1)
    assert outcome.status == "done"
    assert model.remaining == 0 and "'-'.join" in (ws / "slug.py").read_text()
    assert not any("samples" in e.data for e in seen if e.kind == events.COST)


def test_sampling_is_one_call_where_the_model_decodes_in_parallel() -> None:
    class Batched(ScriptedModel):
        async def sample(self, messages, *, n, max_tokens=1024, temperature=None,
                         on_delta=None):  # an override from before LineForm: no ``form``
            self.batches = getattr(self, "batches", 0) + 1
            return await super().sample(messages, n=n, max_tokens=max_tokens,
                                        temperature=temperature, on_delta=on_delta)

    model = Batched(["a", "b", "c"])
    model.capabilities = replace(model.capabilities, parallel_samples=4)
    bus = EventBus()
    seen: list[events.Event] = []
    bus.subscribe(seen.append)
    caller = Caller(model, Budget(10_000, 10.0, 60.0), bus, "t")
    out = asyncio.run(caller.sample([Message("user", "hi")], n=3, purpose="execute",
                                    temperature=0.7))
    assert [r.text for r in out] == ["a", "b", "c"] and model.batches == 1
    [cost] = [e.data for e in seen if e.kind == events.COST]
    assert cost["sampling"] == "batched" and cost["samples"] == 3


def test_a_written_test_the_agreeing_candidates_contradict_stays_out_of_the_test_file(
        tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    right2 = ("slug.py\n```python\ndef slugify(text):\n"
              "    return '-'.join(w.lower() for w in text.split())\n```")
    writer = "assert slugify('A b') == 'a-b'\nassert slugify('A b') == 'A-B'\n"
    model = _model(RIGHT, right2, WRONG, writer)
    outcome, seen = _run(model, ws, candidates=3,
                         task="Create slug.py with slugify(text): lower-case words joined "
                              "by '-', plus pytest tests in test_slug.py")
    tests = (ws / "test_slug.py").read_text()
    assert "== 'a-b'" in tests and "'A-B'" not in tests
    # the tests decided (no judge), but not "done": two independent readings of the task
    # (the agreeing candidates and the writer's test) disagree, and nothing settles which
    assert outcome.status == "unverified" and model.remaining == 0
    assert "disagree" in outcome.stop_reason
    notice = next(e.data["message"] for e in seen if e.kind == events.NOTICE
                  and "candidates sampled" in e.data["message"])
    assert "suspect test: slugify('A b') == 'A-B'" in notice and "kept sample 1" in notice
    [evaluation] = [e.data for e in seen if e.kind == events.EVALUATION]
    assert evaluation["grounded"] == "contested"
    assert "suspect (not obeyed): slugify('A b') == 'A-B'" in evaluation["evidence"][
        "independent"]


def test_a_suspect_test_another_candidate_passes_is_reported_so(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    unsorted = "tri.py\n```python\ndef right(a, b, c):\n    return a * a + b * b == c * c\n```"
    ordered = ("tri.py\n```python\ndef right(*s):\n    a, b, c = sorted(s)\n"
               "    return a * a + b * b == c * c\n```")
    writer = ("assert right(2, 2, 2) == False\nassert right(10, 6, 8) == True\n"
              "assert right(5, 12, 13) == True\n")
    # the greedy draft passes the task's example: it is ranked (the writer asked) before the
    # other two are sampled
    model = _model(unsorted, writer, unsorted, ordered)
    outcome, seen = _run(model, ws, candidates=3,
                   task="Create tri.py with right(a, b, c): True when the sides form a right "
                        "triangle. right(3, 4, 5) == True")
    notice = next(e.data["message"] for e in seen if e.kind == events.NOTICE
                  and "candidates sampled" in e.data["message"])
    assert "suspect test: right(10, 6, 8) == True (passed by sample 3)" in notice
    [evaluation] = [e.data for e in seen if e.kind == events.EVALUATION]
    assert "suspect (not obeyed): right(10, 6, 8) == True [another candidate passes it]" in \
        evaluation["evidence"]["independent"]
    # the example passes and two candidates agree, but a third reading of the task, with
    # code behind it, sides with the test: the example does not outvote it (HumanEval/75,
    # /91 and /155 ended done and wrong so): contested, not done
    assert "contests the result" in evaluation["evidence"]["independent"]
    assert evaluation["grounded"] == "contested" and outcome.status == "unverified"


def _bug(tmp_path: Path) -> Path:
    """A workspace whose test (the spec) fails on calc.add."""
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "calc.py").write_text("def add(a, b):\n    return a - b\n")
    (ws / "test_calc.py").write_text("from calc import add\n\n\ndef test_add():\n"
                                     "    assert add(2, 3) == 5\n")
    return ws


def test_the_projects_own_tests_pick_the_candidate_of_a_bug_fix(tmp_path: Path) -> None:
    ws = _bug(tmp_path)
    still_wrong = "calc.py\n```python\ndef add(a, b):\n    return b - a\n```"
    fixed = "calc.py\n```python\ndef add(a, b):\n    return a + b\n```"
    model = _model(still_wrong, fixed, "I would test add.")  # the writer gives no assert
    outcome, seen = _run(model, ws, candidates=2,
                         task="The tests in test_calc.py fail: fix add in calc.py")
    assert "a + b" in (ws / "calc.py").read_text()
    assert outcome.status == "done" and model.remaining == 0
    notice = next(e.data["message"] for e in seen if e.kind == events.NOTICE
                  and "candidates sampled" in e.data["message"])
    assert "kept sample 2" in notice and "the project's tests fail" in notice
    assert (ws / "test_calc.py").read_text().endswith("== 5\n")  # the spec is untouched


def test_a_greedy_draft_the_projects_tests_pass_is_not_sampled_beside(tmp_path: Path) -> None:
    ws = _bug(tmp_path)
    fixed = "calc.py\n```python\ndef add(a, b):\n    return a + b\n```"
    # the greedy draft passes the project's tests (which run calc.py) and every written test:
    # no other draft could be kept instead, so none is sampled
    model = _model(fixed, "assert add(1, 1) == 2\nassert add(0, 0) == 0\n")
    outcome, seen = _run(model, ws, candidates=3,
                         task="The tests in test_calc.py fail: fix add in calc.py")
    assert outcome.status == "done" and model.remaining == 0
    assert [c.temperature for c in model.calls] == [0.0, None]  # the draft, the writer
    assert not any("samples" in e.data for e in seen if e.kind == events.COST)
    notice = next(e.data["message"] for e in seen if e.kind == events.NOTICE
                  and "candidates sampled" in e.data["message"])
    assert notice.startswith("1 candidates sampled (the greedy draft passed every test that "
                             "ran: no other sampled)") and "kept sample 1" in notice


def test_a_greedy_draft_the_tasks_example_rejects_does_not_wait_for_written_tests(
        tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    # the greedy draft fails the task's example: the other drafts are sampled at once, and
    # the writer is asked after them, as without the greedy draft ranked alone
    model = _model(WRONG, RIGHT, WRONG, "assert slugify('A b') == 'a-b'")
    outcome, seen = _run(model, ws, candidates=3)
    assert [e.data["purpose"] for e in seen if e.kind == events.COST] == [
        "execute", "execute", "write tests"]
    assert "'-'.join" in (ws / "slug.py").read_text() and outcome.status == "done"
    # the samples may take three times the greedy draft's length (at least 512 tokens),
    # not the greedy draft's 2,048: a sample that never closes its file stops there
    assert [c.max_tokens for c in model.calls[:3]] == [2048, 512, 512]


def test_a_sampled_draft_may_be_three_times_as_long_as_what_it_redrafts() -> None:
    from openkoi.engine.draft import sample_cap

    assert sample_cap("") == 512
    assert sample_cap("x" * 900) == 900  # 300 tokens of text, three times over
    assert sample_cap("z" * 100_000) == 2048


def test_a_draft_does_not_verify_itself_with_an_example_of_its_own_docstring(
        tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    # the task states no example; the draft states one in its own docstring and passes it
    # (and does not do what the task says): that is no evidence, never "done"
    own = ('slug.py\n```python\ndef slugify(text):\n    """\n    >>> slugify("A b")\n'
           '    \'A_b\'\n    """\n    return text.replace(" ", "_")\n```')
    model = _model(own, own, own, "I would test slugify.", JUDGE)
    outcome, seen = _run(model, ws, candidates=3,
                         task="Create slug.py with slugify(text): lower-case words joined by '-'")
    evaluation = [e.data for e in seen if e.kind == events.EVALUATION][-1]
    assert "examples" not in evaluation["evidence"]
    assert outcome.status != "done"


def test_an_empty_first_draft_does_not_leave_the_task_without_written_tests(
        tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    task = "Create slug.py with slugify(text): lower-case words joined by '-'."
    empty = "slug.py\n```python\n\n```"
    # iteration 1: two empty drafts (a path over an empty fence) and the greedy draft asked
    # for then, empty too: no candidate, no file written, no writer call (nothing named);
    # iteration 2: the writer is asked, with the names the new drafts define
    model = _model(empty, empty, empty, RIGHT, RIGHT, "assert slugify('A b') == 'a-b'\n"
                   "assert slugify('x') == 'x'\nassert slugify('P Q r') == 'p-q-r'")
    outcome, _ = _run(model, ws, candidates=2, task=task, iterations=2)
    writer = [c for c in model.calls if "assert lines" in c.messages[-1].content]
    assert len(writer) == 1 and "`slugify`" in writer[0].messages[-1].content
    assert outcome.status == "done" and outcome.best_iteration == 2


def test_openkois_own_test_file_is_no_evidence_of_its_own(tmp_path: Path) -> None:
    from openkoi.records import OWN_TESTS_REASON

    ws = tmp_path / "ws"
    ws.mkdir()
    # no example in the task; three drafts that all differ; one written test, which the kept
    # draft passes: the independent evidence is too thin ("no evidence either way"), and the
    # test file openkoi wrote holds that test only because the code passed it, so its pass
    # verifies nothing (it used to end "done" on it)
    lower = "slug.py\n```python\ndef slugify(text):\n    return text.lower()\n```"
    model = _model(RIGHT, WRONG, lower, "assert slugify('A b') == 'a-b'\n", JUDGE)
    outcome, seen = _run(model, ws, candidates=3,
                         task="Create slug.py with slugify(text): lower-case words joined "
                              "by '-', plus pytest tests in test_slug.py")
    assert "== 'a-b'" in (ws / "test_slug.py").read_text()
    [evaluation] = [e.data for e in seen if e.kind == events.EVALUATION]
    assert "openkoi's own tests" in evaluation["evidence"]["tests"]
    assert evaluation["grounded"] == "none"
    assert outcome.status == "unverified" and outcome.stop_reason == OWN_TESTS_REASON


def test_openkois_own_test_file_is_not_the_projects_tests(tmp_path: Path) -> None:
    from openkoi.engine.candidates import Candidates
    from openkoi.engine.workspace import Snapshot
    from openkoi.tools.base import ToolContext
    from openkoi.tools.registry import default_registry

    ws = tmp_path / "ws"
    ws.mkdir()
    base = Snapshot.take(ws)
    (ws / "slug.py").write_text("def slugify(text):\n    return text\n")
    (ws / "test_slug.py").write_text("from slug import slugify\n\n\ndef test_1():\n"
                                     "    assert slugify('a') == 'a'\n")
    caller = Caller(_model(), Budget(1000, 1.0, 60.0), EventBus(), "t")
    ctx = ToolContext(workspace=ws, tool_output_dir=tmp_path / "out")
    ask = Candidates(caller, default_registry(), ctx, ["slug.py", "test_slug.py"],
                     apart=("test_slug.py",))
    draft = {"slug.py": "def slugify(text):\n    return text\n"}
    # the file openkoi wrote in an earlier iteration is not "the project's tests"
    assert asyncio.run(ask._project_tests_pass(draft, base)) == (None, False)
    (ws / "test_user.py").write_text("from slug import slugify\n\n\ndef test_2():\n"
                                     "    assert slugify('b') == 'b'\n")
    ask._project.clear()
    assert asyncio.run(ask._project_tests_pass(draft, base)) == (True, True)


COUNT = ("Write count.py: `python count.py FILE` prints how many lines FILE has. If FILE "
         "does not exist, print `error: FILE not found` to stderr and exit with status 3.")
COUNT_CRASHES = ("count.py\n```python\nimport sys\n"
                 "print(open(sys.argv[1]).read().count('\\n'))\n```")
COUNT_RIGHT = ("count.py\n```python\nimport sys\ntry:\n    text = open(sys.argv[1]).read()\n"
               "except FileNotFoundError:\n"
               "    print(f'error: {sys.argv[1]} not found', file=sys.stderr)\n"
               "    sys.exit(3)\nprint(text.count('\\n'))\n```")


def test_the_tasks_stated_error_cases_rank_the_candidates(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    model = _model(COUNT_CRASHES, COUNT_CRASHES, COUNT_RIGHT, JUDGE, JUDGE)
    outcome, seen = _run(model, ws, candidates=3, task=COUNT)
    # the script's helpers are not the task's: no test-writing call was made
    assert not any("before anyone has written the code" in c.messages[0].content
                   for c in model.calls)
    assert "FileNotFoundError" in (ws / "count.py").read_text()
    notice = next(e.data["message"] for e in seen if e.kind == events.NOTICE
                  and "candidates sampled" in e.data["message"])
    # the greedy draft failed the stated error case, so the samples were drawn beside it
    assert "kept sample 3" in notice and "no other sampled" not in notice
    assert "fails 1 of the task's stated runs" in notice
    # the stated error case ran and passed, but bad input handled shows nothing of what the
    # script does with good input: no example run, no evidence, never "done"
    assert outcome.status == "unverified"


def test_the_tasks_example_run_ranks_the_candidates(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    task = "Write pick.py: `echo 'a b' | python pick.py a.b` prints `B`."
    wrong = "pick.py\n```python\nimport sys\nprint(sys.stdin.read().split()[1])\n```"
    right = "pick.py\n```python\nimport sys\nprint(sys.stdin.read().split()[1].upper())\n```"
    model = _model(wrong, wrong, right, "assert True", JUDGE, JUDGE)
    outcome, seen = _run(model, ws, candidates=3, task=task)
    assert ".upper()" in (ws / "pick.py").read_text()  # a.b is a key path, not a file
    notice = next(e.data["message"] for e in seen if e.kind == events.NOTICE
                  and "candidates sampled" in e.data["message"])
    assert "kept sample 3" in notice and "fails 1 of the task's stated runs" in notice
    assert outcome.status == "done"


def test_the_tasks_stated_runs_are_the_users_evidence_against_a_suspect_test(
        tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    task = ("Write c2f.py with a function to_f(c): `python c2f.py 100` prints `212.0`. With "
            "no arguments it prints `usage: c2f.py C` to stderr and exits with status 2.")
    right = ("c2f.py\n```python\nimport sys\n\ndef to_f(c):\n    return c * 9 / 5 + 32\n\n"
             "if __name__ == '__main__':\n    if len(sys.argv) != 2:\n"
             "        print('usage: c2f.py C', file=sys.stderr)\n        sys.exit(2)\n"
             "    print(to_f(float(sys.argv[1])))\n```")
    writer = ("assert to_f(100) == 212.0\nassert to_f(0) == 32.0\nassert to_f(10) == 50.0\n"
              "assert to_f(-10) == -14.0")  # the last one is wrong: -10 C is 14 F
    model = _model(right, writer, right, right, JUDGE, JUDGE)
    outcome, seen = _run(model, ws, candidates=3, task=task)
    notice = next(e.data["message"] for e in seen if e.kind == events.NOTICE
                  and "candidates sampled" in e.data["message"])
    assert "suspect test: to_f(-10) == -14.0" in notice
    # the example run and the stated error case passed: the user's evidence outvotes the
    # one written test every agreeing candidate contradicts
    assert outcome.status == "done"


GRADES = ('"""Grades."""\n\n\ndef grade(points, total=100):\n'
          '    """Return the letter grade for points out of total.\n\n'
          "        95 -> 'A'\n        49 -> 'F'\n"
          '    Raises ValueError when total is not positive.\n    """\n'
          "    if total <= 0:\n        raise ValueError('total must be positive')\n"
          "    return 'A' if points * 100 / total >= 90 else 'F'\n")


def test_tests_asked_for_of_code_the_task_leaves_alone_are_written_from_the_task(
        tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "grades.py").write_text(GRADES)
    task = ("Write pytest tests for grade() in tests/test_grades.py that cover every rule in "
            "its docstring. Don't change grades.py.")
    # the only file to write is the new test file: no draft of code is asked for (the call
    # was told to write nothing and wrote a stray test_grades.py); the writer's tests, those
    # the given code passes, and the docstring's examples make the file
    model = _model("assert grade(90) == 'A'\nassert grade(89) == 'F'\n"
                   "assert grade(50) == 'A'\n", JUDGE, JUDGE)
    outcome, seen = _run(model, ws, candidates=3, task=task)
    written = (ws / "tests" / "test_grades.py").read_text()
    assert "grade(90)" in written and "grade(89)" in written and "grade(95)" in written
    # the code as given answers 'F', and is right by the task's word: the call stays, with
    # the code's answer
    assert "grade(50) == 'A'" not in written and "grade(50) == 'F'" in written
    assert (ws / "grades.py").read_text() == GRADES and not (ws / "test_grades.py").exists()
    cost = [e.data["purpose"] for e in seen if e.kind == events.COST]
    assert cost[0] == "write tests" and "execute" not in cost
    assert outcome.files_changed == ["tests/test_grades.py"]
    assert outcome.status == "done"  # the file runs, passes and notices a changed value
    # and it runs as the user runs it: plain `pytest` does not put the folder on the path
    # (`python -P` neither), yet grades.py, a folder up, imports
    run = subprocess.run([sys.executable, "-P", "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          "tests"], cwd=ws, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr


def test_tests_of_code_the_task_leaves_alone_hold_each_stated_edge_on_both_sides(
        tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "grades.py").write_text(GRADES.replace(
        "    Raises ValueError when total is not positive.\n",
        "    90 % and up is an A, below that an F.\n"))
    task = ("Write pytest tests for grade() in tests/test_grades.py that cover every rule in "
            "its docstring. Don't change grades.py.")
    # the writer pins nothing near the edge; the given code answers either side of the 90
    # its docstring states, and those answers join the file (the new-user trial of session
    # 36 ended "iterations used up": 90 made 89 went unseen, and nothing was added)
    rubric = {"scores": {"coverage": 9, "assertions": 9, "isolation": 9}, "findings": []}
    model = _model("assert grade(95) == 'A'\nassert grade(10) == 'F'\n", rubric, rubric)
    outcome, _ = _run(model, ws, candidates=3, task=task)
    written = (ws / "tests" / "test_grades.py").read_text()
    for call in ("grade(89) == 'F'", "grade(90) == 'A'", "grade(91) == 'A'"):
        assert call in written, written
    assert outcome.status == "done"


def test_an_example_the_code_left_alone_contradicts_is_left_out_of_its_tests(
        tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "grades.py").write_text(GRADES)
    # the task's own example says 'B' where the code it leaves alone (and calls right)
    # answers 'A': a misreading, which would fail the file on the code it tests
    task = ("Write pytest tests for grade() in tests/test_grades.py, for example "
            "grade(92) == 'B'. Don't change grades.py.")
    model = _model("assert grade(95) == 'A'\nassert grade(10) == 'F'\n", JUDGE, JUDGE)
    outcome, seen = _run(model, ws, candidates=3, task=task)
    written = (ws / "tests" / "test_grades.py").read_text()
    assert "grade(92)" not in written and "grade(95) == 'A'" in written
    assert any("left out of tests/test_grades.py" in str(e.data.get("message", ""))
               for e in seen if e.kind == events.NOTICE)
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          "tests"], cwd=ws, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr


PANES = ('"""Panes, sizes in millimetres."""\n\nSIZE_LIMITS = (50, 2400)\n\n\n'
         'def area(width, height):\n'
         '    """Square metres, to 3 places; sides outside SIZE_LIMITS are a ValueError."""\n'
         '    low, high = SIZE_LIMITS\n'
         '    for side in (width, height):\n'
         '        if not low <= side <= high:\n'
         '            raise ValueError("side out of range")\n'
         '    return round(width * height / 1_000_000, 3)\n')


def test_tests_of_right_code_keep_the_writers_calls_with_the_codes_answers(
        tmp_path: Path) -> None:
    # heldout56's glazier_quote_tests: the writer's sides were in metres, the code's in
    # millimetres; every assert failed on the code the task calls right, none was kept, the
    # seeded sides (0-3) all raised, and no test file was ever written
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "panes.py").write_text(PANES)
    task = ("panes.py is right, but it has no tests. Write pytest tests for it in "
            "tests/test_panes.py. Don't change panes.py.")
    rubric = {"scores": {"coverage": 9, "assertions": 9, "isolation": 9}, "findings": []}
    model = _model("assert area(1, 2) == 2.0\nassert area(2, 2) == 4.0\n"
                   "assert area(3) == 9.0\n", rubric, rubric)
    _run(model, ws, candidates=3, task=task)
    written = (ws / "tests" / "test_panes.py").read_text()
    assert "area(1, 2)" in written and "ValueError" in written and "== 2.0" not in written
    # a TypeError of a call with the wrong arguments is no answer the text names
    assert "area(3)" not in written and "TypeError" not in written
    # the sides at the module's limits, answered by the code
    assert "area(50, 50)" in written and "0.003" in written
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          "tests"], cwd=ws, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr


def test_a_test_file_not_written_is_asked_for_again_the_next_iteration(tmp_path: Path) -> None:
    # an answer with no assert in it, of a function nothing can be seeded for (*args): no
    # file; the next iteration asks the writer again instead of doing nothing
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "adder.py").write_text('def total(*amounts):\n    """The sum."""\n'
                                 '    return sum(amounts)\n')
    task = "Write pytest tests for total() in tests/test_adder.py. Don't change adder.py."
    rubric = {"scores": {"coverage": 9, "assertions": 9, "isolation": 9}, "findings": []}
    model = _model("I would test it with several numbers.",
                   "assert total(1, 2) == 3\nassert total() == 0\n", rubric, rubric)
    outcome, seen = _run(model, ws, candidates=3, task=task, iterations=2)
    cost = [e.data["purpose"] for e in seen if e.kind == events.COST]
    assert cost.count("write tests") == 2
    written = (ws / "tests" / "test_adder.py").read_text()
    assert "total(1, 2)" in written
    assert outcome.files_changed == ["tests/test_adder.py"]
