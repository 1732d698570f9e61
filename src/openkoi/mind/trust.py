"""Trust and delegation: how much the agent may do on its own, per domain.

Levels, from the most careful to the most delegated:

- ``ask``: confirm on a terminal before the call runs (no terminal: refused, and the model
  is told why);
- ``suggest``: never run; the proposal goes back to the model and into the audit log;
- ``act``: run and report it in the progress lines (the default: today's behaviour);
- ``autonomous``: run silently (no progress line); every such call is written to the
  audit log.

Domains: ``files``, ``shell``, ``git`` and ``network`` (shell commands that run git, or that
reach the network), ``agents`` (starting a child agent: the ``delegate`` tool), ``external``
(MCP servers' tools, unless a server's config names its own domain), any other
tool's own ``Tool.domain``, and path-prefixed file domains such as ``files:src/auth`` (the
longest matching prefix wins over ``files``). A shell command that falls into several
domains gets the most careful of their levels. Tools that change nothing
(reading, listing, searching, thinking) are never gated.

Storage: the levels live in ``<config>/trust.json`` (small, user-readable, written
atomically through a temporary file and ``os.replace``); the audit log is append-only JSON
lines in ``<config>/state/trust-audit.jsonl``. Neither is task history, so neither is in the
task database: trust works (and can be inspected) even when no task ever ran.
"""

from __future__ import annotations

import difflib
import json
import re
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from openkoi.errors import ConfigError, PolicyViolation, StorageError, UsageError
from openkoi.fsio import atomic_append, atomic_write
from openkoi.mind.guardian import tool_guard
from openkoi.tools import sandbox
from openkoi.tools.base import EFFECT_NONE, Tool, ToolContext
from openkoi.tools.policy import NETWORK, path_params

ASK, SUGGEST, ACT, AUTONOMOUS = "ask", "suggest", "act", "autonomous"
LEVELS = (ASK, SUGGEST, ACT, AUTONOMOUS)  # most careful first
DEFAULTS = {"files": ACT, "shell": ACT, "git": ACT, "network": ACT, "agents": ACT,
            "external": ACT}  # external: MCP servers' tools unless their config names one

_DOMAIN = re.compile(r"^[a-z][a-z0-9_-]{0,31}(:[^\s:]{1,200})?$")
_GIT = re.compile(r"(^|[;&|(]\s*|\s)git\s")
_NETWORK = NETWORK  # shell commands in the network domain (the sandbox lets them online)

Confirm = Callable[[str], bool | None]  # the question -> yes / no / None (no terminal)
Guard = Callable[[Tool, dict[str, Any], ToolContext], str | None]


def check_level(level: str) -> str:
    if level not in LEVELS:
        raise UsageError(f"unknown trust level {level!r}", hint=f"use one of {', '.join(LEVELS)}")
    return level


def known_domains() -> set[str]:
    """The built-in domains and every registered tool's own domain."""
    from openkoi.tools.registry import default_registry

    registry = default_registry()
    return set(DEFAULTS) | {registry.get(name).domain for name in registry.names()} \
        | _mcp_domains()


def _mcp_domains() -> set[str]:
    """The trust domains the configured MCP servers' tools use (``domain`` in config.toml)."""
    from openkoi.config import Paths, load_settings

    try:
        settings = load_settings(Paths.from_env())
    except ConfigError:
        return set()  # the config's own checks say what is wrong
    return {str(t.get("domain", "external")) for t in settings.mcp_servers.values()}


def check_domain(domain: str) -> str:
    domain = domain.strip().rstrip("/")
    if not _DOMAIN.match(domain):
        raise UsageError(f"invalid trust domain {domain!r}",
                         hint="e.g. files, shell, git, network or files:src/auth")
    base, _, prefix = domain.partition(":")
    known = known_domains()
    if base not in known:
        close = difflib.get_close_matches(base, sorted(known), n=1)
        raise UsageError(f"unknown trust domain {base!r}",
                         hint=(f"did you mean {close[0]!r}? " if close else "")
                         + f"known: {', '.join(sorted(known))}")
    if prefix and base != "files":
        raise UsageError(f"only files domains take a path prefix, not {base!r}",
                         hint="e.g. files:src/auth")
    if prefix.startswith("/") or ".." in Path(prefix).parts:
        raise UsageError(f"the path in {domain!r} must be relative to the workspace",
                         hint="e.g. files:src/auth")
    return domain


