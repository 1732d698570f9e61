"""The Anthropic Messages wire format, on the official ``anthropic`` SDK.

``AsyncAnthropic`` with ``max_retries=0`` (retries live in ``models/retry.py`` only).
Mapping to the API:

- system messages are joined into the ``system`` parameter;
- an assistant turn's tool calls become ``tool_use`` blocks; ``role="tool"`` messages become
  ``tool_result`` blocks in a user turn; consecutive same-role turns are merged, as the API
  wants all results of one step in the next user message;
- streaming events -> Delta: text deltas as they come; ``tool_use`` input fragments are
  accumulated and yielded, parsed, on the final delta with usage and the finish reason.

Schema output: a forced tool (``tool_choice`` names it) whose ``input_schema`` is the
schema. Its input is emitted as the response *text*, serialised JSON, so the inherited
``Model.complete`` parses it like any other provider's output (``Response.parsed``). When
ordinary tools are given too, the choice is "any tool": a call to a real tool stays a
tool call.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from openkoi.errors import OpenKoiError, ProviderError, ProviderUnavailable
from openkoi.models.base import Delta, Message, Model, ToolSpec
from openkoi.models.openai_compat import (
    CONNECT_TIMEOUT_S,
    DEFAULT_TIMEOUT_S,
    FINISH,
    close_stream,
    key_hint,
    parse_arguments,
)
from openkoi.models.providers import ProviderInfo
from openkoi.models.retry import (
    classify_http_error,
    connection_failed,
    error_details,
    is_transport_error,
)
from openkoi.records import ToolCall, Usage

SCHEMA_TOOL = "structured_output"


@dataclass
class _Block:
    kind: str
    id: str = ""
    name: str = ""
    parts: list[str] = field(default_factory=list)


def to_wire(messages: list[Message]) -> tuple[str, list[dict[str, Any]]]:
    """(system prompt, messages) in the Messages API's shape."""
    system: list[str] = []
    out: list[dict[str, Any]] = []
    for m in messages:
        if m.role == "system":
            if m.content:
                system.append(m.content)
            continue
        blocks: list[dict[str, Any]] = []
        if m.role == "tool":
            role = "user"
            blocks.append({"type": "tool_result", "tool_use_id": m.tool_call_id or "",
                           "content": m.content})
        else:
            role = "assistant" if m.role == "assistant" else "user"
            if m.content:
                blocks.append({"type": "text", "text": m.content})
            for call in m.tool_calls:
                blocks.append({"type": "tool_use", "id": call.id, "name": call.name,
                               "input": call.arguments})
        if not blocks:
            continue
        if out and out[-1]["role"] == role:
            out[-1]["content"].extend(blocks)
        else:
            out.append({"role": role, "content": blocks})
    return "\n\n".join(system), out


