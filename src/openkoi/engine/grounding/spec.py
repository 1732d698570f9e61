"""Which files the task presents as its spec, and so are read-only for it.

- Existing tests, when the task presents them as the measure ("the tests fail, fix the bug
  in X", "make the tests pass", "keep the tests green") and does not ask to change tests
  ("add a test", "update the tests", "fix test_x.py");
- files the task says not to touch ("do not modify api.py", "config.py must not change",
  "without changing the tests", "leave numwords.py alone", "roman.py must stay as it is",
  "keep api.py unchanged"; "carpool.py is done, so don't change it": the file named last
  before "it");
- the code files the task names when it asks for tests and nothing else ("write only the
  test file", "just add the tests", "your job is purely the test file") and speaks of no bug,
  where no verb of change governs the file's name ("add a method to stack.py");
- existing data files (not code) the task names with no change asked of them: the input
  it reads or shows ("for notes.txt here it prints '2 3 14'", "reads sales.csv"). A verb of
  change within a few words, with no other file between, makes one writable ("add a line to
  notes.txt", "update README.md", "in config.toml, set debug"). A user's data file rewritten
  by a draft is data lost.

The user's tests are never weakened: the loop edits the code under test instead.
"""

from __future__ import annotations

import re

from openkoi.engine.workspace import Snapshot
from openkoi.tools.readonly import ReadOnly

# "the test in test_prices.py fails": a file name's dot does not end the sentence
_TESTS_ARE_SPEC = re.compile(
    r"(?:\btests?\b|\btest_\w+\.py\b|\b\w+_test\.py\b)(?:[^.;\n]|\.(?=\w)){0,40}?"
    r"\b(?:fail|fails|failing|pass|passes|passing|green|red|broken)\b"
    r"|\bmake\s+(?:the\s+|all\s+|these\s+)*tests?\s+pass\b"
    r"|\bkeep(?:ing)?\s+(?:the\s+|all\s+|existing\s+)*tests?\s+(?:green|passing)\b"
    r"|\bfailing\s+tests?\b", re.I)
_CHANGE_TESTS = re.compile(
    r"\b(?:add|write|update|change|modify|edit|extend|rewrite|improve|create|fix|correct)\s+"
    r"(?:(?:the|a|an|some|new|more|unit|its|existing|failing|broken|missing|wrong)\s+)*"
    r"(?:tests?|test\s+cases?|test_\w+\.py|\w+_test\.py)\b", re.I)
# the forms a task says a file is not to change in, built once for a file's name and once
# for "it" ("carpool.py is done and correct, so don't change it at all")
_VERB = (r"(?:do\s+not|don't|never|without)\s+(?:touch|touching|modify|modifying|change|"
         r"changing|edit|editing|rewrite|rewriting)")
_MUST_NOT = r"(?:must|should|may)\s+not|mustn't|shouldn't|(?:is|are)\s+not\s+to"
_CHANGED = r"\s+(?:be\s+)?(?:change|changed|modified|touched|edited)\b"
_NOT = rf"(?:{_MUST_NOT}|cannot|can't){_CHANGED}"
# (not "cannot" of "it": "once made it cannot be changed" tells what an object does)
_NOT_IT = rf"(?:{_MUST_NOT}){_CHANGED}"
_LEAVE = r"(?:itself\s+)?(?:exactly\s+)?(?:alone|untouched|unchanged|as\s+(?:it\s+)?is)\b"
_STAYS = (r"(?:itself\s+)?(?:(?:must|should|has\s+to|needs\s+to)\s+(?:stay|remain)|stays"
          r"|remains)\s+(?:exactly\s+)?(?:as\s+(?:it\s+)?is|the\s+same|unchanged|untouched)\b")
_KEEP = r"(?:exactly\s+)?(?:as\s+(?:it\s+)?is|unchanged|untouched)\b"
_AND = r"(?:\s+(?:is|are)\s+[^.;\n]{0,30}?\s+and)?"  # "is correct and must not be ..."
_F = r"[\w./-]+\.\w+"
_NO_CHANGES = (r"(?:no|(?:do\s+not|don't|never)\s+make\s+(?:any\s+)?)\s*(?:changes?|edits?"
               r"|modifications?)\s+(?:at\s+all\s+|whatsoever\s+)?(?:to|in|of)")
