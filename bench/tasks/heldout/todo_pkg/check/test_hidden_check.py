import json

from todo.model import Task
from todo.storage import load, save


def test_task_defaults():
    t = Task("write")
    assert t.title == "write" and t.done is False


def test_round_trip(tmp_path):
    path = tmp_path / "tasks.json"
    tasks = [Task("a"), Task("b", True)]
    save(tasks, path)
    assert json.loads(path.read_text()) == [{"title": "a", "done": False},
                                            {"title": "b", "done": True}]
    assert load(path) == tasks
    assert load(str(path)) == tasks


def test_reads_a_file_written_by_hand(tmp_path):
    path = tmp_path / "t.json"
    path.write_text('[{"title": "x", "done": true}]')
    assert load(path) == [Task("x", True)]


def test_missing_file(tmp_path):
    assert load(tmp_path / "none.json") == []
