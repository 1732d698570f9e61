"""After a wrong first iteration, the candidates are not only repairs of the wrong code: where
the model decodes twice the candidates at once, as many fresh samples of the first
iteration's prompt (the files as the task gave them, no feedback) are ranked beside them.
And the first iteration's first candidate is the greedy draft, so a task one plain call gets
right keeps a right candidate; where it passes every test that ran, the user's evidence among
them, the others are not sampled."""

from __future__ import annotations

import json
from pathlib import Path

from prompt_models import ByPrompt
from test_candidates import _run

from openkoi import events
from openkoi.models.base import Message
from openkoi.prompts import render

TASK = "Create slug.py with slugify(text): lower-case words joined by '-'"
THREE = ("assert slugify('A b') == 'a-b'\nassert slugify('x') == 'x'\n"
         "assert slugify('One Two') == 'one-two'")
RIGHT = "slug.py\n```python\ndef slugify(text):\n    return '-'.join(text.lower().split())\n```"
JUDGE = json.dumps({"scores": {"correctness": 9, "safety": 10, "style": 9}, "findings": []})
WRONG = "slug.py\n```python\ndef slugify(text):\n    return text.upper()\n```"


class Anchored(ByPrompt):
    """A model that writes its first mistake again whenever it is shown it: every draft is
    wrong, except a draft of the first iteration's prompt asked after the first iteration."""

    def __init__(self, *, at_once: int) -> None:
        super().__init__("scripted/anchored", at_once=at_once)
        self.prompts: list[str] = []  # the drafts' user prompts, in order
        self.temperatures: list[float | None] = []  # and their temperatures

    async def answer(self, messages: list[Message], *,
                     temperature: float | None = None) -> str:
        if messages[0].content == render("grounding_tests_system"):
            return THREE
        assert messages[0].content.startswith("You are openkoi's executor")
        prompt = next(m.content for m in messages if m.role == "user")
        first_iteration = len(self.prompts) < 3
        self.prompts.append(prompt)
        self.temperatures.append(temperature)
        shown_wrong = "upper()" in prompt or "What was wrong" in prompt
        return WRONG if first_iteration or shown_wrong else RIGHT


