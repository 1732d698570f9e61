import subprocess
import sys


def run(args, stdin=""):
    return subprocess.run(
        [sys.executable, "wordfreq.py", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=30,
    )


def test_prompt_example():
    r = run(["-n", "3"], "the cat and the hat. The END")
    assert r.returncode == 0
    assert r.stdout == "3 the\n1 and\n1 cat\n"


def test_default_all_under_ten():
    r = run([], "the cat and the hat. The END")
    assert r.returncode == 0
    assert r.stdout == "3 the\n1 and\n1 cat\n1 end\n1 hat\n"


def test_default_is_ten():
    words = " ".join(f"w{i:02d}" for i in range(15))
    r = run([], words)
    assert r.returncode == 0
    assert r.stdout.splitlines() == [f"1 w{i:02d}" for i in range(10)]


def test_ties_alphabetical_not_first_seen():
    r = run([], "zebra apple mango zebra apple mango kiwi")
    assert r.stdout == "2 apple\n2 mango\n2 zebra\n1 kiwi\n"


def test_case_and_apostrophes_and_punctuation():
    r = run(["-n", "2"], "Don't stop. don't STOP, DON'T! end.")
    assert r.returncode == 0
    assert r.stdout == "3 don't\n2 stop\n"


def test_digits_are_word_characters():
    r = run([], "route 66, Route 66; r2d2 route-66")
    assert r.stdout == "3 66\n3 route\n1 r2d2\n"


def test_file_argument(tmp_path):
    f = tmp_path / "in.txt"
    f.write_text("b a b\nc b a\n")
    r = run(["-n", "2", str(f)])
    assert r.returncode == 0
    assert r.stdout == "3 b\n2 a\n"
    r = run([str(f)], "ignored ignored ignored")
    assert r.stdout == "3 b\n2 a\n1 c\n"


def test_empty_input():
    r = run([], "")
    assert r.returncode == 0
    assert r.stdout == ""
    r = run([], "  ... !!  \n")
    assert r.returncode == 0
    assert r.stdout == ""


def test_missing_file():
    r = run(["no_such_file.txt"])
    assert r.returncode == 1
    assert "wordfreq: cannot open no_such_file.txt" in r.stderr
    assert r.stdout == ""


def test_bad_n():
    for bad in ["0", "-3", "abc"]:
        r = run(["-n", bad], "a b c")
        assert r.returncode == 2, bad
        assert r.stdout == ""
