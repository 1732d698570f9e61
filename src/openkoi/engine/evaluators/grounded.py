"""Grounded evaluators that run the code: the task's stated examples, and its programs.

``StatedExamples`` turns the examples in the task and the changed files' docstrings into
tests (``openkoi.engine.grounding``) and runs them. ``ProgramRuns`` runs the example runs
the task states (``$ python wc.py notes.txt`` and the output under it, ``echo "a b" |
python wc.py``, "hello.py that prints exactly: Hello!"), comparing the stated output, and the
error cases the task states for it ("If FILE does not exist, print ... to stderr and exit
with status 1": ``error_runs``), checking the status, message and stream; a script the
task calls a command-line program with neither is run once with no arguments and no
input, where only a crash counts. A
run that matched stated output is grounded evidence that the work is right; any mismatch or
crash is a failing grounded check. Both run in subprocesses through the command runner;
programs run in a throwaway copy of the workspace, so what they write is not kept.
"""

from __future__ import annotations

import re
import shlex
import sys
from collections.abc import Collection, Mapping
from dataclasses import dataclass, replace

from openkoi.engine.evaluators.base import EvalContext, Part
from openkoi.engine.evaluators.checks import _CLI, is_test_file, programs, python_sources
from openkoi.engine.evaluators.commands import run_command
from openkoi.engine.evaluators.crash_site import crash_site, needs_input
from openkoi.engine.evaluators.error_runs import (
    DATA_FILE,
    UNRUN,
    ErrorRun,
    failure_clauses,
    stated_errors,
)
from openkoi.engine.evaluators.independent import enough
from openkoi.engine.evaluators.script_run import run_script, satisfied
from openkoi.engine.evaluators.shown_input import PROSE as _PROSE
from openkoi.engine.evaluators.shown_input import file_blocks, file_runs, output_block
from openkoi.engine.evaluators.tests import FAILING_TESTS_CAP
from openkoi.engine.evaluators.unchecked import UNCHECKED, unchecked
from openkoi.engine.grounding import examples_to_tests, run_grounded
from openkoi.engine.grounding.cases import GroundedTest
from openkoi.engine.grounding.fitted import fitted, fitted_findings
from openkoi.engine.grounding.kept import answer, kept_behaviour, unraised
from openkoi.engine.grounding.laid import laid_down
from openkoi.engine.grounding.shown import UNSHOWN, unshown
from openkoi.records import Finding

# how a failing stated example's finding begins; what follows up to " fails" names it
# (``stops.failing_examples`` reads it)
STATED = "the stated example "

PROGRAM_TIMEOUT_S = 10.0
_COMMAND = re.compile(
    r"^\s*(?:[$>]\s*)?(?:echo\s+(?P<echo>.+?)\s*\|\s*"
    r"|printf\s+(?P<printf>'[^'%\n]*'|\"[^\"%\n]*\")\s*\|\s*)?python3?\s+(?P<file>[\w./-]+\.py)"
    r"(?P<args>[^|>`]*)`?\s*$")


