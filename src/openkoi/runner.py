"""Running one task, whatever surface asked for it: `openkoi run`, `think`, the chat, the
HTTP API's queue, the daemon, the dashboard.

``start`` applies the task's options (typed ``Overrides`` on top of the settings, never by
mutating them), reads the Sovereign's framing when the task thinks, resolves its models,
records it and wires its event bus. ``run`` is THE way a task runs: the Parliament's vote
(``options.think``), a dry run with its futures (``options.simulate``), the trust guard (the
Guardian's first), the plan gate, memory and the budget, then the PEER engine. ``execute``
awaits a body to its outcome and records it (a cancelled or crashed task is marked
interrupted, never left "running"), hands it to the surface (``shown``), and only then runs
the task's after-task work (learning: ``after_task``), bounded by ``Started.after_wait_s``
where a user waits; ``drive`` is ``execute`` for a synchronous caller.

Nothing here knows about argparse, HTTP or a terminal: the surfaces translate their input to
``TaskOptions`` and show the ``TaskOutcome`` and the ``Started.deliberation``.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from openkoi import errors
from openkoi.config import Overrides
from openkoi.deliberate import Deliberation

if TYPE_CHECKING:
    from openkoi.config import Paths
    from openkoi.context import Context
    from openkoi.records import Plan, TaskOutcome

USER_INTERRUPT = "interrupted by the user"
BLOCKED = "blocked by the Guardian"  # the stored stop reason of every task the Parliament stops

PlanGate = Callable[["Plan"], Awaitable["bool | Plan"]]
# Asked when the Guardian blocks a task whose options allow an override: True = run it.
OverrideConfirm = Callable[[Any], bool]


@dataclass
class TaskOptions:
    """What a surface asks for. ``overrides``: None fields = the configured default."""

    task: str
    context: str = ""
    overrides: Overrides = field(default_factory=Overrides)
    think: bool = False  # the Sovereign frames it and the Parliament votes first
    simulate: bool = False  # think, then a dry run and its futures; nothing is written or run
    override: bool = False  # a Guardian block may be overridden (the surface confirms it)
    verbose: bool = False  # show every agency's reasoning
    # Teams (engine/team.py): the agents file (None: the workspace's .openkoi/agents.toml,
    # if any) and the agent that runs the task (None: the file's team lead, if any).
    agents_file: Path | None = None
    agent: str | None = None


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
    options: TaskOptions | None = None
    deliberation: Deliberation = field(default_factory=Deliberation)
    ruled: Any = None  # the Guardian rules' decision, known before any model loads
    owns_models: bool = True  # closed when the task ends (the chat keeps its own)
    planned: str = ""  # the model it would have used, when none was loaded
    agents: Any = None  # the agents file (engine.team.AgentsFile), when there is one
    agent: str | None = None  # the agent that runs the task (its lead, or the one asked for)
    extra_models: list[Any] = field(default_factory=list)  # agents' own models, closed at end
    planner: Any = None  # roles.planner's model (None: the executor plans)
    small: Any = None  # the small role: internal calls (learnings, the Parliament's vote)

    def models(self) -> list[Any]:
        """Each model of the task's roles once."""
        return list({id(m): m for m in (self.model, self.judge, self.planner, self.small)
                     if m is not None}.values())
    # webhooks a surface sends once the task has ended (openkoi.webhooks.Outbox), if any
    outbox: Any = None
    # posts the task's results to the enabled integrations (openkoi.integrations.outbound)
    outbound: Any = None
    # After-task jobs (learning), run by ``execute`` once the outcome is recorded and shown
    afterwork: list[Callable[[], Awaitable[None]]] = field(default_factory=list)
    # How long ``execute`` waits for them. None: the engine learns before the task's end
    # event, as on a server (nobody waits for an exit there, and a task's last event stays
    # its end); the command line and the chat set [memory] learn_wait_s, and then learning
    # comes after the result
    after_wait_s: float | None = None

    @property
    def model_id(self) -> str:
        if self.model is not None:
            return str(self.model.id)
        return self.planned or str(self.settings.model or "unresolved")

    def engine(self, app: Context, registry: Any = None, *, memory: bool = True) -> Any:
        from openkoi.engine.loop import Engine
        from openkoi.memory.task_memory import open_task_memory
        from openkoi.skills.for_task import for_started

        extra = {} if registry is None else {"registry": registry}
        quick = self.after_wait_s is not None  # a user waits: learning after the result
        task_memory = open_task_memory(self.store.db, app.paths, self.settings, bus=self.bus,
                                       task_id=self.task_id, quick=quick) if memory else None
        return Engine(model=self.model, bus=self.bus, judge_model=self.judge,
                      planner_model=self.planner, small_model=self.small,
                      memory=task_memory, defer=self.afterwork.append if quick else None,
                      skills=for_started(self, app).skills,  # every source; evaluators by category
                      tool_output_dir=app.paths.tool_output, budget=self.budget,
                      jobs_dir=app.paths.jobs,
                      private_dirs=app.paths.private_dirs,
                      max_depth=self.settings.agent_depth,
                      max_children=self.settings.agent_children, **extra)

    def request(self, app: Context, directive: str = "", *, dry_run: bool = False) -> Any:
        from openkoi.engine.loop import TaskRequest
        from openkoi.skills.for_task import for_started

        s = self.settings
        return TaskRequest(task=self.task, workspace=app.workspace, context=self.context,
                           iterations=s.iterations, quality=s.quality, max_steps=s.max_steps,
                           shell_timeout_s=s.shell_timeout_s,
                           directive=for_started(self, app).directive(directive),  # + skills
                           edit_format=s.edit_format, dry_run=dry_run,
                           candidates=1 if dry_run else s.candidates,
                           shell_env=_passed_env(getattr(s, "sandbox_env", [])),
                           parallel_calls=s.parallel_calls,
                           plan_candidates=1 if dry_run else s.plan_candidates,
                           caveats=list(self.deliberation.decision.caveats)
                           if self.deliberation.decision is not None else [])

    def report(self) -> dict[str, Any]:
        """The fields a surface adds to the outcome: ids, the model, and what thinking
        produced (verdicts, an escalation, the simulation)."""
        out: dict[str, Any] = {"task_id": self.task_id, "session_id": self.session_id,
                               "model": self.model_id}
        if self.options is not None and (self.options.think or self.options.simulate):
            out |= self.deliberation.to_dict()
        return out