_RO = r"read[- ]only\b"
_HANDS_OFF = re.compile(
    rf"\b{_VERB}\s+(?P<what>(?:(?!\s[-\u2013\u2014]+\s)[^.;,\n]|\.(?=\w))+)"
    # "payment_terms.py is correct and must not be modified" (heldout26's payment_terms)
    rf"|(?P<file>{_F})`?{_AND}\s+{_NOT}"
    # "Please keep your hands off dice.py" (heldout25's dice_notation)
    rf"|\bhands\s+off\s+`?(?P<off>{_F})"
    # "Please leave numwords.py itself alone" (heldout19's numwords_tests)
    # "Leave coffeekit/brew.py (and the rest of the package) exactly as it is"
    rf"|\bleave\s+`?(?P<left>{_F})`?\s+(?:\([^)\n]*\)\s+)?{_LEAVE}"
    # "roman.py itself must stay exactly as it is" (heldout22's roman_tests: drafted anew)
    # "shopping.py stays untouched"
    rf"|(?P<kept>{_F})`?\s+{_STAYS}"
    rf"|\bkeep\s+`?(?P<keep>{_F})`?\s+{_KEEP}"
    # "Treat recipe_scaler.py as read-only" (heldout27's recipe_scaler)
    rf"|\btreat\s+`?(?P<ro>{_F})`?\s+as\s+{_RO}|(?P<is_ro>{_F})`?\s+is\s+{_RO}"
    # "No changes to road_trip.py please, it's correct" (heldout30's road_trip)
    rf"|\b{_NO_CHANGES}\s+`?(?P<none>{_F})", re.I)
# the same said of "it", "this file", "the module": the file named last before it
# ("The module is correct, so it mustn't be modified in any way": heldout27's sourdough)
_IT = r"(?:it|this\s+(?:file|module)|that\s+(?:file|module)|the\s+(?:file|module|code))"
_HANDS_OFF_IT = re.compile(
    rf"\b{_VERB}\s+{_IT}\b(?!\s+(?:in\s+a\s+way|so\s+that|except|beyond|more\s+than"
    rf"|other\s+than|unless|apart|much|too|any\s+further))"
    # ("the module itself is not to be edited at all": heldout27's tide_table)
    rf"|\b{_IT}(?:\s+itself)?{_AND}\s+{_NOT_IT}"
    rf"|\btreat\s+{_IT}\s+as\s+{_RO}"
    rf"|\bhands\s+off\s+{_IT}\b"
    rf"|\bleave\s+{_IT}\s+{_LEAVE}"
    rf"|\b{_IT}\s+{_STAYS}"
    rf"|\bkeep\s+{_IT}\s+{_KEEP}"
    rf"|\b{_NO_CHANGES}\s+{_IT}\b", re.I)
_NAME = re.compile(r"[\w./-]+\.\w{1,8}")
# where what the task says not to change ends (and at a dash, in ``_HANDS_OFF`` itself, so
# that "don't change them - leave tiling.py exactly as it is" is still read): "please don't
# change tests/test_museum.py - fix museum.py so that all of its tests pass" (heldout38's
# museum_tickets_fix: museum.py was made read-only too, and nothing could be fixed)
_OBJECT_END = re.compile(r"\b(?:but|instead|rather|so\s+that)\b"
                         r"|\b(?:and|then)\s+(?:then\s+)?(?:fix|change|edit|update|make|add|"
                         r"correct|write|repair)\b", re.I)
