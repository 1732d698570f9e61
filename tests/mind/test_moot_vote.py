"""The agencies are not asked where no vote could change the ruling under the policy (on a
local model that call costs a minute), and the record says so and why."""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path

from cli_support import openkoi, text
from fake_servers import FakeServer

from openkoi.engine.budget import Budget
from openkoi.engine.calls import Caller
from openkoi.events import EventBus
from openkoi.mind import parliament, vote_policy
from openkoi.mind.intent import IntentVerdict
from openkoi.mind.vote_policy import POLICY, Policy
from openkoi.models.scripted import ScriptedModel

APPROVE_ALL = {a.lower(): {"verdict": "APPROVE", "reason": "fine", "caveats": [],
                           "confidence": 0.9} for a in parliament.AGENCIES}


# version 12's measured policy: the agencies' vote counts in the grey zone p 0.6-0.7
V12 = Policy(intent_threshold=0.7, rules_yield_below=0.5, others_to_block=2,
             guardian_alone="advise", votes_from=0.6, own_yield_below=0.3)


def rated(p: float) -> IntentVerdict:
    return IntentVerdict(True, p >= POLICY.intent_threshold, p, POLICY.intent_threshold, 3.0)


def test_a_vote_is_moot_only_where_every_vote_gives_the_same_outcome() -> None:
    def moot(policy: Policy, p: float | None, rules: tuple[str, ...] = (),
             task: str = "tidy the README") -> str:
        return vote_policy.moot_vote(policy, rules=list(rules), probability=p, text=task)

    # a policy with a grey zone (version 12's): below votes_from a Guardian BLOCK only warns
    low = moot(V12, 0.2)
    assert "no vote could change the ruling (approve)" in low
    assert f"p=0.20 < {V12.votes_from}" in low
    grey = (V12.votes_from + V12.intent_threshold) / 2
    assert moot(V12, grey) == ""  # the grey zone: a Guardian BLOCK is binding there
    assert moot(V12, 0.95) == ""  # block or escalate: the vote picks which
    assert moot(V12, None) == ""  # no intent check: the vote counts everywhere
    # version 15's: the vote counts in its grey zone only
    v15 = Policy(intent_threshold=0.85, rules_yield_below=0.5, others_to_block=2,
                 guardian_alone="advise", votes_from=0.7, words_yield_below=0.1,
                 own_yield_below=0.3, truth_threshold=0.7, truth_from=0.4)
    assert all(moot(v15, p) for p in (0.05, 0.5))
    assert moot(v15, (v15.votes_from + v15.intent_threshold) / 2) == ""
    # version 16's: the vote did not pay, so it is moot everywhere
    v16 = Policy(intent_threshold=0.85, rules_yield_below=0.5, others_to_block=5,
                 guardian_alone="advise", votes_from=0.7, own_yield_below=0.3,
                 truth_threshold=0.64, truth_from=0.5)
    assert all(moot(v16, p) for p in (0.05, 0.5, 0.75, 0.95, None))
    # version 17's: a Guardian BLOCK blocks from p 0.7, below it warns
    v17 = Policy(intent_threshold=0.85, rules_yield_below=0.5, others_to_block=0,
                 guardian_alone="block", votes_from=0.7, words_yield_below=0.05,
                 own_yield_below=0.3, truth_threshold=0.72, truth_from=0.3, truth_anywhere=0.8)
    assert all(moot(v17, p) for p in (0.05, 0.5))
    assert moot(v17, (v17.votes_from + v17.intent_threshold) / 2) == ""
    assert moot(v17, 0.95) == ""  # flagged: the vote makes the escalation a block
    # versions 18 and 19: the vote did not pay, so it is moot everywhere
    v19 = Policy(intent_threshold=0.85, rules_yield_below=0.5, others_to_block=5,
                 guardian_alone="advise", votes_from=0.7, words_yield_below=0.0,
                 own_yield_below=0.2, truth_threshold=0.68, truth_from=0.5, truth_anywhere=0.82)
    assert all(moot(v19, p) for p in (0.05, 0.5, 0.75, 0.95, None))
    # versions 20-22: the vote counts from p 0.7 (a Guardian BLOCK two others share blocks,
    # one other in version 21; a lone one advises), below it no vote could change the ruling
    v22 = Policy(intent_threshold=0.95, rules_yield_below=0.5, others_to_block=2,
                 guardian_alone="advise", votes_from=0.7, words_yield_below=0.05,
                 own_yield_below=0.2, truth_threshold=0.68, truth_from=0.5, truth_anywhere=0.82)
    assert all(moot(v22, p) for p in (0.05, 0.5))
    assert moot(v22, (v22.votes_from + v22.intent_threshold) / 2) == ""
    assert moot(v22, 0.97) == ""  # flagged: the vote makes the escalation a block
    # version 23: moot again, as in versions 18 and 19
    v23 = Policy(intent_threshold=0.95, rules_yield_below=0.5, others_to_block=5,
                 guardian_alone="advise", votes_from=0.7, words_yield_below=0.05,
                 own_yield_below=0.2, truth_threshold=0.68, truth_from=0.6, truth_anywhere=0.8)
    assert all(moot(v23, p) for p in (0.05, 0.5, 0.75, 0.97, None))
    # versions 24 and 25: as version 22, the vote counts from p 0.7
    v25 = Policy(intent_threshold=0.95, rules_yield_below=0.5, others_to_block=2,
                 guardian_alone="advise", votes_from=0.7, words_yield_below=0.0,
                 own_yield_below=0.2, truth_threshold=0.68, truth_from=0.5, truth_anywhere=0.86)
    assert all(moot(v25, p) for p in (0.05, 0.5))
    assert moot(v25, (v25.votes_from + v25.intent_threshold) / 2) == ""
    assert moot(v25, 0.97) == ""
    # versions 26 and 27 were moot again, as version 23; versions 28 and 29 counted the vote
    # from p 0.7, as versions 22, 24 and 25
    v29 = Policy(intent_threshold=0.95, rules_yield_below=0.3, others_to_block=2,
                 guardian_alone="advise", votes_from=0.7, words_yield_below=0.0,
                 own_yield_below=0.1, truth_threshold=0.82, truth_from=0.6, truth_anywhere=1.01)
    assert all(moot(v29, p) for p in (0.05, 0.5))
    assert moot(v29, 0.8) == "" and moot(v29, 0.97) == ""
    # versions 30, 31 and 32 were moot again, as versions 26 and 27; so is the measured
    # policy (version 33)
    v30 = Policy(intent_threshold=0.95, rules_yield_below=0.3, others_to_block=5,
                 guardian_alone="advise", votes_from=0.7, words_yield_below=0.05,
                 own_yield_below=0.1, truth_threshold=0.76, truth_from=0.5, truth_anywhere=0.9)
    assert all(moot(v30, p) for p in (0.05, 0.5, 0.75, 0.97, None))
    v31 = Policy(intent_threshold=0.95, rules_yield_below=0.5, others_to_block=5,
                 guardian_alone="advise", votes_from=0.7, words_yield_below=0.0,
                 own_yield_below=0.1, truth_threshold=0.72, truth_from=0.6,
                 truth_anywhere=0.86)
    assert all(moot(v31, p) for p in (0.05, 0.5, 0.75, 0.97, None))
    v32 = Policy(intent_threshold=0.95, rules_yield_below=0.3, others_to_block=5,
                 guardian_alone="advise", votes_from=0.7, words_yield_below=0.0,
                 own_yield_below=0.1, truth_threshold=0.74, truth_from=0.6,
                 truth_anywhere=0.9)
    assert all(moot(v32, p) for p in (0.05, 0.5, 0.75, 0.97, None))
    v33 = Policy(intent_threshold=0.95, rules_yield_below=0.5, others_to_block=5,
                 guardian_alone="advise", votes_from=0.7, words_yield_below=0.05,
                 own_yield_below=0.1, truth_threshold=0.74, truth_from=0.6,
                 truth_anywhere=0.9)
    assert all(moot(v33, p) for p in (0.05, 0.5, 0.75, 0.97, None))
    v34 = Policy(intent_threshold=0.95, rules_yield_below=0.5, others_to_block=5,
                 guardian_alone="advise", votes_from=0.7, words_yield_below=0.0,
                 own_yield_below=0.1, truth_threshold=0.76, truth_from=0.5,
                 truth_anywhere=0.86)
    assert all(moot(v34, p) for p in (0.05, 0.5, 0.75, 0.97, None))
    v35 = Policy(intent_threshold=0.95, rules_yield_below=0.5, others_to_block=5,
                 guardian_alone="advise", votes_from=0.7, words_yield_below=0.0,
                 own_yield_below=0.1, truth_threshold=0.76, truth_from=0.6,
                 truth_anywhere=0.9)
    assert all(moot(v35, p) for p in (0.05, 0.5, 0.75, 0.97, None))
    v36 = Policy(intent_threshold=0.95, rules_yield_below=0.5, others_to_block=5,
                 guardian_alone="advise", votes_from=0.7, words_yield_below=0.05,
                 own_yield_below=0.1, truth_threshold=0.72, truth_from=0.5,
                 truth_anywhere=0.9)
    assert all(moot(v36, p) for p in (0.05, 0.5, 0.75, 0.97, None))
    # versions 37 and 38 count the vote from p 0.7 again, as versions 22, 24, 25, 28 and 29
    v37 = Policy(intent_threshold=0.95, rules_yield_below=0.5, others_to_block=2,
                 guardian_alone="advise", votes_from=0.7, words_yield_below=0.05,
                 own_yield_below=0.0, truth_threshold=0.76, truth_from=0.6,
                 truth_anywhere=1.01)
    assert all(moot(v37, p) for p in (0.05, 0.5)) and moot(v37, 0.8) == ""
    assert all(moot(POLICY, p) for p in (0.05, 0.5))
    assert moot(POLICY, 0.8) == "" and moot(POLICY, 0.97) == ""
    # version 13's: no number of the local model's agencies blocks, so the vote is moot at
    # every rating
    v13 = Policy(intent_threshold=0.85, rules_yield_below=0.3, others_to_block=5,
                 guardian_alone="advise", votes_from=0.7, own_yield_below=0.3,
                 truth_threshold=0.7, truth_from=0.4)
    assert all(moot(v13, p) for p in (0.05, 0.5, 0.75, 0.95, None))
    # an API model's vote (binding) counts at every rating
    assert moot(vote_policy.for_model_blocks("binding", POLICY), 0.2) == ""
    # a rule hit that does not yield blocks whatever the agencies say
    assert "(block)" in moot(POLICY, 0.2, ("rm -rf",), "run rm -rf / now")
    # a policy whose lone Guardian BLOCK escalates everywhere: never moot below the flag
    assert moot(Policy(intent_threshold=0.85, others_to_block=1), 0.2) == ""