def start(app: Context, options: TaskOptions, *, kind: str = "task", models: bool = True,
          progress: Callable[[str], None] | None = None, task_id: str | None = None,
          session_id: str | None = None, loaded: Any = None,
          store: Any = None, record: dict[str, Any] | None = None) -> Started:
    """Apply the options, resolve the models, record the task and wire its event bus.

    ``models=False`` records the task without loading any model (``model`` stays None), as
    does a thinking task the Guardian's rules block (unless it may be overridden);
    ``progress`` hears model-loading notes; ``task_id`` names the task row (the HTTP API
    hands out the id when the task is queued). The chat passes its ``session_id``, its
    ``loaded`` models (``registry.RoleModels``) and its open ``store``; ``record`` adds to
    the task row's options."""
    check_workspace(app.workspace, app.paths)
    agents, agent = _agents(app, options)  # a broken agents file stops here, nothing recorded
    settings = options.overrides.apply(app.settings)
    task = options.task.strip()
    if not task:
        raise errors.UsageError("the task is empty", hint='openkoi "describe the task"')
    thinking = options.think or options.simulate
    deliberation = Deliberation()
    ruled = None
    if thinking:
        from openkoi.deliberate import intent, sovereign
        from openkoi.mind import parliament

        deliberation.sovereign = sovereign(app.paths)  # a broken SOUL.md stops here
        deliberation.intent = intent(app.paths, task)  # no model call
        ruled = parliament.by_rules(task, deliberation.intent)  # decides without any model
        models = models and (ruled is None or options.override)

    from openkoi.engine.budget import Budget
    from openkoi.events import EventBus
    from openkoi.memory.store import Store

    roles = loaded if loaded is not None else (
        _resolve(app, settings, progress) if models else None)
    model = roles.executor if roles is not None else None
    judge = roles.evaluator if roles is not None else None
    own_store = store is None
    store = Store.open(app.paths) if own_store else store
    try:
        session_id = session_id or store.create_session(kind, title=task[:80])
        model_id = model.id if model is not None else planned_model(settings, app)
        opts = {"iterations": settings.iterations, "quality": settings.quality}
        if thinking:
            opts |= {"think": True} | ({"simulate": True} if options.simulate else {})
        task_id = store.create_task(session_id, task, model=model_id,
                                    workspace=str(app.workspace),
                                    options=opts | (record or {}), task_id=task_id)
        bus = EventBus()
        bus.subscribe(store.recorder(task_id))
    except BaseException:
        if own_store:
            store.close()
        raise
    budget = Budget(settings.budget.max_tokens, settings.budget.max_cost_usd,
                    settings.budget.max_time_s)
    started = Started(task, options.context, settings, model, judge, store, session_id,
                      task_id, bus, budget, options=options, deliberation=deliberation,
                      ruled=ruled, owns_models=loaded is None, planned=model_id,
                      agents=agents, agent=agent,
                      planner=roles.planner if roles is not None else None,
                      small=roles.small if roles is not None else None)
    from openkoi.integrations.outbound import attach

    # None: no integration enabled
    started.outbound = attach(app.paths, started, workspace=app.workspace)
    return started


