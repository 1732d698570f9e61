"""Typed step records: what the engine appends, memory stores and surfaces render.

They live at the bottom of the dependency graph so that memory never imports the engine.
Every record is a plain dataclass that round-trips through ``to_dict`` / ``from_dict``
(JSON-safe values only).
"""

from __future__ import annotations

import dataclasses
import time
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

R = TypeVar("R", bound="Record")


@dataclass
class Record:
    kind: ClassVar[str] = "record"

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls: type[R], data: dict[str, Any]) -> R:
        names = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})


@dataclass
class Usage(Record):
    """Tokens and money spent; adds up with ``+``."""

    kind: ClassVar[str] = "usage"
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float = 0.0
    calls: int = 0
    # of input_tokens, those the provider served from its prompt cache (llama.cpp's reused
    # prefix, OpenAI's cached_tokens, Anthropic's cache reads); 0 where it does not say
    cached_tokens: int = 0

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            self.input_tokens + other.input_tokens,
            self.output_tokens + other.output_tokens,
            self.cost_usd + other.cost_usd,
            self.calls + other.calls,
            self.cached_tokens + other.cached_tokens,
        )

    @property
    def total_tokens(self) -> int:
        return self.input_tokens + self.output_tokens


@dataclass
class Plan(Record):
    kind: ClassVar[str] = "plan"
    summary: str = ""
    steps: list[str] = field(default_factory=list)
    files: list[str] = field(default_factory=list)
    tools: list[str] = field(default_factory=list)
    estimated_iterations: int = 1


@dataclass
class ToolCall(Record):
    kind: ClassVar[str] = "tool_call"
    id: str = ""
    name: str = ""
    arguments: dict[str, Any] = field(default_factory=dict)
    thought: str = ""


@dataclass
class ToolResult(Record):
    kind: ClassVar[str] = "tool_result"
    call_id: str = ""
    name: str = ""
    output: str = ""
    ok: bool = True
    truncated_path: str | None = None
    duration_s: float = 0.0


@dataclass
class Finding(Record):
    kind: ClassVar[str] = "finding"
    severity: str = "minor"  # blocker | major | minor | info
    dimension: str = ""
    message: str = ""
    location: str = ""
    fix: str = ""


@dataclass
class Evaluation(Record):
    """The combined verdict of all evaluators on one iteration."""

    kind: ClassVar[str] = "evaluation"
    score: float = 0.0
    dimensions: dict[str, float] = field(default_factory=dict)
    weights: dict[str, float] = field(default_factory=dict)
    findings: list[dict[str, Any]] = field(default_factory=list)
    evidence: dict[str, str] = field(default_factory=dict)
    needs_human: bool = False
    # What ran the code: "passed" (tests or a run of the program ran, and all of it passed),
    # "failed" (some of it failed, or a cheap check found a blocker: a stub, a file that does
    # not parse), "contested" (independent tests written from the task, not from the code,
    # fail on it or were contradicted by every agreeing candidate: the evidence disagrees),
    # "incomplete" (what ran passed, but the task states failures of its program that no run
    # checked), "none" (nothing ran: only a model judged). Only "passed" can end as done.
    grounded: str = "none"

    def finding_objects(self) -> list[Finding]:
        return [Finding.from_dict(f) for f in self.findings]


@dataclass
class Refinement(Record):
    kind: ClassVar[str] = "refinement"
    iteration: int = 0
    feedback: str = ""
    focus: list[str] = field(default_factory=list)


@dataclass
class Iteration(Record):
    kind: ClassVar[str] = "iteration"
    number: int = 0
    score: float = 0.0
    files_changed: list[str] = field(default_factory=list)
    answer: str = ""
    usage: dict[str, Any] = field(default_factory=dict)
    started_at: float = field(default_factory=time.time)
    ended_at: float = 0.0


@dataclass
class Verdict(Record):
    kind: ClassVar[str] = "verdict"
    agency: str = ""
    verdict: str = "ABSTAIN"  # APPROVE | APPROVE_WITH_CAVEATS | ABSTAIN | BLOCK
    reasons: list[str] = field(default_factory=list)
    caveats: list[str] = field(default_factory=list)
    confidence: float = 0.0


# Why an "unverified" outcome is not done: the stop reasons the surfaces tell apart.
SIMULATED_REASON = "simulation: nothing was written or run"  # a dry run: never "done" work
UNVERIFIED_REASON = ("quality threshold met by a model's judgement alone: nothing ran the code "
                     "(no tests, no stated examples to run)")
UNREACHED_REASON = ("quality threshold met, but the tests that ran do not run the changed code "
                    "(see the findings): not verified")
OWN_TESTS_REASON = ("quality threshold met, but only openkoi's own tests ran the code: too few, "
                    "or too little agreed on, to verify it (see the evidence): not verified")
UNSHOWN_REASON = ("quality threshold met, but every check that passed passes on the code as "
                  "the task gave it too: nothing shows the change the task asks for (see the "
                  "findings): not verified")
UNRUN_REASON = ("quality threshold met, but the task states how the program fails in cases "
                "that no run checked (see the evidence): not verified")
UNCHECKED_REASON = ("quality threshold met, but the task names functions that no check ran "
                    "(see the evidence): not verified")
CONTESTED_REASON = ("quality threshold met, but tests written apart from the code disagree "
                    "with it (see the findings): not verified")


@dataclass
class TaskOutcome(Record):
    kind: ClassVar[str] = "outcome"
    # done (the threshold met AND grounded evidence ran and passed) | unverified (the
    # threshold met, but only a model judged, or independent evidence disagrees) |
    # below_threshold | failed | interrupted | budget_exhausted |
    # simulated (a dry run: nothing was written or run, SIMULATED_REASON)
    status: str = "done"
    score: float = 0.0
    best_iteration: int = 0
    iterations: int = 0
    files_changed: list[str] = field(default_factory=list)
    answer: str = ""
    stop_reason: str = ""
    usage: dict[str, Any] = field(default_factory=dict)
    error: str = ""
    error_kind: str = ""  # the openkoi.errors class name when status is "failed"