def _deliberate(model: ScriptedModel, task: str, p: float, model_blocks: str = "policy",
                policy: Policy = POLICY):
    caller = Caller(model, Budget(1_000_000, 100.0, 600.0), EventBus(), "t1")
    return asyncio.run(parliament.deliberate(caller, task, model_blocks=model_blocks,
                                             intent_check=lambda _t: rated(p), policy=policy))


def test_a_moot_vote_asks_no_model_and_says_why() -> None:
    model = ScriptedModel([])  # any call raises ScriptExhausted
    decision = _deliberate(model, "remove the print statements from main.py", 0.12)
    assert model.calls == [] and decision.source == "skipped" and not decision.blocked
    assert decision.skipped.startswith("no vote could change the ruling (approve)")
    assert all(v.verdict == "ABSTAIN" and v.reasons[0].startswith("not asked: no vote")
               for v in decision.verdicts)
    assert decision.line().endswith("(not asked: no vote could change the ruling)")
    assert decision.policy_line().startswith(
        "[POLICY] approve: no rule, intent flag or Guardian block; the agencies were not "
        "asked: no vote could change the ruling (approve)")
    record = decision.to_dict()
    assert record["source"] == "skipped" and record["skipped"] == decision.skipped
    assert "not asked" in record["policy"]["reason"]
    assert decision.directive == ""  # no caveats invented for the executor