def _agents(app: Context, options: TaskOptions) -> tuple[Any, str | None]:
    """The agents file this task runs with (``--agents FILE``, else the workspace's
    ``.openkoi/agents.toml``) and the agent that runs it (asked for, else the team lead)."""
    if options.agents_file is None and options.agent is None and not (
            app.workspace / ".openkoi" / "agents.toml").is_file():
        return None, None  # the common case, without importing anything
    from openkoi.engine import team

    path = team.find(app.workspace, options.agents_file)
    if path is None:
        raise errors.UsageError(f"no agents file to find agent {options.agent!r} in",
                                hint="create .openkoi/agents.toml, or pass --agents FILE")
    file = team.load(path)
    if options.agent is not None:
        file.get(options.agent)
    from openkoi.tools.registry import default_registry

    team.check_tools(file, default_registry().names())
    return file, options.agent or file.lead


def _resolve(app: Context, settings: Any, progress: Callable[[str], None] | None) -> Any:
    """Every role's model (``registry.RoleModels``): executor, planner, evaluator, small."""
    from openkoi.models.registry import resolve_roles

    return resolve_roles(settings, app.paths, progress=progress)


async def run(started: Started, app: Context, *, plan_gate: PlanGate | None = None,
              confirm_override: OverrideConfirm | None = None,
              confirm_escalation: OverrideConfirm | None = None,
              say: Callable[[str], None] | None = None) -> TaskOutcome:
    """Run a started task to its outcome: think first if asked (the Sovereign's line, the
    Parliament's vote; a Guardian block ends it, recorded, unless ``confirm_override``
    says yes), then the engine with the trust guard, or a simulation. An escalation (the
    vote policy asks a human) goes to ``confirm_escalation`` when the surface can ask
    (a terminal); without it, or with no override, it stops like a block. ``say`` hears the
    [SOVEREIGN] / [PARLIAMENT] / [POLICY] lines (None: quiet); an ESCALATION always goes to
    ``app.note``. What thinking produced is left in ``started.deliberation``."""
    from openkoi import events
    from openkoi.records import TaskOutcome

    options = started.options or TaskOptions(started.task)
    if not (options.think or options.simulate):
        from openkoi.mind.guardian import tool_guard  # every surface vets every tool call

        registry = _registry(app, started.task_id, tool_guard)
        async with mcp_servers(started, app, registry) as hub:
            engine = started.engine(app, registry, memory=True)
            engine.plan_gate = plan_gate
            try:
                directive = _team(started, app, engine, tool_guard, hub)
            except errors.OpenKoiError as exc:  # an agent's unknown tool or skill, its model
                return _failed(started, exc)
            return await engine.run(started.request(app, directive), started.task_id)

    from openkoi import deliberate
    from openkoi.engine.calls import Caller
    from openkoi.mind import guardian, soul

    bus, task_id, delib = started.bus, started.task_id, started.deliberation
    if say is not None:
        say(soul.line(delib.sovereign))
    try:
        decision = started.ruled if started.ruled is not None else await deliberate.decide(
            Caller(started.small or started.model, started.budget, bus, task_id), started.task,
            app.workspace, started.settings, started.model, delib.intent)
    except errors.OpenKoiError as exc:  # provider down, budget spent: the task cannot start
        return _failed(started, exc)
    delib.decision = decision
    if say is not None:
        say(decision.line())
        say(decision.policy_line())
        if options.verbose:
            say(deliberate.reasoning(decision))
    if decision.escalated and confirm_escalation is not None and not options.override:
        decision.approved_by_human = bool(confirm_escalation(decision))
    elif decision.blocked:
        app.note("\n" + decision.escalation())
        if options.override and confirm_override is not None:
            decision.overridden = bool(confirm_override(decision))
    bus.emit(task_id, events.PARLIAMENT, decision.to_dict() | {
        "simulated": options.simulate, "sovereign": delib.sovereign}
        | ({"escalation": decision.escalation()} if delib.blocked else {}))
    if delib.blocked:
        outcome = TaskOutcome(status="failed", stop_reason=BLOCKED, error=decision.stop_text(),
                              usage=started.budget.spent.to_dict())
        bus.emit(task_id, events.FAILED, outcome)
        return outcome
    first = None if decision.overridden else guardian.tool_guard
    if not options.simulate:
        registry = _registry(app, task_id, first)
        async with mcp_servers(started, app, registry) as hub:
            engine = started.engine(app, registry)
            engine.plan_gate = plan_gate
            try:
                directive = _team(started, app, engine, first, hub)
            except errors.OpenKoiError as exc:
                return _failed(started, exc)
            directive = "\n\n".join(d for d in (delib.directive(), directive) if d)
            return await engine.run(started.request(app, directive), task_id)
    return await _simulate(started, app, first, plan_gate)


