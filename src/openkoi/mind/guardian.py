"""The Guardian's deterministic rules: what the model cannot talk its way past.

Two questions, both answered with a list of reasons (empty = nothing known against it):

- ``check_task(text)``: is the task, in words, an irreversible or destructive operation?
  (deleting databases or data, force-pushes, history rewrites, credential files, disk and
  permission changes, piping the network into a shell). Any shell command quoted in the text
  is also checked as a command.
- ``check_command(cmd, workspace=...)``: is this shell command one? It reuses
  ``tools.policy.classify_command`` (the executor's own deny-list and the ``rm -r`` workspace
  check) and adds the Guardian's stricter ``COMMAND_RULES``.

``tool_guard`` adapts ``check_command`` to the tool registry's ``guard`` hook, so every tool
call is vetted at execution time, not only the task text. Rules are data: compiled patterns
with the reason shown to the user.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from openkoi.mind import command_rules
from openkoi.tools.base import Tool, ToolContext
from openkoi.tools.policy import Rule, classify_command, path_params

_I = r"(?i)"
_NOSEP = r"[^;&|\n]*"
_SECRETS = (r"(\.ssh/(id_[a-z0-9]+|authorized_keys)|\.aws/credentials|\.netrc\b|\.pgpass\b"
            r"|\.gnupg/|\.docker/config\.json|\.kube/config|/etc/shadow\b|\.git-credentials\b"
            r"|\.npmrc\b|\.pypirc\b)")


def _r(pattern: str, reason: str) -> Rule:
    return Rule(re.compile(_I + pattern), reason)


# Shell commands the executor's deny-list lets through but the Guardian does not.
COMMAND_RULES: tuple[Rule, ...] = (
    _r(r"\bdrop\s+(database|schema|table|keyspace|collection)\b",
       "DROP deletes a database or table permanently"),
    _r(r"\btruncate\s+(table\s+[\w.\"`]+|[\w.\"`]+\s*(;|$|'|\"))",
       "TRUNCATE deletes every row of a table"),
    _r(r"\bdelete\s+from\s+[\w.\"`]+\s*(;|$|\"|')", "DELETE without WHERE empties a table"),
    _r(r"\b(dropdb|dropuser)\b", "dropdb deletes a database permanently"),
    _r(r"\b(flushall|flushdb)\b", "FLUSHALL deletes every key in Redis"),
    _r(r"\.drop(Database|Collection)\s*\(", "dropDatabase deletes a database permanently"),
    _r(r"\bgit\b" + _NOSEP + r"\breset\s+(\S+\s+)*--hard\b",
       "git reset --hard discards commits and uncommitted work"),
    _r(r"\bgit\b" + _NOSEP + r"\b(filter-branch|filter-repo)\b", "rewrites the git history"),
    _r(r"\bgit\b" + _NOSEP + r"\bpush\b" + _NOSEP + r"\s(\+\S+|--mirror\b|--delete\b|:\S+)",
       "this push overwrites or deletes a remote branch"),
    _r(r"\bgit\b" + _NOSEP + r"\bclean\s+(-\w*f\w*\s+)*-\w*[dx]\w*", "git clean -d/-x deletes "
       "untracked files for good"),
    _r(r"\bgit\b" + _NOSEP + r"\b(branch\s+-D|update-ref\s+-d|reflog\s+expire)\b",
       "deletes git refs or history"),
    _r(r"\bchmod\s+(-\w+\s+)*(-\w*R\w*|--recursive)\s+(\S+\s+)*0?777\b",
       "chmod -R 777 opens every file to everyone"),
    _r(r"\bchmod\s+(-\w+\s+)*0?777\s+(-\w*R\w*|--recursive)\b",
       "chmod -R 777 opens every file to everyone"),
    _r(r"\bchown\s+(-\w+\s+)*(-\w*R\w*|--recursive)\s+(\S+\s+)*/(\s|$|etc|usr|var|bin|home)",
       "chown -R on a system directory"),
    _r(r"\b(fdisk|parted|wipefs|shred|sfdisk)\b",
       "partitions, wipes or shreds a disk or file for good"),
    _r(r"\b(curl|wget)\b" + _NOSEP + r"\|\s*(sudo\s+)?(python3?|perl|ruby|node)\b",
       "piping a download into an interpreter runs unreviewed code"),
    _r(r"\b(ba|z)?sh\s+<\(\s*(curl|wget)\b", "running a download in a shell"),
    _r(_SECRETS, "touches a credential file"),
    _r(r"\b(terraform|pulumi)\s+destroy\b", "destroys real infrastructure"),
    _r(r"\bkubectl\s+delete\s+(ns|namespace|pv|pvc|--all)\b", "deletes cluster resources"),
    _r(r"\baws\s+s3\s+(rb|rm)\b" + _NOSEP + r"--(force|recursive)\b",
       "deletes a cloud storage bucket's data"),
)

_DESTROY = (r"(delete|drop|wipe|destroy|erase|purge|nuke|remove|truncate|empty|clear out"
            r"|get rid of)")
_DATA = (r"(database|databases|\bdb\b|\bdbs\b|tables?\b|schema\b|bucket|cluster|backups?"
         r"|(prod|production|staging|live)(\s+(data|server|environment|env|db)|\s*$)"
         r"|(every|all)\s+(the\s+)?rows?\b"
         r"|user\s+(data|accounts|records)|all\s+(the\s+)?(data|records|rows|users))")

# What a task, in words, may ask for that the Guardian will not approve unasked.
PROSE_RULES: tuple[Rule, ...] = (
    _r(_DESTROY + r"\b(\s+\S+){0,4}?\s+" + _DATA,
       "deletes a database or its data: irreversible, high blast radius"),
    _r(r"\bforce[- ]?push", "a force-push overwrites shared history"),
    _r(r"\boverwrite\b(\s+\S+){0,2}\s+(origin|remote|upstream)\b",
       "overwrites a shared remote branch"),
    _r(r"\b(delete|remove|wipe|rm)\b(\s+\S+){0,2}\s+\.git\b(?!ignore|attributes|hub)",
       "deletes the repository history"),
    _r(r"\b(rewrite|rewriting|squash|purge)\b(\s+\S+){0,3}\s+(git\s+)?history\b",
       "rewrites shared git history"),
    _r(r"\b(wipe|format|erase|reformat)\b(\s+\S+){0,3}\s+(disk|drive|partition|ssd|hard drive"
       r"|file ?system)", "wipes a disk"),
    _r(r"\b(delete|remove|wipe|erase)\b(\s+\S+){0,3}\s+(home (directory|folder)|root (directory"
       r"|folder|file ?system)|every ?thing (on|in) (the|my) (disk|machine|computer))",
       "deletes data outside the workspace"),
    # "email" the verb, not the noun: "validate the email format and a minimum password length"
    _r(r"\b(send|upload|post|print|show|copy|email(?!\s+(format|address(es)?|field|validation|"
       r"regex|input|column|domain|verification)\b)|paste|leak|commit|cat)\b(\s+\S+){0,4}\s+"
       r"(private (ssh )?keys?|ssh keys?|credentials|passwords?|api keys?|secret keys?|tokens)\b",
       "exposes credentials"),
    _r(r"\b(world[- ]writable|permissions? (of|on) every ?thing|777 (on|for) (every|all|the "
       r"whole))", "opens permissions to everyone"),
    _r(r"\b(disable|turn off|bypass)\b(\s+\S+){0,3}\s+(firewall|selinux|authentication|2fa|mfa)",
       "removes a safety control"),
    # TLS verification switched off: a setting a task asks to write (in a client, a deploy
    # script, a Dockerfile), not a command the executor runs, so a word rule (it yields to a
    # task the intent check rates benign: "explain what verify=False does", a local dev
    # server's self-signed certificate). At execution time `curl -k` stays allowed.
    _r(r"\bverify\s*=\s*false\b|\bNODE_TLS_REJECT_UNAUTHORIZED\s*=?\s*['\"]?0\b"
       r"|\bcurl\b[^;&|\n]*\s(-[a-zA-Z]*k[a-zA-Z]*|--insecure)\b|\brejectUnauthorized\s*:\s*false\b"
       r"|\bInsecureSkipVerify\s*:\s*true\b|\bsslVerify\s*=?\s*false\b"
       r"|\b(disable|turn off|switch off|skip|bypass|ignore)\b(\s+\S+){0,3}\s+(tls|ssl|https"
       r"|certificate|cert)\s+(verification|validation|checks?|errors?)",
       "turns off TLS certificate verification: anyone on the path can read and change "
       "the traffic"),
)
# Commands in a task's text that the executor's checks judge against a workspace: a task
# names none, and an absolute system path or ~ is outside any of them.
TASK_RULES: tuple[Rule, ...] = PROSE_RULES + (
    _r(r"\brm\s+(-\w+\s+)*-\w*[rR]\w*\s+(\S+\s+)*(/(etc|var|usr|bin|sbin|boot|lib\w*|opt|srv"
       r"|root|home|mnt|media)\b|~(/|\s|$)|\$HOME\b)",
       "rm -r of a system or home directory: outside the workspace"),
)


PROSE_REASONS = frozenset(rule.reason for rule in PROSE_RULES)
_SECRET_PATH = re.compile(_I + _SECRETS)
_RM = re.compile(r"\b(sudo\s+)?rm\s")


def check_command(cmd: str, *, workspace: Path | None = None, parsed: bool = True
                  ) -> list[str]:
    """Reasons the Guardian refuses this shell command; empty when none is known.

    ``parsed``: also read it as bash would (``command_rules``), so quoting, ``bash -c`` and
    ``cd`` cannot hide a command; off for prose (a task's text is not a command line)."""
    reasons = classify_command(cmd, workspace=workspace)
    reasons += [rule.reason for rule in COMMAND_RULES if rule.pattern.search(cmd)]
    if parsed:
        reasons += command_rules.check(cmd, workspace=workspace, rules=COMMAND_RULES)
    return list(dict.fromkeys(reasons))


def check_task(text: str) -> list[str]:
    """Reasons the Guardian blocks this task outright; empty when the rules are silent."""
    reasons = [rule.reason for rule in TASK_RULES if rule.pattern.search(text)]
    reasons += check_command(text, parsed=False)  # a task may quote the command it wants run
    for start in _RM.finditer(text):  # "run rm -rf ~ to clean up": check from the rm on
        reasons += check_command(text[start.start():], parsed=False)
    return list(dict.fromkeys(reasons))


def prose_only(reasons: list[str]) -> bool:
    """Whether every reason came from a rule that reads words (``PROSE_RULES``: "delete ...
    database", "print ... passwords"), none from a command the text names."""
    return bool(reasons) and all(r in PROSE_REASONS for r in reasons)


def check_tool_call(tool: Tool, args: Mapping[str, Any], workspace: Path | None) -> list[str]:
    """Reasons the Guardian refuses one tool call."""
    reasons: list[str] = []
    if tool.domain == "shell" and isinstance(args.get("command"), str):
        reasons += check_command(args["command"], workspace=workspace)
    for name in path_params(tool):
        value = args.get(name)
        if isinstance(value, str) and _SECRET_PATH.search(value):
            reasons.append("touches a credential file")
    return list(dict.fromkeys(reasons))


def tool_guard(tool: Tool, args: Mapping[str, Any], ctx: ToolContext) -> str | None:
    """The registry's ``guard`` hook: a refusal reason, or None to let the call run."""
    reasons = check_tool_call(tool, args, ctx.workspace)
    return "; ".join(reasons) if reasons else None
