"""The chat's slash commands. Each takes the session and its argument text and returns the
lines to print; a bad argument (or an unknown model) raises an OpenKoiError, which the
REPL shows as one line before going on. An unknown command is a message, never a task."""

from __future__ import annotations

import difflib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from openkoi.errors import UsageError

HELP = """\
/status          session, model, turns, tokens and cost so far
/model [NAME]    show the model, or switch to NAME (provider/model) for the next turns
/iterate N       at most N iterations for the next turns (0 or 1 = one pass)
/quality Q       stop when the score reaches Q (0-1) for the next turns
/think TASK      run TASK after the Sovereign frames it and the Parliament votes
                 (a Guardian block stops it: the ESCALATION says why)
/simulate TASK   a dry run of TASK: what it would change and run, the likely futures;
                 nothing is written or run
/approve-plan [on|off]  show each turn's plan and run nothing until you answer
                 y (run it), e (edit it in $EDITOR, then run yours) or n (nothing runs)
/history         the turns so far with their status and score
/cost            tokens and cost of this chat
/help            this list
/quit            leave (also /exit, Ctrl-D); `openkoi chat --resume ID` continues later
Anything else is a message: it runs as a task, with the earlier turns as context.
Ctrl-C during a turn stops that turn; at the prompt it leaves the chat."""


@dataclass
class Reply:
    lines: list[str] = field(default_factory=list)
    quit: bool = False
    turn: Turn | None = None  # a message to run as this chat's next turn (/think, /simulate)


@dataclass(frozen=True)
class Turn:
    text: str
    think: bool = False
    simulate: bool = False


def dispatch(session: Any, line: str) -> Reply:
    """Run the slash command in ``line`` (which starts with "/")."""
    name, _, arg = line.strip()[1:].partition(" ")
    name, arg = name.lower(), arg.strip()
    handler = COMMANDS.get(name)
    if handler is None:
        close = difflib.get_close_matches(name, list(COMMANDS), n=1, cutoff=0.6)
        hint = f"did you mean /{close[0]}? " if close else ""
        return Reply([f"unknown command /{name} ({hint}/help lists the commands; "
                      "a message that starts with / is not sent as a task)"])
    return handler(session, arg)


def _status(session: Any, arg: str) -> Reply:
    totals = session.totals()
    if session.session_id is None:
        sid = "not stored yet (it starts with your first message)"
    else:
        sid = session.session_id + ("  (resumed)" if session.resumed else "")
    judge = f"  (judge: {session.judge.id})" if session.judge is not None else ""
    return Reply([
        f"session    {sid}",
        f"model      {session.model.id}{judge}",
        f"turns      {totals['turns']}",
        f"next turn  up to {session.iterations} iteration"
        f"{'' if session.iterations == 1 else 's'}, quality {session.quality:.2f}",
        f"tokens     {totals['input_tokens']:,} in / {totals['output_tokens']:,} out",
        f"cost       ${totals['cost_usd']:.4f}",
        f"workspace  {session.app.workspace}",
    ])


def _model(session: Any, arg: str) -> Reply:
    if not arg:
        return Reply([f"model: {session.model.id}  (switch with /model PROVIDER/MODEL)"])
    new = session.switch_model(arg)
    return Reply([f"model: {new} for the next turns"])


def _iterate(session: Any, arg: str) -> Reply:
    if not arg:
        return Reply([f"iterations: up to {session.iterations}  (change with /iterate N)"])
    n = session.set_iterations(arg)
    return Reply([f"iterations: up to {n} for the next turns"])


def _quality(session: Any, arg: str) -> Reply:
    if not arg:
        return Reply([f"quality: {session.quality:.2f}  (change with /quality Q)"])
    q = session.set_quality(arg)
    return Reply([f"quality: {q:.2f} for the next turns"])


def _approve_plan(session: Any, arg: str) -> Reply:
    on = session.set_approve_plan(arg)
    return Reply([f"approve plan: {'on: each turn waits for your y / e / n' if on else 'off'}"])


def _history(session: Any, arg: str) -> Reply:
    if not session.turns:
        return Reply(["no turns yet"])
    lines = []
    for i, t in enumerate(session.turns, 1):
        score = "  -  " if t.score is None else f"{t.score:.2f}"
        text = " ".join(t.text.split())
        answer = " ".join(t.answer.split())
        line = f"{i:>3}. {t.status:<16} {score}  {_cut(text, 50)}"
        if answer:
            line += f"  -> {_cut(answer, 50)}"
        lines.append(line)
    return Reply(lines)


def _cost(session: Any, arg: str) -> Reply:
    t = session.totals()
    lines = [f"this chat: ${t['cost_usd']:.4f}  ({t['input_tokens']:,} in / "
             f"{t['output_tokens']:,} out tokens over {t['turns']} turn"
             f"{'' if t['turns'] == 1 else 's'})"]
    if session.turns:
        last = session.turns[-1]
        lines.append(f"last turn: ${last.cost_usd:.4f}  ({last.input_tokens:,} in / "
                     f"{last.output_tokens:,} out tokens, {last.model})")
    return Reply(lines)


def _think(session: Any, arg: str) -> Reply:
    if not arg:
        raise UsageError("no task given", hint="/think TASK, e.g. /think clean up the build")
    return Reply(turn=Turn(arg, think=True))


def _simulate(session: Any, arg: str) -> Reply:
    if not arg:
        raise UsageError("no task given", hint="/simulate TASK, e.g. /simulate drop old logs")
    return Reply(turn=Turn(arg, think=True, simulate=True))


def _help(session: Any, arg: str) -> Reply:
    return Reply(HELP.splitlines())


def _quit(session: Any, arg: str) -> Reply:
    return Reply([], quit=True)


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


COMMANDS: dict[str, Callable[[Any, str], Reply]] = {
    "status": _status, "model": _model, "iterate": _iterate, "quality": _quality,
    "history": _history, "cost": _cost, "help": _help, "quit": _quit, "exit": _quit,
    "think": _think, "simulate": _simulate, "approve-plan": _approve_plan,
}
