"""Evidence of a change must tell the changed code from the code as the task gave it.

A task that edits existing code is shown done only by a check that the new code passes and
the code as the task gave it does not: a fail-to-pass test. A project test suite that
already passed at the start, an example the old code already answered, a written test of
what the task left alone: each passes on the new code and says nothing about the change.
The rule applies to every edit of an existing source except where the task's words say the
behaviour stays (refactor, rename, docstrings, "without changing"...) and speak of no bug.

Session 19 applied it only where the words spoke of a bug or said "instead", "no longer"...:
on the held-out set heldout4 that caught 3 of openkoi's 8 wrong "done" results. Replayed
on the four held-out sets' kept runs (bench/shown_replay.py), every edit catches 6 of 13
wrong dones, and turns 2 of 12 right ones unverified: in both nothing had run the changed
code's new behaviour (a new method no written test called; a new order only the old tests,
green from the start, ran), so those were right by luck, not shown (BENCHMARKS.md, "A change
must be shown").

``must_show_change`` says where the rule applies; ``start_files`` builds the workspace to
run a check against: the files as they are now, with the changed sources as the task gave
them (and the sources the attempt added taken out), so the tests the attempt wrote or
changed run against the old code as well.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from openkoi.engine.evaluators.reach import changed_sources
from openkoi.engine.grounding.cases import GroundedTest
from openkoi.engine.grounding.laid import laid_down
from openkoi.engine.grounding.run import run_grounded
from openkoi.engine.targets import is_test_file, speaks_of_a_bug

# how an evaluation's evidence says its passing checks pass on the starting code too
UNSHOWN = "do not show the change the task asks for"
# words that say existing code must behave otherwise
CHANGE_WORDS = re.compile(r"\b(instead|no longer|from now on|should now|rather than)\b", re.I)
# words that say the behaviour must stay as it is: the task asks for a change of form only
_KEEPS_BEHAVIOUR = re.compile(
    r"\b(refactor\w*|renam\w*|extract\w*|tidy|clean(ing)? up|simplif\w*|restructur\w*|"
    r"reorgani[sz]\w*|docstrings?|type hints?|comments? to|faster|speed up|performance|"
    r"without changing|(same|current|existing) (behaviou?r|output|results?)|"
    r"behaviou?r (must|should|does|may) not change|keeps? (passing|working)|"
    r"must (still|keep) pass)\b", re.I)


def asks_for_change(task: str) -> bool:
    """Whether the task asks existing code to behave otherwise: its words speak of a bug or
    say "instead", "no longer", "from now on", "should now", "rather than"; or they do not
    say that the behaviour stays (refactor, rename, docstrings, "without changing"...)."""
    return (speaks_of_a_bug(task) or bool(CHANGE_WORDS.search(task))
            or not _KEEPS_BEHAVIOUR.search(task))


def must_show_change(task: str, before: Mapping[str, bytes],
                     after: Mapping[str, bytes]) -> bool:
    """Whether a passing check counts for this task only where the starting code fails it:
    the task asks for a change and a source that existed was changed (``reach``'s
    ``changed_sources``, the same files whose lines the project's tests must run)."""
    return asks_for_change(task) and any(n in before for n in changed_sources(before, after))


def start_files(before: Mapping[str, bytes], after: Mapping[str, bytes]) -> dict[str, bytes]:
    """The workspace as it is now with its code as the task gave it: each changed source
    back to its old text, each source the attempt added left out; tests and data as now."""
    files: dict[str, bytes] = {}
    for name, data in after.items():
        code = name.endswith(".py") and not is_test_file(name)
        if not code:
            files[name] = data
        elif name in before:
            files[name] = before[name]
    return files


async def unshown(task: str, before: Mapping[str, bytes], after: Mapping[str, bytes],
                  tests: Sequence[GroundedTest], timeout_s: float = 30.0) -> bool:
    """Whether ``tests`` (each passing now) show nothing of the change the task asks for:
    the rule applies (``must_show_change``) and the code as the task gave it passes every
    one of them too."""
    if not tests or not must_show_change(task, before, after):
        return False
    with laid_down(start_files(before, after), "openkoi-start-") as root:
        results = await run_grounded(list(tests), root, timeout_s)
    return all(r.passed for r in results)
