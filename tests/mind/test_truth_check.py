"""The truth check (mind.truth): one graded question, would the task make a record mislead?
Asked where the policy says it can matter; its answer escalates at the policy's threshold;
an answer that is neither word asks a human (fail closed)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field, replace

import pytest

from openkoi.engine.budget import Budget
from openkoi.engine.calls import Caller
from openkoi.errors import ModelOutputError
from openkoi.events import EventBus
from openkoi.mind import parliament, truth, vote_policy
from openkoi.mind.intent import IntentVerdict
from openkoi.mind.vote_policy import APPROVE, BLOCK, ESCALATE, POLICY, Policy, Vote
from openkoi.models.base import Message, label_shares
from openkoi.models.local_chunks import top_tokens
from openkoi.models.scripted import ScriptedModel

# version 12's policy with the truth check on from intent p 0.2
ON = Policy(intent_threshold=0.7, rules_yield_below=0.5, others_to_block=2,
            guardian_alone="advise", votes_from=0.6, own_yield_below=0.3,
            truth_threshold=0.7, truth_from=0.2)
APPROVE_ALL = {a.lower(): {"verdict": "APPROVE", "reason": "fine", "caveats": [],
                           "confidence": 0.9} for a in parliament.AGENCIES}


def _rule(p: float | None, truth_p: float | None, problem: str = "", votes=None,
          policy=ON) -> vote_policy.Ruling:
    return vote_policy.rule(policy, rules=[], probability=p, votes=votes,
                            text="make the triage notes say forty minutes", truth=truth_p,
                            truth_problem=problem)


def test_the_truth_check_escalates_from_its_threshold_where_it_counts() -> None:
    assert _rule(0.3, 0.75).outcome == ESCALATE
    assert "the truth check: the task may make a record mislead (p=0.75 >= 0.7)" in \
        _rule(0.3, 0.75).reason
    assert _rule(0.3, 0.65).outcome == APPROVE  # under the threshold
    assert _rule(0.1, 0.95).outcome == APPROVE  # under truth_from: it does not count
    assert _rule(None, 0.95).outcome == ESCALATE  # no intent rating: it counts
    assert _rule(0.3, 0.95, policy=replace(ON, truth_threshold=1.01)).outcome == APPROVE
    # an answer that could not be read asks a human, where the check counts
    assert _rule(0.3, None, "the answer was none of DECEIVE, HONEST").outcome == ESCALATE
    assert _rule(0.1, None, "unreadable").outcome == APPROVE
    # a Guardian BLOCK that is only a warning below votes_from does not hide the check
    warned = {"Guardian": Vote("BLOCK", 0.9)}
    low = replace(ON, votes_from=0.5)
    assert _rule(0.3, 0.9, votes=warned, policy=low).outcome == ESCALATE
    assert _rule(0.3, 0.1, votes=warned, policy=low).outcome == APPROVE
    # a block by the Guardian and enough others stays a block
    blocks = {"Guardian": Vote("BLOCK", 0.9)} | {
        f"a{i}": Vote("BLOCK", 0.9) for i in range(ON.others_to_block)}
    assert _rule(0.65, 0.9, votes=blocks).outcome == BLOCK


def test_the_measured_policy_asks_the_truth_check_in_its_zone() -> None:
    assert POLICY.truth_threshold <= 1  # version 13 uses it
    assert vote_policy.asks_truth(POLICY, rules=[], probability=POLICY.truth_from, text="x")
    below = POLICY.truth_from - 0.01
    between = (POLICY.truth_threshold + min(POLICY.truth_anywhere, 1.0)) / 2
    assert vote_policy.rule(POLICY, rules=[], probability=below, votes=None, text="x",
                            truth=between).outcome == APPROVE
    assert vote_policy.rule(POLICY, rules=[], probability=POLICY.truth_from, votes=None,
                            text="x", truth=between).outcome == ESCALATE
    # versions 17-26: a second, higher answer counted at any intent rating, so it was asked
    # there; version 27 uses none (1.01), so below truth_from the check is not asked
    v26 = replace(POLICY, truth_threshold=0.68, truth_from=0.6, truth_anywhere=0.82)
    assert vote_policy.asks_truth(v26, rules=[], probability=0.01, text="x")
    assert vote_policy.asks_truth(POLICY, rules=[], probability=0.01, text="x") == \
        (POLICY.truth_anywhere <= 1)


def test_the_truth_check_is_asked_only_where_its_answer_can_count() -> None:
    def asks(p: float | None, rules: tuple[str, ...] = (), policy=ON) -> bool:
        return vote_policy.asks_truth(policy, rules=list(rules), probability=p,
                                      text="rm -rf / on the build box" if rules else "x")

    assert asks(0.3) and asks(None)
    assert not asks(0.1)  # below truth_from
    assert not asks(0.95)  # the intent check already escalates
    assert not asks(0.3, ("rm -rf /",))  # a rule already blocks
    assert not asks(0.3, policy=replace(ON, truth_threshold=1.01))  # the policy does not use it


def test_a_second_higher_answer_counts_at_any_intent_rating() -> None:
    # version 17: deceit named plainly is often rated benign by the intent check
    both = replace(ON, truth_anywhere=0.85)
    assert _rule(0.1, 0.9, policy=both).outcome == ESCALATE
    assert "at any intent rating" in _rule(0.1, 0.9, policy=both).reason
    assert _rule(0.1, 0.8, policy=both).outcome == APPROVE  # under it, below truth_from
    assert _rule(0.3, 0.8, policy=both).outcome == ESCALATE  # the first threshold counts
    # asked of every task the rules and the intent check let through; unreadable asks a human
    asks = vote_policy.asks_truth
    assert asks(both, rules=[], probability=0.01, text="x")
    assert not asks(both, rules=[], probability=0.95, text="x")
    assert _rule(0.01, None, "unreadable", policy=both).outcome == ESCALATE
    only = replace(ON, truth_threshold=1.01, truth_anywhere=0.85)
    assert asks(only, rules=[], probability=0.01, text="x")
    assert _rule(0.6, 0.8, policy=only).outcome == APPROVE
    assert _rule(0.6, 0.86, policy=only).outcome == ESCALATE


def test_label_shares_count_each_token_for_the_label_it_begins() -> None:
    shares = label_shares({"DE": 0.6, " H": 0.2, "hon": 0.1, "The": 0.05, "": 0.05},
                          truth.LABELS)
    assert shares["DECEIVE"] == pytest.approx(0.6 / 0.9)
    assert shares["HONEST"] == pytest.approx(0.3 / 0.9)
    assert label_shares({"The": 1.0}, truth.LABELS) == {"DECEIVE": 0.0, "HONEST": 0.0}
    # a token that begins both labels says nothing between them
    assert label_shares({"YES": 0.5, "Y": 0.3, "NO": 0.2}, ("YES", "YEAH"))["YES"] == 1.0


def test_top_tokens_read_llama_cpp_logprobs_from_a_streamed_chunk() -> None:
    chunk = {"choices": [{"delta": {"content": "DE"}, "logprobs": {"content": [
        {"token": "DE", "logprob": -0.1, "top_logprobs": [
            {"token": "DE", "logprob": -0.1}, {"token": "H", "logprob": -2.5}]}]}}]}
    tokens = top_tokens(chunk)
    assert tokens["DE"] == pytest.approx(0.9048, abs=1e-3)
    assert tokens["H"] == pytest.approx(0.0821, abs=1e-3)
    assert top_tokens({"choices": [{"delta": {"content": "x"}}]}) == {}


def _caller(model) -> tuple[Caller, EventBus]:
    bus = EventBus()
    return Caller(model, Budget(1_000_000, 100.0, 600.0), bus, "t1"), bus


def test_a_model_without_probabilities_answers_with_the_word_it_writes() -> None:
    caller, _ = _caller(ScriptedModel(["DECEIVE, it back-dates the record", "Honest.",
                                       "I cannot tell"]))
    assert asyncio.run(truth.check(caller, "back-date the log")).probability == 1.0
    assert asyncio.run(truth.check(caller, "fix the typo")).probability == 0.0
    unread = asyncio.run(truth.check(caller, "something"))
    assert unread.probability is None and "none of DECEIVE, HONEST" in unread.problem
    assert unread.line().startswith("truth check unreadable")


def test_the_question_keeps_its_worked_examples_before_the_task() -> None:
    asked = truth.messages("make the audit log skip my logins")
    assert asked[0].role == "system" and "DECEIVE" in asked[0].content
    assert asked[-1].content.startswith("Request: make the audit log skip my logins")
    assert len(asked) == 2 + 2 * len(truth.shots()) and len(truth.shots()) >= 8
    assert {a for _, a in truth.shots()} == set(truth.LABELS)
    # the prefix is the same for every task (llama.cpp's prompt cache holds it)
    other = truth.messages("add a README")
    assert [m.content for m in other[:-1]] == [m.content for m in asked[:-1]]


@dataclass
class Graded(ScriptedModel):
    """A scripted model that reports its answer's probabilities, as the embedded one does."""

    deceive: float = 0.8
    asked: list[list[Message]] = field(default_factory=list)

    def __post_init__(self) -> None:
        super().__post_init__()
        self.capabilities = replace(self.capabilities, label_probabilities=True)

    async def choose(self, messages, labels):
        from openkoi.models.base import Choice
        from openkoi.records import Usage

        self.asked.append(messages)
        return Choice({labels[0]: self.deceive, labels[1]: 1 - self.deceive},
                      Usage(input_tokens=640, calls=1, cached_tokens=610))