def test_where_a_vote_can_matter_the_agencies_are_asked() -> None:
    grey = ScriptedModel([APPROVE_ALL])
    decision = _deliberate(grey, "replace the server config with the new one", 0.65,
                           policy=V12)
    assert len(grey.calls) == 1 and decision.source == "model" and not decision.skipped
    binding = ScriptedModel([APPROVE_ALL])
    decision = _deliberate(binding, "remove the print statements", 0.12, "binding")
    assert len(binding.calls) == 1 and decision.source == "model"


def test_simulate_shows_the_skipped_vote_and_the_policy_reason(tmp_path: Path) -> None:
    plan = {"summary": "Fix add()", "steps": ["write calc.py"], "files": ["calc.py"],
            "tools": ["write_file"], "estimated_iterations": 1}
    futures = {"futures": [
        {"name": "Fix it", "consequences": ["add() is correct"], "risk": "low"},
        {"name": "Leave it", "consequences": ["the bug stays"], "risk": "medium"}],
        "recommendation": "Fix it", "champion": "Scholar", "dissent": ""}
    home, ws = tmp_path / "home", tmp_path / "ws"
    home.mkdir()
    ws.mkdir()
    (ws / "calc.py").write_text("def add(a, b):\n    return a - b\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENKOI_")}
    env.update({"OPENKOI_HOME": str(home), "OPENKOI_NO_PROBE": "1", "HOME": str(tmp_path)})
    with FakeServer(text(plan), text("I would fix add()."), text(futures)) as srv:
        (home / "config.toml").write_text(
            f'parliament_model_blocks = "policy"\n[providers.fake]\nbase_url = "{srv.url}/v1"\n'
            'models = ["scripted"]\n')
        done = openkoi(["think", "-m", "fake/scripted", "--simulate", "--json",
                        "fix add() in calc.py"], env, ws)
    assert done.returncode == 0, done.stderr
    assert len(srv.requests) == 3  # plan, execute, futures: the agencies were not asked
    assert "[PARLIAMENT] Guardian=ABSTAIN" in done.stderr
    assert "(not asked: no vote could change the ruling)" in done.stderr
    assert "[POLICY] approve: no rule, intent flag or Guardian block; the agencies were not " \
        "asked: no vote could change the ruling (approve)" in done.stderr
    result = json.loads(done.stdout)
    assert result["source"] == "skipped" and result["skipped"].startswith("no vote could")
    assert result["policy"]["outcome"] == "approve"
    assert result["intent"]["verdict"] == "BENIGN"
