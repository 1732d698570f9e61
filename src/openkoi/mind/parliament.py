"""The Parliament: five agencies vote on a task before any tool runs. It fails closed.

1. The Guardian's rules (``mind.guardian``) come first: a hit is a BLOCK, and no model is
   asked, so the model cannot talk its way past it.
2. Otherwise ONE schema-constrained model call returns all five verdicts (cheap on a small
   local model), validated with pydantic through the engine's ``Caller`` (retried on invalid
   output; its tokens count in the task's budget).
3. Output that stays unreadable is "needs a human": a BLOCK-equivalent, never an approval.

Only the Guardian's BLOCK (or needs-a-human) stops the task; the other agencies' objections
and every caveat become instructions for the executor (``Decision.directive``).

How much a *model's* Guardian BLOCK weighs is a measured choice (``model_blocks``):
"binding" stops the task; "advisory" turns it into a warning the executor must respect and
the [PARLIAMENT] line shows, while the rules keep stopping what they catch and unreadable
output still needs a human. "auto" = advisory for local models: on the embedded 1.5B model
the model's Guardian blocked 9 of 32 benign tasks and caught nothing the rules missed
(BENCHMARKS.md, "Parliament"), binding for the others.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, TypeVar

from pydantic import BaseModel, Field

from openkoi.errors import ModelOutputError
from openkoi.mind import guardian
from openkoi.models.base import Message
from openkoi.prompts import render
from openkoi.records import Verdict

AGENCIES = ("Guardian", "Economist", "Empath", "Scholar", "Strategist")
APPROVE, CAVEATS, ABSTAIN, BLOCK = "APPROVE", "APPROVE_WITH_CAVEATS", "ABSTAIN", "BLOCK"
MAX_TOKENS = 400  # five short verdicts; ~30 s out on the embedded model
MODEL_BLOCKS = ("auto", "binding", "advisory")

T = TypeVar("T")


class StructuredCaller(Protocol):
    """What the Parliament needs from the engine's ``Caller`` (kept as a protocol so that
    mind/ does not import the engine above it)."""

    async def structured(self, messages: list[Message], output: type[T], *, purpose: str,
                         max_tokens: int = ...) -> T: ...


class AgencyVote(BaseModel):
    # The reason comes first: a small model that states why before it decides decides better.
    reason: str = Field(max_length=400)
    verdict: Literal["APPROVE", "APPROVE_WITH_CAVEATS", "ABSTAIN", "BLOCK"]
    caveats: list[str] = Field(default_factory=list, max_length=4)
    confidence: float = Field(ge=0.0, le=1.0)


class Votes(BaseModel):
    guardian: AgencyVote
    economist: AgencyVote
    empath: AgencyVote
    scholar: AgencyVote
    strategist: AgencyVote


@dataclass
class Decision:
    task: str
    verdicts: list[Verdict]
    source: str  # rules | model | unreadable
    needs_human: bool = False
    overridden: bool = False
    problem: str = ""  # why the model's answer could not be read
    rule_reasons: list[str] = field(default_factory=list)
    model_blocks: str = "binding"  # how a model's Guardian BLOCK weighs (see the module doc)

    @property
    def guardian(self) -> Verdict:
        return next(v for v in self.verdicts if v.agency == "Guardian")

    @property
    def blocked(self) -> bool:
        """The task must not run (unless a human overrides it)."""
        return self.needs_human or (self.guardian.verdict == BLOCK and not self.advisory_block)

    @property
    def advisory_block(self) -> bool:
        """The model's Guardian said BLOCK, and its vote is advisory: a warning, not a stop."""
        return (self.source == "model" and self.model_blocks == "advisory"
                and self.guardian.verdict == BLOCK)

    @property
    def caveats(self) -> list[str]:
        out: list[str] = []
        if self.advisory_block:
            out += [f"Guardian warns (advisory): {r}" for r in self.guardian.reasons]
        for v in self.verdicts:
            out += v.caveats
            if v.verdict == BLOCK and v.agency != "Guardian":
                out += [f"{v.agency} objects: {r}" for r in v.reasons]
        return list(dict.fromkeys(c.strip() for c in out if c.strip()))

    @property
    def directive(self) -> str:
        """The caveats, as instructions for the planner and the executor."""
        if not self.caveats:
            return ""
        return "The Parliament approved this task with caveats; respect them:\n" + "\n".join(
            f"- {c}" for c in self.caveats)

    def line(self) -> str:
        """``[PARLIAMENT] Guardian=BLOCK Economist=APPROVE ...`` (APPROVE+ = with caveats)."""
        short = {CAVEATS: "APPROVE+"}
        votes = " ".join(f"{v.agency}={short.get(v.verdict, v.verdict)}" for v in self.verdicts)
        tail = {"rules": " (Guardian rule)", "unreadable": " (unreadable: needs a human)"}
        note = " (the model's Guardian BLOCK is advisory: proceeding with its warning)" \
            if self.advisory_block else ""
        return f"[PARLIAMENT] {votes}{tail.get(self.source, '')}{note}"

    def escalation(self) -> str:
        """The text shown when the Guardian blocks (from the blog's example)."""
        who = ("The Parliament could not reach a readable decision" if self.needs_human
               and self.guardian.verdict != BLOCK else "The Guardian has blocked this action")
        reasons = "".join(f"\n  - {r}" for r in self.guardian.reasons) or ""
        return (f"ESCALATION\n\n{who}.{reasons}\nTo proceed, confirm with:\n"
                f"  openkoi think {shlex.quote(self.task)} --override")

    def to_dict(self) -> dict[str, Any]:
        return {"task": self.task, "blocked": self.blocked, "needs_human": self.needs_human,
                "overridden": self.overridden, "source": self.source, "problem": self.problem,
                "model_blocks": self.model_blocks, "advisory_block": self.advisory_block,
                "rule_reasons": self.rule_reasons,
                "verdicts": [v.to_dict() | {"reason": "; ".join(v.reasons)}
                             for v in self.verdicts]}