def _deliberate(model: Graded, task: str, p: float, policy=ON):
    caller, bus = _caller(model)

    async def check(text: str) -> truth.TruthVerdict:
        return await truth.check(caller, text)

    rated = IntentVerdict(True, p >= policy.intent_threshold, p, policy.intent_threshold, 3.0)
    decision = asyncio.run(parliament.deliberate(
        caller, task, model_blocks="policy", intent_check=lambda _t: rated, policy=policy,
        truth_check=check))
    return decision, bus


def test_the_parliament_escalates_a_task_the_truth_check_finds_misleading() -> None:
    model = Graded([APPROVE_ALL], deceive=0.9)
    decision, _ = _deliberate(model, "make the triage notes say forty minutes", 0.3)
    assert len(model.asked) == 1
    assert decision.truth is not None and decision.truth.probability == pytest.approx(0.9)
    assert decision.ruling.outcome == ESCALATE and decision.blocked and decision.escalated
    assert "| truth check: p(misleading)=0.90" in decision.policy_line()
    assert decision.to_dict()["truth"] == {"probability": 0.9, "problem": ""}
    assert "The Parliament asks a human to decide: the truth check" in decision.escalation()
    # the agencies were not asked (no vote could change it), and the reason is said once
    assert decision.source == "skipped" and model.calls == []
    assert decision.ruling.reason.count("the truth check: the task may make") == 1


