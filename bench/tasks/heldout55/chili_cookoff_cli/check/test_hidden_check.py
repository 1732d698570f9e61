"""Hidden check for chili_cookoff_cli: cookoff.py SCORES [--top N] [--drop-extremes] prints
the ranking in the prompt's format (shared places, alphabetical ties, score counts), the
options work, and the errors go to stderr with exit 1 (2 for a bad --top) and nothing on
stdout."""

import os
import random
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
SCRIPT = os.path.join(WORKSPACE, "cookoff.py")

SAMPLE = """Judge,Entry,Score
Marge,Smoky Joe's,8
Marge,Ring of Fire,9
Marge,Mild Mannered,3
Dev,Smoky Joe's,9
Dev,Ring of Fire,7
Dev,Mild Mannered,9

Ola,Smoky Joe's,7
Ola,Ring of Fire,8
Ola,Mild Mannered,10
Ola,Bean There,6
Sam,Smoky Joe's,10
Sam,Ring of Fire,8
Sam,Mild Mannered,10
"""


def run(tmp_path, *args, text=None, name="scores.csv"):
    if text is not None:
        (tmp_path / name).write_text(text, encoding="utf-8")
    proc = subprocess.run([sys.executable, SCRIPT, *args], cwd=tmp_path, capture_output=True,
                          text=True, timeout=60, stdin=subprocess.DEVNULL)
    return proc.returncode, proc.stdout, proc.stderr


def lines_of(out):
    return [line.rstrip() for line in out.strip().splitlines()]


def expected(rows, drop=False, top=None):
    scores = {}
    for judge, entry, score in rows:
        scores.setdefault(entry, []).append(score)
    table = []
    for entry, marks in scores.items():
        if drop and len(marks) >= 3:
            marks = sorted(marks)[1:-1]
        table.append((sum(marks) / len(marks), entry, len(marks)))
    table.sort(key=lambda r: (-r[0], r[1].lower()))
    out, places = [], []
    for i, (avg, entry, n) in enumerate(table):
        place = places[-1][0] if places and places[-1][1] == avg else i + 1
        places.append((place, avg))
        if top is None or place <= top:
            out.append(f"{place}. {entry} - {avg:.2f} ({n} score{'' if n == 1 else 's'})")
    return out


def test_prompt_example(tmp_path):
    rc, out, err = run(tmp_path, "scores.csv", text=SAMPLE)
    assert rc == 0, err
    assert lines_of(out) == ["1. Smoky Joe's - 8.50 (4 scores)",
                             "2. Mild Mannered - 8.00 (4 scores)",
                             "2. Ring of Fire - 8.00 (4 scores)",
                             "4. Bean There - 6.00 (1 score)"]
    rc, out, err = run(tmp_path, "scores.csv", "--drop-extremes")
    assert rc == 0, err
    assert lines_of(out) == ["1. Mild Mannered - 9.50 (2 scores)",
                             "2. Smoky Joe's - 8.50 (2 scores)",
                             "3. Ring of Fire - 8.00 (2 scores)",
                             "4. Bean There - 6.00 (1 score)"]
    rc, out, err = run(tmp_path, "scores.csv", "--top", "2")
    assert rc == 0, err
    assert lines_of(out) == ["1. Smoky Joe's - 8.50 (4 scores)",
                             "2. Mild Mannered - 8.00 (4 scores)",
                             "2. Ring of Fire - 8.00 (4 scores)"]


def test_options_together_and_in_any_order(tmp_path):
    run(tmp_path, "scores.csv", text=SAMPLE)
    want = ["1. Mild Mannered - 9.50 (2 scores)", "2. Smoky Joe's - 8.50 (2 scores)"]
    for args in [("scores.csv", "--drop-extremes", "--top", "2"),
                 ("--top", "2", "--drop-extremes", "scores.csv"),
                 ("--top=2", "scores.csv", "--drop-extremes")]:
        rc, out, err = run(tmp_path, *args)
        assert rc == 0, (args, err)
        assert lines_of(out) == want, args
    rc, out, _ = run(tmp_path, "scores.csv", "--top", "1")
    assert lines_of(out) == ["1. Smoky Joe's - 8.50 (4 scores)"]
    rc, out, _ = run(tmp_path, "scores.csv", "--top", "3")
    assert len(lines_of(out)) == 3
    rc, out, _ = run(tmp_path, "scores.csv", "--top", "10")
    assert len(lines_of(out)) == 4