class StatedExamples:
    name = "examples"

    async def evaluate(self, ctx: EvalContext) -> Part:
        files = {n: ctx.after.files[n].decode("utf-8", "replace") for n in ctx.after.files
                 if n.endswith(".py") and not is_test_file(n)
                 and (n in ctx.changed or n in ctx.task)}
        # the docstrings the task gave, not the draft's; and the tests it gave, whose calls
        # a stated bound builds on
        given = {n: data.decode("utf-8", "replace") for n, data in ctx.before.files.items()
                 if n in files or (n.endswith(".py") and is_test_file(n))}
        drafted = {n: data.decode("utf-8", "replace") for n, data in ctx.after.files.items()
                   if n.endswith(".py") and is_test_file(n)}
        tests = examples_to_tests(ctx.task, files, given, drafted) if files else []
        # the behaviour the task says stays, as the code as the task gave it answers
        kept = await kept_behaviour(ctx.task, ctx.before.files, {
            n: d.decode("utf-8", "replace") for n, d in ctx.after.files.items()
            if n.endswith(".py")}, min(ctx.timeout_s, 60.0))
        tests += kept
        if not tests:
            return Part(self.name, applicable=False, evidence="no stated examples to run")
        results = await run_grounded(tests, ctx.workspace, min(ctx.timeout_s, 60.0))
        failed = [r for r in results if not r.passed]
        # examples answered by a branch that matches their input, not by the rule
        fit = await fitted(tests, results, ctx.after.files, min(ctx.timeout_s, 60.0),
                          files)
        findings = [Finding("major", "examples", f"the task says the behaviour stays, but "
                            f"{unraised(r.test.call)} {answer(r.test.call, r.actual)} where "
                            f"the code as the task gave it "
                            f"{answer(r.test.call, str(r.test.expected))}",
                            r.test.name,
                            "keep what the code did for every input")
                    if r.test in kept else
                    Finding("major", "examples", f"{STATED}{r.test.describe()} "
                            f"fails: got {r.got()}", r.test.name,
                            "make the code give what the example states") for r in failed[:5]]
        findings += fitted_findings(fit)
        fit_tests = {b.test for b in fit}
        score = (len(results) - len(failed) - len(fit_tests)) / len(results)
        lines = [r.describe() + (" (only through a branch that matches its input)"
                                 if r.test in fit_tests else "") for r in results]
        failed += [r for r in results if r.test in fit_tests]
        grounded = "failed" if failed else "passed"
        if not failed and all(t.guard for t in tests):
            # only refusals and kept inputs ran: nothing shows the code does its work (a
            # `return None` keeps its input)
            grounded = ""
            lines.append("every stated example is an input the code must refuse or leave as "
                         "it is: they show nothing of what it returns")
        elif not failed and await unshown(ctx.task, ctx.before.files, ctx.after.files, tests,
                                        min(ctx.timeout_s, 60.0)):
            grounded = ""  # the old code answers every example the same: no sign of the change
            lines.append(f"the code as the task gave it passes these examples too: they "
                         f"{UNSHOWN}")
        elif not failed and (names := unchecked(
                ctx.task, {n: given[n] for n in files if n in given}, files,
                [c for t in [*tests, *_agreed(ctx)] if not t.guard for c in (t.call, t.setup)],
                [s for n, s in given.items() if is_test_file(n)])):
            # what passed speaks for the functions it ran, not the others the task asks for
            grounded = "incomplete"
            lines.insert(0, f"the task {UNCHECKED}: " + ", ".join(f"{n}()" for n in names))
        return Part(self.name, score, findings=findings, dimensions={"examples": score},
                    cap=FAILING_TESTS_CAP if failed else None, grounded=grounded,
                    evidence="\n".join(lines)[:4000])


@dataclass(frozen=True)
class Example:
    file: str
    args: list[str]
    stdin: str | None
    expected: str | None  # the output the task shows under the command, if any
    # the input files the task shows for it ("$ cat week.txt" and its lines): name, content
    data: tuple[tuple[str, str], ...] = ()
    status: int | None = None  # the exit status its session shows ("$ echo $?" and "2")
    stdin_file: str | None = None  # the file its input comes from ("python t.py < in.md")

    @property
    def inputs(self) -> list[str]:
        """The arguments and the file its input is redirected from."""
        return [*self.args, *([self.stdin_file] if self.stdin_file else [])]


_PRINTS = re.compile(
    r"(?P<file>[\w./-]+\.py)\b(?P<between>[^\n]*?)\bprints?\s+"
    r"(?:(?:exactly|out)\s*:?\s*(?P<exact>[^\n]+?)"
    r"|(?P<quoted>\"[^\"\n]+\"|'[^'\n]+'|`[^`\n]+`))\s*$", re.M)
