import ast
import subprocess
import sys
from pathlib import Path

from fizzbuzz import fizzbuzz


def test_fizzbuzz():
    assert fizzbuzz(0) == []
    assert fizzbuzz(1) == ["1"]
    assert fizzbuzz(15) == ["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz",
                            "11", "Fizz", "13", "14", "FizzBuzz"]
    assert fizzbuzz(30)[29] == "FizzBuzz"


def test_the_written_tests_exist_and_pass():
    tree = ast.parse(Path("test_fizzbuzz.py").read_text())
    tests = [n for n in ast.walk(tree)
             if isinstance(n, ast.FunctionDef) and n.name.startswith("test")]
    assert len(tests) >= 3
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          "test_fizzbuzz.py"], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stdout[-2000:]
