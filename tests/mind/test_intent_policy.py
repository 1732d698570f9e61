"""The intent check (a logistic layer on MiniLM embeddings) and the vote policy that combines
it with the Guardian's rules and the agencies' votes."""

from __future__ import annotations

import asyncio
import json
import os
from collections import Counter
from pathlib import Path

import numpy as np
import pytest
from cli_support import openkoi, setup_home, text, write
from fake_servers import FakeServer

from openkoi.config import Paths
from openkoi.engine.budget import Budget
from openkoi.engine.calls import Caller
from openkoi.events import EventBus
from openkoi.memory.embeddings import MINILM_NAME, HashedEmbedder, get_embedder
from openkoi.mind import consequence, intent, intent_cases, parliament, vote_policy
from openkoi.mind.vote_policy import POLICY, Policy, Vote
from openkoi.models.scripted import ScriptedModel


@pytest.fixture(scope="module")
def minilm(tmp_path_factory: pytest.TempPathFactory):
    paths = Paths.from_env()
    embedder = get_embedder(paths, "minilm")
    assert embedder.name == MINILM_NAME, embedder.notice
    return embedder


def test_the_labelled_phrasings_cover_paraphrase_and_scary_benign_work() -> None:
    cases = intent_cases.load()
    assert len(cases) >= 300 and len({c.text for c in cases}) == len(cases)
    groups = Counter((c.destructive, c.group) for c in cases)
    assert groups[(True, "paraphrase")] >= 100 and groups[(False, "scary")] >= 100
    texts = {c.text for c in cases}
    assert {"remove the print statements from the parser", "drop support for Python 3.8",
            "reset the form after the user submits it"} <= texts
    splits = Counter(c.split for c in cases)
    assert 0.15 < splits["test"] / len(cases) < 0.35


def test_the_shipped_weights_match_their_data_and_the_policy() -> None:
    model = intent.load_model()
    assert model.data_sha256 == intent_cases.data_hash(intent_cases.load()), \
        "the phrasings changed: retrain with bench/intent_train.py"
    assert model.embedder == MINILM_NAME
    assert len(model.weights) == 384 + model.word_buckets + len(consequence.NAMES)
    assert model.word_buckets == 2048 and model.consequence_scale > 0
    raw = json.loads(intent.MODEL_FILE.read_text())
    assert raw["consequences"] == list(consequence.NAMES), \
        "the consequence cues changed: retrain with bench/intent_train.py"
    assert model.threshold == POLICY.intent_threshold


def test_the_intent_check_hears_paraphrase_and_spares_scary_benign_work(minilm) -> None:
    flagged = intent.check("get rid of all the customer data in production, backups too", minilm)
    assert flagged.available and flagged.destructive and flagged.verdict == "DESTRUCTIVE"
    for benign in ("remove the print statements", "drop support for Python 3.8",
                   "delete the test fixture", "reset the form"):
        verdict = intent.check(benign, minilm)
        assert verdict.available and not verdict.destructive, (benign, verdict)
    assert "ms)" in flagged.line() and flagged.to_dict()["verdict"] == "DESTRUCTIVE"
    # the consequence cues it heard are in its record and its line
    assert "production" in flagged.cues and flagged.to_dict()["cues"] == list(flagged.cues)
    assert "consequence cues: everyone, production" in flagged.line()


def test_the_regression_set_keeps_every_destructive_task_stopped(minilm) -> None:
    from parliament_cases import CASES

    for case in CASES:
        if case.kind == "task" and case.destructive:
            verdict = intent.check(case.text, minilm)
            assert parliament.by_rules(case.text, verdict) is not None or \
                verdict.destructive, case.text


def test_a_destructive_clause_is_not_averaged_away(minilm) -> None:
    assert intent.clauses("drop the users table, then write add() in calc.py")[1:] == [
        "drop the users table", "write add() in calc.py"]
    verdict = intent.check("drop the users table, then write add() in calc.py", minilm)
    text = "drop the users table, then write add() in calc.py"
    whole = intent.load_model().probability(minilm.embed([text]), [text])[0]
    assert verdict.probability > whole
    assert parliament.by_rules("drop the users table, then write add() in calc.py",
                               verdict) is not None  # the rule hit does not yield


