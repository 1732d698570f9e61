"""The input of a run that meets a stated failure's condition: the script's arguments as
its usage line or example runs give them, with the one argument the condition is about
replaced (a missing file, a word where a number goes, no arguments, one too many), and the
placeholder of the usage line that argument fills (``error_runs`` states the rest of the run).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

MISSING_FILE = "no-such-file.txt"
NOT_A_NUMBER = "abc"
NOT_JSON = "not json"
NOT_A_DATE = "not-a-date"
OTHER = "x"  # an argument besides the missing file

_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
STDIN = re.compile(r"\bstandard\s+input\b|\bstdin\b|\bsys\.stdin\b", re.I)
_USAGE = re.compile(r"`(?:[$>]\s*)?python3?\s+(?P<file>[\w./-]+\.py)(?P<args>[^`\n|<>]*"
                    r"(?:<[^`\n>]*>[^`\n|<>]*)*)`")
# a placeholder: <name>, {name}, NAME, or a file's capitals with its extension (SCORES.csv)
PLACEHOLDER = re.compile(r"<[^<>\s][^<>]*>|\{[^{}\s]+\}|\b[A-Z][A-Z_]*\.[a-z]{1,5}\b"
                         r"|\b[A-Z][A-Z_]*\b")
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")
# an example's argument that names a file (not a dotted path such as ``a.b.1.c``)
DATA_FILE = re.compile(r"[\w./-]+\.(?:txt|csv|tsv|json|jsonl|log|md|dat|ini|cfg|toml|yaml|"
                        r"yml|xml|html?|py)", re.I)


Example = tuple[list[str], str | None]  # an example run's arguments and stdin


def too_many(task: str, script: str, examples: Sequence[Example]) -> list[str] | None:
    """One argument more than the script takes, where the task fixes how many it takes: its
    usage line (no optional part) or its example runs, all of one length."""
    plain = [m.group("args") for m in _PLAIN_USAGE.finditer(task)
             if m.group("file").removeprefix("./") == script]
    spans = [m.group("args") for m in re.finditer(
        rf"(?<![\w./-]){re.escape(script)}(?P<args>[^`\"'\n|<>]*)", task)]
    for args in [*plain, *spans]:
        words = args.split()
        # ("checkreceipt.py (standard library only) that I run as": "I" is no placeholder)
        if not any(PLACEHOLDER.fullmatch(w) and w != "I" for w in words):
            continue  # an example run or prose, not a usage line (nor a usage message)
        fixed = "[" not in args and "..." not in args and \
            all(PLACEHOLDER.fullmatch(w) for w in words)
        return [OTHER] * (len(words) + 1) if fixed else None
    counts = {len(args) for args, _ in examples}
    return [OTHER] * (counts.pop() + 1) if len(counts) == 1 and 0 not in counts else None


def usage(task: str, script: str) -> list[str] | None:
    """The script's arguments as the task's usage line writes them (``FILE``, ``<name>``,
    ``[YEAR ...]`` dropped as optional), or None when the task shows no usage line."""
    for m in [*_USAGE.finditer(task), *_PLAIN_USAGE.finditer(task)]:
        if m.group("file").removeprefix("./") != script:
            continue
        words = re.sub(r"\[[^\]]*\]", " ", m.group("args")).split()
        if any(PLACEHOLDER.fullmatch(w) for w in words):
            return words
    return None


# a usage line in plain prose, its arguments all in capitals or brackets: "a script feeds.py
# that I run as python feeds.py FILE." (heldout45's baby_feeds_cli: no usage was read, so no
# error case ran)
_PLAIN_USAGE = re.compile(
    r"(?<![`\w])python3?[ \t]+(?P<file>[\w./-]+\.py)"
    r"(?P<args>(?:[ \t]+(?:<[^<>\s]+>|\[[^\[\]\n]*\]|[A-Z][A-Z_]*(?:\.[a-z]{1,5})?))+)"
    r"(?=[.,;:)]?(?:\s|$))")


Input = tuple[list[str], str | None, dict[str, str]]  # arguments, stdin, placeholders filled

_USAGE_LINE = re.compile(r"(?im)^\W*usage:\s*`?(?:python3?\s+)?(?P<file>[\w./-]+\.py)"
                         r"(?P<args>[^`\n]*)")


def lone_file(task: str, script: str) -> Input | None:
    """The missing file as the one argument, where the usage line takes nothing but options
    and one optional file (``Usage: python wordfreq.py [-n N] [FILE]``): the run gives only
    the file, which any right program tries to open."""
    for m in _USAGE_LINE.finditer(task):
        if m.group("file").removeprefix("./") != script:
            continue
        args = m.group("args").strip()
        groups = re.findall(r"\[([^\[\]]*)\]", args)
        if re.sub(r"\[[^\[\]]*\]", " ", args).strip() or not groups:
            return None  # a required argument, or nested brackets: not this shape
        files = [g.strip() for g in groups if "FILE" in g.upper()]
        if len(files) == 1 and PLACEHOLDER.fullmatch(files[0]) and " " not in files[0]:
            return ([MISSING_FILE], None, {files[0]: MISSING_FILE})
        return None
    return None


def input_for(kind: str, task: str, script: str, usage: list[str] | None,
           examples: Sequence[Example]) -> Input | None:
    """The arguments and stdin that meet the condition ``kind``, and which placeholder of the
    usage line they fill; None where the task gives no way to build them."""
    reads_stdin = bool(STDIN.search(task))
    if kind == "no-args":
        takes_args = bool(usage) or any(args for args, _ in examples)
        return ([], "" if reads_stdin else None, {}) if takes_args else None
    if kind == "empty":
        # the arguments of the runs that read stdin, where they are one set; with none, an
        # empty stdin alone, unless the task runs the program with arguments: "Empty input
        # means no output and exit 0" of a program whose runs all take columns says nothing
        # of a run with none (that one is its usage error: heldout14's colpick_cli)
        reading = {tuple(args) for args, stdin in examples if stdin is not None}
        if reads_stdin and len(reading) == 1:
            return (list(reading.pop()), "", {})
        takes_args = bool(usage) or any(args for args, _ in examples) or any(
            m.group("args").strip() for m in _USAGE.finditer(task)
            if m.group("file").removeprefix("./") == script)
        return ([], "", {}) if reads_stdin and not takes_args else None
    if kind == "not-number":
        if reads_stdin and not usage and not any(args for args, _ in examples):
            return ([], NOT_A_NUMBER + "\n", {})
        for args, stdin in examples:
            # the last number: a program that prints before it checks what follows shows it
            at = next((i for i in reversed(range(len(args))) if _NUMBER.fullmatch(args[i])),
                      None)
            if at is not None:
                return ([*args[:at], NOT_A_NUMBER, *args[at + 1:]], stdin,
                        _filled(usage, at, NOT_A_NUMBER))
        return None
    if kind == "not-json":
        # the document on stdin replaced, the arguments of a run that reads one kept
        runs = [args for args, stdin in examples if stdin is not None]
        if reads_stdin and len({tuple(a) for a in runs}) == 1:
            return (runs[0], NOT_JSON + "\n", {})
        return ([], NOT_JSON + "\n", {}) if reads_stdin and not usage and not examples \
            else None
    if kind == "bad-date":
        # the first ISO date of the first example run given one
        for args, stdin in examples:
            at = next((i for i, a in enumerate(args) if _ISO_DATE.fullmatch(a)), None)
            if at is not None:
                return ([*args[:at], NOT_A_DATE, *args[at + 1:]], stdin,
                        _filled(usage, at, NOT_A_DATE))
        return None
    # no-file: the usage line's one file argument (any other filled with a word: no right
    # program reads on past a file it cannot open), or the file an example run is given
    if usage is not None and all(PLACEHOLDER.fullmatch(w) for w in usage):
        # the argument called a file, or the one named as one ("grades.py SCORES.csv
        # [--curve N]": heldout17's grade_report)
        files = [i for i, w in enumerate(usage) if "FILE" in w.upper()] or [
            i for i, w in enumerate(usage) if DATA_FILE.fullmatch(w)]
        if len(files) == 1:
            return ([MISSING_FILE if i == files[0] else OTHER for i in range(len(usage))],
                    None, {usage[files[0]]: MISSING_FILE})
        if len(files) > 1 and len(files) == len(usage):
            # every argument a file ("SET_FILE OWNED_FILE": heldout53's lego_missing_cli):
            # each one missing, so whichever a right program opens first, it cannot
            return ([MISSING_FILE] * len(usage), None, {w: MISSING_FILE for w in usage})
    for args, stdin in examples:
        files = [i for i, a in enumerate(args) if DATA_FILE.fullmatch(a)]
        if len(files) == 1:
            at = files[0]
            return ([*args[:at], MISSING_FILE, *args[at + 1:]], stdin,
                    _filled(usage, at, MISSING_FILE))
    return None


def _filled(usage: list[str] | None, at: int, value: str) -> dict[str, str]:
    if usage is None or at >= len(usage) or not PLACEHOLDER.fullmatch(usage[at]):
        return {}
    return {usage[at]: value}