# a run stated inline: "`python wc.py notes.txt` prints `2 3 14`", "python days.py a b should
# print 60." (the output quoted, or a bare number), "`echo 'SOS' | python morse.py` prints
# `...`" (its input piped in)
_ECHO = r"(?:echo\s+(?P<echo>\"[^\"\n]*\"|'[^'\n]*'|[^|`\n]+?)\s*\|\s*)?"
_INLINE = re.compile(
    r"`?" + _ECHO + r"python3?\s+(?P<file>[\w./-]+\.py)(?P<args>[^`\n|<>]*?)`?,?\s+"
    r"(?:(?:should|must|will)\s+)?(?:prints?|outputs?|gives?|shows?)[ \t]*:?[ \t]*"
    r"(?:(?P<quoted>\"[^\"\n]+\"|'[^'\n]+'|`[^`\n]+`)|(?P<number>-?\d+(?:\.\d+)?"
    # ... or numbers one space apart: "python split.py 10 3 prints 3.34 3.33 3.33, and ..."
    # (heldout38's taxi_split_cli: neither of its two runs was read)
    r"(?:[ \t]-?\d+(?:\.\d+)?)*)(?=[.;!?)]?(?:\n|$)|[.;!?]\s+[A-Z]|,\s))")
# a run in code whose output follows the line, after a colon: "`python leap.py 1900 2000`
# prints one line per year:" and the lines under it
_LEAD_IN = re.compile(
    r"`" + _ECHO + r"python3?\s+(?P<file>[\w./-]+\.py)(?P<args>[^`\n|<>]*)`[^`\n]*?"
    r"\b(?:prints?|outputs?|gives?|shows?)\b[^`\n]*:[ \t]*\n(?:[ \t]*\n)?"
    r"(?P<block>```[^\n]*\n[\s\S]*?```|(?:[^\n]*\S[^\n]*(?:\n|$))+)")
# an input and the output for it, each under its own line: "For this input:" ... "it prints:"
_IN_OUT = re.compile(
    r"\b(?:for|with|given|on)\s+(?:this|the|an?|the following)\s+input\s*:[ \t]*\n"
    r"(?P<input>(?:[^\n]*\S[^\n]*\n)+)\s*\n[^\n]*?\b(?:prints?|outputs?|gives?)\s*:[ \t]*\n"
    r"(?P<block>(?:[^\n]*\S[^\n]*(?:\n|$))+)", re.I)
# "x.py, for notes.txt, prints '2 3 14'": the one file the run is given
_GIVEN_FILE = re.compile(r"^\W*(?:for|on|with|given)\s+(?:the\s+file\s+)?`?"
                         r"(?P<file>[\w./-]+\.\w+)`?(?:\s+here)?\W*(?:it\s+)?$")
# a run and its output on one line after an arrow: "python perms.py 754  ->  rwxr-xr--";
# two outputs of one run as "750, then rw-------" (one line each)
_ARROW_RUN = re.compile(
    r"^\s*(?:\$\s*)?`?" + _ECHO + r"python3?\s+(?P<file>[\w./-]+\.py)(?P<args>[^`\n|<>]*?)`?"
    r"\s+(?:->|=>|→)\s+(?P<out>\S.*?)\s*$")
_FILE_ARG = re.compile(r"[\w./-]+\.[A-Za-z]\w*")
# runs given by their arguments alone, after a key that says so: "Examples (arguments ->
# output): `501 T20 T20 T20` -> `321 left`, `60 T20` -> `BUST, 60 left`" (heldout22's
# darts_turn_cli), up to the next blank line
_ARGS_KEY = re.compile(r"\b(?:arguments?|args)\s*(?:->|=>|→)\s*(?:outputs?|prints?)\s*\)?\s*:",
                       re.I)  # a key, "(arguments -> output):"; not "no argument -> print `x`"
_ARGS_PAIR = re.compile(r"`(?P<args>[^`\n]+)`\s*(?:->|=>|→)\s*`(?P<out>[^`\n]+)`")


def _unquote(text: str) -> str:
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'`":
        return text[1:-1]
    return text


def _printf(quoted: str | None) -> str | None:
    """What ``printf 'abc\\nxyz\\n'`` writes (its one argument, with no ``%``: the escapes
    ``\\n``, ``\\t`` and ``\\\\`` read); None for no printf."""
    if quoted is None:
        return None
    escapes = {"n": "\n", "t": "\t", "\\": "\\"}
    return re.sub(r"\\([nt\\])", lambda e: escapes[e.group(1)], quoted[1:-1])


