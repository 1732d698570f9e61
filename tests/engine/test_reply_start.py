"""A one-file reply started by the engine: for a model that continues a reply it is given
(llama.cpp's assistant prefill, ``Capabilities.continues_reply``), the draft's reply begins
with the file's path and opening fence, so the model's first token is code and the answer
stops at the closing fence; other models, and replies of several files, are left alone."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from test_candidates import TASK, _run

from openkoi.engine.draft import CLOSE, reply_start, whole_reply
from openkoi.models.base import Capabilities, Response
from openkoi.models.scripted import ScriptedModel

CONTINUES = Capabilities(continues_reply=True)


def test_one_file_starts_with_its_path_and_fence() -> None:
    assert reply_start(["slug.py"], CONTINUES) == "slug.py\n```python\n"
    assert reply_start(["web/app.js"], CONTINUES) == "web/app.js\n```javascript\n"
    assert reply_start(["Makefile"], CONTINUES) == "Makefile\n```\n"
    assert reply_start(["a.py", "b.py"], CONTINUES) == ""  # several files: the model's reply
    assert reply_start(["slug.py"], Capabilities()) == ""  # a model that answers anew


def test_the_reply_ends_at_the_closing_fence() -> None:
    start = reply_start(["slug.py"], CONTINUES)
    code = "def slugify(text):\n    return text\n"
    stopped = whole_reply(start, Response(text=code.rstrip("\n")))
    assert stopped == start + code.rstrip("\n") + CLOSE + "\n"
    # a model that did not stop there is cut at it: the prose after it is not code
    ran_on = whole_reply(start, Response(text=code + "```\nI wrote slug.py."))
    assert ran_on == stopped
    # cut off by the output limit: no closing fence, so the parser keeps what parses
    cut = whole_reply(start, Response(text=code + "def other(", finish_reason="length"))
    assert cut == start + code + "def other("
    assert whole_reply("", Response(text="anything")) == "anything"


def _continuing(*replies: object) -> ScriptedModel:
    model = ScriptedModel(list(replies))
    model.capabilities = replace(model.capabilities, edit_format="whole", local=True,
                                 continues_reply=True)
    return model


def test_candidates_continue_the_started_reply_and_write_the_code(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    # the samples are code alone: the path and the fences are the engine's
    model = _continuing("def slugify(text):\n    return text",
                        "def slugify(text):\n    return '-'.join(text.lower().split())\n```\n"
                        "Done: slug.py lower-cases and joins.",
                        "def slugify(text):\n    return '-'.join(text.lower().split())",
                        "assert slugify('A b') == 'a-b'")
    outcome, _ = _run(model, ws, candidates=3)
    assert (ws / "slug.py").read_text() == (
        "def slugify(text):\n    return '-'.join(text.lower().split())\n")
    assert outcome.status == "done"
    sampled = model.calls[0].messages
    assert sampled[-1].role == "assistant" and sampled[-1].content == "slug.py\n```python\n"


def test_one_greedy_draft_continues_the_started_reply_too(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    model = _continuing("def slugify(text):\n    return '-'.join(text.lower().split())")
    outcome, _ = _run(model, ws, candidates=1, task=TASK)
    assert "'-'.join" in (ws / "slug.py").read_text()
    assert model.calls[0].messages[-1].content == "slug.py\n```python\n"
    assert outcome.status == "done"
