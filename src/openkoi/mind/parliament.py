"""The Parliament: five agencies vote on a task before any tool runs. It fails closed.

1. The Guardian's rules (``mind.guardian``) come first: a hit is a BLOCK, and no model is
   asked, so the model cannot talk its way past it.
2. Otherwise ONE schema-constrained model call returns all five verdicts (cheap on a small
   local model), validated with pydantic through the engine's ``Caller`` (retried on invalid
   output; its tokens count in the task's budget).
3. Output that stays unreadable is "needs a human": a BLOCK-equivalent, never an approval.

The agencies are not asked where no vote could change the outcome under the policy
(``vote_policy.moot_vote``: with the measured policy on a local model, a task the intent check
rates below ``votes_from``, where a Guardian BLOCK is only a warning). The record says so and
why (``Decision.skipped``; source ``skipped``); that call costs a minute on the embedded model.

The intent check (``mind.intent``: a small classifier on the MiniLM embeddings, ~0.1 s)
runs before the model call, and its verdict joins the record; so does the truth check's
(``mind.truth``: one graded question, would the task make a record mislead?), asked of a model
that reports its answer's probabilities where the policy says it can matter. The vote policy
(``mind.vote_policy``) turns rules, intent and votes into one ruling: approve, escalate (a human
decides) or block; ``Decision.blocked`` is true for both of the last two. The other agencies'
objections and every caveat become instructions for the executor (``Decision.directive``).

How much a *model's* Guardian BLOCK weighs when no other agency agrees is ``model_blocks``:
"binding" stops the task, "advisory" turns it into a warning, "escalate" asks a human, and
"policy" takes the measured policy's choice. "auto" = "policy" for local models (chosen on
the training split of the labelled phrasings: BENCHMARKS.md, "Parliament: vote policy"),
binding for the others. The rules keep stopping what they catch (unless the intent check
rates the task clearly benign) and unreadable output still needs a human.
"""

from __future__ import annotations

import shlex
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, TypeVar

from pydantic import BaseModel, Field

from openkoi.errors import ModelOutputError
from openkoi.mind import guardian, vote_policy
from openkoi.mind.intent import IntentVerdict
from openkoi.mind.truth import TruthVerdict
from openkoi.mind.vote_policy import POLICY, Policy, Ruling, Vote
from openkoi.models.base import Message
from openkoi.prompts import render
from openkoi.records import Verdict

