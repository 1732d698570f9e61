"""One chat: a session of kind "chat" whose turns are tasks run through the same pipeline
as `openkoi "task"` and `openkoi think` (``runner.start`` / ``runner.run``: the recorder, the
trust guard, the Parliament for /think and /simulate, the progress lines on the same bus).

The models are resolved once and live for the whole chat, on one event loop
(``asyncio.Runner``), so an HTTP client or a loaded embedded model is reused from turn to
turn. Ctrl-C during a turn cancels that turn only: it is recorded as interrupted and the
chat goes on. Each turn gets the earlier turns as context (``chat.history.context``).
With ``approve_plan`` on (``chat --approve-plan`` or ``/approve-plan on``) each turn's plan
goes to ``plan_gate``, the surface's question (the REPL asks on its own input), before
anything runs: yes, an edited plan, or no (the turn ends with nothing run).
"""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from openkoi import errors
from openkoi.chat.history import Turn, context, load_turns
from openkoi.config import Overrides
from openkoi.deliberate import Deliberation
from openkoi.runner import USER_INTERRUPT


@dataclass
class TurnResult:
    turn: Turn
    outcome: Any  # records.TaskOutcome; None when the turn was interrupted
    files_changed: list[str] = field(default_factory=list)
    deliberation: Deliberation | None = None  # /think, /simulate: verdicts, the simulation


