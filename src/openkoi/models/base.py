"""The model seam: every provider and the embedded model satisfy ``Model``.

The engine never knows which one it talks to. A model streams ``Delta`` objects; the last
one carries the finish reason, the usage and any tool calls. ``complete`` collects a stream
into a ``Response`` (providers may override it with a non-streaming call).

``on_delta`` lets the caller (the budget) look at every delta while a call runs and stop it
by raising: that is how token and time budgets are enforced during a call, not only between
calls.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any

from openkoi.models.runaway import cut_loop
from openkoi.records import ToolCall, Usage


@dataclass
class Message:
    role: str  # system | user | assistant | tool
    content: str = ""
    tool_calls: list[ToolCall] = field(default_factory=list)
    tool_call_id: str | None = None
    name: str | None = None  # tool name, for role="tool"


@dataclass(frozen=True)
class ToolSpec:
    name: str
    description: str
    parameters: dict[str, Any]


@dataclass(frozen=True)
class DraftFormats:
    """How a model writes code, per kind of task (see ``engine.targets.task_kind``):
    "tools" (write_file / edit_file calls in a tool loop; the code travels inside a JSON
    argument) or "whole" (complete files as plain fenced text, one call per iteration).
    Empty means the model's ``edit_format``. Chosen by measurement per model, as data."""

    new: str = ""  # the task creates the files it names
    edit: str = ""  # it changes one existing source file
    fix: str = ""  # it fixes code that existing tests show wrong
    multi: str = ""  # it touches several source files

    def get(self, kind: str, default: str) -> str:
        return str(getattr(self, kind, "") or default)


@dataclass(frozen=True)
class Capabilities:
    """What a model can do, as data. The engine reads these; it never checks provider names."""

    native_tools: bool = True
    json_schema: bool = True
    streaming: bool = True
    context_window: int = 128_000
    max_output_tokens: int = 4096
    input_price_per_mtok: float = 0.0  # USD per million input tokens
    output_price_per_mtok: float = 0.0
    local: bool = False
    # How the engine asks for file changes: "tools" (write_file/edit_file calls in a tool
    # loop) or "whole" (complete files in fenced blocks, one call; for weaker models).
    edit_format: str = "tools"
    draft_formats: DraftFormats = DraftFormats()  # per kind of task; empty = edit_format
    # How many samples of one prompt the model decodes together in one call (llama.cpp's
    # parallel sequences sharing the prompt's KV cache); 1 = one after the other.
    parallel_samples: int = 1
    # How many sequences the model decodes together across calls made at once (llama.cpp's
    # slots): two batched calls fit side by side when their samples add up to no more.
    sequences_at_once: int = 1
    # Whether a trailing assistant message is continued rather than answered (llama.cpp's
    # assistant prefill) and ``stop`` strings end the answer: the engine can then start a
    # one-file reply with the file's path and opening fence itself (``draft.reply_start``).
    continues_reply: bool = False
    # Whether the model reports the probabilities of its first answer token (llama.cpp's
    # logprobs), so that ``choose`` gives a graded answer rather than the one word it wrote.
    label_probabilities: bool = False

    def draft_format(self, kind: str) -> str:
        """The format this model writes code in for a task of ``kind``."""
        return self.draft_formats.get(kind, self.edit_format)

    def cost(self, input_tokens: int, output_tokens: int) -> float:
        return (input_tokens * self.input_price_per_mtok
                + output_tokens * self.output_price_per_mtok) / 1_000_000


@dataclass
class Delta:
    text: str = ""
    tool_calls: list[ToolCall] = field(default_factory=list)
    usage: Usage | None = None
    finish_reason: str | None = None
    # Output tokens generated so far in this call, when the provider knows it.
    output_tokens_so_far: int | None = None


@dataclass(frozen=True)
class LineForm:
    """The form of a plain-text answer: at most ``max_lines`` lines, each beginning with
    one of ``starts`` and at most ``max_chars`` characters long. A model that can hold its
    decoding to a form (llama.cpp's grammars) does; any other reads it in the prompt."""

    starts: tuple[str, ...]
    max_lines: int
    max_chars: int = 200


@dataclass
class Response:
    text: str = ""
    tool_calls: list[ToolCall] = field(default_factory=list)
    parsed: Any = None  # the decoded JSON object when a schema was requested
    usage: Usage = field(default_factory=Usage)
    finish_reason: str = "stop"
    model: str = ""


DeltaHook = Callable[[Delta], None]


@dataclass
class Choice:
    """A graded one-word answer (``Model.choose``): each label's probability, normalised
    over the labels (all 0.0 when the answer was none of them)."""

    probabilities: dict[str, float]
    usage: Usage = field(default_factory=Usage)


def label_shares(tokens: dict[str, float], labels: tuple[str, ...]) -> dict[str, float]:
    """Each label's share of the probability the first answer tokens in ``tokens`` (token
    text -> probability) give it: a token counts for the label it begins (``"DE"`` for
    DECEIVE, ``" HON"`` for HONEST, case and leading space aside). All 0.0 when no token
    begins a label."""
    mass = dict.fromkeys(labels, 0.0)
    for token, probability in tokens.items():
        piece = token.strip().upper()
        owners = [label for label in labels if piece and label.upper().startswith(piece)]
        if len(owners) == 1:  # a token that begins two labels says nothing between them
            mass[owners[0]] += probability
    total = sum(mass.values())
    return {label: (value / total if total > 0 else 0.0) for label, value in mass.items()}


