"""Entry point: `openkoi "task"` or `openkoi <command> ...`.

Command groups live in their own modules (``openkoi.cli.<name>``), each exposing
``register(subparsers)``; handlers take ``(args, app)`` and return an exit code. Errors from
the rest of openkoi become one-line messages and exit codes here (see ``exits``), never
tracebacks.
"""

from __future__ import annotations

import os
import sys

from openkoi import __version__, errors
from openkoi.cli import exits

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: importing typing costs `--version` ~3 ms
if TYPE_CHECKING:
    import argparse
    from typing import Any

# command name -> module; the module's register() adds the subparser(s).
COMMANDS = {
    "run": "openkoi.cli.run",
    "think": "openkoi.cli.think",
    "chat": "openkoi.cli.chat",
    "task": "openkoi.cli.tasks",
    "session": "openkoi.cli.sessions",
    "status": "openkoi.cli.status",
    "model": "openkoi.cli.model",
    "trust": "openkoi.cli.trust",
    "mind": "openkoi.cli.mind",
    "soul": "openkoi.cli.soul",
    "dashboard": "openkoi.cli.dashboard",
    "serve": "openkoi.cli.serve",
    "daemon": "openkoi.cli.daemon",
    "world": "openkoi.cli.world",
    "reflect": "openkoi.cli.reflect",
    "learn": "openkoi.cli.learn",
    "learnings": "openkoi.cli.learnings",
    "plugins": "openkoi.cli.plugins",
    "mcp": "openkoi.cli.mcp",
    "agents": "openkoi.cli.agents",
    "jobs": "openkoi.cli.jobs",
    "batch": "openkoi.cli.batch",
    "doctor": "openkoi.cli.doctor",
    "integrations": "openkoi.cli.integrations",
    "connect": "openkoi.cli.connect",
    "disconnect": "openkoi.cli.connect",
    "setup": "openkoi.cli.setup",
    "init": "openkoi.cli.setup",
    "update": "openkoi.cli.update",
}

DESCRIPTION = """\
openkoi: a local-first agent that plans, executes, evaluates its own work and refines it
until it meets your quality threshold. With no API key it runs an embedded local model.

  openkoi "task"            run a task in the current folder (same as: openkoi run "task")
  openkoi think "task"      the Parliament votes first; the Guardian can block it
                            (--simulate: a dry run that shows what it would do, and futures)
  openkoi chat              interactive REPL, one task per message (--resume ID continues)
  openkoi task list|show|replay
  openkoi session list|show|resume|delete   (resume: continue a chat)
  openkoi status            model, costs, recent tasks, sandbox (--live: watch the running task)
  openkoi model list|install
  openkoi trust show|grant|revoke|audit|folder   what openkoi may do on its own, per domain
  openkoi mind parliament|agencies|dissent|calibrate   the Parliament's record
  openkoi soul show|evolve|diff|apply|history   SOUL.md, values, trajectory; evolve it
  openkoi dashboard         terminal dashboard: tasks, live progress, costs, skills, config
  openkoi serve             HTTP API (REST + WebSocket, port 9742) and the web UI at /ui/
  openkoi daemon start|stop|status|log   the same server in the background
  openkoi world tools|domains|human|map   tool reliability, domain expertise, your preferences
  openkoi reflect today|week|growth|honest   self-assessment from recorded outcomes
  openkoi learn [list|approve|edit|reject|skills]   review skills proposed from your workflows
  openkoi learnings list|show|forget|recall   what tasks taught, recalled into similar tasks
  openkoi plugins           plugins (built-in and installed) and the tools, evaluators and
                            model providers each registered
  openkoi mcp list|add|remove|test   MCP servers whose tools every task gets
  openkoi mcp serve         openkoi as an MCP server (stdio): run_task, think, task_status
  openkoi agents list|show|run|emit   named agents, the team and the events of
                            .openkoi/agents.toml
  openkoi batch FILE        run a JSONL file of tasks with a pool of workers (resumable)
  openkoi jobs list|show|cancel|log   background jobs: a model's long commands, and tasks
                            sent to the daemon (openkoi run --background "task")
  openkoi setup             first run: checks, a provider key, the default model, trust (init)
  openkoi connect [PROVIDER|status]   save and test an API key; where each key comes from
                            (connect slack|email|github|...: an integration's secret)
  openkoi integrations [list|test NAME]   Slack, e-mail, GitHub, Linear, Jira, Notion,
                            Google Docs, Discord, Teams, Telegram: where results go
  openkoi disconnect [PROVIDER|all]   remove saved keys
  openkoi doctor            every check a working openkoi needs, with a fix for each failure
  openkoi update            how to update this installation (and do it, with --yes)

An argument naming one of a list (task, session, provider, learning, proposal, trust domain,
agent, plugin) left out on a terminal: a numbered picker; without a terminal: a usage error.

Exit codes: 0 done (verified: checks that ran the code passed), 1 below threshold/failed/
budget, 2 usage, 3 config, 4 credentials or unknown model, 5 provider unreachable,
6 unparseable model output, 7 storage, 8 embedded model install, 9 blocked by the Guardian
or needing a human (think),
10 unverified (only a model judged it, the tests do not run the changed code, what
passed passes on the code as the task gave it too, only openkoi's own tests ran it,
tests written apart from the code disagree with it, or tests openkoi chose from given code
miss a change held out of their choice),
70 internal error, 130 interrupted.
"""


