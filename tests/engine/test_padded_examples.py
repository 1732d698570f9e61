"""Examples with spaces around their text where the task says such spaces are fine
(engine/grounding/padded.py)."""

from __future__ import annotations

from openkoi.engine.grounding import examples_to_tests
from openkoi.engine.grounding.cases import GroundedTest
from openkoi.engine.grounding.padded import padded, padded_examples


def test_the_examples_of_one_text_hold_with_spaces_around_it() -> None:
    task = ('Write snooker.py: ball_value(name) gives the points of a ball, so '
            'ball_value("Pink") is 6. Case does not matter and spaces around the name are '
            'ignored.')
    tests = examples_to_tests(task, {"snooker.py": ""}, {})
    assert [(t.call, t.expected) for t in tests if "spaces around" in t.name] == [
        ("ball_value(' Pink ')", "6")]
    for said in ("spaces around the text are fine", "Whitespace around the name is ignored",
                 "Surrounding whitespace is ignored", "spaces round it are fine",
                 "Spaces at either end are ok", "with surrounding whitespace ignored",
                 "leading/trailing whitespace is ignored"):
        assert padded(said), said
    for said in ("No surrounding whitespace is allowed", "raise ValueError for surrounding "
                 "spaces", "no spaces around the `/`", "spaces between the words are fine"):
        assert not padded(said), said
    # not where the answer holds the text itself (it may be given back as typed), nor an
    # error, nor a text already padded, nor a call of two arguments
    kept = [GroundedTest("e1", "m", "name('Ann')", "'Hello Ann'"),
            GroundedTest("e2", "m", "parse('')", None, "ValueError"),
            GroundedTest("e3", "m", "parse(' x')", "1"),
            GroundedTest("e4", "m", "pair('a', 'b')", "2")]
    assert padded_examples("spaces around it are fine", kept) == []