def test_no_header_spaces_blank_lines(tmp_path):
    text = ("\n  Ann , Hot Stuff , 7 \nBen,Fuego,9\n\n\nAnn,Verde,8\nBen,Verde,8\n"
            "Cy,Verde,5\nCy,Hot Stuff,3\n")
    rc, out, err = run(tmp_path, "scores.csv", text=text)
    assert rc == 0, err
    assert lines_of(out) == ["1. Fuego - 9.00 (1 score)",
                             "2. Verde - 7.00 (3 scores)",
                             "3. Hot Stuff - 5.00 (2 scores)"]
    rc, out, err = run(tmp_path, "scores.csv", "--drop-extremes")
    assert lines_of(out) == ["1. Fuego - 9.00 (1 score)",
                             "2. Verde - 8.00 (1 score)",
                             "3. Hot Stuff - 5.00 (2 scores)"]
    rc, out, err = run(tmp_path, "s.csv", text="JUDGE,ENTRY,SCORE\nAnn,Chili Sin Carne,10\n",
                       name="s.csv")
    assert rc == 0, err
    assert lines_of(out) == ["1. Chili Sin Carne - 10.00 (1 score)"]


def test_ties_alphabetical_ignoring_capitals(tmp_path):
    text = ("judge,entry,score\nA,zesty,6\nA,Beefy,6\nA,apple chili,6\nB,zesty,8\n"
            "B,Beefy,8\nB,apple chili,8\nA,Texas Red,9\nB,Texas Red,5\nA,Last,2\n")
    rc, out, err = run(tmp_path, "scores.csv", text=text)
    assert rc == 0, err
    assert lines_of(out) == ["1. apple chili - 7.00 (2 scores)",
                             "1. Beefy - 7.00 (2 scores)",
                             "1. Texas Red - 7.00 (2 scores)",
                             "1. zesty - 7.00 (2 scores)",
                             "5. Last - 2.00 (1 score)"]
    rc, out, _ = run(tmp_path, "scores.csv", "--top", "1")
    assert len(lines_of(out)) == 4


def test_sampled(tmp_path):
    rng = random.Random(55)
    entries = ["Smoky Joe's", "Ring of Fire", "Mild Mannered", "bean there", "Verde",
               "Five Alarm", "chili con carne"]
    judges = ["Marge", "Dev", "Ola", "Sam", "Kit", "Lou", "Ted"]
    for i in range(25):
        rows = []
        for entry in rng.sample(entries, rng.randint(1, len(entries))):
            for judge in rng.sample(judges, rng.randint(1, len(judges))):
                rows.append((judge, entry, rng.randint(1, 10)))
        rng.shuffle(rows)
        text = ("judge,entry,score\n" if i % 2 else "") + "".join(
            f"{j},{e},{s}\n" for j, e, s in rows)
        name = f"s{i}.csv"
        drop = i % 3 == 0
        top = rng.choice([None, 1, 2, 3])
        args = [name] + (["--drop-extremes"] if drop else []) + (
            ["--top", str(top)] if top else [])
        rc, out, err = run(tmp_path, *args, text=text, name=name)
        assert rc == 0, err
        assert lines_of(out) == expected(rows, drop, top), (rows, drop, top)


def test_missing_file(tmp_path):
    rc, out, err = run(tmp_path, "nothere.csv")
    assert rc == 1
    assert out.strip() == ""
    assert "error: can't read nothere.csv" in err


@pytest.mark.parametrize("text, line", [
    ("judge,entry,score\nAnn,Verde,8\nBen,Verde\n", 3),
    ("Ann,Verde,8\nBen,Verde,8,9\n", 2),
    ("Ann,Verde,8\n\n\nBen,Verde,11\n", 4),
    ("Ann,Verde,0\n", 1),
    ("judge,entry,score\nAnn,Verde,seven\n", 2),
    ("Ann,Verde,7.5\n", 1),
    ("Ann,Verde,-3\n", 1),
    ("Ann,Verde,\n", 1),
    ("Ann,,8\n", 1),
    (" ,Verde,8\n", 1),
    ("judge,entry,score\nAnn,Verde,8\nBen,Verde,6\n\nAnn,Verde,9\n", 5),
])
def test_bad_lines(tmp_path, text, line):
    rc, out, err = run(tmp_path, "scores.csv", text=text)
    assert rc == 1, (text, out, err)
    assert out.strip() == "", text
    assert err.strip().startswith(f"error: line {line}:"), (text, err)


@pytest.mark.parametrize("text", ["", "\n\n", "judge,entry,score\n", "Judge,Entry,Score\n\n"])
def test_no_scores(tmp_path, text):
    rc, out, err = run(tmp_path, "scores.csv", text=text)
    assert rc == 1
    assert out.strip() == ""
    assert err.strip() == "error: no scores"


@pytest.mark.parametrize("top", ["0", "-1", "two", "1.5"])
def test_bad_top(tmp_path, top):
    rc, out, err = run(tmp_path, "scores.csv", f"--top={top}", text=SAMPLE)
    assert rc == 2
    assert out.strip() == ""
    assert err.strip()

