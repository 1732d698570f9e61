"""The drafts one candidate search weighs: each sampled draft, those that hold files, and their
ranking by grounded evidence (the project's own tests, the task's stated error cases, then
dual execution agreement), with the rule for when the greedy draft settles a search alone."""

from __future__ import annotations

import ast
from dataclasses import dataclass, field

from openkoi.engine.grounding import CandidateScore, GroundedTest, Ranking
from openkoi.engine.project_run import ProjectRun


@dataclass
class Sampled:
    """One sampled draft (the whole reply, the engine's started part included), the files it
    was drafted against (a partial rewrite is spliced into those), and how it was sampled:
    "greedy" (the first iteration's greedy draft), "fresh" (the first iteration's prompt
    after the first iteration, ``Candidates._fresh``) or "" (a sample at the candidates'
    temperature)."""

    reply: str
    base: dict[str, str]
    how: str = ""


@dataclass(frozen=True)
class Option:
    """A draft that holds files: its sample number (from 1), the reply, the files it would
    write, those it skipped, and how it was sampled (``Sampled.how``)."""

    number: int
    reply: str
    contents: dict[str, str]
    skipped: list[str]
    how: str


@dataclass
class Ranked:
    """The drafts with files ranked by grounded evidence: the grounded tests they ran, the
    agreement ranking, and per option the project's tests' run (``project_run``: whether
    they pass, run what it changed, and how many fail)."""

    options: list[Option]
    tests: list[GroundedTest]
    ranking: Ranking
    project: list[ProjectRun]
    # per option, how many of the runs the task states for its script (example runs, error
    # cases) it fails and how many it matches (``evaluators.grounded.program_runs``); empty:
    # the task states none
    program_failed: list[int] = field(default_factory=list)
    program_matched: list[int] = field(default_factory=list)
    # per option, whether it writes back only what the task gave, where the task asks for a
    # change of it (``evaluators.checks.change_asked``): the evaluation blocks such a draft
    # ("no file changed"); empty: no option does
    as_given: list[bool] = field(default_factory=list)

    @property
    def order(self) -> list[CandidateScore]:
        """Best first: the project's own Python tests outrank everything (a candidate they
        pass comes before any they fail, whatever the written tests and the agreement say;
        of those they fail, the fewest failing first), then the task's stated runs of its
        script (fewest failed first), then the user's tests and the task's examples (fewest
        failed first); where those tie, a draft that changes what the task asks to change
        comes before one that writes it back as given (on heldout60's jumble_sale_fix the
        kept greedy draft was the given code, blocked, and the iteration was lost; a change
        that breaks more of them stays behind: heldout32's archery_fix); then the ranking."""
        return sorted(self.ranking.order, key=lambda c: (
            self.project[c.index].passed is False, self.project[c.index].failing,
            self.runs_failed(c.index), c.trusted_failed, self.given_back(c.index)))

    def given_back(self, index: int) -> bool:
        """Whether option ``index`` writes back only what the task gave and asked to change."""
        return bool(self.as_given) and self.as_given[index]

    def runs_failed(self, index: int) -> int:
        """How many of the task's stated runs of its script option ``index`` fails."""
        return self.program_failed[index] if self.program_failed else 0

    def trusted_count(self, index: int) -> int:
        """How many pieces of the user's evidence option ``index`` passed: the task's stated
        calls and the user's tests run as grounded tests, its matched stated runs, and the
        project's tests as one where they pass and run what it changed."""
        score = self._score(index)
        stated = sum(1 for r in score.results if r.test.trusted and r.passed) if score else 0
        matched = self.program_matched[index] if self.program_matched else 0
        return stated + matched + self.tested(index)

    def _score(self, index: int) -> CandidateScore | None:
        return next((c for c in self.ranking.order if c.index == index), None)

    def user_passed(self, index: int) -> bool:
        """Whether option ``index`` passed the user's own evidence: the task's examples (its
        stated calls, none failing; or its script's stated runs, at least one matched and
        none failing) or the project's tests, running what it changed."""
        score = self._score(index)
        return (score is not None and score.trusted_passed) or \
            self.tested(index) or self.runs_passed(index)

    def tested(self, index: int) -> bool:
        """Whether the project's tests pass on option ``index`` and run what it changed."""
        run = self.project[index]
        return run.passed is True and run.reaches

    def runs_passed(self, index: int) -> bool:
        """Whether option ``index`` matched at least one of the task's stated runs of its
        script and failed none: the task's own examples, like its stated calls."""
        return bool(self.program_matched) and self.program_matched[index] > 0 \
            and self.runs_failed(index) == 0

    @property
    def settled(self) -> bool:
        """The best draft changed what the task asks to change, passed every test that ran,
        and the user's own evidence among them: at least one of the task's examples (a
        stated call, or a stated run of its script) or the user's tests (or the project's
        tests, running what it changed), none failing. Another draft would hardly be kept
        instead: one with the same outputs ties, and a tie keeps the earliest sample; one
        with other outputs fails a test, unless it differs only on a call no test states a
        value for (there two agreeing samples would outvote it)."""
        order = self.order
        if not order or not parses(self.options[order[0].index].contents):
            return False
        best = order[0]
        return (not self.given_back(best.index)
                and self.project[best.index].passed is not False
                and all(r.passed for r in best.results) and not self.runs_failed(best.index)
                and self.user_passed(best.index))


def parses(contents: dict[str, str]) -> bool:
    """Whether every Python file of ``contents`` parses."""
    for name, text in contents.items():
        if name.endswith(".py"):
            try:
                ast.parse(text)
            except SyntaxError:
                return False
    return True
