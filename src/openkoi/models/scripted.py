"""A deterministic, queue-based fake model for tests.

Each call pops the next scripted reply. A reply is a ``Response``, a plain string (text), a
dict (a JSON object answer), a ``ToolCall`` or list of them, an exception to raise, or a
callable ``(messages, kwargs) -> any of those``. An unexpected call (empty queue) raises
``ScriptExhausted`` so a test can never pass by accident. Replies are chosen by order only,
never by ``len(messages)``.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from openkoi.models.base import Capabilities, Delta, Message, Model, Response, ToolSpec
from openkoi.records import ToolCall, Usage

Reply = Any


class ScriptExhausted(AssertionError):
    """The engine made a model call the test did not script."""


@dataclass
class RecordedCall:
    messages: list[Message]
    tools: list[ToolSpec] | None
    schema: dict[str, Any] | None
    max_tokens: int
    temperature: float | None = None


@dataclass
class ScriptedModel(Model):
    replies: list[Reply] = field(default_factory=list)
    id: str = "scripted/fake"
    capabilities: Capabilities = field(
        default_factory=lambda: Capabilities(input_price_per_mtok=1.0, output_price_per_mtok=2.0))
    chunk_size: int = 16  # stream text in pieces this long so per-delta budgets can trip
    calls: list[RecordedCall] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._queue: deque[Reply] = deque(self.replies)

    def add(self, *replies: Reply) -> ScriptedModel:
        self._queue.extend(replies)
        return self

    @property
    def remaining(self) -> int:
        return len(self._queue)

    async def stream(
        self,
        messages: list[Message],
        *,
        tools: list[ToolSpec] | None = None,
        schema: dict[str, Any] | None = None,
        max_tokens: int = 1024,
        stop: list[str] | None = None,
        temperature: float | None = None,
    ) -> AsyncIterator[Delta]:
        self.calls.append(RecordedCall(list(messages), tools, schema, max_tokens, temperature))
        if not self._queue:
            last = messages[-1].content[:200] if messages else ""
            raise ScriptExhausted(
                f"unexpected model call #{len(self.calls)}; last message: {last!r}")
        reply = self._queue.popleft()
        if callable(reply) and not isinstance(reply, type):
            reply = reply(messages, {"tools": tools, "schema": schema})
        if isinstance(reply, BaseException):
            raise reply
        response = _to_response(reply)
        input_tokens = sum(len(m.content) for m in messages) // 4 + 1
        text = response.text
        out_tokens = 0
        for start in range(0, len(text), self.chunk_size):
            piece = text[start:start + self.chunk_size]
            out_tokens += max(1, len(piece) // 4)
            yield Delta(text=piece, output_tokens_so_far=out_tokens)
        usage = response.usage if response.usage.total_tokens else Usage(
            input_tokens=input_tokens, output_tokens=max(out_tokens, 1), calls=1)
        yield Delta(tool_calls=response.tool_calls, usage=usage,
                    finish_reason=response.finish_reason)


def _to_response(reply: Reply) -> Response:
    if isinstance(reply, Response):
        return reply
    if isinstance(reply, str):
        return Response(text=reply)
    if isinstance(reply, dict):
        return Response(text=json.dumps(reply))
    if isinstance(reply, ToolCall):
        return Response(tool_calls=[reply], finish_reason="tool_calls")
    if isinstance(reply, list) and all(isinstance(r, ToolCall) for r in reply):
        return Response(tool_calls=list(reply), finish_reason="tool_calls")
    raise TypeError(f"cannot script a reply of type {type(reply).__name__}")


def tool(name: str, **arguments: Any) -> ToolCall:
    """Shorthand for scripting a tool call."""
    return ToolCall(id=f"call_{name}", name=name, arguments=arguments)

