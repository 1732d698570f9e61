"""A stated value cut short with ``...`` checks how the result starts, never asks for an
Ellipsis (engine/grounding/cut_short.py; heldout48's dry_cleaning_tests)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from openkoi.engine.grounding.cut_short import cut_short
from openkoi.engine.grounding.examples import examples_to_tests
from openkoi.engine.grounding.run import run_grounded

CODE = '''def parse_ticket(text):
    """Read a ticket.

    "2 shirt, suit, 3 trousers" -> ["shirt", "shirt", "suit", "trousers", ...].
    """
    out = []
    for part in text.split(","):
        words = part.split()
        count = int(words[0]) if len(words) > 1 else 1
        out += [words[-1]] * count
    return out
'''


def test_a_list_ending_in_dots_states_its_start() -> None:
    assert cut_short("f(1)", "[1, 2, ...]") == ("(f(1))[:2]", "[1, 2]")
    assert cut_short("f(1)", "('a', ...)") == ("(f(1))[:1]", "('a',)")
    assert cut_short("f(1)", "[1, 2]") == ("f(1)", "[1, 2]")
    assert cut_short("f(1)", "'...'") == ("f(1)", "'...'")  # a string that holds dots


def test_dots_anywhere_else_state_nothing() -> None:
    assert cut_short("f(1)", "[..., 3]") is None
    assert cut_short("f(1)", "[1, ..., 3]") is None
    assert cut_short("f(1)", "{'a': ...}") is None
    assert cut_short("f(1)", "[...]") is None


def test_the_docstring_example_passes_on_the_code_it_describes(tmp_path: Path) -> None:
    (tmp_path / "drycleaning.py").write_text(CODE)
    files = {"drycleaning.py": CODE}
    [test] = examples_to_tests("Write tests for drycleaning.py.", files, files)
    assert (test.call, test.expected) == (
        '(parse_ticket("2 shirt, suit, 3 trousers"))[:4]',
        "['shirt', 'shirt', 'suit', 'trousers']")
    [result] = asyncio.run(run_grounded([test], tmp_path, 30.0))
    assert result.passed
    wrong = CODE.replace("int(words[0])", "1")
    (tmp_path / "drycleaning.py").write_text(wrong)
    [result] = asyncio.run(run_grounded([test], tmp_path, 30.0))
    assert not result.passed
