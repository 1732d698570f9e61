"""A script's run on an input file the task shows, with the output it states for it.

"Usage: python solar.py LOGFILE [--rate PENCE]", a file shown "like this:" in an indented
block, then "Output (stdout), for the file above with --rate 12:" and the lines under it
(heldout51's solar_panels_cli), or "For a tally file with the lines "Gareth, ewe, 212",
"Sian, lamb, 150" ...:" and the lines under it (heldout50's shearing_tally_cli): neither run
was read, nothing ran either script, and both ended unverified. ``file_runs`` reads them as
runs: the usage line's one required argument in capitals is the file (written as
``input.txt`` from the shown lines), the options "with --rate 12" after "the file above"
are more arguments, and the lines under the sentence are the output. "For the file above,
python cashup.py counts.txt --sales 97.50 should print:" (heldout58's till_cashup_cli) names
the command: its first argument is the file, the rest are more arguments.

A file may also be shown at the margin under a line that introduces it ("The file looks
like this (the first line is always this header):", "Example file:"; ``file_blocks``), a CSV
one with blank lines in it (heldout59's kit_orders_cli, heldout55's chili_cookoff_cli,
heldout57's pantry_expiry_cli: none of their runs was read). "For that file the program
should print:" is a run of the usage line on it; a usage line may follow a few words and a
colon ("Run like this: python kit_orders.py orders.csv") and name the file itself.

Read only where nothing is guessed: one script, usage lines of it whose required arguments
are one name (in capitals, or a data file's own name; the options in square brackets left
out; where there are several, the shortest, which the others extend), and a file above
that is the last indented block before the sentence that is no command line (a block of
command lines between, the usage line, is passed over), or else the last file shown at the
margin before it.
"""

from __future__ import annotations

import itertools
import re
import shlex
import textwrap

from openkoi.engine.evaluators.run_inputs import DATA_FILE

INPUT = "input.txt"

# "python solar.py LOGFILE [--rate PENCE]", "Usage: ...", or after a few words and a colon:
# "Run like this: python kit_orders.py orders.csv"
_USAGE = re.compile(r"(?im)^[ \t]*(?:[A-Za-z][\w ,']{0,40}:\s*)?`?python3?\s+"
                    r"(?P<file>[\w./-]+\.py)(?P<args>[^`\n]*)`?[ \t]*$")
# "for the file above with --rate 12:", "Output, for the log above:"
_ABOVE = re.compile(r"(?i)\bfor\s+the\s+(?:\w+\s+)?(?:file|log)\s+above"
                    r"(?:\s+with\s+(?P<args>-[^:\n]*?))?\s*:[ \t]*\n")  # options only
# "For the file above, python cashup.py counts.txt --sales 97.50 should print:" (heldout58's
# till_cashup_cli: the file is the command's first argument, the rest its options)
# (the colon may be left out where the output follows: heldout57's pantry_expiry_cli)
_ABOVE_RUN = re.compile(r"(?i)\bfor\s+the\s+(?:\w+\s+)?(?:file|log)\s+above,?\s+`?python3?\s+"
                        r"(?P<file>[\w./-]+\.py)\s+(?P<args>[^`\n:]*?)`?\s+(?:should\s+|will\s+)?"
                        r"(?:prints?|outputs?|gives?|shows?)\s*:?[ \t]*\n")
# "For that file the program should print:" (heldout59's kit_orders_cli): the usage line's run;
# "With that file and --today 2024-10-21 --older-than 20 I'd expect:" (heldout61's
# lost_property_cli): with more options ("with"/"on" only where options or a verb follow:
# "with this log:" may introduce the data itself)
_THAT = re.compile(r"(?i)\b(?P<how>for|with|on)\s+(?:that|this)\s+(?:\w+\s+)?(?:file|log)"
                   r"(?:,?\s+(?:and|with|plus|using)\s+(?P<args>-[^:\n]*?))?,?(?P<verb>\s+(?:"
                   r"I'?d\s+expect|I\s+(?:would\s+)?expect|you\s+should\s+(?:get|see)|"
                   r"(?:the\s+(?:program|script)|it)\s+(?:should\s+|will\s+)?(?:prints?|"
                   r"outputs?|gives?|shows?)))?\s*:[ \t]*\n")
