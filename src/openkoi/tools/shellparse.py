"""Read a shell command the way bash would, so that quoting cannot hide what runs.

``parse(cmd)`` returns every simple command the line would run, in order, with quotes
removed (``s''h`` is ``sh``), known variables expanded (``X=rm; $X -rf ~``), command and
process substitutions, ``bash -c``/``sh -c``/``eval``/``su -c`` strings and wrappers
(``sudo``, ``env``, ``timeout``, ``xargs``, ``nohup``...) unwrapped, and the directory each
one runs in (``cd / && rm -rf *``). The parser is bashlex (a port of bash's own grammar);
for the few constructs it does not implement (``[[ ]]``, ``$(( ))``, ``case``, quoted here-doc
delimiters) the line is rewritten to an equivalent it reads, and failing that it is split with
a POSIX tokenizer. A line neither can read (unbalanced quotes) comes back with ``error`` set:
callers treat it as suspicious (fail closed).

This module only reads; ``mind/command_rules.py`` decides what is dangerous.
"""

from __future__ import annotations

import os
import re
import shlex
from dataclasses import dataclass, field
from typing import Any

SHELLS = frozenset({"bash", "sh", "zsh", "dash", "ksh", "ash", "mksh", "fish"})
INTERPRETERS = frozenset({"python", "python2", "python3", "perl", "ruby", "node", "php",
                          "deno", "bun", "lua", "osascript"})
# Words that run the rest of the line as a command (their own options skipped).
WRAPPERS = frozenset({"sudo", "doas", "command", "builtin", "exec", "nohup", "time", "nice",
                      "env", "xargs", "busybox", "timeout", "stdbuf", "setsid", "ionice",
                      "chrt", "taskset", "unbuffer", "flock", "watch", "strace", "ltrace",
                      "chroot", "fakeroot", "caffeinate", "nsenter", "unshare", "firejail",
                      "proxychains", "torsocks", "parallel", "then", "do", "else", "!"})
# Options of those wrappers that take a value (so the value is not taken for the command).
_WRAPPER_VALUES = {"sudo": {"-u", "-g", "-C", "-D", "-h", "-p", "-r", "-t", "-U"},
                   "timeout": {"-s", "-k", "--signal", "--kill-after"},
                   "nice": {"-n"}, "ionice": {"-c", "-n"}, "xargs": {"-I", "-n", "-P", "-d",
                                                                       "-L", "-s", "-E"},
                   "env": {"-u", "-C", "-S"}, "stdbuf": {"-i", "-o", "-e"},
                   "flock": {"-w", "-E"}, "watch": {"-n"}}
_MAX_DEPTH = 6
_MAX_CHARS = 100_000


@dataclass
class Simple:
    """One simple command: what runs, where, and how its input and output are wired."""

    argv: list[str]
    cwd: str | None = None  # the directory it runs in when a `cd` changed it (else None)
    piped_in: bool = False  # stdin comes from another command's output
    redirects: list[tuple[str, str]] = field(default_factory=list)  # (operator, target)
    dynamic: bool = False  # the command name came from an expansion nobody can resolve
    via: str = ""  # how it was reached: "bash -c", "eval", "$(...)", "python -c", ...
    code: str = ""  # for interpreters run with -c/-e: the code


@dataclass
class Parsed:
    commands: list[Simple]
    error: str | None = None  # set when the line could not be read: treat as suspicious

    def texts(self) -> list[str]:
        """Each command as plain words (and its redirections), for pattern rules."""
        out = []
        for c in self.commands:
            words = " ".join(c.argv)
            words += "".join(f" {op} {target}" for op, target in c.redirects)
            out.append(words)
        return out

    def pipelines(self) -> list[str]:
        """The commands joined back with ``|`` where one feeds the next."""
        lines: list[str] = []
        for c, text in zip(self.commands, self.texts(), strict=True):
            if c.piped_in and lines:
                lines[-1] += " | " + text
            else:
                lines.append(text)
        return lines


def _rewrite(cmd: str) -> str:
    """Constructs bashlex does not implement, turned into ones it reads with the same words."""
    cmd = re.sub(r"\$\(\((.*?)\)\)", "0", cmd, flags=re.S)  # arithmetic: a number
    cmd = re.sub(r"(?<![\w\[])\[\[(?=\s)", "[", cmd)
    cmd = re.sub(r"(?<=\s)\]\](?![\w\]])", "]", cmd)
    cmd = re.sub(r"<<(-?)\s*(['\"])(\w+)\2", r"<<\1\3", cmd)  # <<'EOF' -> <<EOF
    cmd = re.sub(r"(^|[;&|(]\s*|\n\s*)time\s+(-p\s+)?", r"\1", cmd)
    return cmd