@dataclass
class TrustStore:
    """The levels file and the audit log under the config folder."""

    path: Path
    audit_path: Path

    @classmethod
    def at(cls, home: Path) -> TrustStore:
        return cls(home / "trust.json", home / "state" / "trust-audit.jsonl")

    def granted(self) -> dict[str, str]:
        """What the user set explicitly (no defaults)."""
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as exc:
            raise ConfigError(f"cannot read {self.path}: {exc}",
                              hint="fix or delete the file; `openkoi trust grant` rewrites it"
                              ) from None
        levels = data.get("levels") if isinstance(data, dict) else None
        if not isinstance(levels, dict) or not all(
                isinstance(v, str) and v in LEVELS for v in levels.values()):
            raise ConfigError(f"{self.path} is not a trust file",
                              hint='expected {"levels": {"shell": "ask", ...}}; delete it to '
                              "start over")
        return {str(k): str(v) for k, v in levels.items()}

    def levels(self) -> dict[str, str]:
        return DEFAULTS | self.granted()

    def grant(self, domain: str, level: str) -> None:
        self._write(self.granted() | {check_domain(domain): check_level(level)})

    def revoke(self, domain: str) -> bool:
        """Back to the default; False when nothing was granted for it."""
        granted = self.granted()
        found = granted.pop(check_domain(domain), None) is not None
        if found:
            self._write(granted)
        return found

    def _write(self, levels: dict[str, str]) -> None:
        text = json.dumps({"levels": dict(sorted(levels.items()))}, indent=2) + "\n"
        try:
            atomic_write(self.path, text)
        except OSError as exc:
            raise StorageError(f"cannot write {self.path}: {exc}",
                               hint="check the folder's permissions") from None

    def record(self, entry: Mapping[str, Any]) -> None:
        line = json.dumps({"ts": time.time()} | dict(entry), default=str) + "\n"
        try:
            atomic_append(self.audit_path, line)
        except OSError as exc:
            raise StorageError(f"cannot write the trust audit log {self.audit_path}: {exc}",
                               hint="check the folder's permissions") from None

    def audit(self, domain: str | None = None, limit: int | None = 50) -> list[dict[str, Any]]:
        """Audit records, oldest first; ``domain`` keeps that domain and its sub-domains."""
        try:
            lines = self.audit_path.read_text(encoding="utf-8").splitlines()
        except FileNotFoundError:
            return []
        except OSError as exc:
            raise StorageError(f"cannot read {self.audit_path}: {exc}") from None
        out = []
        for line in lines:
            try:
                entry = json.loads(line)
            except ValueError:
                continue  # a torn last line after a crash
            d = str(entry.get("domain", ""))
            if domain is None or d == domain or d.startswith(domain + ":"):
                out.append(entry)
        return out[-limit:] if limit else out


def domain_for(levels: Mapping[str, str], tool: Tool, args: Mapping[str, Any],
               workspace: Path) -> tuple[str, str] | None:
    """(domain, level) governing this call; None for a call that changes nothing."""
    if tool.effect == EFFECT_NONE:
        return None
    if tool.domain == "files":
        return _files_domain(levels, args, tool, workspace)
    if tool.domain == "shell":
        cmd = str(args.get("command") or "")
        found = ["shell"] + (["git"] if _GIT.search(" " + cmd) else []) + (
            ["network"] if _NETWORK.search(cmd) else [])
        # the most careful level; on a tie the most specific domain names it
        ranked = sorted(reversed(found), key=lambda d: LEVELS.index(levels.get(d, ACT)))
        return ranked[0], levels.get(ranked[0], ACT)
    return tool.domain, levels.get(tool.domain, ACT)


def _files_domain(levels: Mapping[str, str], args: Mapping[str, Any], tool: Tool,
                  workspace: Path) -> tuple[str, str]:
    rel = ""
    for name in path_params(tool):
        value = args.get(name)
        if isinstance(value, str):
            p = Path(value)
            try:
                rel = (p.relative_to(workspace) if p.is_absolute() else p).as_posix()
            except ValueError:
                rel = ""
            break
    best = "files"
    for domain in levels:
        prefix = domain.partition(":")[2] if domain.startswith("files:") else ""
        if prefix and (rel == prefix or rel.startswith(prefix + "/")) and len(domain) > len(best):
            best = domain
    return best, levels.get(best, ACT)


