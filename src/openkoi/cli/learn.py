"""`openkoi learn [list | show | approve | edit | reject | skills | install | uninstall]`:
review the skills the pattern miner proposes, see every skill openkoi can use, and install
skill folders as managed skills (`learn --install`, the seed's spelling, is `learn install`)."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from openkoi import errors
from openkoi.cli import exits
from openkoi.cli.app import App

HELP = """\
Review skills proposed from your recurring workflows. The pattern miner runs here, each
time: it looks for at least 3 finished tasks with similar texts (embeddings) and similar
tool-call sequences, and writes a SKILL.md with the evidence (task ids, the common steps)
to <config>/skills/proposed/NAME/. Approved skills move to <config>/skills/approved/
(the highest-precedence source) and the skill selector uses them from the next task on;
rejected ones are deleted and not proposed again.

  openkoi learn              mine, then review each proposal (on a terminal: approve,
                             edit in $EDITOR, reject or skip); without a terminal: list
  openkoi learn list         mine, then list the pending proposals
  openkoi learn show NAME    print a proposal's SKILL.md
  openkoi learn approve NAME | edit NAME | reject NAME
  openkoi learn skills       every skill openkoi loads here, its source, and its measured
                             effect (mean score of tasks that used it vs those that did not)
  openkoi learn install [SOURCE] [--name NAME] [--force]
                             install a skill folder (with SKILL.md; default: the current
                             folder) into <data>/skills/managed/; from a folder of several
                             (a skills repository: SOURCE/*, SOURCE/skills/*), the one named,
                             or picked on a terminal. Also: openkoi learn --install [SOURCE]
  openkoi learn uninstall [NAME]   remove a managed skill (none on a terminal: pick one)
"""


def register(sub: Any) -> None:
    p = sub.add_parser("learn", help="review proposed skills; list skills and their effect",
                       description=HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    ls = p.add_subparsers(dest="learn_command", metavar="ACTION")
    q = ls.add_parser("list", help="mine, then list pending proposals")
    q.add_argument("--json", action="store_true", help="print as JSON")
    q.set_defaults(handler=list_cmd)
    for name, fn, text in (("show", show, "print a proposal's SKILL.md"),
                           ("approve", approve, "install a proposal as an approved skill"),
                           ("edit", edit, "edit a proposal in $EDITOR"),
                           ("reject", reject, "delete a proposal; it is not proposed again")):
        q = ls.add_parser(name, help=text)
        q.add_argument("name", nargs="?", help="the proposal's name (see `openkoi learn "
                       "list`; none on a terminal: pick one)")
        q.set_defaults(handler=fn)
    q = ls.add_parser("skills", help="every loaded skill, its source and measured effect")
    q.add_argument("--json", action="store_true", help="print as JSON")
    q.set_defaults(handler=skills_cmd)
    q = ls.add_parser("install", help="install a skill folder as a managed skill")
    q.add_argument("source", nargs="?", default=".", help="a skill folder (with SKILL.md) or "
                   "a folder of them (default: the current folder)")
    _install_flags(q)
    q.set_defaults(handler=install_cmd)
    q = ls.add_parser("uninstall", help="remove a managed skill")
    q.add_argument("name", nargs="?", help="the skill (none on a terminal: pick one)")
    q.set_defaults(handler=uninstall_cmd)
    p.add_argument("--install", nargs="?", const=".", dest="install_source", metavar="SOURCE",
                   help="= openkoi learn install SOURCE (default: the current folder)")
    _install_flags(p)
    p.set_defaults(handler=review, json=False, install_source=None)


def _install_flags(p: Any) -> None:
    p.add_argument("--name", dest="skill", metavar="NAME",
                   help="the skill to install when SOURCE holds several")
    p.add_argument("--force", action="store_true", help="replace an installed skill")


def install_cmd(args: argparse.Namespace, app: App) -> int:
    from pathlib import Path

    from openkoi.cli.pick import given_or_picked
    from openkoi.skills import install

    source = Path(args.install_source or args.source)
    if not source.is_absolute():
        source = app.workspace / source
    offered, warnings = install.found(source)
    for w in warnings:
        app.note(f"warning: {w}")
    if not offered:
        raise errors.UsageError(f"no installable skill in {source}",
                                hint="a skill is a folder with a SKILL.md whose frontmatter "
                                     "has a name (see `openkoi learn --help`)")
    by_name = {o.skill.name: o for o in offered}
    name = args.skill if args.skill is not None or len(offered) > 1 else offered[0].skill.name
    name = given_or_picked(name, app.err, f"Install which skill from {source}?",
                           lambda: [(o.skill.name, f"{o.skill.name}: "
                                     f"{o.skill.description[:70] or 'no description'}")
                                    for o in offered],
                           missing="--name NAME",
                           listing="the skills there: " + ", ".join(by_name))
    if name not in by_name:
        raise errors.UsageError(f"{source} has no skill {name!r}",
                                hint="its skills: " + ", ".join(by_name))
    path = install.install(app.paths, by_name[name], force=args.force)
    app.print(f"installed {name}: {path} (managed; used from the next task on)")
    return exits.OK


def uninstall_cmd(args: argparse.Namespace, app: App) -> int:
    from openkoi.cli.pick import given_or_picked
    from openkoi.skills import install

    name = given_or_picked(args.name, app.err, "Remove which managed skill?",
                           lambda: [(n, n) for n in install.installed(app.paths)],
                           missing="NAME", listing="`openkoi learn skills` (source managed)",
                           empty="no managed skills installed")
    path = install.uninstall(app.paths, name)
    app.print(f"removed {name} ({path})")
    return exits.OK


def _mine(app: App, store: Any) -> list[Any]:
    from openkoi import trusted_folders as trusted
    from openkoi.skills.loader import load_skills
    from openkoi.skills.similarity import for_paths
    from openkoi.world.proposals import mine_and_propose

    skills = load_skills(app.paths, app.workspace,
                         trusted=trusted.is_trusted(app.paths, app.workspace))
    return mine_and_propose(app.paths, store.db,
                            for_paths(app.paths, app.settings.memory.embedder), skills)


def _proposals(app: App, store: Any) -> Any:
    from openkoi.world.proposals import Proposals

    return Proposals(app.paths, store.db)


def list_cmd(args: argparse.Namespace, app: App) -> int:
    with app.store() as store:
        new = _mine(app, store)
        pending = _proposals(app, store).pending()
    if args.json:
        app.print_json({"new": [p.name for p in new], "pending": [p.to_dict() for p in pending]})
        return exits.OK
    if not pending:
        app.print("no proposed skills (a workflow needs 3+ similar finished tasks)")
        return exits.OK
    for p in pending:
        mark = " (new)" if p.name in {n.name for n in new} else ""
        app.print(f"{p.name}{mark}: from {len(p.task_ids)} tasks; steps: {'; '.join(p.steps)}")
    app.print("review with: openkoi learn show|approve|edit|reject NAME")
    return exits.OK


def _pick(args: argparse.Namespace, app: App) -> None:
    """The proposal named on the command line, or picked from the pending ones."""
    from openkoi.cli.pick import given_or_picked

    def choices() -> list[tuple[str, str]]:
        with app.store() as store:
            pending = _proposals(app, store).pending()
        return [(p.name, f"{p.name}: from {len(p.task_ids)} tasks") for p in pending]

    args.name = given_or_picked(args.name, app.err, "Which proposal?", choices,
                                missing="NAME", listing="`openkoi learn list`",
                                empty="no proposed skills (see `openkoi learn list`)")


def show(args: argparse.Namespace, app: App) -> int:
    _pick(args, app)
    with app.store() as store:
        p = _proposals(app, store).get(args.name)
    try:
        app.print(p.path.read_text(encoding="utf-8").rstrip())
    except OSError as exc:
        raise errors.StorageError(f"cannot read {p.path}: {exc.strerror}") from None
    return exits.OK


def approve(args: argparse.Namespace, app: App) -> int:
    _pick(args, app)
    with app.store() as store:
        path = _proposals(app, store).approve(args.name)
    app.print(f"approved {args.name}: {path} (used from the next task on)")
    return exits.OK


def reject(args: argparse.Namespace, app: App) -> int:
    _pick(args, app)
    with app.store() as store:
        _proposals(app, store).reject(args.name)
    app.print(f"rejected {args.name}: it will not be proposed again")
    return exits.OK


def edit(args: argparse.Namespace, app: App) -> int:
    _pick(args, app)
    with app.store() as store:
        proposals = _proposals(app, store)
        proposals.check(args.name)  # pending and parseable before we open it
        _edit_file(proposals.get(args.name).path)
        try:
            proposals.check(args.name)
        except errors.UsageError as exc:
            app.note(f"warning: {exc.message} (it stays pending; edit it again)")
            return exits.USAGE
    app.print(f"edited {args.name}; approve it with: openkoi learn approve {args.name}")
    return exits.OK


def _edit_file(path: Any) -> None:
    import shlex
    import subprocess

    editor = os.environ.get("VISUAL") or os.environ.get("EDITOR") or "vi"
    try:
        done = subprocess.run([*shlex.split(editor), str(path)], check=False)
    except (OSError, ValueError) as exc:
        raise errors.UsageError(f"cannot start the editor {editor!r}: {exc}",
                                hint="set $EDITOR to an editor on your PATH") from None
    if done.returncode != 0:
        raise errors.UsageError(f"the editor {editor!r} exited with {done.returncode}",
                                hint="the proposal is unchanged if you did not save it")


def review(args: argparse.Namespace, app: App) -> int:
    if args.install_source is not None:  # the seed's `openkoi learn --install`
        return install_cmd(args, app)
    if not _tty():
        args.json = False
        return list_cmd(args, app)
    with app.store() as store:
        _mine(app, store)
        pending = _proposals(app, store).pending()
    if not pending:
        app.print("no proposed skills (a workflow needs 3+ similar finished tasks)")
        return exits.OK
    for i, p in enumerate(pending, 1):
        app.print(f"[{i}/{len(pending)}] " + p.path.read_text(encoding="utf-8").rstrip())
        while True:
            answer = _ask(app, f"{p.name}: [a]pprove, [e]dit, [r]eject, [s]kip, [q]uit? ")
            ns = argparse.Namespace(name=p.name)
            if answer in ("a", "approve"):
                approve(ns, app)
            elif answer in ("r", "reject"):
                reject(ns, app)
            elif answer in ("e", "edit"):
                edit(ns, app)
                continue
            elif answer in ("q", "quit", ""):
                return exits.OK
            elif answer not in ("s", "skip"):
                continue
            break
    return exits.OK


def _tty() -> bool:
    try:
        return sys.stdin.isatty() and sys.stdout.isatty()
    except (AttributeError, ValueError):
        return False


def _ask(app: App, question: str) -> str:
    app.err.write(question)
    app.err.flush()
    line = sys.stdin.readline()
    return line.strip().lower() if line else "q"


def skills_cmd(args: argparse.Namespace, app: App) -> int:
    from openkoi import trusted_folders as trusted
    from openkoi.skills import usage
    from openkoi.skills.loader import load_skills

    warnings: list[str] = []
    skills = load_skills(app.paths, app.workspace,
                         trusted=trusted.is_trusted(app.paths, app.workspace),
                         warnings=warnings)
    with app.store() as store:
        effects = usage.effects(store.db)
    rows = []
    for s in sorted(skills, key=lambda s: (s.kind, s.name)):
        e = effects.get(s.name)
        rows.append(s.summary() | {"uses": e.uses if e else 0,
                                   "effect": round(e.effect, 4) if e else None})
    if args.json:
        app.print_json({"skills": rows, "warnings": warnings})
        return exits.OK
    app.print(f"{'SKILL':<22} {'KIND':<10} {'SOURCE':<10} {'USES':>5} {'EFFECT':>7}  DESCRIPTION")
    for r in rows:
        effect = "-" if r["effect"] is None else f"{r['effect']:+.2f}"
        app.print(f"{r['name'][:22]:<22} {r['kind']:<10} {r['source']:<10} {r['uses']:>5} "
                  f"{effect:>7}  {r['description'][:60]}")
    for w in warnings:
        app.note(f"warning: {w}")
    return exits.OK