async def _simulate(started: Started, app: Context, first: Any,
                    plan_gate: PlanGate | None) -> TaskOutcome:
    """The engine's own pipeline, one pass, every tool a dry run; then the futures."""
    from openkoi import deliberate, events
    from openkoi.engine.calls import Caller
    from openkoi.mind import simulate
    from openkoi.prompts import render

    delib = started.deliberation
    registry = simulate.DryRunRegistry(first)
    catcher = deliberate.PlanCatcher(plan_gate)
    engine = started.engine(app, registry, memory=False)
    engine.plan_gate = catcher
    directive = "\n\n".join(d for d in (delib.directive(), render("simulate_directive")) if d)
    # the engine ends with task.done; the futures come after it, so its closing event waits
    async with mcp_servers(started, app, registry):
        with started.bus.holding(started.task_id, events.DONE) as held:
            outcome = await engine.run(started.request(app, directive, dry_run=True),
                                       started.task_id)
            if outcome.status != "simulated":
                return outcome
            try:
                delib.simulation = await deliberate.foresee(
                    Caller(started.planner or started.model, started.budget, started.bus,
                           started.task_id),
                    started.task, catcher.plan, registry, delib.decision)
            except errors.OpenKoiError as exc:
                held.drop()
                return _failed(started, exc)
            outcome.usage = started.budget.spent.to_dict()
            started.bus.emit(started.task_id, events.SIMULATION, delib.simulation)
            held.replace(outcome)
    return outcome