def command_examples(task: str) -> list[Example]:
    """The task's example runs: command lines with the output under them, runs stated inline
    ("`python wc.py a.txt` prints `3`", "`echo 'a b' | python wc.py` prints `2`"), a run in
    code whose output is under the line ("`python leap.py 1900` prints:" and the lines
    under it), an input and its output under their own lines ("For this input:" ... "it
    prints:", for the one script the task names), and "x.py that prints exactly: ..." / "x.py that
    prints 'Hello'" (run with no arguments, or with the one file named between: "x.py, for
    notes.txt, prints '2 3 14'"). Where words between the file and "prints" may be its input
    and are not one file, nothing is run: a run without them would contradict the task.
    Runs given by their arguments alone ("Examples (arguments -> output): `60 T20` ->
    `BUST, 60 left`") are of the one script the task names."""
    lines = task.splitlines()
    found: list[Example] = []
    taken: list[tuple[int, int]] = []
    for inline in [*_INLINE.finditer(task), *_LEAD_IN.finditer(task)]:
        try:
            args = shlex.split(inline.group("args"))
            echo = inline.group("echo")
            stdin = " ".join(shlex.split(echo)) + "\n" if echo else None
        except ValueError:
            continue
        groups = inline.groupdict()
        want = output_block(groups["block"]) if groups.get("block") else \
            _unquote(groups.get("quoted") or groups.get("number") or "")
        if want and not any(inline.start() < end and start < inline.end()
                            for start, end in taken):
            found.append(Example(inline.group("file").removeprefix("./"), args, stdin, want))
            taken.append(inline.span())
    scripts = list(dict.fromkeys(m.group(0) for m in re.finditer(r"[\w./-]+\.py\b", task)))
    for block in _IN_OUT.finditer(task) if len(scripts) == 1 else []:
        want = output_block(block.group("block"))
        if want:
            found.append(Example(scripts[0].removeprefix("./"), [], block.group("input"), want))
            taken.append(block.span())
    for p in _PRINTS.finditer(task):
        if any(p.start() < end and start < p.end() for start, end in taken):
            continue
        want = _unquote(p.group("exact") or p.group("quoted") or "")
        between = p.group("between")
        given = _GIVEN_FILE.match(between)
        if not want or (given is None and _input_words(between)):
            continue
        found.append(Example(p.group("file").removeprefix("./"),
                             [given.group("file")] if given else [], None, want))
    for line in lines:
        arrow = _ARROW_RUN.match(line)
        outputs = _arrow_outputs(arrow.group("out")) if arrow else None
        if arrow is None or outputs is None:
            continue
        try:
            args = shlex.split(arrow.group("args"))
            stdin = " ".join(shlex.split(arrow.group("echo"))) + "\n" \
                if arrow.group("echo") else None
        except ValueError:
            continue
        found.append(Example(arrow.group("file").removeprefix("./"), args, stdin,
                             "\n".join(outputs)))
    for i, line in enumerate(lines):
        m = _COMMAND.match(line.strip().strip("`"))
        if not m or _PROSE.search(m.group("args")):  # "python sum.py 1 2 prints the total"
            continue
        if _SYNOPSIS.search(m.group("args")):  # how it is called, not a run
            continue
        try:
            args = shlex.split(m.group("args"))
            stdin = " ".join(shlex.split(m.group("echo"))) + "\n" if m.group("echo") else \
                _printf(m.group("printf"))
        except (ValueError, IndexError):
            continue
        redirected = _redirect(args)
        if redirected is None:
            continue
        args, stdin_file = redirected
        if stdin_file is not None and (stdin is not None or not DATA_FILE.fullmatch(stdin_file)
                                       or stdin_file.startswith("/")
                                       or ".." in stdin_file.split("/")):
            continue
        out: list[str] = []
        indent = line[:len(line) - len(line.lstrip())]  # an indented block quotes the session
        after = lines[i + 1:]
        for nxt in after:
            # another command of the session ("$ echo $?") is no output of this one
            if not nxt.strip() or nxt.strip().startswith(("```", "$ ")) or \
                    _COMMAND.match(nxt.strip()):
                break
            out.append(nxt.rstrip().removeprefix(indent))
        if not "\n".join(out).strip() and _CAPITAL_NAMES.match(m.group("args")):
            continue  # "python tconv.py VALUE FROM TO" with nothing under it: a usage line
        found.append(Example(m.group("file").removeprefix("./"), args, stdin,
                             "\n".join(out).strip() or None,
                             status=_echoed_status(after[len(out):]), stdin_file=stdin_file))
    for key in _ARGS_KEY.finditer(task) if len(scripts) == 1 else []:
        rest = task[key.start():]
        blank = re.search(r"\n[ \t]*\n", rest)
        for pair in _ARGS_PAIR.finditer(rest[:blank.start()] if blank else rest):
            try:
                args = shlex.split(pair.group("args"))
            except ValueError:
                continue
            found.append(Example(scripts[0].removeprefix("./"), args, None,
                                 pair.group("out").strip()))
    found += _runs_in_words(task, found)
    shown = shown_files(task)
    # the one file the runs read that no session shows, where the task shows one file under
    # a line that introduces it ("Example file:" and its lines; heldout55's chili_cookoff_cli)
    unshown = {a for e in found for a in e.inputs if DATA_FILE.fullmatch(a) and a not in shown}
    blocks = file_blocks(task)
    if len(unshown) == 1 and len(blocks) == 1:
        shown[unshown.pop()] = blocks[0][1] + "\n"
    runs = [replace(e, data=tuple((a, shown[a]) for a in dict.fromkeys(e.inputs) if a in shown))
            for e in found]
    # a run on a file the task shows: "for the file above with --rate 12:" (``shown_input``)
    have = {(e.file, tuple(e.args)) for e in runs}
    return runs + [Example(file, args, None, want, data=((name, text),))
                   for file, args, want, name, text in file_runs(task, [
                       s.removeprefix("./") for s in scripts]) if (file, tuple(args)) not in have]


