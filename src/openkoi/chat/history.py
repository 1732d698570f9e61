"""A chat's turns and the context they give the next one.

A turn is one task of a chat session (its description is what the user typed, its answer
what openkoi replied). The next turn gets the earlier ones as context, newest kept first,
trimmed to a character budget (each answer cut to ``ANSWER_CHARS``), rendered by the
``chat_context`` prompt.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from openkoi.prompts import render

CONTEXT_CHARS = 6000  # about 1,500 tokens of earlier turns
ANSWER_CHARS = 1500
TEXT_CHARS = 1000


@dataclass(frozen=True)
class Turn:
    task_id: str
    text: str
    answer: str
    status: str
    score: float | None
    iterations: int
    model: str
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float = 0.0

    @classmethod
    def from_task(cls, task: Any) -> Turn:
        """From a stored task row (``memory.rows.TaskInfo``)."""
        return cls(task_id=task.id, text=task.description, answer=task.answer or "",
                   status=task.status, score=task.score, iterations=task.iterations,
                   model=task.model, input_tokens=task.input_tokens,
                   output_tokens=task.output_tokens, cost_usd=task.cost_usd)


def load_turns(store: Any, session_id: str) -> list[Turn]:
    """The session's turns, oldest first."""
    tasks = store.list_tasks(session=session_id, limit=None)
    return [Turn.from_task(t) for t in reversed(tasks)]


def context(turns: list[Turn], budget: int = CONTEXT_CHARS) -> str:
    """The earlier turns as context for the next one ("" for the first turn): the newest
    turns that fit in ``budget`` characters, oldest first, with how many were left out."""
    kept: list[dict[str, str]] = []
    used = 0
    for turn in reversed(turns):
        item = {"text": _cut(turn.text, TEXT_CHARS), "answer": _cut(turn.answer, ANSWER_CHARS),
                "status": turn.status}
        size = len(item["text"]) + len(item["answer"]) + 40
        if kept and used + size > budget:
            break
        if not kept and size > budget:  # the newest turn alone is too long: cut its answer
            item["answer"] = _cut(item["answer"], max(200, budget - len(item["text"]) - 40))
        kept.append(item)
        used += size
    if not kept:
        return ""
    kept.reverse()
    return render("chat_context", turns=kept, omitted=len(turns) - len(kept))


def _cut(text: str, limit: int) -> str:
    text = text.strip()
    return text if len(text) <= limit else text[:limit].rstrip() + " [...]"