class AnthropicModel(Model):
    def __init__(
        self,
        provider: ProviderInfo,
        model: str,
        *,
        api_key: str | None,
        base_url: str | None = None,
        timeout: float = DEFAULT_TIMEOUT_S,
        client: Any = None,
    ) -> None:
        self.provider = provider
        self.model = model
        self.id = f"{provider.name}/{model}"
        self.capabilities = provider.capabilities(model)
        self.base_url = base_url or provider.base_url
        self.timeout = timeout
        self._api_key = api_key
        self._client = client

    def _get_client(self) -> Any:
        if self._client is None:
            import anthropic

            self._client = anthropic.AsyncAnthropic(
                api_key=self._api_key, base_url=self.base_url, max_retries=0,
                timeout=anthropic.Timeout(self.timeout,
                                          connect=min(CONNECT_TIMEOUT_S, self.timeout)),
            )
        return self._client

    def request_params(
        self,
        messages: list[Message],
        *,
        tools: list[ToolSpec] | None,
        schema: dict[str, Any] | None,
        max_tokens: int,
        stop: list[str] | None,
        temperature: float | None,
    ) -> dict[str, Any]:
        """The keyword arguments for ``messages.create`` (public for tests)."""
        system, wire = to_wire(messages)
        params: dict[str, Any] = {
            "model": self.provider.wire_name(self.model), "messages": wire,
            "max_tokens": max_tokens, "stream": True,
        }
        if system:
            params["system"] = system
        if stop:
            params["stop_sequences"] = stop
        if temperature is not None and self.provider.accepts_temperature(self.model):
            params["extra_body"] = {"temperature": temperature}
        wire_tools = [{"name": t.name, "description": t.description,
                       "input_schema": t.parameters} for t in tools or ()]
        if schema is not None:
            wire_tools.append({"name": SCHEMA_TOOL, "input_schema": _object_schema(schema)})
            params["tool_choice"] = ({"type": "any"} if tools
                                     else {"type": "tool", "name": SCHEMA_TOOL})
        if wire_tools:
            params["tools"] = wire_tools
        return params

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
        import anthropic

        params = self.request_params(messages, tools=tools, schema=schema,
                                     max_tokens=max_tokens, stop=stop, temperature=temperature)
        blocks: dict[int, _Block] = {}
        calls: list[ToolCall] = []
        input_tokens = output_tokens = cached_tokens = 0
        finish: str | None = None
        stream: Any = None
        try:
            stream = await self._get_client().messages.create(**params)
            async for event in stream:
                kind = event.type
                if kind == "message_start":
                    u = event.message.usage
                    input_tokens = ((u.input_tokens or 0) + (u.cache_creation_input_tokens or 0)
                                    + (u.cache_read_input_tokens or 0))
                    cached_tokens = u.cache_read_input_tokens or 0
                    output_tokens = u.output_tokens or 0
                elif kind == "content_block_start":
                    cb = event.content_block
                    blocks[event.index] = _Block(cb.type, getattr(cb, "id", "") or "",
                                                 getattr(cb, "name", "") or "")
                elif kind == "content_block_delta":
                    d = event.delta
                    block = blocks.setdefault(event.index, _Block("text"))
                    if d.type == "text_delta" and d.text:
                        yield Delta(text=d.text)
                    elif d.type == "input_json_delta":
                        block.parts.append(d.partial_json or "")
                elif kind == "content_block_stop":
                    block = blocks.pop(event.index, _Block("text"))
                    if block.kind != "tool_use":
                        continue
                    args = parse_arguments(block.name, "".join(block.parts))
                    if block.name == SCHEMA_TOOL and schema is not None:
                        value = args if schema.get("type") == "object" else args.get("value")
                        yield Delta(text=json.dumps(value))
                    else:
                        calls.append(ToolCall(id=block.id or f"toolu_{uuid.uuid4().hex[:12]}",
                                              name=block.name, arguments=args))
                elif kind == "message_delta":
                    if event.delta.stop_reason:
                        finish = event.delta.stop_reason
                    u = event.usage
                    if u is not None:
                        output_tokens = u.output_tokens or output_tokens
                        if u.input_tokens:
                            input_tokens = ((u.input_tokens or 0)
                                            + (u.cache_creation_input_tokens or 0)
                                            + (u.cache_read_input_tokens or 0))
                            cached_tokens = u.cache_read_input_tokens or 0
                    yield Delta(output_tokens_so_far=output_tokens)
        except anthropic.AnthropicError as exc:
            raise self._map_error(exc) from exc
        except Exception as exc:
            if is_transport_error(exc):
                raise connection_failed(self.provider.name, self.base_url, exc,
                                        self.provider.unreachable_hint) from exc
            raise
        finally:
            if stream is not None:
                await close_stream(stream)
        usage = Usage(input_tokens=input_tokens, output_tokens=output_tokens, calls=1,
                      cached_tokens=cached_tokens,
                      cost_usd=self.capabilities.cost(input_tokens, output_tokens))
        reason = FINISH.get(finish or "end_turn", finish or "stop")
        if finish == "refusal":
            reason = "content_filter"
        if not calls and reason == "tool_calls":
            reason = "stop"  # the only tool used was the schema tool: a finished answer
        yield Delta(tool_calls=calls, usage=usage, finish_reason=reason,
                    output_tokens_so_far=output_tokens)

    def _map_error(self, exc: Exception) -> OpenKoiError:
        import anthropic

        name = self.provider.name
        if isinstance(exc, anthropic.APITimeoutError):
            return ProviderUnavailable(
                f"{name} did not answer within {self.timeout:g}s", provider=name,
                hint="try again; a busy server may need a larger timeout",
            )
        if isinstance(exc, anthropic.APIConnectionError):
            return connection_failed(name, self.base_url, exc, self.provider.unreachable_hint)
        hint = key_hint(self.provider)
        if isinstance(exc, anthropic.APIStatusError):
            message, etype = error_details(exc.body, exc.message)
            status = exc.status_code if exc.status_code >= 400 else None
            return classify_http_error(name, status, message, error_type=etype,
                                       headers=dict(exc.response.headers), key_hint=hint)
        if isinstance(exc, anthropic.APIError):
            message, etype = error_details(exc.body, exc.message)
            return classify_http_error(name, None, message, error_type=etype,
                                       key_hint=hint)
        return ProviderError(f"{name} client error: {exc}", provider=name,
                             hint="this looks like a bug in the request; please report it")


def _object_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """Tool inputs must be objects; a non-object schema is wrapped as ``{"value": ...}``."""
    if schema.get("type") == "object":
        return schema
    return {"type": "object", "properties": {"value": schema}, "required": ["value"]}
