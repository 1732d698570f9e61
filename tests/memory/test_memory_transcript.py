from __future__ import annotations

from memory_helpers import emit_iteration, run_task

from openkoi import events, records
from openkoi.config import Paths
from openkoi.events import EventBus
from openkoi.memory import transcript
from openkoi.memory.store import Store


def test_transcript_has_every_section(store: Store, paths: Paths) -> None:
    tid = run_task(store, "add a greeting to app.py", scores=(0.5, 0.9))
    task = store.get_task(tid)
    text = (paths.sessions / task.session_id / f"{tid}.md").read_text()
    assert text.startswith("# add a greeting to app.py\n")
    for expected in (f"- task: {tid}", "- model: scripted/fake", "- workspace: /tmp/ws",
                     "- status: done (threshold met)", "- score: 0.90",
                     "- iterations: 2 (best: 2)", "- tokens: 300 in / 20 out", "- cost: $0.0200",
                     "## Plan", "1. write it", "2. test it",
                     "## Iteration 1 (score 0.50)", "## Iteration 2 (score 0.90)",
                     "- `write_file` path=app.py content=print('hi') print('hi')",
                     "| correctness | 0.50 | 0.70 |", "| style | 0.90 | 0.30 |",
                     "- [major] correctness: edge case missed in iteration 1 (app.py:3)"
                     " (fix: handle empty input)",
                     "### Refinement", "handle the edge case (after 1)",
                     "## Result", "Added the greeting.\nDone.", "Files changed:\n- `app.py`"):
        assert expected in text, expected
    assert text.index("## Iteration 1") < text.index("handle the edge case (after 1)") \
        < text.index("## Iteration 2")
    call_line = next(line for line in text.splitlines() if line.startswith("- `write_file`"))
    assert call_line.endswith("-> ok") and len(call_line) < 200


def test_failed_tool_calls_and_unfinished_iterations(store: Store) -> None:
    tid = store.create_task(store.create_session(), "break things", model="m/m")
    bus = EventBus()
    bus.subscribe(store.recorder(tid))
    emit_iteration(bus, tid, 1, 0.2, failing_tool=True)
    bus.emit(tid, events.TOOL_CALL, records.ToolCall(id="z", name="shell",
                                                     arguments={"command": "make"}).to_dict()
             | {"iteration": 2})
    bus.emit(tid, events.NOTICE, {"message": "score regressed"})
    store.mark_interrupted(tid, "Ctrl-C")
    text = store.transcript(tid)
    assert "-> error: permission denied" in text
    assert "## Iteration 2\n" in text and "- `shell` command=make -> (no result)" in text
    assert "> note: score regressed" in text
    assert "- status: interrupted (Ctrl-C)" in text and "(no answer)" in text


def test_replay_regenerates_a_missing_transcript(store: Store, paths: Paths) -> None:
    tid = run_task(store)
    path = paths.sessions / store.get_task(tid).session_id / f"{tid}.md"
    original = path.read_text()
    path.unlink()
    assert store.transcript(tid) == original
    assert path.exists()


def test_render_is_pure_and_handles_no_events(store: Store) -> None:
    tid = store.create_task(store.create_session(), "", model="")
    text = transcript.render(store.get_task(tid), [])
    assert text.startswith("# (no description)") and "- model: -" in text
    assert "## Iteration" not in text and text.endswith("(no answer)\n")


def test_restore_and_end_events_are_summarized_after_the_iterations(store: Store) -> None:
    tid = store.create_task(store.create_session(), "regress", model="m/m")
    bus = EventBus()
    bus.subscribe(store.recorder(tid))
    emit_iteration(bus, tid, 1, 0.8)
    emit_iteration(bus, tid, 2, 0.3)
    bus.emit(tid, events.RESTORED, {"iteration": 1, "files": ["app.py"]})
    outcome = records.TaskOutcome(status="below_threshold", score=0.8, best_iteration=1,
                                  iterations=2, stop_reason="score regressed (0.30 < 0.80)",
                                  answer="kept the first version")
    bus.emit(tid, events.FAILED, outcome)
    store.finish_task(tid, outcome)
    text = store.transcript(tid)
    restored = text.index("> restored the workspace to iteration 1 (app.py)")
    ended = text.index("> ended: below_threshold (score regressed (0.30 < 0.80))")
    assert text.index("## Iteration 2 (score 0.30)") < restored < ended < text.index("## Result")
    assert "answer" not in text[ended:text.index("## Result")]  # a line, not the outcome dump