# what is kept is the rest of the file, not the file: "Everything else in bins.py is fine,
# please keep it as it is" after "please add a function next_collection(...) to it"
# (heldout36's bin_day_edit: bins.py was made read-only, and nothing could be added); "please
# fix, rest of the file is fine so leave it alone" (heldout57's crochet_yarn_fix: yarn.py, the
# file with the bug, was made read-only); "Everything already in storage.py works, so keep it
# as it is" after "Please add two functions" (heldout62's self_storage_edit)
_REST = re.compile(r"\s*(?:(?:any|every|some)(?:thing|one)\s+else|all\s+else|the\s+rest\b"
                   r"|rest\s+of\b|(?:every|any)thing\s+(?:that'?s\s+|that\s+is\s+)?"
                   r"(?:already|currently)\b|what'?s\s+already\b|what\s+is\s+already\b"
                   r"|(?:the\s+)?other\s+(?:functions?|methods?|parts?|code|lines?|things?))",
                   re.I)
# behaviour kept, not a file: "Bug in seats.py: ... Please fix it without changing how the rest
# of seats.py behaves" (heldout39's cinema_seats_fix: seats.py was made read-only, and the bug
# could not be fixed)
_HOW = re.compile(r"\s*(?:how|what)\b", re.I)
# a request for tests and nothing else, the way six authors wrote it (heldout28): "write
# only the test file", "I only want the new test file", "the only new thing should be the
# test file", "only create the test file", "your job is purely the test file", "Just add
# the tests"
_ONLY_TESTS = re.compile(
    r"\b(?:only|just|purely|solely|nothing\s+but)\s+(?:(?:want|need|add|write|create|"
    r"new|thing|should|be|is|the|a|an|some|pytest|unit|your|my)\s+){0,5}"
    r"(?:tests?|test\s+files?|test_\w+\.py|tests/[\w./-]+)\b", re.I)
_CODE_EXT = frozenset({
    "py", "pyi", "js", "ts", "tsx", "jsx", "mjs", "cjs", "go", "rs", "java", "kt", "c", "h",
    "cc", "cpp", "hpp", "rb", "php", "cs", "swift", "sh", "bash", "sql", "html", "css", "scss",
    "vue", "svelte", "lua", "pl", "r", "scala", "dart", "ex", "exs", "zig", "ipynb"})
_CHANGE = re.compile(
    r"(?:add|adds|append|update|change|edit|fix|correct|write|rewrite|overwrite|replace|"
    r"remove|delete|rename|modify|set|insert|sort|format|reformat|translate|fill|extend|"
    r"create|generate|convert|move|clean|bump|document|save|store|put|empty|truncate|strip|"
    r"dedupe|deduplicate|merge|split|reorder|uncomment|comment)(?:s|d|ed|ing)?$", re.I)
_WORD = re.compile(r"[\w./-]+")
_TESTS_WORD = re.compile(r"(?:py)?tests?|suite|test_\w+", re.I)
_SENTENCES = re.compile(r"(?<!\w)[.!?;\n]|[.!?;](?!\w)")
_NEAR = 6  # words between a verb of change and the file it governs


def spec_files(task: str, baseline: Snapshot) -> ReadOnly:
    """The task's read-only files with the reason for each (empty when there are none)."""
    reasons: dict[str, str] = {}
    tests = [n for n in baseline.files if _is_test(n)]
    said = _TESTS_ARE_SPEC.search(task)
    if said and tests and not _CHANGE_TESTS.search(task):
        for name in tests:
            reasons[name] = f'the task presents the tests as the spec ("{said.group(0)}")'
    for m in _HANDS_OFF.finditer(task):
        one = next((m.group(g) for g in ("file", "left", "kept", "keep", "off", "ro", "is_ro",
                                         "none")
                    if m.group(g)), None)
        if one:
            names = [one]
        else:
            what = _OBJECT_END.split(m.group("what"), 1)[0]
            if _REST.match(what):  # "don't change anything else in bins.py": the rest of it
                continue
            if _HOW.match(what):  # "fix it without changing how the rest of seats.py
                continue  # behaves": what the file does elsewhere, not its text
            names = _NAME.findall(what)
            if re.search(r"\btests?\b", what, re.I) and not names:
                names = tests
        for name in names:
            name = name.strip("`'\"").removeprefix("./")
            if name in baseline.files:
                reasons[name] = f'the task says not to change it ("{m.group(0).strip()}")'
    for m in _HANDS_OFF_IT.finditer(task):
        sentence = _SENTENCES.split(task[:m.start()])[-1]
        if _REST.search(sentence):  # "Everything else in bins.py is fine, keep it as it is"
            continue
        before = [n.strip("`'\"").removeprefix("./") for n in _NAME.findall(task[:m.start()])]
        named = [n for n in before if n in baseline.files]
        if named and named[-1] not in reasons:
            reasons[named[-1]] = f'the task says not to change it ("{m.group(0).strip()}")'
    for name, words in _only_tests(task, baseline):
        reasons.setdefault(name, f'the task asks for tests and nothing else ("{words}")')
    for name, words in _inputs(task, baseline):
        reasons.setdefault(name, f'the task names it as input, asking no change of it ("{words}")')
    return ReadOnly({n: baseline.files[n] for n in reasons}, reasons)


