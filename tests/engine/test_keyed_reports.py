"""A bug report's call whose result is a dict, its parts named in words
(``grounding.keyed``): each part it should have is an example of that key."""

from __future__ import annotations

from openkoi.engine.grounding import examples_to_tests
from openkoi.engine.grounding.keyed import dict_keys, keyed_examples

GIVEN = '''def booking(name, start, days, miles):
    """The whole booking."""
    hire = 10.0 * days
    return {"hire": hire, "delivery": 1.5, "total": hire + 1.5, "deposit": 3, "back": start}


def other(x):
    return {"a": x}
'''
REPORT = ('booking("jungle", date(2024, 6, 7), 2, 12.3) gave me a total of 177.0 and a '
          "deposit of 59. It should be: Friday full price 95, Saturday half price 47.50 plus "
          "the 15 weekend extra, so the hire is 157.50, delivery 4.50 (that part is right), "
          "total 162.0 and deposit 54.")


def test_each_part_the_report_says_the_dict_should_hold_is_an_example() -> None:
    keys = dict_keys(GIVEN)
    assert keys == {"booking": {"hire", "delivery", "total", "deposit", "back"},
                    "other": {"a"}}
    call = 'booking("jungle", date(2024, 6, 7), 2, 12.3)'
    assert keyed_examples(REPORT, keys) == [
        (f"{call}['delivery']", "4.50"), (f"{call}['deposit']", "54"),
        (f"{call}['hire']", "157.50"), (f"{call}['total']", "162.0")]
    tests = examples_to_tests(REPORT, {"castles.py": GIVEN}, {"castles.py": GIVEN})
    assert [t.describe() for t in tests][-1] == f"{call}['total'] == 162.0"
    assert {t.module for t in tests} == {"castles"}


def test_no_example_where_a_part_is_no_key_or_its_right_value_is_not_said() -> None:
    keys = dict_keys(GIVEN)
    # "refund" is no key of the dict booking returns
    assert keyed_examples(REPORT.replace("a deposit of 59", "a refund of 59"), keys) == []
    # the deposit it should have is not said again: the line does not say what is right
    assert keyed_examples(REPORT.replace(" and deposit 54", ""), keys) == []
    # nothing says what it should be
    assert keyed_examples(REPORT.replace("It should be", "Then"), keys) == []
    # a function that returns no dict
    assert keyed_examples(REPORT, {"other": {"a"}}) == []


PACKER = '''def pack(stock, households):
    """Parcels for the households, in order."""
    return {"packed": [], "waiting": [], "left": dict(stock)}
'''
SPEC = '''Return a dict: "packed" (names that got a parcel), "waiting" and "left".

Example, with stock = {"pasta": 8, "beans": 12}:

pack(stock, [("Smith", 4), ("Okafor", 1), ("Novak", 3)])
-> packed: Smith and Okafor
-> waiting: Novak (after Smith and Okafor only 2 beans are left)
-> left: {"pasta": 2, "beans": 0}
-> shelf: {"pasta": 2}
-> note: Byrne
'''


def test_a_calls_parts_on_arrow_lines_under_it_are_examples() -> None:
    # heldout54's food_bank_edit: a call on a line of its own, its parts on arrow lines
    # under it, the data it reads bound in the sentence before; "shelf" is no key the text
    # quotes, and "Byrne" is no name the call passes
    tests = examples_to_tests(SPEC, {"m.py": PACKER}, {"m.py": PACKER})
    call = 'pack({"pasta": 8, "beans": 12}, [("Smith", 4), ("Okafor", 1), ("Novak", 3)])'
    assert [t.describe() for t in tests] == [
        f"{call}['packed'] == ['Smith', 'Okafor']", f"{call}['waiting'] == ['Novak']",
        f"{call}['left'] == " + '{"pasta": 2, "beans": 0}']
    # a bound name written out only where it is bound once
    twice = SPEC + '\nLater, with stock = {"pasta": 1}:\n'
    assert examples_to_tests(twice, {"m.py": PACKER}, {"m.py": PACKER}) == []


