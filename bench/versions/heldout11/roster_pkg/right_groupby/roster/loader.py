from csv import DictReader
from pathlib import Path

from .models import Member


def load_members(path):
    text = Path(path).read_text(encoding="utf-8")
    reader = DictReader(text.splitlines())
    cols = {c.strip() for c in reader.fieldnames or ()}
    if not {"name", "team", "email"} <= cols:
        raise ValueError("CSV needs name, team and email columns, got %s" % sorted(cols))
    result = []
    for raw in reader:
        row = {(k or "").strip(): (v or "").strip() for k, v in raw.items() if isinstance(v, str)}
        if row.get("name"):
            result.append(Member(row["name"], row.get("team", ""), row.get("email", "").lower()))
    return result
