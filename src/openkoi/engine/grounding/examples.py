"""The examples a task states become tests: in the task text and in the docstrings of the
files as the task gave them (never a docstring the draft wrote or rewrote: that is the code's
own word, and a draft that states ``f(2) == 5`` and returns 5 would verify itself).

Forms read (one example per line, the call must name a function the files define or the task
names in ``name(...)`` form, and both sides must be plain Python expressions with no free
names, so prose is never mistaken for an example):

    >>> f(2)            (doctest: the value on the next non-empty line(s))
    4
    >>> f(2) == 4       (one line)
    f(2) == 4 / f(2) -> 4 / f(2) => 4 / f(2) ==> 4 / f(2) returns 4 / f(2) should return 4
    f(2) should be 4 / f(date(2024, 3, 1)) is 4 (a name the module imports: date)
    f("") raises ValueError / f("") should raise ValueError
    inside a sentence: "e.g. `f(2)` returns `4`", "so Shape([(0, 0)]).area() == 0.0",
    "f(95) gives 2 but it should be 4", "f(0) returns '0:00' when it should be '12:00'",
    "f(95) gives 2 instead of 4" (the value after "should" or "instead of" is the example)
    a code block's line with its result as a comment: "f(2)   # 4" (``sessions``)
    a Markdown table's row: | `f(2)` | `4` | (``tables.table_example``)
    bare arrows and words for a task's one function: [1, 2] -> 3 (``arrows.arrow_examples``);
    "encode(text) ... so "aaab" becomes "3ab"" (``arrows.word_examples``); a predicate's
    ""(]" and ")(" are not balanced" (``arrows.predicate_examples``)

Not read: an example the sentence makes hold only after a statement ("after x.add(1),
total() returns 1"), a call of a name the files define only as a method.

Generalised from the HumanEval bench's docstring handling, so every task gets it.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Mapping

from openkoi.engine.grounding.arrows import (
    arrow_examples,
    docstring_arrows,
    predicate_examples,
    word_examples,
)
from openkoi.engine.grounding.bad_inputs import bool_rejected, one_argument, stated_bad_inputs
from openkoi.engine.grounding.bindings import (
    bound_examples_text,
    literal_bindings_text,
    prose_bindings_text,
    record_bindings_text,
)
from openkoi.engine.grounding.bounds import (
    base_calls,
    method_bounds,
    returned_names,
    signatures,
    stated_bounds,
)
from openkoi.engine.grounding.case import lower_case_examples
from openkoi.engine.grounding.cases import GroundedTest
from openkoi.engine.grounding.comprehension import comprehension_items
from openkoi.engine.grounding.cut_short import cut_short
from openkoi.engine.grounding.defined import (
    definitions,
    docstrings,
    function_docstrings,
    is_test_file,
    module_of,
)
from openkoi.engine.grounding.exprs import called as callee_of
from openkoi.engine.grounding.exprs import free_names, is_exception, names_read, parses
from openkoi.engine.grounding.foreign import foreign_examples
from openkoi.engine.grounding.hierarchy import stated_kinds
from openkoi.engine.grounding.keyed import arrow_parts, dict_keys, keyed_examples
from openkoi.engine.grounding.literals import ISO_DATE, call_end, literal_end, split_comparison
from openkoi.engine.grounding.padded import padded_examples
from openkoi.engine.grounding.prose_sessions import prose_sessions
from openkoi.engine.grounding.reports import after_statement, corrected_after, in_sentence
from openkoi.engine.grounding.sessions import (
    commented_sessions,
    continued_source,
    session_examples,
)
from openkoi.engine.grounding.shown_data import shown_data_text
from openkoi.engine.grounding.shown_report import shown_reports
from openkoi.engine.grounding.stdvalues import STD_TYPES, is_value, plain_value
from openkoi.engine.grounding.tables import table_example
from openkoi.engine.grounding.unchanged import kept_inputs
from openkoi.engine.grounding.worded_calls import worded_calls

_ARROW = re.compile(
    r"^(?:[*-]\s*|\d+[.)]\s*)?`?(?P<call>[A-Za-z_][\w.]*\(.*?\))`?\s*"
    r"(?:==>|=>|->|➞|→|==|=|\bshould (?:return|be)\b|\breturns?\b|\bgives?\b|\bis\b)\s*"
    r"`?(?P<want>.+?)`?[.;,]?$")
_RAISES = re.compile(
    r"^(?:[*-]\s*|\d+[.)]\s*)?`?(?P<call>[A-Za-z_][\w.]*\(.*?\))`?\s*"
    r"(?:should raise|raises|must raise)\s+(?:an?\s+)?`?(?P<exc>[A-Za-z_]\w*)`?")
_WORDS = re.compile(r"[A-Za-z_]\w*")


def examples_to_tests(task: str, files: Mapping[str, str],
                      given: Mapping[str, str],
                      drafted_tests: Mapping[str, str] | None = None) -> list[GroundedTest]:
    """Tests from the examples in ``task`` and in the docstrings of ``given``: the Python
    files as the task gave them (name -> text; a file the task creates is absent or "").
    ``files``: the code as it now stands (name -> text; a new file may be given as ""): an
    example's module is the file that defines its function, else the only Python file.
    ``drafted_tests``: the test files as the draft left them, whose calls only give inputs
    (to the rule "don't modify the list passed in")."""
    code = definitions(files)
    defined, methods, imported, comparable = code.names, code.methods, code.imported, \
        code.comparable
    py = [n for n in files if n.endswith(".py") and not is_test_file(n)]
    fallback = module_of(py[0]) if len(py) == 1 else None
    # a name no file defines is tested only where the task calls it so (a new file's
    # function): "Collatz(1) is [1]" in HumanEval/123's notes names no function
    called = {m.group(1) for m in re.finditer(r"\b([A-Za-z_]\w*)\(", task)}
    tests: list[GroundedTest] = []
    seen: set[tuple[str, str | None, str | None]] = set()

    def add(call: str, want: str | None, raises: str | None, where: str,
            unlike: bool = False) -> None:
        if want is not None and not unlike and (items := comprehension_items(call, want)):
            for item_call, item_want in items:
                add(item_call, item_want, None, where)
            return
        func = callee_of(call)
        if func is None:
            return
        if want is not None and ISO_DATE.fullmatch(want):
            # "should be 2024-12-26": the date the call gives, as ISO text (heldout16's
            # meetup_dates_fix; read as Python the value was 2024 - 12 - 26 == 1986, and
            # heldout36's jam_best_before_fix: "2024-02-29" does not parse at all)
            call, want = f"str({call})", repr(want)
        if func in methods and func not in defined:
            return  # "after add('Mia', 3), total('Mia') is 7": a method, of an object set up
        module = defined.get(func, fallback if func in called else None)
        if module is None or not parses(call) or (want is not None and not parses(want)):
            return
        # a name the module imports is in scope where its examples run: date(2024, 3, 1)
        allowed = {func} | set(defined) | imported | set(STD_TYPES)
        # the value may build an object of a class of that module that compares by value:
        # "p.derivative() == Polynomial([3, 0, 6])", or be one of the standard library's
        # value types as a doctest shows it: "(datetime.date(2026, 4, 27), ...)"
        equal = {n for n, m in comparable.items() if m == module}
        want = plain_value(want) if want is not None else None
        if free_names(call) - allowed or (want is not None and free_names(want) - equal
                                     and not is_value(want)):
            return
        if raises is not None and not is_exception(raises):
            return
        if want is not None and not unlike:
            # "-> ["shirt", "shirt", "suit", "trousers", ...]": the start of the result
            if (short := cut_short(call, want)) is None:
                return
            call, want = short
        if unlike:  # an output the task says is wrong: right code gives anything else (a
            # guard: passing it shows none of the work)
            call, want = f"({call}) != ({want})", "True"
        key = (call, want, raises)
        if key in seen:
            return
        seen.add(key)
        tests.append(GroundedTest(f"example {len(tests) + 1} ({where})", module, call,
                                  want, raises, origin="example", shows_work=not unlike))

    wrong: list[tuple[str, str]] = []
    for call, want, raises in stated_examples(task, wrong):
        add(call, want, raises, "task")
    # a doctest's output the next sentence says is wrong: "Wednesday should be in there too"
    for call, bug in wrong:
        add(call, bug, None, "task: not the output it says is wrong", unlike=True)
    # a report's parts of a returned dict: "gave me a total of 177.0 ... should be ... 162.0"
    keys: dict[str, set[str]] = {}
    for name, text in given.items():
        if name.endswith(".py") and not is_test_file(name):
            for func, found in dict_keys(text).items():
                keys.setdefault(func, set()).update(found)
    for call, want in keyed_examples(task, keys) if keys else []:
        add(call, want, None, "task")
    # a code block's lines with their results as comments: "entry_fee(3)   # 1.5"
    for call, want, raises in stated_examples(commented_sessions(task, set(code.classes))):
        add(call, want, raises, "task")
    bound = bound_examples_text(task, set(defined), call_end,
                                lambda line: len(stated_examples(line)))
    # the names a line of the task binds to data ("lengths = {...}"), written out
    data = literal_bindings_text(task, set(defined))
    records = record_bindings_text(task, set(defined))
    prose = prose_bindings_text(task, set(defined))
    # data the task shows, passed to a new function named after it with no argument:
    # "For example with this log:" ... 'calendar_progress gives "3/366 days (0.8%)"'
    sigs = signatures({n: t for n, t in files.items() if not is_test_file(n)})
    given_names = set(definitions(given).names)
    shown = shown_data_text(task, sigs, given_names, returned_names(
        {n: t for n, t in given.items() if not is_test_file(n)}))
    # a report on the data it shows: "I put this slip through ticket(): ... with total()
    # saying 61.8 ... should come to 77.3, not 61.8"
    reported, reported_wrong = shown_reports(task, sigs, given_names)
    for call, want in reported:
        add(call, want, None, "task")
    for call, bug in reported_wrong:
        add(call, bug, None, "task: not the output it says is wrong", unlike=True)
    # a call's parts on arrow lines under it: "-> packed: Smith, Okafor, Byrne"
    for call, want in arrow_parts(data or task):
        add(call, want, None, "task")
    for call, want, raises in [*stated_examples(bound or ""), *stated_examples(data or ""),
                               *stated_examples(records or ""), *stated_examples(prose or ""),
                               *stated_examples(shown or "")]:
        add(call, want, raises, "task")
    # a doctest session's lines on an object it builds: "d = Deck([...])", "d.deal(2, 3)"
    # ... and one a sentence states in words: "on a new card, buy(5) returns 0, then ..."
    worded = prose_sessions(task, code.classes, methods)
    for where, text in [("task", task), *([("task", data)] if data else []),
                        *([("task", worded)] if worded else []),
                        *((n, doc) for n, t in given.items()
                                          if n.endswith(".py") and not is_test_file(n)
                                          for doc in docstrings(t))]:
        # (a session may build the standard library's value types: ``date(2024, 10, 25)``,
        # which the harness puts in its scope, ``run.scope``)
        known = set(defined) | imported | set(STD_TYPES)
        for ex in [*session_examples(text, known, _corrected, _wrong_in_words),
                   *session_examples(commented_sessions(text, set(code.classes)), known)]:
            reads = [n for n in names_read(ex.call) if n in defined]
            reads += [n for n in re.findall(r"[A-Za-z_]\w*", ex.setup) if n in defined]
            module = defined[reads[0]] if reads else fallback
            # the harness has one module's names in scope: names of two modules need the
            # session's own import of them
            if len({defined[n] for n in reads}) > 1 and "import " not in ex.setup:
                continue
            if module is None or ("session", ex.setup, ex.call) in seen or \
                    (ex.raises is not None and not is_exception(ex.raises)
                     and ex.raises not in code.classes):
                continue
            seen.add(("session", ex.setup, ex.call))
            call, want = ex.call, ex.expected
            if want is not None:
                if (short := cut_short(call, want)) is None:
                    continue
                call, want = short
            tests.append(GroundedTest(f"example {len(tests) + 1} ({where})", module, call,
                                      want, ex.raises, origin="example", setup=ex.setup))
    takes_one = {name for path, text in files.items() if path.endswith(".py")
                 and not is_test_file(path) for name in one_argument(text)}
    for func, literal, exc in stated_bad_inputs(task, set(defined), takes_one):
        add(f"{func}({literal})", None, exc, "task")
    for call, want in [*arrow_examples(task, takes_one & set(defined)),
                       *word_examples(task, takes_one & set(defined)),
                       *predicate_examples(task, takes_one & set(defined))]:
        add(call, want, None, "task")
    for name, text in given.items():
        if not name.endswith(".py") or is_test_file(name):
            continue
        for doc in docstrings(text):
            for call, want, raises in stated_examples(doc):
                add(call, want, raises, name)
        own = signatures({name: text})
        for func, doc in function_docstrings(text):
            if func in takes_one and defined.get(func) == module_of(name):
                keywords = own[func].defaults if func in own else frozenset()
                for call, want in docstring_arrows(func, doc, keywords):
                    add(call, want, None, name)
                for exc in bool_rejected(doc):
                    add(f"{func}(True)", None, exc, name)
    # bounds on a parameter ("Raise ValueError if n is less than 1"), on calls the given
    # tests or the examples above make
    # a report's case in words: "For 12 scouts, 2 nights, site fee 40 ... should be 29"
    for call, want in worded_calls(task, sigs):
        add(call, want, None, "task")
    calls = base_calls([*(t for n, t in given.items() if is_test_file(n)),
                        *(test.call for test in tests if test.raises is None)], sigs)
    for call, exc in stated_bounds(task, sigs, calls):
        add(call, None, exc, "task")
    for name, text in given.items():
        if name.endswith(".py") and not is_test_file(name):
            for func, doc in function_docstrings(text):
                for call, exc in stated_bounds(doc, sigs, calls, only=func):
                    add(call, None, exc, name)
    # bounds on a method's parameter ("`bottles` must be a positive int, otherwise
    # ValueError"), on the calls a session makes of it after its setup (heldout22's
    # cellar_drink_method)
    for test, call, exc in method_bounds(task, tests, {
            n: t for n, t in files.items() if not is_test_file(n)}, sigs):
        if ("session", test.setup, call) not in seen:
            seen.add(("session", test.setup, call))
            tests.append(GroundedTest(f"example {len(tests) + 1} (task)", test.module, call,
                                      None, exc, origin="example", setup=test.setup))
    # "RPNError, a subclass of ValueError", "SeatTaken ... (not a ValueError)"
    for cls, base, answer in stated_kinds(task, set(defined)):
        call = f"issubclass({cls}, {base})"
        if (call, str(answer), None) not in seen:
            seen.add((call, str(answer), None))
            tests.append(GroundedTest(f"example {len(tests) + 1} (task: a kind of {base})",
                                      defined[cls], call, str(answer), None, origin="example",
                                      shows_work=False))
    # "don't modify the list passed in": the arguments after the call as they were written
    for func, call, want in kept_inputs(task, sigs, [
            *(t for n, t in given.items() if is_test_file(n)),
            *(test.call for test in tests if test.raises is None),
            *(drafted_tests or {}).values()]):
        if func in defined and (call, want, None) not in seen:
            seen.add((call, want, None))
            tests.append(GroundedTest(f"example {len(tests) + 1} (task: its input kept)",
                                      defined[func], call, want, None, origin="example",
                                      shows_work=False))
    # "lower-case 'a' and 'b' should work too": the examples in lower case
    made = {t.call for t in tests}
    tests += [t for t in lower_case_examples(task, tests) if t.call not in made]
    # "spaces around the text are fine": the examples with a space either side
    made = {t.call for t in tests}
    tests += [t for t in padded_examples(task, tests) if t.call not in made]
    # "anything other than A/C/G/T raises ValueError": an example with a foreign character
    made = {t.call for t in tests}
    tests += [t for t in foreign_examples(task, tests, set(defined)) if t.call not in made]
    return tests


def stated_examples(text: str, said_wrong: list[tuple[str, str]] | None = None
                    ) -> list[tuple[str, str | None, str | None]]:
    """(call, expected, raised exception) triples written in ``text``. ``said_wrong``, where
    given, gets each (call, output) of a doctest whose output the next sentence says is wrong
    in words: no example, but right code does not give that output."""
    lines = [ln.strip() for ln in text.splitlines()]
    found: list[tuple[str, str | None, str | None]] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith(">>>"):
            call, j = continued_source(lines, i)
            want_lines: list[str] = []
            while j < len(lines) and lines[j] and not lines[j].startswith((">>>", '"""', "'''",
                                                                          "```")) \
                    and not (want_lines and _corrected(lines, j) is not None):
                want_lines.append(lines[j])
                j += 1
            want = " ".join(want_lines)
            corrected = _corrected(lines, j)
            if corrected is not None:  # what the code gives now, then what it should give
                found.append(_unprinted(call, corrected))
                i = j
                continue
            if want and _wrong_in_words(lines, j):
                if said_wrong is not None and not want.startswith("Traceback"):
                    shown, printed, _ = _unprinted(call, want)
                    said_wrong.extend([(shown, printed)] if printed is not None else [])
                i = j  # the bug's output, the right one said in words: no value to test
                continue
            if want.startswith("Traceback"):
                exc = re.search(r"^(\w+)(?::|$)", want_lines[-1]) if want_lines else None
                found.append((call, None, exc.group(1) if exc else None))
            elif want:
                left, right = split_comparison(call)
                found.append((left, right, None) if right and want == "True" else
                             _unprinted(call, want))
            else:
                left, right = split_comparison(call)
                if right:
                    found.append((left, right, None))
            i = j
            continue
        raised = _RAISES.match(line)
        if raised and corrected_after(line.replace("`", " "), raised.end()):
            raised = None  # "f(x) raises ValueError when it should give 4": read in the sentence
        row = table_example(line)
        if row is not None:
            found.append(row)
        elif raised:
            found.append((raised.group("call"), None, raised.group("exc")))
        else:
            below = _value_below(lines, i)
            if below is not None:  # "f(x) should be" and the value on the lines under it
                line, i = below
            m = _ARROW.match(line)
            want = _ASIDE.sub("", m.group("want").strip()) if m else ""
            # "f(1) is [1] and f(2) is []": "[1] and f(2) is []" parses, as one value
            inline = _inline(line)
            if m and _one_call(m.group("call")) and parses(want) and len(inline) < 2:
                found.append((m.group("call"), want, None))
            else:
                found.extend(inline)
        i += 1
    return [(c.strip(), w, r) for c, w, r in found if c.strip() and (w or r)]


