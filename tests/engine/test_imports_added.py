"""A standard import a model's file uses but forgot is added; nothing else changes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from openkoi.engine.draft import reply_contents
from openkoi.engine.imports_added import add_missing_imports

DENTIST = '''"""Recall dates."""
from __future__ import annotations


def last_day(year: int, month: int) -> int:
    return calendar.monthrange(year, month)[1]


def next_visit(day):
    return day + timedelta(days=183)
'''


def test_a_module_and_a_standard_name_used_unimported_get_their_imports(tmp_path: Path) -> None:
    fixed = add_missing_imports(DENTIST)
    assert fixed.splitlines()[:4] == ['"""Recall dates."""', "from __future__ import annotations",
                                      "from datetime import timedelta", "import calendar"]
    assert fixed.endswith(DENTIST.split("annotations\n", 1)[1])  # the rest as it was
    (tmp_path / "recall.py").write_text(fixed)
    run = subprocess.run([sys.executable, "-c", "import recall, datetime; print(recall.last_day("
                          "2024, 2), recall.next_visit(datetime.date(2024, 1, 1)))"],
                         cwd=tmp_path, capture_output=True, text=True, check=True)
    assert run.stdout.split() == ["29", "2024-07-02"]


def test_what_the_file_binds_or_cannot_be_known_is_left_alone() -> None:
    for source in [
        "import calendar as cal\n\ndef f(y, m):\n    return cal.monthrange(y, m)\n",
        "def f(math):\n    return math.floor(2.5)\n",  # a parameter named like a module
        "from mylib import *\n\ndef f():\n    return calendar.isleap(2024)\n",  # star import
        "def f(:\n    return calendar.isleap(2024)\n",  # does not parse: the evaluator says so
        "def f():\n    return field.strip()\n",  # a name nothing maps: still a NameError
        "def f(rows):\n    return [calendar for calendar in rows]\n",
    ]:
        assert add_missing_imports(source) == source


def test_datetime_is_a_module_or_a_class_as_its_attributes_say() -> None:
    module = add_missing_imports("def f():\n    return datetime.date(2024, 1, 1)\n")
    assert module.startswith("import datetime\n")
    cls = add_missing_imports("def f(s):\n    return datetime.strptime(s, '%Y-%m-%d')\n")
    assert cls.startswith("from datetime import datetime\n")
    called = add_missing_imports("def f():\n    return datetime(2024, 1, 1)\n")
    assert called.startswith("from datetime import datetime\n")
    mixed = "def f(s):\n    return datetime.strptime(s, '%Y') - datetime.timedelta(1)\n"
    assert add_missing_imports(mixed) == mixed  # neither reading fits: left to the checks


def test_a_shebang_stays_first_and_a_test_file_gets_pytest() -> None:
    script = "#!/usr/bin/env python3\nprint(sys.argv)\n"
    assert add_missing_imports(script) == "#!/usr/bin/env python3\nimport sys\nprint(sys.argv)\n"
    test = ("from app import f\n\ndef test_f():\n    with pytest.raises(ValueError):\n"
            "        f(-1)\n")
    assert add_missing_imports(test).startswith("import pytest\nfrom app import f\n")


def test_a_written_reply_gets_the_import() -> None:
    contents, skipped = reply_contents({"recall.py": [DENTIST]}, {})
    assert "import calendar\n" in contents["recall.py"] and skipped == []
