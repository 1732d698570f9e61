"""Hidden check for kit_orders_cli: kit_orders.py adds up a kit order CSV per item and size
(sizes in kit order, items A-Z, item counts, total items and cost), --item for one item, and
the error rules (stderr "error:", line numbers, exit 1, nothing on stdout)."""

import os
import random
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
SCRIPT = os.path.join(WORKSPACE, "kit_orders.py")
PRICES = {"hoodie": 2800, "shirt": 1800, "shorts": 1200, "socks": 650, "training top": 2200}
SIZES = ["XS", "S", "M", "L", "XL", "XXL"]
HEADER = "name,item,size,quantity\n"

EXAMPLE = HEADER + """Jack Robinson,Shirt,M,1
Jack Robinson,socks,m,2
Priya Shah,shirt,S,1
Priya Shah,Hoodie,s,1

Tom Briggs,shirt,XL,1
Tom Briggs,training top,L,1
Coach Dave,socks,L,3
Coach Dave,hoodie,XXL,1
Amy Lee,Shirt,m,2
"""


def run(tmp_path, text, *args, name="orders.csv"):
    path = tmp_path / name
    if text is not None:
        path.write_text(text, encoding="utf-8")
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTHONIOENCODING"] = "utf-8"
    proc = subprocess.run([sys.executable, SCRIPT, str(path), *args], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60, encoding="utf-8",
                          stdin=subprocess.DEVNULL)
    return proc


def ok_lines(proc):
    assert proc.returncode == 0, proc.stderr
    return [line.rstrip() for line in proc.stdout.strip().splitlines()]


def test_script_exists():
    assert os.path.isfile(SCRIPT)


def test_prompt_example(tmp_path):
    assert ok_lines(run(tmp_path, EXAMPLE)) == [
        "hoodie: S 1, XXL 1 (2)",
        "shirt: S 1, M 3, XL 1 (5)",
        "socks: M 2, L 3 (5)",
        "training top: L 1 (1)",
        "total: 13 items, £200.50"]
    assert ok_lines(run(tmp_path, EXAMPLE, "--item", "socks")) == [
        "socks: M 2, L 3 (5)", "total: 5 items, £32.50"]


def test_item_option(tmp_path):
    assert ok_lines(run(tmp_path, EXAMPLE, "--item", "SHIRT")) == [
        "shirt: S 1, M 3, XL 1 (5)", "total: 5 items, £90.00"]
    assert ok_lines(run(tmp_path, EXAMPLE, "--item", "Training Top")) == [
        "training top: L 1 (1)", "total: 1 item, £22.00"]
    assert ok_lines(run(tmp_path, EXAMPLE, "--item", "shorts")) == ["total: 0 items, £0.00"]


def test_empty_and_single(tmp_path):
    assert ok_lines(run(tmp_path, HEADER)) == ["total: 0 items, £0.00"]
    assert ok_lines(run(tmp_path, HEADER + "\n\n")) == ["total: 0 items, £0.00"]
    assert ok_lines(run(tmp_path, HEADER + "Ann,shorts,xs,1\n")) == [
        "shorts: XS 1 (1)", "total: 1 item, £12.00"]
    assert ok_lines(run(tmp_path, HEADER + "Ann, Socks , xxl ,4\nBen,SOCKS,XS,1")) == [
        "socks: XS 1, XXL 4 (5)", "total: 5 items, £32.50"]


def test_sizes_in_kit_order(tmp_path):
    text = HEADER + "".join(f"P{i},shirt,{s},{i + 1}\n"
                            for i, s in enumerate(["XXL", "m", "XS", "L", "s", "xl"]))
    assert ok_lines(run(tmp_path, text)) == [
        "shirt: XS 3, S 5, M 2, L 4, XL 6, XXL 1 (21)", "total: 21 items, £378.00"]


def expected(rows, only=None):
    counts = {}
    for item, size, qty in rows:
        counts.setdefault(item, {}).setdefault(size, 0)
        counts[item][size] += qty
    lines, n_all, pence = [], 0, 0
    for item in sorted(counts):
        if only is not None and item != only:
            continue
        n = sum(counts[item].values())
        parts = ", ".join(f"{s} {counts[item][s]}" for s in SIZES if s in counts[item])
        lines.append(f"{item}: {parts} ({n})")
        n_all += n
        pence += n * PRICES[item]
    word = "item" if n_all == 1 else "items"
    lines.append(f"total: {n_all} {word}, £{pence // 100}.{pence % 100:02d}")
    return lines


def test_sampled(tmp_path):
    rng = random.Random(5959)
    for _ in range(12):
        rows, text = [], HEADER
        for i in range(rng.randint(0, 25)):
            item, size, qty = rng.choice(list(PRICES)), rng.choice(SIZES), rng.randint(1, 4)
            rows.append((item, size, qty))
            typed_item = rng.choice([item, item.upper(), item.title()])
            typed_size = rng.choice([size, size.lower()])
            text += f"Player {i},{typed_item},{typed_size},{qty}\n"
            if rng.random() < 0.1:
                text += "\n"
        assert ok_lines(run(tmp_path, text)) == expected(rows)
        only = rng.choice(list(PRICES))
        assert ok_lines(run(tmp_path, text, "--item", only)) == expected(rows, only)


def failed(proc):
    assert proc.returncode == 1, (proc.returncode, proc.stdout, proc.stderr)
    assert proc.stdout.strip() == ""
    assert proc.stderr.strip().startswith("error:"), proc.stderr
    return proc.stderr


@pytest.mark.parametrize("line", ["Ann,scarf,M,1", "Ann,shirt,XXXL,1", "Ann,shirt,medium,1",
                                  "Ann,shirt,M,0", "Ann,shirt,M,-1", "Ann,shirt,M,two",
                                  "Ann,shirt,M,1.5", "Ann,shirt,M", "Ann,shirt,M,1,extra",
                                  "Ann,shirt,,1", "Ann,,M,1"])
def test_bad_lines(tmp_path, line):
    text = HEADER + "Jack,shirt,M,1\n\nPriya,socks,S,2\n" + line + "\nTom,shirt,L,1\n"
    err = failed(run(tmp_path, text))
    assert "line 5" in err, err


def test_bad_line_numbers(tmp_path):
    err = failed(run(tmp_path, HEADER + "Jack,shirt,XXXL,1\n"))
    assert "line 2" in err
    err = failed(run(tmp_path, HEADER + "\n\n\nJack,shirt,M,1\n\nJack,shirts,M,1\n"))
    assert "line 7" in err


def test_missing_file_and_bad_item(tmp_path):
    failed(run(tmp_path, None, name="nothere.csv"))
    failed(run(tmp_path, EXAMPLE, "--item", "scarf"))
    failed(run(tmp_path, EXAMPLE, "--item", "sock"))