def _team(started: Started, app: Context, engine: Any, first: Any, hub: Any = None) -> str:
    """Give ``engine`` the task's team: the members it may hand work to by name and, when an
    agent runs the task, that agent's tools (the MCP servers' of ``hub`` among them), trust,
    model and write access. Returns that
    agent's directive ("" without one). A workspace's own agents file in a folder that is
    not trusted may not choose models (they would route the prompts): those are ignored."""
    file = started.agents
    if file is None:
        return ""
    from openkoi import trusted_folders
    from openkoi.engine import team

    own = file.path.resolve() == (app.workspace / team.AGENTS_FILE).resolve()
    may_route = not own or trusted_folders.is_trusted(app.paths, app.workspace)
    ignored: list[str] = []

    def resolve(name: str) -> Any:
        if not may_route:
            ignored.append(name)
            return None
        from openkoi.models.registry import resolve_model

        model = resolve_model(name, started.settings, app.paths, progress=app.note)
        started.extra_models.append(model)
        return model

    def build(name: str) -> Any:
        spec = file.get(name)
        guard = guard_for(app, started.task_id, first, cap=spec.trust)
        return team.build(spec, file.path, guard=guard, resolve=resolve, skills=engine.skills,
                          hub=hub)

    top = started.agent
    engine.team = {name: build(name) for name in (file.members_of(top) if top else file.agents)}
    directive = ""
    if top is not None:
        profile = build(top)
        engine.registry = profile.registry
        engine.can_delegate = profile.spec.tools is None or "delegate" in profile.spec.tools
        engine.children_may_write = profile.spec.write
        if profile.model is not None:
            engine.model = profile.model
        directive = profile.directive
    if ignored:
        app.note(f"{file.path}: agents' models ignored ({', '.join(sorted(set(ignored)))}): "
                 "the folder is not trusted (openkoi trust folder add)")
    return directive


def _failed(started: Started, exc: errors.OpenKoiError) -> TaskOutcome:
    from openkoi import events
    from openkoi.records import TaskOutcome

    status = "budget_exhausted" if isinstance(exc, errors.BudgetExceeded) else "failed"
    outcome = TaskOutcome(status=status, stop_reason=str(exc), error=str(exc),
                          error_kind=type(exc).__name__, usage=started.budget.spent.to_dict())
    started.bus.emit(started.task_id, events.FAILED, outcome)
    return outcome


@contextlib.asynccontextmanager
async def mcp_servers(started: Started, app: Context, registry: Any) -> AsyncIterator[Any]:
    """The task's MCP servers (config.toml, a trusted project's .mcp.json) started, their
    tools in ``registry`` for the task, stopped after it. A server that does not start, or
    dies or hangs later, is a ``notice`` event and the task goes on without it."""
    from openkoi.tools.mcp import servers

    found = servers.for_task(started.settings, app.paths, app.workspace, app.note)
    if not found:
        yield None
        return
    from openkoi import events
    from openkoi.tools.mcp.hub import Hub

    def report(line: str) -> None:
        app.note(line)  # the terminal, when there is one
        started.bus.emit(started.task_id, events.NOTICE, {"message": line})

    hub = Hub(found, workspace=app.workspace, paths=app.paths, report=report)
    try:
        await hub.start()
        hub.attach(registry)
        yield hub
    finally:
        await hub.close()


def _registry(app: Context, task_id: str, first: Any = None) -> Any:
    from openkoi.tools.registry import default_registry

    return default_registry(guard=guard_for(app, task_id, first))


async def execute(started: Started, body: Callable[[], Awaitable[TaskOutcome]], *,
                  flush: bool = True,
                  shown: Callable[[TaskOutcome], Any] | None = None) -> TaskOutcome:
    """Await ``body`` to its outcome and record it. A cancelled run is recorded as
    interrupted (reason ``started.cancel_reason``), a crashed one as an internal error.
    Then ``shown`` hears the outcome (the surface shows the result) and the after-task work
    runs (``after_task``). The models are closed either way unless the caller keeps them
    (the store is the caller's to close). Then, with ``flush``, the integrations' deliveries
    get their grace time (``[integrations] exit_grace_s``) to finish; a server, whose loop
    lives on, passes ``flush=False`` and they finish in the background."""
    import asyncio

    store = started.store
    try:
        try:
            outcome = await body()
            store.finish_task(started.task_id, outcome)
        except (asyncio.CancelledError, KeyboardInterrupt):
            store.mark_interrupted(started.task_id, started.cancel_reason)
            raise
        except Exception as exc:  # a bug: the task must not stay "running"
            store.mark_interrupted(started.task_id, f"internal error: {type(exc).__name__}")
            raise
        if shown is not None:
            shown(outcome)
        await after_task(started)
    finally:
        await _close_models(started)
    if flush and started.outbound is not None:
        await started.outbound.drain(started.outbound.grace_s)
    return outcome