class ChatSession:
    def __init__(self, app: Any, store: Any, session_id: str | None, model: Any, judge: Any,
                 turns: list[Turn], *, quiet: bool = False, resumed: bool = False,
                 overrides: Overrides | None = None) -> None:
        self.app = app  # a Context: paths, workspace, settings, notify, confirm
        self.store = store
        self.session_id = session_id
        self.model = model
        self.judge = judge
        self.planner: Any = None  # roles.planner's model (None: the executor plans)
        self.small: Any = None  # the small role's model (learnings, the Parliament)
        self.turns = turns
        self.quiet = quiet
        self.resumed = resumed
        self.overrides = overrides or Overrides()
        settings = self.overrides.apply(app.settings)
        self.iterations: int = settings.iterations
        self.quality: float = settings.quality
        self._runner = asyncio.Runner()
        self.approve_plan = False
        # the surface's plan question (cli/chat.py: cli/approve.py asking on the REPL's input)
        self.plan_gate: Callable[[Any], Awaitable[Any]] | None = None

    @classmethod
    def open(cls, app: Any, *, model: str | None = None, resume: str | None = None,
             iterations: int | None = None, quality: float | None = None,
             quiet: bool = False) -> ChatSession:
        """Find the stored chat to resume (if any), then resolve the models. A new chat is
        stored with its first message (``run_turn``)."""
        from openkoi.memory.store import Store
        from openkoi.models.registry import resolve_roles

        overrides = Overrides(model=model, iterations=iterations, quality=quality)
        settings = overrides.apply(app.settings)
        store = Store.open(app.paths)
        try:
            session_id, turns = _session(store, resume)
            note = None if quiet else app.note
            roles = resolve_roles(settings, app.paths, progress=note)
        except BaseException:
            store.close()
            raise
        session = cls(app, store, session_id, roles.executor, roles.evaluator, turns,
                      quiet=quiet, resumed=resume is not None, overrides=overrides)
        session.planner, session.small = roles.planner, roles.small
        return session

    # -- turns -----------------------------------------------------------------------------

    def run_turn(self, text: str, *, think: bool = False, simulate: bool = False) -> TurnResult:
        """Run ``text`` as the next task of this chat, through the same pipeline as
        `openkoi run` (``think``: the Parliament votes first, as `openkoi think`;
        ``simulate``: a dry run and its futures). Ctrl-C cancels the turn, records it as
        interrupted and re-raises KeyboardInterrupt."""
        from openkoi import runner

        store = self.store
        if self.session_id is None:  # a new chat is stored from its first message on
            self.session_id = store.create_session("chat", title=" ".join(text.split())[:80])
        options = runner.TaskOptions(
            text, context(self.turns), think=think or simulate, simulate=simulate,
            overrides=dataclasses.replace(self.overrides, iterations=self.iterations,
                                          quality=self.quality))
        started = runner.start(self.app, options, kind="chat", session_id=self.session_id,
                               loaded=self._roles(), store=store,
                               record={"chat_turn": len(self.turns) + 1})
        from openkoi import task_hooks

        task_hooks.watch(started)  # [api.webhooks]: sent once the turn's result is shown
        if not self.quiet:
            from openkoi.progress import ProgressPrinter

            started.bus.subscribe(ProgressPrinter(self.app.note,
                                                  silent=runner.silent_calls(self.app),
                                                  final=False))  # the closing line: below
        say = None if self.quiet else self.app.note
        gate = self.plan_gate if self.approve_plan else None
        # the user waits for the next prompt: learning gets [memory] learn_wait_s after the
        # result, as on the command line
        started.after_wait_s = started.settings.memory.learn_wait_s

        results: list[Any] = []

        def shown(outcome: Any) -> None:
            results.append(outcome)
            if not self.quiet:  # "✓ Done" only once the outcome is recorded
                from openkoi.progress import summary_line

                self.app.note(summary_line(outcome.to_dict()))

        try:
            outcome = self._runner.run(runner.execute(
                started, lambda: runner.run(started, self.app, say=say, plan_gate=gate),
                shown=shown))
        except KeyboardInterrupt:
            if not results:
                store.mark_interrupted(started.task_id, USER_INTERRUPT)
                self.turns.append(Turn.from_task(store.get_task(started.task_id)))
                raise
            outcome = results[0]  # Ctrl-C while learning: the turn's result stands
        turn = Turn.from_task(store.get_task(started.task_id))
        self.turns.append(turn)
        self._send_webhooks(started, outcome)
        return TurnResult(turn, outcome, list(outcome.files_changed), started.deliberation)

    def _send_webhooks(self, started: Any, outcome: Any) -> None:
        """The turn's webhooks (at most ``webhooks.AFTER_GRACE_S``); a receiver that is down
        or a Ctrl-C while they go changes neither the turn nor the chat."""
        if started.outbox is None:
            return
        from openkoi import task_hooks

        try:
            self._runner.run(task_hooks.send(started, outcome, self.store, source="chat"))
        except errors.OpenKoiError as exc:
            self.app.note(f"warning: webhooks not sent: {exc}")
        except KeyboardInterrupt:
            self.app.note("webhooks: interrupted (what was not delivered is recorded as "
                          "given up)")

    # -- settings ----------------------------------------------------------------------------

    def switch_model(self, spec: str) -> str:
        """Use ``spec`` for the next turns; the current model stays on any error."""
        from openkoi.models.registry import resolve_model

        spec = spec.strip()
        if not spec:
            raise errors.UsageError("no model named", hint="/model PROVIDER/MODEL")
        settings = self.app.settings
        progress = None if self.quiet else self.app.note
        new = resolve_model(spec, settings, self.app.paths, progress=progress)
        small = self.small
        if not settings.roles.get("small"):  # the new model's provider's small model
            from openkoi.models.registry import build_model, choose_model, small_for

            chosen = small_for(choose_model(spec, settings, self.app.paths), settings,
                               self.app.paths)
            small = new if chosen.id == new.id else build_model(chosen, settings,
                                                                 self.app.paths,
                                                                 progress=progress)
        before = self._roles().distinct()
        self.model, self.small = new, small
        after = {id(m) for m in self._roles().distinct()}
        for old in before:
            if id(old) not in after:
                self._close_model(old)
        return str(new.id)

    def _roles(self) -> Any:
        from openkoi.models.registry import RoleModels

        return RoleModels(self.model, planner=self.planner, evaluator=self.judge,
                          small=self.small)

    def set_iterations(self, text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise errors.UsageError(f"{text!r} is not a whole number",
                                    hint="/iterate N, e.g. /iterate 3") from None
        if value < 0:
            raise errors.UsageError(f"{value} is below the minimum 0", hint="/iterate N")
        self.iterations = value
        return value

    def set_approve_plan(self, text: str) -> bool:
        """``on`` / ``off`` (empty: flip it); an error where no one could answer."""
        word = text.strip().lower()
        if word not in ("", "on", "off", "yes", "no", "true", "false"):
            raise errors.UsageError(f"{text!r} is neither on nor off", hint="/approve-plan on")
        value = (not self.approve_plan) if not word else word in ("on", "yes", "true")
        if value and self.plan_gate is None:
            raise errors.UsageError("this chat has no way to ask about a plan",
                                    hint="run `openkoi chat` where it can read your answers")
        self.approve_plan = value
        return value

    def set_quality(self, text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise errors.UsageError(f"{text!r} is not a number",
                                    hint="/quality Q, from 0 to 1, e.g. /quality 0.8") from None
        if not 0.0 <= value <= 1.0:
            raise errors.UsageError(f"{text} is outside 0-1 (scores run from 0 to 1)",
                                    hint="/quality Q, e.g. /quality 0.8")
        self.quality = value
        return value

    # -- totals ------------------------------------------------------------------------------

    def totals(self) -> dict[str, Any]:
        """Tokens and cost of every turn so far (from the store, resumed turns included)."""
        if self.session_id is None:
            return {"turns": 0, "input_tokens": 0, "output_tokens": 0, "cost_usd": 0.0}
        info = self.store.get_session(self.session_id)
        return {"turns": info.task_count, "input_tokens": info.input_tokens,
                "output_tokens": info.output_tokens, "cost_usd": info.cost_usd}

    # -- lifecycle ---------------------------------------------------------------------------

    def close(self) -> None:
        """End the session (`chat --resume` reopens it), close the models, the loop and the
        store. A chat in which nothing was said was never stored."""
        try:
            if self.session_id is not None:
                self.store.set_session_status(self.session_id, "ended")
        finally:
            try:
                for model in self._roles().distinct():
                    self._close_model(model)
            finally:
                self._runner.close()
                self.store.close()

    def _close_model(self, model: Any) -> None:
        try:
            self._runner.run(model.aclose())
        except Exception as exc:  # closing a client must not hide the chat's own outcome
            if not self.quiet:
                self.app.note(f"note: closing {model.id} failed: {exc}")


def _session(store: Any, resume: str | None) -> tuple[str | None, list[Turn]]:
    """(session id, earlier turns) of the chat to resume; (None, []) for a new chat."""
    if resume is None:
        return None, []
    info = store.get_session(resume)  # UsageError when no session matches
    if info.kind != "chat":
        raise errors.UsageError(f"session {info.id} is a {info.kind} session, not a chat",
                                hint="resume a chat session; see `openkoi session list`")
    return info.id, load_turns(store, info.id)
