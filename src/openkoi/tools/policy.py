"""What may run where. The registry calls ``check`` before every tool runs.

File tools name their path arguments in ``path_params`` ({argument: "read" | "write"}) and
those go through workspace confinement. Shell commands are matched against a deny-list of
obviously destructive commands (``DENY_RULES``: compiled patterns with reasons) and their
recursive ``rm`` targets are checked against the workspace. ``classify_command`` is the
public entry point other deciders (the Guardian) use to ask "why is this dangerous?".
"""

from __future__ import annotations

import os
import re
import shlex
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from openkoi.errors import PolicyViolation
from openkoi.tools import paths
from openkoi.tools.base import Tool, ToolContext

READ = "read"
WRITE = "write"


@dataclass(frozen=True)
class Rule:
    pattern: re.Pattern[str]
    reason: str


def _rule(pattern: str, reason: str) -> Rule:
    return Rule(re.compile(pattern, re.IGNORECASE), reason)


# Separators between simple commands, for patterns that must stay within one command.
_NOSEP = r"[^;&|\n]*"

DENY_RULES: tuple[Rule, ...] = (
    _rule(r"\bmkfs(\.\w+)?\b", "mkfs formats a file system"),
    _rule(r"\bdd\b" + _NOSEP + r"\bof=/dev/", "dd onto a device overwrites a disk"),
    _rule(r">\s*/dev/(sd|nvme|hd|vd|xvd|disk|mmcblk)", "writing onto a raw disk device"),
    _rule(r":\s*\(\s*\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:", "fork bomb"),
    _rule(r"\b(curl|wget|fetch)\b" + _NOSEP + r"\|\s*(sudo\s+)?(ba|z|da|k)?sh\b",
          "piping a download into a shell runs unreviewed code"),
    _rule(r"\bchmod\s+(-\w+\s+)*-\w*R\w*\s+(-\w+\s+)*0?777\s+/(\s|$|\*)",
          "chmod -R 777 / opens the whole system"),
    _rule(r"\bchmod\s+(-\w+\s+)*0?777\s+(-\w+\s+)*-\w*R\w*\s+/(\s|$|\*)",
          "chmod -R 777 / opens the whole system"),
    _rule(r"\bgit\b" + _NOSEP + r"\bpush\b" + _NOSEP
          + r"\s(--force(-with-lease)?\b|-[a-zA-Z]*f[a-zA-Z]*\b)",
          "git push --force rewrites shared history"),
)

# Shell commands that reach the network: the ``network`` trust domain, and the only commands
# the sandbox lets online (the trust guard has let them through by then).
NETWORK = re.compile(
    r"\b(curl|wget|ssh|scp|sftp|rsync|ftp|telnet|nc|ncat)\b"
    r"|\bgit\s+(\S+\s+)*(push|pull|fetch|clone|ls-remote|submodule)\b"
    r"|\b(pip3?|npm|yarn|pnpm|cargo|gem|apt|apt-get|brew|go)\s+(install|add|get|update|upgrade)\b"
    r"|\buv\s+(pip\s+install|add|sync)\b")


def wants_network(command: str) -> bool:
    """Does this shell command need the network (a download, a push, an install)?"""
    return NETWORK.search(command) is not None


# Words that may precede the real command without changing what it is.
_PREFIXES = frozenset({"sudo", "doas", "command", "builtin", "exec", "nohup", "time", "nice",
                       "env", "xargs", "busybox"})
_SEPARATORS = frozenset({";", "&&", "||", "|", "&", "(", ")", "\n", "|&", ";;"})
_VAR_HOME = re.compile(r"^(\$HOME|\$\{HOME\})(?=/|$)")
_GLOB = re.compile(r"[*?\[]")


def _simple_commands(cmd: str) -> Iterator[list[str]]:
    """Split a command line into argv lists at ; && || | & ( ) and newlines."""
    try:
        lexer = shlex.shlex(cmd.replace("\n", " ; "), posix=True, punctuation_chars=";&|()")
        lexer.whitespace_split = True
        lexer.commenters = ""
        tokens = list(lexer)
    except ValueError:  # unbalanced quotes: fall back to plain words
        tokens = re.split(r"\s+|(?=[;&|()])|(?<=[;&|()])", cmd)
    argv: list[str] = []
    for token in tokens:
        if not token:
            continue
        if token in _SEPARATORS or set(token) <= set(";&|()"):
            if argv:
                yield argv
            argv = []
        else:
            argv.append(token)
    if argv:
        yield argv


