"""Change ringing helpers for our tower's practice night."""

STAGES = {3: "Singles", 4: "Minimus", 5: "Doubles", 6: "Minor", 7: "Triples", 8: "Major",
          9: "Caters"}


def _check(bells):
    if not isinstance(bells, int) or isinstance(bells, bool) or bells not in STAGES:
        raise ValueError("3 to 9 bells")


def stage_name(bells):
    _check(bells)
    return STAGES[bells]


def plain_hunt(bells):
    _check(bells)
    rounds = "".join(str(n) for n in range(1, bells + 1))
    rows = [rounds]
    row = list(rounds)
    start = 0
    while True:
        for i in range(start, bells - 1, 2):
            row[i], row[i + 1] = row[i + 1], row[i]
        rows.append("".join(row))
        start = 1 - start
        if rows[-1] == rounds:
            return rows


def is_true(rows):
    rows = list(rows)
    if len(rows) > 1 and rows[-1] == rows[0]:
        rows = rows[:-1]
    return len(set(rows)) == len(rows)
