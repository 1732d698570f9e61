import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cart import Cart

ROOT = Path(__file__).resolve().parent.parent


def test_empty_cart():
    assert Cart().total() == 0


def test_add_default_quantity():
    cart = Cart()
    cart.add("tea", 350)
    assert cart.total() == 350


def test_add_with_quantity():
    cart = Cart()
    cart.add("tea", 350)
    cart.add("mug", 800, 2)
    cart.add("pen", 120, quantity=5)
    assert cart.total() == 350 + 1600 + 600


def test_add_same_name_increases_quantity():
    cart = Cart()
    cart.add("tea", 350)
    cart.add("tea", 350, 2)
    cart.add("tea", 350)
    assert cart.total() == 4 * 350
    cart.remove("tea")
    assert cart.total() == 0


def test_remove_takes_item_out_completely():
    cart = Cart()
    cart.add("tea", 350, 3)
    cart.add("mug", 800)
    cart.remove("tea")
    assert cart.total() == 800


def test_remove_missing_raises_keyerror():
    cart = Cart()
    with pytest.raises(KeyError):
        cart.remove("tea")
    cart.add("mug", 800)
    cart.remove("mug")
    with pytest.raises(KeyError):
        cart.remove("mug")


@pytest.mark.parametrize("code,subtotal,expected", [
    ("SAVE10", 999, 899),
    ("SAVE10", 1000, 900),
    ("SAVE10", 995, 895),
    ("SAVE10", 5, 4),
    ("HALF", 999, 499),
    ("HALF", 1000, 500),
    ("HALF", 1, 0),
])
def test_discounts(code, subtotal, expected):
    cart = Cart()
    cart.add("thing", subtotal)
    cart.apply_code(code)
    assert cart.total() == expected


def test_new_code_replaces_old():
    cart = Cart()
    cart.add("book", 2000)
    cart.apply_code("HALF")
    cart.apply_code("SAVE10")
    assert cart.total() == 1800
    cart.apply_code("HALF")
    assert cart.total() == 1000


def test_same_code_twice_counts_once():
    cart = Cart()
    cart.add("book", 2000)
    cart.apply_code("SAVE10")
    cart.apply_code("SAVE10")
    assert cart.total() == 1800


@pytest.mark.parametrize("code", ["FREE", "", "SAVE20", "HALF50"])
def test_unknown_code(code):
    cart = Cart()
    cart.add("book", 2000)
    with pytest.raises(ValueError):
        cart.apply_code(code)


def test_total_is_int():
    cart = Cart()
    cart.add("book", 999)
    cart.apply_code("SAVE10")
    assert isinstance(cart.total(), int)


# ---- the tests the user asked for

STUB = '''
class Cart:
    def __init__(self, *args, **kwargs):
        pass

    def __getattr__(self, name):
        return lambda *args, **kwargs: None
'''


def _run_user_tests(tmp_path, stub):
    ws = tmp_path / "ws"
    shutil.copytree(ROOT, ws, symlinks=True, ignore=shutil.ignore_patterns(
        ".hidden_check", "__pycache__", ".pytest_cache"))
    if stub:
        (ws / "cart.py").write_text(STUB)
    env = dict(os.environ, PYTHONPATH=str(ws), PYTHONDONTWRITEBYTECODE="1")
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_cart.py"],
        cwd=ws, env=env, capture_output=True, text=True, timeout=60,
        stdin=subprocess.DEVNULL)


def test_user_tests_exist_and_pass(tmp_path):
    assert (ROOT / "test_cart.py").is_file(), "test_cart.py was not written"
    proc = _run_user_tests(tmp_path, stub=False)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]


def test_user_tests_catch_an_empty_cart(tmp_path):
    assert (ROOT / "test_cart.py").is_file(), "test_cart.py was not written"
    proc = _run_user_tests(tmp_path, stub=True)
    assert proc.returncode not in (0, 5), proc.stdout[-2000:] + proc.stderr[-2000:]