# a usage line: "python bunting.py LENGTH [--width CM] [--gap CM]" (heldout41's bunting_cli:
# run as an example, with its names in capitals as arguments), "python fence.py LENGTH
# [PANEL_WIDTH]" (a run's arguments are never an option or a name in capitals in square
# brackets); with nothing under it, names in capitals alone: "python tides.py FILE HH:MM"
_SYNOPSIS = re.compile(r"(?<![\"'\w])\[(?:--?[A-Za-z][\w-]*|[A-Z][A-Z0-9_]+)\b")
_CAPITAL_NAMES = re.compile(r"^\s*(?:[A-Z][A-Z0-9_]+(?::[A-Z][A-Z0-9_]+)*\s*)+$")


# a run whose lines of output are said in words: "python fence.py 5.49 gives panels: 3 and
# posts: 4, and python fence.py 10 2.4 gives panels: 5 and posts: 6." (heldout40's
# fence_panels_cli: neither run was read, and code wrong on both ended "done")
_WORDS_RUN = re.compile(
    r"`?python3?\s+(?P<file>[\w./-]+\.py)(?P<args>[^`\n|<>]*?)`?\s+"
    r"(?:prints|outputs|gives|shows)\s+(?P<said>[^\n]+?)(?=,\s+and\s+`?python3?\s|[.;](?:\s|$)|$)")
_LABEL = re.compile(r"^(?P<label>[A-Za-z][\w ]{0,30}):\s*\S")


def _labels(lines: list[str]) -> tuple[str, ...]:
    """Each line's ``label`` of ``label: value`` ("" where it has none)."""
    return tuple(m.group("label") if (m := _LABEL.match(line)) else "" for line in lines)


