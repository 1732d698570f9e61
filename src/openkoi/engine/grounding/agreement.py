"""Rank candidate solutions by grounded evidence: CodeT's dual execution agreement.

Every candidate runs every test's call (so candidates are also run on each other's test
inputs, whoever wrote them). Candidates whose outputs are identical on all calls form a
cluster: independent samples that agree are more likely right than any one alone (MBR-exec).
A cluster scores ``size x tests it passes`` (CodeT), over the tests still trusted:

- the user's tests and the task's examples (``trusted``) always count and come first: a
  candidate failing fewer of them ranks above any candidate failing more, whatever the votes;
  two candidates that crash alike on one of them (a ``TypeError`` it does not expect) are
  not counted as agreeing;
- a writer test that every member of the leading agreeing cluster (two or more candidates
  that also pass every trusted test they can) contradicts, while that cluster passes other
  tests, is SUSPECT: reported, and left out of the scores rather than obeyed;
- a writer test whose call no candidate's interface takes (a TypeError about the call's
  arguments in every candidate: ``Recipe.add(...)`` on the class, ``main('a.txt')`` for a
  script that reads ``sys.argv``), or that wants printed text back from a script's
  ``main()`` that returns None in every candidate, is a MISFIT: the writer guessed an
  interface the task does not state (a stated signature is the cheap checks' to hold), so
  it is set aside, neither obeyed nor contesting. On heldout4 two right results were
  rejected for such tests.

``Ranking.tied`` holds the candidates equal on all of that: only among those may a model
judge choose; it never reorders candidates the evidence separates.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from openkoi.engine.grounding.cases import GroundedTest, TestResult
from openkoi.engine.grounding.fitted import fitted
from openkoi.engine.grounding.laid import laid_down
from openkoi.engine.grounding.run import run_grounded
from openkoi.engine.workspace import Snapshot


@dataclass
class CandidateScore:
    index: int  # position in the candidates given
    cluster: int  # candidates with the same cluster gave the same outputs on every call
    agreement: int  # how many candidates are in its cluster
    trusted_failed: int
    passed: int  # tests passed that still count (suspect ones left out)
    score: int  # CodeT: agreement x passed
    results: list[TestResult] = field(default_factory=list)
    reasons: list[str] = field(default_factory=list)

    @property
    def trusted_passed(self) -> bool:
        """It ran at least one of the user's tests or the task's examples and failed none."""
        return self.trusted_failed == 0 and any(r.test.trusted for r in self.results)

    def key(self) -> tuple[int, int, int]:
        return (self.trusted_failed, -self.score, -self.passed)


@dataclass
class Ranking:
    order: list[CandidateScore]  # best first
    suspect: list[GroundedTest]  # writer tests the agreeing candidates all contradict
    tied: list[int]  # candidate indices equal at the top (a judge may pick among these)
    # per suspect test, the candidates outside the agreeing cluster that pass it: a second
    # reading of the task that sides with the test (an empty list: the writer's alone)
    backers: list[list[int]] = field(default_factory=list)
    misfit: list[GroundedTest] = field(default_factory=list)  # calls no candidate takes

    @property
    def best(self) -> int | None:
        return self.order[0].index if self.order else None

    def reasons(self) -> list[str]:
        lines = [f"candidate {c.index + 1}: " + "; ".join(c.reasons) for c in self.order]
        lines += [f"suspect test (the agreeing candidates all contradict it): {t.describe()}"
                  for t in self.suspect]
        return lines


async def rank_candidates(candidates: Sequence[Mapping[str, str]],
                          tests: Sequence[GroundedTest], workspace: Path,
                          timeout_s: float = 60.0) -> Ranking:
    """``candidates``: each a mapping file name -> full content, laid over a copy of
    ``workspace``; the workspace itself is never written."""
    base = Snapshot.take(workspace)
    runs: list[list[TestResult]] = []
    for files in candidates:
        laid = {**base.files, **{n: text.encode("utf-8") for n, text in files.items()}}
        with laid_down(laid, "openkoi-candidate-") as root:
            results = await run_grounded(tests, root, timeout_s)
        # an example passed only through a branch that matches its input counts as failed
        fit = {b.test for b in await fitted(tests, results, laid, timeout_s, files)}
        runs.append([replace(r, status="failed", actual=f"{r.actual} (only through a branch "
                             "that matches its input)") if r.test in fit else r
                     for r in results])
    return rank_results(runs, list(tests))


def rank_results(runs: list[list[TestResult]], tests: list[GroundedTest]) -> Ranking:
    """The ranking from each candidate's results (one list per candidate, in test order)."""
    if not runs:
        return Ranking([], [], [])
    clusters: dict[tuple[str, ...], list[int]] = {}
    for i, results in enumerate(runs):
        clusters.setdefault(tuple(f"crash of candidate {i}" if _crashed(r) else r.output
                                  for r in results), []).append(i)
    cluster_of = {i: n for n, members in enumerate(clusters.values()) for i in members}
    size = {i: len(members) for members in clusters.values() for i in members}
    trusted_failed = [sum(1 for r in rs if r.test.trusted and not r.passed) for rs in runs]
    misfit_ix = {k for k, t in enumerate(tests) if not t.trusted
                 and all(_misfit(t, rs[k].actual) for rs in runs)}
    suspect_ix = _suspects(runs, tests, clusters, trusted_failed) - misfit_ix
    left_out = suspect_ix | misfit_ix
    scores: list[CandidateScore] = []
    for i, results in enumerate(runs):
        passed = sum(1 for k, r in enumerate(results) if r.passed and k not in left_out)
        reasons = []
        trusted = [r for r in results if r.test.trusted]
        if trusted:
            reasons.append(f"{len(trusted) - trusted_failed[i]}/{len(trusted)} of the "
                           "user's tests and the task's examples pass")
        writer = [k for k, r in enumerate(results) if not r.test.trusted and k not in left_out]
        if writer:
            reasons.append(f"{sum(1 for k in writer if results[k].passed)}/{len(writer)} "
                           "written tests pass")
        reasons.append(f"agrees with {size[i] - 1} other candidate(s) on every call")
        failing = [r for r in results if not r.passed and r.test.trusted]
        if failing:
            reasons.append("fails: " + failing[0].describe())
        scores.append(CandidateScore(i, cluster_of[i], size[i], trusted_failed[i], passed,
                                     size[i] * passed, results, reasons))
    order = sorted(scores, key=lambda c: (*c.key(), c.index))
    top = order[0].key()
    return Ranking(order, [tests[k] for k in sorted(suspect_ix)],
                   [c.index for c in order if c.key() == top],
                   [[i for i, rs in enumerate(runs) if rs[k].passed] for k in sorted(suspect_ix)],
                   [tests[k] for k in sorted(misfit_ix)])