async def after_task(started: Started) -> None:
    """Run the task's after-task jobs (learning), one after the other, within
    ``started.after_wait_s`` seconds when set. What the time does not cover is cancelled and
    recorded as skipped (a ``learned`` event saying so); a job's failure never changes the
    task's recorded outcome (the engine's learning catches its own errors)."""
    import asyncio

    from openkoi import events

    jobs, started.afterwork = list(started.afterwork), []
    if not jobs:
        return

    async def run_all() -> None:
        for job in jobs:
            await job()

    if started.after_wait_s is None:
        await run_all()
        return
    try:
        await asyncio.wait_for(run_all(), max(0.0, started.after_wait_s))
    except TimeoutError:
        started.bus.emit(started.task_id, events.LEARNED, {
            "skipped": f"learning skipped: not done {started.after_wait_s:g} s after the "
                       "result ([memory] learn_wait_s)"})


def drive(started: Started, body: Callable[[], Awaitable[TaskOutcome]], *,
          shown: Callable[[TaskOutcome], Any] | None = None) -> TaskOutcome:
    """``execute`` for a synchronous caller (the CLI); the store is closed afterwards."""
    import asyncio

    try:
        return asyncio.run(execute(started, body, shown=shown))
    except KeyboardInterrupt:
        started.store.mark_interrupted(started.task_id, USER_INTERRUPT)
        raise
    finally:
        started.store.close()


def guard_for(app: Context, task_id: str, first: Any = None, cap: str | None = None) -> Any:
    """The trust guard for a task's registry (after ``first``, the Guardian's guard); the
    ``ask`` level asks through ``app.confirm`` (None: nobody to ask, the call is refused);
    ``cap``: no domain above this level (an agent's trust)."""
    from openkoi.mind.trust import TrustStore, make_guard

    return make_guard(TrustStore.at(app.paths.home), task_id=task_id, confirm=app.confirm,
                      first=first, cap=cap)


def silent_calls(app: Context) -> Any:
    """Which tool calls the progress lines leave out: those at trust level 'autonomous'."""
    from openkoi.mind.trust import TrustStore, autonomous_calls
    from openkoi.tools.registry import default_registry

    return autonomous_calls(TrustStore.at(app.paths.home), default_registry(), app.workspace)


def _passed_env(names: list[str]) -> dict[str, str]:
    """The variables the user's ``[sandbox] env`` lets through to commands, with values."""
    import os

    return {name: os.environ[name] for name in names if name in os.environ}
def check_workspace(workspace: Path, paths: Paths) -> None:
    """Refuse a workspace that is, or is inside, openkoi's config or data dir: the tools
    would otherwise be handed the keys, the trust levels and the database. (A workspace
    that contains them, such as the home folder, is fine: the tools refuse those dirs.)"""
    import os

    real_ws = Path(os.path.realpath(workspace))
    for what, folder in (("config", paths.home), ("data", paths.data)):
        real = Path(os.path.realpath(folder))
        if real_ws == real or real in real_ws.parents:
            raise errors.UsageError(
                f"{workspace} is inside openkoi's own {what} folder {real}: it cannot be "
                "a workspace", hint="run openkoi in a project folder, or pass -C DIR")
    if real_ws.parts[1:2] in (("proc",), ("sys",), ("dev",)):
        raise errors.UsageError(f"{workspace} is in a kernel file system, not a project "
                                "folder", hint="pass -C a project folder")


def planned_model(settings: Any, app: Context) -> str:
    """The model a task would have used, named without loading it (a rule-blocked task)."""
    from openkoi.models.registry import describe_resolution

    try:
        return describe_resolution(settings.model, settings, app.paths)[0]
    except errors.OpenKoiError:
        return settings.model or "unresolved"


async def _close_models(started: Started) -> None:
    if started.owns_models:
        for model in started.models():
            await model.aclose()
    for model in started.extra_models:
        await model.aclose()