# a line that introduces a file the task shows at the margin: "Example file:", "The file
# looks like this (the first line is always this header):"
_FILE_INTRO = re.compile(r"(?i)\b(?:file|csv)\b[^\n]*:[ \t]*$")
# 'For a tally file with the lines "a, b", "c, d" and "e, f":'
_LINES = re.compile(r"(?i)\bfor\s+an?\s+(?:[\w-]+\s+)?file\s+with\s+the\s+lines\s+"
                    r"(?P<lines>\"[^\"\n]*\"(?:\s*(?:,\s*and|,|and)\s*\"[^\"\n]*\")*)"
                    r"\s*:[ \t]*\n")
# a command line: "python cashup.py COUNTFILE", "$ python3 x.py"
_COMMAND = re.compile(r"\s*(?:\$\s*)?python3?\s")
# words of a sentence that says what a program does, not a line of its output
PROSE = re.compile(r"\b(?:prints?|outputs?|should|must|gives?|shows?|returns?)\b")


def file_runs(task: str, scripts: list[str]) -> list[tuple[str, list[str], str, str, str]]:
    """(script, arguments, the output stated, the input file's name and text) for each run
    of the one script of ``scripts`` the task states on a file it shows (see the module's
    text)."""
    if len(scripts) != 1:
        return []
    usage = [_split(re.sub(r"\[[^\]]*\]", " ", u.group("args"))) for u in _USAGE.finditer(task)
             if u.group("file").removeprefix("./") == scripts[0]]
    stated = [u for u in usage if u]  # (a usage line with no argument, or none that splits)
    if not stated or len(stated) != len(usage):
        return []
    words = min(stated, key=len)
    if len(words) != 1 or any(u[0] != words[0] for u in stated) or not (
            re.fullmatch(r"[A-Z][A-Z0-9_]*", words[0]) or DATA_FILE.fullmatch(words[0])):
        return []
    name = INPUT if words[0].isupper() else words[0]
    runs = []
    outputs: set[str] = set()  # a run's output above a second run is no file of it
    # each sentence of a run on the file above, in the order the task says them
    found = [(m, _split(m.group("args") or "")) for m in _ABOVE.finditer(task)] + \
        [(m, _command(m, scripts[0])) for m in _ABOVE_RUN.finditer(task)] + \
        [(m, _split(m.group("args") or "")) for m in _THAT.finditer(task)
         if m.group("how").lower() == "for" or m.group("args") or m.group("verb")]
    for m, more in sorted(found, key=lambda f: f[0].start()):
        shown, want = _block_above(task, m.start()) or _file_above(task, m.start()), \
            _block(task[m.end():])
        if more is not None and shown and want and shown not in outputs:
            runs.append((scripts[0], [name, *more], want, name, shown + "\n"))
        outputs.add(want)
    for m in _LINES.finditer(task):
        lines = re.findall(r"\"([^\"\n]*)\"", m.group("lines"))
        want = _block(task[m.end():])
        if want:
            runs.append((scripts[0], [name], want, name, "\n".join(lines) + "\n"))
    return runs