_PRINTED = re.compile(r"print\((?P<arg>.*)\)")
# an aside in brackets after the value: 'water_for(18.5, "1:15") -> 278    (277.5)' is 278
# (heldout24's coffee_ratio_tests: "278 (277.5)" was run as a call of 278, and right code
# failed it)
_ASIDE = re.compile(r"(?<=[\w\"')\]}])\s+\([^()]*\)$")


def _unprinted(call: str, want: str) -> tuple[str, str | None, str | None]:
    """A doctest's ``print(f(x))`` and the number, None or bool it shows, as ``f(x)`` and
    that value: ``print(...)`` itself returns None, so its example held ``None`` whatever
    the code printed (heldout39's cinema_seats_fix: ``print(first_free(...))`` showing the
    bug's None passed on the bug). Any other shown text stays as it was written."""
    m = _PRINTED.fullmatch(call.strip())
    if m is None or not _one_call(call.strip()):
        return call, want, None
    try:  # one argument (``print(a, b)`` prints both), and a value that prints as written
        shown = ast.parse(m.group("arg"), mode="eval").body
        value = ast.literal_eval(want)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return call, want, None
    if isinstance(shown, ast.Tuple) or not (value is None or isinstance(value, bool | int |
                                                                           float)):
        return call, want, None
    return m.group("arg"), want, None