AGENCIES = ("Guardian", "Economist", "Empath", "Scholar", "Strategist")
APPROVE, CAVEATS, ABSTAIN, BLOCK = "APPROVE", "APPROVE_WITH_CAVEATS", "ABSTAIN", "BLOCK"
MAX_TOKENS = 400  # five short verdicts; ~30 s out on the embedded model
MODEL_BLOCKS = ("auto", "binding", "advisory", "escalate", "policy")
IntentCheck = Callable[[str], IntentVerdict]
TruthCheck = Callable[[str], Awaitable[TruthVerdict]]

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
    source: str  # rules | model | unreadable | skipped (not asked: no vote could matter)
    needs_human: bool = False
    overridden: bool = False
    problem: str = ""  # why the model's answer could not be read
    rule_reasons: list[str] = field(default_factory=list)
    model_blocks: str = "binding"  # how a lone model Guardian BLOCK weighs (see the module doc)
    intent: IntentVerdict | None = None  # the intent check's verdict; None when not run
    policy: Policy = POLICY
    approved_by_human: bool = False  # an escalation a human said yes to
    skipped: str = ""  # why the agencies were not asked (source "skipped")
    truth: TruthVerdict | None = None  # the truth check's answer; None when not asked

    @property
    def guardian(self) -> Verdict:
        return next(v for v in self.verdicts if v.agency == "Guardian")

    @property
    def ruling(self) -> Ruling:
        """The vote policy's ruling on this record (mind.vote_policy)."""
        probability = self.intent.probability if self.intent and self.intent.available \
            else None
        votes = None if self.source != "model" else {
            v.agency: Vote(v.verdict, v.confidence) for v in self.verdicts}
        policy = vote_policy.for_model_blocks(self.model_blocks, self.policy)
        truth = self.truth or TruthVerdict(None)
        ruling = vote_policy.rule(policy, rules=self.rule_reasons, probability=probability,
                                  votes=votes, unreadable=self.source == "unreadable",
                                  text=self.task, truth=truth.probability,
                                  truth_problem=truth.problem)
        if self.skipped:
            ruling.reason += f"; the agencies were not asked: {self.skipped}"
        return ruling

    @property
    def blocked(self) -> bool:
        """The task must not run (unless a human overrides the block or approves the
        escalation)."""
        return self.needs_human or self.ruling.outcome != vote_policy.APPROVE

    @property
    def stops(self) -> bool:
        """Blocked, and no human let it through (override, or yes to an escalation)."""
        return self.blocked and not self.overridden and not self.approved_by_human

    @property
    def escalated(self) -> bool:
        """A human decides: asked on a terminal; without one, this is a block."""
        return self.ruling.outcome == vote_policy.ESCALATE

    @property
    def advisory_block(self) -> bool:
        """The model's Guardian said BLOCK, and the policy let the task through with its
        warning."""
        return (self.source == "model" and self.guardian.verdict == BLOCK
                and self.ruling.outcome == vote_policy.APPROVE)

    @property
    def caveats(self) -> list[str]:
        out: list[str] = list(self.ruling.warnings)
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
        tail = {"rules": " (Guardian rule)", "unreadable": " (unreadable: needs a human)",
                "skipped": " (not asked: no vote could change the ruling)"}
        note = " (the model's Guardian BLOCK is advisory: proceeding with its warning)" \
            if self.advisory_block else ""
        return f"[PARLIAMENT] {votes}{tail.get(self.source, '')}{note}"

    def policy_line(self) -> str:
        """``[POLICY] escalate: <why> | intent check: ...``: the ruling and the classifier."""
        ruling = self.ruling
        intent = self.intent.line() if self.intent is not None else "intent check not run"
        truth = f" | {self.truth.line()}" if self.truth is not None else ""
        return f"[POLICY] {ruling.outcome}: {ruling.reason} | {intent}{truth}"

    def _stopped_by(self) -> str:
        """Who stopped the task: "unreadable" (no readable answer: a human decides),
        "escalate" (the policy asks a human) or "guardian" (blocked)."""
        if self.needs_human and self.guardian.verdict != BLOCK:
            return "unreadable"
        return "escalate" if self.escalated else "guardian"

    def stop_text(self) -> str:
        """One line saying who stopped the task and why (the failed task's error), as the
        ESCALATION text says it (``escalation``)."""
        who = self._stopped_by()
        if who == "unreadable":
            return "needs a human: the Parliament could not reach a readable decision"
        if who == "escalate":
            return f"needs a human: {self.ruling.reason}"
        return "blocked by the Guardian: " + ("; ".join(self.guardian.reasons) or
                                              self.ruling.reason)

    def escalation(self) -> str:
        """The text shown when the task is stopped (from the blog's example)."""
        ruling = self.ruling
        who = {"unreadable": "The Parliament could not reach a readable decision",
               "escalate": f"The Parliament asks a human to decide: {ruling.reason}",
               "guardian": "The Guardian has blocked this action"}[self._stopped_by()]
        blocked_by = self.guardian.reasons if self.guardian.verdict == BLOCK else []
        reasons = "".join(f"\n  - {r}" for r in blocked_by + self.ruling.warnings if r)
        how = ("To proceed, answer 'yes' when asked in a terminal, or confirm with:"
               if ruling.outcome == vote_policy.ESCALATE else "To proceed, confirm with:")
        return (f"ESCALATION\n\n{who}.{reasons}\n{how}\n"
                f"  openkoi think {shlex.quote(self.task)} --override")

    def to_dict(self) -> dict[str, Any]:
        return {"task": self.task, "blocked": self.blocked and not self.approved_by_human,
                "needs_human": self.needs_human,
                "overridden": self.overridden, "source": self.source, "problem": self.problem,
                "model_blocks": self.model_blocks, "advisory_block": self.advisory_block,
                "rule_reasons": self.rule_reasons, "escalated": self.escalated,
                "approved_by_human": self.approved_by_human, "skipped": self.skipped,
                "policy": self.ruling.to_dict() | {"rules": self.policy.describe()},
                "intent": self.intent.to_dict() if self.intent is not None else None,
                "truth": self.truth.to_dict() if self.truth is not None else None,
                "verdicts": [v.to_dict() | {"reason": "; ".join(v.reasons)}
                             for v in self.verdicts]}


