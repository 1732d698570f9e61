from wraptext import fill, wrap


def test_example_from_report():
    assert wrap("abc de fg", 5) == ["abc", "de fg"]


def test_exact_fit_is_allowed():
    assert wrap("ab cd", 5) == ["ab cd"]
    assert wrap("ab cd ef", 5) == ["ab cd", "ef"]


def test_greedy_lines():
    text = "the quick brown fox jumps over the lazy dog"
    assert wrap(text, 10) == ["the quick", "brown fox", "jumps over", "the lazy", "dog"]
    assert wrap(text, 9) == ["the quick", "brown fox", "jumps", "over the", "lazy dog"]


def test_no_line_too_long_and_words_kept():
    text = "a bb ccc dddd eeeee ff g hhh iiii jj k"
    for width in range(5, 20):
        lines = wrap(text, width)
        assert all(len(line) <= width for line in lines), (width, lines)
        assert " ".join(lines).split() == text.split()
        # greedy: the first word of each next line would not have fit
        for a, b in zip(lines, lines[1:]):
            assert len(a) + 1 + len(b.split()[0]) > width


def test_long_word_unbroken_on_its_own_line():
    assert wrap("hi extraordinary yo", 5) == ["hi", "extraordinary", "yo"]
    assert wrap("extraordinary", 4) == ["extraordinary"]


def test_blank_and_whitespace():
    assert wrap("", 10) == []
    assert wrap("   ", 10) == []
    assert wrap("  one\ttwo \n three ", 7) == ["one two", "three"]


def test_fill_uses_fixed_wrap():
    assert fill("abc de fg", 5) == "abc\nde fg"
