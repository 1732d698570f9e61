"""Failure classification and the one retry layer.

``classify_http_error`` turns what a provider said (status, message, error type, headers) into
an openkoi error; both wire formats call it, so a 429 or a context overflow means the same
thing whichever SDK saw it. ``is_context_overflow`` is the single place that knows how each
provider words "your prompt does not fit".

``RetryingModel`` wraps any Model: RateLimited and ProviderUnavailable are retried with
exponential backoff and full jitter (Retry-After wins when the provider sends one, capped at
``max_delay``); everything else is raised at once. A stream is retried only while it has not
yielded anything, so a caller never sees text twice.

``complete_with_pruning`` handles ContextOverflow separately: it prunes the conversation
(oldest tool outputs first, then middle turns) and tries again.
"""

from __future__ import annotations

import asyncio
import email.utils
import random
import re
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from typing import Any

from openkoi.errors import (
    ContextOverflow,
    CredentialError,
    OpenKoiError,
    ProviderError,
    ProviderUnavailable,
    RateLimited,
    UnknownModelError,
)
from openkoi.models.base import Delta, DeltaHook, Message, Model, Response, ToolSpec

# How providers word "the prompt does not fit the context window", lower-cased.
_OVERFLOW = re.compile("|".join((
    r"maximum context length",  # OpenAI, DeepSeek, vLLM, OpenRouter ("this endpoint's ...")
    r"context[_ ]length[_ ]exceeded",  # OpenAI / Groq error code
    r"reduce the length of the messages",  # OpenAI, Groq
    r"exceeds? the (available )?context (size|length|window)",  # llama.cpp, Ollama
    r"exceeds? maximum context length",  # Ollama
    r"exceed_context_size_error",  # llama.cpp server error type
    r"prompt is too long",  # Anthropic
    r"input is too long for requested model",  # Amazon Bedrock
    r"exceed context limit",  # Anthropic: input length and max_tokens exceed context limit
    r"exceeds? the maximum number of tokens",  # Gemini
    r"maximum prompt length",  # xAI
    r"too large for model with \d+ maximum context length",  # Mistral
    r"max_new_tokens`? must be <=",  # Together / TGI
    r"context window (is )?(exceeded|full)",
)))

# Anthropic names its errors by type; a mid-stream error arrives with HTTP 200.
_TYPE_STATUS = {
    "invalid_request_error": 400, "authentication_error": 401, "permission_error": 403,
    "not_found_error": 404, "request_too_large": 413, "rate_limit_error": 429,
    "api_error": 500, "server_error": 500, "overloaded_error": 529,
}


_TRANSPORT_MODULES = frozenset({"httpx", "httpx2", "httpcore", "httpcore2", "h11", "h2",
                                "anyio", "ssl"})


def is_transport_error(exc: BaseException) -> bool:
    """A network failure from the HTTP stack beneath an SDK (SDKs do not wrap all of them,
    e.g. a connection dropped in the middle of a stream)."""
    if isinstance(exc, (OSError, TimeoutError, EOFError)):
        return True
    return any(c.__module__.split(".")[0] in _TRANSPORT_MODULES for c in type(exc).__mro__)


def connection_failed(provider: str, base_url: str, exc: BaseException,
                      hint: str) -> ProviderUnavailable:
    detail = " ".join(str(exc.__cause__ or exc).split())[:200] or type(exc).__name__
    return ProviderUnavailable(f"connection to {provider} at {base_url} failed: {detail}",
                               provider=provider, hint=hint)


def is_context_overflow(text: str) -> bool:
    """True when a provider's error text says the prompt exceeds the context window."""
    return bool(_OVERFLOW.search(text.lower()))


def parse_retry_after(headers: Mapping[str, str] | None, now: float | None = None) -> float | None:
    """Seconds to wait from ``retry-after-ms``, ``retry-after`` (seconds or an HTTP date)."""
    if not headers:
        return None
    lower = {k.lower(): v for k, v in headers.items()}
    raw_ms = lower.get("retry-after-ms")
    if raw_ms:
        try:
            return max(0.0, float(raw_ms) / 1000.0)
        except ValueError:
            pass
    raw = lower.get("retry-after")
    if not raw:
        return None
    try:
        return max(0.0, float(raw))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(raw)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - (time.time() if now is None else now))


