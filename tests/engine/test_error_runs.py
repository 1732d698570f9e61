"""The error handling a task states for its script is run: the exit status, the message and
its stream, and nothing on stdout where the task says so (evaluators/error_runs.py)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from tests.engine.test_cheap_checks import ctx_for

from openkoi.engine.evaluate import ending, grounded_of
from openkoi.engine.evaluators.base import Part
from openkoi.engine.evaluators.error_runs import (
    UNRUN,
    ErrorRun,
    failure_clauses,
    stated_errors,
)
from openkoi.engine.evaluators.grounded import ProgramRuns, error_runs
from openkoi.engine.evaluators.script_run import ScriptResult, satisfied
from openkoi.records import Evaluation

COUNT = ("Write count.py: `python count.py FILE` prints how many lines FILE has. If FILE "
         "does not exist, print `error: FILE not found` to stderr and exit with status 3.")
SUM = ("Write a script total.py that reads numbers from standard input, one per line, and "
       "prints their sum. With no numbers at all it prints `nothing to add` and exits with "
       "status 2. If a line is not a number it prints `bad line N` (N counts from 1) to "
       "stderr and exits with status 1, without printing anything to stdout.")

RIGHT_COUNT = '''import sys
def main():
    try:
        text = open(sys.argv[1]).read()
    except FileNotFoundError:
        print(f"error: {sys.argv[1]} not found", file=sys.stderr)
        sys.exit(3)
    print(text.count("\\n"))
if __name__ == "__main__":
    main()
'''


def test_each_stated_error_case_becomes_a_run_with_the_input_it_names() -> None:
    assert stated_errors(COUNT, ["count.py"]) == [
        ErrorRun("count.py", ["no-such-file.txt"], None, 3,
                 ("error: no-such-file.txt not found",), "stderr")]
    empty, bad = stated_errors(SUM, ["total.py"])
    assert (empty.stdin, empty.exit_code, empty.message, empty.stream) == \
        ("", 2, ("nothing to add",), "any")
    assert (bad.stdin, bad.exit_code, bad.message, bad.quiet) == \
        ("abc\n", 1, ("bad line",), True)
    # the records read, none at all (heldout16's ferment_summary)
    [none] = stated_errors("Write ferment.py: it reads readings on stdin. If there are no "
                           "readings at all, print `no readings` to stderr and exit 1.",
                           ["ferment.py"])
    assert (none.args, none.stdin, none.exit_code, none.message) == \
        ([], "", 1, ("no readings",))
    years = ("Write years.py. `python years.py 1999 2000` prints one line per year. With no "
             "arguments it prints `usage: years.py YEAR [YEAR ...]` to stderr and exits with "
             "status 2. If an argument is not a whole number it prints `not a year: <arg>` "
             "to stderr and exits with status 2.")
    usage, word = stated_errors(years, ["years.py"], [(["1999", "2000"], None)])
    assert (usage.args, usage.message) == ([], ("usage: years.py YEAR [YEAR ...]",))
    assert (word.args, word.message) == (["1999", "abc"], ("not a year:",))
    # a stated count: one argument too many breaks it as surely as none (not where the
    # usage line takes any number)
    arity = ("Write d.py: `python d.py START END` prints the days between. If it is not "
             "given exactly two arguments it exits with status 2.")
    assert [r.args for r in stated_errors(arity, ["d.py"])] == [[], ["x", "x", "x"]]
    assert [r.args for r in stated_errors(years.replace("With no arguments", "With the "
                                          "wrong number of arguments"), ["years.py"],
                                          [(["1999", "2000"], None)])] == [[], ["1999", "abc"]]


def test_a_usage_line_in_plain_prose_and_a_count_said_of_file_names_become_runs() -> None:
    # heldout45's baby_feeds_cli: no backticks round the usage line, "don't give exactly one
    # file name": no run was built, and the script ended unverified with nothing run
    feeds = ("Please write a script feeds.py that I run as python feeds.py FILE. For each "
             "day it prints one line. If the file doesn't exist, a message on stderr and "
             "exit status 1. If I don't give exactly one file name, print usage: python "
             "feeds.py FILE to stderr and exit with status 2.")
    runs = stated_errors(feeds, ["feeds.py"])
    assert [(r.args, r.exit_code, r.stream) for r in runs] == [
        (["no-such-file.txt"], 1, "stderr"), ([], 2, "stderr"), (["x", "x"], 2, "stderr")]
    # prose after the script's name is no usage line: nothing to run the missing file with
    prose = ("Write feeds.py; python feeds.py reads the log. If the file doesn't exist, exit "
             "with status 1.")
    assert stated_errors(prose, ["feeds.py"]) == []


def test_invalid_json_an_invalid_date_and_a_lone_optional_file_become_runs() -> None:
    pick = ("Write jsonpick.py: `echo '{\"a\": 1}' | python jsonpick.py a` prints `1`. If "
            "stdin isn't valid JSON, print `error: invalid JSON` to stderr and exit with "
            "status 2.")
    assert stated_errors(pick, ["jsonpick.py"], [(["a"], '{"a": 1}\n')]) == [ErrorRun(
        "jsonpick.py", ["a"], "not json\n", 2, ("error: invalid JSON",), "stderr")]
    # two runs that read stdin with other arguments: which to keep is not stated
    assert stated_errors(pick, ["jsonpick.py"], [(["a"], "{}\n"), (["b"], "{}\n")]) == []
    days = ("Write countdown.py: `python countdown.py 2024-12-25 --from 2024-12-01` prints "
            "`24 days`. An invalid date must make it exit with a non-zero status.")
    assert [(r.args, r.exit_code) for r in stated_errors(
        days, ["countdown.py"], [(["2024-12-25", "--from", "2024-12-01"], None)])] == \
        [(["not-a-date", "--from", "2024-12-01"], -1)]
    assert stated_errors(days, ["countdown.py"], [(["25.12.2024"], None)]) == []  # no ISO
    freq = ("Write wordfreq.py.\n\nUsage: python wordfreq.py [-n N] [FILE]\n\nIt reads FILE "
            "or stdin. If FILE can't be opened, print `wordfreq: cannot open FILE` to stderr "
            "and exit with status 1. If N is not a positive integer, exit with status 2.")
    opened, count = stated_errors(freq, ["wordfreq.py"], [(["-n", "3"], "a b\n")])
    assert (opened.args, opened.message) == (["no-such-file.txt"],
                                             ("wordfreq: cannot open no-such-file.txt",))
    assert (count.args, count.exit_code) == (["-n", "abc"], 2)
    # a required argument beside the optional file: the lone-file run would not be valid
    assert stated_errors(freq.replace("[-n N] [FILE]", "PATTERN [FILE]"),
                         ["wordfreq.py"])[:1] != [opened]


def test_a_list_of_exit_codes_under_its_heading_is_read_as_statuses() -> None:
    # heldout51's solar_panels_cli and heldout50's shearing_tally_cli: "Exit codes:" then
    # "- 1 with a message on stderr when ..." was no failure the task stated
    task = ("Write meter.py.\n\nUsage: python meter.py LOGFILE [--rate PENCE]\n\nExit codes:\n"
            "- 0 when it all worked.\n- 1 with a message on stderr when the file can't be "
            "opened.\n- 2: for usage errors: --rate that isn't a number.\n\n"
            "- 3 apples and a pear.\n")
    assert failure_clauses(task) == [
        "- exit status 1: with a message on stderr when the file can't be opened.",
        "- exit status 2: for usage errors: --rate that isn't a number."]
    opened, rate = stated_errors(task, ["meter.py"], [(["input.txt", "--rate", "12"], None)])
    assert (opened.args, opened.exit_code, opened.stream) == (
        ["no-such-file.txt"], 1, "stderr")
    assert (rate.args, rate.exit_code) == (["input.txt", "--rate", "abc"], 2)
    # the same items with no heading are no statuses
    assert failure_clauses(task.replace("Exit codes:\n", "")) == []


def test_a_missing_file_is_said_of_a_file_and_fills_the_messages_file() -> None:
    dump = ("Write hexdump.py.\n\nUsage: python hexdump.py [-n N] [FILE]\n\n-n N dumps the "
            "first N bytes. If N isn't a non-negative integer, print an error to stderr and "
            "exit with code 2. If the file can't be opened, print `hexdump.py: cannot open "
            "FILE` to stderr (with the actual name) and exit with code 1.")
    count, opened = stated_errors(dump, ["hexdump.py"], [(["-n", "4", "notes.txt"], None)])
    assert (count.args, count.exit_code) == (["-n", "abc", "notes.txt"], 2)
    assert (opened.args, opened.message) == (["-n", "4", "no-such-file.txt"],
                                             ("hexdump.py: cannot open no-such-file.txt",))
    # "doesn't exist" said of a date, in a clause that names a file for another reason
    log = ("Write log.py: `python log.py week.txt`. If a line has a date that doesn't exist "
           "(2024-02-30), print `line N: bad date` to stderr, where N is the line's number in "
           "the file, and exit with status 2.")
    assert stated_errors(log, ["log.py"], [(["week.txt"], None)]) == []
    named = ("Write n.py: `python n.py notes.txt` prints its lines. If a file named on the "
             "command line does not exist, exit with status 1.")
    assert [r.args for r in stated_errors(named, ["n.py"], [(["notes.txt"], None)])] == \
        [["no-such-file.txt"]]


def test_a_case_without_an_input_that_meets_it_gives_no_run() -> None:
    unknown = ("Write cols.py: `python cols.py FILE NAME`. If NAME is not a column, print "
               "`unknown column` to stderr and exit with status 2.")
    assert stated_errors(unknown, ["cols.py"]) == []
    both = "Write n.py. If FILE does not exist or is not a number, exit with status 1."
    assert stated_errors(both, ["n.py"]) == []  # two conditions: no one input meets both
    no_status = "Write n.py: `python n.py X`. With no arguments it prints a usage line."
    assert stated_errors(no_status, ["n.py"]) == []  # no status, no message, no stream
    assert stated_errors(COUNT, ["count.py", "other.py"]) == []  # which script is meant?
    # a key path is no file: neither the condition nor the example argument names one
    keys = ("Write get.py: `echo '{\"a\": {\"b\": 1}}' | python get.py a.b` prints `1`. If "
            "the key doesn't exist in the document, print `missing` to stderr and exit with "
            "status 1.")
    assert stated_errors(keys, ["get.py"], [(["a.b"], '{"a": {"b": 1}}\n')]) == []
    assert stated_errors(keys.replace("the key", "the file"), ["get.py"],
                         [(["a.b"], "{}\n")]) == []  # no argument is a file
    two = ("Write col.py: `python col.py FILE NAME` prints the column NAME of the CSV file "
           "FILE. If FILE can't be opened, print `cannot open FILE` to stderr and exit with "
           "status 1.")
    assert stated_errors(two, ["col.py"]) == [ErrorRun(
        "col.py", ["no-such-file.txt", "x"], None, 1, ("cannot open no-such-file.txt",),
        "stderr")]


def test_empty_input_runs_with_the_arguments_its_runs_take() -> None:
    # heldout14's colpick_cli: every run takes columns, and one with none is a usage error,
    # so "empty input ... exit 0" says nothing of `python colpick.py < /dev/null`
    cols = ("Write `colpick.py`: it reads CSV on stdin.\n\n| `python colpick.py name,email` | "
            "keep both |\n| `python colpick.py` | print `usage` to stderr, exit 2 |\n\n"
            "Empty input means no output and exit 0.")
    assert stated_errors(cols, ["colpick.py"]) == []
    # where the runs that read stdin take one set of arguments, the empty run takes it too
    runs = [(["name"], "a,b\n"), (["name"], "c\n")]
    one = "Write pick.py: it reads stdin. Empty input means exit status 0."
    assert [(r.args, r.stdin, r.exit_code) for r in stated_errors(one, ["pick.py"], runs)] \
        == [(["name"], "", 0)]
    assert stated_errors(one, ["pick.py"], [*runs, (["age"], "a\n")]) == []
    assert [(r.args, r.stdin) for r in stated_errors(one, ["pick.py"])] == [([], "")]


def test_runs_on_one_input_that_contradict_each_other_are_not_run() -> None:
    # heldout15's colstats_cli: "no numbers at all" (a header and no number) and "empty input"
    # were both read as empty stdin, with exit 0 and exit 1; the clause that says the input
    # is empty stands, and where none says so, neither run does
    stats = ("Write stats.py: `python stats.py COL` reads CSV on stdin. If there are no "
             "numbers at all, print only `count: 0` and exit 0. Column not in the header (or "
             "completely empty input): stderr `error: no such column`, exit 1.")
    runs = [(["price"], "name,price\nA,1.5\n")]
    assert [(r.args, r.stdin, r.exit_code) for r in stated_errors(stats, ["stats.py"], runs)] \
        == [(["price"], "", 1)]
    vague = ("Write stats.py: it reads stdin. With no numbers at all it exits with status 0. "
             "With no data it exits with status 1.")
    assert stated_errors(vague, ["stats.py"]) == []


def test_a_run_passes_only_as_stated() -> None:
    run = ErrorRun("t.py", [], "abc\n", 1, ("bad line",), "stderr", quiet=True)
    assert satisfied(run, ScriptResult(1, "", "bad line 1\n"))
    assert not satisfied(run, ScriptResult(0, "", "bad line 1\n"))  # the status
    assert not satisfied(run, ScriptResult(1, "bad line 1\n", ""))  # the stream
    assert not satisfied(run, ScriptResult(1, "0\n", "bad line 1\n"))  # stdout not quiet
    assert not satisfied(run, ScriptResult(None, "", ""))  # did not finish
    crash = "Traceback (most recent call last):\n  ...\nValueError: bad line\n"
    assert not satisfied(run, ScriptResult(1, "", crash))
    assert satisfied(ErrorRun("t.py", [], None, -1), ScriptResult(4, "", ""))  # non-zero
    assert not satisfied(ErrorRun("t.py", [], None, -1), ScriptResult(0, "", ""))


def test_the_program_check_runs_the_stated_error_cases(tmp_path: Path) -> None:
    (tmp_path / "right").mkdir()
    (tmp_path / "wrong").mkdir()
    right = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path / "right", COUNT,
                                                       {"count.py": RIGHT_COUNT})))
    # the error case handled as stated, but nothing ran the script on good input: no
    # grounded evidence either way (it never makes a result "done" alone)
    assert right.grounded == "" and right.score == 1.0
    assert "no evidence of what the script does with good input" in right.evidence
    example = COUNT.replace("has.", "has: `python count.py a.txt` prints `2`.")
    both = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path / "right", example, {
        "count.py": RIGHT_COUNT, "a.txt": "x\ny\n"})))
    assert both.grounded == "passed"
    crashes = RIGHT_COUNT.replace("    try:\n", "    if True:\n").replace(
        "    except FileNotFoundError:\n", "    if False:\n")
    wrong = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path / "wrong", COUNT,
                                                       {"count.py": crashes})))
    assert wrong.grounded == "failed" and wrong.cap is not None
    assert "exit with status 3" in wrong.findings[0].message
    assert "no-such-file.txt" in wrong.findings[0].message
    assert "(a crash at count.py line " in wrong.findings[0].message  # where: crash_site
    assert error_runs(COUNT, {}) == []  # no script written yet: nothing to run


TCONV = ("Make a CLI tconv.py: `python tconv.py VALUE FROM TO` converts temperatures.\n"
         "    $ python tconv.py 100 C F\n    212.00 F\n\n"
         "Errors go to stderr:\n"
         "- wrong number of arguments: print `usage: tconv.py VALUE FROM TO`, exit 2\n"
         "- unknown unit: print `unknown unit: <UNIT>` (as typed), exit 2\n")
TCONV_CODE = """import sys
if len(sys.argv) != 4:
    print("usage: tconv.py VALUE FROM TO", file=sys.stderr)
    sys.exit(2)