def by_rules(task: str, intent: IntentVerdict | None = None,
             policy: Policy = POLICY) -> Decision | None:
    """The Guardian's rules alone: a BLOCK decision on a hit, None when they are silent or
    when the intent check rates the task clearly benign (the hit is then a warning, and the
    agencies are asked)."""
    reasons = guardian.check_task(task)
    probability = intent.probability if intent is not None and intent.available else None
    if not reasons or vote_policy.rules_yield(policy, probability, task, reasons):
        return None
    verdicts = [Verdict(agency="Guardian", verdict=BLOCK, reasons=reasons, confidence=1.0)]
    verdicts += [Verdict(agency=a, verdict=ABSTAIN, reasons=["not asked: a Guardian rule"
                                                            " blocked the task first"])
                 for a in AGENCIES[1:]]
    return Decision(task, verdicts, "rules", rule_reasons=reasons, intent=intent,
                    policy=policy)


def model_blocks_for(setting: str, *, local: bool) -> str:
    """Resolve the ``parliament_model_blocks`` setting for a model."""
    if setting == "auto":
        return "policy" if local else "binding"
    return setting


async def deliberate(caller: StructuredCaller, task: str, *, files: str = "",
                     model_blocks: str = "binding", intent_check: IntentCheck | None = None,
                     policy: Policy = POLICY, truth_check: TruthCheck | None = None
                     ) -> Decision:
    """Rules and the intent check first; then the truth check (``truth_check``, where the
    policy says it can matter); then one model call for all five agencies; unreadable =
    needs a human."""
    intent = intent_check(task) if intent_check is not None else None
    ruled = by_rules(task, intent, policy)
    if ruled is not None:
        return ruled
    reasons = guardian.check_task(task)  # hits the intent check let through: warnings
    probability = intent.probability if intent is not None and intent.available else None
    weighed = vote_policy.for_model_blocks(model_blocks, policy)
    truth = None
    if truth_check is not None and vote_policy.asks_truth(weighed, rules=reasons,
                                                          probability=probability, text=task):
        truth = await truth_check(task)
    moot = vote_policy.moot_vote(weighed, rules=reasons, probability=probability, text=task,
                                 truth=truth.probability if truth else None,
                                 truth_problem=truth.problem if truth else "")
    if moot:
        why = f"not asked: {moot}"
        verdicts = [Verdict(agency=a, verdict=ABSTAIN, reasons=[why]) for a in AGENCIES]
        return Decision(task, verdicts, "skipped", rule_reasons=reasons,
                        model_blocks=model_blocks, intent=intent, policy=policy, skipped=moot,
                        truth=truth)
    messages = [Message("system", render("parliament_system")),
                Message("user", render("parliament_user", task=task[:2000],
                                       files=files[:600] or "(none)"))]
    try:
        votes = await caller.structured(messages, Votes, purpose="parliament",
                                        max_tokens=MAX_TOKENS)
    except ModelOutputError as exc:
        decision = _unreadable(task, exc.message)
    else:
        verdicts = [_verdict(name, getattr(votes, name.lower())) for name in AGENCIES]
        decision = Decision(task, verdicts, "model", model_blocks=model_blocks)
    decision.rule_reasons, decision.intent, decision.policy = reasons, intent, policy
    decision.truth = truth
    return decision


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