def build_parser() -> argparse.ArgumentParser:
    import argparse
    import importlib

    class _Parser(argparse.ArgumentParser):
        def error(self, message: str) -> Any:  # argparse would print usage and exit 2
            raise errors.UsageError(message, hint=f"see `{self.prog} --help`")

    parser = _Parser(prog="openkoi", description=DESCRIPTION,
                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"openkoi {__version__}")
    parser.add_argument("-C", "--workspace", metavar="DIR",
                        help="work in DIR instead of the current folder (created if missing)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for module in dict.fromkeys(COMMANDS.values()):  # a module may register several commands
        importlib.import_module(module).register(sub)
    return parser


def _split_default_command(argv: list[str]) -> list[str]:
    """`openkoi [globals] "task" [flags]` is `openkoi [globals] run "task" [flags]`."""
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg in ("-C", "--workspace"):
            i += 2
            continue
        if arg.startswith("--workspace=") or (arg.startswith("-C") and len(arg) > 2):
            i += 1
            continue
        if arg in ("-h", "--help", "--version"):
            return argv
        if arg in COMMANDS:
            return argv
        if not arg.startswith("-") and " " not in arg.strip():
            _refuse_near_miss(arg)
        return argv[:i] + ["run"] + argv[i:]
    return argv


def _refuse_near_miss(word: str) -> None:
    """A single word close to a command name is a typo, not a task: `openkoi stauts`."""
    import difflib

    close = difflib.get_close_matches(word.lower(), list(COMMANDS), n=1, cutoff=0.75)
    if close:
        raise errors.UsageError(f"unknown command {word!r}",
                                hint=f"did you mean `openkoi {close[0]}`? A task in words "
                                f"runs as: openkoi \"{word} ...\"")


def _check_text(argv: list[str]) -> None:
    """Arguments that are not valid UTF-8 (Python keeps their bytes as surrogates) would
    fail later, in a prompt or the database: refuse them here, as a usage error."""
    for number, arg in enumerate(argv, 1):
        try:
            arg.encode("utf-8")
        except UnicodeEncodeError:
            shown = arg.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
            raise errors.UsageError(f"argument {number} ({shown!r}) is not valid UTF-8 text",
                                    hint="check the terminal's encoding, or retype it") from None


def _on_sigterm(signum: int, frame: Any) -> None:
    # One stop is enough: a second TERM (coreutils `timeout` signals the process and then its
    # whole group) would break the cleanup the first one started, with a traceback.
    import signal

    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    raise KeyboardInterrupt


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv == ["--version"]:  # fast path: no parser, no imports
        print(f"openkoi {__version__}")
        return exits.OK
    import signal
    from pathlib import Path

    signal.signal(signal.SIGTERM, _on_sigterm)
    try:
        _check_text(argv)
        parser = build_parser()
        args = parser.parse_args(_split_default_command(argv))
        if not getattr(args, "handler", None):
            parser.print_help()
            return exits.OK if not argv else exits.USAGE
        from openkoi.cli.app import App
        from openkoi.config import Paths

        workspace = Path(args.workspace or os.getcwd()).expanduser()
        if args.workspace:
            try:
                workspace.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise errors.UsageError(f"cannot use {workspace} as the workspace: "
                                        f"{exc.strerror}",
                                        hint="pick a folder you can write") from None
            if not workspace.is_dir():
                raise errors.UsageError(f"{workspace} is not a folder",
                                        hint="give -C a folder")
        app = App(paths=Paths.from_env(), workspace=workspace.resolve())
        code = int(args.handler(args, app))
        signal.signal(signal.SIGTERM, signal.SIG_DFL)  # shutting down: no more cleanup to do
        return code
    except errors.OpenKoiError as exc:
        sys.stderr.write(exits.one_line(exc) + "\n")
        return exits.code_for(exc)
    except KeyboardInterrupt:
        sys.stderr.write("interrupted\n")
        return exits.INTERRUPTED
    except BrokenPipeError:
        return exits.OK
    except Exception as exc:  # a bug: one line for the user, the traceback in a log file
        log = _save_traceback()
        sys.stderr.write(f"internal error: {type(exc).__name__}: {exc} "
                         f"(a bug in openkoi; traceback saved to {log})\n")
        return exits.INTERNAL


def _save_traceback() -> str:
    import tempfile
    import traceback
    from pathlib import Path

    from openkoi.config import Paths
    from openkoi.fsio import atomic_write

    text = traceback.format_exc()
    for folder in (Paths.from_env().state, Path(tempfile.gettempdir())):
        try:
            path = folder / "crash.log"
            atomic_write(path, text)
            return str(path)
        except OSError:
            continue
    return "nowhere (no writable folder)"
