import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(stdin):
    script = ROOT / "shopping.py"
    assert script.is_file(), "shopping.py was not written"
    proc = subprocess.run([sys.executable, str(script)], input=stdin, capture_output=True,
                          text=True, cwd=ROOT, timeout=30)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return [line.rstrip() for line in proc.stdout.strip().splitlines()]


def test_prompt_example():
    assert run("2 eggs\n1 Milk\n3 eggs\n1 olive oil\n") == [
        "eggs: 5", "milk: 1", "olive oil: 1"]


def test_sorted_alphabetically():
    assert run("1 tomatoes\n4 apples\n2 bread\n") == ["apples: 4", "bread: 2", "tomatoes: 1"]


def test_case_is_ignored_and_lowered():
    assert run("1 Bread\n2 BREAD\n3 bread\n1 Brown Sugar\n1 brown sugar\n") == [
        "bread: 6", "brown sugar: 2"]


def test_names_with_spaces():
    assert run("1 olive oil\n2 green tea bags\n3 olive oil\n") == [
        "green tea bags: 2", "olive oil: 4"]


def test_blank_lines_are_skipped():
    assert run("\n2 eggs\n\n   \n1 milk\n\n") == ["eggs: 2", "milk: 1"]


def test_big_quantities():
    assert run("12 eggs\n30 eggs\n100 napkins\n") == ["eggs: 42", "napkins: 100"]


def test_no_trailing_newline():
    assert run("1 milk\n2 milk") == ["milk: 3"]


def test_single_item():
    assert run("1 salt\n") == ["salt: 1"]
