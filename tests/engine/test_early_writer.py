"""The test writer beside the first draft: where the names to test are known before any code
(a new file the task calls by name, or a file that exists) and the model decodes enough
sequences at once, the test-writing call starts with the candidates instead of after them;
its tests are used only where the draft defines exactly those names."""

from __future__ import annotations

import asyncio
from pathlib import Path

from prompt_models import ByPrompt
from test_candidates import _run

from openkoi.engine.targets import task_calls
from openkoi.engine.testfile import early_names_hold, names_before_code
from openkoi.models.base import Message
from openkoi.prompts import render

TASK = ("Create slug.py with a function slugify(text) that lower-cases words and joins them "
        "with '-', using str.lower() and print() nowhere; Stack() is not part of it.")
THREE = ("assert slugify('A b') == 'a-b'\nassert slugify('x') == 'x'\n"
         "assert slugify('One Two') == 'one-two'")
RIGHT = "slug.py\n```python\ndef slugify(text):\n    return '-'.join(text.lower().split())\n```"


def test_the_names_a_task_calls() -> None:
    assert task_calls(TASK) == [("slugify", "text"), ("Stack", "")]
    assert task_calls("Add peek() to the Stack class in stack.py: s.peek() returns") == [
        ("peek", "")]
    # a plural in brackets is a word (heldout34's pub_quiz_module); a parameter s is not
    assert task_calls("Return the team(s) nearest; write slugify(s) and all file(s).") == [
        ("slugify", "s")]
    assert names_before_code(TASK, "slug.py", "") == ["slugify", "Stack"]
    # a file that exists: its own public names, where the task adds no function to it
    old = "def old(x):\n    pass\n\n\ndef _p():\n    pass\n"
    assert names_before_code("Fix old(x) in slug.py.", "slug.py", old) == ["old"]
    # where it adds one (calls by name one the file lacks), the functions it calls by name
    assert names_before_code(TASK, "slug.py", old) == ["slugify", "Stack"]
    # not in a file of classes (a new name may be a method), nor a value type it imports
    assert names_before_code(TASK, "slug.py", "class Old:\n    pass\n") == ["Old"]
    dated = "from datetime import date\n\ndef old(day):\n    return day\n"
    assert names_before_code("Make old(date(2024, 3, 1)) right.", "slug.py", dated) == ["old"]


def test_early_tests_hold_only_for_the_names_the_draft_defines() -> None:
    code = "def slugify(t):\n    return t\n\ndef helper():\n    pass\n"
    assert early_names_hold(["slugify"], code, new=True)  # a helper besides: still tested
    assert not early_names_hold(["slugify", "Stack"], code, new=True)  # Stack undefined
    assert not early_names_hold(["slugify"], code, new=False)  # an existing file gained one
    assert early_names_hold(["slugify", "helper"], code, new=False)
    assert not early_names_hold([], code, new=True)
    # the functions a task adds to a file: the file's own names may stay beside them
    spec = "def helper():\n    pass\n"
    assert early_names_hold(["slugify"], code, new=False, spec=spec)
    assert not early_names_hold(["slugify"], code + "def other():\n    pass\n", new=False,
                                spec=spec)  # a function the task did not ask for
    assert not early_names_hold(["helper"], code, new=False, spec=spec)  # none added


class Overlapping(ByPrompt):
    """Answers by prompt: the test writer, or a draft. A draft does not finish until a
    test-writing call has started, so a test fails (times out) unless the two overlap."""

    def __init__(self, draft: str, answer: str, *, at_once: int = 6) -> None:
        super().__init__("scripted/overlap", at_once=at_once)
        self.draft, self.writer_answer = draft, answer
        self.writer_started = asyncio.Event()
        self.writer_prompts: list[str] = []
        self.drafts = 0

    async def answer(self, messages: list[Message], *,
                     temperature: float | None = None) -> str:
        if messages[0].content == render("grounding_tests_system"):
            self.writer_prompts.append(messages[-1].content)  # one per answer sampled
            self.writer_started.set()
            return self.writer_answer
        if messages[0].content.startswith("You are openkoi's executor"):
            self.drafts += 1
            await asyncio.wait_for(self.writer_started.wait(), 10)
            return self.draft
        raise AssertionError(f"an unexpected call: {messages[0].content[:80]}")


def test_the_writer_runs_beside_the_first_draft(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    model = Overlapping(RIGHT, THREE)
    outcome, _ = _run(model, ws, candidates=3, task="Create slug.py with slugify(text): "
                      "lower-case words joined by '-'")
    # three candidates; the writer asked once (its three answers), early, for slugify
    assert model.drafts == 3 and len(model.writer_prompts) == 3
    assert "slugify" in model.writer_prompts[0]
    assert "'-'.join" in (ws / "slug.py").read_text()
    assert outcome.status == "done"  # three written tests ran and agree with three drafts


def test_a_draft_with_other_names_gets_the_writer_again(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    other = "slug.py\n```python\ndef make_slug(text):\n    return '-'.join(text.split())\n```"
    model = Overlapping(other, "assert make_slug('a b') == 'a-b'\nassert make_slug('c') == 'c'\n"
                        "assert make_slug('d e f') == 'd-e-f'")
    outcome, _ = _run(model, ws, candidates=3,
                      task="Create slug.py with slugify(text): words joined by '-'")
    # the early answers named slugify, which no draft defines: asked again for make_slug
    assert len(model.writer_prompts) == 6
    assert "make_slug" in model.writer_prompts[3] and "make_slug" not in model.writer_prompts[0]
    assert outcome.status != "done"  # the slugify the task names is missing


def test_without_room_for_both_the_writer_waits_for_the_draft(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    model = Overlapping(RIGHT, THREE, at_once=3)
    model.writer_started.set()  # nothing to wait for: the calls come one after the other
    outcome, seen = _run(model, ws, candidates=3,
                         task="Create slug.py with slugify(text): words joined by '-'")
    assert model.drafts == 3 and len(model.writer_prompts) == 3
    costs = [e.data["purpose"] for e in seen if e.kind == "cost"]
    # the greedy draft and the samples first (two calls at once), then the writer
    assert costs == ["execute", "execute", "write tests"] and outcome.status == "done"
