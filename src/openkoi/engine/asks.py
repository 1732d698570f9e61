"""The sampling calls one iteration of ``candidates.Candidates`` makes, run at once: the
first iteration's greedy draft and samples; later, the repairs of the current files beside
fresh samples of the first prompt, or, on code the task gave, a repair of one function
(``focus``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from openkoi.engine.focus import Focus, callee_focus, focus_of, same_code
from openkoi.engine.targets import says_code_is_wrong, texts

if TYPE_CHECKING:
    from openkoi.engine.attempts import Turn

GREEDY_TEMPERATURE = 0.0  # the first iteration's first candidate: what one plain call writes


@dataclass(frozen=True)
class Ask:
    """One sampling call of an iteration: the turn its prompt is built from, how many
    samples, at what temperature, and the label its drafts carry (``Sampled.how``)."""

    turn: Turn
    n: int
    temperature: float
    how: str = ""
    focus: Focus | None = None  # a repair of one function (``focus``), not of whole files


def iteration_asks(turn: Turn, count: int, temperature: float, sources: Sequence[str],
                   at_once: int) -> list[Ask]:
    """The iteration's sampling calls (``count`` drafts each, at ``temperature``;
    ``sources``: the Python files it drafts that are not tests; ``at_once``: the sequences
    the model decodes together). The first iteration's first draft is the model's greedy
    answer and the others are sampled: the greedy draft is what one plain call would have
    written, so a task one call gets right keeps a right candidate (on HumanEval, 3 of 41
    one-call passes were lost when all three sampled drafts were wrong), and where the
    evidence ties it is kept (the earliest sample). Later iterations: ``count`` repairs,
    and the fresh samples or the function repair; of a file the task did not give, the
    function repair and the fresh samples."""
    if turn.number == 1 and count >= 2:
        return [Ask(turn, 1, GREEDY_TEMPERATURE, "greedy"), Ask(turn, count - 1, temperature)]
    repair = Ask(turn, count, temperature)
    fresh = [Ask(t, count, temperature, "fresh") for t in _fresh(turn, count, at_once)]
    if (focus := _focus(turn, sources)) is not None:
        focused = Ask(turn, count, temperature, "focused", focus)
        if focus.path not in texts(turn.baseline, [focus.path]):
            # a file of the first iteration's: the function's repair in the place of the
            # whole file's (heldout33's candle_batch_module: six repairs of the whole file
            # over two iterations were the file as it was), beside the fresh samples
            return [focused, *fresh] if fresh else [repair, focused]
        # (where the files are still as given, the whole-file drafts wrote the given file
        # back already, and redrafting it ate the rest of the time: heldout29's
        # pizza_party, 270 s of a second iteration that never ended; the function alone
        # took 130 s)
        asks = [focused] if texts(turn.current, [focus.path]) == \
            texts(turn.baseline, [focus.path]) else [repair, focused]
        # ... and a repair of the function it calls that the task speaks of
        if (callee := _callee(turn, sources, focus)) is not None:
            asks.append(Ask(turn, count, temperature, "focused", callee))
        return asks
    return [repair, *fresh]


def after_greedy(rest: list[Ask], greedy: dict[str, str], sources: Sequence[str],
                 failing: Sequence[str] = ()) -> list[Ask]:
    """The first iteration's sampling calls after its greedy draft (``rest``; ``greedy``:
    the draft's files): where the task says the code it gave is wrong and names the
    function to fix (``focus``), or the code as given fails the user's evidence
    (``failing``: the lines the evaluation's feedback would give, "- [major] ..."), and the
    greedy draft wrote that file back as given, the samples are repairs of that function
    instead of whole files. On heldout29's two bug fixes and heldout30's reading_plan the
    greedy draft and both samples were the given file, and their 300-330 s left no time for
    the repairs that came right later; on heldout53-58's fixes that name no function
    (engraving_quote, driving_school, silent_auction, soft_play, chip_shop: "the tests are
    failing against softplay.py") all three drafts were the given file again."""
    if not rest or rest[0].turn.number != 1:
        return rest
    turn = rest[0].turn
    focus = _focus(turn, sources)
    if focus is None and failing:
        focus = focus_of("\n".join(failing), texts(turn.current, list(sources)),
                         texts(turn.baseline, list(sources)),
                         turn.task if says_code_is_wrong(turn.task) else "")
    if focus is None:
        return rest
    given = texts(turn.baseline, [focus.path]).get(focus.path, "")
    if not same_code(greedy.get(focus.path, given), given):
        return rest
    n, temperature = sum(a.n for a in rest), rest[0].temperature
    if n >= 2 and (callee := _callee(turn, sources, focus)) is not None:
        return [Ask(turn, n - 1, temperature, "focused", focus),
                Ask(turn, 1, temperature, "focused", callee)]
    return [Ask(turn, n, temperature, "focused", focus)]


def _focus(turn: Turn, sources: Sequence[str]) -> Focus | None:
    """After the first iteration, a repair of the one function of the given code (or of a
    new file of several functions) that the failing findings name most, or that a task
    that speaks of a bug names (``focus``), in the place of the fresh samples: of code the
    task gave, the first iteration's prompt is the given file again, and the model mostly
    writes it back unchanged."""
    return focus_of(turn.feedback, texts(turn.current, list(sources)),
                    texts(turn.baseline, list(sources)),
                    turn.task if says_code_is_wrong(turn.task) else "")


def _callee(turn: Turn, sources: Sequence[str], focus: Focus) -> Focus | None:
    """``focus.callee_focus`` on the turn's files, where the task speaks of a bug."""
    if not says_code_is_wrong(turn.task):
        return None
    return callee_focus(focus, texts(turn.current, list(sources)),
                        texts(turn.baseline, list(sources)), turn.task)


def _fresh(turn: Turn, count: int, at_once: int) -> list[Turn]:
    """After the first iteration, where the model decodes twice ``count`` sequences at once
    (the slots the first iteration's test writer used are idle from then on): the first
    iteration's prompt once more (the files as the task gave them, no feedback), so that
    ``count`` independent samples are ranked beside the ``count`` repairs of the current
    files. A small model shown its wrong code mostly writes it again: on the recorded
    HumanEval states where the loop's repairs never came right, fresh samples gave a right
    candidate in 3 of 7 and repairs in none (BENCHMARKS.md, "Repairs and fresh samples")."""
    if turn.number == 1 or at_once < 2 * count:
        return []
    return [replace(turn, feedback="", number=1, best_score=0.0, current=turn.baseline)]