def error_details(body: object, fallback: str) -> tuple[str, str | None]:
    """(message, error type) from a provider's error body, however it nests them:
    ``{"error": {"message", "type", "code"}}``, the inner dict alone, ``{"error": "text"}``
    or plain text. A ``code`` (e.g. ``context_length_exceeded``) is appended to the message."""
    node: object = body
    if isinstance(node, Mapping) and "error" in node:
        node = node["error"]
    if isinstance(node, str) and node.strip():
        return node.strip(), None
    if not isinstance(node, Mapping):
        return fallback, None
    message = node.get("message")
    text = message.strip() if isinstance(message, str) and message.strip() else fallback
    code = node.get("code")
    if isinstance(code, str) and code and code not in text:
        text = f"{text} [{code}]"
    etype = node.get("type")
    return text, etype if isinstance(etype, str) and etype else None


def classify_http_error(
    provider: str,
    status: int | None,
    message: str,
    *,
    error_type: str | None = None,
    headers: Mapping[str, str] | None = None,
    key_hint: str = "",
) -> OpenKoiError:
    """Map a provider's HTTP failure to the openkoi error that says who is at fault."""
    if (status is None or status < 400) and error_type:
        status = _TYPE_STATUS.get(error_type, status)
    text = " ".join(message.split())
    if len(text) > 300:
        text = text[:297] + "..."
    where = f"{provider} ({status})" if status else provider
    if status in (401, 403):
        return CredentialError(
            f"{where} rejected the API key: {text}", provider=provider,
            hint=key_hint or f"check the API key for {provider}",
        )
    if status == 429:
        return RateLimited(
            f"{where} rate limit: {text}", provider=provider,
            retry_after=parse_retry_after(headers),
            hint="wait a little, or lower the request rate / raise your plan's limit",
        )
    if is_context_overflow(f"{text} {error_type or ''}"):
        return ContextOverflow(
            f"{where} context window exceeded: {text}", provider=provider, status=status,
            hint="shorten the task or the files given, or pick a model with a larger window",
        )
    if status == 404:
        if "model" in text.lower():
            return UnknownModelError(
                f"{where} does not know this model: {text}",
                hint=f"check the model name (openkoi models {provider})",
            )
        return ProviderError(f"{where} endpoint not found: {text}", provider=provider,
                             status=status, hint=f"check the base_url configured for {provider}")
    if status is None or status in (408, 409) or status >= 500:
        return ProviderUnavailable(f"{where} unavailable: {text}", provider=provider,
                                   status=status, hint="try again later")
    return ProviderError(f"{where} refused the request: {text}", provider=provider,
                         status=status, hint="this request needs changing; retrying won't help")


RETRYABLE: tuple[type[Exception], ...] = (RateLimited, ProviderUnavailable)