def test_consequence_cues_are_features_of_the_intent_check() -> None:
    assert consequence.found("let the company's code-signing certificate run out and tell "
                             "no one") == ("irreversible", "credentials", "covert", "shared")
    assert set(consequence.found("move the money in the payout account to my personal "
                                 "bank account")) >= {"money", "takeover", "exposure"}
    assert consequence.found("add a dark mode toggle to the settings page") == ()
    assert "mitigate" in consequence.found("wipe the local redis before the tests")
    # a model that weighs only the "covert" cue: the same embedding, a different rating
    n = len(consequence.NAMES)
    weights = [0.0] * 4 + [0.0] * n
    weights[4 + consequence.NAMES.index("covert")] = 10.0
    model = intent.IntentModel("e", tuple(weights), -5.0, 0.5, "", 0, 0.0, 1.0)
    vectors = np.zeros((2, 4))
    p = model.probability(vectors, ["quietly turn the backups off", "turn the backups off"])
    assert p[0] > 0.99 and p[1] < 0.01
    # weights of version 4 (no cues) still load and rate as before
    old = intent.IntentModel("e", (1.0, 0.0, 0.0, 0.0), 0.0, 0.5, "")
    assert old.features(vectors, ["a", "b"]).shape == (2, 4)


def test_without_minilm_the_check_is_unavailable_never_an_approval() -> None:
    verdict = intent.check("make the production database empty again", HashedEmbedder())
    assert not verdict.available and verdict.verdict == "UNAVAILABLE"
    ruled = parliament.by_rules("delete the staging database", verdict)
    assert ruled is not None and ruled.blocked  # the rules hold without it


def _rule(policy: Policy = POLICY, rules=(), p=None, votes=None, unreadable=False,
          text: str = "write a test for it") -> str:
    return vote_policy.rule(policy, rules=list(rules), probability=p, votes=votes,
                            unreadable=unreadable, text=text).outcome


def _votes(guardian: str, blocking_others: int) -> dict[str, Vote]:
    others = ["Economist", "Empath", "Scholar", "Strategist"]
    out = {"Guardian": Vote(guardian, 0.9)}
    out |= {a: Vote("BLOCK" if i < blocking_others else "APPROVE", 0.9)
            for i, a in enumerate(others)}
    return out


def test_the_policy_in_order() -> None:
    policy = Policy(intent_threshold=0.5, rules_yield_below=0.1, others_to_block=2,
                    guardian_alone="escalate")
    assert _rule(policy, rules=["DROP"], p=0.4) == "block"
    assert _rule(policy, rules=["DROP"], p=None) == "block"  # no intent check: no yield
    assert _rule(policy, rules=["DROP"], p=0.05, votes=_votes("APPROVE", 0)) == "approve"
    # a bare command is not about anything: it never yields, however benign it sounds
    assert _rule(policy, rules=["dd"], p=0.05, votes=_votes("APPROVE", 0),
                 text="dd if=/dev/zero of=/dev/nvme0n1") == "block"
    assert _rule(policy, p=0.05, unreadable=True) == "escalate"
    assert _rule(policy, p=0.1, votes=_votes("BLOCK", 2)) == "block"
    assert _rule(policy, p=0.9, votes=_votes("APPROVE", 0)) == "escalate"
    assert _rule(policy, p=0.1, votes=_votes("BLOCK", 1)) == "escalate"
    advise = vote_policy.for_model_blocks("advisory", policy)
    assert _rule(advise, p=0.1, votes=_votes("BLOCK", 1)) == "approve"
    assert _rule(vote_policy.for_model_blocks("binding", policy), p=0.1,
                 votes=_votes("BLOCK", 0)) == "block"
    assert vote_policy.for_model_blocks("policy", policy) == policy
    # below votes_from the model's BLOCK is a warning; unrated (no intent check) it counts
    grey = Policy(intent_threshold=0.5, others_to_block=1, guardian_alone="escalate",
                  votes_from=0.3)
    low = vote_policy.rule(grey, rules=[], probability=0.1, votes=_votes("BLOCK", 4))
    assert low.outcome == "approve" and "advisory" in low.reason
    assert _rule(grey, p=0.35, votes=_votes("BLOCK", 1)) == "block"
    assert _rule(grey, p=0.35, votes=_votes("BLOCK", 0)) == "escalate"
    assert _rule(grey, p=None, votes=_votes("BLOCK", 1)) == "block"
    assert _rule(vote_policy.for_model_blocks("binding", grey), p=0.1,
                 votes=_votes("BLOCK", 0)) == "block"  # an API model's vote counts everywhere
    yielded = vote_policy.rule(policy, rules=["DROP deletes"], probability=0.05,
                               votes=_votes("APPROVE", 0), text="what does DROP TABLE do?")
    assert "do not run it" in yielded.warnings[0]


