"""OpenAI's Responses API wire format, on the official ``openai`` SDK: what a ChatGPT sign-in
speaks (``chatgpt.com/backend-api/codex/responses``, the endpoint OpenAI's Codex CLI uses).

Mapping: system messages become ``instructions``; user and assistant text become input
messages; an assistant's tool calls become ``function_call`` items and ``role="tool"``
messages ``function_call_output`` items. Nothing is stored server-side (``store: false``).
Streaming events -> Delta: ``response.output_text.delta`` as it comes; each finished
``function_call`` item is collected and yielded, parsed, on the final delta with the usage
from ``response.completed`` (or ``response.incomplete``: finish reason "length").
A schema is asked for with ``text.format`` (json_schema). ``max_output_tokens`` is sent only
when the provider's ``max_tokens_param`` names it (the ChatGPT backend refuses it).
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

from openkoi.errors import OpenKoiError
from openkoi.models.base import Delta, Message, ToolSpec
from openkoi.models.openai_compat import OpenAICompatModel, close_stream, parse_arguments
from openkoi.models.retry import classify_http_error, connection_failed, is_transport_error
from openkoi.records import ToolCall, Usage


def to_input(messages: list[Message]) -> tuple[str, list[dict[str, Any]]]:
    """(instructions, input items) in the Responses API's shape."""
    system: list[str] = []
    items: list[dict[str, Any]] = []
    for m in messages:
        if m.role == "system":
            if m.content:
                system.append(m.content)
        elif m.role == "tool":
            items.append({"type": "function_call_output", "call_id": m.tool_call_id or "",
                          "output": m.content})
        else:
            role = "assistant" if m.role == "assistant" else "user"
            if m.content:
                items.append({"role": role, "content": m.content})
            for call in m.tool_calls if role == "assistant" else ():
                items.append({"type": "function_call", "call_id": call.id, "name": call.name,
                              "arguments": json.dumps(call.arguments)})
    return "\n\n".join(system), items


class ResponsesModel(OpenAICompatModel):
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
        """The keyword arguments for ``responses.create`` (public for tests)."""
        instructions, items = to_input(messages)
        params: dict[str, Any] = {
            "model": self.provider.wire_name(self.model), "input": items,
            "instructions": instructions or "You are a helpful assistant.",
            "stream": True, "store": False,
        }
        if self.provider.max_tokens_param == "max_output_tokens":
            params["max_output_tokens"] = max_tokens
        if temperature is not None and self.provider.accepts_temperature(self.model):
            params["temperature"] = temperature
        if tools:
            params["tools"] = [{"type": "function", "name": t.name,
                                "description": t.description, "parameters": t.parameters}
                               for t in tools]
        if schema is not None:
            params["text"] = {"format": {"type": "json_schema", "name": "response",
                                         "schema": schema, "strict": False}}
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
        import openai

        params = self.request_params(messages, tools=tools, schema=schema,
                                     max_tokens=max_tokens, stop=stop, temperature=temperature)
        calls: list[ToolCall] = []
        usage = Usage(calls=1)
        finish = "stop"
        stream: Any = None
        try:
            await self._authorise()
            stream = await self._get_client().responses.create(**params)
            async for event in stream:
                kind = getattr(event, "type", "")
                if kind == "response.output_text.delta" and event.delta:
                    yield Delta(text=event.delta)
                elif kind == "response.output_item.done":
                    item = event.item
                    if getattr(item, "type", "") == "function_call":
                        calls.append(ToolCall(id=item.call_id or item.id or "", name=item.name,
                                              arguments=parse_arguments(item.name,
                                                                        item.arguments)))
                elif kind in ("response.completed", "response.incomplete"):
                    u = event.response.usage
                    if u is not None:
                        usage = Usage(input_tokens=u.input_tokens or 0,
                                      output_tokens=u.output_tokens or 0, calls=1)
                    if kind == "response.incomplete":
                        details = event.response.incomplete_details
                        reason = getattr(details, "reason", "") or ""
                        finish = "content_filter" if reason == "content_filter" else "length"
                    yield Delta(output_tokens_so_far=usage.output_tokens)
                elif kind in ("response.failed", "error"):
                    raise self._event_error(event)
        except openai.OpenAIError as exc:
            raise self._map_error(exc) from exc
        except Exception as exc:
            if is_transport_error(exc):
                raise connection_failed(self.provider.name, self.base_url, exc,
                                        self.provider.unreachable_hint) from exc
            raise
        finally:
            if stream is not None:
                await close_stream(stream)
        usage.cost_usd = self.capabilities.cost(usage.input_tokens, usage.output_tokens)
        if calls and finish == "stop":
            finish = "tool_calls"
        yield Delta(tool_calls=calls, usage=usage, finish_reason=finish,
                    output_tokens_so_far=usage.output_tokens)

    def _event_error(self, event: Any) -> OpenKoiError:
        """An error reported inside the stream (HTTP 200): ``response.failed`` or ``error``."""
        error = getattr(getattr(event, "response", None), "error", None) or event
        message = str(getattr(error, "message", "") or "the response failed")
        code = getattr(error, "code", None)
        status = 429 if code in ("rate_limit_exceeded",) else (
            500 if code in ("server_error",) else None)
        return classify_http_error(self.provider.name, status,
                                   f"{message} ({code})" if code else message,
                                   error_type=str(code) if code else None)