def test_fresh_samples_beside_the_repairs_find_what_the_repairs_miss(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    model = Anchored(at_once=6)
    outcome, seen = _run(model, ws, candidates=3, task=TASK, iterations=2)
    first, second = model.prompts[:3], model.prompts[3:]
    assert len(first) == 3 and len(second) == 6
    repairs = [p for p in second if "What was wrong" in p]
    fresh = [p for p in second if "What was wrong" not in p]
    assert len(repairs) == 3 and all("upper()" in p for p in repairs)
    # the fresh prompt is the first iteration's, word for word (llama.cpp's cache holds it)
    assert fresh == first
    assert "'-'.join" in (ws / "slug.py").read_text()
    assert outcome.status == "done" and outcome.iterations == 2
    notices = [e.data["message"] for e in seen if e.kind == events.NOTICE
               and "candidates sampled" in e.data["message"]]
    assert notices[1].startswith("6 candidates sampled")
    assert "(fresh)" in notices[1].split("\n")[1]  # the kept one, first in the ranking
    # the second iteration's six drafts may be three times the current file (512 at least)
    assert model.max_tokens[-6:] == [512] * 6


def test_without_room_the_second_iteration_only_repairs(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    model = Anchored(at_once=3)
    outcome, _ = _run(model, ws, candidates=3, task=TASK, iterations=2)
    assert len(model.prompts) == 6 and all("What was wrong" in p for p in model.prompts[3:])
    assert "upper()" in (ws / "slug.py").read_text()
    assert outcome.status != "done"


class Greedy(ByPrompt):
    """A model whose greedy draft is right and whose sampled drafts all agree on one
    mistake (as on HumanEval/17, /33 and /149, where three sampled drafts were wrong and
    one plain call was right)."""

    def __init__(self) -> None:
        super().__init__("scripted/greedy", at_once=6)
        self.temperatures: list[float | None] = []  # the drafts', in order

    async def answer(self, messages: list[Message], *,
                     temperature: float | None = None) -> str:
        if messages[0].content == render("grounding_tests_system"):
            return THREE
        if messages[0].content.startswith("You are openkoi's reviewer"):
            return JUDGE
        self.temperatures.append(temperature)
        return RIGHT if temperature == 0.0 else WRONG


def test_the_first_iterations_first_candidate_is_the_greedy_draft(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    model = Greedy()
    outcome, seen = _run(model, ws, candidates=3, task=TASK, iterations=1)
    assert sorted(model.temperatures, key=str) == [0.0, 0.7, 0.7]
    assert "'-'.join" in (ws / "slug.py").read_text()
    # kept, but not "done": one candidate alone passes the written tests, so only the
    # judge speaks for it
    assert outcome.status == "unverified"
    [notice] = [e.data["message"] for e in seen if e.kind == events.NOTICE
                and "candidates sampled" in e.data["message"]]
    assert "kept sample 1" in notice and "sample 1 (greedy)" in notice.split("\n")[1]


def test_a_greedy_draft_that_passes_every_test_is_not_sampled_beside(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    model = Greedy()
    # the task states an example: the greedy draft passes it and every written test, so no
    # sampled draft could be kept instead (a draft giving other outputs fails some test)
    outcome, seen = _run(model, ws, candidates=3, task=STATED, iterations=1)
    assert model.temperatures == [0.0]
    assert outcome.status == "done" and "'-'.join" in (ws / "slug.py").read_text()
    [notice] = [e.data["message"] for e in seen if e.kind == events.NOTICE
                and "candidates sampled" in e.data["message"]]
    assert "no other sampled" in notice and "kept sample 1" in notice
    # with nothing of the user's to check it against, the others are sampled
    ws2 = tmp_path / "ws2"
    ws2.mkdir()
    model = Greedy()
    _run(model, ws2, candidates=3, task=TASK, iterations=1)
    assert sorted(model.temperatures, key=str) == [0.0, 0.7, 0.7]


def test_later_iterations_sample_every_candidate(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    model = Anchored(at_once=6)
    _run(model, ws, candidates=3, task=TASK, iterations=2)
    assert model.temperatures[3:] == [0.7] * 6


STATED = TASK + ". slugify('A b') == 'a-b'"
WRITER = ("assert slugify('x') == 'x'\nassert slugify('One Two') == 'one-two'\n"
          "assert slugify('P q') == 'p-q'\nassert slugify('') == 'empty'")  # the last is wrong


class Unsure(ByPrompt):
    """First iteration: the greedy draft is right and the two samples are wrong in two ways
    (no two candidates agree, so the writer's wrong test cannot be outvoted and caps the
    score); from then on every draft is the same right file."""

    def __init__(self) -> None:
        super().__init__("scripted/unsure", at_once=6)
        self.drafts = 0

    async def answer(self, messages: list[Message], *,
                     temperature: float | None = None) -> str:
        if messages[0].content == render("grounding_tests_system"):
            return WRITER
        if messages[0].content.startswith("You are openkoi's reviewer"):
            return JUDGE
        self.drafts += 1
        if self.drafts <= 3 and temperature != 0.0:
            return WRONG if self.drafts % 2 else WRONG.replace("upper()", "title()")
        return RIGHT


def test_the_same_files_with_new_evidence_are_evaluated_again(tmp_path: Path) -> None:
    # HumanEval/15, /55, /59, /67 (ids = 3 mod 4): the second iteration's six candidates
    # agreed on the first iteration's right file and set the writer's wrong test aside, but
    # the evaluation of the first iteration (same files) was reused, test and all, so a
    # right result ended below the threshold after three iterations
    ws = tmp_path / "ws"
    ws.mkdir()
    model = Unsure()
    outcome, seen = _run(model, ws, candidates=3, task=STATED, iterations=3)
    evaluations = [e.data for e in seen if e.kind == events.EVALUATION]
    assert evaluations[0]["score"] < 0.8 and "slugify('') == 'empty'" in \
        evaluations[0]["evidence"]["independent"]
    assert not evaluations[1]["cached"]
    assert "suspect (not obeyed): slugify('') == 'empty'" in \
        evaluations[1]["evidence"]["independent"]
    assert outcome.status == "done" and outcome.iterations == 2
