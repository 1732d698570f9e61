"""Static analysis of the changed files: syntax (compile) and ruff's error-class rules
(undefined names, unused imports, ...). Python only for now; other languages are left out
of the weighting rather than guessed at.

A name used on a line the change wrote that nothing defines (ruff's F821), or a local name
read before it is set (F823), is a NameError wherever that line runs: a blocker, and
grounded evidence that the code fails. On heldout33's allotment_harvest_edit, the new
``monthly_totals`` read ``day`` from a loop that unpacked ``_``; every call of it raised,
and the loop, whose checks never called it, scored 0.97 with a "major" lint finding;
candle_batch_module's ``pours = pours(...)`` raised UnboundLocalError on every call. (An
undefined name the given code already had is left a major finding: the change did not
write it.)"""

from __future__ import annotations

import json
import sys

from openkoi.engine.evaluators.base import EvalContext, Part
from openkoi.engine.evaluators.commands import run_command
from openkoi.records import Finding

RUFF_RULES = "E9,F"  # syntax errors and pyflakes: real bugs, not taste
# Codes that break the program when it runs (undefined names, bad comparisons, misplaced
# statements); the rest (unused imports and variables...) are untidiness.
MAJOR_CODES = ("F821", "F822", "F823", "F63", "F7", "F81", "E9")
UNDEFINED = ("F821", "F823")  # a name nothing defines; a local read before it is set
PENALTY = {"blocker": 1.0, "major": 0.3, "minor": 0.1}
SYNTAX_CAP = 0.4


class StaticAnalysis:
    name = "lint"

    async def evaluate(self, ctx: EvalContext) -> Part:
        py_files = [n for n in ctx.changed if n.endswith(".py") and n in ctx.after.files]
        if not py_files:
            return Part(self.name, applicable=False, evidence="no changed Python files")
        findings: list[Finding] = []
        syntax_broken = False
        for name in py_files:
            source = ctx.after.files[name].decode("utf-8", errors="replace")
            try:
                compile(source, name, "exec")
            except SyntaxError as exc:
                syntax_broken = True
                findings.append(Finding("blocker", "lint", f"syntax error: {exc.msg}",
                                        f"{name}:{exc.lineno}", "fix the syntax"))
        evidence = ""
        if not syntax_broken:
            result = await run_command(
                [sys.executable, "-m", "ruff", "check", "--no-cache", "--isolated",
                 "--select", RUFF_RULES, "--output-format", "json", *py_files],
                ctx.workspace, ctx.timeout_s)
            evidence = result.output[-4000:]
            findings.extend(_ruff_findings(result.output, ctx))
        penalty = sum(PENALTY.get(f.severity, 0.1) for f in findings)
        score = 0.0 if syntax_broken else max(0.0, 1.0 - penalty)
        failed = any(f.severity == "blocker" for f in findings)
        return Part(self.name, score, findings=findings, evidence=evidence,
                    dimensions={"lint": score}, cap=SYNTAX_CAP if syntax_broken else None,
                    grounded="failed" if failed else "")


def _ruff_findings(output: str, ctx: EvalContext) -> list[Finding]:
    try:
        items = json.loads(output or "[]")
    except ValueError:
        return []  # ruff missing or crashed: no evidence either way
    findings: list[Finding] = []
    old_lines: dict[str, set[str] | None] = {}  # each file's lines as it was, read once
    index: dict[str, int] = {}  # the same message in many places is one finding
    counts: dict[str, int] = {}
    for item in items if isinstance(items, list) else []:
        filename = str(item.get("filename", ""))
        try:
            rel = str(ctx.workspace.joinpath(filename).resolve().relative_to(ctx.workspace))
        except ValueError:
            rel = filename
        row = (item.get("location") or {}).get("row", "?")
        fix = (item.get("fix") or {}).get("message") or ""
        message = f"{item.get('code')}: {item.get('message')}"
        code = str(item.get("code", ""))
        severity = "major" if code.startswith(MAJOR_CODES) else "minor"
        if code in UNDEFINED and _written(ctx, rel, row, old_lines):
            severity = "blocker"
        if message in index:
            counts[message] += 1
            first = findings[index[message]]
            if severity == "blocker" != first.severity:  # (written here, not where first)
                first.severity, first.location = severity, f"{rel}:{row}"
            continue
        index[message], counts[message] = len(findings), 1
        findings.append(Finding(severity, "lint", message, f"{rel}:{row}", fix))
    for message, n in counts.items():
        if n > 1:
            f = findings[index[message]]
            f.message += f" ({n} places; one is shown)"
    return findings


def _written(ctx: EvalContext, name: str, row: object,
             old_lines: dict[str, set[str] | None]) -> bool:
    """Whether line ``row`` of ``name`` is one the change wrote: the file is new, or the
    line (stripped) is not a line of the file as it was (``old_lines``: those lines per
    file, filled as files are first asked about)."""
    after = ctx.after.files.get(name)
    if after is None or not isinstance(row, int):
        return False
    lines = after.decode("utf-8", errors="replace").splitlines()
    if not 0 < row <= len(lines):
        return False
    if name not in old_lines:
        before = ctx.before.files.get(name)
        old_lines[name] = None if before is None else {
            line.strip() for line in before.decode("utf-8", errors="replace").splitlines()}
    old = old_lines[name]
    return old is None or lines[row - 1].strip() not in old