# exceptions that show code that cannot run, not a refusal it was written to make
_CRASHES = frozenset({"TypeError", "NameError", "AttributeError", "UnboundLocalError",
                      "SyntaxError", "IndentationError", "ImportError", "ModuleNotFoundError",
                      "RecursionError"})


def _crashed(result: TestResult) -> bool:
    """Whether the work crashed on one of the user's tests or the task's examples (a
    ``TypeError``, ``NameError``... the test does not expect): two drafts that crash alike
    there do not vouch for each other. heldout60's jumble_sale_fix: two drafts that both
    compared a time's text with a number agreed on every call, so the pair outranked the
    greedy draft, which failed the same two examples with a wrong value but passed four of
    the six written tests their TypeError failed; the next iterations built on the pair."""
    if not result.test.trusted or not result.actual.startswith("raise "):
        return False
    kind = result.output[len("raise "):].strip()
    return kind in _CRASHES and kind != result.test.raises


# a call the function's signature does not take: too many or too few arguments, an unknown
# keyword (``raise TypeError: f() takes 1 positional argument but 2 were given``)
_CALL_SHAPE = re.compile(r"raise TypeError: .*(?:positional arguments? but \d+ (?:was|were) "
                         r"given|missing \d+ required (?:positional|keyword-only) arguments?|"
                         r"got an unexpected keyword argument|takes no arguments)")


# a script's entry point called for the text it prints: ``main() == 'HELLO WORLD'``
_MAIN_FOR_TEXT = re.compile(r"\s*main\s*\(.*\)\s*$")


def _misfit(test: GroundedTest, actual: str) -> bool:
    """Whether ``actual`` is a TypeError about the arguments of a call the test itself makes
    (the message names that callee: ``main() takes 0 positional arguments``), not one raised
    deeper inside the code; or the None a script's ``main()`` returns where the test wants
    the text it prints (a string: ``main() == 'HELLO WORLD'``; tried as a new user, a
    stdin script whose stated example run matched spent three iterations on that test)."""
    if actual == "None" and test.expected is not None and _MAIN_FOR_TEXT.match(test.call) \
            and test.expected.strip()[:1] in ("'", '"'):
        return True
    if not _CALL_SHAPE.match(actual):
        return False
    return any(f"{name}()" in actual for name in re.findall(r"([A-Za-z_]\w*)\s*\(", test.call))


def _suspects(runs: list[list[TestResult]], tests: list[GroundedTest],
              clusters: dict[tuple[str, ...], list[int]], trusted_failed: list[int]) -> set[int]:
    """Writer tests that every member of the leading agreeing cluster fails."""
    agreeing = [m for m in clusters.values() if len(m) >= 2]
    if not agreeing:
        return set()
    lead = min(agreeing, key=lambda m: (trusted_failed[m[0]], -len(m), m[0]))
    results = runs[lead[0]]
    if trusted_failed[lead[0]] or not any(r.passed for r in results):
        return set()  # wrong on what the user stated, or on everything: no evidence against tests
    return {k for k, t in enumerate(tests)
            if not t.trusted and all(not runs[i][k].passed for i in lead)
            and results[k].status == "failed"}