def _runs_in_words(task: str, found: list[Example]) -> list[Example]:
    """Runs whose output the task says in words, line by line: each part of "gives A and B"
    is one line of output where a run of the same script the task shows prints that many
    lines, each ``label: value`` with the same labels in the same order (the shown run says
    what the words stand for); none where no shown run has that shape."""
    shapes = {(e.file, labels) for e in found if e.expected and e.status is None
              and len(labels := _labels(e.expected.splitlines())) > 1 and all(labels)}
    have = {(e.file, tuple(e.args)) for e in found}
    out: list[Example] = []
    for m in _WORDS_RUN.finditer(task):
        file = m.group("file").removeprefix("./")
        parts = [p.strip() for p in re.split(r",?\s+and\s+|,\s+", m.group("said"))]
        labels = _labels(parts)
        try:
            args = shlex.split(m.group("args"))
        except ValueError:
            continue
        if (file, labels) in shapes and (file, tuple(args)) not in have:
            out.append(Example(file, args, None, "\n".join(parts)))
            have.add((file, tuple(args)))
    return out


def _arrow_outputs(text: str) -> list[str] | None:
    """The output lines an arrow run states: one word or a quoted text ("rwxr-xr--",
    "`644`"), or words each after ", then" ("750, then rw-------"); None for prose."""
    parts = re.split(r",\s*(?:and\s+)?then\s+", text.strip().rstrip("."))
    out = [_unquote(p) for p in parts]
    if any(not o or (re.search(r"\s", o) and _unquote(p) == p.strip())
           for o, p in zip(out, parts, strict=True)):
        return None  # words with spaces unquoted: a sentence, not an output
    return out


def _redirect(args: list[str]) -> tuple[list[str], str | None] | None:
    """A command's arguments without its input redirection, and the file it names:
    ``< fruit.md`` (heldout16's md_table_align: its one example run read the table so, and
    ran with ``<`` and the file as arguments, on no input, which failed every right
    version); None for the file where there is no redirection; None for all where the
    command redirects otherwise (twice, or a ``<`` with no file): no run to make of it."""
    at = [i for i, a in enumerate(args) if a.startswith("<")]
    if not at:
        return args, None
    i = at[0]
    if len(at) > 1 or (args[i] == "<" and i + 1 >= len(args)):
        return None
    if args[i] == "<":
        return args[:i] + args[i + 2:], args[i + 1]
    return args[:i] + args[i + 1:], args[i][1:]


_CAT = re.compile(r"^(?P<indent>\s*)(?:[$>]\s*)?cat\s+(?P<file>[\w./-]+)\s*$")


def shown_files(task: str) -> dict[str, str]:
    """The input files a task shows in a shell session: ``$ cat week.txt`` and the lines
    under it, up to a blank line, a fence or the next command (heldout11's shift_hours: its
    example run reads week.txt, which only the task's session holds); in a fenced session a
    blank line is the file's own, up to the next command or the fence (heldout12's
    timesheet_cli: a log with a blank line between entries)."""
    lines = task.splitlines()
    found: dict[str, str] = {}
    fenced = False
    for i, line in enumerate(lines):
        if line.strip().startswith("```"):
            fenced = not fenced
        m = _CAT.match(line.strip("`") if line.strip().startswith("`") else line)
        if not m or not DATA_FILE.fullmatch(m.group("file")) or \
                m.group("file").startswith("/") or ".." in m.group("file").split("/"):
            continue
        body: list[str] = []
        for nxt in lines[i + 1:]:
            if (not nxt.strip() and not fenced) or nxt.strip().startswith(("```", "$ ", "> ")):
                break
            body.append(nxt.rstrip().removeprefix(m.group("indent")))
        while body and not body[-1].strip():
            body.pop()
        if body:
            found.setdefault(m.group("file").removeprefix("./"), "\n".join(body) + "\n")
    return found


def _echoed_status(rest: list[str]) -> int | None:
    """The exit status a session shows right after a run: ``$ echo $?`` and a number."""
    if len(rest) >= 2 and rest[0].strip() in ("$ echo $?", "$ echo \"$?\"") and \
            rest[1].strip().isdigit():
        return int(rest[1].strip())
    return None


