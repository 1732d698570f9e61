"""Independent tests as evidence: tests a call wrote from the task (never seeing the code),
run on the kept candidate. They verify only when they pass and independent candidates agree;
a failing one or one the agreeing candidates contradict makes the result "contested", which
never ends as done, whatever --quality says."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path

from openkoi import events
from openkoi.engine.budget import Budget
from openkoi.engine.loop import Engine, TaskRequest
from openkoi.engine.testfile import interface
from openkoi.events import EventBus
from openkoi.models.scripted import ScriptedModel

TASK = "Create slug.py with slugify(text): lower-case the words and join them with '-'."
RIGHT = ("slug.py\n```python\ndef slugify(text):\n"
         "    return '-'.join(text.lower().split())\n```")
RIGHT2 = ("slug.py\n```python\ndef slugify(text):\n"
          "    return '-'.join(w.lower() for w in text.split())\n```")
WRONG = "slug.py\n```python\ndef slugify(text):\n    return text.lower()\n```"
WRONG2 = "slug.py\n```python\ndef slugify(text):\n    return text.replace(' ', '-')\n```"
WRITER = ("assert slugify('A b') == 'a-b'\nassert slugify('x') == 'x'\n"
          "assert slugify('One Two Three') == 'one-two-three'\n")
JUDGE = {"scores": {"correctness": 10, "safety": 10, "style": 10, "performance": 10,
                    "completeness": 10, "clarity": 10}, "findings": []}


def _run(model: ScriptedModel, ws: Path, *, task: str = TASK, quality: float = 0.8,
         iterations: int = 1) -> tuple[object, list[events.Event]]:
    bus = EventBus()
    seen: list[events.Event] = []
    bus.subscribe(seen.append)
    engine = Engine(model=model, bus=bus, tool_output_dir=ws.parent / "out",
                    budget=Budget(1_000_000, 100.0, 600.0))
    req = TaskRequest(task, ws, iterations=iterations, candidates=3, quality=quality)
    return asyncio.run(engine.run(req, "t1")), seen


def _model(*replies: object) -> ScriptedModel:
    model = ScriptedModel(list(replies))
    model.capabilities = replace(model.capabilities, edit_format="whole", local=True)
    return model


def _evaluation(seen: list[events.Event]) -> dict:
    return [e.data for e in seen if e.kind == events.EVALUATION][-1]


def test_agreeing_candidates_that_pass_independent_tests_are_done(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    # no example in the task, no project tests: before, only the judge could speak (unverified)
    model = _model(RIGHT, RIGHT2, WRONG, WRITER)
    outcome, seen = _run(model, ws)
    assert outcome.status == "done" and model.remaining == 0  # no judge was asked
    evaluation = _evaluation(seen)
    assert evaluation["grounded"] == "passed"
    assert "2 of 3 candidates gave these outputs" in evaluation["evidence"]["independent"]


def test_independent_tests_without_agreement_are_no_evidence(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    # three different candidates: the right one passes the tests, but nobody agrees with it,
    # so the tests alone do not verify it: the judge is asked and the result is unverified
    model = _model(RIGHT, WRONG, WRONG2, WRITER, JUDGE)
    outcome, seen = _run(model, ws)
    assert "'-'.join" in (ws / "slug.py").read_text()
    assert outcome.status == "unverified" and model.remaining == 0
    assert "no evidence either way" in _evaluation(seen)["evidence"]["independent"]


def test_a_failing_independent_test_is_never_done_whatever_the_quality(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    # the only candidate with files fails one of the writer's tests: contested, capped below
    # the default goal, and "unverified" (not done) even where --quality 0.6 is met
    model = _model(RIGHT, "no files here", "nor here",
                   WRITER + "assert slugify('a_b') == 'a-b'\n", JUDGE)
    outcome, seen = _run(model, ws, quality=0.6)
    evaluation = _evaluation(seen)
    assert evaluation["grounded"] == "contested" and evaluation["score"] <= 0.75
    assert outcome.status == "unverified" and "disagree" in outcome.stop_reason
    assert any("independent test" in f["message"] and "slugify('a_b')" in f["message"]
               for f in evaluation["findings"])

    ws2 = tmp_path / "ws2"
    ws2.mkdir()
    model = _model(RIGHT, "no files here", "nor here",
                   WRITER + "assert slugify('a_b') == 'a-b'\n", JUDGE)
    outcome, _ = _run(model, ws2)
    assert outcome.status == "below_threshold"  # the default goal is not met: 0.75 cap


def test_the_writer_sees_the_docstrings_of_an_existing_file_but_not_its_code(
        tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "stats.py").write_text(
        'def mean(xs):\n    """The arithmetic mean of xs; 0.0 for an empty list."""\n'
        "    return sum(xs) / (len(xs) + 1)  # SECRET-BUG\n")
    fixed = ("stats.py\n```python\ndef mean(xs):\n"
             '    """The arithmetic mean of xs; 0.0 for an empty list."""\n'
             "    return sum(xs) / len(xs) if xs else 0.0\n```")
    model = _model(fixed, fixed, fixed,
                   "assert mean([1, 2, 3]) == 2\nassert mean([]) == 0.0\nassert mean([4]) == 4\n")
    outcome, _ = _run(model, ws, task="Fix the bug in stats.py: mean is wrong.")
    writer_prompt = "\n".join(m.content for m in model.calls[3].messages)
    assert "0.0 for an empty list" in writer_prompt and "SECRET-BUG" not in writer_prompt
    assert outcome.status == "done"


def test_interface_keeps_signatures_and_docstrings_only() -> None:
    code = ('import os\n\nclass Stack(list):\n    """A stack."""\n\n'
            '    def __init__(self):\n        self.items = []\n\n'
            '    def pop(self, i: int = -1) -> object:\n        """Remove the top."""\n'
            '        return self.items.pop(i)\n\n    def _hidden(self):\n        pass\n\n'
            'def helper(a, *b, c=1, **d):\n    return a\n\n_private = 1\n')
    text = interface(code)
    assert "class Stack(list):" in text and '"""A stack."""' in text
    assert "def pop(self, i: int=-1) -> object:" not in text  # the annotation is not dropped
    assert "def pop(self, i: int=-1):" in text and '"""Remove the top."""' in text
    assert "def __init__(self):" in text and "def helper(a, *b, c=1, **d):" in text
    assert "return" not in text and "_hidden" not in text and "import" not in text
    assert interface("def broken(:\n") == ""


def test_the_result_line_says_why_a_contested_result_is_not_done() -> None:
    from openkoi.progress import summary_line
    from openkoi.records import CONTESTED_REASON, UNVERIFIED_REASON

    base = {"status": "unverified", "score": 0.9, "iterations": 1, "files_changed": ["a.py"],
            "usage": {"input_tokens": 1, "output_tokens": 2}}
    contested = summary_line(base | {"stop_reason": CONTESTED_REASON})
    assert contested.startswith("? Unverified: tests written apart from the code disagree")
    assert "nothing ran the code" not in contested
    judged = summary_line(base | {"stop_reason": UNVERIFIED_REASON})
    assert judged.startswith("? Unverified: only a model judged it (score 0.90); nothing ran")


def test_a_written_test_the_code_contradicts_stays_out_of_the_test_file(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    # one candidate with files, so no agreement and nothing suspect: the writer's last test
    # contradicts the code. The test file the task asks for holds the tests the code passes
    # (it would otherwise become "the project's tests" and bend the code to a test nobody
    # checked); the contradiction stays in the independent evidence: contested, not done.
    model = _model(RIGHT, "no files here", "nor here",
                   WRITER + "assert slugify('a_b') == 'a-b'\n", JUDGE)
    outcome, seen = _run(model, ws, quality=0.6,
                         task=TASK + " Write pytest tests for it in test_slug.py.")
    written = (ws / "test_slug.py").read_text()
    assert "slugify('One Two Three') == 'one-two-three'" in written
    assert "a_b" not in written
    evaluation = _evaluation(seen)
    assert evaluation["dimensions"]["tests"] == 1.0  # the file agrees with the code
    assert evaluation["grounded"] == "contested" and outcome.status == "unverified"


def test_a_suspect_test_contests_nothing_where_the_users_examples_decide(tmp_path: Path) -> None:
    wrong_test = "assert slugify('x y') == 'x_y'\n"  # what the task does not say
    # with an example in the task: the two agreeing candidates pass it and contradict the
    # writer's wrong test; it is reported, and the example decides: done. (The greedy draft
    # passes the example, so it is ranked with the written tests first; it fails one, so the
    # other two are sampled after the writer.)
    ws = tmp_path / "ws"
    ws.mkdir()
    model = _model(RIGHT, WRITER + wrong_test, RIGHT2, WRONG)
    outcome, seen = _run(model, ws, task=TASK + " For example slugify('A b') == 'a-b'.")
    evaluation = _evaluation(seen)
    assert outcome.status == "done" and evaluation["grounded"] == "passed"
    assert "suspect (not obeyed): slugify('x y') == 'x_y'" in \
        evaluation["evidence"]["independent"]
    assert "contest nothing" in evaluation["evidence"]["independent"]
    assert any("slugify('x y')" in f["message"] for f in evaluation["findings"])
    # without one, nothing decides between the writer and the candidates: not done
    ws2 = tmp_path / "ws2"
    ws2.mkdir()
    model = _model(RIGHT, RIGHT2, WRONG, WRITER + wrong_test, JUDGE)
    outcome, seen = _run(model, ws2)
    assert _evaluation(seen)["grounded"] == "contested"
    assert outcome.status == "unverified"


def test_project_tests_that_never_run_the_change_decide_nothing(tmp_path: Path) -> None:
    # the project's tests pass, but they test another module: they are not the user's
    # evidence about slugify, so the writer's suspect test still contests the result
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "other.py").write_text("def twice(x):\n    return 2 * x\n")
    (ws / "test_other.py").write_text(
        "from other import twice\n\n\ndef test_twice():\n    assert twice(2) == 4\n")
    model = _model(RIGHT, RIGHT2, WRONG, WRITER + "assert slugify('x y') == 'x_y'\n", JUDGE)
    outcome, seen = _run(model, ws)
    evaluation = _evaluation(seen)
    assert "no test runs slug.py" in evaluation["evidence"]["tests"]
    assert evaluation["grounded"] == "contested" and outcome.status == "unverified"


def test_a_result_only_unrelated_tests_pass_on_ends_unverified_and_says_why(
        tmp_path: Path) -> None:
    from openkoi.progress import summary_line
    from openkoi.records import UNREACHED_REASON

    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "other.py").write_text("def twice(x):\n    return 2 * x\n")
    (ws / "test_other.py").write_text(
        "from other import twice\n\n\ndef test_twice():\n    assert twice(2) == 4\n")
    # the writer gives too few tests to be evidence; the project's tests pass without
    # calling slugify: before, that pass alone ended the task done
    model = _model(WRONG, WRONG, WRONG, "assert slugify('x') == 'x'\n", JUDGE)
    outcome, seen = _run(model, ws)
    assert outcome.status == "unverified" and outcome.stop_reason == UNREACHED_REASON
    assert "no test runs slug.py" in _evaluation(seen)["evidence"]["tests"]
    line = summary_line(outcome.to_dict())
    assert line.startswith("? Unverified: the tests pass but none runs the changed code")


def test_suspect_tests_as_many_as_the_tests_siding_with_the_code_are_not_outvoted(
        tmp_path: Path) -> None:
    # the candidates agree, pass the task's example and one written test, and contradict two:
    # the independent reading mostly disagrees, and one example speaks for no other input
    # (heldout8 split-bill: 1 example and 3 written tests passed, 4 suspects; done, wrong)
    ws = tmp_path / "ws"
    ws.mkdir()
    mostly_wrong = ("assert slugify('x') == 'x'\nassert slugify('x y') == 'x_y'\n"
                    "assert slugify('a b c') == 'a_b_c'\n")
    model = _model(RIGHT, mostly_wrong, RIGHT2, WRONG, JUDGE)
    outcome, seen = _run(model, ws, task=TASK + " For example slugify('A b') == 'a-b'.")
    evidence = _evaluation(seen)["evidence"]["independent"]
    assert "suspect (not obeyed): slugify('x y') == 'x_y'" in evidence
    assert "contest nothing" not in evidence
    assert outcome.status == "unverified"
    # with a second stated example the tests that side with the code are three to two
    ws2 = tmp_path / "ws2"
    ws2.mkdir()
    model = _model(RIGHT, mostly_wrong, RIGHT2, WRONG, JUDGE)
    outcome, seen = _run(model, ws2, task=TASK + " For example slugify('A b') == 'a-b' and "
                         "slugify('C d') == 'c-d'.")
    assert "contest nothing" in _evaluation(seen)["evidence"]["independent"]
    assert outcome.status == "done"


def test_when_every_written_test_is_suspect_the_examples_do_not_outvote_them(
        tmp_path: Path) -> None:
    # the candidates agree and pass the task's example, but contradict every written test:
    # the independent reading disagrees entirely, and an example or two cannot settle that
    # (HumanEval/20 ended done and wrong so): contested, not done
    ws = tmp_path / "ws"
    ws.mkdir()
    all_wrong = ("assert slugify('x y') == 'x_y'\nassert slugify('A') == 'A'\n"
                 "assert slugify('a b c') == 'a_b_c'\n")
    model = _model(RIGHT, all_wrong, RIGHT2, WRONG, JUDGE)  # the greedy draft, ranked first
    outcome, seen = _run(model, ws, task=TASK + " For example slugify('A b') == 'a-b'.")
    evaluation = _evaluation(seen)
    assert "suspect (not obeyed): slugify('x y') == 'x_y'" in \
        evaluation["evidence"]["independent"]
    assert "contest nothing" not in evaluation["evidence"]["independent"]
    assert evaluation["grounded"] == "contested" and outcome.status == "unverified"


BUGGY = "def slugify(text):\n    return '-'.join(text.split())\n"
PROJECT_TEST = ("from slug import slugify\n\n\n"
                "def test_lower():\n    assert slugify('A b') == 'a-b'\n")
BUG_TASK = ("The test in test_slug.py fails: fix the bug in slugify in slug.py. slugify must "
            "also drop every '!' from the text.")
FIXES = ["slug.py\n```python\ndef slugify(text):\n    return '-'.join(text.lower().split())\n```",
         "slug.py\n```python\ndef slugify(text):\n"
         "    return '-'.join(w.lower() for w in text.split())\n```",
         "slug.py\n```python\ndef slugify(text):\n    return '-'.join(text.split()).lower()\n```"]
BUG_WRITER = ("assert slugify('A b') == 'a-b'\nassert slugify('x') == 'x'\n"
              "assert slugify('One Two') == 'one-two'\n")


def _fix_with_writer_test(tmp_path: Path, written: str
                          ) -> tuple[object, list[events.Event], str, str]:
    """A bug fix three agreeing candidates make, with the writer's asserts plus ``written``:
    the outcome, the events, the evaluation's grounded verdict and its independent evidence."""
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "slug.py").write_text(BUGGY)
    (ws / "test_slug.py").write_text(PROJECT_TEST)
    model = _model(FIXES[0], BUG_WRITER + written, FIXES[1], FIXES[2], JUDGE)
    outcome, seen = _run(model, ws, task=BUG_TASK)
    evaluation = _evaluation(seen)
    return outcome, seen, evaluation["grounded"], evaluation["evidence"]["independent"]


