"""A bug report on data the task shows (engine/grounding/shown_report.py): "I put this slip
through ticket(): ... and got [...], with total() saying 61.8 ... should come to 77.3, not
61.8"."""

from __future__ import annotations

from openkoi.engine.grounding.examples import examples_to_tests

SCRAP = ("PRICES = {'copper': 5.8, 'brass': 3.9}\n\n"
         "def ticket(lines):\n"
         "    rows = {}\n"
         "    for line in lines:\n"
         "        metal, kg = line.split()\n"
         "        rows[metal.lower()] = rows.get(metal.lower(), 0) + int(float(kg))\n"
         "    return [(m, kg, round(kg * PRICES[m], 2)) for m, kg in rows.items()]\n\n"
         "def total(lines):\n"
         "    return round(sum(row[2] for row in ticket(lines)), 2)\n")
SLIP = "['copper 2.6', 'copper 3.7', 'brass 4.4']"
TASK = ("Something's off with scrap.py. I put this slip through ticket():\n\n"
        "copper 2.6\ncopper 3.7\nbrass 4.4\n\n"
        "and got [('copper', 5, 29.0), ('brass', 4, 15.6)], with total() saying 44.6. That's "
        "not what the yard does: copper is 6.3 kg, so 6 whole kg. The total for the slip "
        "should come to 50.4, not 44.6.\n")


def _read(task: str, code: str, given: str | None = None) -> list[str]:
    return [t.describe() for t in examples_to_tests(
        task, {"scrap.py": code}, {"scrap.py": code if given is None else given})]


def test_a_reported_value_said_wrong_is_a_guard_and_its_correction_an_example() -> None:
    assert _read(TASK, SCRAP) == [
        f"total({SLIP}) == 50.4",
        f"(ticket({SLIP})) != ([('copper', 5, 29.0), ('brass', 4, 15.6)]) == True",
        f"(total({SLIP})) != (44.6) == True"]
    # a function that takes what the one the data went into gives, with a unit after the
    # number and the correction in the next sentence (heldout56's calf_weights_fix)
    code = ("from datetime import date\n\n"
            "def parse_sheet(lines):\n"
            "    return [(date.fromisoformat(a), float(b)) for a, b in map(str.split, lines)]\n\n"
            "def daily_gain(weighings):\n"
            "    (d0, k0), (d1, k1) = weighings[0], weighings[-1]\n"
            "    return round((k1 - k0) / (d1 - d0).days, 2)\n")
    task = ("I typed the sheet into parse_sheet() as it is on the wall:\n\n"
            "2024-02-19 57.0\n2024-02-05 48.5\n2024-03-04 66.5\n\n"
            "daily_gain() on that tells me 0.64 kg a day. She went from 48.5 kg to 66.5 kg in "
            "28 days, so it should be 0.64. Then projected_date(weighings, 100) says 3 April, "
            "and it ought to be 30 April.\n")
    sheet = "['2024-02-19 57.0', '2024-02-05 48.5', '2024-03-04 66.5']"
    assert _read(task.replace("tells me 0.64", "tells me 0.34"), code) == [
        f"daily_gain(parse_sheet({sheet})) == 0.64",
        f"(daily_gain(parse_sheet({sheet}))) != (0.34) == True"]
    # in the report's own sentence: "... where I'd expect 0.94"
    said = TASK.replace("saying 44.6. That's not", "saying 44.6 where I'd expect 50.4. Not")
    assert f"total({SLIP}) == 50.4" in _read(said.replace(" should come to 50.4, not 44.6", ""),
                                             SCRAP)


def test_nothing_is_read_of_a_report_said_right_or_of_a_value_in_words() -> None:
    # "is right": no guard, no example
    right = TASK.replace("with total() saying 44.6. That's not what the yard does",
                         "and total() saying 44.6, which is right")
    assert _read(right.split(" The total")[0], SCRAP) == []
    # a report with nothing said wrong about it: the output as it is, no guard
    plain = ("I put this slip through ticket():\n\ncopper 2.6\nbrass 4.4\n\n"
             "and got [('copper', 2, 11.6), ('brass', 4, 15.6)].\n")
    assert _read(plain, SCRAP) == []
    # a new function's report is shown_data's (an example of its value), not a bug's
    assert all("!=" not in t for t in _read(TASK, SCRAP, ""))
    # a date in words is no number with a unit: "ought to be 30 April"
    task = ("Sheet, into total():\n\ncopper 2.6\nbrass 4.4\n\n"
            "total() says 27 April, and it ought to be 30 April.\n")
    assert _read(task, SCRAP) == []
