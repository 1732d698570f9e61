"""A fake model that answers by what it is asked: when several calls run at once (the
candidates and the test writer), answers must follow the prompt, not the order of calls."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import AsyncIterator
from typing import Any

from openkoi.models.base import Capabilities, Delta, Message, Model, ToolSpec
from openkoi.records import Usage


class ByPrompt(Model):
    """The embedded model's capabilities, ``sequences_at_once`` decoded together; each call
    streams what ``answer`` returns for its messages."""

    def __init__(self, model_id: str, *, at_once: int) -> None:
        self.id = model_id
        self.capabilities = Capabilities(edit_format="whole", local=True, parallel_samples=3,
                                         sequences_at_once=at_once)
        self.max_tokens: list[int] = []  # each call's, in order

    @abstractmethod
    async def answer(self, messages: list[Message], *, temperature: float | None = None) -> str:
        """The whole reply to ``messages``, asked at ``temperature``."""

    async def stream(self, messages: list[Message], *, tools: list[ToolSpec] | None = None,
                     schema: dict[str, Any] | None = None, max_tokens: int = 1024,
                     stop: list[str] | None = None,
                     temperature: float | None = None) -> AsyncIterator[Delta]:
        self.max_tokens.append(max_tokens)
        yield Delta(text=await self.answer(messages, temperature=temperature))
        yield Delta(usage=Usage(input_tokens=10, output_tokens=10, calls=1),
                    finish_reason="stop")