def autonomous_calls(store: TrustStore, registry: Any, workspace: Path
                     ) -> Callable[[str, dict[str, Any]], bool]:
    """A predicate for the progress printer: is this call at trust level 'autonomous'?
    (Those run silently; the guard writes each one to the audit log.)"""
    levels = store.levels()

    def silent(name: str, args: dict[str, Any]) -> bool:
        if AUTONOMOUS not in levels.values() or name not in registry.names():
            return False
        found = domain_for(levels, registry.get(name), args, workspace)
        return found is not None and found[1] == AUTONOMOUS

    return silent


def describe(tool: Tool, args: Mapping[str, Any], limit: int = 300) -> str:
    """``run_shell: make test`` / ``write_file: src/a.py (120 chars)``: the call in words."""
    if isinstance(args.get("command"), str):
        text = args["command"]
    else:
        bits = []
        for k, v in args.items():
            bits.append(f"{k}=({len(v)} chars)" if isinstance(v, str) and len(v) > 80
                        else f"{k}={v}")
        text = ", ".join(bits)
    return f"{tool.name}: {text}"[:limit]


def make_guard(store: TrustStore, *, task_id: str = "", confirm: Confirm | None = None,
               first: Guard | None = tool_guard, cap: str | None = None) -> Guard:
    """The registry's guard hook enforcing the trust levels (after ``first``, the Guardian's
    per-call vetting, on every surface unless the user overrode the Guardian: ``first=None``).

    Returns a refusal reason for ``first``'s refusals; raises PolicyViolation (its message is
    what the model reads) for ask-without-consent and suggest; returns None to let it run.
    ``cap``: the most delegated level any domain may have here (an agent's ``trust`` in an
    agents file): it lowers a level, never raises one."""
    levels = store.levels()
    if cap is not None:
        ceiling = LEVELS.index(check_level(cap))
        levels = {d: LEVELS[min(LEVELS.index(lv), ceiling)] for d, lv in levels.items()}
        levels |= {d: cap for d in DEFAULTS if LEVELS.index(DEFAULTS[d]) > ceiling
                   and d not in levels}

    def guard(tool: Tool, args: dict[str, Any], ctx: ToolContext) -> str | None:
        if first is not None:
            refusal = first(tool, args, ctx)
            if refusal:
                return refusal
        found = domain_for(levels, tool, args, ctx.workspace)
        if found is None:
            return None
        domain, level = found
        unwalled = tool.domain == "shell" and not sandbox.available()
        if unwalled and level in (ACT, AUTONOMOUS):
            sandbox.warn_once()
            level = ASK  # no sandbox: a person sees every command first (fail closed)
        what = describe(tool, args)
        entry = {"task_id": task_id, "domain": domain, "level": level, "tool": tool.name,
                 "call": what, "workspace": str(ctx.workspace)}
        if level == AUTONOMOUS:
            store.record(entry | {"action": "ran autonomously"})
        elif level == SUGGEST:
            store.record(entry | {"action": "suggested (not run)"})
            raise PolicyViolation(
                f"not run: trust for {domain} is 'suggest', so this was recorded as a "
                f"proposal for the user: {what}",
                hint="tell the user what you propose and why; do not retry it")
        elif level == ASK:
            why = "there is no sandbox" if unwalled else f"{domain} is at 'ask'"
            answer = confirm(f"[TRUST] {why}: allow {what}?") if confirm else None
            action = ("refused (no terminal)" if answer is None
                      else "confirmed" if answer else "declined")
            store.record(entry | {"action": action})
            if answer is None and unwalled:
                raise PolicyViolation(
                    f"not run: there is no sandbox ({sandbox.detect().detail}), so every "
                    "shell command needs confirmation and no one is at a terminal",
                    hint="say what you wanted to run; the user can install bubblewrap")
            if answer is None:
                raise PolicyViolation(
                    f"not run: trust for {domain} is 'ask' and no one is at a terminal to "
                    "confirm it", hint=f"say what you wanted to do; the user can run "
                    f"`openkoi trust grant {domain} act`")
            if not answer:
                raise PolicyViolation(f"not run: the user declined {what}",
                                      hint="do it another way, or ask the user")
        return None

    return guard
