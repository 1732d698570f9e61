"""Grounded evidence: checks that RUN the code, so "done" never rests on a model's opinion.

The API the loop builds on (each piece usable and tested alone):

- ``examples_to_tests(task, files, given) -> list[GroundedTest]``: the examples the task text
  and the docstrings of the files as the task gave them state (``given``, never a docstring
  the draft wrote: ``>>> f(2)`` + ``4``, ``f(2) == 4``, ``f(2) -> 4``, ``f("") raises
  ValueError``) become tests. Origin "example": the user said it, so it counts
  like the user's own tests and is never weakened.
- ``await write_tests(caller, task, names, module=...) -> list[GroundedTest]``: a separate
  model call that sees the task but NOT the code writes small asserts of what the task states
  (origin "writer"; plain text, never code inside JSON; prompt ``grounding_tests_*.j2``).
- ``await run_grounded(tests, workspace, timeout_s) -> list[TestResult]``: runs the tests in
  one Python subprocess (the evaluators' command runner: scrubbed env, process group killed
  on timeout, and whatever OS sandbox that runner gets), each test under its own alarm.
- ``await rank_candidates(candidates, tests, workspace, timeout_s) -> Ranking``: CodeT's dual
  execution agreement (MBR-exec alike): every candidate runs every test's input; candidates
  that give the same outputs form a cluster; a cluster scores (its size) x (the tests it
  passes). The user's and the task's tests come first and are never outvoted; a writer test
  that every member of an agreeing cluster (two or more) contradicts is reported SUSPECT
  rather than obeyed. ``Ranking.tied`` lists the candidates a judge may break a tie between;
  the judge never reorders candidates that the grounded evidence separates.

- ``await contesting(task, suspect, kept, start) -> list[GroundedTest]``: the suspect tests
  the code as the task gave it answers as the agreeing candidates do, where the task changes
  that code (``inherited``): there they kept the starting code's behaviour, so their
  agreement is no independent reading and cannot outvote the test.

- ``spec_files(task, baseline) -> ReadOnly``: the files the task presents as its spec (tests it
  says fail or must pass, files it says not to touch), read-only for the task through the
  tool registry (``ToolContext.read_only``).

Python only for now: other languages yield no grounded tests (and so an "unverified" verdict
unless the project's own tests ran).
"""

from openkoi.engine.grounding.agreement import CandidateScore, Ranking, rank_candidates
from openkoi.engine.grounding.cases import (
    GroundedTest,
    HeldOut,
    Independent,
    TestResult,
    code_answer,
)
from openkoi.engine.grounding.examples import examples_to_tests
from openkoi.engine.grounding.inherited import contesting, inherited
from openkoi.engine.grounding.run import run_grounded
from openkoi.engine.grounding.spec import spec_files
from openkoi.engine.grounding.writer import agreed_asserts, parse_asserts, write_tests

__all__ = [
    "CandidateScore", "GroundedTest", "HeldOut", "Independent", "Ranking", "TestResult",
    "agreed_asserts", "code_answer", "contesting", "examples_to_tests", "inherited",
    "parse_asserts", "rank_candidates", "run_grounded", "spec_files", "write_tests",
]