def _input_words(between: str) -> bool:
    """Whether the words between a file and "prints" may name its input: a file, something
    quoted or in code, a number, or a word that introduces an input ("for", "given")."""
    return bool(_FILE_ARG.search(between) or re.search(r"[`'\"\d]", between)
                or re.search(r"\b(?:for|on|with|given|when|if|from|called|run)\b", between, re.I))


def _agreed(ctx: EvalContext) -> tuple[GroundedTest, ...]:
    """The independent tests that are evidence where they pass (``independent.enough``);
    where they fail, the result is contested anyway."""
    found = ctx.independent
    return found.tests if found is not None and enough(found) else ()


class ProgramRuns:
    name = "program"

    async def evaluate(self, ctx: EvalContext) -> Part:
        stated, errors = stated_runs(ctx.task, ctx.after.files)
        if not stated and not errors and not _CLI.search(ctx.task):
            return Part(self.name, applicable=False)
        progs = programs(ctx.task, python_sources(ctx))
        examples = stated or ([] if errors else [Example(p, [], None, None) for p in progs])
        if not examples and not errors:
            return Part(self.name, applicable=False)
        findings, matched, handled, evidence = await run_stated(examples, errors,
                                                                ctx.after.files,
                                                                set(ctx.before.files))
        if not findings and not matched and not handled:
            return Part(self.name, applicable=False, evidence="\n".join(evidence)[:4000])
        score = (len(matched) + handled) / (len(matched) + handled + len(findings))
        if not findings and not matched:  # bad input handled says nothing of the real work
            evidence.append("only stated error cases ran: no evidence of what the script does "
                            "with good input")
        grounded = "failed" if findings else "passed" if matched else ""
        unrun = [c for c in failure_clauses(ctx.task) if c not in {e.clause for e in errors}]
        if grounded != "failed" and unrun:
            # the runs that matched are the task's examples, not what it says of failing
            # (heldout10's tconv_cli ended done on its three example runs: its code did not
            # stop below absolute zero, printed the unit not "as typed", crashed on C to C);
            # nor can the other parts' evidence (a test of its functions) make it done
            grounded = "incomplete"
            evidence.insert(0, f"the task {UNRUN}: " + " | ".join(c[:160] for c in unrun))
        return Part(self.name, score, findings=findings, dimensions={"program": score},
                    cap=FAILING_TESTS_CAP if findings else None, grounded=grounded,
                    evidence="\n".join(evidence)[:4000])


def stated_runs(task: str, files: Mapping[str, bytes]) -> tuple[list[Example], list[ErrorRun]]:
    """The runs of its scripts the task states that the code in ``files`` can be given: its
    example runs (of a script ``files`` holds, on input files it holds) and its error cases."""
    stated = [e for e in command_examples(task) if e.file in files
              and all(a in files or a in dict(e.data) for a in e.inputs
                      if DATA_FILE.fullmatch(a))]
    return stated, error_runs(task, files)