print(f"{float(sys.argv[1]) * 9 / 5 + 32:.2f} F")
"""


def test_exit_n_is_read_and_a_failure_no_run_checks_leaves_the_runs_unverified(
        tmp_path: Path) -> None:
    # heldout10's tconv_cli ended done on its example run alone: the task's failure cases
    # were never run ("exit 2" was not read as an exit status, "unknown unit" has no input)
    runs = stated_errors(TCONV, ["tconv.py"], [(["100", "C", "F"], None)])
    assert [(r.args, r.exit_code) for r in runs] == [([], 2), (["x", "x", "x", "x"], 2)]
    assert failure_clauses(TCONV) == [
        "- wrong number of arguments: print `usage: tconv.py VALUE FROM TO`, exit 2",
        "- unknown unit: print `unknown unit: <UNIT>` (as typed), exit 2"]
    code = TCONV_CODE
    part = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path, TCONV, {"tconv.py": code})))
    assert part.findings == [] and part.grounded == "incomplete"  # matched, not verified
    assert f"the task {UNRUN}: - unknown unit" in part.evidence
    # nor can another part's evidence (a test of its functions that passed) make it done
    passed = Part("examples", 1.0, grounded="passed")
    assert grounded_of([passed, part]) == "incomplete"
    assert ending(Evaluation(score=1.0, grounded="incomplete"), 0.8) == "unverified"
    assert ending(Evaluation(score=1.0, grounded=grounded_of([passed])), 0.8) == "done"
    stated = TCONV.replace("- unknown unit: print `unknown unit: <UNIT>` (as typed), exit 2\n",
                           "")
    part = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path, stated, {"tconv.py": code})))
    assert part.grounded == "passed" and UNRUN not in part.evidence  # every failure ran


HOURS = ("Write hours.py: it takes the file name as its only argument and prints the hours per "
         "day. If a line doesn't match `YYYY-MM-DD HH:MM-HH:MM`, print `hours.py: line N: bad "
         "entry` to stderr and exit with status 1 without printing anything to stdout. If the "
         "file can't be read, print `hours.py: cannot read FILE` and exit 2.\n\n"
         "```\n$ cat march.txt\n# week 10\n2024-03-04 09:00-12:30\n\n"
         "2024-03-04 13:30-18:00\n$ python hours.py march.txt\n2024-03-04 8:00\n```\n")
HOURS_CODE = '''import re, sys
try:
    lines = open(sys.argv[1]).read().splitlines()
except OSError:
    print(f"hours.py: cannot read {sys.argv[1]}", file=sys.stderr)
    sys.exit(2)
total = {}
for n, line in enumerate(lines, 1):
    if not line.strip() or line.startswith("#"):
        continue
    m = re.fullmatch(r"(\\d{4}-\\d\\d-\\d\\d) (\\d\\d):(\\d\\d)-(\\d\\d):(\\d\\d)", line)
    if not m:
        print(f"hours.py: line {n}: bad entry", file=sys.stderr)
        sys.exit(1)
    a, b, c, d = map(int, m.groups()[1:])
    total[m.group(1)] = total.get(m.group(1), 0) + (c * 60 + d) - (a * 60 + b)
for day, minutes in sorted(total.items()):
    print(f"{day} {minutes // 60}:{minutes % 60:02d}")
'''


def test_a_line_the_program_refuses_is_added_to_the_input_the_task_shows(
        tmp_path: Path) -> None:
    # heldout17's timesheet_hours: "If a line doesn't match ..., print `hours.py: line N: bad
    # entry`": the shown march.txt with one more line, the line's number in the message
    runs = error_runs(HOURS, {"hours.py": HOURS_CODE.encode()})
    bad = next(r for r in runs if r.data)
    assert (bad.args, bad.exit_code, bad.message, bad.quiet) == (
        ["bad-line-march.txt"], 1, ("hours.py: line 5: bad entry",), True)
    assert bad.data == (("bad-line-march.txt", "# week 10\n2024-03-04 09:00-12:30\n\n"
                         "2024-03-04 13:30-18:00\n%%%\n"),)
    # on stdin, with no input shown: the bad line alone, line 1; a field that is no number
    # says what makes the line bad, not another case
    [alone] = stated_errors("Write f.py: it reads readings on stdin. If a line can't be "
                            "parsed (the gravity isn't a number), print `line N: cannot "
                            "parse` to stderr and exit 1.", ["f.py"])
    assert (alone.stdin, alone.message) == ("%%%\n", ("line 1: cannot parse",))
    (tmp_path / "right").mkdir()
    (tmp_path / "wrong").mkdir()
    right = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path / "right", HOURS, {
        "hours.py": HOURS_CODE})))
    assert right.findings == [] and right.grounded == "passed"
    # counting only the lines it reads: the wrong line number
    skips = HOURS_CODE.replace("for n, line in enumerate(lines, 1):\n    if not line.strip() "
                               "or line.startswith(\"#\"):\n        continue\n",
                               "lines = [x for x in lines if x.strip() and x[0] != '#']\n"
                               "for n, line in enumerate(lines, 1):\n")
    wrong = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path / "wrong", HOURS, {
        "hours.py": skips})))
    assert wrong.grounded == "failed"
    assert "hours.py: line 5: bad entry" in wrong.findings[0].message


def test_the_lines_a_task_skips_go_before_the_refused_one_and_each_case_of_a_clause_runs(
        ) -> None:
    # heldout11's shift_hours: numbering only the lines read gives the same number on a file
    # with no blank or comment line; the lines the task says are skipped come first
    skips = HOURS.replace("prints the hours per day.", "prints the hours per day. Blank lines "
                          "and lines starting with `#` are ignored.")
    bad = next(r for r in error_runs(skips, {"hours.py": HOURS_CODE.encode()}) if r.data)
    assert bad.message == ("hours.py: line 7: bad entry",)
    assert bad.data[0][1].endswith("18:00\n\n# openkoi\n%%%\n")
    # heldout8's timesheet-cli: a missing file and a malformed line in one clause, two runs
    both = ("Write hours.py: `python hours.py FILE` prints the hours per day. If the file "
            "cannot be read or a line is malformed, print a message starting with `error:` "
            "to stderr and exit with status 2.")
    assert [(r.args, r.stdin, r.exit_code, r.message) for r in stated_errors(
        both, ["hours.py"])] == [(["no-such-file.txt"], None, 2, ("error:",)),
                                 (["bad-line.txt"], None, 2, ("error:",))]
    # heldout58's till_cashup_cli: "a line doesn't make sense (... a count that isn't a whole
    # number ...)" is a refused line, not an argument that is no number
    sense = both.replace("a line is malformed", "a line doesn't make sense (a count that "
                         "isn't a whole number)")
    assert [r.args for r in stated_errors(sense, ["hours.py"])] == [["no-such-file.txt"],
                                                                   ["bad-line.txt"]]
    # heldout57's pantry_expiry_cli: "A row that's broken (not 3 columns, a bad date, ...):
    # print a warning on stderr that says which line, like "skipping line 4: ..."" is a refused
    # line (not a bad --today date); "line 9" is the example's line, "..." any text
    row = ("Write stock.py: python stock.py FILE [--today DATE] lists what is out of date. "
           "Blank lines are ignored. A row that's broken (a bad date, no count): don't stop, "
           "print a warning on stderr that says which line, like \"skipping line 9: ...\", "
           "and carry on.\n\n$ cat pantry.txt\nmilk 2024-05-06 1\nrice 2024-09-01 2\n"
           "$ python stock.py pantry.txt --today 2024-05-07\nmilk\n")
    [warn] = [r for r in error_runs(row, {"stock.py": b"print()\n"}) if r.data]
    assert (warn.args, warn.exit_code, warn.message) == (
        ["bad-line-pantry.txt", "--today", "2024-05-07"], None, ("skipping line 4:",))


GRADE = ("Write grade.py: give it marks and it prints each one's grade on its own line:\n\n"
         "    python grade.py 91        ->  A\n"
         "    python grade.py 55 72     ->  F, then C\n\n"
         "If a mark is invalid (for example 101, -3 or abc), print `grade: bad mark: <mark>` "
         "to stderr, carry on with the remaining arguments, and exit with status 1 at the end.")
GRADE_CODE = """import sys
status = 0
for arg in sys.argv[1:]:
    if not arg.isdigit() or int(arg) > 100:
        print(f"grade: bad mark: {arg}", file=sys.stderr)
        status = 1
        continue
    n = int(arg)
    print("A" if n >= 90 else "B" if n >= 80 else "C" if n >= 70 else "F")
