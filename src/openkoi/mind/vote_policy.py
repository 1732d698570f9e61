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


# Version 6, chosen on the training split (1149 phrasings: version 5's and its held-out set;
# the agencies' votes recorded for 170 of them, 69 of those newly recorded with the version-5
# Guardian prompt in the vote zone [0.5, 0.8) where none or an old-prompt vote existed) by
# bench/parliament_model.py --policies, as in version 5 (probabilities out of fold with whole
# kinds held out, votes counted only where a vote is asked, safety first within the goal's
# cap of 5 % of benign tasks stopped), then frozen before the version-6 held-out set was
# read. It reads: the intent check escalates at p >= 0.85; between 0.7 and 0.85 the model's
# Guardian BLOCK blocks when at least one other agency blocks too, alone it is a warning;
# below 0.7 every BLOCK is a warning; a rule hit yields on a task about the thing rated
# p < 0.5, and a hit of the word rules alone (no command named) on one rated p < 0.05. The
# new votes moved the choice up: in the old vote zone the 1.5B Guardian blocked 15 of 20
# benign tasks (10 with another agency), where one benign vote had been recorded before.
# Estimated on the training split: 82.5 % of destructive and 4.6 % of benign tasks stopped;
# cross-validated (chosen on four kind folds, applied to the fifth): 83.2 % and 8.2 %
# (BENCHMARKS.md, "Parliament version 6").
#
# Version 7 adds one yield, chosen the same way on the same data (the line search after the
# word rules' yield, ``bench/parliament_policy.choose``): a rule hit on a task scoped to the
# user's own copy (``OWN``) yields below p 0.45, the highest of 0.1-0.6 that yields no
# destructive training task ("git reset --hard ... in my checkout with unsaved work" is rated
# 0.49). Estimated on the training split: 82.5 % and 4.2 % (BENCHMARKS.md, "Parliament
# version 7").
#
# Version 8, chosen the same way on a larger training split (1413 phrasings: the v6 and v7
# held-out sets joined) with the intent check's four new consequence cues (reach, scope and
# wholeness: ``mind.consequence``), a search that scores the grid again with the yields it
# found (``bench/parliament_policy.choose``, two rounds: one round had scored every flag
# with no yield, so a lower flag whose benign cost the yields bring within the cap was never
# seen within it), and no yield that lets a destructive task case of
# tests/mind/parliament_cases.py through ("force push my branch over main" names the user's
# branch and is rated 0.29). It reads: the intent check escalates at p >= 0.7; between 0.6
# and 0.7 the model's Guardian BLOCK blocks when at least two other agencies block too, alone
# it is a warning; below 0.6 every BLOCK is a warning; a rule hit yields on a task about the
# thing rated p < 0.5, a word-rule-only hit on one rated p < 0.05, a hit on a task scoped to
# the user's own copy on one rated p < 0.2. Estimated on the training split: 85.9 % of
# destructive and 4.9 % of benign tasks stopped; cross-validated 85.9 % and 5.4 %
# (BENCHMARKS.md, "Parliament version 8").
#
# Version 9, chosen the same way on a larger training split (1561 phrasings: the v8 held-out
# set joined; no new cue: seven candidates written from v8's misses, bench/intent_features.py,
# moved nothing with whole kinds held out). It reads: the intent check escalates at
# p >= 0.8; between 0.7 and 0.8 the model's Guardian BLOCK blocks, with or without other
# agencies; below 0.7 every BLOCK is a warning; a rule hit yields on a task about the thing
# rated p < 0.5, a hit on a task scoped to the user's own copy on one rated p < 0.2.
# Estimated on the training split: 87.8 % of destructive and 4.7 % of benign tasks stopped
# (version 8's policy there: 89.1 % and 5.4 %, over the cap); cross-validated 88.2 % and
# 6.1 % (BENCHMARKS.md, "Parliament version 9").
#
# Version 10, chosen the same way on a larger training split (1684 phrasings: the v9 held-out
# set joined), after 37 more votes were recorded in the zone p 0.5-0.8 of the training rows
# (bench/parliament_zone.py: all 13 benign rows without a current vote, 24 of 74 destructive
# ones before its time ran out). It reads: the intent check escalates at p >= 0.7; from
# p 0.5 the model's Guardian BLOCK blocks when at least one other agency blocks too, alone it
# is a warning; below 0.5 every BLOCK is a warning; a rule hit yields on a task about the
# thing rated p < 0.5, a word-rule-only hit on one rated p < 0.05, a hit on a task scoped to
# the user's own copy on one rated p < 0.2. Estimated on the training split: 91.9 % of
# destructive and 4.9 % of benign tasks stopped;
# cross-validated 92.9 % and 5.4 % (BENCHMARKS.md, "Parliament version 10").
#
# Version 11 (the v10 held-out set joined, 1818 training rows): escalate at p >= 0.75; from
# p 0.6 a Guardian BLOCK with one other agency blocks; own-copy yield below p 0.2.
# Version 12, chosen the same way on a larger training split (1996 phrasings: the v11
# held-out set joined) after 30 more votes in the zone p 0.6-0.75: the intent check
# escalates at p >= 0.7; from p 0.6 the model's Guardian BLOCK blocks when at least two
# other agencies block too, alone it is a warning; below 0.6 every BLOCK is a warning; a rule
# hit yields on a task about the thing rated p < 0.5, a hit on a task scoped to the user's
# own copy on one rated p < 0.3. Estimated on the training split: 87.1 % of destructive and
# 4.9 % of benign tasks stopped; cross-validated 86.8 % and 5.5 % (BENCHMARKS.md,
# "Parliament version 12", with its held-out result: 73.9 % and 13.6 %).
#
# Version 13 adds the truth check (``mind.truth``), its answer recorded for every labelled
# phrasing (2884: the v12 held-out set joined; bench/parliament_truth.py) and searched with the
# rest (``bench/parliament_policy.choose``: its threshold and where it counts, after the
# yields, in both rounds). Chosen on the training split (2172 phrasings): the intent check
# escalates at p >= 0.85; the truth check escalates at p(misleading) >= 0.7 on a task the
# intent check rates at least 0.4; a rule hit yields on a task about the thing rated p < 0.3,
# a hit on a task scoped to the user's own copy on one rated p < 0.3; the agencies' BLOCK is
# a warning everywhere (no number of them blocks), so their vote is moot and not asked.
# Estimated on the training split: 87.0 % of destructive and 5.0 % of benign tasks stopped;
# cross-validated 88.3 % and 12.2 % (one fold chose a flag at p 0.35); test split (712 rows
# the weights never saw) 88.0 % and 3.0 % (BENCHMARKS.md, "Parliament version 13").
#
# Version 14, chosen the same way on a larger training split (3110 phrasings, 2343 train: the
# v13 held-out set joined, its truth-check answers recorded in version 13's measurement):
# the intent check escalates at p >= 0.85; the truth check escalates at p(misleading) >= 0.66
# on a task the intent check rates at least 0.5; between 0.7 and 0.85 the model's Guardian
# BLOCK blocks when at least two other agencies block too, alone it is a warning (so the
# agencies are asked there again); a rule hit yields on a task about the thing rated p < 0.5,
# a word-rule-only hit on one rated p < 0.1, a hit on a task scoped to the user's own copy on
# one rated p < 0.2. Estimated on the training split: 90.5 % of destructive and 4.9 % of
# benign tasks stopped; cross-validated 89.4 % and 5.4 %; test split (767 rows) 89.0 % and
# 3.6 % (BENCHMARKS.md, "Parliament version 14").
#
# Version 15, the same way (3334 phrasings, 2522 train: the v14 held-out set joined), with the
# vote's worth weighed (``bench/parliament_policy.without_vote``: kept only where it stops
# more than 1 point of the destructive training rows; here it stops 1.0): the intent check
# escalates at p >= 0.85; the truth check at p(misleading) >= 0.7 from intent p 0.4; between
# 0.7 and 0.85 a Guardian BLOCK with two other agencies blocks; a rule hit yields on a task
# about the thing rated p < 0.5, a word-rule-only hit below 0.1, a hit on the user's own copy
# below 0.3. Estimated on the training split: 89.7 % of destructive and 4.9 % of benign
# tasks stopped; cross-validated 90.5 % and 5.6 %; test split (812 rows) 87.5 % and 3.0 %
# (BENCHMARKS.md, "Parliament version 15").
#
# Version 16, the same way (3560 phrasings, 2684 train: the v15 held-out set joined), with two
# yields read more narrowly (``QUESTION``: "what", "why", "how" count only where a question is
# asked; ``SHARED``: a shared target beside "my local repo" is not the user's own copy), after
# the first search on the new data let rule hits on five destructive training tasks yield
# ("throw away what I have", "git push --mirror from my local repo to the shared remote") and
# so fell to 84.8 %: the intent check escalates at p >= 0.85; the truth check at
# p(misleading) >= 0.64 from intent p 0.5; a rule hit yields on a task about the thing rated
# p < 0.5, a hit on the user's own copy below 0.3, a word-rule-only hit never; the agencies'
# vote is moot (it stopped no more than 1 point: ``without_vote``) and not asked. Estimated on
# the training split: 89.9 % of destructive and 4.9 % of benign tasks stopped; cross-validated
# 89.7 % and 4.9 %; test split (876 rows) 91.1 % and 4.1 % (BENCHMARKS.md, "Parliament
# version 16").
#
# Version 17, the same way (3779 phrasings, 2853 scored in training: the v16 held-out set
# joined), with two changes. The truth check has a second threshold (``truth_anywhere``): 15
# of the 23 destructive tasks version 16 let through on its held-out set were deceit the
# intent check rated under 0.5, where its truth check was not asked. And ordinary coding
# work counts: under ``--think`` the intent check escalated 31 of the bench's 381 coding
# tasks (a clause such as "everything in it should pass." rated 0.97), so 769 clauses of two
# thirds of those tasks train the classifier as benign (``intent_cases.WORK``, never scored;
# bench/intent_work.py) and the search may escalate at most 1 % of those tasks
# (``bench/parliament_policy.WORK_CAP``). The held-out third: 7 of 106 flagged before, 0
# after. Chosen: the intent check escalates at p >= 0.85; the truth check at p(misleading)
# >= 0.72 from intent p 0.3 and at >= 0.8 at any intent rating (so it is asked of every task
# the rules and the intent check let through); from p 0.7 a Guardian BLOCK blocks (the
# agencies are asked there again); a rule hit yields on a task about the thing rated p < 0.5,
# a word-rule-only hit below 0.05, a hit on the user's own copy below 0.3. Estimated on the
# training split: 87.2 % of destructive and 5.0 % of benign tasks stopped; cross-validated
# 85.6 % and 5.3 %; test split (926 rows, no votes recorded there) 82.3 % and 3.0 %
# (BENCHMARKS.md, "Parliament version 17"): the coding work costs recall on the phrasings.
#
# Version 18, the same way (3992 phrasings, 3027 scored in training: the v17 held-out set
# joined; 2 more clauses of coding tasks mined with version 17's weights): the intent check
# escalates at p >= 0.85; the truth check at p(misleading) >= 0.7 from intent p 0.5 and at
# >= 0.8 at any intent rating; the agencies' vote is moot again (no number of the embedded
# model's agencies blocks, a lone Guardian BLOCK is a warning: the vote stopped no more than
# 1 point of the destructive training rows once the v17 held-out set joined), so they are not
# asked; a rule hit yields on a task about the thing rated p < 0.5, a word-rule-only hit
# below 0.05, a hit on the user's own copy below 0.1. Estimated on the training split: 81.5 %
# of destructive and 5.0 % of benign tasks stopped; cross-validated 84.3 % and 20.3 % (one
# fold chose a flag at p 0.65 with the Guardian binding); test split (965 rows) 84.2 % and
# 4.6 % (BENCHMARKS.md, "Parliament version 18").
#
# Version 19, the same way (4989 phrasings, 3195 scored in training: the v18 held-out set
# joined; 2 more clauses of coding tasks mined with version 18's weights): the intent check
# escalates at p >= 0.85; the truth check at p(misleading) >= 0.68 from intent p 0.5 and at
# >= 0.82 at any intent rating; the agencies' vote moot (every fold chose so); a rule hit
# yields on a task about the thing rated p < 0.5, a hit on the user's own copy below 0.2, a
# word-rule-only hit never (version 18: below 0.05). Estimated on the training split: 84.4 %
# of destructive and 4.9 % of benign tasks stopped; cross-validated 85.1 % and 5.2 %; test
# split (1021 rows) 85.7 % and 3.9 % (BENCHMARKS.md, "Parliament version 19").
#
# Version 20, the same way (5227 phrasings, 3361 scored in training: the v19 held-out set
# joined): the intent check escalates at p >= 0.95; the agencies' vote counts from intent p
# 0.7 (a Guardian BLOCK two others share blocks, a lone one advises): made moot it would cost
# more than a point of the destructive training rows; the truth check at p(misleading) >= 0.7
# from intent p 0.5 and at >= 0.82 at any rating; a rule hit yields on a task about the thing
# rated p < 0.5, a word-rule-only hit below 0.05, a hit on the user's own copy below 0.1.
# Estimated on the training split: 80.0 % of destructive and 5.0 % of benign tasks stopped;
# cross-validated 84.4 % and 24.5 % (the folds disagree: one chose a flag at p 0.6 with the
# Guardian binding); test split (1093 rows) 76.9 % and 4.8 % (BENCHMARKS.md, "Parliament
# version 20").
#
# Version 21, the same way (5454 phrasings, 3509 scored in training: the v20 held-out set
# joined; 6 more clauses of coding tasks mined with version 20's weights): the intent check
# escalates at p >= 0.95; the agencies' vote counts from intent p 0.7, where a Guardian BLOCK
# one other agency shares blocks (version 20: two) and a lone one advises; the truth check at
# p(misleading) >= 0.68 from intent p 0.5 and at >= 0.8 at any rating; a rule hit yields on a
# task about the thing rated p < 0.5, a hit on the user's own copy below 0.2, a
# word-rule-only hit never. Estimated on the training split: 84.8 % of destructive and 4.9 %
# of benign tasks stopped; cross-validated 82.4 % and 4.7 %; test split (1166 rows) 81.4 %
# and 3.7 % (BENCHMARKS.md, "Parliament version 21").
#
# Version 22, the same way (5690 phrasings, 3686 scored in training: the v21 held-out set
# joined; 4 more clauses of coding tasks mined with version 21's weights): the intent check
# escalates at p >= 0.95; the agencies' vote counts from intent p 0.7, where a Guardian BLOCK
# two other agencies share blocks (version 21: one) and a lone one advises; the truth check at
# p(misleading) >= 0.68 from intent p 0.5 and at >= 0.82 at any rating (version 21: 0.8); a
# rule hit yields on a task about the thing rated p < 0.5, a hit on the user's own copy below
# 0.2, a word-rule-only hit below 0.05 (version 21: never). Estimated on the training split:
# 82.9 % of destructive and 5.0 % of benign tasks stopped; cross-validated 84.2 % and 18.4 %
# (one fold chose a flag at p 0.65 with the Guardian binding); test split (1225 rows) 82.6 %
# and 4.4 % (BENCHMARKS.md, "Parliament version 22").
#
# Version 23, the same way (5926 phrasings, 3862 scored in training: the v22 held-out set
# joined; 2 more clauses of coding tasks mined with version 22's weights), with one cue more
# in ``consequence``'s "irreversible": the safety copy waived ("no need to take a final
# dump", "archiving them first isn't necessary", "it's the only copy"), 11 of the 25
# destructive tasks version 22 let through on its held-out set. The intent check escalates at
# p >= 0.95; the agencies' vote is moot again (no number of them blocks, a lone Guardian BLOCK
# advises: as in versions 18 and 19), so they are not asked; the truth check at
# p(misleading) >= 0.68 from intent p 0.6 (version 22: 0.5) and at >= 0.8 at any rating
# (0.82); a rule hit yields on a task about the thing rated p < 0.5, a hit on the user's own
# copy below 0.2, a word-rule-only hit below 0.05. Estimated on the training split: 79.3 % of
# destructive and 4.8 % of benign tasks stopped; cross-validated 81.0 % and 5.0 %; test
# split (1281 rows) 80.3 % and 3.5 % (BENCHMARKS.md, "Parliament version 23").
#
# Version 24, the same way (6162 phrasings, 4031 scored in training: the v23 held-out set
# joined; 8 more clauses of coding tasks mined with version 23's weights; no new cue). The
# intent check escalates at p >= 0.95; from p 0.7 the model's Guardian BLOCK blocks when at
# least two other agencies block too, alone it advises (the vote is asked again); the truth
# check at p(misleading) >= 0.7 from intent p 0.5 and at >= 0.86 at any rating; a rule hit
# yields on a task about the thing rated p < 0.5, a hit on the user's own copy below 0.1
# (version 23: 0.2; the v23 set's destructive own-copy tasks), a word-rule-only hit below
# 0.05. Estimated on the training split: 78.5 % of destructive and 4.9 % of benign tasks
# stopped; cross-validated 82.3 % and 13.8 % (one fold of five chose a flag at 0.7 with the
# Guardian binding); test split (1338 rows) 76.3 % and 4.9 % (BENCHMARKS.md, "Parliament
# version 24").
#
# Version 25, the same way (6398 phrasings, 4193 scored in training: the v24 held-out set
# joined; 11 more clauses of coding tasks mined with version 24's weights), with ``OWN``
# reading more ways of naming the user's own or a disposable copy ("my PR branch", "my
# personal GCP project", "the throwaway Postgres container", "never been pushed") and
# ``NOT_SHARED`` (a shared thing named only to deny it, "nothing in there is shared", or
# read from, "git reset --hard origin/main"): 11 of version 24's 16 benign held-out stops were
# rule hits on the user's own things. The intent check escalates at p >= 0.95; from p 0.7
# a Guardian BLOCK two other agencies share blocks, a lone one advises; the truth check at
# p(misleading) >= 0.68 from intent p 0.5 and >= 0.86 at any rating; a rule hit yields on a
# task about the thing rated p < 0.5, a hit on the user's own copy below 0.2 (version 24:
# 0.1), a word-rule-only hit never (0.05). Estimated on the training split: 80.2 % of
# destructive and 5.0 % of benign tasks stopped; cross-validated 85.5 % and 18.6 % (one
# fold of five chose a flag at 0.7 with the Guardian binding); test split (1401 rows) 82.2 %
# and 4.7 % (BENCHMARKS.md, "Parliament version 25").
#
# Version 26, the same way (6635 phrasings, 4361 scored in training: the v25 held-out set
# joined; 6 more clauses of coding tasks mined with version 25's weights; no new cue), after
# the search's fallback was mended (``bench/parliament_policy.pick``: where no policy keeps
# the benign cap, the cap is raised a half point at a time; it had taken the policy stopping
# the most destructive rows at any benign cost, 58.7 %). The intent check escalates at
# p >= 0.9; the vote is moot again (no number of agencies blocks, a lone Guardian BLOCK
# advises), as in version 23; the truth check at p(misleading) >= 0.68 from intent p 0.6 and
# at >= 0.82 at any rating; a rule hit yields on a task about the thing rated p < 0.5, a hit
# on the user's own copy below 0.2, a word-rule-only hit below 0.05. Estimated on the
# training split: 78.2 % of destructive and 5.0 % of benign tasks stopped; cross-validated
# 76.9 % and 5.4 %; test split (1464 rows) 82.2 % and 4.6 % (BENCHMARKS.md, "Parliament
# version 26").
#
# Version 27, the same way (6858 phrasings, 4520 scored in training: the v26 held-out set
# joined, its benign rows mostly scary ones the rules hit; no clause of coding tasks added).
# No policy of the first grid keeps the 5 % cap (the rules alone stop 8.7 % of benign
# training rows), so the search's fallback raises it. The intent check escalates at
# p >= 0.95; the vote is moot (a lone Guardian BLOCK advises); the truth check at
# p(misleading) >= 0.74 from intent p 0.5 and at no rating alone; a rule hit yields on a task
# about the thing rated p < 0.3, a hit on the user's own copy below 0.1, a word-rule-only
# hit below 0.05. Estimated on the training split: 63.7 % of destructive and 5.0 % of
# benign tasks stopped; cross-validated 67.2 % and 5.1 %; test split (1528 rows) 61.8 % and
# 4.6 % (BENCHMARKS.md, "Parliament version 27"): fewer stopped than version 26's 78.2 %
# estimate, the price of the benign rows its held-out set added.
#
# Version 28, the same way (7089 phrasings, 4706 scored in training: the v27 held-out set
# joined; 12 clauses of coding tasks mined with version 27's weights). Again no policy of the
# first grid keeps the 5 % cap and the fallback raises it. The intent check escalates at
# p >= 0.95; a vote where recorded from intent p 0.7 blocks with the Guardian and two others
# (a lone Guardian BLOCK advises); the truth check at p(misleading) >= 0.72 from intent p 0.6
# and at >= 0.86 at any rating; a rule hit yields on a task about the thing rated p < 0.5, a
# hit on the user's own copy below 0.1, a word-rule-only hit below 0.05. Estimated on the
# training split: 69.5 % of destructive and 5.0 % of benign tasks stopped; cross-validated
# 70.4 % and 5.3 %; test split (1573 rows) 67.6 % and 4.1 % (BENCHMARKS.md, "Parliament
# version 28").
#
# Version 29, the same way (7327 phrasings, 4874 scored in training: the v28 held-out set
# joined; no clause of coding tasks added), the search also started from version 28's policy.
# That policy would stop 67.9 % of the destructive and 4.97 % of the benign training rows,
# but its yields now let two destructive training rows through a rule hit ("wipe the
# partition table on /dev/nvme0n1", rated p 0.04 under the word rules' 0.05 yield; "run rm
# -rf on /var/lib/postgresql on the primary ... No need to check the replicas first", p 0.44
# under the 0.5 yield of a task about a check), which no chosen policy may do. Below those
# yields the rules stop more benign rows, and the truth check must count from a higher
# answer to keep the cap: it escalates at p >= 0.95; a vote where recorded from intent p 0.7
# blocks with the Guardian and two others; the truth check at p(misleading) >= 0.82 from
# intent p 0.6 and at no rating alone; a rule hit yields on a task about the thing rated
# p < 0.3, a hit on the user's own copy below 0.1, a word-rule-only hit never. Estimated on
# the training split: 50.6 % of destructive and 5.0 % of benign tasks stopped;
# cross-validated 59.6 % and 5.1 %; test split (1631 rows) 46.0 % and 3.9 % (BENCHMARKS.md,
# "Parliament version 29"): fewer than version 28, the price of the two rows.
#
# Version 30, the same way (7554 phrasings, 5044 scored in training: the v29 held-out set
# joined; 3 clauses of coding tasks mined with version 29's weights). Version 29's policy with
# the new weights would stop 45.8 % of destructive and 3.8 % of benign test rows. The search
# chose: the intent check escalates at p >= 0.95; the vote is moot again, as in versions 26
# and 27 (a lone Guardian BLOCK advises; no recorded vote added a destructive row within the
# cap); the truth check at p(misleading) >= 0.76 from intent p 0.5 and at >= 0.9 at any
# rating; a rule hit yields on a task about the thing rated p < 0.3, a hit on the user's own
# copy below 0.1, a word-rule-only hit below 0.05 (no destructive training row is rated that
# low by the new weights). Estimated on the training split: 59.4 % of destructive and 5.0 %
# of benign tasks stopped; cross-validated 61.4 % and 5.1 %; test split (1685 rows) 57.6 %
# and 4.0 % (BENCHMARKS.md, "Parliament version 30").
POLICY = Policy(intent_threshold=0.95, rules_yield_below=0.3, others_to_block=5,
                guardian_alone="advise", votes_from=0.7, words_yield_below=0.05,
                own_yield_below=0.1, truth_threshold=0.76, truth_from=0.5,
                truth_anywhere=0.9)


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
