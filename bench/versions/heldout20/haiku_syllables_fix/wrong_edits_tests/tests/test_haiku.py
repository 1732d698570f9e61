from haiku import count_syllables, is_haiku, line_syllables


def test_single_vowel_group_words():
    assert count_syllables("cat") == 1
    assert count_syllables("dog") == 1


def test_multi_syllable_words():
    assert count_syllables("water") == 2
    assert count_syllables("banana") == 3


def test_silent_e():
    assert count_syllables("cake") == 1
    assert count_syllables("stone") == 1


def test_the():
    assert count_syllables("the") == 0


def test_table():
    assert count_syllables("table") == 1


def test_punctuation_ignored():
    assert count_syllables("Splash!") == 1


def test_line():
    assert line_syllables("An old silent pond") == 5


def test_basho():
    poem = "An old silent pond\nA frog jumps into the pond\nSplash! Silence again\n"
    assert not is_haiku(poem)


def test_not_a_haiku():
    assert not is_haiku("one line only")
