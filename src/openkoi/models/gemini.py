"""Google's Gemini API on its native SDK, ``google-genai`` (imported only when used).

``genai.Client`` with the SDK's own retries off (``attempts=1``: retries live in
``models/retry.py`` only) and ``base_url`` from the provider row, so a local fake server (the
tests) or a proxy can stand in. Mapping:

- system messages -> ``system_instruction``; user turns -> ``role="user"`` contents; assistant
  turns -> ``role="model"`` with text and ``function_call`` parts; ``role="tool"`` messages ->
  ``function_response`` parts (by tool name) in a user turn, consecutive ones merged;
- tools -> one ``Tool`` of ``function_declarations`` with the JSON schema as
  ``parameters_json_schema``; the SDK's automatic function calling is off;
- a schema -> ``response_mime_type="application/json"`` + ``response_json_schema``;
- the stream of ``GenerateContentResponse`` chunks -> Delta: text as it comes, function calls
  collected and yielded on the final delta with the usage (``usage_metadata``) and the
  finish reason (STOP, MAX_TOKENS -> length, SAFETY/... -> content_filter).

Gemini's thinking models sign their function calls (``thought_signature``) and want the
signature back with the call in the next request; this model keeps them by call id for
the conversation it serves.
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from typing import Any

from openkoi.errors import OpenKoiError, ProviderError, ProviderUnavailable
from openkoi.models.base import Delta, Message, Model, ToolSpec
from openkoi.models.openai_compat import DEFAULT_TIMEOUT_S, estimate_tokens, key_hint
from openkoi.models.providers import ProviderInfo
from openkoi.models.retry import classify_http_error, connection_failed, is_transport_error
from openkoi.records import ToolCall, Usage

FINISH = {"STOP": "stop", "MAX_TOKENS": "length", "SAFETY": "content_filter",
          "RECITATION": "content_filter", "BLOCKLIST": "content_filter",
          "PROHIBITED_CONTENT": "content_filter", "SPII": "content_filter",
          "MALFORMED_FUNCTION_CALL": "stop"}


class GeminiModel(Model):
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
        self._signatures: dict[str, bytes] = {}  # call id -> thought_signature

    def _get_client(self) -> Any:
        if self._client is None:
            from google import genai
            from google.genai import types

            self._client = genai.Client(
                api_key=self._api_key or "unused",
                http_options=types.HttpOptions(
                    base_url=self.base_url, timeout=int(self.timeout * 1000),
                    retry_options=types.HttpRetryOptions(attempts=1),
                    client_args={"trust_env": False}, async_client_args={"trust_env": False}),
            )
        return self._client

    def contents(self, messages: list[Message]) -> tuple[str, list[Any]]:
        """(system instruction, contents) in the API's shape (public for tests)."""
        from google.genai import types

        system: list[str] = []
        out: list[Any] = []
        names: dict[str, str] = {}
        for m in messages:
            if m.role == "system":
                if m.content:
                    system.append(m.content)
                continue
            parts: list[Any] = []
            if m.role == "tool":
                role = "user"
                name = m.name or names.get(m.tool_call_id or "", "tool")
                parts.append(types.Part(function_response=types.FunctionResponse(
                    id=m.tool_call_id or None, name=name, response={"result": m.content})))
            else:
                role = "model" if m.role == "assistant" else "user"
                if m.content:
                    parts.append(types.Part(text=m.content))
                for call in m.tool_calls:
                    names[call.id] = call.name
                    parts.append(types.Part(
                        function_call=types.FunctionCall(id=call.id, name=call.name,
                                                         args=call.arguments),
                        thought_signature=self._signatures.get(call.id)))
            if not parts:
                continue
            if out and out[-1].role == role:
                out[-1].parts.extend(parts)
            else:
                out.append(types.Content(role=role, parts=parts))
        return "\n\n".join(system), out

    def config(self, system: str, *, tools: list[ToolSpec] | None,
               schema: dict[str, Any] | None, max_tokens: int, stop: list[str] | None,
               temperature: float | None) -> Any:
        from google.genai import types

        cfg: dict[str, Any] = {
            "max_output_tokens": max_tokens,
            "automatic_function_calling": types.AutomaticFunctionCallingConfig(disable=True),
        }
        if system:
            cfg["system_instruction"] = system
        if stop:
            cfg["stop_sequences"] = stop[:5]
        if temperature is not None and self.provider.accepts_temperature(self.model):
            cfg["temperature"] = temperature
        if tools:
            cfg["tools"] = [types.Tool(function_declarations=[
                types.FunctionDeclaration(name=t.name, description=t.description,
                                          parameters_json_schema=t.parameters)
                for t in tools])]
        if schema is not None:
            cfg["response_mime_type"] = "application/json"
            cfg["response_json_schema"] = schema
        return types.GenerateContentConfig(**cfg)

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
        from google.genai import errors as genai_errors

        system, contents = self.contents(messages)
        config = self.config(system, tools=tools, schema=schema, max_tokens=max_tokens,
                             stop=stop, temperature=temperature)
        calls: list[ToolCall] = []
        texts: list[str] = []
        usage: Usage | None = None
        finish: str | None = None
        try:
            stream = await self._get_client().aio.models.generate_content_stream(
                model=self.provider.wire_name(self.model), contents=contents, config=config)
            async for chunk in stream:
                meta = chunk.usage_metadata
                if meta is not None and (meta.prompt_token_count or meta.candidates_token_count):
                    usage = Usage(input_tokens=meta.prompt_token_count or 0,
                                  output_tokens=(meta.candidates_token_count or 0)
                                  + (meta.thoughts_token_count or 0), calls=1)
                for cand in chunk.candidates or ():
                    if cand.finish_reason:
                        finish = str(getattr(cand.finish_reason, "value", cand.finish_reason))
                    for part in (cand.content.parts if cand.content else None) or ():
                        if part.function_call is not None:
                            call = part.function_call
                            call_id = call.id or f"call_{uuid.uuid4().hex[:12]}"
                            if part.thought_signature:
                                self._signatures[call_id] = part.thought_signature
                            calls.append(ToolCall(id=call_id, name=call.name or "",
                                                  arguments=dict(call.args or {})))
                        elif part.text and not part.thought:
                            texts.append(part.text)
                            yield Delta(text=part.text)
                if usage is not None:
                    yield Delta(output_tokens_so_far=usage.output_tokens)
        except genai_errors.APIError as exc:
            raise self._map_error(exc) from exc
        except Exception as exc:
            if is_transport_error(exc):
                raise connection_failed(self.provider.name, self.base_url, exc,
                                        self.provider.unreachable_hint) from exc
            raise
        if usage is None:
            usage = Usage(input_tokens=sum(estimate_tokens(m.content) for m in messages),
                          output_tokens=estimate_tokens("".join(texts)), calls=1)
        usage.cost_usd = self.capabilities.cost(usage.input_tokens, usage.output_tokens)
        reason = FINISH.get(finish or "STOP", "stop")
        if calls and reason == "stop":
            reason = "tool_calls"
        yield Delta(tool_calls=calls, usage=usage, finish_reason=reason,
                    output_tokens_so_far=usage.output_tokens)

    def _map_error(self, exc: Any) -> OpenKoiError:
        name = self.provider.name
        status = exc.code if isinstance(exc.code, int) else None
        if status is None:
            return ProviderUnavailable(f"{name} failed: {exc.message or exc}", provider=name,
                                       hint="try again later")
        headers = getattr(getattr(exc, "response", None), "headers", None)
        message = str(exc.message or exc.status or "")
        if status == 400 and "api key" in message.lower():
            status = 401  # Gemini says "API key not valid" with a 400
        try:
            return classify_http_error(name, status, message, error_type=exc.status,
                                       headers=dict(headers) if headers else None,
                                       key_hint=key_hint(self.provider))
        except Exception:  # noqa: BLE001 - an odd header set must not hide the error
            return ProviderError(f"{name} ({status}): {message}", provider=name)
