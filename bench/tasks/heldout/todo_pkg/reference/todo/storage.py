import json
from pathlib import Path

from todo.model import Task


def save(tasks, path):
    data = [{"title": t.title, "done": t.done} for t in tasks]
    Path(path).write_text(json.dumps(data))


def load(path):
    p = Path(path)
    if not p.exists():
        return []
    return [Task(item["title"], item["done"]) for item in json.loads(p.read_text())]
