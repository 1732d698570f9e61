"""What a tool call touches, so that independent calls of one model turn can run at once.

A call's footprint is the paths it reads and the paths it writes (absolute, normalised; a
folder stands for everything under it). Two calls conflict when one writes a path the other
reads or writes; a call whose reach cannot be told (a tool with effects and no declared
paths, an external or irreversible effect, a shell line that cannot be read, one that needs
the network) is a barrier: it runs alone, after every call asked before it and before every
call asked after it. Calls with no footprint at all (``think``) conflict with nothing.

Shell lines: a line made only of read-only commands (``ls``, ``cat``, ``grep``, ``git diff``
...) or of test runs (``pytest``, ``go test`` ...: their caches are their own) reads its
folder; any other line writes it. The folder is where a leading ``cd`` takes it, inside the
workspace; without one, or with an argument that points elsewhere (an absolute path, ``..``),
it is the whole workspace. A tool may declare its own: ``footprint(args, ctx)``.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import PurePosixPath
from typing import Any

from openkoi.tools import policy, shellparse
from openkoi.tools.base import EFFECT_NONE, EFFECT_WORKSPACE, Tool, ToolContext


@dataclass(frozen=True)
class Footprint:
    reads: frozenset[str] = field(default_factory=frozenset)
    writes: frozenset[str] = field(default_factory=frozenset)
    barrier: bool = False

    def conflicts(self, other: Footprint) -> bool:
        if self.barrier or other.barrier:
            return True
        return (_overlap(self.writes, other.writes | other.reads)
                or _overlap(other.writes, self.reads))


BARRIER = Footprint(barrier=True)
NOTHING = Footprint()

# Commands that only read (with no output redirected to a file).
_READERS = frozenset({
    "ls", "cat", "head", "tail", "wc", "grep", "egrep", "fgrep", "rg", "ag", "tree", "stat",
    "file", "du", "diff", "cmp", "echo", "printf", "pwd", "true", "false", "which", "type",
    "sort", "uniq", "cut", "tr", "nl", "basename", "dirname", "realpath", "readlink", "test",
    "[", "md5sum", "sha256sum", "sha1sum", "less", "more", "column", "jq", "date", "env",
})
_FIND_WRITERS = frozenset({"-delete", "-exec", "-execdir", "-ok", "-okdir", "-fprint",
                           "-fprint0", "-fprintf", "-fls"})
_GIT_READERS = frozenset({"status", "diff", "log", "show", "grep", "ls-files", "rev-parse",
                          "blame", "describe", "shortlog", "cat-file", "ls-tree"})
_TEST_COMMANDS = frozenset({"pytest", "py.test", "tox", "nox"})
_TEST_SUBCOMMANDS = {"go": {"test", "vet"}, "cargo": {"test", "check"},
                     "npm": {"test"}, "yarn": {"test"}, "pnpm": {"test"}, "make": {"test", "check"}}
_TEST_MODULES = frozenset({"pytest", "unittest", "doctest", "mypy", "ruff"})


def of(tool: Tool, args: dict[str, Any], ctx: ToolContext) -> Footprint:
    """The footprint of running ``tool`` with ``args`` in ``ctx``'s workspace."""
    declared = getattr(tool, "footprint", None)
    if callable(declared):
        result = declared(args, ctx)
        return result if isinstance(result, Footprint) else BARRIER
    if tool.domain == "shell":
        command = args.get("command")
        return shell(command, ctx) if isinstance(command, str) else BARRIER
    params = policy.path_params(tool)
    if params:
        reads: set[str] = set()
        writes: set[str] = set()
        for name, mode in params.items():
            value = args.get(name)
            target = _where(value if isinstance(value, str) else ".", ctx)
            (writes if mode == policy.WRITE else reads).add(target)
        if tool.effect not in (EFFECT_NONE, EFFECT_WORKSPACE):
            return BARRIER
        if tool.effect == EFFECT_WORKSPACE and not writes:
            writes.add(_where(".", ctx))
        return Footprint(frozenset(reads), frozenset(writes))
    if tool.effect == EFFECT_NONE:
        return Footprint(reads=frozenset({_where(".", ctx)})) if tool.domain == "files" \
            else NOTHING
    return BARRIER


def shell(command: str, ctx: ToolContext) -> Footprint:
    """The footprint of a shell line (see the module docstring)."""
    if policy.wants_network(command):
        return BARRIER
    parsed = shellparse.parse(command)
    if parsed.error or not parsed.commands:
        return BARRIER
    root = _where(".", ctx)
    folders: set[str] = set()
    writes = False
    for simple in parsed.commands:
        if simple.dynamic or simple.via:
            return BARRIER
        argv = simple.argv
        if not argv:
            continue
        if argv[0] == "cd":
            continue
        folder = _where(simple.cwd, ctx) if simple.cwd and "$" not in simple.cwd else root
        if not _inside(folder, root) or _points_out(argv[1:]):
            folder = root
        folders.add(folder)
        redirected = any(op in (">", ">>", ">|", "&>", "&>>") and target != "/dev/null"
                         for op, target in simple.redirects)
        if redirected or not (_reads_only(argv) or _runs_tests(argv)):
            writes = True
    folders = folders or {root}
    return Footprint(frozenset() if writes else frozenset(folders),
                     frozenset(folders) if writes else frozenset())


def _reads_only(argv: list[str]) -> bool:
    name = os.path.basename(argv[0])
    if name == "find":
        return not _FIND_WRITERS.intersection(argv)
    if name == "sed":
        return not any(a.startswith(("-i", "--in-place")) for a in argv[1:])
    if name == "git":
        sub = next((a for a in argv[1:] if not a.startswith("-")), "")
        return sub in _GIT_READERS
    return name in _READERS


def _runs_tests(argv: list[str]) -> bool:
    name = os.path.basename(argv[0])
    if name in _TEST_COMMANDS:
        return True
    if name in _TEST_SUBCOMMANDS:
        return len(argv) > 1 and argv[1] in _TEST_SUBCOMMANDS[name]
    if shellparse.is_interpreter(name) and name.startswith("python"):
        return len(argv) > 2 and argv[1] == "-m" and argv[2] in _TEST_MODULES
    return False


def _points_out(words: list[str]) -> bool:
    """An argument that may name a place outside the command's folder."""
    return any(w.startswith(("/", "~")) or "$" in w or ".." in PurePosixPath(w).parts
               for w in words)


def _where(path: str, ctx: ToolContext) -> str:
    expanded = os.path.expanduser(path)
    full = expanded if os.path.isabs(expanded) else os.path.join(ctx.workspace, expanded)
    return os.path.realpath(full)


def _inside(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip("/") + "/")


def _overlap(these: frozenset[str], those: frozenset[str]) -> bool:
    return any(_inside(a, b) or _inside(b, a) for a in these for b in those)
