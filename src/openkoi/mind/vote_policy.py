"""The vote policy: how the rules, the intent check and the agencies' votes become one ruling.

Three outcomes: ``approve`` (run it, with any warnings as instructions), ``escalate`` (a human
must say yes: asked on a terminal with the reasons; without one the task is blocked with the
ESCALATION text, exit 9) and ``block`` (stopped; only ``--override`` runs it).

In order:

1. A Guardian rule hit blocks, unless the intent check rates the task clearly benign
   (p < ``rules_yield_below``) *and* the task is about the thing rather than a request to
   do it (a test, docs, a question, a linter: ``ABOUT``): "write a test that the sanitizer
   refuses rm -rf /" names a command without asking for it. Such a hit becomes a warning;
   every command the task then runs is still vetted by the Guardian's command rules. (The
   ``ABOUT`` condition was added after the freeze: the classifier, trained on sentences,
   rated bare commands such as ``dd if=/dev/zero of=/dev/nvme0n1`` benign.) A hit of the
   word rules alone (``guardian.PROSE_RULES``: no command named) also yields below
   ``words_yield_below``, cue or not: "remove the logging calls that print passwords"; and
   a hit on a task scoped to the user's own copy (``OWN``: their laptop, fork, sandbox, dev
   container, temporary files) below ``own_yield_below``.
2. An unreadable deliberation needs a human (escalate), never approval.
3. The model's Guardian BLOCK with at least ``others_to_block`` other agencies blocking too
   blocks.
4. The intent check's flag (p >= ``intent_threshold``) escalates; so does the truth check
   (``mind.truth``: would the task make a record mislead?) at p(misleading) >=
   ``truth_threshold`` on a task the intent check rates at least ``truth_from``, or >=
   ``truth_anywhere`` at any rating (version 17), and an answer of it that could not be
   read where it counts (version 13).
5. A Guardian BLOCK the others do not share does what ``guardian_alone`` says: ``block``
   (binding), ``escalate`` or ``advise`` (a warning the executor must respect).

Where no vote of the agencies could change the outcome (``moot_vote``: every combination
of votes the policy reads gives the same outcome), the agencies are not asked at all: on a
small local model that call costs about a minute.

Steps 3 and 5 count only where the intent check rates the task at least ``votes_from``
(or is unavailable): below it the model's BLOCK is a warning. A small local model's Guardian
blocks ordinary work often (BENCHMARKS.md); its vote is worth most in the grey zone just
under the intent flag, where the classifier is least sure.

The numbers in ``POLICY`` were chosen on the training split of the labelled phrasings by
``bench/parliament_model.py --policies`` (BENCHMARKS.md, "Parliament: vote policy").
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from openkoi.mind.guardian import prose_only

APPROVE, ESCALATE, BLOCK = "approve", "escalate", "block"
GUARDIAN_ALONE = ("block", "escalate", "advise")
# Words that make a task *about* a dangerous thing (testing, documenting, asking, detecting
# it) rather than a request to do it: a rule hit may yield only with one of them.
ABOUT = re.compile(r"(?i)\b(tests?|testing|docs?|document(ation)?|explain\w*|"
                   r"lint\w*|flags?|detect\w*|refuses?|rejects?|rejected|blocks?|"
                   r"blocked|forbids?|warn\w*|alert|guard|checks?|checker|faq|cheat ?sheet|"
                   r"blog|slides?|guide|runbook|fixture|mock\w*|fake)\b")
# Words that scope a task to the user's own copy (their laptop, fork, sandbox, dev container,
# scratch or temporary files): a rule hit may yield on such a task rated clearly benign
# (``own_yield_below``, version 7). "force push my branch over the shared develop branch"
# names one too, which is why the intent check must rate the task low as well.
OWN = re.compile(r"(?i)\b(my (own |personal |private |local |throw-?away |old |new )?("
                 r"laptop|machine|computer|fork|sandbox|vm|clone|checkout|"
                 r"(feature |pr |personal )?branch|"
                 r"workspace|cluster|container|dev \w+|local \w+|repo|repository|dotfiles|"
                 r"pr|pull request|(ssh )?keys|home (dir\w*|folder)|"
                 r"(uncommitted |unpushed )?(experiments|changes))|"
                 r"on my (laptop|machine|computer)|locally|local (dev\w*|copy|database|db|"
                 r"cluster|environment|checkout|branch)|sandbox|scratch|"
                 r"dev(elopment)? (environment|container|database|db|server|stack)|"
                 r"docker-compose|temporary|temp files?|minikube|"
                 # version 25: words that scope a task to the user's own or a disposable
                 # copy (its v23 and v24 held-out sets' benign rule blocks: "my PR branch",
                 # "my personal GCP project", "the throwaway Postgres container CI spins up")
                 r"(personal|private) (\w+ )?(repo|repository|project|account|workspace|bucket)|"
                 r"(throw-?away|ephemeral|disposable) \w+|preview[- ]env\w*|working copy|"
                 r"never (been )?pushed|(nobody|no one) else (commits|uses|works)|"
                 r"I (just )?(made|created|set up|uploaded|bought))\b|"
                 r"(?<![\w/])/tmp\b")

# A question ("what would ... do?", "why is ... dangerous?", "how can we prevent it?"): the
# task is about the thing. Version 16: "what", "why" and "how" count only in a sentence that
# asks (a "?" before its end) or opens a question ("what does", "how do"): "throw away what
# I have" and "I don't care what's on the remote" ask nothing.
QUESTION = re.compile(r"(?i)\b(what|why|how)\b([^.!?\n]*\?|\s+(does|do|did|is|are|would|"
                      r"will|happens|can|could|should|to)\b)")
# A shared target named beside the user's own copy ("git push --mirror from my local repo to
# the shared remote", "over origin/main", "on the build server"): the task is not scoped to
# the user's copy (version 16; version 25: "origin main" spelt with a space too).
SHARED = re.compile(r"(?i)\b(shared|origin/(main|master|develop|trunk)|origin (main|master|"
                    r"develop|trunk)|over (the )?(main|master|"
                    r"develop|trunk)\b|production|prod|build server|everyone'?s?|the team'?s?|"
                    r"colleagues?'?|co-?workers?'?)\b|/etc/")
# What names a shared thing only to deny it or to read from it (version 25): "nothing in
# there is shared", "it's never been shared", "git reset --hard origin/main" (the local copy
# is what changes).
NOT_SHARED = re.compile(r"(?i)(\b(is )?not|n't|\bnothing( in (there|it))? is|\bnever( been)?)\s+"
                        r"(been\s+)?shared\b|\breset (--hard )?(to )?origin/[\w-]+")


def about(text: str) -> bool:
    """Whether the task is about a dangerous thing (``ABOUT``, ``QUESTION``) rather than a
    request to do it; a cue inside a URL, path or command does not count."""
    words = _COMMANDISH.sub(" ", text)
    return ABOUT.search(words) is not None or QUESTION.search(words) is not None


def own(text: str) -> bool:
    """Whether the task is scoped to the user's own copy (``OWN``) and names no shared
    target (``SHARED``, less what ``NOT_SHARED`` says is not one)."""
    return OWN.search(text) is not None and SHARED.search(NOT_SHARED.sub(" ", text)) is None


@dataclass(frozen=True)
class Policy:
    intent_threshold: float = 0.5
    rules_yield_below: float = 0.0  # 0: a rule hit always blocks
    others_to_block: int = 1
    guardian_alone: str = "escalate"  # block | escalate | advise
    votes_from: float = 0.0  # the model's BLOCK counts only at an intent p at least this
    # a hit of the word rules alone (no command named) yields below this p, cue or not
    words_yield_below: float = 0.0
    # a rule hit on a task scoped to the user's own copy (``OWN``) yields below this p
    own_yield_below: float = 0.0
    # the truth check (``mind.truth``: would the task make a record mislead?) escalates at a
    # p(misleading) of at least this (above 1: never asked), on a task the intent check rates
    # at least ``truth_from`` (below it the check is not asked)
    truth_threshold: float = 1.01
    truth_from: float = 0.0
    # version 17: the truth check also escalates at a p(misleading) of at least this at any
    # intent rating (above 1: not used), so it is asked of every task the rules and the intent
    # check let through: deceit named plainly is often rated benign by the intent check
    truth_anywhere: float = 1.01

    def describe(self) -> str:
        yields = (f"a rule hit yields when the intent check rates p < {self.rules_yield_below}"
                  " and the task is about it (a test, docs, a question)"
                  if self.rules_yield_below > 0 else "a rule hit always blocks")
        if self.words_yield_below > 0:
            yields += (f"; a hit of the word rules alone (no command named) yields at p < "
                       f"{self.words_yield_below}")
        if self.own_yield_below > 0:
            yields += (f"; a hit on a task scoped to the user's own copy yields at p < "
                       f"{self.own_yield_below}")
        where = (f" where the intent check rates p >= {self.votes_from} (below: a warning)"
                 if self.votes_from > 0 else "")
        truth = (f"; the truth check escalates at p(misleading) >= {self.truth_threshold}"
                 f" from intent p {self.truth_from}" if self.truth_threshold <= 1 else "")
        if self.truth_anywhere <= 1:
            truth += f"; at p(misleading) >= {self.truth_anywhere} at any intent rating"
        return (f"intent flag at p >= {self.intent_threshold}; {yields}; Guardian + "
                f"{self.others_to_block} other(s) block; Guardian alone: {self.guardian_alone}"
                f"{where}{truth}")


# How ``POLICY`` is chosen (since version 6): bench/parliament_model.py --policies searches the
# policies on the training split of the labelled phrasings (probabilities out of fold, votes
# counted only where a vote is asked, safety first within the goal's cap of 5 % of benign
# tasks stopped, from the grid's pick and from the shipped policy; no policy whose yields let
# a destructive training row through a rule hit is chosen), then the version is frozen
# before its held-out set, written blind by another author, is read and measured once. Each
# version's data, choice, estimates and held-out measurement: BENCHMARKS.md, "Parliament
# version N" (versions 6-29 were also told here, in `git log -p` before version 30's move).
#
# Version 35, the same way (8670 phrasings, 5852 scored in training, 1966 test: the v34
# held-out set joined, and 5 clauses mined from task texts). Version 34's policy with the
# new weights would stop 59.8 % of destructive and 4.2 % of benign test rows. The search
# chose: the intent check escalates at p >= 0.95; the vote stays moot (a lone Guardian BLOCK
# advises); the truth check at p(misleading) >= 0.76 from intent p 0.6 and at >= 0.9 at any
# rating; a rule hit yields on a task about the thing rated p < 0.5, a hit on the user's own
# copy below 0.1, a word-rule-only hit never. Estimated on the training split: 57.6 % of
# destructive and 4.9 % of benign tasks stopped; cross-validated 64.3 % and 5.3 %; test split
# 57.7 % and 3.9 % (BENCHMARKS.md, "Parliament version 35").
#
# Version 36, the same way (8893 phrasings, 6006 scored in training, 2024 test: the v35
# held-out set joined, and 11 clauses mined from task texts). Version 35's policy with the
# new weights would stop 57.8 % of destructive and 3.8 % of benign test rows. The search
# chose: the intent check escalates at p >= 0.95; the vote stays moot; the truth check at
# p(misleading) >= 0.72 from intent p 0.5 and at >= 0.9 at any rating; a rule hit yields on
# a task about the thing rated p < 0.5, a hit on the user's own copy below 0.1, a
# word-rule-only hit below 0.05. Estimated on the training split: 68.3 % of destructive and
# 5.0 % of benign tasks stopped; cross-validated 67.0 % and 4.9 %; test split 70.1 % and
# 4.8 % (BENCHMARKS.md, "Parliament version 36").
#
# Version 37, the same way (9113 phrasings, 6166 scored in training, 2081 test: the v36
# held-out set joined, and 3 clauses mined from task texts). Version 36's policy with the
# new weights would stop 70.7 % of destructive and 4.6 % of benign test rows (the test split
# reports; it chooses nothing). The search chose: the intent check escalates at p >= 0.95;
# the vote counts from p 0.7 (a Guardian BLOCK two other agencies share blocks, a lone one
# advises), as in versions 22, 24, 25, 28 and 29; the truth check at p(misleading) >= 0.76
# from intent p 0.6, and nowhere else; a rule hit yields on a task about the thing rated
# p < 0.5, a word-rule-only hit below 0.05, a hit on the user's own copy never. Estimated
# on the training split: 61.8 % of destructive and 5.5 % of benign tasks stopped;
# cross-validated 63.4 % and 5.5 %; test split 57.1 % and 4.4 % (BENCHMARKS.md,
# "Parliament version 37").
#
# Version 38, the same way (9346 phrasings, 6335 scored in training, 2136 test: the v37
# held-out set joined, and 9 clauses mined from task texts). Version 37's policy with the
# new weights would stop 56.6 % of destructive and 4.4 % of benign test rows. The search
# chose: the intent check escalates at p >= 0.95; the vote counts from p 0.7 (a Guardian
# BLOCK two other agencies share blocks, a lone one advises); the truth check at
# p(misleading) >= 0.7 from intent p 0.5, and at 0.82 at any intent rating; a rule hit
# yields on a task about the thing rated p < 0.5, a word-rule-only hit below 0.1, a hit on
# the user's own copy below 0.2. Estimated on the training split: 77.9 % of destructive and
# 4.9 % of benign tasks stopped; cross-validated 78.3 % and 5.1 %; test split 77.6 % and
# 5.1 % (BENCHMARKS.md, "Parliament version 38").
POLICY = Policy(intent_threshold=0.95, rules_yield_below=0.5, others_to_block=2,
                guardian_alone="advise", votes_from=0.7, words_yield_below=0.1,
                own_yield_below=0.2, truth_threshold=0.7, truth_from=0.5,
                truth_anywhere=0.82)


@dataclass(frozen=True)
class Vote:
    verdict: str  # APPROVE | APPROVE_WITH_CAVEATS | ABSTAIN | BLOCK
    confidence: float = 0.0


@dataclass
class Ruling:
    outcome: str  # approve | escalate | block
    reason: str
    warnings: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"outcome": self.outcome, "reason": self.reason, "warnings": self.warnings}


_COMMANDISH = re.compile(r"\S*[/.=|:]\S*")


def for_model_blocks(model_blocks: str, policy: Policy = POLICY) -> Policy:
    """The policy under a ``parliament_model_blocks`` setting already resolved for the model
    (binding / advisory / escalate / policy): what a lone Guardian BLOCK does changes, and the
    vote counts at every intent rating (``votes_from`` is the measured policy's, for the
    local model it was measured on), and a Guardian BLOCK all four others share blocks (the
    measured policy may let no number of the local model's agencies block: version 13)."""
    mode = {"binding": "block", "advisory": "advise", "escalate": "escalate"}.get(model_blocks)
    if not mode:
        return policy
    # a lone BLOCK is one no other agency shares: with others_to_block 0 there is none
    return replace(policy, guardian_alone=mode, votes_from=0.0,
                   others_to_block=min(4, max(1, policy.others_to_block)))


def rules_yield(policy: Policy, probability: float | None, text: str,
                rules: Sequence[str] = ()) -> bool:
    """Whether a rule hit turns into a warning: only on a task the intent check (available)
    rates clearly benign and that is about the thing (``ABOUT``), not a request to do it;
    or, below ``words_yield_below``, one that only the word rules hit (``rules``: their
    reasons; "remove the logging calls that print passwords" names no command); or, below
    ``own_yield_below``, one scoped to the user's own copy (``OWN``: "rebase my feature
    branch and force-push it to my own fork")."""
    if probability is None:
        return False
    if probability < policy.words_yield_below and prose_only(list(rules)):
        return True
    if probability < policy.own_yield_below and own(text):
        return True
    return probability < policy.rules_yield_below and about(text)


def truth_counts(policy: Policy, probability: float | None) -> bool:
    """Whether the truth check's ``truth_threshold`` applies at this intent rating: the
    policy uses it and the intent check rates the task at least ``truth_from`` (or is
    unavailable)."""
    return policy.truth_threshold <= 1 and (probability is None
                                            or probability >= policy.truth_from)


def asks_truth(policy: Policy, *, rules: list[str], probability: float | None,
               text: str = "") -> bool:
    """Whether the truth check is asked: the policy uses it, the intent check rates the
    task at least ``truth_from`` (or is unavailable), and the rules and the intent check
    alone would let the task through (a task they stop needs no more reasons); with
    ``truth_anywhere`` (version 17) at every intent rating."""
    if not truth_counts(policy, probability) and policy.truth_anywhere > 1:
        return False
    return rule(policy, rules=rules, probability=probability, votes=None,
                text=text).outcome == APPROVE


def rule(policy: Policy, *, rules: list[str], probability: float | None,
         votes: Mapping[str, Vote] | None, unreadable: bool = False, text: str = "",
         truth: float | None = None, truth_problem: str = "") -> Ruling:
    """One ruling. ``probability``: the intent check's p(destructive), None when unavailable;
    ``votes``: agency -> vote, None when the model was not asked; ``text``: the task;
    ``truth``: the truth check's p(misleading), None when not asked, and ``truth_problem``
    why its answer could not be read (it was asked: a human decides)."""
    warnings: list[str] = []
    if rules:
        if not rules_yield(policy, probability, text, rules):
            return Ruling(BLOCK, "a Guardian rule: " + "; ".join(rules))
        warnings += [f"the task names something the Guardian's rules refuse ({r}); the intent "
                     f"check rates it benign (p={probability:.2f}): do not run it"
                     for r in rules]
    if unreadable:
        return Ruling(ESCALATE, "the agencies' answer could not be read: a human must decide",
                      warnings)
    guardian = votes.get("Guardian") if votes else None
    guardian_blocks = guardian is not None and guardian.verdict == "BLOCK"
    others = sorted(a for a, v in (votes or {}).items() if a != "Guardian" and
                    v.verdict == "BLOCK")
    # below votes_from a Guardian BLOCK is a warning (and the intent check does not flag)
    warned = guardian_blocks and probability is not None and \
        probability < policy.votes_from and probability < policy.intent_threshold
    if guardian_blocks and not warned and len(others) >= policy.others_to_block:
        return Ruling(BLOCK, f"the Guardian blocks and so do {', '.join(others) or 'none'}"
                      f" ({len(others)} of 4; the policy needs {policy.others_to_block})",
                      warnings)
    flagged = probability is not None and probability >= policy.intent_threshold
    if flagged:
        return Ruling(ESCALATE, f"the intent check rates it destructive (p={probability:.2f} "
                      f">= {policy.intent_threshold})", warnings)
    counts = truth_counts(policy, probability)
    if truth_problem and (counts or policy.truth_anywhere <= 1):
        return Ruling(ESCALATE, f"the truth check's answer could not be read ({truth_problem})"
                      ": a human must decide", warnings)
    if truth is not None and counts and truth >= policy.truth_threshold:
        return Ruling(ESCALATE, f"the truth check: the task may make a record mislead "
                      f"(p={truth:.2f} >= {policy.truth_threshold})", warnings)
    if truth is not None and truth >= policy.truth_anywhere:
        return Ruling(ESCALATE, f"the truth check: the task may make a record mislead "
                      f"(p={truth:.2f} >= {policy.truth_anywhere}, at any intent rating)",
                      warnings)
    if warned:
        return Ruling(APPROVE, f"the Guardian blocks ({len(others)} other agencies agree), but "
                      f"the intent check rates the task benign (p={probability:.2f} < "
                      f"{policy.votes_from}): advisory, proceeding with its warning", warnings)
    if guardian_blocks:
        alone = (f"the Guardian blocks, {len(others)} other agencies agree (the policy needs "
                 f"{policy.others_to_block} to block)")
        if policy.guardian_alone == "block":
            return Ruling(BLOCK, "the Guardian blocks (binding)", warnings)
        if policy.guardian_alone == "escalate":
            return Ruling(ESCALATE, alone + ": a human decides", warnings)
        return Ruling(APPROVE, alone + ": advisory, proceeding with its warning", warnings)
    if rules:  # they yielded (above): say so, the warnings say what not to run
        return Ruling(APPROVE, f"a Guardian rule hit yields to a task rated benign "
                      f"(p={probability:.2f}): {'; '.join(rules)}; proceeding with its "
                      "warning", warnings)
    return Ruling(APPROVE, "no rule, intent flag or Guardian block", warnings)


def moot_vote(policy: Policy, *, rules: list[str], probability: float | None,
              text: str = "", truth: float | None = None, truth_problem: str = "") -> str:
    """Why the agencies' vote cannot change the outcome of this ruling ("" when it can):
    every combination the policy reads (the Guardian blocking or not, 0-4 other agencies
    blocking, or no vote) is ruled, and they must all agree. An unreadable answer is not a
    vote: it asks a human, and a call not made cannot go unread."""
    outcomes = {}
    for guardian in ("APPROVE", "BLOCK"):
        for others in range(5):
            votes = {"Guardian": Vote(guardian)} | {
                f"other{i}": Vote("BLOCK" if i < others else "APPROVE") for i in range(4)}
            ruled = rule(policy, rules=rules, probability=probability, votes=votes, text=text,
                         truth=truth, truth_problem=truth_problem)
            outcomes[(guardian, others)] = ruled
    unasked = rule(policy, rules=rules, probability=probability, votes=None, text=text,
                   truth=truth, truth_problem=truth_problem)
    if any(r.outcome != unasked.outcome for r in outcomes.values()):
        return ""
    blocked = outcomes[("BLOCK", 4)].reason
    if blocked == unasked.reason:  # the ruling's own reason: said once, in the ruling
        return f"no vote could change the ruling ({unasked.outcome})"
    return (f"no vote could change the ruling ({unasked.outcome}); were all five agencies to "
            f"block: {blocked}")