def test_a_suspect_test_the_starting_code_answers_alike_is_not_outvoted(tmp_path: Path) -> None:
    # a bug fix: the project's failing test passes after it and three candidates agree, but
    # they all left the '!' in, as the code before the task did; the writer's test of the
    # requirement the failing test does not show is suspect, yet the candidates' agreement
    # there is the starting code copied, so the project's tests do not outvote it
    outcome, seen, grounded, evidence = _fix_with_writer_test(
        tmp_path, "assert slugify('hi!') == 'hi'\n")
    assert "suspect (not obeyed): slugify('hi!') == 'hi' [the code as the task gave it " \
        "answers the same]" in evidence
    assert "contest nothing" not in evidence and "kept the starting code" in evidence
    assert grounded == "contested" and outcome.status == "unverified"
    notices = [e.data["message"] for e in seen if e.kind == events.NOTICE]
    assert any("(the code as the task gave it answers the same)" in m for m in notices)


def test_a_suspect_test_the_fix_changed_the_answer_of_is_outvoted(tmp_path: Path) -> None:
    # the same fix, and a written test that wants the old behaviour back ('A-B'): the
    # candidates changed that answer on purpose, the project's failing test shows why, so
    # their agreement is their own reading and the user's tests outvote the written test
    outcome, _, _, evidence = _fix_with_writer_test(tmp_path, "assert slugify('A B') == 'A-B'\n")
    assert "suspect (not obeyed): slugify('A B') == 'A-B'" in evidence
    assert "answers the same" not in evidence and "contest nothing" in evidence
    assert outcome.status == "done"
