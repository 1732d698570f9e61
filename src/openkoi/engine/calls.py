"""Every model call the engine makes goes through ``Caller``: budget checked before and
during the call, usage added and announced as a ``cost`` event, structured answers validated
against a pydantic model and retried, unreadable answers raised as ModelOutputError
(callers fail closed on it), and a context overflow answered by pruning the conversation."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from openkoi import events, logs
from openkoi.engine.budget import Budget
from openkoi.errors import ModelOutputError
from openkoi.events import EventBus
from openkoi.models.base import (
    LineForm,
    Message,
    Model,
    Response,
    ToolSpec,
    estimated_tokens,
    parse_json_object,
)
from openkoi.models.retry import complete_with_pruning
from openkoi.prompts import render
from openkoi.records import Usage

T = TypeVar("T")
TRACE = logs.TRACE
log = logs.get("engine.calls")


@dataclass
class Caller:
    model: Model
    budget: Budget
    bus: EventBus
    task_id: str
    parse_retries: int = 2

    async def call(
        self,
        messages: list[Message],
        *,
        purpose: str,
        tools: list[ToolSpec] | None = None,
        schema: dict[str, Any] | None = None,
        max_tokens: int = 1024,
        temperature: float | None = None,
        stop: list[str] | None = None,
    ) -> Response:
        self.budget.check()
        estimate = estimated_tokens(messages)
        log.debug("%s: calling %s (~%d prompt tokens)", purpose, self.model.id, estimate)
        if log.isEnabledFor(TRACE):
            log.log(TRACE, "%s prompt:\n%s", purpose,
                    "\n".join(f"[{m.role}] {m.content}" for m in messages))
        started = time.monotonic()
        response = await complete_with_pruning(
            self.model, messages, tools=tools, schema=schema, max_tokens=max_tokens,
            temperature=temperature, stop=stop,
            on_delta=self.budget.call_guard(self.model.capabilities, estimate))
        usage = response.usage
        log.debug("%s: %d in / %d out tokens in %.1f s", purpose, usage.input_tokens,
                  usage.output_tokens, time.monotonic() - started)
        log.log(TRACE, "%s answer: %s %s", purpose, response.text, response.tool_calls)
        self._spent(purpose, response.model, usage)
        return response

    async def sample(self, messages: list[Message], *, n: int, purpose: str,
                     max_tokens: int = 1024, temperature: float | None = None,
                     form: LineForm | None = None,
                     stop: list[str] | None = None) -> list[Response]:
        """``n`` samples of one prompt: one batched decode where the model can
        (``Capabilities.parallel_samples`` >= n), else one after the other. Budgeted and
        announced like one call (the cost event says how many samples and how). ``form``:
        the answers' shape, for a model that can hold its decoding to it."""
        if n <= 1 and form is None:
            return [await self.call(messages, purpose=purpose, max_tokens=max_tokens,
                                    temperature=temperature, stop=stop)]
        self.budget.check()
        estimate = estimated_tokens(messages)
        batched = self.model.capabilities.parallel_samples >= n
        started = time.monotonic()
        extra: dict[str, Any] = {
            key: value for key, value in (("form", form), ("stop", stop))
            if value is not None and _takes(self.model.sample, key)}
        responses = await self.model.sample(
            messages, n=n, max_tokens=max_tokens, temperature=temperature,
            on_delta=self.budget.call_guard(self.model.capabilities, estimate), **extra)
        usage = sum((r.usage for r in responses[1:]), responses[0].usage)
        log.debug("%s: %d samples (%s), %d in / %d out tokens in %.1f s", purpose, n,
                  "batched" if batched else "sequential", usage.input_tokens,
                  usage.output_tokens, time.monotonic() - started)
        self._spent(purpose, responses[0].model, usage, samples=n,
                    sampling="batched" if batched else "sequential")
        return responses

    async def choose(self, messages: list[Message], labels: tuple[str, ...], *,
                     purpose: str) -> dict[str, float]:
        """Each of ``labels``' probability as the one-word answer (``Model.choose``),
        budgeted and announced like a call; ModelOutputError when the answer was none of
        them (callers fail closed on it)."""
        self.budget.check()
        started = time.monotonic()
        choice = await self.model.choose(messages, labels)
        usage = choice.usage
        log.debug("%s: %s in %.1f s", purpose, choice.probabilities, time.monotonic() - started)
        self._spent(purpose, "", usage)
        if not any(choice.probabilities.values()):
            raise ModelOutputError(f"{purpose}: the answer was none of {', '.join(labels)}",
                                   hint="try a stronger model with -m")
        return choice.probabilities

    def _spent(self, purpose: str, model: str, usage: Usage, **extra: Any) -> None:
        """A call's usage added to the budget and announced as a ``cost`` event."""
        self.budget.add(usage)
        self.bus.emit(self.task_id, events.COST, {
            "purpose": purpose, "model": model or self.model.id,
            "input_tokens": usage.input_tokens, "output_tokens": usage.output_tokens,
            "cached_tokens": usage.cached_tokens,
            "cost_usd": usage.cost_usd, "total_tokens": self.budget.spent.total_tokens,
            "total_cost_usd": self.budget.spent.cost_usd, **extra,
        })

    async def structured(
        self, messages: list[Message], output: type[T], *, purpose: str, max_tokens: int = 1024,
    ) -> T:
        """Ask for a JSON object matching the pydantic model ``output``; retry with the
        validation error; raise ModelOutputError when it stays unreadable."""
        from pydantic import ValidationError

        schema = output.model_json_schema()  # type: ignore[attr-defined]
        convo = list(messages)
        raw = ""
        problem = ""
        for _attempt in range(self.parse_retries + 1):
            response = await self.call(convo, purpose=purpose, schema=schema,
                                       max_tokens=max_tokens)
            raw = response.text
            obj = response.parsed if response.parsed is not None else parse_json_object(raw)
            if obj is None:
                problem = "the answer was not a JSON object"
            else:
                try:
                    return output.model_validate(obj)  # type: ignore[attr-defined, no-any-return]
                except ValidationError as exc:
                    problem = "; ".join(
                        f"{'.'.join(str(p) for p in err['loc']) or 'object'}: {err['msg']}"
                        for err in exc.errors()[:5])
            if obj is None and response.finish_reason.lower() in _CUT:
                # the answer ran out of tokens (the embedded judge repeated one phrase inside
                # a finding until its 500 tokens ran out, three tries running, heldout44's
                # rummy_scores_tests): shown its own runaway text again, it wrote it again;
                # the retry says why, without it
                problem = f"the answer was cut off at its {max_tokens}-token limit"
                convo = list(messages) + [
                    Message("user", render("fix_json_cut", limit=max_tokens))]
                continue
            convo = list(messages) + [
                Message("assistant", raw[:2000]),
                Message("user", render("fix_json", problem=problem)),
            ]
        raise ModelOutputError(f"{purpose}: the model's answer could not be read ({problem})",
                               raw=raw, hint="try a stronger model with -m")


# a model's finish reason where its answer ran into ``max_tokens`` (llama.cpp and OpenAI:
# "length"; Anthropic: "max_tokens"; Gemini: "MAX_TOKENS")
_CUT = frozenset({"length", "max_tokens"})


def _takes(method: Callable[..., object], name: str) -> bool:
    """Whether ``method`` takes the keyword ``name`` (a plugin's model may override
    ``sample`` as it was before the keyword existed: it is then not given)."""
    import inspect

    try:
        params = inspect.signature(method).parameters
    except (TypeError, ValueError):
        return False
    return name in params or any(p.kind is p.VAR_KEYWORD for p in params.values())
