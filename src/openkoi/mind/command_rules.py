"""The Guardian's command rules, applied to the command as bash would read it.

Word patterns over the raw text fall to quoting (``cat ~/.ss''h/id_rsa``, ``curl x | s''h``)
and to indirection (``bash -c 'rm -rf ~'``, ``eval``, ``X=rm; $X -rf ~``, ``cd / && rm -rf *``).
``check`` reads the line with ``tools.shellparse`` first and applies the same patterns (the
executor's deny-list and the Guardian's own ``COMMAND_RULES``, passed in) to every simple
command and pipeline found, plus rules that need the structure:

- recursive ``rm`` and ``find -delete`` / ``find -exec rm`` targets, resolved against the
  directory a ``cd`` moved to, must stay inside the workspace;
- text piped into a shell or an interpreter (``... | base64 -d | sh``) runs unreviewed code;
- a command name that comes from an unknown variable or substitution cannot be checked;
- interpreter one-liners (``python -c``, ``perl -e``...) are searched for credential paths,
  shell commands in their string literals, and tree deletions of ``~`` or ``/``;
- redirections and copies into protected paths (``.git/hooks``, ``.git/config``, shell rc
  files, agent config), reading ``/proc/*/environ``;
- a line no parser can read is refused (fail closed).

The sandbox is the wall; these rules are the early warning that names the problem.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from pathlib import Path, PurePosixPath

from openkoi.tools import paths as tool_paths
from openkoi.tools.policy import DENY_RULES, Rule, classify_command, rm_reasons, rm_targets
from openkoi.tools.sandbox import SECRET_DIRS, SECRET_FILES
from openkoi.tools.shellparse import SHELLS, Parsed, Simple, is_interpreter, parse

_ENVIRON = re.compile(r"/proc/[^/\s]+/(task/[^/\s]+/)?environ\b")
_RMTREE = re.compile(r"(rmtree|rm_rf|rm_r|remove_dir_all|rimraf|unlink|rmdir)\s*\(\s*"
                     r"(os\.path\.expanduser\(\s*|Path\.home\(\)|File\.expand_path\(\s*)?"
                     r"(['\"](~|/|\$HOME)/?['\"]|\))", re.I)
_LITERAL = re.compile(r"'([^'\n]{3,})'|\"([^\"\n]{3,})\"")
_WRITERS = frozenset({"tee", "cp", "mv", "ln", "install", "touch", "truncate", "rsync",
                      "chmod", "chown", "rm", "unlink", "sed", "perl", "dd"})
_DELETE_ACTIONS = frozenset({"-delete"})


def _resolve(word: str, cwd: str | None) -> str:
    """``word`` as a path from where the command runs (absolute when a cd moved there)."""
    if cwd is None or word.startswith(("/", "~", "$")):
        return word
    return os.path.normpath(os.path.join(cwd, word)) + ("/" if word.endswith("/") else "")


def _rm(c: Simple, workspace: Path | None) -> list[str]:
    targets = rm_targets(c.argv)
    if targets is None:
        return []
    return [r for t in targets for r in rm_reasons(_resolve(t, c.cwd), workspace)]


def _find(c: Simple, workspace: Path | None) -> list[str]:
    argv = c.argv
    deletes = any(w in _DELETE_ACTIONS for w in argv) or any(
        w in ("-exec", "-execdir", "-ok", "-okdir") and i + 1 < len(argv)
        and os.path.basename(argv[i + 1]) in ("rm", "shred", "unlink")
        for i, w in enumerate(argv))
    if not deletes:
        return []
    starts = []
    for word in argv[1:]:
        if word.startswith(("-", "(", "!")):
            break
        starts.append(word)
    reasons = []
    for start in starts or ["."]:
        # find START -delete removes what is below START: the same reach as rm -r START/*
        found = rm_reasons(_resolve(start.rstrip("/") + "/*", c.cwd), workspace)
        reasons += [r.replace("rm -r", "find ... -delete in", 1) for r in found]
    return reasons


def _protected(target: str, c: Simple, workspace: Path | None) -> str | None:
    if workspace is None or not target or target.startswith("-"):
        return None
    path = Path(os.path.expanduser(_resolve(target, c.cwd)))
    if not path.is_absolute():
        path = workspace / path
    path = Path(os.path.normpath(path))
    try:
        rel = PurePosixPath(path.relative_to(workspace))
    except ValueError:
        rel = PurePosixPath(path.name)  # outside: rc files are protected wherever they sit
    reason = tool_paths.protected_reason(rel)
    return f"writes {target}: {reason}" if reason else None


def _code(c: Simple, workspace: Path | None, rules: Sequence[Rule], depth: int) -> list[str]:
    reasons = []
    if _RMTREE.search(c.code):
        reasons.append("deletes the home directory or the whole file system from an "
                       "interpreter one-liner")
    reasons += [f"{rule.reason} (inside {c.argv[0]} code)" for rule in rules
                if rule.pattern.search(c.code)]
    if depth < 2:
        for m in _LITERAL.finditer(c.code):
            literal = m.group(1) or m.group(2)
            if " " in literal:  # a string that may be a shell command (os.system, system)
                found = check(literal, workspace=workspace, rules=rules, _depth=depth + 1)
                reasons += [r for r in found if "cannot be read" not in r]
    return reasons


def check(cmd: str, *, workspace: Path | None = None, rules: Sequence[Rule] = (),
          _depth: int = 0) -> list[str]:
    """Reasons to refuse ``cmd`` found by reading it as bash would; empty when none."""
    parsed: Parsed = parse(cmd)
    reasons: list[str] = []
    if parsed.error:
        reasons.append(f"{parsed.error}: a command that cannot be read is refused")
    pattern_rules = (*DENY_RULES, *rules)
    for text in {*parsed.pipelines(), *parsed.texts()}:
        if text != cmd:
            reasons += classify_command(text, workspace=workspace)
            reasons += [rule.reason for rule in pattern_rules if rule.pattern.search(text)]
        if _ENVIRON.search(text):
            reasons.append("reads a process's environment (where API keys live)")
    for c in parsed.commands:
        name = os.path.basename(c.argv[0])
        if c.dynamic:
            reasons.append(f"the command name {c.argv[0]!r} comes from a variable or a "
                           "substitution, so what runs cannot be checked")
        if name == "rm":
            reasons += _rm(c, workspace)
        elif name == "find":
            reasons += _find(c, workspace)
        if c.piped_in and (name in SHELLS or c.code == "" and _is_interpreter_reading_stdin(c)):
            reasons.append(f"pipes text into {name}: runs code nobody has read")
        if c.code:
            reasons += _code(c, workspace, rules, _depth)
        for word in (*c.argv[1:], *(t for _, t in c.redirects)):
            if _secret_dir(word):
                reasons.append(f"touches {word}, a credential store")
                break
        targets = [t for op, t in c.redirects if ">" in op]
        if name in _WRITERS:
            targets += [w for w in c.argv[1:] if not w.startswith("-")]
        for target in targets:
            why = _protected(target, c, workspace)
            if why:
                reasons.append(why)
    return list(dict.fromkeys(reasons))


def _secret_dir(word: str) -> bool:
    """Is ``word`` (after ~ and $HOME) one of the secret places the sandbox hides?"""
    if not word.startswith(("~", "$HOME", "${HOME}", "/")):
        return False
    word = re.sub(r"^\$\{?HOME\}?", "~", word)
    home = os.path.expanduser("~")
    path = os.path.normpath(os.path.expanduser(word))
    for name in (*SECRET_DIRS, *SECRET_FILES):
        secret = os.path.join(home, name)
        if path == secret or path.startswith(secret + "/"):
            return True
        if word.startswith("/") and re.search(r"/" + re.escape(name) + r"(/|$)", path):
            return True  # /root/.ssh, /home/someone/.aws: any user's
    return False


def _is_interpreter_reading_stdin(c: Simple) -> bool:
    """``python3`` / ``perl`` / ``node`` with no script argument (or ``-``): reads stdin."""
    if not is_interpreter(os.path.basename(c.argv[0])):
        return False
    args = [a for a in c.argv[1:] if not a.startswith("-") or a == "-"]
    return not args or args[0] == "-"
