"""`openkoi session list|show|resume|delete`: the sessions tasks and chats ran in. With no
id on a terminal, show, resume and delete offer the recent sessions (cli/pick.py)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from openkoi.cli import exits
from openkoi.cli.app import App
from openkoi.cli.tasks import task_table
from openkoi.errors import UsageError
from openkoi.formats import cost, one_line, table, when

TITLE_WIDTH = 50


def register(sub: Any) -> None:
    p = sub.add_parser("session", help="list, show, resume or delete sessions",
                       description="Every task and chat runs in a session (active, paused or "
                       "ended). Any unique prefix of a session id works; with no id on a "
                       "terminal, show, resume and delete offer a picker.")
    ssub = p.add_subparsers(dest="session_command", metavar="ACTION")
    ls = ssub.add_parser("list", help="recent sessions with status, task count and cost")
    ls.add_argument("--limit", type=int, default=20, metavar="N", help="at most N (default 20)")
    ls.add_argument("--json", action="store_true", help="machine-readable output")
    ls.set_defaults(handler=list_sessions)
    show = ssub.add_parser("show", help="a session's details and its tasks")
    show.add_argument("id", nargs="?", help="session id or a unique prefix of it (none on a "
                      "terminal: pick one)")
    show.add_argument("--json", action="store_true", help="machine-readable output")
    show.set_defaults(handler=show_session)
    resume = ssub.add_parser("resume", help="continue a chat session (as chat --resume)",
                             description="Continue a stored chat session in the chat REPL, "
                             "with its earlier turns as context: the same as `openkoi chat "
                             "--resume ID`. With no id on a terminal: a picker of the chats.")
    resume.add_argument("id", nargs="?", help="chat session id or a unique prefix of it")
    from openkoi.cli.chat import add_chat_arguments

    add_chat_arguments(resume)
    resume.set_defaults(handler=resume_session)
    delete = ssub.add_parser("delete", help="delete a session, its tasks and transcripts")
    delete.add_argument("id", nargs="?", help="session id or a unique prefix of it (none on "
                        "a terminal: pick one)")
    delete.add_argument("-y", "--yes", action="store_true", help="do not ask for confirmation")
    delete.set_defaults(handler=delete_session)
    p.set_defaults(handler=list_sessions, limit=20, json=False)


def list_sessions(args: argparse.Namespace, app: App) -> int:
    if args.limit < 1:
        raise UsageError(f"--limit must be at least 1 (got {args.limit})")
    with app.store() as store:
        sessions = store.list_sessions(limit=args.limit)
    if args.json:
        app.print_json([s.to_dict() for s in sessions])
        return exits.OK
    if not sessions:
        app.print('no sessions yet; run a task with: openkoi "describe the task"')
        return exits.OK
    for line in table(["ID", "KIND", "STATUS", "TASKS", "COST", "UPDATED", "TITLE"], [
            [s.id, s.kind, s.status, str(s.task_count), cost(s.cost_usd), when(s.updated_at),
             one_line(s.title, TITLE_WIDTH) or "-"] for s in sessions], right={3, 4}):
        app.print(line)
    return exits.OK


def pick_session(app: App, given: str | None, *, chats_only: bool = False) -> str:
    """``given``, or the session picked from the recent ones on a terminal."""
    from openkoi.cli.pick import given_or_picked

    def choices() -> list[tuple[str, str]]:
        with app.store() as store:
            sessions = store.list_sessions(limit=100 if chats_only else 20)
        return [(s.id, f"{s.id}  {s.kind:<5} {s.status:<6} {s.task_count:>3} task(s)  "
                       f"{when(s.updated_at)}  {one_line(s.title, TITLE_WIDTH) or '-'}")
                for s in sessions if s.kind == "chat" or not chats_only][:20]

    kind = "chat session" if chats_only else "session"
    return given_or_picked(given, app.err, f"Which {kind}?", choices, missing="ID",
                           listing="`openkoi session list`",
                           empty=f"no {kind}s yet" + ("; start one with: openkoi chat"
                                                      if chats_only else ""))


def resume_session(args: argparse.Namespace, app: App) -> int:
    from openkoi.cli import chat

    args.resume = pick_session(app, args.id, chats_only=True)
    return chat.handle(args, app)


def show_session(args: argparse.Namespace, app: App) -> int:
    args.id = pick_session(app, args.id)
    with app.store() as store:
        session = store.get_session(args.id)
        tasks = store.list_tasks(session=session.id, limit=None)
        folder = app.paths.sessions / session.id
    if args.json:
        app.print_json(session.to_dict() | {"folder": str(folder),
                                            "tasks": [t.to_dict() for t in tasks]})
        return exits.OK
    for line in table(None, [
            ["session", session.id],
            ["kind", session.kind],
            ["title", one_line(session.title, 200) or "-"],
            ["status", session.status],
            ["created", when(session.created_at)],
            ["updated", when(session.updated_at)],
            ["tasks", str(session.task_count)],
            ["tokens", f"{session.input_tokens:,} in / {session.output_tokens:,} out"],
            ["cost", cost(session.cost_usd)],
            ["folder", str(folder)]]):
        app.print(line)
    if tasks:
        app.print("")
        for line in task_table(tasks):
            app.print(line)
    return exits.OK


def delete_session(args: argparse.Namespace, app: App) -> int:
    args.id = pick_session(app, args.id)
    with app.store() as store:
        session = store.get_session(args.id)
        if not args.yes:
            if not sys.stdin.isatty():
                raise UsageError(f"not deleting session {session.id} without confirmation "
                                 "(stdin is not a terminal)", hint="pass --yes to delete it")
            label = f" ({one_line(session.title, 40)})" if session.title else ""
            app.err.write(f"Delete session {session.id}{label}, its {session.task_count} "
                          "task(s) and transcripts? [y/N] ")
            app.err.flush()
            answer = sys.stdin.readline().strip().lower()
            if answer not in ("y", "yes"):
                app.note(f"kept session {session.id}")
                return exits.OK
        deleted = store.delete_session(session.id)
    app.print(f"deleted session {deleted.id} ({deleted.task_count} task(s))")
    return exits.OK
