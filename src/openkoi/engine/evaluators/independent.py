"""Independent tests: what a call that never saw the code says the task requires, run on it.

A candidate search (``candidates.Candidates``) asks a separate call, which sees the task and the
functions' signatures and docstrings but never the code, for small asserts, and samples
several drafts. The evaluation runs those tests on the files as they now stand:

- all pass, there are at least ``MIN_TESTS`` of them and at least two sampled candidates gave
  the same outputs on every call: grounded evidence ("passed"), two independent readings of
  the task agree with each other and with the code;
- some fail: "contested". The test may be the wrong one (a 1.5B model wrote it), so it is
  not a blocker like a failing project test, but the code cannot be called done while it
  fails: the score is capped below the default threshold (the loop tries again with the
  failing test as feedback) and a result that still meets the goal ends "unverified";
- a test every agreeing candidate contradicted (``suspect``) is not obeyed (it is left out of
  the score), but it is reported and it also makes the result "contested": two independent
  readings of the task disagree, and nothing decides which one is right. Unless the user's
  own evidence decides: where the kept code passes the project's tests or the task's
  examples (none failing), at least two candidates agree, at least one written test passes
  and the tests that side with the code (the user's evidence, each stated call or run and the
  project's tests as one, and the passing written tests) outnumber the suspect ones, a suspect
  test is reported and contests nothing (the user's tests are the spec; a
  1.5B writer's tests are right about two times in three, BENCHMARKS.md), unless another
  sampled candidate passes it (``Independent.backed``): then the task has two readings with
  code behind each, and the result stays contested; nor where the code as the task gave it
  answers the suspect test as the agreeing candidates do (``Independent.inherited``): there
  the candidates kept the starting code, their agreement is no independent reading, and a
  bug report can state more than its failing test shows (``grounding.inherited``);
- too few tests, or no two candidates agreeing: reported, and no evidence either way;
- all pass, but the task asks existing code to behave otherwise and the code as the task
  gave it passes them all too: no evidence of the change (``grounding.shown``).
"""

from __future__ import annotations

from openkoi.engine.evaluators.base import EvalContext, Part
from openkoi.engine.grounding import Independent, run_grounded
from openkoi.engine.grounding.shown import UNSHOWN, unshown
from openkoi.records import Finding

# how a finding of this evaluator starts: the repair of one function (``focus``) reads
# them to weigh a guess of the writer below the user's evidence
FAILS = "an independent test (written from the task by a call that did not see the code) fails"
CONTRADICTED = "every agreeing candidate contradicts the independent test"

MIN_TESTS = 3
CONTESTED_CAP = 0.75  # below the default quality goal (0.8): a failing test is never "done"


def enough(found: Independent) -> bool:
    """Whether the independent tests are evidence where they all pass: at least
    ``MIN_TESTS`` of them, and at least two sampled candidates agreeing."""
    return len(found.tests) >= MIN_TESTS and found.agreement >= 2


class IndependentTests:
    name = "independent"

    async def evaluate(self, ctx: EvalContext) -> Part:
        found = ctx.independent
        if found is None or not (found.tests or found.suspect):
            return Part(self.name, applicable=False)
        results = await run_grounded(list(found.tests), ctx.workspace,
                                     min(ctx.timeout_s, 60.0)) if found.tests else []
        failed = [r for r in results if not r.passed]
        findings = [Finding(
            "major", self.name,
            f"{FAILS}: {r.describe()}", r.test.name,
            "if the task states this, fix the code; if the test misreads the task, keep the "
            "code as it is") for r in failed[:5]]
        findings += [Finding(
            "minor", self.name,
            f"{CONTRADICTED} {t.describe()}: "
            "either the code or the test misreads the task", t.name,
            "re-read the task: if it states this, make the code do it") for t in found.suspect]
        lines = [r.describe() for r in results]
        lines += [f"suspect (not obeyed): {t.describe()}"
                  + (" [another candidate passes it]" if t in found.backed else "")
                  + (" [the code as the task gave it answers the same]"
                     if t in found.inherited else "")
                  for t in found.suspect]
        lines.append(f"{found.agreement} of {found.sampled} candidates gave these outputs")
        score = (len(results) - len(failed)) / len(results) if results else 1.0
        # the user's evidence outvotes suspect tests only where some written test agrees with
        # the code: when every one is suspect, the independent reading disagrees entirely
        # (HumanEval/20: three agreeing candidates returned an unordered pair the task's two
        # examples could not show; all six written tests were suspect; it ended done, wrong)
        # nor where another sampled candidate passes a suspect test: the task has a second
        # reading with code behind it, and the user's evidence does not tell the two apart
        # (HumanEval ids = 3 mod 4, second run: 3 of 6 such dones were wrong, 0 of 10 without)
        # nor where the code as the task gave it answers a suspect test as the candidates do:
        # they copied the starting code there (the held-out suites' bug fixes: all 7 wrong
        # dones of a bug fix came through the outvote, the task stating more than its
        # failing test showed)
        # nor where the suspect tests are as many as the tests that side with the code (the
        # user's evidence and the written tests it passes): a vote of the tests the user's
        # evidence does not win alone (heldout8 split-bill: one stated example and 3 written
        # tests passed, 4 suspects stood for what the code got wrong; it ended done, wrong)
        outvoted = bool(found.suspect) and found.trusted_passed and found.agreement >= 2 \
            and bool(results) and found.trusted_count + len(results) > len(found.suspect) \
            and not found.backed and not found.inherited
        if found.backed and found.trusted_passed and not failed:
            lines.append("a suspect test that another candidate passes contests the result: "
                         "two readings of the task each have code behind them")
        if found.inherited and found.trusted_passed and not failed:
            lines.append("a suspect test that the code as the task gave it answers the same "
                         "way contests the result: the candidates kept the starting code "
                         "there, which is no independent reading of the task")
        if outvoted and not failed:
            grounded = ""
            lines.append("the suspect test(s) contest nothing: the user's tests or the task's "
                         f"examples pass and {found.agreement} candidates agree")
        elif failed or found.suspect:
            grounded = "contested"
        elif enough(found):
            grounded = "passed"
            if await unshown(ctx.task, ctx.before.files, ctx.after.files,
                             [r.test for r in results], min(ctx.timeout_s, 60.0)):
                grounded = ""
                lines.append(f"the code as the task gave it passes these tests too: they "
                             f"{UNSHOWN}")
        else:
            grounded = ""
            lines.append(f"no evidence either way: {len(results)} test(s), "
                         f"{found.agreement} candidate(s) agreeing (needs {MIN_TESTS} and 2)")
        return Part(self.name, score, findings=findings, dimensions={self.name: score},
                    cap=CONTESTED_CAP if failed else None, grounded=grounded,
                    evidence="\n".join(lines)[:4000])