class _Reader:
    def __init__(self) -> None:
        self.commands: list[Simple] = []
        self.vars: dict[str, str] = {"HOME": "~"}
        self.cwd: str | None = None

    # -- entry points ----------------------------------------------------------------------
    def line(self, cmd: str, depth: int, via: str) -> str | None:
        """Read one command line; return an error when nothing could read it."""
        if depth > _MAX_DEPTH:
            return "commands nested too deep to read"
        if len(cmd) > _MAX_CHARS:
            return "command too long to read"
        import bashlex  # type: ignore[import-untyped]  # ~0.3 s: only once a command is read

        trees = None
        for text in (cmd, _rewrite(cmd)):
            try:
                trees = bashlex.parse(text)
                break
            except (bashlex.errors.ParsingError, NotImplementedError, IndexError,
                    AttributeError, TypeError, ValueError, AssertionError, RecursionError):
                continue
        if trees is None:
            return self._fallback(cmd, depth, via)
        for tree in trees:
            self.node(tree, depth, via, piped=False)
        return None

    def _fallback(self, cmd: str, depth: int, via: str) -> str | None:
        """A POSIX tokenizer split at ; & | ( ) and newlines: fewer details, same words."""
        try:
            lexer = shlex.shlex(cmd.replace("\n", " ; "), posix=True,
                                punctuation_chars=";&|()<>")
            lexer.whitespace_split = True
            lexer.commenters = ""
            tokens = list(lexer)
        except ValueError as exc:
            return f"the command cannot be read as shell ({exc})"
        argv: list[str] = []
        piped = False
        for token in [*tokens, ";"]:
            if set(token) <= set(";&|()<>") and token:
                if argv:
                    self.simple(argv, [], depth, via, piped=piped)
                argv = []
                piped = token == "|"
            else:
                argv.append(token)
        return None

    # -- the tree --------------------------------------------------------------------------
    def node(self, node: Any, depth: int, via: str, piped: bool) -> None:
        kind = node.kind
        if kind == "list":
            for part in node.parts:
                if part.kind != "operator":
                    self.node(part, depth, via, piped=False)
        elif kind == "pipeline":
            first = True
            for part in node.parts:
                if part.kind == "pipe":
                    continue
                self.node(part, depth, via, piped=not first)
                first = False
        elif kind == "command":
            self.command(node, depth, via, piped)
        elif kind == "compound":
            saved = self.cwd
            parts = getattr(node, "list", None) or getattr(node, "parts", None) or []
            for part in parts:
                if part.kind not in ("reservedword", "operator"):
                    self.node(part, depth, via, piped)
            if parts and parts[0].kind == "reservedword" and parts[0].word == "(":
                self.cwd = saved  # a subshell's cd stays inside it
        elif kind in ("if", "while", "until", "for"):
            for part in node.parts:
                if part.kind not in ("reservedword", "operator", "word"):
                    self.node(part, depth, via, piped)
                elif part.kind == "word":
                    self.substitutions(part, depth)
        elif kind == "function":
            self.node(node.body, depth, via, piped)
        else:
            for part in getattr(node, "parts", []) or []:
                self.node(part, depth, via, piped)

    def substitutions(self, word: Any, depth: int) -> bool:
        """Read $(...), `...` and <(...) inside a word; True when the word has expansions
        whose value is unknown here."""
        unknown = False
        stack = list(getattr(word, "parts", []) or [])
        while stack:
            part = stack.pop()
            if part.kind in ("commandsubstitution", "processsubstitution"):
                self.node(part.command, depth + 1, "$(...)", piped=False)
                unknown = True
            elif part.kind == "parameter" and part.value not in self.vars:
                unknown = True
            stack.extend(getattr(part, "parts", []) or [])
        return unknown

    def expand(self, word: Any) -> str:
        text = str(word.word)
        for part in getattr(word, "parts", []) or []:
            if part.kind == "parameter" and part.value in self.vars:
                value = self.vars[part.value]
                text = re.sub(r"\$\{?" + re.escape(part.value) + r"\}?",
                              value.replace("\\", "\\\\"), text, count=1)
        return text

    def command(self, node: Any, depth: int, via: str, piped: bool) -> None:
        argv: list[str] = []
        redirects: list[tuple[str, str]] = []
        dynamic = False
        assignments: list[str] = []
        for part in node.parts:
            if part.kind == "assignment":
                assignments.append(str(part.word))
                self.substitutions(part, depth)
            elif part.kind == "word":
                unknown = self.substitutions(part, depth)
                if not argv and unknown and self.expand(part) == part.word:
                    dynamic = True
                argv.append(self.expand(part))
            elif part.kind == "redirect":
                target = part.output
                if hasattr(target, "word"):
                    self.substitutions(target, depth)
                    redirects.append((str(part.type), self.expand(target)))
                heredoc = getattr(part, "heredoc", None)
                body = str(getattr(heredoc, "value", "") or "")
                # substitutions in a here-doc run (unless its delimiter was quoted: reading
                # them anyway only errs on the careful side)
                for m in re.finditer(r"\$\(([^()]*)\)|`([^`]*)`", body):
                    self.line(m.group(1) or m.group(2) or "", depth + 1, "here-doc")
        if not argv:
            for a in assignments:  # X=rm on its own: remembered for $X later
                name, _, value = a.partition("=")
                self.vars[name] = value.strip("'\"")
            if redirects:
                self.commands.append(Simple([":"], self.cwd, piped, redirects, via=via))
            return
        self.simple(argv, redirects, depth, via, piped=piped, dynamic=dynamic)

    # -- one simple command ----------------------------------------------------------------
    def simple(self, argv: list[str], redirects: list[tuple[str, str]], depth: int, via: str,
               *, piped: bool, dynamic: bool = False) -> None:
        argv = _unwrap(argv)
        if not argv:
            return
        name = os.path.basename(argv[0])
        simple = Simple(argv, self.cwd, piped, redirects, dynamic, via)
        self.commands.append(simple)
        if name == "cd":
            target = argv[1] if len(argv) > 1 else "~"
            if target.startswith(("/", "~")):
                self.cwd = target
            elif self.cwd is not None:
                self.cwd = os.path.normpath(os.path.join(self.cwd, target))
            else:
                self.cwd = os.path.normpath(target)
        elif name in SHELLS:
            script = _option_value(argv[1:], "c")
            if script is not None:
                saved = self.cwd  # a child shell's cd does not move this one
                self.line(script, depth + 1, f"{name} -c")
                self.cwd = saved
        elif name == "eval":
            self.line(" ".join(argv[1:]), depth + 1, "eval")
        elif name in ("su", "runuser"):
            script = _option_value(argv[1:], "c")
            if script is not None:
                self.line(script, depth + 1, f"{name} -c")
        elif is_interpreter(name):
            code = _option_value(argv[1:], "c" if name.startswith("python") else "e")
            if code is None and name == "php":
                code = _option_value(argv[1:], "r")
            if code is not None:
                simple.code = code
        elif name == "find":
            for i, word in enumerate(argv):
                if word in ("-exec", "-execdir", "-ok", "-okdir"):
                    inner = []
                    for w in argv[i + 1:]:
                        if w in (";", "+", "\\;"):
                            break
                        inner.append(w)
                    if inner:
                        self.simple(inner, [], depth + 1, "find -exec", piped=False)


