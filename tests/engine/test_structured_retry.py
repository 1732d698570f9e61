"""A structured answer that ran out of tokens is asked again without its runaway text."""

from __future__ import annotations

import asyncio

import pytest
from pydantic import BaseModel

from openkoi.engine.budget import Budget
from openkoi.engine.calls import Caller
from openkoi.errors import ModelOutputError
from openkoi.events import EventBus
from openkoi.models.base import Message, Response
from openkoi.models.scripted import ScriptedModel


class Verdict(BaseModel):
    score: int
    message: str


RUNAWAY = '{"score": 10, "message": "missing: `f`, ' + "`f` with bad input, " * 40


def ask(model: ScriptedModel) -> Verdict:
    caller = Caller(model, Budget(1_000_000, 100.0, 600.0), EventBus(), "t")
    return asyncio.run(caller.structured([Message("user", "judge it")], Verdict,
                                         purpose="evaluate", max_tokens=500))


def test_a_cut_answer_is_asked_again_with_why_and_without_its_runaway_text() -> None:
    model = ScriptedModel([Response(text=RUNAWAY, finish_reason="length"),
                           {"score": 7, "message": "ok"}])
    assert ask(model) == Verdict(score=7, message="ok")
    retry = model.calls[1].messages
    assert [m.role for m in retry] == ["user", "user"]  # no assistant turn echoing it
    assert "500 tokens" in retry[-1].content and "cut off" in retry[-1].content
    assert "bad input" not in "".join(m.content for m in retry)


def test_an_answer_that_stays_cut_fails_closed() -> None:
    cut = Response(text=RUNAWAY, finish_reason="max_tokens")  # Anthropic's name for it
    model = ScriptedModel([cut, cut, cut])
    with pytest.raises(ModelOutputError, match="cut off at its 500-token limit"):
        ask(model)
    assert model.remaining == 0


def test_an_unreadable_answer_that_was_not_cut_is_shown_back_as_before() -> None:
    model = ScriptedModel(["looks great!", {"score": 3, "message": "no"}])
    assert ask(model).score == 3
    retry = model.calls[1].messages
    assert [m.role for m in retry] == ["user", "assistant", "user"]
    assert retry[1].content == "looks great!"
