"""Running a script as an error case states it, and judging what it did.

``run_script`` runs an ``ErrorRun`` (``error_runs``) in the evaluators' sandbox, with stdout
and stderr kept apart (a small runner in the sandbox starts the script and reports both);
``satisfied`` says whether it ended as the task states: the exit status, the message on the
stated stream, an empty stdout where the task says so, and no traceback.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from openkoi.engine.evaluators.commands import run_command
from openkoi.engine.evaluators.error_runs import ErrorRun
from openkoi.engine.grounding.run import marked

MARKER = "@@openkoi-script@@"


@dataclass(frozen=True)
class ScriptResult:
    exit_code: int | None  # None: it did not finish
    stdout: str
    stderr: str

    def describe(self) -> str:
        if self.exit_code is None:
            return "it did not finish"
        out, err = self.stdout.strip().splitlines(), self.stderr.strip().splitlines()
        said = [f"{lines[0 if name == 'stdout' else -1][:120]!r} on {name}"
                for name, lines in (("stdout", out), ("stderr", err)) if lines]
        return f"it exited with status {self.exit_code} and printed " + \
            (" and ".join(said) if said else "nothing")



def satisfied(run: ErrorRun, got: ScriptResult) -> bool:
    """Whether a run ended as the task states."""
    if got.exit_code is None or "Traceback (most recent call last)" in got.stderr:
        return False
    if run.exit_code is not None and (got.exit_code == 0 if run.exit_code < 0
                                      else got.exit_code != run.exit_code):
        return False
    if run.quiet and got.stdout.strip():
        return False
    if run.stdout is not None and got.stdout.strip() != run.stdout.strip():
        return False
    where = got.stderr if run.stream == "stderr" else got.stdout + "\n" + got.stderr
    text = " ".join(where.split())
    at = 0
    for part in run.message:
        found = text.find(part, at)
        if found < 0:
            return False
        at = found + len(part)
    return True


_RUNNER = r'''
import json, subprocess, sys
timeout, script, *args = sys.argv[1:]
try:
    done = subprocess.run([sys.executable, script, *args], capture_output=True,
                          timeout=float(timeout))
    row = {"exit": done.returncode, "stdout": done.stdout.decode("utf-8", "replace"),
           "stderr": done.stderr.decode("utf-8", "replace")}
except subprocess.TimeoutExpired:
    row = {"exit": None, "stdout": "", "stderr": ""}
sys.stdout.write("\n''' + MARKER + r'''" + json.dumps(row) + "\n")
'''


async def run_script(run: ErrorRun, root: Path, timeout_s: float) -> ScriptResult:
    """Run ``run`` in ``root`` (a throwaway copy of the workspace; the input files the run
    needs are written there first) through the sandboxed command runner, stdout and stderr
    apart (a small runner in the sandbox starts the script and reports both)."""
    for name, text in run.data:
        (root / name).write_text(text, encoding="utf-8")
    result = await run_command([sys.executable, "-I", "-c", _RUNNER, str(timeout_s), run.file,
                                *run.args], root, timeout_s + 5, stdin=run.stdin)
    row = marked(result.output, MARKER)
    if not isinstance(row, dict):
        return ScriptResult(None, "", result.output[-400:])
    code = row.get("exit")
    return ScriptResult(code if isinstance(code, int) else None, str(row.get("stdout", "")),
                        str(row.get("stderr", "")))