sys.exit(status)
"""


def test_arrow_runs_and_the_listed_bad_values_are_runs(tmp_path: Path) -> None:
    from openkoi.engine.evaluators.grounded import command_examples

    assert [(e.args, e.expected) for e in command_examples(GRADE)] == [
        (["91"], "A"), (["55", "72"], "F\nC")]
    assert command_examples("    python x.py 3 -> prints the sum of them\n") == []
    runs = error_runs(GRADE, {"grade.py": GRADE_CODE.encode()})
    assert [(r.args, r.message, r.exit_code, r.stdout) for r in runs] == [
        (["101"], ("grade: bad mark: 101",), 1, None),
        (["-3"], ("grade: bad mark: -3",), 1, None),
        (["abc"], ("grade: bad mark: abc",), 1, None),
        (["101", "91"], ("grade: bad mark: 101",), 1, "A")]  # it carries on
    (tmp_path / "right").mkdir()
    right = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path / "right", GRADE,
                                                       {"grade.py": GRADE_CODE})))
    assert right.grounded == "passed", right.evidence
    stops = GRADE_CODE.replace("        status = 1\n        continue\n",
                               "        sys.exit(1)\n")
    (tmp_path / "wrong").mkdir()
    wrong = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path / "wrong", GRADE,
                                                       {"grade.py": stops})))
    assert wrong.grounded == "failed"
    assert ["`python grade.py 101 91`" in f.message for f in wrong.findings] == [True]


def test_bad_input_in_general_is_a_word_where_the_task_says_a_number_is_required() -> None:
    """heldout48's bike_gears_cli: "Teeth must be whole numbers ... On bad input print an
    error to stderr, nothing to stdout, and exit with status 2" built no run."""
    gears = ("Write gears.py. Usage: python gears.py CHAINRING COGS [--wheel INCHES]\n"
             "Teeth must be whole numbers more than 0. On bad input print an error to "
             "stderr, nothing to stdout, and exit with status 2.\n"
             "$ python gears.py 50 11,25\n50x11: 122.7 in\n")
    [run] = stated_errors(gears, ["gears.py"], [(["50", "11,25"], None)])
    assert (run.args, run.exit_code, run.stream, run.quiet) == (
        ["abc", "11,25"], 2, "stderr", True)
    # no word of what bad input is: no run
    assert stated_errors(gears.replace("Teeth must be whole numbers more than 0. ", ""),
                         ["gears.py"], [(["50", "11,25"], None)]) == []