def test_the_parliament_does_not_ask_the_truth_check_where_it_cannot_count() -> None:
    low = Graded([], deceive=0.9)  # any agencies' call raises: none is made either
    decision, _ = _deliberate(low, "add a dark mode toggle", 0.05)
    assert low.asked == [] and decision.truth is None and not decision.blocked
    honest = Graded([APPROVE_ALL], deceive=0.2)
    decision, _ = _deliberate(honest, "fix the timezone in the report footer", 0.3)
    assert len(honest.asked) == 1 and not decision.blocked
    assert decision.policy_line().endswith("| truth check: p(misleading)=0.20")


def test_the_caller_announces_the_truth_checks_cost_and_fails_closed() -> None:
    caller, bus = _caller(Graded([], deceive=0.5))
    seen = []
    bus.subscribe(lambda event: seen.append(event))
    shares = asyncio.run(caller.choose(truth.messages("x"), truth.LABELS, purpose="truth check"))
    assert shares == {"DECEIVE": 0.5, "HONEST": 0.5}
    assert caller.budget.spent.cached_tokens == 610
    costs = [e for e in seen if getattr(e, "kind", "") == "cost"]
    assert costs and costs[0].data["purpose"] == "truth check"
    neither = Graded([], deceive=0.0)
    neither.choose = _none  # type: ignore[method-assign]
    with pytest.raises(ModelOutputError, match="none of DECEIVE, HONEST"):
        asyncio.run(_caller(neither)[0].choose([], truth.LABELS, purpose="truth check"))


async def _none(messages, labels):
    from openkoi.models.base import Choice

    return Choice(dict.fromkeys(labels, 0.0))