def by_rules(task: str) -> Decision | None:
    """The Guardian's rules alone: a BLOCK decision on a hit, None when they are silent."""
    reasons = guardian.check_task(task)
    if not reasons:
        return None
    verdicts = [Verdict(agency="Guardian", verdict=BLOCK, reasons=reasons, confidence=1.0)]
    verdicts += [Verdict(agency=a, verdict=ABSTAIN, reasons=["not asked: a Guardian rule"
                                                            " blocked the task first"])
                 for a in AGENCIES[1:]]
    return Decision(task, verdicts, "rules", rule_reasons=reasons)


def model_blocks_for(setting: str, *, local: bool) -> str:
    """Resolve the ``parliament_model_blocks`` setting for a model."""
    if setting == "auto":
        return "advisory" if local else "binding"
    return setting


async def deliberate(caller: StructuredCaller, task: str, *, files: str = "",
                     model_blocks: str = "binding") -> Decision:
    """Rules first; then one model call for all five agencies; unreadable = needs a human."""
    ruled = by_rules(task)
    if ruled is not None:
        return ruled
    messages = [Message("system", render("parliament_system")),
                Message("user", render("parliament_user", task=task[:2000],
                                       files=files[:600] or "(none)"))]
    try:
        votes = await caller.structured(messages, Votes, purpose="parliament",
                                        max_tokens=MAX_TOKENS)
    except ModelOutputError as exc:
        return _unreadable(task, exc.message)
    verdicts = [_verdict(name, getattr(votes, name.lower())) for name in AGENCIES]
    return Decision(task, verdicts, "model", model_blocks=model_blocks)


def _verdict(agency: str, vote: AgencyVote) -> Verdict:
    caveats = [c.strip() for c in vote.caveats if c.strip()]
    verdict: str = vote.verdict
    if verdict == CAVEATS and not caveats:
        verdict = APPROVE
    return Verdict(agency=agency, verdict=verdict, reasons=[vote.reason.strip()],
                   caveats=caveats, confidence=vote.confidence)


def _unreadable(task: str, problem: str) -> Decision:
    why = "the agencies' answer could not be read: a human must decide"
    verdicts = [Verdict(agency=a, verdict=ABSTAIN, reasons=[why]) for a in AGENCIES]
    return Decision(task, verdicts, "unreadable", needs_human=True, problem=problem)