# a sentence that ends where its value should stand: 'day_sheet(bookings, "2024-07-20") should
# be' and the dict on the next line (heldout37's campsite_day_sheet_edit)
_ENDS_ON_VERB = re.compile(r"\)\s*(?:should\s+(?:be|return|give)|returns|gives|==|->)\s*:?\s*$",
                           re.I)


def _value_below(lines: list[str], i: int) -> tuple[str, int] | None:
    """Line ``i`` joined with the value on the lines right under it (whole lines, a full
    stop or comma after it allowed), and the index of the value's last line; None where the
    line does not end on its verb or no literal follows."""
    if not _ENDS_ON_VERB.search(lines[i]):
        return None
    k = i + 1
    while k < len(lines) and lines[k]:
        value = " ".join(lines[i + 1:k + 1]).rstrip(".,;")
        if value and literal_end(value, 0) == len(value):
            return f"{lines[i]} {value}", k
        k += 1
    return None


# a bug report's doctest shows what the code gives now; the text right after it says what it
# should give: ">>> encode("aaabccdddd")\n'3a1b2c'\n\nexpected '3a1b2c4d'." (heldout17's
# rle_fix), "... ValueError: ...\n\nshould return 'aaaaaaaaaaaa'."
_CORRECTION = re.compile(r"(?:but\s+|(?:it|that|this|which)\s+)?(?:I\s+)?(?:(?:was\s+)?expected"
                         r"|expect|wanted|want|should\s+(?:return|be|give)|ought\s+to\s+be"
                         r"|(?:it|this)\s+should\s+(?:return|be|give))\b\s*:?\s*", re.I)


