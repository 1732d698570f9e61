import os
import subprocess
import sys

import pytest

SCRIPT = "tally.py"


def run(args=()):
    return subprocess.run(
        [sys.executable, SCRIPT, *args],
        cwd=os.getcwd(), capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL,
    )


def tally(tmp_path, content):
    path = tmp_path / "ballots.txt"
    path.write_text(content)
    return run([str(path)])


def ok_lines(result):
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines()


def test_script_exists():
    assert os.path.isfile(os.path.join(os.getcwd(), SCRIPT))


def test_example_from_prompt(tmp_path):
    r = tally(tmp_path, "v1,Alice\nv2,bob\nv3,Bob\nv1,Carol\nv4,alice\n")
    assert ok_lines(r) == [
        "Bob: 2 (50.0%)",
        "Alice: 1 (25.0%)",
        "Carol: 1 (25.0%)",
        "Winner: Bob",
    ]


def test_comments_blank_lines_and_spaces(tmp_path):
    r = tally(tmp_path, "# club election 2024\n\n  v1 ,  alice  \n   \n# end\n")
    assert ok_lines(r) == ["Alice: 1 (100.0%)", "Winner: Alice"]


def test_tie_line(tmp_path):
    r = tally(tmp_path, "a,Zed\nb,Amy\n")
    assert ok_lines(r) == ["Amy: 1 (50.0%)", "Zed: 1 (50.0%)", "Tie: Amy, Zed"]


def test_three_way_tie_at_top_below_others(tmp_path):
    r = tally(tmp_path, "1,cy\n2,bo\n3,al\n4,dee\n5,dee\n6,dee\n7,al\n8,bo\n9,cy\n")
    assert ok_lines(r) == [
        "Dee: 3 (33.3%)",
        "Al: 2 (22.2%)",
        "Bo: 2 (22.2%)",
        "Cy: 2 (22.2%)",
        "Winner: Dee",
    ]


def test_rounding_one_decimal(tmp_path):
    r = tally(tmp_path, "1,x\n2,y\n3,z\n4,x\n5,y\n6,x\n")
    assert ok_lines(r) == [
        "X: 3 (50.0%)",
        "Y: 2 (33.3%)",
        "Z: 1 (16.7%)",
        "Winner: X",
    ]


def test_title_case_multiword(tmp_path):
    r = tally(tmp_path, "1,mary ann\n2,MARY ANN\n3,bob\n")
    assert ok_lines(r) == ["Mary Ann: 2 (66.7%)", "Bob: 1 (33.3%)", "Winner: Mary Ann"]


def test_last_vote_counts(tmp_path):
    r = tally(tmp_path, "v1,a\nv1,b\nv1,a\nv2,b\nv2,c\n")
    assert ok_lines(r) == ["A: 1 (50.0%)", "C: 1 (50.0%)", "Tie: A, C"]


def test_voter_ids_are_stripped(tmp_path):
    r = tally(tmp_path, "v1,Ann\n  v1  ,Ben\nv2,Ben\n")
    assert ok_lines(r) == ["Ben: 2 (100.0%)", "Winner: Ben"]


def test_usage_without_argument():
    r = run()
    assert r.returncode == 2
    assert "usage: tally.py BALLOTS" in r.stderr
    assert r.stdout.strip() == ""


@pytest.mark.parametrize("content, line", [
    ("v1,Alice\nnocomma\n", 2),
    ("v1,Alice,Bob\n", 1),
    ("v1,Alice\n\n# c\nv2,   \n", 4),
    ("v1,Alice\n ,Bob\n", 2),
    ("v1,Alice\nv2,Bob,\n", 2),
])
def test_malformed_lines(tmp_path, content, line):
    r = tally(tmp_path, content)
    assert r.returncode == 2
    assert f"error: line {line}: malformed" in r.stderr
    assert r.stdout.strip() == ""


def test_no_votes(tmp_path):
    assert ok_lines(tally(tmp_path, "# nothing yet\n\n")) == ["No votes"]
    assert ok_lines(tally(tmp_path, "")) == ["No votes"]
