import os
import subprocess
import sys

SCRIPT = "anagrams.py"


def run(args=(), stdin=None):
    return subprocess.run(
        [sys.executable, SCRIPT, *args],
        cwd=os.getcwd(), input=stdin, capture_output=True, text=True, timeout=60,
    )


def run_file(tmp_path, content):
    path = tmp_path / "words.txt"
    path.write_text(content)
    return run([str(path)])


def lines_of(result):
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines()


def test_script_exists():
    assert os.path.isfile(os.path.join(os.getcwd(), SCRIPT))


def test_single_group_sorted_words(tmp_path):
    r = run_file(tmp_path, "listen\nsilent\nenlist\ngoogle\ninlets\nbanana\n")
    assert lines_of(r) == ["enlist inlets listen silent"]


def test_reads_stdin():
    r = run(stdin="tea\neat\nbanana\nate\n")
    assert lines_of(r) == ["ate eat tea"]


def test_case_insensitive_and_lowercase_output(tmp_path):
    r = run_file(tmp_path, "Listen\nSILENT\nTinsel\n")
    assert lines_of(r) == ["listen silent tinsel"]


def test_duplicates_count_once(tmp_path):
    r = run_file(tmp_path, "stop\nStop\npots\nSTOP\n")
    assert lines_of(r) == ["pots stop"]


def test_only_duplicates_is_not_a_group(tmp_path):
    r = run_file(tmp_path, "stop\nSTOP\nStop\nzebra\n")
    assert lines_of(r) == []


def test_ordering_by_size_then_first_word(tmp_path):
    words = ["vase", "melon", "tar", "save", "lemon", "rat", "art", "dusty", "study",
             "post", "stop", "pots", "tops", "spot"]
    r = run_file(tmp_path, "\n".join(words) + "\n")
    assert lines_of(r) == [
        "post pots spot stop tops",
        "art rat tar",
        "dusty study",
        "lemon melon",
        "save vase",
    ]


def test_equal_size_groups_sorted_by_first_word_not_letters(tmp_path):
    # sorted letters: 'aesv' < 'elmno', but first words: 'lemon' < 'save'
    r = run_file(tmp_path, "save\nvase\nmelon\nlemon\n")
    assert lines_of(r) == ["lemon melon", "save vase"]


def test_words_within_line_alphabetical_not_input_order(tmp_path):
    r = run_file(tmp_path, "tops\nspot\npots\n")
    assert lines_of(r) == ["pots spot tops"]


def test_blank_lines_and_whitespace_ignored(tmp_path):
    r = run_file(tmp_path, "  tea \n\n eat\n\t ate\n\n\n")
    assert lines_of(r) == ["ate eat tea"]


def test_no_groups_prints_nothing(tmp_path):
    r = run_file(tmp_path, "one\ntwo\nthree\n")
    assert lines_of(r) == []
    assert r.stdout == ""


def test_empty_input(tmp_path):
    r = run_file(tmp_path, "")
    assert lines_of(r) == []
    r = run(stdin="")
    assert lines_of(r) == []


def test_single_spaces_between_words(tmp_path):
    r = run_file(tmp_path, "dog\ngod\n")
    assert r.stdout == "dog god\n"
