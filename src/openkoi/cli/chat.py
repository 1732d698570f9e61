"""`openkoi chat [--resume ID]`: the interactive REPL. Each message runs as a task of one
chat session (openkoi.chat.session), with the earlier turns as context; lines that start
with "/" are slash commands (openkoi.chat.commands). Works on a terminal (line editing
through readline) and with piped stdin (one message or command per line)."""

from __future__ import annotations

import argparse
import contextlib
import signal
import sys
from typing import Any

from openkoi import errors
from openkoi.cli import exits
from openkoi.cli.app import App
from openkoi.cli.run import _at_least, _fraction

HELP = """\
Chat with openkoi. Every message runs as a task in the workspace (the current folder, or
-C DIR) through the same plan -> execute -> evaluate -> refine loop as `openkoi "task"`,
with the earlier turns as context (task and answer; the newest that fit in ~6,000 chars).
All turns belong to one session of kind "chat"; `openkoi chat --resume ID` (or `openkoi
session resume ID`) continues it; with no ID on a terminal, a picker of the chats.
Progress goes to stderr, answers to stdout.

Slash commands: /status, /model [NAME], /iterate N, /quality Q, /approve-plan [on|off],
/history, /cost, /help, /quit (or Ctrl-D). With --approve-plan (or /approve-plan on) each
turn shows its plan and runs nothing until you answer on the next line: y runs it, e opens
it in $EDITOR and runs your version, anything else ends the turn with nothing run. Ctrl-C
during a turn stops that turn (recorded as interrupted) and returns to the prompt; Ctrl-C at
the prompt leaves (exit 130). Leaving ends the session; --resume reopens it.
"""

PROMPT = "you> "
PICK = "\x00pick"  # --resume with no id


def register(sub: Any) -> None:
    p = sub.add_parser("chat", help="interactive REPL; each message runs as a task",
                       description=HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--resume", metavar="SESSION", nargs="?", const=PICK,
                   help="continue a stored chat session (id or a unique prefix; with no id "
                   "on a terminal: pick one)")
    add_chat_arguments(p)
    p.set_defaults(handler=handle)


def add_chat_arguments(p: Any) -> None:
    """The flags of a chat (`chat`, `session resume`)."""
    p.add_argument("-m", "--model", metavar="PROVIDER/MODEL",
                   help="model to use, e.g. local/strong, anthropic/claude-sonnet-4-5")
    p.add_argument("-i", "--iterate", type=_at_least(0, int), metavar="N", dest="iterations",
                   help="at most N iterations per turn (default 3; /iterate changes it)")
    p.add_argument("--quality", type=_fraction, metavar="Q",
                   help="stop a turn when its score reaches Q, 0-1 (default 0.8)")
    p.add_argument("--quiet", action="store_true", help="no progress lines; only the answers")
    p.add_argument("--approve-plan", action="store_true",
                   help="show each turn's plan and run nothing until you approve or edit it "
                        "(/approve-plan off turns it off)")


def handle(args: argparse.Namespace, app: App) -> int:
    from openkoi.chat.session import ChatSession

    if args.resume == PICK:
        from openkoi.cli.sessions import pick_session

        args.resume = pick_session(app, None, chats_only=True)
    session = ChatSession.open(app, model=args.model, resume=args.resume,
                               iterations=args.iterations, quality=args.quality,
                               quiet=args.quiet)
    session.plan_gate = _plan_gate(app)
    session.approve_plan = bool(args.approve_plan)
    stop = _Termination()
    previous = signal.signal(signal.SIGTERM, stop)
    try:
        code = _repl(session, app, stop)
    finally:
        signal.signal(signal.SIGTERM, previous)
        session.close()
    if session.session_id is not None and not args.quiet:
        app.note(f"chat session {session.session_id} saved; continue it with: "
                 f"openkoi chat --resume {session.session_id}")
    return code


def _plan_gate(app: App) -> Any:
    """The plan question, answered on the chat's own input (a terminal or piped lines)."""
    from openkoi.cli import approve

    def ask(question: str) -> str:
        app.err.write(question)
        app.err.flush()
        try:
            answer = input()
        except EOFError:
            answer = ""  # no answer: nothing runs
        if not _tty():  # piped: show the answer read, as a terminal would have
            app.err.write(answer + "\n")
        return answer

    return approve.gate(app.err, ask=ask)


class _Termination:
    """SIGTERM: stop the running turn like Ctrl-C, then leave the chat."""

    def __init__(self) -> None:
        self.requested = False

    def __call__(self, signum: int, frame: Any) -> None:
        self.requested = True
        raise KeyboardInterrupt


def _repl(session: Any, app: App, stop: _Termination) -> int:
    from openkoi.chat import commands

    interactive = _tty()
    if interactive:
        with contextlib.suppress(ImportError):
            import readline  # noqa: F401  (line editing and history for input())
    if not session.quiet:
        _banner(session, app)
    while True:
        try:
            line = input(PROMPT if interactive else "")
        except EOFError:
            if interactive:
                app.err.write("\n")
            return exits.OK
        except KeyboardInterrupt:
            app.err.write("\n")
            return exits.INTERRUPTED
        text = line.strip()
        if not text:
            continue
        if text.startswith("/"):
            try:
                reply = commands.dispatch(session, text)
            except errors.OpenKoiError as exc:
                app.print(exits.one_line(exc))
                continue
            for out in reply.lines:
                app.print(out)
            app.out.flush()
            if reply.quit:
                return exits.OK
            if reply.turn is None:
                continue
        turn = reply.turn if text.startswith("/") else None
        try:
            result = session.run_turn(text) if turn is None else session.run_turn(
                turn.text, think=turn.think, simulate=turn.simulate)
        except KeyboardInterrupt:
            if stop.requested:
                return exits.INTERRUPTED
            app.note("turn interrupted (recorded as interrupted); back at the prompt")
            continue
        except errors.OpenKoiError as exc:  # e.g. /think with a broken SOUL.md: nothing ran
            app.print(exits.one_line(exc))
            continue
        _answer(result, app)


def _answer(result: Any, app: App) -> None:
    outcome = result.outcome
    if outcome.answer:
        app.print(outcome.answer)
    for name in result.files_changed:
        app.print(f"  changed: {name}")
    if outcome.status != "done" and not outcome.answer:
        app.print(f"(no answer: {outcome.error or outcome.stop_reason or outcome.status})")
    thought = result.deliberation
    if thought is not None and thought.simulation is not None:
        from openkoi.deliberate import simulation_text

        app.print(simulation_text(thought.simulation))
    app.out.flush()


def _banner(session: Any, app: App) -> None:
    if session.resumed:
        n = len(session.turns)
        where = (f"resumed chat {session.session_id} ({n} earlier turn"
                 f"{'' if n == 1 else 's'} as context)")
    else:
        where = "new chat"
    app.note(f"openkoi chat: {where}, model {session.model.id}. "
             "/help for commands, /quit or Ctrl-D to leave.")


def _tty() -> bool:
    try:
        return sys.stdin.isatty()
    except (AttributeError, ValueError):
        return False
