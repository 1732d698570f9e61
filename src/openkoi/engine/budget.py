"""Circuit breakers: token, cost, time and iteration budgets.

Checked before every model call and on every streamed delta during a call, so a runaway
generation is stopped mid-call, not only between iterations. Skills and prompts cannot
change these numbers: only the user's settings and flags do.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from openkoi.errors import BudgetExceeded
from openkoi.models.base import Capabilities, Delta, DeltaHook
from openkoi.records import Usage


@dataclass
class Budget:
    max_tokens: int
    max_cost_usd: float
    max_time_s: float
    clock: object = field(default=time.monotonic, repr=False)
    spent: Usage = field(default_factory=Usage)
    # A child agent's budget is a slice of its parent's: what it spends, the parent spends
    # too, and it stops when either runs out.
    parent: Budget | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        self.started = self._now()

    def _now(self) -> float:
        return float(self.clock())  # type: ignore[operator]

    @property
    def elapsed_s(self) -> float:
        return self._now() - self.started

    def add(self, usage: Usage) -> None:
        self.spent = self.spent + usage
        if self.parent is not None:
            self.parent.add(usage)

    def fraction_used(self) -> float:
        return max(self.spent.total_tokens / self.max_tokens,
                   self.spent.cost_usd / self.max_cost_usd if self.max_cost_usd else 0.0,
                   self.elapsed_s / self.max_time_s)

    def check(self, *, extra_tokens: int = 0, extra_cost: float = 0.0) -> None:
        """Raise BudgetExceeded if any budget is already spent."""
        tokens = self.spent.total_tokens + extra_tokens
        if tokens >= self.max_tokens:
            raise BudgetExceeded(f"token budget spent ({tokens} of {self.max_tokens})",
                                 which="tokens", hint="raise budget.max_tokens or --max-tokens")
        cost = self.spent.cost_usd + extra_cost
        if cost >= self.max_cost_usd:
            raise BudgetExceeded(f"cost budget spent (${cost:.4f} of ${self.max_cost_usd:.2f})",
                                 which="cost", hint="raise budget.max_cost_usd or --max-cost")
        if self.elapsed_s >= self.max_time_s:
            raise BudgetExceeded(
                f"time budget spent ({self.elapsed_s:.0f} s of {self.max_time_s:.0f} s)",
                which="time", hint="raise budget.max_time_s or --max-time")
        if self.parent is not None:
            self.parent.check(extra_tokens=extra_tokens, extra_cost=extra_cost)

    def call_guard(self, capabilities: Capabilities, input_tokens_estimate: int) -> DeltaHook:
        """A hook for ``Model.complete(on_delta=...)`` that stops the call as soon as the
        tokens generated so far (plus the prompt) would overrun a budget."""
        seen_chars = 0

        def on_delta(delta: Delta) -> None:
            nonlocal seen_chars
            seen_chars += len(delta.text)
            if delta.usage is not None:  # the final delta: the provider's own count
                used_in, out = delta.usage.input_tokens, delta.usage.output_tokens
            else:
                used_in = input_tokens_estimate
                out = delta.output_tokens_so_far if delta.output_tokens_so_far is not None \
                    else seen_chars // 4
            self.check(extra_tokens=used_in + out, extra_cost=capabilities.cost(used_in, out))

        return on_delta
