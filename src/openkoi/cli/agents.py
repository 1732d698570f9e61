"""`openkoi agents list | show NAME | run NAME "task"`: the agents of an agents file."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from openkoi.cli import exits
from openkoi.cli.app import App

HELP = """\
Named agents and teams, declared in .openkoi/agents.toml in the workspace (or the file given
with --agents FILE). Each agent has a role, instructions, and optionally a model, tools,
skills, a trust level (a cap on the trust levels: ask, suggest, act, autonomous), write
access (write = false: only the tools that change nothing) and the folder it works in
(path); run_shell brings run_background and check_job with it (long commands left running,
see `openkoi jobs`). The task's MCP servers' tools are an agent's too: all of them when it
names no tools, else those named (mcp__SERVER__TOOL, or mcp__SERVER__* for all of a
server's), under its trust cap. A [team] names a lead: `openkoi "task"` in that workspace
runs the task as the lead, which hands sub-tasks to its members through the delegate tool
(each member's result comes back verified like a task's). An agent may also handle named events
([agents.NAME.on.EVENT] with a playbook using ${args.KEY}): the lead raises one through its
delegate tool, you with `openkoi agents emit EVENT KEY=VALUE ...`. A mistake in the file is
reported with its line and field.

  [team]
  lead = "lead"
  members = ["coder"]

  [agents.lead]
  role = "tech lead"
  instructions = "Split the work; hand code changes to coder."
  tools = ["read_file", "list_files", "search", "delegate"]

  [agents.coder]
  role = "writes Python"
  instructions = "Small functions, a pytest test for each."
  tools = ["read_file", "write_file", "edit_file", "run_shell", "mcp__docs__*"]
  path = "src"

  [agents.coder.on.tests_failed]
  description = "Fix failing tests"
  playbook = "Make these failing tests pass: ${args.tests}"
"""


def register(sub: Any) -> None:
    p = sub.add_parser("agents", help="the agents and team of an agents file",
                       description=HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    acts = p.add_subparsers(dest="agents_command", metavar="ACTION")
    ls = acts.add_parser("list", help="the agents, their roles and the team")
    _file_flag(ls)
    ls.add_argument("--json", action="store_true", help="print as JSON")
    ls.set_defaults(handler=list_agents)
    sh = acts.add_parser("show", help="one agent in full")
    sh.add_argument("name", nargs="?", help="(none on a terminal: pick one)")
    _file_flag(sh)
    sh.add_argument("--json", action="store_true", help="print as JSON")
    sh.set_defaults(handler=show)
    from openkoi.cli.run import add_task_arguments

    rn = acts.add_parser("run", help="run a task as one agent (its members: the others)",
                         formatter_class=argparse.RawDescriptionHelpFormatter)
    rn.add_argument("name", nargs="?",
                    help="the agent that runs the task (none on a terminal: pick one, then "
                         "type the task)")
    add_task_arguments(rn)
    for action in rn._actions:  # NAME alone on a terminal: the task is asked for
        if action.dest == "task":
            action.nargs = "*"
            action.help = "what to do, in words (none on a terminal: asked for)"
    rn.set_defaults(handler=run)
    em = acts.add_parser("emit", help="raise a named event: the agent that handles it runs "
                         "its playbook with the data")
    add_task_arguments(em)
    for action in em._actions:  # the words are the event and its data here, not a task
        if action.dest == "task":
            action.metavar = "EVENT [KEY=VALUE ...]"
            action.help = ("the event ([agents.NAME.on.EVENT] in the file) and its data, "
                           "e.g. review files=src/app.py")
    em.set_defaults(handler=emit)
    p.set_defaults(handler=list_agents, json=False, agents=None)


def _file_flag(p: Any) -> None:
    p.add_argument("--agents", type=Path, metavar="FILE",
                   help="the agents file (default: .openkoi/agents.toml in the workspace)")


def _load(args: argparse.Namespace, app: App) -> Any:
    from openkoi import errors
    from openkoi.engine import team

    path = team.find(app.workspace, args.agents)
    if path is None:
        raise errors.UsageError(f"no agents file in {app.workspace}",
                                hint=f"create {team.AGENTS_FILE} (see openkoi agents --help)"
                                " or pass --agents FILE")
    from openkoi.tools.registry import default_registry

    file = team.load(path)
    team.check_tools(file, default_registry().names())
    return file


def list_agents(args: argparse.Namespace, app: App) -> int:
    file = _load(args, app)
    if args.json:
        app.print_json({"file": str(file.path), "lead": file.lead,
                        "members": list(file.members),
                        "agents": [s.to_dict() for s in file.agents.values()]})
        return exits.OK
    app.print(f"{file.path}")
    for spec in file.agents.values():
        mark = " (lead)" if spec.name == file.lead else (
            " (member)" if spec.name in file.members else "")
        access = "writes" if spec.write else "read-only"
        events = f" on: {', '.join(h.event for h in spec.handlers)}" if spec.handlers else ""
        app.print(f"  {spec.name}{mark}: {spec.role or 'no role'} [{access}, trust "
                  f"{spec.trust}, {spec.model or 'task model'}]{events}")
    return exits.OK


def show(args: argparse.Namespace, app: App) -> int:
    from openkoi.cli.pick import given_or_picked

    file = _load(args, app)
    args.name = given_or_picked(
        args.name, app.err, "Which agent?",
        lambda: [(s.name, f"{s.name}: {s.role or 'no role'}") for s in file.agents.values()],
        missing="NAME", listing="`openkoi agents list`")
    spec = file.get(args.name)
    if args.json:
        app.print_json(spec.to_dict() | {"file": str(file.path), "line": spec.line,
                                         "delegates_to": file.members_of(spec.name)})
        return exits.OK
    app.print(f"{spec.name} ({file.path}:{spec.line})")
    app.print(f"  role: {spec.role or '-'}")
    app.print(f"  model: {spec.model or 'the task model'}")
    app.print(f"  tools: {', '.join(spec.tools) if spec.tools is not None else 'all'}")
    app.print(f"  skills: {', '.join(spec.skills) or '-'}")
    app.print(f"  trust: {spec.trust}; {'writes' if spec.write else 'read-only'} in {spec.path}")
    app.print(f"  delegates to: {', '.join(file.members_of(spec.name)) or '-'}")
    for h in spec.handlers:
        data = f" (data: {', '.join(h.params)})" if h.params else ""
        app.print(f"  on {h.event}{data}: {h.description or h.playbook.splitlines()[0][:70]}")
    if spec.instructions:
        app.print("  instructions:")
        for line in spec.instructions.splitlines():
            app.print(f"    {line}")
    return exits.OK


def run(args: argparse.Namespace, app: App) -> int:
    from openkoi import runner
    from openkoi.cli.run import drive_and_report, plan_gate, start_task

    if args.name is None or not args.task:
        _ask_missing(args, app)
    gate = plan_gate(args, app)
    started = start_task(args, app, agent=args.name)
    return drive_and_report(started, lambda: runner.run(started, app, plan_gate=gate),
                            args, app)


def _ask_missing(args: argparse.Namespace, app: App) -> None:
    """`agents run` without NAME or the task: on a terminal, pick the agent from the agents
    file, then type the task; elsewhere a usage error that says how to name them."""
    from openkoi.cli.pick import ask_text, given_or_picked, interactive
    from openkoi.errors import UsageError

    if not interactive():
        what = "NAME and the task are" if args.name is None else "the task is"
        raise UsageError(f"{what} required (no terminal to ask on)",
                         hint='see `openkoi agents list`, then openkoi agents run NAME "task"')
    file = _load(args, app)
    args.name = given_or_picked(
        args.name, app.err, "Which agent runs the task?",
        lambda: [(s.name, f"{s.name}: {s.role or 'no role'}"
                  + (" (lead)" if s.name == file.lead else ""))
                 for s in file.agents.values()],
        missing="NAME", listing="`openkoi agents list`")
    file.get(args.name)  # an unknown name stops here, with a did-you-mean
    args.task = [ask_text(app.err, f"Task for {args.name}: ", missing="the task")]
    args.agents = file.path


def emit(args: argparse.Namespace, app: App) -> int:
    """`openkoi agents emit EVENT KEY=VALUE ...`: the handling agent runs its playbook."""
    from openkoi import errors
    from openkoi.engine.team_events import parse_data

    event, words = args.task[0], args.task[1:]
    file = _load(args, app)
    handler = file.handler(event)
    try:
        data = parse_data(words)
        task = handler.task(data)
    except ValueError as exc:
        raise errors.UsageError(str(exc), hint="give the event's data as KEY=VALUE words"
                                + (f": {' '.join(p + '=...' for p in handler.params)}"
                                   if handler.params else "")) from None
    app.note(f"[EVENT] {event} -> {handler.agent}")
    args.task = [task]
    args.name = handler.agent
    args.agents = file.path
    return run(args, app)
