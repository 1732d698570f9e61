"""Running one task, whatever surface asked for it (CLI, chat REPL, HTTP API).

``start`` applies the task's options, resolves its models, records it and wires its event
bus; ``Started.engine`` / ``Started.request`` build the PEER engine and its request;
``execute`` awaits the task to its outcome and records it (a cancelled or crashed task is
marked interrupted, never left "running"); ``drive`` is ``execute`` for a synchronous caller.
Nothing here knows about argparse or HTTP: the surfaces translate their input to
``TaskOptions`` and their output from the ``TaskOutcome``.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from openkoi import errors

if TYPE_CHECKING:
    from openkoi.context import Context
    from openkoi.records import TaskOutcome

USER_INTERRUPT = "interrupted by the user"


@dataclass
class TaskOptions:
    """What a surface asks for; None = the configured default."""

    task: str
    context: str = ""
    iterations: int | None = None
    quality: float | None = None
    model: str | None = None
    max_tokens: int | None = None
    max_cost_usd: float | None = None
    max_time_s: float | None = None
    max_steps: int | None = None

    def overrides(self) -> dict[str, Any]:
        return {"iterations": self.iterations, "quality": self.quality, "model": self.model,
                "max_tokens": self.max_tokens, "max_cost_usd": self.max_cost_usd,
                "max_time_s": self.max_time_s, "max_steps": self.max_steps}


@dataclass
class Started:
    """A task that is recorded and ready to run: its models, store rows, bus and budget."""

    task: str
    context: str
    settings: Any
    model: Any
    judge: Any
    store: Any
    session_id: str
    task_id: str
    bus: Any
    budget: Any
    # Recorded as the stop reason when the run is cancelled (Ctrl-C, an API cancel, ...).
    cancel_reason: str = USER_INTERRUPT

    @property
    def model_id(self) -> str:
        return str(self.model.id if self.model is not None else self.settings.model)

    def engine(self, app: Context, registry: Any = None) -> Any:
        from openkoi.engine.loop import Engine
        from openkoi.memory.task_memory import open_task_memory
        from openkoi.skills.for_task import for_started

        extra = {} if registry is None else {"registry": registry}
        memory = open_task_memory(self.store.db, app.paths, self.settings, bus=self.bus,
                                  task_id=self.task_id)
        return Engine(model=self.model, bus=self.bus, judge_model=self.judge, memory=memory,
                      skills=for_started(self, app).skills,  # every source; evaluators by category
                      tool_output_dir=app.paths.tool_output, budget=self.budget, **extra)

    def request(self, app: Context, directive: str = "") -> Any:
        from openkoi.engine.loop import TaskRequest
        from openkoi.skills.for_task import for_started

        s = self.settings
        return TaskRequest(task=self.task, workspace=app.workspace, context=self.context,
                           iterations=s.iterations, quality=s.quality, max_steps=s.max_steps,
                           shell_timeout_s=s.shell_timeout_s,
                           directive=for_started(self, app).directive(directive),  # + skills
                           edit_format=s.edit_format)


def start(app: Context, options: TaskOptions, *, kind: str = "task", models: bool = True,
          progress: Callable[[str], None] | None = None, task_id: str | None = None) -> Started:
    """Apply the options, resolve the models, record the task and wire its event bus.
    ``models=False`` records the task without loading any model (``model`` stays None);
    ``progress`` hears model-loading notes; ``task_id`` names the task row (the HTTP API
    hands out the id when the task is queued, before it starts)."""
    app.overrides.update(options.overrides())
    settings = app.settings
    task = options.task.strip()
    if not task:
        raise errors.UsageError("the task is empty", hint='openkoi "describe the task"')

    from openkoi.engine.budget import Budget
    from openkoi.events import EventBus
    from openkoi.memory.store import Store
    from openkoi.models.registry import resolve_model

    model = resolve_model(settings.model, settings, app.paths, progress=progress) \
        if models else None
    judge = resolve_model(settings.roles["evaluator"], settings, app.paths, role="evaluator",
                          progress=progress) if models and settings.roles.get("evaluator") \
        else None
    store = Store.open(app.paths)
    try:
        session_id = store.create_session(kind, title=task[:80])
        model_id = model.id if model is not None else planned_model(settings, app)
        task_id = store.create_task(session_id, task, model=model_id,
                                    workspace=str(app.workspace),
                                    options={"iterations": settings.iterations,
                                             "quality": settings.quality}, task_id=task_id)
        bus = EventBus()
        bus.subscribe(store.recorder(task_id))
    except BaseException:
        store.close()
        raise
    budget = Budget(settings.budget.max_tokens, settings.budget.max_cost_usd,
                    settings.budget.max_time_s)
    return Started(task, options.context, settings, model, judge, store, session_id, task_id,
                   bus, budget)


async def execute(started: Started,
                  body: Callable[[], Awaitable[TaskOutcome]]) -> TaskOutcome:
    """Await ``body`` to its outcome and record it. A cancelled run is recorded as
    interrupted (reason ``started.cancel_reason``), a crashed one as an internal error; the
    models are closed either way (the store is the caller's to close)."""
    import asyncio

    store = started.store
    try:
        outcome = await _closing(started, body)
        store.finish_task(started.task_id, outcome)
    except (asyncio.CancelledError, KeyboardInterrupt):
        store.mark_interrupted(started.task_id, started.cancel_reason)
        raise
    except Exception as exc:  # a bug: the task must not stay "running"
        store.mark_interrupted(started.task_id, f"internal error: {type(exc).__name__}")
        raise
    return outcome


def drive(started: Started, body: Callable[[], Awaitable[TaskOutcome]]) -> TaskOutcome:
    """``execute`` for a synchronous caller (the CLI); the store is closed afterwards."""
    import asyncio

    try:
        return asyncio.run(execute(started, body))
    except KeyboardInterrupt:
        started.store.mark_interrupted(started.task_id, USER_INTERRUPT)
        raise
    finally:
        started.store.close()


def guard_for(app: Context, task_id: str, first: Any = None) -> Any:
    """The trust guard for a task's registry (after ``first``, the Guardian's guard); the
    ``ask`` level asks through ``app.confirm`` (None: nobody to ask, the call is refused)."""
    from openkoi.mind.trust import TrustStore, make_guard

    return make_guard(TrustStore.at(app.paths.home), task_id=task_id, confirm=app.confirm,
                      first=first)


def silent_calls(app: Context) -> Any:
    """Which tool calls the progress lines leave out: those at trust level 'autonomous'."""
    from openkoi.mind.trust import TrustStore, autonomous_calls
    from openkoi.tools.registry import default_registry

    return autonomous_calls(TrustStore.at(app.paths.home), default_registry(), app.workspace)


def planned_model(settings: Any, app: Context) -> str:
    """The model a task would have used, named without loading it (a rule-blocked task)."""
    from openkoi.models.registry import describe_resolution

    try:
        return describe_resolution(settings.model, settings, app.paths)[0]
    except errors.OpenKoiError:
        return settings.model or "unresolved"


async def _closing(started: Started, body: Callable[[], Awaitable[TaskOutcome]]) -> TaskOutcome:
    try:
        return await body()
    finally:
        for model in {id(m): m for m in (started.model, started.judge) if m}.values():
            await model.aclose()
