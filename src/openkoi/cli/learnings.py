"""`openkoi learnings [list|show ID|forget ID|recall "task"]`: what tasks taught, stored in
the local database and recalled into similar tasks (not `openkoi learn`, which reviews
proposed skills)."""

from __future__ import annotations

import argparse
from typing import Any

from openkoi.cli import exits
from openkoi.cli.app import App
from openkoi.errors import UsageError

TEXT_WIDTH = 70
TYPES = ("worked", "failed", "insight")

HELP = """\
After every task openkoi stores what it learned: problems that were fixed (worked), what
stayed wrong or why it stopped (failed), and lessons the model drew (insight). Near-duplicates
raise a learning's confidence and evidence count instead of adding a row. Before a task, the
learnings most similar to it (above a relevance floor, within [memory] recall_tokens) are put
into its prompts. Any unique prefix of a learning id works. Switch memory off with
[memory] enabled = false in config.toml, or --no-memory on one task.
"""


def register(sub: Any) -> None:
    p = sub.add_parser("learnings", help="list, show, forget or test-recall learnings",
                       description=HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    lsub = p.add_subparsers(dest="learnings_command", metavar="ACTION")
    ls = lsub.add_parser("list", help="the most recently updated learnings")
    ls.add_argument("--limit", type=int, default=30, metavar="N", help="at most N (default 30)")
    ls.add_argument("--type", choices=TYPES, dest="kind", help="only this type")
    ls.add_argument("--json", action="store_true", help="machine-readable output")
    ls.set_defaults(handler=list_learnings)
    show = lsub.add_parser("show", help="one learning in full")
    show.add_argument("id", nargs="?", help="learning id or a unique prefix of it (none on a "
                      "terminal: pick one)")
    show.add_argument("--json", action="store_true", help="machine-readable output")
    show.set_defaults(handler=show_learning)
    forget = lsub.add_parser("forget", help="delete a learning (it is never recalled again)")
    forget.add_argument("id", nargs="?", help="learning id or a unique prefix of it (none "
                        "on a terminal: pick one)")
    forget.set_defaults(handler=forget_learning)
    recall = lsub.add_parser("recall", help="what a task would be given (nothing is marked "
                             "as used)")
    recall.add_argument("task", nargs="+", help="the task, in words")
    recall.add_argument("--json", action="store_true", help="machine-readable output")
    recall.set_defaults(handler=recall_learnings)
    p.set_defaults(handler=list_learnings, limit=30, kind=None, json=False)


def list_learnings(args: argparse.Namespace, app: App) -> int:
    from openkoi.formats import one_line, table, when
    from openkoi.memory.learnings import LearningMemory

    if args.limit < 1:
        raise UsageError(f"--limit must be at least 1 (got {args.limit})")
    with app.store() as store:
        rows = LearningMemory(store.db).recent(limit=args.limit, kind=args.kind)
    if args.json:
        app.print_json([x.to_dict() for x in rows])
        return exits.OK
    if not rows:
        app.print("no learnings yet; they are stored after each task")
        return exits.OK
    for line in table(["ID", "TYPE", "CONF", "SEEN", "USED", "UPDATED", "TEXT"], [
            [x.id, x.type, f"{x.confidence:.2f}", str(x.evidence), str(x.use_count),
             when(x.updated_at), one_line(x.text, TEXT_WIDTH)] for x in rows],
            right={2, 3, 4}):
        app.print(line)
    return exits.OK


def _pick(args: argparse.Namespace, app: App) -> None:
    from openkoi.cli.pick import given_or_picked
    from openkoi.formats import one_line
    from openkoi.memory.learnings import LearningMemory

    def choices() -> list[tuple[str, str]]:
        with app.store() as store:
            rows = LearningMemory(store.db).recent(limit=20)
        return [(x.id, f"{x.id}  {x.type:<8} {one_line(x.text, TEXT_WIDTH)}") for x in rows]

    args.id = given_or_picked(args.id, app.err, "Which learning?", choices, missing="ID",
                              listing="`openkoi learnings list`", empty="no learnings yet")


def show_learning(args: argparse.Namespace, app: App) -> int:
    from openkoi.formats import table, when
    from openkoi.memory.learnings import LearningMemory

    _pick(args, app)
    with app.store() as store:
        x = LearningMemory(store.db).get(args.id)
    if args.json:
        app.print_json(x.to_dict())
        return exits.OK
    for line in table(None, [
            ["learning", x.id], ["type", x.type], ["text", x.text],
            ["from task", f"{x.source_task or '-'}  {x.task}"],
            ["confidence", f"{x.confidence:.2f}"], ["evidence", f"seen {x.evidence} time(s)"],
            ["origin", x.origin], ["used", f"{x.use_count} time(s), last {when(x.last_used_at)}"],
            ["created", when(x.created_at)], ["updated", when(x.updated_at)]]):
        app.print(line)
    return exits.OK


def forget_learning(args: argparse.Namespace, app: App) -> int:
    from openkoi.memory.learnings import LearningMemory

    _pick(args, app)
    with app.store() as store:
        x = LearningMemory(store.db).forget(args.id)
    app.print(f"forgot learning {x.id}")
    return exits.OK


def recall_learnings(args: argparse.Namespace, app: App) -> int:
    from openkoi.memory.task_memory import open_learnings

    task = " ".join(args.task).strip()
    if not task:
        raise UsageError("the task is empty", hint='openkoi learnings recall "the task"')
    with app.store() as store:
        memory = open_learnings(store.db, app.paths, app.settings)
        chosen = memory.recall(task, mark_used=False)
        notice = memory.embedder.notice
    if notice:
        app.note(f"note: {notice}")
    if args.json:
        app.print_json([x.to_dict() for x in chosen])
        return exits.OK
    if not chosen:
        app.print("nothing relevant is stored for this task")
    for x in chosen:
        app.print(f"{x.line()}  [{x.id}]")
    return exits.OK