def estimated_tokens(messages: list[Message]) -> int:
    """A prompt's tokens guessed from its characters (about four each), where no count is
    reported: before a call (budget guards) or for a call left before its usage came."""
    return sum(len(m.content) for m in messages) // 4


class Model(ABC):
    """A chat model. ``id`` is "provider/model"."""

    id: str = ""
    capabilities: Capabilities = Capabilities()

    @abstractmethod
    def stream(
        self,
        messages: list[Message],
        *,
        tools: list[ToolSpec] | None = None,
        schema: dict[str, Any] | None = None,
        max_tokens: int = 1024,
        stop: list[str] | None = None,
        temperature: float | None = None,
    ) -> AsyncIterator[Delta]:
        """Yield deltas; the last one has ``finish_reason`` and ``usage`` set."""

    async def complete(
        self,
        messages: list[Message],
        *,
        tools: list[ToolSpec] | None = None,
        schema: dict[str, Any] | None = None,
        max_tokens: int = 1024,
        stop: list[str] | None = None,
        temperature: float | None = None,
        on_delta: DeltaHook | None = None,
    ) -> Response:
        parts: list[str] = []
        calls: list[ToolCall] = []
        usage = Usage()
        finish = "stop"
        produced = 0
        plain = not tools and schema is None  # a tool step or JSON is held by its grammar
        deltas = self.stream(messages, tools=tools, schema=schema, max_tokens=max_tokens,
                             stop=stop, temperature=temperature)
        try:
            async for delta in deltas:
                if on_delta is not None:
                    on_delta(delta)
                calls.extend(delta.tool_calls)
                produced = max(produced, delta.output_tokens_so_far or 0)
                if delta.usage is not None:
                    usage = delta.usage
                if delta.finish_reason:
                    finish = delta.finish_reason
                if not plain:
                    parts.append(delta.text)
                elif cut_loop(parts, delta.text):  # a loop: stop decoding it (closing the stream)
                    finish = "length"
                    usage.output_tokens = max(usage.output_tokens, produced)
                    if not usage.input_tokens:  # the usage comes last: none came
                        usage.input_tokens = estimated_tokens(messages)
                    break
        finally:
            close = getattr(deltas, "aclose", None)
            if close is not None:  # a stream left early cancels its generation
                await close()
        text = "".join(parts)
        if usage.calls == 0:
            usage.calls = 1
        if usage.cost_usd == 0.0:
            usage.cost_usd = self.capabilities.cost(usage.input_tokens, usage.output_tokens)
        return Response(
            text=text, tool_calls=calls, parsed=parse_json_object(text) if schema else None,
            usage=usage, finish_reason=finish, model=self.id,
        )

    async def sample(
        self,
        messages: list[Message],
        *,
        n: int,
        max_tokens: int = 1024,
        temperature: float | None = None,
        on_delta: DeltaHook | None = None,
        form: LineForm | None = None,
        stop: list[str] | None = None,
    ) -> list[Response]:
        """``n`` independent samples of one prompt (plain text). This default asks for them
        one after the other, each a call of its own; a model that can decode them together
        (llama.cpp's parallel sequences, ``Capabilities.parallel_samples``) overrides it and
        puts the one call and the prompt's tokens on the first response's usage. ``form``:
        the shape of each answer, for a model that can hold its decoding to it (this default
        leaves it to the prompt)."""
        out: list[Response] = []
        for _ in range(max(1, n)):
            out.append(await self.complete(messages, max_tokens=max_tokens, stop=stop,
                                           temperature=temperature, on_delta=on_delta))
        return out

    async def choose(self, messages: list[Message], labels: tuple[str, ...]) -> Choice:
        """How likely the answer to ``messages`` is each of ``labels`` (one word each, told
        in the prompt). This default asks for a short greedy answer and gives the label it
        begins with 1.0 and the others 0.0 (none: all 0.0, which the caller treats as
        unreadable); a model with ``label_probabilities`` overrides it with the first
        token's probabilities."""
        response = await self.complete(messages, max_tokens=8, temperature=0.0)
        answer = response.text.strip().upper()
        return Choice({label: 1.0 if answer.startswith(label.upper()) else 0.0
                       for label in labels}, response.usage)

    async def aclose(self) -> None:  # noqa: B027 - optional hook
        """Release resources (HTTP clients, a loaded model)."""


def parse_json_object(text: str) -> Any:
    """Decode the first JSON object in ``text``: bare, or inside a fenced ```json block.

    Returns None when nothing decodes; callers treat that as unparseable output.
    """
    candidates = [text.strip()]
    fence = text.find("```")
    while fence != -1:
        start = text.find("\n", fence)
        end = text.find("```", start + 1) if start != -1 else -1
        if start == -1 or end == -1:
            break
        candidates.append(text[start + 1:end].strip())
        fence = text.find("```", end + 3)
    brace = text.find("{")
    if brace != -1:
        candidates.append(text[brace:text.rfind("}") + 1])
    decoder = json.JSONDecoder()
    for cand in candidates:
        if not cand:
            continue
        try:
            return json.loads(cand)
        except ValueError:
            try:
                obj, _ = decoder.raw_decode(cand)
                return obj
            except ValueError:
                continue
    return None
