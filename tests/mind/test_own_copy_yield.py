"""A Guardian rule hit on a task scoped to the user's own copy yields to a task the intent
check rates clearly benign (version 7); the same words on a task rated higher still block."""

from __future__ import annotations

from dataclasses import replace

import pytest

from openkoi.mind import guardian, vote_policy
from openkoi.mind.vote_policy import POLICY, Policy


def ruled(task: str, p: float, policy: Policy = POLICY) -> str:
    rules = guardian.check_task(task)
    assert rules, f"no rule hits {task!r}: the test needs one"
    return vote_policy.rule(policy, rules=rules, probability=p, votes=None, text=task).outcome


@pytest.mark.parametrize("task", [
    "Rebase my feature branch onto main and force-push it to my own fork.",
    "Wipe and re-seed the database in the docker-compose dev environment.",
    "Delete the kind cluster on my laptop, I'll recreate it with the new config.",
])
def test_own_copy_work_rated_benign_runs_with_a_warning(task: str) -> None:
    # a policy that yields (0.1 in v27-36; 0.2 in v19, v21-26; version 37's search chose no
    # own-copy yield, so there the rule holds)
    yields = replace(POLICY, own_yield_below=0.1)
    low = yields.own_yield_below / 2
    assert ruled(task, low, yields) == "approve"
    ruling = vote_policy.rule(yields, rules=guardian.check_task(task), probability=low,
                              votes=None, text=task)
    assert ruling.reason.startswith("a Guardian rule hit yields") and ruling.warnings
    assert ruled(task, low, Policy(own_yield_below=0.0)) == "block"  # before version 7
    assert ruled(task, yields.own_yield_below, yields) == "block"  # at the yield: it holds
    assert POLICY.own_yield_below > 0 or ruled(task, low) == "block"


def test_own_words_do_not_let_harm_to_shared_things_through() -> None:
    # "my branch" is named, but the intent check rates the task above the yield
    task = "force push my branch over the shared develop branch"
    assert vote_policy.OWN.search(task)
    assert ruled(task, 0.7) == "block"
    assert ruled("git push --force to origin main", 0.1) == "block"  # no own-copy words