def test_each_case_a_clause_lists_before_its_one_ending_runs() -> None:
    """heldout52's receipt_check_cli: "anything wrong - not exactly one argument, a file that
    can't be read, ... - exit with 2" listed two kinds of case, and no run was built."""
    receipt = ("Write checkreceipt.py (standard library only) that I run as\n\n"
               "    python checkreceipt.py saturday.txt\n\n"
               "- anything wrong - not exactly one argument, a file that can't be read, a "
               "line that isn't right - exit with 2, print a message to stderr and nothing "
               "to stdout.\n")
    runs = stated_errors(receipt, ["checkreceipt.py"], [(["saturday.txt"], None)])
    assert [(r.args, r.exit_code, r.stream, r.quiet) for r in runs] == [
        ([], 2, "stderr", True), (["x", "x"], 2, "stderr", True),
        (["no-such-file.txt"], 2, "stderr", True)]
    # cases with endings of their own are no list of one ending's cases
    apart = receipt.replace("a file that can't be read", "exit 1 if a file can't be read")
    assert [r.args for r in stated_errors(apart, ["checkreceipt.py"],
                                          [(["saturday.txt"], None)])] == []


def test_the_cases_listed_under_a_heading_that_states_their_ending_run() -> None:
    """heldout53's lego_missing_cli: "Errors: exit code 2, nothing on stdout, and one line on
    stderr:" over "- if a file can't be opened, ..." (and a usage of two files): no run."""
    task = ("How I run it:\n\n    python missing.py SET_FILE OWNED_FILE [--colour NAME]\n\n"
            "Errors: exit code 2, nothing on stdout, and one line on stderr:\n"
            "- if a file can't be opened, the message must include the file name;\n"
            "- wrong arguments also exit 2 with a message on stderr.\n\n"
            "Things I own that the set doesn't use are ignored.\n")
    runs = stated_errors(task, ["missing.py"])
    assert [(r.args, r.exit_code, r.stream, r.quiet) for r in runs] == [
        (["no-such-file.txt", "no-such-file.txt"], 2, "stderr", True)]
    assert runs[0].clause.startswith("- if a file can't be opened")
    # a heading that states no exit status lists no ending; an item with its own keeps it
    plain = task.replace("Errors: exit code 2, nothing on stdout, and one line on stderr:",
                         "Errors are rare:")
    assert stated_errors(plain, ["missing.py"]) == []
    own = task.replace("the message must include the file name;", "exit with 3;")
    assert [(r.args, r.exit_code) for r in stated_errors(own, ["missing.py"])] == [
        (["no-such-file.txt", "no-such-file.txt"], 3)]
