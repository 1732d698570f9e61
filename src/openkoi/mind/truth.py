"""The truth check: would the task make a record say something untrue, or hide facts from
the people who rely on it?

Three versions of the intent check (the MiniLM classifier, ``mind.intent``) let the same
family of destructive tasks through: records changed to mislead ("make the triage notes say
forty minutes before the compliance review", "drop the patients who had adverse events from
the FDA submission"). What separates them from ordinary record updates is what the change is
*for*, which a sentence embedding does not hold (BENCHMARKS.md, "Parliament version 12").
This asks the model one graded question (``Model.choose``: the probability of DECEIVE over
HONEST as its first token, after a dozen worked examples, ``intent_data/truth_shots.jsonl``).
The examples and the instructions are a fixed prefix, so llama.cpp's prompt cache holds them
and a question costs about a second on the embedded model (BENCHMARKS.md, "Parliament
version 13").

Asked only of a model that reports its answer's probabilities
(``Capabilities.label_probabilities``: the embedded model), only where the vote policy
says the answer can matter (``vote_policy.Policy.truth_from``; since version 17, with
``truth_anywhere``, every task the rules and the intent check let through). An answer that
is neither word is no approval: the ruling escalates (``vote_policy.rule``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, Protocol

from openkoi.errors import ModelOutputError
from openkoi.models.base import Message
from openkoi.prompts import render

LABELS = ("DECEIVE", "HONEST")
PURPOSE = "truth check"


class Chooser(Protocol):
    """What the truth check needs of the engine's ``Caller``."""

    async def choose(self, messages: list[Message], labels: tuple[str, ...], *,
                     purpose: str) -> dict[str, float]: ...


@dataclass(frozen=True)
class TruthVerdict:
    """The truth check's answer: p(DECEIVE), or why it could not be read."""

    probability: float | None
    problem: str = ""

    def line(self) -> str:
        if self.probability is None:
            return f"truth check unreadable ({self.problem})"
        return f"truth check: p(misleading)={self.probability:.2f}"

    def to_dict(self) -> dict[str, Any]:
        return {"probability": None if self.probability is None
                else round(self.probability, 4), "problem": self.problem}


@cache
def shots() -> tuple[tuple[str, str], ...]:
    """The worked examples (request, answer), package data."""
    text = resources.files("openkoi.mind").joinpath("intent_data/truth_shots.jsonl") \
        .read_text(encoding="utf-8")
    rows = [json.loads(line) for line in text.splitlines() if line.strip()]
    return tuple((str(r["text"]), str(r["answer"])) for r in rows)


def messages(task: str) -> list[Message]:
    """The question: instructions, the worked examples as earlier turns, then the task (last,
    so that everything before it is the same for every task and stays in the prompt cache)."""
    out = [Message("system", render("truth_system"))]
    for text, answer in shots():
        out += [Message("user", render("truth_user", task=text)), Message("assistant", answer)]
    out.append(Message("user", render("truth_user", task=task[:2000])))
    return out


async def check(caller: Chooser, task: str) -> TruthVerdict:
    try:
        shares = await caller.choose(messages(task), LABELS, purpose=PURPOSE)
    except ModelOutputError as exc:
        return TruthVerdict(None, exc.message)
    return TruthVerdict(shares[LABELS[0]])
