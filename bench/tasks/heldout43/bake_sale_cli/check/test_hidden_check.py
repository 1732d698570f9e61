"""Hidden check for bake_sale_cli: python bakesale.py FILE prints one line per item (sold and
money, most money first, ties alphabetical) and a total; a missing file is an error on stderr
with exit status 1."""

import os
import random
import subprocess
import sys

WORKSPACE = os.getcwd()
SCRIPT = os.path.join(WORKSPACE, "bakesale.py")


def run(tmp_path, text, name="sales.csv"):
    path = tmp_path / name
    if text is not None:
        path.write_text(text, encoding="utf-8")
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTHONIOENCODING"] = "utf-8"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    proc = subprocess.run([sys.executable, SCRIPT, str(path)], cwd=tmp_path, env=env,
                          capture_output=True, timeout=60, stdin=subprocess.DEVNULL)
    return (proc.returncode, proc.stdout.decode("utf-8", "replace"),
            proc.stderr.decode("utf-8", "replace"))


def lines_of(out):
    return [ln.rstrip() for ln in out.strip().splitlines() if ln.strip()]


def test_prompt_example(tmp_path):
    code, out, _ = run(tmp_path, "item,price,sold\nbrownies,1.50,8\nflapjack,1.25,10\n"
                                 "brownies,1.50,6\n")
    assert code == 0
    assert lines_of(out) == ["brownies: 14 sold, £21.00", "flapjack: 10 sold, £12.50",
                             "total: £33.50"]


def test_order_and_ties(tmp_path):
    code, out, _ = run(tmp_path, "item,price,sold\nscones,2.50,6\ncookies,0.50,20\n"
                                 "lemon cake,1.50,10\nfairy cakes,0.75,4\ncupcakes,1.00,15\n")
    assert code == 0
    assert lines_of(out) == ["cupcakes: 15 sold, £15.00", "lemon cake: 10 sold, £15.00",
                             "scones: 6 sold, £15.00", "cookies: 20 sold, £10.00",
                             "fairy cakes: 4 sold, £3.00", "total: £58.00"]


def test_one_row(tmp_path):
    code, out, _ = run(tmp_path, "item,price,sold\nrocky road,2,3\n")
    assert code == 0
    assert lines_of(out) == ["rocky road: 3 sold, £6.00", "total: £6.00"]


def test_sampled(tmp_path):
    rng = random.Random(4343)
    names = ["brownies", "flapjack", "scones", "cookies", "muffins", "shortbread", "tiffin"]
    for n in range(25):
        rows, totals = [], {}
        for _ in range(rng.randint(1, 12)):
            name = rng.choice(names)
            pence = rng.choice(range(20, 400, 5))
            sold = rng.randint(1, 30)
            rows.append(f"{name},{pence // 100}.{pence % 100:02d},{sold}")
            got = totals.setdefault(name, [0, 0])
            got[0] += sold
            got[1] += pence * sold
        moneys = [m for _, m in totals.values()]
        if len(set(moneys)) < len(moneys):
            continue  # ties are in test_order_and_ties
        want = [f"{name}: {sold} sold, £{money // 100}.{money % 100:02d}"
                for name, (sold, money) in sorted(totals.items(),
                                                  key=lambda kv: (-kv[1][1], kv[0]))]
        total = sum(m for _, m in totals.values())
        want.append(f"total: £{total // 100}.{total % 100:02d}")
        code, out, _ = run(tmp_path, "item,price,sold\n" + "\n".join(rows) + "\n",
                           name=f"s{n}.csv")
        assert code == 0, rows
        assert lines_of(out) == want, rows


def test_missing_file(tmp_path):
    code, out, err = run(tmp_path, None, name="nothere.csv")
    assert code == 1
    assert err.strip()
