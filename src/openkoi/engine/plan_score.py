"""Scoring plan candidates without running anything.

A plan is scored on four checks, each 0-1, read from its text alone (no tool runs, no model
call):

- ``tools``: the tools it names are registered (an unknown tool is a plan that cannot run);
- ``budget``: its steps fit the step budget and its estimated iterations the iteration
  budget;
- ``irreversible``: steps that cannot be undone (delete, drop, push, deploy, publish, send,
  migrate ...) come after the steps that check or back up, never first;
- ``caveats``: the Parliament's caveats (when it voted) are reflected in the steps: the share
  of caveats at least a third of whose key words the plan mentions.

The total is their weighted mean; the best total wins and the first candidate wins a tie.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from openkoi.records import Plan

WEIGHTS = {"tools": 0.3, "budget": 0.25, "irreversible": 0.25, "caveats": 0.2}
_IRREVERSIBLE = re.compile(
    r"\b(delete|remove|rm\b|drop|truncate|overwrite|force[- ]push|push|deploy|publish|"
    r"release|send|email|migrate|wipe|purge|reset --hard)", re.IGNORECASE)
_CHECK = re.compile(r"\b(test|check|verify|review|back ?up|snapshot|dry[- ]run|confirm|"
                    r"inspect|read|look|diff)", re.IGNORECASE)
_WORD = re.compile(r"[a-z][a-z0-9_]{3,}")
_STOP = frozenset({"that", "this", "with", "from", "into", "only", "must", "should", "before",
                   "after", "without", "every", "make", "sure", "when", "they", "them", "their",
                   "there", "what", "which", "keep", "task", "your", "have", "will", "does"})


@dataclass
class Scored:
    number: int  # 1-based, in the order the model wrote them
    plan: Plan
    checks: dict[str, float] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    named_tools: list[str] = field(default_factory=list)  # as written, before filtering

    @property
    def total(self) -> float:
        return round(sum(WEIGHTS[k] * v for k, v in self.checks.items()), 4)

    def to_dict(self) -> dict[str, Any]:
        return {"number": self.number, "total": self.total, "checks": self.checks,
                "notes": self.notes, "plan": self.plan.to_dict(),
                "named_tools": self.named_tools}


def score(number: int, plan: Plan, named_tools: list[str], *, tools: list[str],
          max_steps: int, iterations: int, caveats: list[str]) -> Scored:
    out = Scored(number, plan, named_tools=list(named_tools))
    unknown = [t for t in named_tools if t not in tools]
    out.checks["tools"] = 1.0 - len(unknown) / len(named_tools) if named_tools else 1.0
    if unknown:
        out.notes.append(f"names tools that do not exist: {', '.join(unknown)}")
    over_steps = max(0, len(plan.steps) - max_steps)
    over_iters = max(0, plan.estimated_iterations - max(1, iterations))
    out.checks["budget"] = max(0.0, 1.0 - 0.25 * over_steps - 0.25 * over_iters)
    if over_steps or over_iters:
        out.notes.append(f"{len(plan.steps)} steps / {plan.estimated_iterations} iterations "
                         f"over the budget ({max_steps} steps, {iterations} iterations)")
    out.checks["irreversible"] = _irreversible(plan.steps, out.notes)
    out.checks["caveats"] = _caveats(plan, caveats, out.notes)
    return out


def best(candidates: list[Scored]) -> Scored:
    """The highest total; the earliest among equals."""
    return max(candidates, key=lambda c: (c.total, -c.number))


def _irreversible(steps: list[str], notes: list[str]) -> float:
    risky = [i for i, s in enumerate(steps) if _IRREVERSIBLE.search(s)]
    if not risky:
        return 1.0
    checks = [i for i, s in enumerate(steps) if _CHECK.search(s) and i not in risky]
    first = risky[0]
    if checks and checks[0] < first:
        return 1.0
    notes.append(f"step {first + 1} cannot be undone and comes before any check: "
                 f"{steps[first][:80]}")
    return 0.3 if first > 0 else 0.0


def _caveats(plan: Plan, caveats: list[str], notes: list[str]) -> float:
    if not caveats:
        return 1.0
    text = " ".join([plan.summary, *plan.steps]).lower()
    met = 0
    for caveat in caveats:
        words = {w for w in _WORD.findall(caveat.lower()) if w not in _STOP}
        if not words or sum(w in text for w in words) / len(words) >= 0.33:
            met += 1
        else:
            notes.append(f"does not reflect the caveat: {caveat[:80]}")
    return met / len(caveats)