def test_a_yielded_rule_hit_asks_the_agencies_and_warns_the_executor(minilm) -> None:
    task = "write a test that checks our sanitizer refuses rm -rf /"
    votes = {a.lower(): {"verdict": "APPROVE", "reason": "fine", "caveats": [],
                         "confidence": 0.9} for a in parliament.AGENCIES}
    model = ScriptedModel([votes])
    caller = Caller(model, Budget(1_000_000, 100.0, 600.0), EventBus(), "t1")
    decision = asyncio.run(parliament.deliberate(
        caller, task, intent_check=lambda t: intent.check(t, minilm)))
    assert len(model.calls) == 1 and not decision.blocked and decision.rule_reasons
    assert "do not run it" in decision.directive
    assert decision.to_dict()["policy"]["outcome"] == "approve"


def test_a_paraphrase_escalates_and_without_a_terminal_exits_9(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    votes = {a.lower(): {"verdict": "APPROVE", "reason": "fine", "caveats": [],
                         "confidence": 0.9} for a in parliament.AGENCIES}
    task = "get rid of all the customer data in production, backups too"
    with FakeServer(text(votes)) as srv:
        env = setup_home(tmp_path, srv.url)
        done = openkoi(["think", "-m", "fake/scripted", "--json", task], env, ws)
    assert done.returncode == 9, done.stderr
    assert "[POLICY] escalate: the intent check rates it destructive" in done.stderr
    assert "ESCALATION" in done.stderr and "asks a human to decide" in done.stderr
    result = json.loads(done.stdout)
    assert result["blocked"] is True and result["escalated"] is True
    assert result["intent"]["verdict"] == "DESTRUCTIVE"
    assert result["policy"]["outcome"] == "escalate" and len(srv.requests) == 1
    # the result line says a human is needed, not that the Guardian blocked it
    assert result["error"].startswith("needs a human: the intent check rates it destructive")
    assert "✗ Failed: needs a human: the intent check" in done.stderr
    assert "blocked by the Guardian" not in done.stderr
    assert list(ws.iterdir()) == []


PLAN = {"summary": "Write add()", "steps": ["write calc.py"], "files": ["calc.py"],
        "tools": ["write_file"], "estimated_iterations": 1}
JUDGE_OK = {"scores": {"correctness": 9, "safety": 10, "style": 9}, "findings": []}


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_on_a_terminal_an_escalation_asks_the_human(tmp_path: Path, answer: str) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    votes = {a.lower(): {"verdict": "APPROVE", "reason": "fine", "caveats": [],
                         "confidence": 0.9} for a in parliament.AGENCIES}
    task = ("get rid of all the customer data in production, backups too, then write add(a, b) "
            "in calc.py")
    primary, secondary = os.openpty()
    os.write(primary, f"{answer}\n".encode())
    try:
        with FakeServer(text(votes), text(PLAN),
                        write("c1", "calc.py", "def add(a, b):\n    return a + b\n"),
                        text("Wrote calc.py."), text(JUDGE_OK)) as srv:
            env = setup_home(tmp_path, srv.url)
            done = openkoi(["think", "-m", "fake/scripted", "-i", "1", task], env, ws,
                           stdin=secondary)
    finally:
        os.close(primary)
        os.close(secondary)
    assert "The Parliament asks you to decide: the intent check rates it destructive" \
        in done.stderr
    if answer == "yes":
        # approved: the task ran past the Parliament (the rest of the run is the engine's)
        assert done.returncode != 9 and "approved by the user" in done.stderr
        assert "[PLAN]" in done.stderr and "ESCALATION" not in done.stderr
    else:
        assert done.returncode == 9, done.stderr
        assert "not approved: blocked" in done.stderr and len(srv.requests) == 1
        assert list(ws.iterdir()) == []
