"""The OpenAI chat-completions wire format, spoken by OpenAI and most other providers.

Built on the official ``openai`` SDK (``AsyncOpenAI`` with ``max_retries=0``: retries live in
``models/retry.py`` only). Everything provider-specific comes from the ``ProviderInfo`` row:
base URL, how a schema is requested, whether ``stream_options.include_usage`` is accepted,
which max-tokens parameter the API wants, whether the model takes a temperature.

Streaming: text deltas are yielded as they come; tool-call fragments are accumulated by
index and yielded once, parsed, on the final delta together with the usage and the finish
reason (stop | length | tool_calls | content_filter). When a server sends no usage, tokens
are estimated at four characters each so budgets still count.

Every SDK failure leaves this module as an openkoi error (``retry.classify_http_error``).
"""

from __future__ import annotations

import json
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from openkoi.errors import ModelOutputError, OpenKoiError, ProviderError, ProviderUnavailable
from openkoi.models.base import Delta, Message, Model, ToolSpec, parse_json_object
from openkoi.models.providers import ProviderInfo
from openkoi.models.retry import (
    classify_http_error,
    connection_failed,
    error_details,
    is_transport_error,
)
from openkoi.models.signed_in import SignedIn
from openkoi.records import ToolCall, Usage

# Seconds without a byte from the server before a call fails (reasoning models can think for
# minutes before their first token), and seconds to open the connection.
DEFAULT_TIMEOUT_S = 300.0
CONNECT_TIMEOUT_S = 10.0

FINISH = {
    "stop": "stop", "end_turn": "stop", "eos": "stop", "length": "length",
    "max_tokens": "length", "tool_calls": "tool_calls", "function_call": "tool_calls",
    "tool_use": "tool_calls", "content_filter": "content_filter",
}


def estimate_tokens(text: str) -> int:
    """A rough token count (4 characters each) for servers that report no usage."""
    return (len(text) + 3) // 4


@dataclass
class _PendingCall:
    id: str = ""
    name: str = ""
    arguments: list[str] = field(default_factory=list)


def parse_arguments(name: str, raw: str) -> dict[str, Any]:
    """Tool-call arguments as a dict; an empty string is ``{}``."""
    if not raw.strip():
        return {}
    try:
        value = json.loads(raw)
    except ValueError:
        value = parse_json_object(raw)
    if not isinstance(value, dict):
        raise ModelOutputError(
            f"the model called {name!r} with arguments that are not a JSON object",
            raw=raw, hint="retry the step; a stronger model makes this rarer",
        )
    return value


