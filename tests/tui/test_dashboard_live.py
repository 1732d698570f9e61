"""The live pane: the shared fold of a task's events (TaskProgress), fed the events the
engine emits, and the pane's lines."""

from __future__ import annotations

from openkoi import events, records
from openkoi.events import Event
from openkoi.progress import TaskProgress, fold
from openkoi.tui.live import lines as pane


def ev(seq: int, kind: str, data: dict[str, object]) -> Event:
    return Event("t1", seq, kind, data)


def test_guardian_blocks_and_refused_calls_are_escalations() -> None:
    p = TaskProgress("t1")
    p = fold(p, ev(1, events.PARLIAMENT, {"blocked": True, "verdicts": [
        {"agency": "Guardian", "verdict": "BLOCK", "reasons": ["deletes a database"]}]}))
    p = fold(p, ev(2, events.TOOL_CALL, records.ToolCall(
        id="c1", name="run_shell", arguments={"command": "rm -rf /srv"}).to_dict()))
    p = fold(p, ev(3, events.TOOL_RESULT, records.ToolResult(
        call_id="c1", name="run_shell", ok=False,
        output="error: refused by the Guardian: removes files outside the workspace").to_dict()))
    lines = pane(p)
    assert lines[0] == "ESCALATION: The Guardian blocked this task: deletes a database"
    assert lines[1] == ("ESCALATION: The Guardian refused run_shell: refused by the Guardian: "
                        "removes files outside the workspace")
    assert "  ✗ run_shell `rm -rf /srv`" in lines
    assert "parliament: Guardian=BLOCK" in lines


def test_events_fold_once_in_order() -> None:
    p = TaskProgress("t1")
    p = fold(p, ev(1, events.PLAN, records.Plan(summary="edit app.py").to_dict()))
    p = fold(p, ev(2, events.COST, {"input_tokens": 10, "output_tokens": 2, "cost_usd": 0.5}))
    p = fold(p, ev(2, events.COST, {"input_tokens": 10, "output_tokens": 2, "cost_usd": 0.5}))
    p = fold(p, ev(3, events.ITERATION, records.Iteration(number=1, score=0.7).to_dict()))
    p = fold(p, ev(4, events.ITERATION, records.Iteration(number=2, score=0.6).to_dict()))
    assert (p.input_tokens, p.cost_usd) == (10, 0.5)  # the repeated seq 2 is ignored
    assert (p.iteration, p.score, p.best_score) == (2, 0.6, 0.7)
    assert not any(line.startswith("ESCALATION") for line in pane(p))