def test_a_name_bound_to_a_call_on_literals_is_written_out_in_later_calls() -> None:
    # heldout54's sticker_album_module: 'sam = parse("1, 2-3") -> [1, 2, 3]' and a 'leo'
    # bound without a value; the examples on them were never run. A name bound to a call
    # on a name (not a literal), or to a part of what a call gives, stays as it was.
    code = ("def parse(text): ...\ndef missing(have, size): ...\n"
            "def swap(mine, theirs): ...\n")
    spec = ('sam = parse("1, 2-3")   -> [1, 2, 3]\nleo = parse("2, 4")\n'
            "missing(sam, 5)  -> [4, 5]\nswap(sam, leo)   -> ([1], [4])   (a note)\n"
            "bob = parse(sam)\nmissing(bob, 2) -> []\nann = parse('1')[0]\nmissing(ann, 1) -> []\n")
    assert [t.describe() for t in examples_to_tests(spec, {"m.py": code}, {})] == [
        'parse("1, 2-3") == [1, 2, 3]', 'missing(parse("1, 2-3"), 5) == [4, 5]',
        'swap(parse("1, 2-3"), parse("2, 4")) == ([1], [4])']


def test_a_name_bound_to_data_built_with_plus_and_times_is_written_out() -> None:
    # heldout57's kennel_booking_fix: "bookings = [(date(...), date(...))] + [(...)] * 11",
    # then "occupied(bookings, date(2024, 8, 14)) says 12, it should be 11": never run
    code = "def occupied(bookings, night): ...\n"
    spec = ("What I have:\n\n    bookings = [(date(2024, 8, 10), date(2024, 8, 14))] + "
            "[(date(2024, 8, 12), date(2024, 8, 19))] * 11\n\n"
            "occupied(bookings, date(2024, 8, 14)) says 12, it should be 11.\n")
    assert [t.describe() for t in examples_to_tests(spec, {"kennels.py": code}, {})] == [
        "occupied(([(date(2024, 8, 10), date(2024, 8, 14))] + [(date(2024, 8, 12), "
        "date(2024, 8, 19))] * 11), date(2024, 8, 14)) == 11"]
    # a name built of anything but values, or repeated more than a typed list could be,
    # stays as it was
    for value in ("[make(1)] * 3", "[1] * 100000", "[1] * n", "'ab' * 2 + x"):
        said = f"bookings = {value}\n\noccupied(bookings, 1) says 12, it should be 11.\n"
        assert examples_to_tests(said, {"kennels.py": code}, {}) == [], value


def test_a_name_a_sentence_binds_is_written_out_in_its_own_examples() -> None:
    # heldout52's fantasy_football_module: 'With points = {...}, team_score(points, "Okafor")
    # is 37' (and heldout45's dentist_recall_module, with dates in the list): never run
    code = "def team_score(points, captain, transfers=0): ...\n"
    spec = ('Second, team_score(points, captain). With points = {"Okafor": 11, "Barros": 9}, '
            'team_score(points, "Okafor") is 31 and team_score(points, "Barros", '
            "transfers=3) is 25.\n")
    assert [t.describe() for t in examples_to_tests(spec, {"fantasy.py": code}, {})] == [
        'team_score({"Okafor": 11, "Barros": 9}, "Okafor") == 31',
        'team_score({"Okafor": 11, "Barros": 9}, "Barros", transfers=3) == 25']
    # a value that does not end where the sentence goes on is no binding
    said = spec.replace('"Barros": 9}, ', '"Barros": 9} and more, ')
    assert examples_to_tests(said, {"fantasy.py": code}, {}) == []


def test_parts_counted_value_first_and_a_sum_of_money_are_read() -> None:
    # heldout57's crochet_yarn_fix: 'blanket(...) tells me 22 balls and £60.80, should be
    # 21 balls and £57.60', where blanket returns {"squares", "metres", "balls", "cost"}
    code = ('def blanket(w, length):\n'
            '    return {"squares": 1, "metres": 2.0, "balls": 3, "cost": 4.0}\n')
    report = ("blanket(120, 150) tells me 22 balls and £60.80, should be 21 balls and "
              "£57.60.\n")
    files = {"yarn.py": code}  # (the code the task gave: a report is on it)
    assert [t.describe() for t in examples_to_tests(report, files, files)] == [
        "blanket(120, 150)['balls'] == 21", "blanket(120, 150)['cost'] == 57.60"]
    # two keys that name money: a sum with no name is neither
    two = {"yarn.py": code.replace('"cost": 4.0', '"cost": 4.0, "price": 1.0')}
    assert examples_to_tests(report, two, two) == []
    # a count whose word is no key of the dict
    assert examples_to_tests(report.replace("22 balls", "22 skeins"), files, files) == []