def is_interpreter(name: str) -> bool:
    return name in INTERPRETERS or bool(re.fullmatch(r"python\d(\.\d+)?", name))


def _option_value(args: list[str], letter: str) -> str | None:
    """The value of ``-c`` (also in ``-lc``, ``-ec``...) among ``args``, else None."""
    for i, word in enumerate(args):
        if word == "--":
            return None
        if re.fullmatch(r"-[a-zA-Z]*" + letter + r"[a-zA-Z]*", word) and i + 1 < len(args):
            return args[i + 1]
        if not word.startswith("-"):
            return None  # a script file or the command: options are over
    return None


def _unwrap(argv: list[str]) -> list[str]:
    """Drop leading VAR=value words and wrappers (with their options) before the command."""
    changed = True
    while changed and argv:
        changed = False
        i = 0
        while i < len(argv) and re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", argv[i]):
            i += 1
        if i:
            argv, changed = argv[i:], True
        if argv and os.path.basename(argv[0]) in WRAPPERS:
            name = os.path.basename(argv[0])
            rest = argv[1:]
            takes = _WRAPPER_VALUES.get(name, set())
            while rest and (rest[0].startswith("-") or (name == "timeout" and re.fullmatch(
                    r"[\d.]+[smhd]?", rest[0])) or (name == "chroot" and rest[0].startswith(
                    "/"))):
                if rest[0] == "--":
                    rest = rest[1:]
                    break
                rest = rest[2:] if rest[0] in takes else rest[1:]
            argv, changed = rest, True
    return argv


def parse(cmd: str) -> Parsed:
    """Every simple command ``cmd`` would run (see the module docstring)."""
    reader = _Reader()
    try:
        error = reader.line(cmd, 0, "")
    except Exception as exc:  # a parser bug must not let a command through unread
        error = f"the command cannot be read as shell ({type(exc).__name__})"
    return Parsed(reader.commands, error)
