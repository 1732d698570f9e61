"""Hidden check for lego_missing_cli: missing_bricks.py compares a set's parts file with an owned
parts file as the prompt describes (summing, colours any case, text sort, --colour, the total
line, exit codes 0/1/2, errors on stderr naming the file and line)."""

import os
import random
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
SCRIPT = os.path.join(WORKSPACE, "missing_bricks.py")

HARBOUR = ("part,colour,qty\n3001, Red, 4\n3069b,Dark Bluish Gray,6\n32064,black,2\n"
           "3001,red,2\n\n3004,Yellow,3\n3005,white,1\n")
OWNED = ("Part,Colour,Qty\n3001,red,5\n3069b,dark bluish gray,2\n3004,yellow,3\n3004,red,10\n"
         "32064,Black,0\n")


def run(tmp_path, *args, files=None):
    for name, text in (files or {}).items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    proc = subprocess.run([sys.executable, SCRIPT, *args], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    return proc.returncode, proc.stdout, proc.stderr


def lines(text):
    return [ln.rstrip() for ln in text.strip().splitlines()]


@pytest.fixture
def data(tmp_path):
    (tmp_path / "harbour.csv").write_text(HARBOUR, encoding="utf-8")
    (tmp_path / "owned.csv").write_text(OWNED, encoding="utf-8")
    return tmp_path


def test_script_exists():
    assert os.path.isfile(SCRIPT), "missing_bricks.py is missing"


def test_prompt_example(data):
    rc, out, err = run(data, "harbour.csv", "owned.csv")
    assert rc == 1, (out, err)
    assert lines(out) == ["1 x 3001 red", "1 x 3005 white", "4 x 3069b dark bluish gray",
                          "2 x 32064 black", "total missing: 8"]


def test_colour_option(data):
    rc, out, err = run(data, "harbour.csv", "owned.csv", "--colour", "RED")
    assert (rc, lines(out)) == (1, ["1 x 3001 red", "total missing: 1"]), err
    rc, out, err = run(data, "harbour.csv", "owned.csv", "--colour", "yellow")
    assert (rc, lines(out)) == (0, ["nothing missing"]), err
    rc, out, err = run(data, "harbour.csv", "owned.csv", "--colour", "Dark Bluish GRAY")
    assert (rc, lines(out)) == (1, ["4 x 3069b dark bluish gray", "total missing: 4"]), err
    rc, out, err = run(data, "harbour.csv", "owned.csv", "--colour", "purple")
    assert (rc, lines(out)) == (0, ["nothing missing"]), err


def test_nothing_missing(data):
    rc, out, err = run(data, "harbour.csv", "harbour.csv")
    assert (rc, lines(out)) == (0, ["nothing missing"]), err
    rc, out, err = run(data, "owned.csv", "owned.csv")
    assert (rc, lines(out)) == (0, ["nothing missing"]), err
    rc, out, err = run(data, "empty.csv", "owned.csv", files={"empty.csv": "part,colour,qty\n"})
    assert (rc, lines(out)) == (0, ["nothing missing"]), err


def test_summing_and_sorting(tmp_path):
    set_text = ("PART , COLOUR , QTY\n"
                "  2 , Tan , 1\n10 ,tan,3\n 2,TAN, 2\n10,black,1\n10,Black,1\n"
                "1b,tan,5\n1a,tan,0\n")
    owned = "x,y,z\n2,tan,1\n10,tan,1\n10,tan,1\n1b,TAN,2\n99,tan,40\n10,black,0\n"
    rc, out, err = run(tmp_path, "s.csv", "o.csv", files={"s.csv": set_text, "o.csv": owned})
    assert rc == 1, err
    assert lines(out) == ["2 x 10 black", "1 x 10 tan", "3 x 1b tan", "2 x 2 tan",
                          "total missing: 8"]


def test_sampled(tmp_path):
    rng = random.Random(5353)
    parts = ["3001", "3003", "3023", "3069b", "32064", "4073", "2412b", "6141", "98138"]
    colours = ["red", "blue", "light bluish gray", "black", "trans-clear", "tan"]
    for round_ in range(25):
        need, have = {}, {}
        set_rows, owned_rows = ["part,colour,qty"], ["part,colour,qty"]
        for rows, store in ((set_rows, need), (owned_rows, have)):
            for _ in range(rng.randint(0, 14)):
                part, colour, qty = rng.choice(parts), rng.choice(colours), rng.randint(0, 9)
                shown = rng.choice([colour, colour.upper(), colour.title()])
                rows.append(f"{rng.choice(['', ' '])}{part},{shown}, {qty}")
                store[(part, colour)] = store.get((part, colour), 0) + qty
        short = sorted((p, c, n - have.get((p, c), 0)) for (p, c), n in need.items()
                       if n > have.get((p, c), 0))
        names = {f"s{round_}.csv": "\n".join(set_rows) + "\n",
                 f"o{round_}.csv": "\n".join(owned_rows) + "\n"}
        rc, out, err = run(tmp_path, f"s{round_}.csv", f"o{round_}.csv", files=names)
        if short:
            want = [f"{n} x {p} {c}" for p, c, n in short]
            want.append(f"total missing: {sum(n for _, _, n in short)}")
            assert (rc, lines(out)) == (1, want), (names, err)
        else:
            assert (rc, lines(out)) == (0, ["nothing missing"]), (names, err)


@pytest.mark.parametrize("bad_line", [
    "3001,red", "3001,red,2,extra", ",red,2", "3001,,2", "3001, red, two", "3001,red,-1",
    "3001,red,1.5", "3001,red,",
])
@pytest.mark.parametrize("which", ["set", "owned"])
def test_bad_lines(data, bad_line, which):
    text = "part,colour,qty\n3001,red,1\n\n" + bad_line + "\n3005,white,1\n"
    name = "broken parts.csv"
    args = [name, "owned.csv"] if which == "set" else ["harbour.csv", name]
    rc, out, err = run(data, *args, files={name: text})
    assert rc == 2, (out, err)
    assert out.strip() == ""
    assert name in err and "line 4" in err, err


def test_missing_file(data):
    rc, out, err = run(data, "harbour.csv", "no_such_file.csv")
    assert rc == 2 and out.strip() == ""
    assert "no_such_file.csv" in err
    rc, out, err = run(data, "gone.csv", "owned.csv")
    assert rc == 2 and out.strip() == ""
    assert "gone.csv" in err


@pytest.mark.parametrize("args", [[], ["harbour.csv"], ["harbour.csv", "owned.csv", "--bogus"]])
def test_bad_arguments(data, args):
    rc, out, err = run(data, *args)
    assert rc == 2, (out, err)
    assert out.strip() == ""
    assert err.strip()