def _strip_prefixes(argv: list[str]) -> list[str]:
    """Drop leading VAR=value words; after a wrapper (sudo, env, xargs...) skip to rm."""
    i = 0
    while i < len(argv) and "=" in argv[i] and not argv[i].startswith("-"):
        i += 1
    argv = argv[i:]
    if argv and os.path.basename(argv[0]) in _PREFIXES:
        for j, word in enumerate(argv):
            if os.path.basename(word) == "rm":
                return argv[j:]
    return argv


def rm_targets(argv: list[str]) -> list[str] | None:
    """The targets of a recursive rm, or None when ``argv`` is not one."""
    if not argv or os.path.basename(argv[0]) != "rm":
        return None
    recursive = False
    targets: list[str] = []
    options_done = False
    for word in argv[1:]:
        if not options_done and word == "--":
            options_done = True
        elif not options_done and word.startswith("--"):
            recursive = recursive or word == "--recursive"
        elif not options_done and word.startswith("-") and len(word) > 1:
            recursive = recursive or "r" in word.lower()
        else:
            targets.append(word)
    return targets if recursive else None


def _expand(target: str) -> str:
    home = os.path.expanduser("~")
    target = _VAR_HOME.sub(home, target)
    return os.path.expanduser(target)


def rm_reasons(target: str, workspace: Path | None) -> list[str]:
    """Why ``rm -r target`` (run in ``workspace``) is destructive; empty when it is not."""
    expanded = _expand(target)
    if "$" in expanded or "`" in expanded:
        return []  # unknown at this point; the Guardian may still object
    # A glob removes what is inside the directory it expands in: "/*" empties "/".
    parts = expanded.split("/")
    globbed = next((i for i, part in enumerate(parts) if _GLOB.search(part)), None)
    if globbed is not None:
        expanded = "/".join(parts[:globbed]) or ("/" if expanded.startswith("/") else ".")
    if os.path.isabs(expanded):
        path = Path(os.path.normpath(expanded))
    elif workspace is not None:
        path = Path(os.path.normpath(workspace / expanded))
    else:
        return []
    verb = f"rm -r {target} deletes" + (" everything in" if globbed is not None else "")
    if path == Path("/"):
        return [f"{verb} the whole file system"]
    if path == Path(os.path.expanduser("~")):
        return [f"{verb} the home directory"]
    if workspace is None:
        return [f"{verb} a top-level system directory"] if len(path.parts) <= 2 else []
    real = os.path.realpath  # never raises, unlike Path.resolve on a link loop
    if globbed is not None or expanded.endswith("/"):
        path = Path(real(path))
    else:  # rm removes a link itself, not what it points to
        path = Path(real(path.parent)) / path.name
    ws = Path(real(workspace))
    if path == ws and globbed is None:
        return [f"{verb} the whole workspace"]
    if path == ws / ".git":
        return [f"{verb} the repository history"]
    roots = (ws, paths.temp_root())
    inside = any(root in path.parents or (globbed is not None and path == root)
                 for root in roots)
    return [] if inside else [f"{verb} a path outside the workspace"]


def classify_command(cmd: str, *, workspace: Path | None = None) -> list[str]:
    """Reasons a shell command is destructive; empty when nothing is known against it.

    With ``workspace``, recursive rm of anything outside it (and the temp dir) is flagged.
    """
    reasons = [rule.reason for rule in DENY_RULES if rule.pattern.search(cmd)]
    for argv in _simple_commands(cmd):
        targets = rm_targets(_strip_prefixes(argv))
        for target in targets or ():
            reasons.extend(rm_reasons(target, workspace))
    return list(dict.fromkeys(reasons))


def path_params(tool: Tool) -> Mapping[str, str]:
    """{argument name: "read" | "write"} for tools that take workspace paths."""
    declared = getattr(tool, "path_params", None)
    return declared if isinstance(declared, Mapping) else {}


def check(tool: Tool, args: Mapping[str, Any], ctx: ToolContext) -> None:
    """Raise PolicyViolation if running ``tool`` with ``args`` is not allowed here."""
    for name, mode in path_params(tool).items():
        value = args.get(name)
        if isinstance(value, str):
            paths.resolve_in_workspace(value, ctx, for_write=mode == WRITE)
    if tool.domain == "shell":
        command = args.get("command")
        if isinstance(command, str):
            reasons = classify_command(command, workspace=ctx.workspace)
            if reasons:
                raise PolicyViolation(
                    "refused: " + "; ".join(reasons),
                    hint="do this another way, or ask the user to run it themselves",
                )
