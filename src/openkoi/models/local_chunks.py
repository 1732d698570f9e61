"""Reading llama.cpp's streamed chat chunks: a chunk's text, finish reason and usage, the
prompt tokens its cache served, its errors as openkoi's, and one sequence's piece of a
batched decode (cut where the sequence ends in a loop: ``runaway``)."""

from __future__ import annotations

from typing import Any

from openkoi.errors import ContextOverflow, OpenKoiError, ProviderError
from openkoi.models.runaway import cut_loop
from openkoi.records import Usage

PROVIDER = "local"


def take_piece(choice: dict[str, Any], text: list[str], finishes: list[str], ended: list[str],
          index: int) -> int:
    """One sequence's piece of a batched decode into ``text``: how many tokens it was (0
    or 1). A sequence that finishes is ended "done"; one whose text now ends in a loop is
    cut after the loop's first copy, reported "length" and ended "loop"."""
    piece = str((choice.get("delta") or {}).get("content") or "")
    if piece and cut_loop(text, piece):
        finishes[index] = "length"
        ended[index] = "loop"
    if choice.get("finish_reason") and not ended[index]:
        finishes[index] = str(choice["finish_reason"])
        ended[index] = "done"
    return 1 if piece else 0


def json_format(name: str, schema: dict[str, Any]) -> dict[str, Any]:
    return {"type": "json_schema", "json_schema": {"name": name, "schema": schema}}


def read_chunk(chunk: Any, n_ctx: int) -> tuple[str, str | None, Usage | None]:
    """(text, finish reason, usage) of one streamed chunk; raises on an error chunk."""
    if not isinstance(chunk, dict):
        raise ProviderError(f"the embedded model sent an unreadable chunk: {chunk!r:.80}",
                            provider=PROVIDER, hint="retry the call")
    if "error" in chunk or chunk.get("type") == "server_error":
        raise chunk_error(chunk.get("error", chunk), n_ctx)
    usage = None
    raw_usage = chunk.get("usage")
    if isinstance(raw_usage, dict):
        usage = Usage(input_tokens=int(raw_usage.get("prompt_tokens") or 0),
                      output_tokens=int(raw_usage.get("completion_tokens") or 0), calls=1,
                      cached_tokens=cached_tokens(chunk))
    choices = chunk.get("choices") or []
    if not choices:
        return "", None, usage
    choice = choices[0]
    delta = choice.get("delta") or {}
    return str(delta.get("content") or ""), choice.get("finish_reason"), usage


def cached_tokens(chunk: dict[str, Any]) -> int:
    """The prompt tokens llama.cpp reused from its cache for this call (the usage's
    ``prompt_tokens_details.cached_tokens``, else its ``timings.cache_n``)."""
    details = (chunk.get("usage") or {}).get("prompt_tokens_details")
    if isinstance(details, dict) and details.get("cached_tokens") is not None:
        return int(details["cached_tokens"] or 0)
    timings = chunk.get("timings")
    return int(timings.get("cache_n") or 0) if isinstance(timings, dict) else 0


def chunk_error(err: Any, n_ctx: int) -> OpenKoiError:
    err = err if isinstance(err, dict) else {"message": str(err)}
    message = one_line(err.get("message", "unknown error"))
    status = err.get("code") if isinstance(err.get("code"), int) else None
    # ("Context size has been exceeded.": a slot's context filled while it decoded)
    if err.get("type") == "exceed_context_size_error" or "context size" in message.lower():
        n_prompt = err.get("n_prompt_tokens")
        size = f" ({n_prompt} tokens)" if n_prompt else ""
        return ContextOverflow(
            f"the prompt{size} does not fit the embedded model's context window "
            f"({err.get('n_ctx', n_ctx)} tokens)",
            provider=PROVIDER, status=status,
            hint="shorten the conversation or use a provider model with a larger context",
        )
    return ProviderError(f"the embedded model failed: {message}", provider=PROVIDER,
                         status=status, hint="retry; if it persists, report the message")


def one_line(exc: Any) -> str:
    text = " ".join(str(exc).split())
    return text[:300] or type(exc).__name__


def top_tokens(chunk: dict[str, Any]) -> dict[str, float]:
    """The first choice's top tokens and their probabilities in one streamed chunk of a call
    made with ``logprobs`` (llama.cpp: ``choices[0].logprobs.content[0].top_logprobs``);
    empty when the chunk carries none."""
    import math

    for choice in chunk.get("choices") or []:
        content = (choice.get("logprobs") or {}).get("content") or []
        if content:
            out: dict[str, float] = {}
            for entry in content[0].get("top_logprobs") or []:
                token = str(entry.get("token", ""))
                out[token] = out.get(token, 0.0) + math.exp(float(entry.get("logprob", -1e9)))
            return out
    return {}