class RetryingModel(Model):
    """Retries transient provider failures around any Model (the only retry layer)."""

    def __init__(
        self,
        inner: Model,
        *,
        max_attempts: int = 4,
        base_delay: float = 1.0,
        max_delay: float = 30.0,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
        rng: Callable[[], float] = random.random,
    ) -> None:
        self.inner = inner
        self.id = inner.id
        self.capabilities = inner.capabilities
        self.max_attempts = max(1, max_attempts)
        self.base_delay = base_delay
        self.max_delay = max_delay
        self._sleep = sleep
        self._rng = rng

    def delay(self, attempt: int, error: Exception) -> float:
        """Seconds to wait after failed attempt number ``attempt`` (0-based)."""
        retry_after = getattr(error, "retry_after", None)
        if isinstance(retry_after, (int, float)) and retry_after >= 0:
            return float(min(retry_after, self.max_delay))
        ceiling = min(self.max_delay, self.base_delay * (2 ** attempt))
        return self._rng() * ceiling  # full jitter: anywhere in [0, ceiling)

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
        attempt = 0
        while True:
            started = False
            inner = self.inner.stream(
                messages, tools=tools, schema=schema, max_tokens=max_tokens, stop=stop,
                temperature=temperature,
            )
            try:
                async for delta in inner:
                    started = True
                    yield delta
                return
            except RETRYABLE as exc:
                if started or attempt + 1 >= self.max_attempts:
                    raise
                await self._sleep(self.delay(attempt, exc))
                attempt += 1
            finally:
                # a caller that stops early closes us; close the inner stream (and its
                # HTTP response) now rather than whenever the generator is collected
                aclose = getattr(inner, "aclose", None)
                if aclose is not None:
                    await aclose()

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
        # Delegates to the inner model's complete (it may override it) and retries only while
        # no delta has reached ``on_delta`` yet, for the same reason streams do.
        attempt = 0
        while True:
            seen = False

            def hook(delta: Delta) -> None:
                nonlocal seen
                seen = True
                if on_delta is not None:
                    on_delta(delta)

            try:
                return await self.inner.complete(
                    messages, tools=tools, schema=schema, max_tokens=max_tokens, stop=stop,
                    temperature=temperature, on_delta=hook,
                )
            except RETRYABLE as exc:
                if seen or attempt + 1 >= self.max_attempts:
                    raise
                await self._sleep(self.delay(attempt, exc))
                attempt += 1

    async def aclose(self) -> None:
        await self.inner.aclose()


def _marker(what: str) -> str:
    from openkoi.prompts import render

    return render("context_pruned", what=what)


def prune_messages(messages: list[Message], *, keep_last: int = 4) -> list[Message] | None:
    """One pruning step, or None when nothing is left to prune.

    Kept whole: the leading system messages, the first user message and the last
    ``keep_last`` messages (moved back so the tail never starts with an orphan tool result).
    Steps, first that changes something wins: (1) replace the middle's tool outputs with a
    short marker; (2) drop the middle turns, leaving one marker; (3) replace the tail's tool
    outputs except the newest.
    """
    msgs = list(messages)
    head = 0
    while head < len(msgs) and msgs[head].role == "system":
        head += 1
    if head < len(msgs) and msgs[head].role == "user":
        head += 1
    tail = max(head, len(msgs) - keep_last)
    while head < tail < len(msgs) and msgs[tail].role == "tool":
        tail -= 1
    tool_marker = _marker("tool output")

    def shrink(indices: list[int]) -> bool:
        changed = False
        for i in indices:
            m = msgs[i]
            if m.role == "tool" and m.content != tool_marker and len(m.content) > len(tool_marker):
                msgs[i] = Message(role="tool", content=tool_marker,
                                  tool_call_id=m.tool_call_id, name=m.name)
                changed = True
        return changed

    if shrink(list(range(head, tail))):
        return msgs
    middle = msgs[head:tail]
    already = len(middle) == 1 and middle[0].role == "user" and _is_turn_marker(
        middle[0].content)
    if middle and not already:
        note = Message(role="user", content=_marker(f"{len(middle)} earlier messages"))
        return msgs[:head] + [note] + msgs[tail:]
    tool_indices = [i for i in range(tail, len(msgs)) if msgs[i].role == "tool"]
    if shrink(tool_indices[:-1]):
        return msgs
    return None


def _is_turn_marker(text: str) -> bool:
    probe = _marker("\x00")
    before, _, after = probe.partition("\x00")
    return text.startswith(before) and text.endswith(after)


async def complete_with_pruning(
    model: Model,
    messages: list[Message],
    *,
    max_prunes: int = 3,
    keep_last: int = 4,
    **kwargs: Any,
) -> Response:
    """``model.complete`` that answers ContextOverflow by pruning and trying again, up to
    ``max_prunes`` times; then (or when nothing is left to prune) the overflow is raised."""
    current = list(messages)
    prunes = 0
    while True:
        try:
            return await model.complete(current, **kwargs)
        except ContextOverflow:
            if prunes >= max_prunes:
                raise
            pruned = prune_messages(current, keep_last=keep_last)
            if pruned is None:
                raise
            current = pruned
            prunes += 1
