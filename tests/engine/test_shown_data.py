"""Data a task shows, passed to the calls after it that name no argument
(engine/grounding/shown_data.py): "For example with this log:" over its lines, then
'calendar_progress gives "1/366 days (0.3%)"'."""

from __future__ import annotations

from openkoi.engine.grounding.examples import examples_to_tests

GIVEN = ("def parse_log(lines):\n"
         "    return [line.split(' | ') for line in lines if line.strip()]\n")
NEW = ("def calendar_progress(entries):\n"
       "    days = {e[0][5:] for e in entries if e[2].lower() == 'found it'}\n"
       "    return f'{len(days)}/366 days ({100 * len(days) / 366:.1f}%)'\n")
TASK = ("Add calendar_progress(entries) to geo.py - entries as parse_log gives them.\n\n"
        "For example with this log:\n\n"
        "2024-01-02 | GC1 | Found it\n"
        "2024-01-03 | GC2 | Write note\n\n"
        'calendar_progress gives "1/366 days (0.3%)".\n')
LOG = "['2024-01-02 | GC1 | Found it', '2024-01-03 | GC2 | Write note']"


def _read(task: str, code: str, given: str = GIVEN) -> list[str]:
    return [t.describe() for t in examples_to_tests(task, {"geo.py": code},
                                                    {"geo.py": given})]


def test_a_new_functions_result_on_the_shown_lines_is_an_example() -> None:
    # heldout55's geocache_log_edit: the entries are what the given parser makes of them
    assert _read(TASK, GIVEN + NEW) == [
        f'calendar_progress(parse_log({LOG})) == "1/366 days (0.3%)"']
    # a function that takes the lines themselves gets them as a list, "text" as one string
    code = "def count(lines):\n    return len(lines)\n"
    task = "Example:\n\nroses 3\ntulips 4\n\ncount() on those lines gives 2.\n"
    assert _read(task, code, "") == ["count(['roses 3', 'tulips 4']) == 2"]
    text = task.replace("count(", "size(")
    assert _read(text, "def size(text):\n    return text.count('\\n')\n", "") == [
        "size('roses 3\\ntulips 4\\n') == 2"]
    # in a fence
    fenced = "Example:\n```\nroses 3\ntulips 4\n```\ncount gives 2.\n"
    assert _read(fenced, code, "") == ["count(['roses 3', 'tulips 4']) == 2"]


def test_nothing_is_read_where_the_argument_or_the_value_could_be_another() -> None:
    # a function the task gave: its stated result may be the bug's (heldout54's
    # maple_syrup_fix: "daily_totals() on those lines gives me {...}. The 4th should be ...")
    code = "def count(lines):\n    return len(lines)\n"
    task = "Example:\n\nroses 3\ntulips 4\n\ncount() on those lines gives 2.\n"
    assert _read(task, code, code) == []
    # a parameter of no kind the module reads, and no sentence says what it is
    assert _read(TASK.replace("entries as parse_log gives them", "entries is a list"),
                 GIVEN + NEW) == []
    # two required parameters
    assert _read(task, "def count(lines, n):\n    return n\n", "") == []
    # lines of code under the colon are no data
    assert _read("Example:\n\nx = count(a)\ny -> 3\n\ncount gives 2.\n", code, "") == []
    # one line is no block
    assert _read("Example:\n\nroses 3\n\ncount gives 1.\n", code, "") == []
    # the call stated before the data
    assert _read("count gives 2 on:\n\nroses 3\ntulips 4\n", code, "") == []


def test_a_name_said_to_be_what_a_function_gives_is_that_function_on_the_shown_lines() -> None:
    # heldout56's foraging_log_edit: "finds is the list parse_log gives back", then the log,
    # then 'best_spots(finds, "penny bun") should be [...]'
    new = ("def best(finds, kind):\n"
           "    return [e[1] for e in finds if e[2].lower() == kind]\n")
    task = ("Add best(finds, kind) to geo.py. finds is the list parse_log gives back.\n\n"
            "With this log:\n\n"
            "2024-01-02 | GC1 | Found it\n"
            "2024-01-03 | GC2 | Write note\n\n"
            'best(finds, "found it") should be ["GC1"] and best(finds, "dnf") is [].\n')
    assert _read(task, GIVEN + new) == [
        f'best(parse_log({LOG}), "found it") == ["GC1"]', f'best(parse_log({LOG}), "dnf") == []']
    # not in a call of a function the task gave (its stated result may be the bug's)
    given = GIVEN + new
    assert _read(task, given, given) == []
    # nor where no sentence says what the name is
    assert _read(task.replace(" finds is the list parse_log gives back.", ""), GIVEN + new) == []


def test_the_shown_lines_by_their_parameters_name_in_a_calls_arguments() -> None:
    # heldout57's tutor_invoice_module: the log, then 'invoice(lines, "amy", 2024, 3) is
    # {...}', where invoice's parameter is ``lines``
    new = ("def found(lines, kind):\n"
           "    return [x.split(' | ')[1] for x in lines if x.endswith(kind)]\n")
    task = ("Write found(lines, kind) in geo.py. My log looks like this:\n\n"
            "2024-01-02 | GC1 | Found it\n"
            "2024-01-03 | GC2 | Write note\n\n"
            'For the log above, found(lines, "Found it") is ["GC1"].\n')
    assert _read(task, new, "") == [f'found({LOG}, "Found it") == ["GC1"]']
    # not where the function takes them by another name, nor a function the task gave
    assert _read(task.replace("found(lines, ", "found(rows, "), new, "") == []
    assert _read(task, new, new) == []