def to_wire_messages(messages: list[Message]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for m in messages:
        if m.role == "tool":
            out.append({"role": "tool", "tool_call_id": m.tool_call_id or "",
                        "content": m.content})
        elif m.role == "assistant" and m.tool_calls:
            out.append({
                "role": "assistant", "content": m.content or None,
                "tool_calls": [{
                    "id": c.id, "type": "function",
                    "function": {"name": c.name, "arguments": json.dumps(c.arguments)},
                } for c in m.tool_calls],
            })
        else:
            out.append({"role": m.role, "content": m.content})
    return out


def to_wire_tools(tools: list[ToolSpec]) -> list[dict[str, Any]]:
    return [{"type": "function", "function": {
        "name": t.name, "description": t.description, "parameters": t.parameters,
    }} for t in tools]


class OpenAICompatModel(Model):
    def __init__(
        self,
        provider: ProviderInfo,
        model: str,
        *,
        api_key: str | None,
        base_url: str | None = None,
        timeout: float = DEFAULT_TIMEOUT_S,
        client: Any = None,
        signed_in: SignedIn | None = None,
    ) -> None:
        self.provider = provider
        self.model = model
        self.id = f"{provider.name}/{model}"
        self.capabilities = provider.capabilities(model)
        self.base_url = base_url or provider.base_url
        self.timeout = timeout
        self._api_key = api_key or "unused"  # the SDK insists on a key; Ollama ignores it
        self._client = client
        self._headers: dict[str, str] = {}
        self.signed_in = signed_in  # a sign-in (Copilot) gives the token before each call

    def _get_client(self) -> Any:
        if self._client is None:
            import openai

            self._client = openai.AsyncOpenAI(
                api_key=self._api_key, base_url=self.base_url, max_retries=0,
                default_headers=self._headers or None,
                timeout=openai.Timeout(self.timeout, connect=min(CONNECT_TIMEOUT_S, self.timeout)),
            )
        return self._client

    async def _authorise(self) -> None:
        """With a sign-in: take its current token (refreshed when about to expire); a new
        token or API base means a new client."""
        if self.signed_in is None:
            return
        bearer = await self.signed_in.current()
        base = bearer.base_url or self.provider.base_url
        if (bearer.token, base, bearer.headers) == (self._api_key, self.base_url, self._headers):
            return
        old, self._client = self._client, None
        self._api_key, self.base_url, self._headers = bearer.token, base, bearer.headers
        if old is not None:
            await old.close()

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
        """The keyword arguments for ``chat.completions.create`` (public for tests)."""
        params: dict[str, Any] = {
            "model": self.provider.wire_name(self.model),
            "messages": to_wire_messages(messages),
            "stream": True,
            self.provider.max_tokens_param: max_tokens,
        }
        if self.provider.stream_usage:
            params["stream_options"] = {"include_usage": True}
        if temperature is not None and self.provider.accepts_temperature(self.model):
            params["temperature"] = temperature
        if stop:
            params["stop"] = stop[:4]
        if tools:
            params["tools"] = to_wire_tools(tools)
        if schema is not None:
            if self.provider.schema_mode == "json_schema":
                params["response_format"] = {"type": "json_schema", "json_schema": {
                    "name": "response", "schema": schema, "strict": False,
                }}
            elif self.provider.schema_mode == "json_object":
                params["response_format"] = {"type": "json_object"}
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
        pending: dict[int, _PendingCall] = {}
        text_parts: list[str] = []
        usage: Usage | None = None
        finish: str | None = None
        stream: Any = None
        try:
            await self._authorise()
            stream = await self._get_client().chat.completions.create(**params)
            async for chunk in stream:
                if getattr(chunk, "usage", None) is not None:
                    details = getattr(chunk.usage, "prompt_tokens_details", None)
                    usage = Usage(input_tokens=chunk.usage.prompt_tokens or 0,
                                  output_tokens=chunk.usage.completion_tokens or 0, calls=1,
                                  cached_tokens=getattr(details, "cached_tokens", 0) or 0)
                for choice in chunk.choices or ():
                    if choice.finish_reason:
                        finish = choice.finish_reason
                    delta = choice.delta
                    if delta is None:
                        continue
                    for frag in delta.tool_calls or ():
                        call = pending.setdefault(frag.index or 0, _PendingCall())
                        if frag.id:
                            call.id = frag.id
                        if frag.function is not None:
                            if frag.function.name:
                                call.name += frag.function.name
                            if frag.function.arguments:
                                call.arguments.append(frag.function.arguments)
                    if delta.content:
                        text_parts.append(delta.content)
                        yield Delta(text=delta.content)
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
        calls = [
            ToolCall(id=c.id or f"call_{uuid.uuid4().hex[:12]}", name=c.name,
                     arguments=parse_arguments(c.name, "".join(c.arguments)))
            for _, c in sorted(pending.items())
        ]
        if usage is None:
            prompt = sum(estimate_tokens(m.content) for m in messages)
            output = estimate_tokens("".join(text_parts)) + sum(
                estimate_tokens("".join(c.arguments)) for c in pending.values())
            usage = Usage(input_tokens=prompt, output_tokens=output, calls=1)
        usage.cost_usd = self.capabilities.cost(usage.input_tokens, usage.output_tokens)
        reason = FINISH.get(finish or "stop", finish or "stop")
        if calls and reason == "stop":
            reason = "tool_calls"  # some servers (Ollama) say "stop" after tool calls
        yield Delta(tool_calls=calls, usage=usage, finish_reason=reason,
                    output_tokens_so_far=usage.output_tokens)

    def _map_error(self, exc: Exception) -> OpenKoiError:
        import openai

        name = self.provider.name
        if isinstance(exc, openai.APITimeoutError):
            return ProviderUnavailable(
                f"{name} did not answer within {self.timeout:g}s", provider=name,
                hint="try again; a busy or slow server may need a larger timeout",
            )
        if isinstance(exc, openai.APIConnectionError):
            return connection_failed(name, self.base_url, exc, self.provider.unreachable_hint)
        if isinstance(exc, openai.APIStatusError):
            message, etype = error_details(exc.body, exc.message)
            return classify_http_error(
                name, exc.status_code, message, error_type=etype,
                headers=dict(exc.response.headers), key_hint=key_hint(self.provider),
            )
        if isinstance(exc, openai.APIError):  # an error event inside a stream
            message, etype = error_details(exc.body, exc.message)
            return classify_http_error(name, None, message, error_type=etype,
                                       key_hint=key_hint(self.provider))
        return ProviderError(f"{name} client error: {exc}", provider=name,
                             hint="this looks like a bug in the request; please report it")


def key_hint(provider: ProviderInfo) -> str:
    if provider.auth == "oauth":
        return f"sign in again: openkoi connect {provider.name}"
    if not provider.env_vars:
        return f"check the server configured for {provider.name}"
    return (f"check {provider.env_vars[0]} or the saved key "
            f"credentials/{provider.name}.key")


async def close_stream(stream: Any) -> None:
    close = getattr(stream, "close", None)
    if close is None:
        return
    try:
        await close()
    except Exception:  # noqa: BLE001 - closing a broken stream must not mask the real error
        return