def file_blocks(task: str) -> list[tuple[int, str]]:
    """(where it ends, its text) of each file ``task`` shows under a line that introduces
    one (``_FILE_INTRO``, no sentence of what a program prints): the lines right under it,
    or under one blank line, up to a blank line; a CSV file's (every line with the same
    number of commas) go on past a blank line to the lines of the same shape after it."""
    lines = task.splitlines(keepends=True)
    starts = list(itertools.accumulate(len(ln) for ln in lines))
    found = []
    for i, intro in enumerate(lines):
        if not _FILE_INTRO.search(intro) or PROSE.search(intro):
            continue
        j = i + 1 + (i + 1 < len(lines) and not lines[i + 1].strip())
        body: list[str] = []
        while j < len(lines):
            line = lines[j]
            if not line.strip():
                commas = {ln.count(",") for ln in body}
                nxt = lines[j + 1] if j + 1 < len(lines) else ""
                if len(commas) == 1 and 0 not in commas and nxt.count(",") in commas and \
                        not nxt.rstrip().endswith((".", ":")) and not _COMMAND.match(nxt):
                    body.append("\n")
                    j += 1
                    continue
                break
            if _COMMAND.match(line) or line.strip().startswith("```"):
                break
            body.append(line)
            j += 1
        if len(body) >= 2:
            found.append((starts[j - 1], textwrap.dedent("".join(body)).strip("\n")))
    return found


def _file_above(task: str, at: int) -> str:
    """The last file shown at the margin (``file_blocks``) that ends before ``at``."""
    above = [text for end, text in file_blocks(task) if end <= at]
    return above[-1] if above else ""


def _split(words: str) -> list[str] | None:
    """``words`` as a shell splits them; None where they do not split."""
    try:
        return shlex.split(words)
    except ValueError:
        return None


def _command(m: re.Match[str], script: str) -> list[str] | None:
    """The arguments after the file of an ``_ABOVE_RUN`` command of ``script``; None where it
    runs another script or its first argument, the file's place, is an option."""
    words = _split(m.group("args"))
    if m.group("file").removeprefix("./") != script or not words or words[0].startswith("-"):
        return None
    return words[1:]


def output_block(block: str) -> str:
    """The output lines under a run: up to the first line of prose after them (one that
    says what the program prints, must or should do: "With no arguments it prints..."); in a
    fenced block, the lines up to its closing fence ("" where it does not close)."""
    lines = block.splitlines()
    if lines and lines[0].strip().startswith("```"):
        fenced = list(itertools.takewhile(lambda ln: not ln.strip().startswith("```"),
                                          lines[1:]))
        closed = len(fenced) + 1 < len(lines)
        return "\n".join(ln.rstrip() for ln in fenced).strip("\n") if closed else ""
    out: list[str] = []
    for line in lines:
        if not line.strip() or line.strip().startswith("```") or \
                (out and PROSE.search(line) and len(line.split()) > 3):
            break
        out.append(line.rstrip())
    return textwrap.dedent("\n".join(out)).strip()


def _block(text: str) -> str:
    """The output lines at the start of ``text``, past one blank line (``output_block``)."""
    lines = text.split("\n", 1)
    return output_block(lines[1] if len(lines) > 1 and not lines[0].strip() else text)


def _block_above(task: str, at: int) -> str:
    """The last indented block before ``at`` (blank lines inside it kept) that is not all
    command lines (a usage line's block is passed over), dedented; "" where there is none
    or it mixes command lines with others."""
    lines = task[:at].splitlines()
    end = len(lines)
    while True:
        while end and not (lines[end - 1].strip() and lines[end - 1][:1].isspace()):
            end -= 1
        start = end
        while start and (lines[start - 1][:1].isspace() and lines[start - 1].strip() or (
                not lines[start - 1].strip() and start > 1 and lines[start - 2][:1].isspace()
                and lines[start - 2].strip())):
            start -= 1
        block = lines[start:end]
        if not block:
            return ""
        if not all(_COMMAND.match(ln) for ln in block if ln.strip()):
            break
        end = start  # a block of command lines ("python cashup.py COUNTFILE [--float N]")
    if any(_COMMAND.match(ln) for ln in block):
        return ""
    return textwrap.dedent("\n".join(ln.rstrip() for ln in block)).strip("\n")
