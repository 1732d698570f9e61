import csv

from .models import Member


def load_members(path):
    members = []
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            name = row["name"].strip()
            if not name:
                continue
            members.append(Member(name, row["team"].strip(), row["email"].strip().lower()))
    return members
