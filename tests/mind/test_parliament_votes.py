"""The Parliament fails closed: rules block without the model, unreadable output never approves."""

from __future__ import annotations

import asyncio
import json

from openkoi.engine.budget import Budget
from openkoi.engine.calls import Caller
from openkoi.events import EventBus
from openkoi.mind import parliament
from openkoi.models.scripted import ScriptedModel


def vote(verdict: str = "APPROVE", reason: str = "fine", caveats=(), confidence=0.8) -> dict:
    return {"verdict": verdict, "reason": reason, "caveats": list(caveats),
            "confidence": confidence}


def votes(**over: dict) -> dict:
    out = {a.lower(): vote() for a in parliament.AGENCIES}
    out.update(over)
    return out


def deliberate(model: ScriptedModel, task: str, budget: Budget | None = None):
    budget = budget or Budget(1_000_000, 100.0, 600.0)
    caller = Caller(model, budget, EventBus(), "t1")
    return asyncio.run(parliament.deliberate(caller, task)), budget


def test_a_rule_hit_blocks_without_a_model_call() -> None:
    model = ScriptedModel([])  # any call would raise ScriptExhausted
    decision, _ = deliberate(model, "delete the staging database")
    assert decision.blocked and decision.source == "rules"
    assert decision.guardian.verdict == "BLOCK" and decision.guardian.reasons
    assert model.calls == []
    text = decision.escalation()
    assert text.startswith("ESCALATION") and "The Guardian has blocked this action." in text
    assert "openkoi think 'delete the staging database' --override" in text
    assert decision.line().startswith("[PARLIAMENT] Guardian=BLOCK Economist=ABSTAIN")


def test_one_model_call_returns_all_five_and_counts_in_the_budget() -> None:
    model = ScriptedModel([votes(scholar=vote("APPROVE_WITH_CAVEATS", "check",
                                              ["run the tests before finishing"]))])
    decision, budget = deliberate(model, "refactor auth module to use JWT")
    assert len(model.calls) == 1 and model.calls[0].schema is not None
    assert not decision.blocked and decision.source == "model"
    assert [v.agency for v in decision.verdicts] == list(parliament.AGENCIES)
    assert decision.line() == ("[PARLIAMENT] Guardian=APPROVE Economist=APPROVE Empath=APPROVE"
                               " Scholar=APPROVE+ Strategist=APPROVE")
    assert "- run the tests before finishing" in decision.directive
    assert budget.spent.total_tokens > 0 and budget.spent.calls == 1


def test_a_model_guardian_block_stops_and_other_blocks_become_caveats() -> None:
    model = ScriptedModel([votes(guardian=vote("BLOCK", "irreversible"))])
    decision, _ = deliberate(model, "tidy the repo")
    assert decision.blocked and "irreversible" in decision.escalation()
    model = ScriptedModel([votes(economist=vote("BLOCK", "too expensive"))])
    decision, _ = deliberate(model, "tidy the repo")
    assert not decision.blocked
    assert "Economist objects: too expensive" in decision.directive


def test_invalid_output_is_retried_then_needs_a_human() -> None:
    bad = [
        "I approve this task wholeheartedly.",  # not JSON
        {"guardian": vote()},  # four agencies missing
        votes(guardian=vote("YES")),  # not a verdict
        votes(empath={"verdict": "APPROVE", "reason": "ok", "confidence": 7}),  # out of range
    ]
    for reply in bad:
        model = ScriptedModel([reply, reply, reply])
        decision, _ = deliberate(model, "add a docstring to utils.py")
        assert decision.blocked and decision.needs_human, reply
        assert decision.source == "unreadable"
        assert all(v.verdict != "APPROVE" for v in decision.verdicts)
        assert len(model.calls) == 3  # the first try and two retries
        assert "could not reach a readable decision" in decision.escalation()


def test_a_retry_that_fixes_the_output_is_used() -> None:
    model = ScriptedModel(["not json", votes()])
    decision, _ = deliberate(model, "add a docstring to utils.py")
    assert not decision.blocked and len(model.calls) == 2


def test_caveats_without_text_are_plain_approvals_and_json_is_serialisable() -> None:
    model = ScriptedModel([votes(empath=vote("APPROVE_WITH_CAVEATS", "ok", ["  "]))])
    decision, _ = deliberate(model, "add a docstring")
    assert decision.verdicts[2].verdict == "APPROVE" and decision.directive == ""
    data = json.loads(json.dumps(decision.to_dict()))
    assert data["blocked"] is False and data["verdicts"][0]["reason"] == "fine"


def _decide(model: ScriptedModel, task: str, model_blocks: str):
    caller = Caller(model, Budget(1_000_000, 100.0, 600.0), EventBus(), "t1")
    return asyncio.run(parliament.deliberate(caller, task, model_blocks=model_blocks))


def test_an_advisory_model_block_warns_but_does_not_stop() -> None:
    guardian_no = votes(guardian=vote("BLOCK", "removing code is risky"))
    binding = _decide(ScriptedModel([guardian_no]), "remove the print statements", "binding")
    advisory = _decide(ScriptedModel([guardian_no]), "remove the print statements", "advisory")
    assert binding.blocked and not binding.advisory_block
    assert not advisory.blocked and advisory.advisory_block
    assert "Guardian warns (advisory): removing code is risky" in advisory.directive
    assert "advisory" in advisory.line() and advisory.to_dict()["advisory_block"] is True


def test_advisory_never_weakens_rules_or_unreadable_output() -> None:
    ruled = _decide(ScriptedModel([]), "delete the staging database", "advisory")
    assert ruled.blocked and ruled.source == "rules"
    garbage = _decide(ScriptedModel(["nope", "still nope", "no"]), "tidy the README",
                      "advisory")
    assert garbage.blocked and garbage.needs_human


def test_auto_is_the_measured_policy_for_local_models_only() -> None:
    assert parliament.model_blocks_for("auto", local=True) == "policy"
    assert parliament.model_blocks_for("auto", local=False) == "binding"
    assert parliament.model_blocks_for("binding", local=True) == "binding"