# ... or ends the first sentence after it on it: "..., so it should be 5." (only after "so":
# "For odd numbers, it should be 0." after a doctest states another case, not a correction)
_SO_SHOULD = re.compile(r"\bso\s+(?:it|that|this)\s+should\s+(?:be|return|give)\s+", re.I)
_SENTENCE_END = re.compile(r"[!?]|\.(?!\w)")
_VALUE_ENDS = re.compile(r"\s*(?:[.!?;]|$)")


# a sentence after a doctest's output that says in words what is wrong with it, of no other
# call: "Wednesday should be in there too (2 semi on mon, tue and wed)." (heldout55's
# milk_round_fix: the bug's dict, Wednesday dropped, was held as the example)
_SAID_WRONG = re.compile(r"\b(?:should|ought\s+to)\s+(?:also\s+)?(?:be\s+(?:in\s+(?:there|it|the"
                         r"\s+\w+)|included|listed|counted)|have|include|contain|show)\b"
                         r"|\b(?:is|are|it's|that's)\s+(?:wrong|missing)\b|\bgets?\s+dropped\b",
                         re.I)


def _wrong_in_words(lines: list[str], after: int) -> bool:
    """Whether the first sentence after a doctest's output (from line ``after``, past blank
    lines) says its output is wrong without naming the right value or another call; not a
    sentence of another case ("For odd numbers, it should be 0.")."""
    while after < len(lines) and not lines[after]:
        after += 1
    if after >= len(lines) or lines[after].startswith((">>>", "```")):
        return False
    sentence = _SENTENCE_END.split(lines[after], maxsplit=1)[0]
    return _SAID_WRONG.search(sentence) is not None and "(" not in sentence.split("should")[0] \
        and re.match(r"(?i)\s*(?:for|if|when|with|and|also)\b", sentence) is None


