"""Fill a store the way the engine does, through the public Store API and the event bus."""

from __future__ import annotations

from openkoi import events, records
from openkoi.events import EventBus
from openkoi.memory.store import Store


class Task:
    """A task being recorded: create it, emit its events, finish it."""

    def __init__(self, store: Store, description: str, model: str = "fake/scripted") -> None:
        self.store = store
        session = store.create_session("task", title=description)
        self.id = store.create_task(session, description, model=model, workspace="/tmp/ws")
        self.bus = EventBus()
        self.bus.subscribe(store.recorder(self.id, min_interval_s=0))
        self.model = model
        self.emit(events.TASK_STARTED, {"task": description, "model": model})

    def emit(self, kind: str, data: records.Record | dict[str, object]) -> None:
        self.bus.emit(self.id, kind, data)
        assert self.bus.errors == []

    def plan(self, summary: str) -> None:
        self.emit(events.PLAN, records.Plan(summary=summary, steps=["write", "test"]))

    def tool(self, iteration: int, name: str, path: str, ok: bool = True) -> None:
        call = records.ToolCall(id=f"c{iteration}{name}", name=name,
                                arguments={"path": path, "content": "x = 1\n"})
        self.emit(events.TOOL_CALL, call.to_dict() | {"iteration": iteration})
        self.emit(events.TOOL_RESULT, records.ToolResult(
            call_id=call.id, name=name, ok=ok,
            output="wrote " + path if ok else "error: denied").to_dict()
            | {"iteration": iteration})

    def cost(self, input_tokens: int, output_tokens: int, usd: float) -> None:
        self.emit(events.COST, {"model": self.model, "purpose": "execute",
                                "input_tokens": input_tokens, "output_tokens": output_tokens,
                                "cost_usd": usd})

    def iteration(self, number: int, score: float, finding: str = "") -> None:
        findings = [records.Finding(severity="major", dimension="correctness",
                                    message=finding, location="app.py:3").to_dict()] \
            if finding else []
        self.emit(events.EVALUATION, records.Evaluation(
            score=score, dimensions={"correctness": score}, findings=findings).to_dict()
            | {"iteration": number})
        self.emit(events.ITERATION, records.Iteration(number=number, score=score,
                                                      files_changed=["app.py"]))

    def finish(self, status: str, score: float, answer: str = "Done.") -> None:
        outcome = records.TaskOutcome(status=status, score=score, best_iteration=1,
                                      iterations=1, files_changed=["app.py"], answer=answer,
                                      stop_reason="quality threshold met")
        self.emit(events.DONE if status == "done" else events.FAILED, outcome)
        self.store.finish_task(self.id, outcome)
