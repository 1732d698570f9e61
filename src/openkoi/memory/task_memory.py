"""The engine's memory (``engine.loop.TaskMemory``): learnings recalled into a task's prompts
before it runs, and learned from its outcome after.

``open_task_memory`` builds it from the settings (``[memory] enabled = false`` or
``--no-memory``: None, the engine runs without memory). ``learn`` stores the rule-based
learnings first, then (``[memory] model_learnings``, when the task had something to learn and
less than 90% of its budget is spent) asks the model for up to three lessons in one
schema-checked call; an unreadable answer is dropped with a notice and the rule learnings
stand. It emits ``learned`` with what it stored or reinforced.

Learning runs after the task's result where a user waits (the runner hands it over as
after-task work). There (``quick``: the command line, the chat) the embedded model is not
asked: its call takes longer than the few seconds the command waits ([memory] learn_wait_s),
and an in-process llama.cpp call cannot be stopped while it reads its prompt; the ``learned``
event says the lessons were skipped (tasks run by ``openkoi serve`` or the daemon ask it).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from openkoi import events
from openkoi.errors import BudgetExceeded, ModelOutputError, OpenKoiError
from openkoi.memory import extract
from openkoi.memory.learnings import Candidate, LearningMemory, Stored
from openkoi.models.base import Message
from openkoi.prompts import render
from openkoi.records import Evaluation, TaskOutcome

if TYPE_CHECKING:
    from openkoi.config import Paths, Settings
    from openkoi.events import Event, EventBus
    from openkoi.memory.db import Database

MODEL_BUDGET_FRACTION = 0.9
LEARN_MAX_TOKENS = 400


class TaskLearner:
    """One task's memory: watches its tool results, recalls before, learns after."""

    def __init__(self, memory: LearningMemory, *, bus: EventBus | None = None,
                 task_id: str | None = None, model_learnings: bool = True,
                 quick: bool = False) -> None:
        self.memory = memory
        self.bus = bus
        self.task_id = task_id
        self.model_learnings = model_learnings
        self.quick = quick
        self.tool_failures: list[tuple[str, str]] = []
        if bus is not None:
            bus.subscribe(self._watch)

    def _watch(self, event: Event) -> None:
        if event.kind == events.TOOL_RESULT and not event.data.get("ok", True) and \
                (self.task_id is None or event.task_id == self.task_id):
            output = str(event.data.get("output", "")).strip()
            first = output.splitlines()[0][:160] if output else "no output"
            self.tool_failures.append((str(event.data.get("name", "?")), first))

    def recall(self, task: str, workspace: Path) -> str:
        notice = self.memory.embedder.notice
        if notice and self.bus is not None and self.task_id is not None:
            self.bus.emit(self.task_id, events.NOTICE, {"message": notice})
        return self.memory.recall_text(task)

    async def learn(self, req: Any, outcome: TaskOutcome, history: list[Evaluation],
                    caller: Any) -> None:
        """``req``: the engine's TaskRequest; ``caller``: its Caller (budget, bus, task id,
        ``structured``)."""
        rules = extract.from_rules(outcome, history, self.tool_failures)
        stored = self.memory.add(rules, task=req.task, source_task=caller.task_id)
        asked = False
        skipped = ""
        if self.model_learnings and extract.worth_asking(outcome, history, rules) and \
                caller.budget.fraction_used() < MODEL_BUDGET_FRACTION:
            if self.quick and caller.model.capabilities.local:
                skipped = ("no model lessons: the embedded model is not asked where a command "
                           "waits for them (tasks run by `openkoi serve` or the daemon ask it)")
            else:
                asked = True
                lessons = await self._ask(req.task, outcome, history, rules, caller)
                stored += self.memory.add(lessons, task=req.task, source_task=caller.task_id)
        if stored or asked or skipped:
            caller.bus.emit(caller.task_id, events.LEARNED, _payload(
                stored, asked, self.memory.embedder.name) | {"skipped": skipped})

    async def _ask(self, task: str, outcome: TaskOutcome, history: list[Evaluation],
                   rules: list[Candidate], caller: Any) -> list[Candidate]:
        messages = [
            Message("system", render("learn_system")),
            Message("user", render("learn_user", task=task,
                                   facts=extract.summary(outcome, history), rules=rules)),
        ]
        try:
            answer = await caller.structured(messages, extract.ModelLearnings,
                                             purpose="learn", max_tokens=LEARN_MAX_TOKENS)
        except BudgetExceeded:
            return []
        except ModelOutputError:
            caller.bus.emit(caller.task_id, events.NOTICE, {
                "message": "learn: the model's lessons could not be read; "
                           "kept the rule-based learnings"})
            return []
        except OpenKoiError as exc:  # provider trouble: the task is over, keep what we have
            caller.bus.emit(caller.task_id, events.NOTICE,
                            {"message": f"learn: no model lessons ({exc})"})
            return []
        return extract.from_model(answer)


def _payload(stored: list[Stored], asked: bool, embedder: str) -> dict[str, Any]:
    return {
        "learnings": [{"id": s.learning.id, "type": s.learning.type, "text": s.learning.text,
                       "confidence": s.learning.confidence, "evidence": s.learning.evidence,
                       "origin": s.learning.origin, "new": s.new} for s in stored],
        "new": sum(1 for s in stored if s.new),
        "reinforced": sum(1 for s in stored if not s.new),
        "model_asked": asked,
        "embedder": embedder,
    }


def open_learnings(db: Database, paths: Paths, settings: Settings) -> LearningMemory:
    from openkoi.memory.api_embedder import embedder_for_role
    from openkoi.memory.embeddings import Embedder, get_embedder

    embedder: Embedder = embedder_for_role(settings, paths) or get_embedder(
        paths, settings.memory.embedder)  # roles.embedder, else the local MiniLM
    return LearningMemory(db, embedder,
                          recall_tokens=settings.memory.recall_tokens)


def open_task_memory(db: Database, paths: Paths, settings: Settings, *,
                     bus: EventBus | None = None, task_id: str | None = None,
                     quick: bool = False) -> TaskLearner | None:
    """The task's memory, or None when memory is switched off. ``quick``: a user waits for
    the process after the result (see the module docstring)."""
    if not settings.memory.enabled:
        return None
    return TaskLearner(open_learnings(db, paths, settings), bus=bus, task_id=task_id,
                       model_learnings=settings.memory.model_learnings, quick=quick)