def test_data_introduced_without_a_colon_is_the_data_the_call_after_it_reads() -> None:
    # heldout60's blood_pressure_module: "Check them in this order:" over bullets, then
    # "and with this log" (no colon) over the log, then "home_average gives (...)": the
    # call was given the bullets, and right code failed its own example
    code = "def count(lines):\n    return len(lines)\n"
    task = ("Check them in this order:\n- first if big\n- second if small\n\n"
            "and with this log\n\nroses 3\ntulips 4\nlilies 5\n\ncount gives 3.\n")
    assert _read(task, code, "") == ["count(['roses 3', 'tulips 4', 'lilies 5']) == 3"]
    # a sentence that only ends in such words, with no lines under it, shows no data
    assert _read("Work on this file\nand print it.\n\ncount gives 3.\n", code, "") == []


def test_a_name_the_given_reader_returns_is_that_reader_on_the_shown_lines() -> None:
    """heldout61's toy_library_edit: "With this loans book:" and its lines, then
    "overdue(loans, date(2024, 4, 10)) should be [...]", where the given parse_loans(text)
    ends ``return loans``: the example was not read and nothing ran the code."""
    given = ("def parse_log(text):\n    entries = []\n"
             "    for line in text.splitlines():\n"
             "        if line.strip():\n            entries.append(line.split(' | '))\n"
             "    return entries\n\n\n"
             "def found(entries, kind):\n    return [e[1] for e in entries if e[2] == kind]\n")
    task = ("Change found() in geo.py to sort the codes.\n\nWith this log:\n\n"
            "2024-01-02 | GC9 | Found it\n2024-01-03 | GC2 | Found it\n\n"
            "found(entries, 'Found it') should be ['GC2', 'GC9'].\n")
    text = "'2024-01-02 | GC9 | Found it\\n2024-01-03 | GC2 | Found it\\n'"
    assert _read(task, given, given) == [
        f"found(parse_log({text}), 'Found it') == ['GC2', 'GC9']"]
    # two readers that return the name, or the task binding it itself: nothing is read
    two = given + "\n\ndef parse_csv(text):\n    entries = text.split(',')\n    return entries\n"
    assert _read(task, two, two) == []
    bound = task.replace("With this log:", "entries = []\n\nWith this log:")
    assert not any("parse_log" in t for t in _read(bound, given, given))


def test_the_lines_the_task_calls_so_in_a_call_of_given_code() -> None:
    """heldout62's ham_radio_fix: "With these lines from my log.txt:" and the lines, then
    "stations_worked([parse_contact(line) for line in lines]) gives {...}, but ... it should
    be {...}": the report was not read and nothing ran the code."""
    given = ("def parse(line):\n    return line.split(' | ')\n\n\n"
             "def codes(entries):\n    return [e[1] for e in entries]\n")
    task = ("codes() in geo.py is wrong. With these lines from my log.txt:\n\n"
            "2024-01-02 | gc9 | Found it\n2024-01-03 | GC2 | Found it\n\n"
            "codes([parse(line) for line in lines]) gives ['gc9', 'GC2'], but it should be "
            "['GC9', 'GC2'].\n")
    fixed = given.replace("e[1] for", "e[1].upper() for")
    assert _read(task, fixed, given) == [
        "codes([parse(line) for line in ['2024-01-02 | gc9 | Found it', "
        "'2024-01-03 | GC2 | Found it']]) == ['GC9', 'GC2']"]
    # data the task does not call lines: the name may be anything else
    assert _read(task.replace("these lines from my log.txt", "my log.txt"), fixed, given) == []


def test_each_name_a_reader_returns_reads_the_file_named_for_it() -> None:
    """heldout62's self_storage_edit: "with this units.txt:" and "this lets.txt:", then
    "statement(units, lets, 2024, 2) should be [...]": units was read from the lets lines,
    and the right code failed its own example."""
    given = ("def parse_units(lines):\n    units = [ln.split()[0] for ln in lines]\n"
             "    return units\n\n\n"
             "def parse_lets(lines):\n    lets = [ln.split(', ')[0] for ln in lines]\n"
             "    return lets\n")
    new = "\n\ndef idle(units, lets):\n    return [u for u in units if u not in lets]\n"
    task = ("Add idle(units, lets) to geo.py.\n\nFor example with this units.txt:\n\n"
            "A1 locker\nA2 small\n\nand this lets.txt:\n\nA2, Joe\nB1, Sue\n\n"
            "idle(units, lets) should be ['A1'].\n")
    assert _read(task, given + new, given) == [
        "idle(parse_units(['A1 locker', 'A2 small']), parse_lets(['A2, Joe', 'B1, Sue']))"
        " == ['A1']"]
    # several files shown and none named for the name: not read
    other = task.replace("units.txt", "barns.txt").replace("lets.txt", "tenants.txt")
    assert _read(other, given + new, given) == []