async def run_stated(examples: list[Example], errors: list[ErrorRun], files: Mapping[str, bytes],
                     given: Collection[str] | None = None
                     ) -> tuple[list[Finding], list[str], int, list[str]]:
    """Run ``errors`` and ``examples`` on a throwaway copy of ``files``: the findings (a run
    that failed, crashed or did not finish), the example runs that matched the output the
    task states, how many error cases were handled as stated, and what each printed. An
    input the task shows is written where ``files`` lack it, and over a copy the work wrote
    itself (not among the ``given`` files, where known): the run is of the task's input,
    not of one the code's author made to fit."""
    findings: list[Finding] = []
    matched: list[str] = []
    handled = 0
    evidence: list[str] = []
    with laid_down(files, "openkoi-program-") as root:
        for run in errors:
            got = await run_script(run, root, PROGRAM_TIMEOUT_S)
            evidence.append(f"$ {run.shown()}\n{got.describe()}")
            if satisfied(run, got):
                handled += 1
            else:
                site = crash_site(got.stderr, files)
                findings.append(Finding(
                    "major", "program", f"`{run.shown()}` should {run.expected()}, as the "
                    f"task states; {got.describe()}" + (f" (a crash at {site})" if site else ""),
                    run.file, "handle this case the way the task states"))
        for ex in examples:
            shown = " ".join(["python", ex.file, *ex.args,
                              *(["<", ex.stdin_file] if ex.stdin_file else [])])
            for name, text in ex.data:  # the input the task shows, where the user has none
                if not (root / name).exists() or (given is not None and name not in given):
                    (root / name).parent.mkdir(parents=True, exist_ok=True)
                    (root / name).write_text(text, encoding="utf-8")
            stdin = ex.stdin if ex.stdin_file is None else \
                (root / ex.stdin_file).read_text(encoding="utf-8", errors="replace")
            result = await run_command([sys.executable, ex.file, *ex.args], root,
                                       PROGRAM_TIMEOUT_S, stdin=stdin)
            output = result.output.strip()
            evidence.append(f"$ {shown}\n{output[-800:]}")
            if result.timed_out:
                if ex.expected is not None:
                    findings.append(Finding("major", "program", f"`{shown}` did not finish "
                                            f"within {PROGRAM_TIMEOUT_S:.0f} s", ex.file,
                                            "make it end (does it wait for input?)"))
                continue
            if "Traceback (most recent call last)" in output:
                last = output.splitlines()[-1][:200]
                if not ex.args and ex.stdin is None and ex.expected is None and \
                        needs_input(output):
                    evidence.append("(run with no arguments and no input: it needs them, "
                                    "which is no fault)")
                    continue
                site = crash_site(output, files)
                shows = "" if ex.expected is None else \
                    f"; the task shows it printing {ex.expected[:200]!r}"
                findings.append(Finding("major", "program", f"`{shown}` crashed: {last}" +
                                        (f" (at {site})" if site else "") + shows,
                                        ex.file, "fix the error it raises"))
            elif ex.status is not None and result.exit_code != ex.status:
                findings.append(Finding(
                    "major", "program", f"`{shown}` exited with status {result.exit_code}, "
                    f"but the task's session shows `echo $?` printing {ex.status}", ex.file,
                    "exit with the status the task shows"))
            elif ex.expected is not None:
                if _same(output, ex.expected):
                    matched.append(shown)
                else:
                    findings.append(Finding(
                        "major", "program", f"`{shown}` printed {output[:200]!r}, but the "
                        f"task shows {ex.expected[:200]!r}", ex.file,
                        "make the output match the task's example"))
    return findings, matched, handled, evidence


def error_runs(task: str, files: Mapping[str, bytes]) -> list[ErrorRun]:
    """The error cases the task states for its scripts (``error_runs.stated_errors``): the
    scripts it names that ``files`` holds, with the arguments of its example runs."""
    scripts = [n for n in dict.fromkeys(m.group(0).removeprefix("./") for m in
                                        re.finditer(r"[\w./-]+\.py\b", task))
               if n in files and not is_test_file(n)]
    if not scripts:
        return []
    runs = [e for e in command_examples(task) if e.file in scripts]
    shown = {name: text for e in runs for name, text in e.data}
    shown |= {n: files[n].decode("utf-8", "replace") for e in runs for n in e.args
              if n in files and n not in shown}
    outputs = [(e.args, e.expected) for e in runs
               if e.expected is not None and e.stdin is None and not e.stdin_file]
    return [r for r in stated_errors(task, scripts, [(e.args, e.stdin) for e in runs], shown,
                                     outputs) if r.file in files]


async def program_runs(task: str, files: Mapping[str, bytes]) -> tuple[int, int]:
    """How many of the runs the task states (``stated_runs``: its example runs and error
    cases) the code in ``files`` fails, and how many example runs it matches (a stated
    output: an error case handled, or a bare run that did not crash, shows nothing of what
    the script does with good input), run in a throwaway copy of them."""
    stated, errors = stated_runs(task, files)
    if not stated and not errors:
        return 0, 0
    findings, matched, _, _ = await run_stated(stated, errors, files)
    return len(findings), len(matched)


def _same(got: str, want: str) -> bool:
    norm = [ln.rstrip() for ln in got.strip().splitlines()]
    return norm == [ln.rstrip() for ln in want.strip().splitlines()]