def _corrected(lines: list[str], after: int) -> str | None:
    """The value the text after a doctest's output (from line ``after``, past blank lines)
    says the call should give instead: a literal right after "expected" or "should return";
    None where it names none ("It should be fast, too")."""
    while after < len(lines) and not lines[after]:
        after += 1
    if after >= len(lines):
        return None
    line = lines[after]
    said = _CORRECTION.match(line)
    if said is None:  # "Seats 5, 6 and 7 are free there, so it should be 5." (heldout39's
        # cinema_seats_fix: the doctest's None, the bug, was held as the example)
        said = _SO_SHOULD.search(_SENTENCE_END.split(line, maxsplit=1)[0])
        if said is None:
            return None
        end = literal_end(line, said.end())
        return line[said.end():end] if end is not None and _VALUE_ENDS.match(line, end) \
            else None
    start = said.end()
    if line.startswith("`", start):  # "should be `3`."
        close = line.find("`", start + 1)
        value = line[start + 1:close].strip() if close > 0 else ""
        return value if value and literal_end(value, 0) == len(value) else None
    end = literal_end(line, start)
    return line[start:end] if end is not None else None


def _inline(line: str) -> list[tuple[str, str | None, str | None]]:
    """Examples inside a sentence, in backticks ("e.g. `add(1, 2) == 3`", "`add(1, 2)` returns
    `3`") or plain ("so double(2) == 4 and double(-3) returns -6"): a call, ``==``/``->``/"returns"/
    "gives"/"is"/"should return", a literal (nested brackets and all). An example the
    sentence makes hold only after a statement ("after x.add(1), total() returns 1") is none:
    run alone it would not hold."""
    # a call and its value often stand in code spans of their own ("`f(2)` returns `4`"):
    # read without the backticks too (a code span's own "f(2) == 4" is read below as well)
    out = in_sentence(line.replace("`", ""))
    for found in re.finditer(r"`([^`]+)`", line):
        if after_statement(line[:found.start()]):
            continue
        code = found.group(1)
        left, right = split_comparison(code)
        if right:
            out.append((left, right, None))
        else:
            m = _ARROW.match(code)
            if m and m.group(0) == code:
                out.append((m.group("call"), m.group("want"), None))
    return out


def _one_call(call: str) -> bool:
    """Whether ``call`` is one call (with what is chained on it), not the stretch of a
    sentence from one call to another: "- parse_square(name): turns ... parse_square("a1")
    == (0, 0), parse_square("h8") == (7, 7)" is read in the sentence, example by example
    (heldout10's chesskit_package: none of its examples was read), as is a line whose value
    runs on into prose ("`f(95)` returns `2`, but ...")."""
    return call_end(call, call.index("(")) == len(call)
