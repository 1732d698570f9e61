"""Drive the Store the way the engine does: a task with iterations, findings and costs."""

from __future__ import annotations

from openkoi import events, records
from openkoi.events import EventBus
from openkoi.memory.store import Store


def emit_iteration(bus: EventBus, task_id: str, number: int, score: float,
                   *, failing_tool: bool = False) -> None:
    """One iteration as the engine emits it: tool call/result, cost, evaluation, iteration."""
    call = records.ToolCall(id=f"c{number}", name="write_file",
                            arguments={"path": "app.py", "content": "print('hi')\n" * 20})
    bus.emit(task_id, events.TOOL_CALL, call.to_dict() | {"iteration": number})
    result = records.ToolResult(call_id=call.id, name=call.name,
                                output="permission denied" if failing_tool else "wrote app.py",
                                ok=not failing_tool)
    bus.emit(task_id, events.TOOL_RESULT, result.to_dict() | {"iteration": number})
    bus.emit(task_id, events.COST, {"model": "scripted/fake", "purpose": "execute",
                                    "input_tokens": 100 * number, "output_tokens": 10,
                                    "cost_usd": 0.01})
    finding = records.Finding(severity="major", dimension="correctness",
                              message=f"edge case missed in iteration {number}",
                              location="app.py:3", fix="handle empty input")
    bus.emit(task_id, events.EVALUATION, records.Evaluation(
        score=score, dimensions={"correctness": score, "style": 0.9},
        weights={"correctness": 0.7, "style": 0.3}, findings=[finding.to_dict()]))
    bus.emit(task_id, events.ITERATION, records.Iteration(
        number=number, score=score, files_changed=["app.py"],
        usage={"input_tokens": 100 * number, "output_tokens": 10}))


def run_task(store: Store, description: str = "add a greeting to app.py", *,
             scores: tuple[float, ...] = (0.5, 0.9), status: str = "done",
             session_id: str | None = None) -> str:
    """Create, record and finish a task through the public Store API; return its id."""
    session_id = session_id or store.create_session("task", title=description)
    task_id = store.create_task(session_id, description, model="scripted/fake",
                                workspace="/tmp/ws", options={"iterations": len(scores)})
    bus = EventBus()
    bus.subscribe(store.recorder(task_id))
    bus.emit(task_id, events.TASK_STARTED, {"description": description})
    bus.emit(task_id, events.PLAN, records.Plan(summary="edit app.py", steps=["write it",
                                                                            "test it"]))
    for number, score in enumerate(scores, 1):
        emit_iteration(bus, task_id, number, score)
        if number < len(scores):
            bus.emit(task_id, events.REFINEMENT, records.Refinement(
                iteration=number, feedback=f"handle the edge case (after {number})"))
    assert bus.errors == []
    best = max(range(len(scores)), key=lambda i: scores[i]) + 1 if scores else 0
    store.finish_task(task_id, records.TaskOutcome(
        status=status, score=max(scores, default=0.0), best_iteration=best,
        iterations=len(scores), files_changed=["app.py"], answer="Added the greeting.\nDone.",
        stop_reason="threshold met" if status == "done" else "out of iterations"))
    return task_id
