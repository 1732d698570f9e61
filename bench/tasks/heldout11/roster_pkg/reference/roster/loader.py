import csv

from .models import Member

REQUIRED = ("name", "team", "email")


def load_members(path):
    """Read members from a CSV file with name, team and email columns."""
    with open(path, newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh)
        header = [h.strip() for h in (reader.fieldnames or [])]
        missing = [col for col in REQUIRED if col not in header]
        if missing:
            raise ValueError(f"missing column(s): {', '.join(missing)}")
        reader.fieldnames = header
        members = []
        for row in reader:
            name = (row.get("name") or "").strip()
            if not name:
                continue
            members.append(Member(name=name,
                                  team=(row.get("team") or "").strip(),
                                  email=(row.get("email") or "").strip().lower()))
    return members
