import csv

from roster.models import Member


def load_members(path):
    with open(path, newline="") as f:
        rows = list(csv.reader(f))
    if not rows:
        raise ValueError("empty file, no header")
    header = [h.strip().lower() for h in rows[0]]
    try:
        i_name, i_team, i_email = (header.index(c) for c in ("name", "team", "email"))
    except ValueError:
        raise ValueError("header must have name, team and email columns") from None

    def cell(row, i):
        return row[i].strip() if i < len(row) else ""

    out = []
    for row in rows[1:]:
        name = cell(row, i_name)
        if name:
            out.append(Member(name, cell(row, i_team), cell(row, i_email).lower()))
    return out