def _only_tests(task: str, baseline: Snapshot) -> list[tuple[str, str]]:
    """(name, the words that ask for tests alone) for the existing code files the task names
    with no verb of change governing them, where it asks for tests and nothing else and
    speaks of no bug (then the code may be what is to change)."""
    from openkoi.engine.targets import says_code_is_wrong

    said = _ONLY_TESTS.search(task)
    if said is None or says_code_is_wrong(task):
        return []
    found: dict[str, bool] = {}
    for sentence in _SENTENCES.split(task):
        words = [w.strip(".,:'\"`()") for w in _WORD.findall(sentence)]
        for i, word in enumerate(words):
            name = word.removeprefix("./")
            ext = name.rsplit(".", 1)[-1].lower() if "." in name else ""
            if name in baseline.files and ext in _CODE_EXT and not _is_test(name):
                found[name] = found.get(name, False) or _changed(words, i)
    return [(n, said.group(0)) for n, changed in found.items() if not changed]


def _inputs(task: str, baseline: Snapshot) -> list[tuple[str, str]]:
    """(name, the words around it) for the existing data files the task names and asks no
    change of anywhere: one mention with a verb of change makes the file writable."""
    found: dict[str, str] = {}
    changed: set[str] = set()
    for sentence in _SENTENCES.split(task):
        words = [w.strip(".,:'\"`()") for w in _WORD.findall(sentence)]
        for i, word in enumerate(words):
            name = word.removeprefix("./")
            ext = name.rsplit(".", 1)[-1].lower() if "." in name else ""
            if name not in baseline.files or ext in _CODE_EXT or _is_test(name):
                continue
            if _governed(words, i):
                changed.add(name)
            else:
                found.setdefault(name, " ".join(words[max(0, i - 3):i + 4]))
    return [(n, w) for n, w in found.items() if n not in changed]


def _changed(words: list[str], at: int) -> bool:
    """Whether a verb of change stands within ``_NEAR`` words before the code file
    ``words[at]`` with no other file and no word of tests between them: "add a method to
    stack.py", not "write pytest tests for stack.py" nor "stack.py, a class for adding"."""
    for i in range(at - 1, max(-1, at - _NEAR - 1), -1):
        if _NAME.fullmatch(words[i]) or _TESTS_WORD.fullmatch(words[i]):
            return False
        if _CHANGE.match(words[i]):
            return True
    return False


def _governed(words: list[str], at: int) -> bool:
    """Whether a verb of change stands within ``_NEAR`` words of ``words[at]`` with no other
    file name between them."""
    for step in (-1, 1):
        i = at + step
        while 0 <= i < len(words) and abs(i - at) <= _NEAR:
            if _NAME.fullmatch(words[i]):
                break  # another file: the verb beyond it is that file's
            if _CHANGE.match(words[i]):
                return True
            i += step
    return False


def _is_test(name: str) -> bool:
    base = name.rsplit("/", 1)[-1]
    return base.endswith(".py") and (base.startswith("test_") or base.endswith("_test.py")) \
        or name.startswith("tests/") and base.endswith((".py", ".js", ".ts"))
