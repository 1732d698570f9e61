import justify as mod


def test_example():
    assert mod.justify("This is an example of text justification.", 16) == [
        "This    is    an",
        "example  of text",
        "justification.  ",
    ]


def test_exact_fit_and_last_line_padded():
    assert mod.justify("a b c d", 5) == ["a b c", "d    "]


def test_leftmost_gaps_get_extra_spaces():
    assert mod.justify("aa b cc dd", 8) == ["aa  b cc", "dd      "]
    assert mod.justify("a b c d e f", 8) == ["a  b c d", "e f     "]


def test_any_whitespace_splits():
    assert mod.justify("  one\ttwo\n\nthree  ", 9) == ["one   two", "three    "]


def test_single_word_line_left_aligned():
    assert mod.justify("hello abcdefghij x", 10) == ["hello     ", "abcdefghij", "x         "]


def test_long_word_on_own_line():
    assert mod.justify("hi supercalifragilistic yo", 6) == ["hi    ", "supercalifragilistic", "yo    "]
    assert mod.justify("ok extraordinary", 5) == ["ok   ", "extraordinary"]


def test_every_line_has_width():
    text = "the quick brown fox jumps over the lazy dog and keeps running far away"
    lines = mod.justify(text, 20)
    assert all(len(line) == 20 for line in lines)
    assert " ".join(" ".join(lines).split()) == text
    for line in lines[:-1]:
        assert not line.endswith(" ") or len(line.split()) == 1


def test_empty():
    assert mod.justify("", 10) == []
    assert mod.justify("   \n\t ", 10) == []
