"""bench/one_edit_scan.py: the one-edit variants of given code are spliced into the text, the
rest of the file left as it was, each one parsing to exactly the change it names; the search
keeps those that pass the failing examples, or the project's failing tests."""

from __future__ import annotations

import ast
import asyncio

from benchload import load_bench

from openkoi.engine.grounding import GroundedTest

one_edits = load_bench("one_edit_scan").one_edits

SOURCE = '''"""Hire prices."""

from datetime import timedelta

WEEKEND = 15.0  # on top, for each Saturday or Sunday


def hire(price, start, days=1):
    """The first day full price, the others half."""
    total = 0.0
    for i in range(days):
        day = start + timedelta(days=i + 1)   # the bug: one day late
        total += price if i == 0 else price / 2
        if day.weekday() >= 5:
            total += WEEKEND
    return total


def other(x):
    return x < 3
'''


def test_the_one_token_fix_is_among_the_edits_and_the_rest_of_the_file_is_kept() -> None:
    edits = one_edits(SOURCE, {"hire"})
    fixed = [e for e in edits if e.change == "i + 1 made i on line 12"]
    assert len(fixed) == 1
    text = fixed[0].text
    assert "day = start + timedelta(days=i)   # the bug: one day late\n" in text
    # every other line as it was, comments and blank lines included
    assert [ln for ln in text.splitlines() if "timedelta(days=" not in ln] == \
        [ln for ln in SOURCE.splitlines() if "timedelta(days=" not in ln]
    assert fixed[0].kind == "operand" and fixed[0].line == 12


def test_only_the_named_functions_are_edited_and_every_edit_parses_to_one_change() -> None:
    edits = one_edits(SOURCE, {"hire"})
    assert edits and all(e.text.split("def other")[1] == SOURCE.split("def other")[1]
                         for e in edits)
    base = ast.dump(ast.parse(SOURCE))
    assert all(ast.dump(ast.parse(e.text)) != base for e in edits)
    assert len({e.text for e in edits}) == len(edits)
    # the likelier kinds first: an edge before a number, a line removed last
    kinds = [e.kind for e in edits]
    assert kinds.index("comparison") < kinds.index("number") < kinds.index("line")
    assert kinds[-1] == "line"


def test_a_docstring_and_a_return_are_never_removed_and_bad_source_gives_none() -> None:
    edits = one_edits(SOURCE)
    removed = [e for e in edits if e.kind == "line"]
    assert removed and all('"""The first day full price' in e.text for e in removed)
    assert all("return total" in e.text for e in removed)
    assert {e.change for e in edits if e.change.startswith("< made")} == \
        {"< made <= on line 20", "< made > on line 20"}
    assert one_edits("def f(:\n") == []


def test_an_operator_swap_keeps_precedence_with_parentheses() -> None:
    source = "def f(a, b, c):\n    return a - b * c\n"
    swapped = [e for e in one_edits(source) if e.change == "* made + on line 2"]
    assert len(swapped) == 1
    assert swapped[0].text == "def f(a, b, c):\n    return a - (b + c)\n"
    assert "return a - b * c" not in swapped[0].text


def test_the_search_keeps_the_variants_the_failing_evidence_passes() -> None:
    bench = load_bench("one_edit_scan")
    buggy = "def total(prices):\n    pence = 0\n    for i in range(1, len(prices)):\n" \
        "        pence += prices[i]\n    return pence\n"
    test = "from tally import total\n\ndef test_total():\n    assert total([2, 3]) == 5\n"

    def laid(contents: object) -> dict[str, bytes]:
        files = {"tally.py": buggy.encode(), "test_tally.py": test.encode()}
        return files | {n: t.encode() for n, t in dict(contents).items()}  # type: ignore

    async def project(contents: object) -> bool | None:
        return await bench.project_passes(laid(contents), 60.0)

    given = {"tally.py": buggy}
    found = asyncio.run(bench.search(["tally.py"], given, [], laid, timeout_s=60.0,
                                     project=project))
    assert found and all(asyncio.run(project({s: e.text})) for e, s in found)
    example = GroundedTest("example 1", "tally", "total([2, 3])", "5")
    only = asyncio.run(bench.search(["tally.py"], given, [example],
                                    lambda c: {n: t.encode() for n, t in dict(c).items()},
                                    timeout_s=60.0))
    assert [e.change for e, _ in only][:1] == ["1 made 0 on line 3"]
    right = {"tally.py": buggy.replace("range(1,", "range(0,")}
    assert asyncio.run(bench.search(["tally.py"], right, [example],
                                    lambda c: {n: t.encode() for n, t in dict(c).items()},
                                    timeout_s=60.0)) == []
