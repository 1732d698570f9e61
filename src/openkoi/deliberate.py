"""Thinking before acting, for any surface: the Sovereign's framing, the Parliament's vote,
and a simulation (a dry run plus the likely futures).

``sovereign`` reads SOUL.md and the trajectory (no model call); ``intent`` is the intent
check's verdict (mind.intent: a classifier on the MiniLM embeddings, no model call);
``decide`` asks the Guardian's rules, then the agencies' one structured call, and the vote
policy rules on all three (mind.parliament, mind.vote_policy); ``simulate``
runs the ordinary engine with a dry-run registry (one pass, no evaluation; the engine renders
its own prompts) and asks mind.simulate for the futures. The runner strings them together
(``runner.run``); the surfaces only show what comes back (``Deliberation``).
"""

from __future__ import annotations

import os
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from openkoi.config import Paths
from openkoi.records import Plan


@dataclass
class Deliberation:
    """What thinking produced for one task: the surfaces' report (CLI --json, the API's task
    view, webhooks) reads it from here."""

    sovereign: str = ""
    decision: Any = None  # mind.parliament.Decision once the Parliament voted
    simulation: dict[str, Any] | None = None
    intent: Any = None  # mind.intent.IntentVerdict, before any model loads

    @property
    def blocked(self) -> bool:
        """The vote policy stopped the task (a block, or an escalation nobody approved) and
        nobody overrode it."""
        return self.decision is not None and self.decision.stops

    def directive(self) -> str:
        """The Sovereign's framing, then the Parliament's caveats: the executor's
        instructions."""
        sovereign = f"The user's values: {self.sovereign}" if self.sovereign else ""
        caveats = self.decision.directive if self.decision is not None else ""
        return "\n\n".join(d for d in (sovereign, caveats) if d)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"blocked": self.blocked, "sovereign": self.sovereign}
        d = self.decision
        if d is not None:
            out |= {"overridden": d.overridden, "needs_human": d.needs_human,
                    "escalated": d.escalated, "approved_by_human": d.approved_by_human,
                    "source": d.source, "skipped": d.skipped,
                    "policy": d.ruling.to_dict() | {"rules": d.policy.describe()},
                    "verdicts": [{"agency": v.agency, "verdict": v.verdict,
                                  "reason": "; ".join(v.reasons), "caveats": v.caveats,
                                  "confidence": v.confidence} for v in d.verdicts],
                    "truth": d.truth.to_dict() if d.truth is not None else None}
            if self.blocked:
                out["escalation"] = d.escalation()
        if self.intent is not None:
            out["intent"] = self.intent.to_dict()
        if self.simulation is not None:
            out |= self.simulation
        return out


def sovereign(paths: Paths) -> str:
    """The Sovereign's one-line directive: SOUL.md and the trajectory, no model call (a
    broken SOUL.md raises ConfigError here, before anything is recorded)."""
    from openkoi.memory.store import Store
    from openkoi.mind import soul, soul_trajectory

    current = soul.load(paths.home)
    if not paths.db.exists():
        return soul.directive(current, soul_trajectory.Trajectory())
    store = Store.open(paths)
    try:
        return soul.directive(current, soul_trajectory.compute(store))
    finally:
        store.close()


def intent(paths: Paths, task: str) -> Any:
    """The intent check's verdict on the shipped MiniLM embedder (mind.intent): a few ms once
    the embedder is loaded; unavailable, never an approval, without it."""
    from openkoi.memory.embeddings import get_embedder
    from openkoi.mind import intent as intent_check

    return intent_check.check(task, get_embedder(paths, "auto"))


async def decide(caller: Any, task: str, workspace: Path, settings: Any, model: Any,
                 intent: Any = None) -> Any:
    """The Parliament's decision (the Guardian's rules and the intent check first, then one
    model call, then the vote policy)."""
    from openkoi.mind import parliament, truth

    ruled = parliament.by_rules(task, intent)
    if ruled is not None:
        return ruled

    async def truth_check(text: str) -> Any:
        return await truth.check(caller, text)

    return await parliament.deliberate(
        caller, task, files=listing(workspace), model_blocks=parliament.model_blocks_for(
            settings.parliament_model_blocks, local=model.capabilities.local),
        intent_check=None if intent is None else lambda _task: intent,
        truth_check=truth_check if model.capabilities.label_probabilities else None)


@dataclass
class PlanCatcher:
    """A plan gate that remembers the plan (and asks the surface's own gate, if any)."""

    then: Callable[[Plan], Awaitable[bool | Plan]] | None = None
    plan: Plan | None = field(default=None)

    async def __call__(self, plan: Plan) -> bool | Plan:
        self.plan = plan
        if self.then is None:
            return True
        verdict = await self.then(plan)
        if isinstance(verdict, Plan):
            self.plan = verdict
        return verdict


async def foresee(caller: Any, task: str, plan: Plan | None, registry: Any,
                  decision: Any) -> dict[str, Any]:
    """The simulation's report: what would change and run, and the futures (one call)."""
    from openkoi.mind import simulate

    steps = "; ".join(plan.steps) if plan is not None else ""
    summary = f"{plan.summary} ({steps})" if plan is not None else "(no plan)"
    futures = await simulate.foresee(caller, task, plan=summary, actions=registry.actions,
                                     verdicts=decision.line() if decision is not None else "")
    return {"simulated": True, "would_change": registry.would_change,
            "would_run": registry.would_run,
            "actions": [a.to_dict() for a in registry.actions],
            "futures": futures.model_dump()}


def reasoning(decision: Any) -> str:
    """Every agency's verdict, reasons and caveats, then the policy's ruling and the
    intent check (``think --verbose``)."""
    blocks = []
    for v in decision.verdicts:
        lines = [f"  {v.agency.upper()} -- {v.verdict} (confidence {v.confidence:.2f})"]
        lines += [f"    {r}" for r in v.reasons]
        lines += [f"    caveat: {c}" for c in v.caveats]
        blocks.append("\n".join(lines))
    ruling = decision.ruling
    blocks.append(f"  POLICY -- {ruling.outcome.upper()}: {ruling.reason}\n"
                  f"    {decision.policy.describe()}")
    blocks += [f"    warning: {w}" for w in ruling.warnings]
    if decision.intent is not None:
        blocks.append(f"  INTENT -- {decision.intent.line()}")
    return "\n".join(blocks)


def simulation_text(sim: dict[str, Any]) -> str:
    """The simulation as text (the CLI prints it; the chat shows it after the turn)."""
    lines = ["", "SIMULATION (nothing was written or run)"]
    lines += [f"  would change: {f}" for f in sim["would_change"]] or ["  no file changes"]
    lines += [f"  would run: {c}" for c in sim["would_run"]] or ["  no commands"]
    lines += [f"  refused: {a['tool']}: {a['target']}" for a in sim["actions"] if not a["ok"]]
    futures = sim["futures"]
    lines.append("FUTURES")
    for i, f in enumerate(futures["futures"], 1):
        lines.append(f"  {i}. {f['name']} (risk {f['risk']})")
        lines += [f"     - {c}" for c in f["consequences"]]
    lines.append(f"RECOMMENDATION ({futures['champion']}): {futures['recommendation']}")
    if futures["dissent"]:
        lines.append(f"DISSENT: {futures['dissent']}")
    return "\n".join(lines)


def listing(workspace: Any, limit: int = 30) -> str:
    try:
        names = sorted(n for n in os.listdir(workspace) if not n.startswith("."))
    except OSError:
        return ""
    return ", ".join(names[:limit]) + (" ..." if len(names) > limit else "")
