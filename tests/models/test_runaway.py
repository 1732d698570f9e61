"""A reply caught in a loop is found, and cut after the loop's first copy."""

from __future__ import annotations

from openkoi.models.runaway import CYCLE_REPEATS, LINE_REPEATS, cut_loop, loop_end

HEAD = "class Card:\n    def buy(self):\n        return 1\n\n# Test cases\ncard = Card()\n"


def test_one_line_over_and_over_is_cut_after_its_first_copy() -> None:
    text = HEAD + "card.buy()  # free\n" * LINE_REPEATS + "card.bu"
    assert text[:loop_end(text)] == HEAD + "card.buy()  # free\n"
    assert loop_end(HEAD + "card.buy()\n" * (LINE_REPEATS - 1)) is None


def test_a_cycle_of_a_few_lines_is_a_loop_too() -> None:
    cycle = "assert f(1) == 1\nassert f(2) == 2\n"
    text = HEAD + cycle * CYCLE_REPEATS
    assert text[:loop_end(text)] == HEAD + cycle
    assert loop_end(HEAD + cycle * (CYCLE_REPEATS - 1)) is None


def test_code_that_only_looks_alike_is_no_loop() -> None:
    calls = "".join(f"card.buy({i})\n" for i in range(40))
    assert loop_end(HEAD + calls) is None
    assert loop_end("no newline at all " * 500) is None


def test_a_long_reply_is_looked_at_in_its_end_only() -> None:
    text = "x = 1\n" * 3 + "".join(f"y{i} = {i}\n" for i in range(2000)) + "z()\n" * 20
    end = loop_end(text)
    assert end is not None and text[:end].endswith("y1999 = 1999\nz()\n")


def test_cut_loop_keeps_the_parts_until_a_loop_then_cuts_them() -> None:
    parts: list[str] = []
    assert not any(cut_loop(parts, piece) for piece in ["class A:\n", "    pass\n"])
    assert parts == ["class A:\n", "    pass\n"]
    cut = [cut_loop(parts, "x()\n") for _ in range(LINE_REPEATS)]
    assert cut == [False] * (LINE_REPEATS - 1) + [True]
    assert parts == ["class A:\n    pass\nx()\n"]
