"""The error handling a task states for its command-line program, as runs that check it.

A task often says what its script does on bad input: "If FILE does not exist, print `error:
FILE not found` to stderr and exit with status 1", "With no arguments it prints `usage: ...`
to stderr and exits with status 2", "If a line is not a number it prints `error: line N: not
a number` and exits with status 1". An example run never reaches those branches and a test
of the script's functions does not run its ``main``, so a script that crashes or exits 0
there would pass every other check. ``stated_errors`` turns each such clause into a run
whose triggering input follows from the clause's condition (one of a few kinds, each with
an input nobody can read two ways) and whose expectations are what the clause states: the
exit status, the message (its placeholders left open, or filled with the input used) on
the stream named, and nothing on stdout where the task says so. A clause of another kind,
or one without an input to run it with, gives no run: nothing is guessed.

``script_run.run_script`` runs one in the evaluators' sandbox with stdout and stderr kept
apart.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from openkoi.engine.evaluators.run_inputs import (
    DATA_FILE,
    MISSING_FILE,
    Example,
)
from openkoi.engine.evaluators.run_inputs import PLACEHOLDER as _PLACEHOLDER
from openkoi.engine.evaluators.run_inputs import STDIN as _STDIN
from openkoi.engine.evaluators.run_inputs import input_for as _input
from openkoi.engine.evaluators.run_inputs import lone_file as _lone_file
from openkoi.engine.evaluators.run_inputs import too_many as _too_many
from openkoi.engine.evaluators.run_inputs import usage as _usage

__all__ = ["DATA_FILE", "UNRUN", "ErrorRun", "failure_clauses", "stated_errors"]

# the evidence's words where the task states failures that no run checked
UNRUN = "states how the program fails in cases no run checked"

# a clause that states what happens on bad input: an exit status, or a message on stderr
_EXIT = re.compile(
    r"\bexit(?:s|ing)?\b[^.;\n]{0,30}?\b(?:status|code)\s*(?:of\s+)?(?P<code>\d+)"
    r"|\b(?:status|code)\s+(?P<code2>\d+)\b|\bsys\.exit\((?P<code3>\d+)\)"
    r"|\bexit(?:s|ing)?\s+(?:with\s+)?(?P<code4>\d+)\b"  # "print `usage: ...`, exit 2"
    r"|\b(?P<nonzero>non-?\s?zero)\b", re.I)
_STDERR = re.compile(r"\bstderr\b|\bstandard\s+error\b|\bsys\.stderr\b", re.I)
_QUIET_STDOUT = re.compile(
    r"\b(?:without|not)\s+(?:printing|writing|outputting|showing)\s+anything\s+(?:to|on)\s+"
    r"(?:stdout|standard\s+output)|\bnothing\s+(?:to|on)\s+(?:stdout|standard\s+output)", re.I)
_MESSAGE = re.compile(
    r"\b(?:prints?|printing|writes?|writing|shows?|outputs?|reports?|says?|displays?)\b"
    r"[^`\"'\n]{0,40}?(?P<msg>`[^`\n]+`|\"[^\"\n]+\")")
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z`])|\n")
_CLAUSE = re.compile(r",?\s+and\s+(?=(?:if|when|with|on|for|given)\b)|;\s+", re.I)
_QUOTED = re.compile(r"`[^`\n]*`|\"[^\"\n]*\"")

# the conditions a run can be built for, each with the one input that meets it
# a stated count of arguments: too many break it as surely as none
_COUNT = (r"\bwrong\s+number\s+of\s+arguments?\b"
          r"|\bnot\s+(?:given\s+|called\s+with\s+)?exactly\s+\w+\s+arguments?\b"
          # "If I don't give exactly one file name, print usage: ... and exit with status 2"
          # (heldout45's baby_feeds_cli: no run was built)
          r"|\b(?:don'?t|do\s+not|doesn'?t|does\s+not)\s+(?:give|pass|provide|supply)\s+"
          r"(?:it\s+)?exactly\s+\w+\s+(?:file\s*names?|files?|paths?|arguments?)\b")
_ARITY = re.compile(_COUNT, re.I)
_NO_ARGS = re.compile(_COUNT + r"|\bno\s+arguments?\b|\bwithout\s+(?:any\s+)?arguments?\b"
                      r"|\b(?:missing|too\s+few)\s+arguments?\b", re.I)
_NO_FILE = re.compile(
    r"\b(?:does\s+not|doesn't|do\s+not|don't|cannot|can't)\s+(?:exist|be\s+(?:found|opened|"
    r"read))\b|\bis\s+(?:missing|not\s+found)\b|\bno\s+such\s+file\b", re.I)
_NOT_NUMBER = re.compile(
    r"\b(?:not|isn't|aren't)\s+(?:a\s+|an\s+)?(?:valid\s+)?(?:positive\s+|non-?negative\s+)?(?:whole\s+)?"
    r"(?:number|integer|int|numeric)s?\b|\bnon-?(?:numeric|integer)\b", re.I)
# bad input in general: its kinds are said elsewhere in the task
_BAD_INPUT = re.compile(r"\b(?:on|for|with|given|any|if\s+(?:it\s+gets|given))\s+(?:bad|invalid)"
                        r"\s+(?:input|arguments?)\b", re.I)
# the task's words that an argument is a number: "Teeth must be whole numbers more than 0"
_MUST_NUMBER = re.compile(r"\b(?:must|has\s+to|have\s+to|should)\s+be\s+(?:a\s+|an\s+)?"
                          r"(?:(?:whole|positive|non-?negative|real|decimal)\s+)?"
                          r"(?:number|integer|int)s?\b", re.I)
# a document on stdin that is no JSON: any right program refuses a word that is no literal
_NOT_JSON = re.compile(r"\b(?:is\s*n[o']t|not)\s+(?:a\s+)?valid\s+JSON\b|\binvalid\s+JSON\b",
                       re.I)
# a date argument that is no date ("An invalid date must make it exit with a non-zero status")
_BAD_DATE = re.compile(r"\b(?:invalid|impossible|malformed|bad)\s+dates?\b"
                       r"|\bnot\s+a\s+(?:valid\s+)?date\b", re.I)
# capitals that name a format, not a value to fill in ("isn't valid JSON": `invalid JSON`)
_ACRONYMS = {"JSON", "CSV", "TSV", "XML", "YAML", "HTML", "URL", "HTTP", "HTTPS", "API",
             "ASCII", "UTF", "ISO", "ID"}
_EMPTY = re.compile(
    r"\b(?:input|stdin)\s+is\s+empty\b|\bempty\s+input\b"
    r"|\bno\s+(?:numbers|lines|input|data)(?:\s+at\s+all)?\b"
    # the records a program reads, none at all: "if there are no readings at all, print `no
    # readings` to stderr" (heldout16's ferment_summary: none of its error cases ran)
    r"|\bno\s+(?:readings|records|entries|rows|values|items|words)\s+at\s+all\b", re.I)
# a line of the input the program refuses: "If a line doesn't match `YYYY-MM-DD
# HH:MM-HH:MM` ... print `hours.py: line N: bad entry`" (heldout17's timesheet_hours), "If a
# line can't be parsed (...) print `line N: cannot parse`" (heldout16's ferment_summary)
_BAD_LINE = re.compile(
    r"\b(?:a|any|each|the|every)\s+(?:input\s+)?line\b(?:\s+\S+){0,3}?\s+(?:doesn't|does\s+not|"
    r"can't|cannot|can\s+not|isn't|is\s+not)\s+(?:match|be\s+parsed|parse|valid|well-formed|right"
    r"|make\s+sense)"  # "a line doesn't make sense (...)": heldout58's till_cashup_cli
    r"|\b(?:malformed|invalid|unparsable|unparseable|bad)\s+(?:input\s+)?lines?\b"
    r"|\blines?\s+(?:that\s+)?(?:is|are)\s+(?:malformed|invalid)\b"
    # "A row that's broken (not 3 columns, a bad date, ...)": heldout57's pantry_expiry_cli
    r"|\b(?:a|any|each|the|every)\s+(?:line|row)\s+(?:that's|that\s+is|which\s+is)\s+"
    r"(?:broken|malformed|invalid|bad)\b", re.I)
BAD_LINE = "%%%"  # no structured line format takes it, nor counts it a comment
# what the missing-file words are said of: a file, named in the few words before them
_FILE_SUBJECT = re.compile(
    r"\bfiles?\b(?:\s+\S+){0,6}?\s+(?:does\s+not|doesn't|do\s+not|don't|cannot|can't|"
    r"(?:is|are)\s+(?:missing|not\s+found))|\bno\s+such\s+file\b", re.I)


@dataclass(frozen=True)
class ErrorRun:
    """One stated error case: run ``file`` with ``args`` (and ``stdin``); it must exit with
    ``exit_code`` (-1: any non-zero, None: not stated), show the ``message`` parts in order
    on ``stream`` ("stderr", or "any"), print nothing on stdout where ``quiet``, and never
    end in a traceback."""

    file: str
    args: list[str]
    stdin: str | None
    exit_code: int | None
    message: tuple[str, ...] = ()
    stream: str = "any"
    quiet: bool = False
    clause: str = field(default="", compare=False)
    data: tuple[tuple[str, str], ...] = ()  # files written for the run (name, text)
    stdout: str | None = None  # all it prints on stdout, where the task shows it

    def shown(self) -> str:
        run = " ".join(["python", self.file, *(shlex.quote(a) for a in self.args)])
        if self.stdin == "":
            return f"{run} < /dev/null"
        if self.stdin is not None and "\n" not in self.stdin.rstrip("\n"):
            return f"echo {shlex.quote(self.stdin.rstrip(chr(10)))} | {run}"
        if self.stdin is not None:
            return f"printf %s {shlex.quote(self.stdin)} | {run}"
        return run

    def expected(self) -> str:
        parts = []
        if self.exit_code is not None:
            parts.append("exit with a non-zero status" if self.exit_code < 0
                         else f"exit with status {self.exit_code}")
        if self.message:
            where = " on stderr" if self.stream == "stderr" else ""
            parts.append("print " + " ... ".join(repr(m) for m in self.message) + where)
        if self.quiet:
            parts.append("print nothing on stdout")
        if self.stdout is not None:
            parts.append(f"print {self.stdout!r} on stdout")
        return " and ".join(parts)




def stated_errors(task: str, scripts: Sequence[str], examples: Sequence[Example] = (),
                  shown: Mapping[str, str] | None = None,
                  outputs: Sequence[tuple[list[str], str]] = ()) -> list[ErrorRun]:
    """The error runs ``task`` states for its scripts (``scripts``: the programs it names;
    a clause is tied to the one it names, or to the only one). ``examples``: the arguments
    and stdin of the task's example runs, where a run needs the other arguments too;
    ``shown``: the input files the task shows (name -> text); ``outputs``: the arguments and
    the stated output of its example runs that read no input."""
    runs: list[ErrorRun] = []
    for clause in _clauses(task):
        # a clause may list a refused line among its other cases ("If the file cannot be
        # read, a line is malformed, or ...": heldout8's timesheet-cli): a run for each
        # ... or list its cases before the one ending they share ("anything wrong - not
        # exactly one argument, a file that can't be read, ... - exit with 2": heldout52's
        # receipt_check_cli, no run was built): a run of each
        cases = _listed_cases(clause)
        for bad_line, only in [(False, None), *((False, k) for k in cases), (True, None)]:
            run = _run_of(clause, task, scripts, examples, shown or {}, bad_line, only)
            if run is None:
                continue
            extra = _too_many(task, run.file, examples) \
                if _ARITY.search(clause) and only in (None, "no-args") else None
            for one in [run, *([replace(run, args=extra)] if extra else [])]:
                if one not in runs:
                    runs.append(one)
        runs += [r for r in _listed_runs(clause, scripts, examples, outputs) if r not in runs]
    return _consistent(runs)


# a clause that lists the values it refuses: "If a mode is invalid (for example 789, 0755,
# rwxrwxrwz or rw-), print `perms: invalid mode: <mode>` to stderr ... exit with status 1"
_REFUSED = re.compile(r"\b(?:invalid|not\s+valid|isn't\s+valid|bad|malformed|unknown|"
                      r"unrecogni[sz]ed)\b", re.I)
_LISTED = re.compile(r"\((?:for\s+example|e\.\s?g\.?|for\s+instance|such\s+as|like)[,:]?\s+"
                     r"(?P<list>[^()]+)\)", re.I)


def _listed_runs(clause: str, scripts: Sequence[str], examples: Sequence[Example],
                 outputs: Sequence[tuple[list[str], str]] = ()) -> list[ErrorRun]:
    """A run of each value a refusing clause lists, where the script's example runs take one
    argument and read no input: that argument replaced by the value, its message's one
    placeholder filled with it; where the clause says the script carries on with the other
    arguments, one more run of the first value and then an example run's argument, which
    must print that run's output too (heldout19's perms_convert: a script that stopped at
    the first bad mode, or took any letter, passed every other check)."""
    exit_match = _EXIT.search(clause)
    stderr = bool(_STDERR.search(clause))
    bare = _QUOTED.sub(" ", clause)
    listed = _LISTED.search(bare) or _LISTED.search(clause)
    if (exit_match is None and not stderr) or not _REFUSED.search(bare) or listed is None \
            or len(scripts) != 1 or not any(len(a) == 1 and i is None for a, i in examples):
        return []
    values = [v.strip().strip("`'\"") for v in
              re.split(r",\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+", listed.group("list").strip())]
    if not values or any(not v or re.search(r"\s", v) for v in values):
        return []
    m = _MESSAGE.search(clause)
    holes = _PLACEHOLDER.findall(m.group("msg")) if m else []
    code = _code(exit_match) if exit_match is not None else None
    runs = []
    for value in values:
        filled = {holes[0]: value} if len(holes) == 1 and holes[0][0] in "<{" else {}
        message = _message(clause, bare, filled)
        if code is None and not message:
            return []
        runs.append(ErrorRun(scripts[0], [value], None, code, message,
                             "stderr" if stderr else "any", bool(_QUIET_STDOUT.search(clause)),
                             clause.strip()))
    good = next(((a[0], out) for a, out in outputs if len(a) == 1), None)
    if runs and good is not None and _CARRY_ON.search(bare) and runs[0].stream == "stderr":
        runs.append(replace(runs[0], args=[values[0], good[0]], stdout=good[1], quiet=False))
    return runs


_CARRY_ON = re.compile(r"\b(?:carr(?:y|ies)|go(?:es)?|keeps?)\s+on\s+with\s+the\s+"
                       r"(?:remaining|other|rest|next)\b|\bcontinu\w*\s+with\s+the\s+"
                       r"(?:remaining|other|rest|next)\b", re.I)


# input said to be empty in so many words, not "no numbers at all" (a CSV with its header and
# no number in the column is no empty input)
_SAID_EMPTY = re.compile(r"\b(?:input|stdin)\s+is\s+empty\b|\bempty\s+input\b", re.I)


def _consistent(runs: list[ErrorRun]) -> list[ErrorRun]:
    """``runs`` less those that another run with the same input contradicts (another exit
    status): heldout15's colstats_cli says "if there are no numbers at all, print only
    `count: 0` and exit 0" and "(completely empty input): ... exit 1"; both were read as
    runs on empty stdin. Where the clause of one says the input is empty in so many words,
    that one stands; otherwise none of them does (nothing is guessed)."""
    def key(run: ErrorRun) -> tuple[str, tuple[str, ...], str | None]:
        return run.file, tuple(run.args), run.stdin

    out: list[ErrorRun] = []
    for run in runs:
        same = [r for r in runs if key(r) == key(run)]
        if len({r.exit_code for r in same}) == 1:
            out.append(run)
            continue
        said = [r for r in same if r.stdin == "" and _SAID_EMPTY.search(r.clause)]
        if run in said and len({r.exit_code for r in said}) == 1:
            out.append(run)
    return out


def _clauses(task: str) -> list[str]:
    """The task's clauses, as error cases are read from them: sentence by sentence (each
    line its own), split again at "; " and at ", and if/when ..."."""
    return [clause for sentence in _SENTENCE.split(_listed_codes(task))
            for clause in _CLAUSE.split(sentence)]


# a list of exit statuses under its heading: "Exit codes:" then "- 1: the tally file can't be
# read ..." (heldout50's shearing_tally_cli, heldout51's solar_panels_cli: no item was read)
_CODES_HEAD = re.compile(r"(?i)^\W*exit\s+(?:codes?|status(?:es)?)\s*(?:\([^()\n]*\))?\s*:\s*$")
_CODE_ITEM = re.compile(r"^(?P<lead>\s*[-*\u2022]\s*)(?P<code>\d{1,3})\b\s*(?:[:)\u2013-]\s*)?")


# a heading that states the one ending of the cases listed under it: "Errors: exit code 2,
# nothing on stdout, and one line on stderr:" over "- if a file can't be opened, ..."
# (heldout53's lego_missing_cli: no item was read)
_ENDING_HEAD = re.compile(r"^\W*(?:errors?|failures?|problems?|bad\s+input)\s*:\s*"
                          r"(?P<ending>[^:\n]*\bexit[^:\n]*?)\s*:\s*$", re.I)
_ITEM = re.compile(r"^\s*[-*\u2022]\s+")


def _listed_codes(task: str) -> str:
    """``task`` with each item of a list of exit statuses said as a status: "- 1: the file
    can't be read" as "- exit status 1: the file can't be read". The list is the lines of
    items right under the heading (and the indented lines that carry an item on). The items
    under a heading that states their one ending ("Errors: exit code 2, nothing on stdout:")
    each end with it, where they state none of their own."""
    lines = task.split("\n")
    listing = False
    ending = ""
    for i, line in enumerate(lines):
        if _CODES_HEAD.match(line):
            listing, ending = True, ""
            continue
        head = _ENDING_HEAD.match(line)
        if head is not None and _EXIT.search(head.group("ending")):
            listing, ending = True, head.group("ending")
            continue
        item = _CODE_ITEM.match(line) if listing and not ending else None
        if item is not None:
            lines[i] = f"{item.group('lead')}exit status {item.group('code')}: " + \
                line[item.end():]
        elif ending and _ITEM.match(line):
            if not _EXIT.search(line):
                lines[i] = f"{line.rstrip().rstrip(';.,')} - {ending}"
        elif listing and (not line.strip() or not line[:1].isspace()):
            listing, ending = False, ""  # a blank line or a line of prose ends the list
    return "\n".join(lines)


def failure_clauses(task: str) -> list[str]:
    """The clauses of ``task`` that state how its program fails: a non-zero exit status
    ("... print `unknown unit: <UNIT>`, exit 2"), whether or not a run can be built for
    them (``stated_errors``' runs carry the clause they came from)."""
    out: list[str] = []
    for clause in _clauses(task):
        m = _EXIT.search(clause)
        if m is not None and _code(m) != 0 and clause.strip() not in out:
            out.append(clause.strip())
    return out


def _code(m: re.Match[str]) -> int:
    """The exit status an ``_EXIT`` match states; -1 for "non-zero"."""
    number = m.group("code") or m.group("code2") or m.group("code3") or m.group("code4")
    return int(number) if number else -1


_KINDS = (("no-args", _NO_ARGS), ("no-file", _NO_FILE), ("not-number", _NOT_NUMBER),
          ("empty", _EMPTY), ("not-json", _NOT_JSON), ("bad-date", _BAD_DATE))


def _listed_cases(clause: str) -> list[str]:
    """The kinds of case a clause lists before the one ending they share, where it lists
    more than one: every case's words come before its one exit status (or stderr), and
    each stands apart from the next by a comma or "or"."""
    bare = _QUOTED.sub(" ", clause)
    endings = [*_EXIT.finditer(bare), *_STDERR.finditer(bare)]
    if len(list(_EXIT.finditer(bare))) > 1 or not endings:
        return []
    ending = min(m.start() for m in endings)
    found = sorted((m.start(), m.end(), kind) for kind, rx in _KINDS
                   for m in [rx.search(bare)] if m is not None)
    if len(found) < 2 or any(end > ending for _, end, _ in found):
        return []
    between = [bare[found[i][1]:found[i + 1][0]] for i in range(len(found) - 1)]
    if not all(re.search(r",|\bor\b", gap) for gap in between):
        return []
    return [kind for _, _, kind in found]


def _run_of(clause: str, task: str, scripts: Sequence[str], examples: Sequence[Example],
            shown: Mapping[str, str], bad_line: bool, only: str | None = None
            ) -> ErrorRun | None:
    """The run of the clause's one case: of its refused line where ``bad_line``, of its
    one other case otherwise, or of its case of kind ``only`` (one of the cases it lists)."""
    exit_match = _EXIT.search(clause)
    stderr = bool(_STDERR.search(clause))
    if exit_match is None and not stderr:
        return None
    named = [s for s in scripts if s in clause]
    script = named[0] if len(named) == 1 else scripts[0] if len(scripts) == 1 else None
    if script is None:
        return None
    bare = _QUOTED.sub(" ", clause)  # the condition is in the words, not in the message
    kinds = [k for k, rx in _KINDS if rx.search(bare)]
    if not kinds and _BAD_INPUT.search(bare) and _MUST_NUMBER.search(task):
        # "On bad input print an error to stderr ... and exit with status 2", where the task
        # says elsewhere what bad input is: "Teeth must be whole numbers" (heldout48's
        # bike_gears_cli: no error run was built, and the ending was unverified)
        kinds = ["not-number"]
    if bad_line:
        # "(bad date, gravity isn't a number, ...)": what makes the line bad; beside a
        # missing file (or a wrong count of arguments), another case of the same ending
        if not _BAD_LINE.search(bare) or not set(kinds) <= {"not-number", "bad-date",
                                                            "no-file", "no-args"}:
            return None
        kinds = ["bad-line"]
    elif only is not None:
        if only in ("not-number", "bad-date") and _BAD_LINE.search(bare):
            return None  # the line's faults, run as the refused line
        kinds = [only]
    elif _BAD_LINE.search(bare) and set(kinds) <= {"not-number", "bad-date"}:
        return None  # the line's faults, run as the refused line
    if len(kinds) != 1:
        return None
    usage = _usage(task, script)
    if kinds[0] == "bad-line":
        return _bad_line_run(clause, bare, task, script, usage, examples, shown, exit_match,
                             stderr)
    if kinds[0] == "no-file" and not _FILE_SUBJECT.search(bare):
        # "if the path does not exist in the document", "a date that doesn't exist (...)":
        # no file meant
        return None
    found = _input(kinds[0], task, script, usage, examples)
    if found is None and kinds[0] == "no-file" and usage is None:
        found = _lone_file(task, script)
    if found is None:
        return None
    args, stdin, filled = found
    if kinds[0] == "no-file" and MISSING_FILE in args and not filled:
        # the message's one FILE word names the file given ("print `hexdump.py:
        # cannot open FILE` (with the actual name)"), where no usage line places it
        quoted = " ".join(_QUOTED.findall(clause))
        holes = set(re.findall(r"\b[A-Z_]*FILE[A-Z_]*\b", quoted))
        if len(holes) == 1:
            filled = {holes.pop(): MISSING_FILE}
    code: int | None = None
    if exit_match is not None:
        code = _code(exit_match)
    message = _message(clause, bare, filled)
    if code is None and not message:
        return None
    return ErrorRun(script, args, stdin, code, message, "stderr" if stderr else "any",
                    bool(_QUIET_STDOUT.search(clause)), clause.strip())


def _bad_line_run(clause: str, bare: str, task: str, script: str, usage: list[str] | None,
                  examples: Sequence[Example], shown: Mapping[str, str],
                  exit_match: re.Match[str] | None, stderr: bool) -> ErrorRun | None:
    """The run of a clause about a line the program refuses: the input of an example run
    (on stdin, or the file it reads, as the task shows it) with one more line that no
    format takes, or that line alone where the task shows no input; "line N" in the message
    is that line's number."""
    found = _bad_line_input(task, script, usage, examples, shown)
    if found is None:
        return None
    args, stdin, data, number = found
    filled = {"N": str(number)} if re.search(r"`[^`\n]*\bline\s+N\b", clause) else {}
    code = _code(exit_match) if exit_match is not None else None
    # a message shown for some other line ('like "skipping line 4: ..."') names this one
    message = tuple(re.sub(r"\bline\s+\d+\b", f"line {number}", part)
                    for part in _message(clause, bare, filled))
    if code is None and not message:
        return None
    return ErrorRun(script, args, stdin, code, message, "stderr" if stderr else "any",
                    bool(_QUIET_STDOUT.search(clause)), clause.strip(), data)


def _bad_line_input(task: str, script: str, usage: list[str] | None,
                    examples: Sequence[Example], shown: Mapping[str, str],
                    ) -> tuple[list[str], str | None, tuple[tuple[str, str], ...], int] | None:
    """(arguments, stdin, files to write, the bad line's number). The lines the task says
    are skipped (blank ones, `#` comments) go before it: a program that numbers only the
    lines it reads gives another number (heldout11's shift_hours showed none)."""
    skipped = [*([""] if _SKIPS_BLANK.search(task) else []),
               *(["# openkoi"] if _SKIPS_COMMENT.search(task) else [])]

    def plus(text: str) -> tuple[str, int]:
        lines = [*text.splitlines(), *skipped, BAD_LINE]
        return "\n".join(lines) + "\n", len(lines)

    if _STDIN.search(task):
        for args, stdin in examples:
            if stdin is not None:
                text, number = plus(stdin)
                return list(args), text, (), number
    for args, _stdin in examples:
        files = [i for i, a in enumerate(args) if a in shown]
        if len(files) == 1:
            name = args[files[0]]
            bad = "bad-line-" + name.rsplit("/", 1)[-1]
            text, number = plus(shown[name])
            return [*args[:files[0]], bad, *args[files[0] + 1:]], None, ((bad, text),), number
    if examples:
        return None
    if _STDIN.search(task) and not usage:
        text, number = plus("")
        return [], text, (), number
    if usage is not None and len(usage) == 1 and _PLACEHOLDER.fullmatch(usage[0]):
        text, number = plus("")
        return ["bad-line.txt"], None, (("bad-line.txt", text),), number
    return None


_SKIPS_BLANK = re.compile(r"\b(?:blank|empty)\s+lines?\b[^.;\n]{0,40}?\b(?:are|is)\s+(?:just\s+)?"
                          r"(?:ignored|skipped)|\b(?:ignores?|skips?|skipping|ignoring)\s+"
                          r"(?:any\s+)?(?:blank|empty)\s+lines?\b", re.I)
_SKIPS_COMMENT = re.compile(r"\blines?\s+(?:that\s+)?(?:start|starting|begin|beginning)(?:s)?"
                            r"\s+with\s+`?#`?[^.;\n]{0,40}?\b(?:ignored|skipped|comments?)\b",
                            re.I)


def _message(clause: str, bare: str, filled: dict[str, str]) -> tuple[str, ...]:
    """The parts of the stated message that any right program prints: a placeholder the
    run fills is filled, any other (``<argument>``, ``N``, a name the clause's words use
    as one) is left open; a usage message is taken as written."""
    m = _MESSAGE.search(clause)
    if m is None:
        return ()
    text = m.group("msg")[1:-1].strip()
    if text.lower().startswith("usage"):
        return (" ".join(text.split()),)
    open_words = (set(re.findall(r"\b[A-Z][A-Z_]*\b", bare)) - _ACRONYMS) | set(filled)
    parts: list[str] = []
    last = 0
    for hole in _PLACEHOLDER.finditer(text):
        word = hole.group(0)
        if word in filled:
            continue
        if word[0] not in "<{" and word not in open_words:
            continue
        parts.append(text[last:hole.start()])
        last = hole.end()
    parts.append(text[last:])
    for word, value in filled.items():
        parts = [re.sub(rf"\b{re.escape(word)}\b" if word[0] not in "<{" else re.escape(word),
                        value, p) for p in parts]
    # "..." is any text: 'like "skipping line 4: ..."' (heldout57's pantry_expiry_cli)
    parts = [q for p in parts for q in re.split(r"\.\.\.|…", p)]
    return tuple(" ".join(p.split()) for p in parts if p.strip())
